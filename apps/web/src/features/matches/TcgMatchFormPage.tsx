import {
  BO3_ENDS_AT_TWO_WINS,
  latestAllowedMatchDate,
  MAX_MULLIGANS,
  MAX_PRIZES_PER_SIDE,
  tcgGamesProblem,
  type TcgMatch,
  type TcgMatchDraft,
} from '@trainerlog/core';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Center,
  Collapse,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconHistory, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { opponentDeckSuggestions, TCG_MATCH_ERRORS, tcgDraft } from '../../data/tcgMatches.ts';
import { useActiveDeck, useDecks } from '../../data/useDecks.ts';
import { useRecentTcgMatches, useTcgMatch, useTcgMatchMutations } from '../../data/useTcgMatches.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { rememberedMode } from './dashboard/dashboardChoices.ts';
import {
  boolState,
  ChoiceField,
  fromBoolState,
  fromTriState,
  GameResultField,
  NONE,
  notRecorded,
  triState,
} from './gameControls.tsx';
import { ResultOnlyNotice } from './ResultOnlyNotice.tsx';
import {
  draftFields,
  emptyMatchForm,
  enterGames,
  formFromDraft,
  formFromMatch,
  validateMatchForm,
  visibleGameCount,
  type GameForm,
  type MatchForm,
  type Side,
} from './tcgMatchForm.ts';

const DRAFT_DEBOUNCE_MS = 500;

/** /log-match/tcg */
export function LogTcgMatchPage() {
  return <TcgMatchFormScreen initial={emptyMatchForm()} />;
}

/** /edit-match/tcg/:id */
export function EditTcgMatchPage() {
  const { id } = useParams();
  // A match item's edit action may carry the match along (spec part 2 §2).
  const carried = (useLocation().state as { match?: TcgMatch } | null)?.match;
  const match = useTcgMatch(id, carried);
  if (match.isPending) return <CenteredLoader label="Loading match…" />;
  if (match.isError || !match.data) return <MatchNotFound error={match.error} />;
  return <TcgMatchFormScreen key={match.data._id} match={match.data} initial={formFromMatch(match.data)} />;
}

function MatchNotFound({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError && error.status !== 404 ? (error.msg ?? 'An error occurred') : 'Match not found';
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {message}
        </Title>
        <Text c="dimmed">It may have been deleted, or it belongs to another account.</Text>
        <Button component={Link} to="/" variant="light">
          Back home
        </Button>
      </Stack>
    </Center>
  );
}

function formatSavedAt(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function reportSaveError(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    notify.error(error.errors[0]?.message ?? error.msg ?? fallback, { id: 'tcg-match-save' });
    return;
  }
  notify.error(error instanceof Error && error.message ? error.message : fallback, { id: 'tcg-match-save' });
}

function TcgMatchFormScreen({ match, initial }: { match?: TcgMatch; initial: MatchForm }) {
  const editing = !!match;
  const navigate = useNavigate();
  const location = useLocation();
  const decks = useDecks();
  const { activeDeckId } = useActiveDeck();
  const recent = useRecentTcgMatches();
  const { create, update } = useTcgMatchMutations();
  const [values, setValues] = useState<MatchForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<TcgMatchDraft | null>(() => (editing ? null : tcgDraft.load()));
  const touched = useRef(false);
  const deckChosen = useRef(editing);
  const saving = create.isPending || update.isPending;

  const deckOptions = useMemo(
    () => (decks.data ?? []).map((deck) => ({ value: deck._id, label: deck.name || 'Untitled deck' })),
    [decks.data],
  );
  const suggestions = useMemo(() => opponentDeckSuggestions(recent.data ?? []), [recent.data]);

  // The active deck is preselected on a new match (until the player picks a deck or resumes a draft).
  useEffect(() => {
    if (deckChosen.current || !activeDeckId || !decks.data) return;
    const deck = decks.data.find((d) => d._id === activeDeckId);
    if (!deck) return;
    deckChosen.current = true;
    setValues((current) => (current.deckId ? current : { ...current, deckId: deck._id, deckName: deck.name }));
  }, [activeDeckId, decks.data]);

  // Spec part 2 §3: a new match is kept as a draft while it is being logged.
  useEffect(() => {
    if (editing || !touched.current) return;
    const timer = setTimeout(() => {
      // Saved meanwhile (the form can stay on screen while the next page loads): the draft is gone for good.
      if (!touched.current) return;
      if (!tcgDraft.save(draftFields(values))) {
        notify.warning('Could not save a draft of this match in this browser', { id: 'tcg-draft' });
      }
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [editing, values]);

  const set = <K extends keyof MatchForm>(key: K, value: MatchForm[K]) => {
    touched.current = true;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const setGame = (index: number, changes: Partial<GameForm>) => {
    touched.current = true;
    setValues((current) => ({
      ...current,
      games: current.games.map((game, i) => (i === index ? { ...game, ...changes } : game)),
    }));
    setErrors((current) => {
      const next: Record<string, string> = { ...current, games: '' };
      for (const key of Object.keys(changes)) next[`games.${index}.${key}`] = '';
      return next;
    });
  };
  const chooseDeck = (deckId: string | null) => {
    deckChosen.current = true;
    const deck = decks.data?.find((d) => d._id === deckId);
    touched.current = true;
    setValues((current) => ({ ...current, deckId: deck?._id ?? null, deckName: deck ? deck.name : '' }));
    setErrors((current) => ({ ...current, deckName: '', deckId: '' }));
  };

  const resumeDraft = () => {
    if (!draft) return;
    deckChosen.current = true;
    touched.current = true;
    setValues(formFromDraft(draft));
    setDraft(null);
  };
  const discardDraft = () => {
    tcgDraft.clear();
    setDraft(null);
  };

  const leave = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/dashboard');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const checked = validateMatchForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      notify.error(Object.values(checked.errors)[0] ?? 'Please check the match', { id: 'tcg-match-save' });
      return;
    }
    try {
      if (match) await update.mutateAsync({ id: match._id, changes: checked.input });
      else await create.mutateAsync(checked.input);
      if (!editing) tcgDraft.clear();
      touched.current = false;
      notify.success(editing ? 'Match updated' : 'Match logged', { id: 'tcg-match-save' });
      // The dashboard opens on the game just logged, whichever tab was used last.
      rememberedMode.set('tcg');
      leave();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const next: Record<string, string> = {};
        for (const { path, message } of error.errors) next[path || 'form'] ??= message;
        setErrors(next);
      }
      reportSaveError(error, editing ? TCG_MATCH_ERRORS.update : TCG_MATCH_ERRORS.add);
    }
  };

  /** Enter submits from any field except multi-line text, buttons and open pickers. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    if (target.closest('.mantine-TagsInput-root') && (target as HTMLInputElement).value) return;
    event.preventDefault();
    void submit();
  };

  const gameCount = visibleGameCount(values);
  const results = values.games.slice(0, gameCount).map((g) => g.result);
  const decided = results.filter((r): r is 'win' | 'loss' => r !== null);
  const wins = decided.filter((r) => r === 'win').length;
  const losses = decided.length - wins;
  const gamesRule =
    decided.length === results.length
      ? tcgGamesProblem(values.format, decided)
      : values.format === 'Bo3' && decided.length === 2 && gameCount === 3
        ? tcgGamesProblem('Bo3', decided)
        : null;
  const twoNil = values.format === 'Bo3' && gameCount === 2 && decided.length === 2 && wins !== 1;
  const hasDecks = deckOptions.length > 0;

  return (
    <PageContainer
      size="md"
      title={editing ? 'Edit TCG Match' : 'Log TCG Match'}
      subtitle={
        <>
          Fields marked{' '}
          <Text span c="red">
            *
          </Text>{' '}
          are required. Press Enter to save.
        </>
      }
    >
      {draft ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHistory size={18} />}
          title={`Resume draft saved ${formatSavedAt(draft.savedAt)}?`}
          data-testid="draft-offer"
        >
          <Group gap="sm" mt={4}>
            <Button size="xs" onClick={resumeDraft}>
              Resume
            </Button>
            <Button size="xs" variant="default" onClick={discardDraft}>
              Discard
            </Button>
          </Group>
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} aria-label="TCG match">
        <Stack gap="md">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {hasDecks ? (
                  <Select
                    label="Your deck"
                    withAsterisk
                    placeholder="Choose a deck, or type a name below"
                    data={deckOptions}
                    value={values.deckId && deckOptions.some((d) => d.value === values.deckId) ? values.deckId : null}
                    onChange={chooseDeck}
                    clearable
                    data-autofocus
                    autoFocus
                    error={values.deckId ? errors.deckId : undefined}
                    comboboxProps={{ withinPortal: true }}
                  />
                ) : null}
                {!values.deckId || !deckOptions.some((d) => d.value === values.deckId) ? (
                  <TextInput
                    label={hasDecks ? 'Or your deck name' : 'Your deck'}
                    withAsterisk
                    placeholder="e.g. Gardevoir ex"
                    value={values.deckName}
                    onChange={(e) => {
                      set('deckName', e.currentTarget.value);
                      if (values.deckId) set('deckId', null);
                    }}
                    autoFocus={!hasDecks}
                    maxLength={100}
                    error={errors.deckName || errors.deckId}
                  />
                ) : null}
                <Autocomplete
                  label="Opponent deck"
                  withAsterisk
                  placeholder="e.g. Charizard ex"
                  data={suggestions}
                  value={values.opponentDeck}
                  onChange={(value) => set('opponentDeck', value)}
                  maxLength={100}
                  limit={8}
                  error={errors.opponentDeck}
                />
                <TextInput
                  label="Opponent variant"
                  placeholder="Optional, e.g. Pidgeot"
                  value={values.opponentDeckVariant}
                  onChange={(e) => set('opponentDeckVariant', e.currentTarget.value)}
                  maxLength={100}
                  error={errors.opponentDeckVariant}
                />
              </SimpleGrid>
              <Input.Wrapper label="Format" withAsterisk error={errors.format}>
                <SegmentedControl
                  display="flex"
                  maw={260}
                  data={[
                    { value: 'Bo1', label: 'Best of 1' },
                    { value: 'Bo3', label: 'Best of 3' },
                  ]}
                  value={values.format}
                  onChange={(value) => set('format', value === 'Bo3' ? 'Bo3' : 'Bo1')}
                  aria-label="Format"
                />
              </Input.Wrapper>
            </Stack>
          </Paper>

          {values.recordedResult ? (
            // A result-only match (issue 15): its result, no game fields, until the player enters the games.
            <ResultOnlyNotice
              result={values.recordedResult}
              onChange={(result) => set('recordedResult', result)}
              onEnterGames={() => {
                touched.current = true;
                setValues(enterGames);
                setErrors((current) => ({ ...current, games: '', recordedResult: '' }));
              }}
            />
          ) : (
            <>
              {values.games.slice(0, gameCount).map((game, index) => (
                <GameFields
                  key={index}
                  index={index}
                  game={game}
                  showTitle={values.format === 'Bo3'}
                  errors={errors}
                  onChange={(changes) => setGame(index, changes)}
                />
              ))}
              <Text size="sm" c={errors.games ? 'red' : 'dimmed'} aria-live="polite" data-testid="games-rule">
                {errors.games ||
                  gamesRule ||
                  (twoNil
                    ? `${wins}-${losses}: ${BO3_ENDS_AT_TWO_WINS.toLowerCase()}, so there is no third game.`
                    : decided.length === results.length
                      ? `Score ${wins}-${losses}: ${wins > losses ? 'win' : 'loss'}.`
                      : values.format === 'Bo3'
                        ? 'A third game appears after 1-1.'
                        : '')}
              </Text>
            </>
          )}

          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <TextInput
                type="date"
                label="Date"
                withAsterisk
                maw={220}
                value={values.date}
                max={latestAllowedMatchDate()}
                onChange={(e) => set('date', e.currentTarget.value)}
                error={errors.date}
              />
              <Textarea
                label="Match notes"
                autosize
                minRows={2}
                maxRows={8}
                value={values.notes}
                onChange={(e) => set('notes', e.currentTarget.value)}
                error={errors.notes}
              />
            </Stack>
          </Paper>

          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          <Group gap="sm">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
              {editing ? 'Save changes' : 'Log match'}
            </Button>
            <Button variant="subtle" onClick={leave}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}

interface GameFieldsProps {
  index: number;
  game: GameForm;
  showTitle: boolean;
  errors: Record<string, string>;
  onChange(changes: Partial<GameForm>): void;
}

function GameFields({ index, game, showTitle, errors, onChange }: GameFieldsProps) {
  const [prizesOpen, setPrizesOpen] = useState(
    game.firstPrizeTakenBy !== null || game.prizeOrder.length > 0 || game.prizeContents.length > 0,
  );
  const key = (field: string) => errors[`games.${index}.${field}`];
  const prizeError = Object.entries(errors).find(
    ([path, message]) => message && path.startsWith(`games.${index}.advancedDetails`),
  )?.[1];
  const taken = (side: Side) => game.prizeOrder.filter((s) => s === side).length;
  const legend = `Game ${index + 1}`;
  const resultError = key('result');

  return (
    <Fieldset legend={showTitle ? legend : 'Game'} aria-label={legend} radius="lg" data-testid={`game-${index + 1}`}>
      <Stack gap="sm">
        <GameResultField
          index={index}
          legend={legend}
          value={game.result}
          error={resultError}
          onChange={(result) => onChange({ result })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          <ChoiceField
            label="Coin flip"
            ariaLabel={`${legend} coin flip`}
            data={[notRecorded, { value: 'yes', label: 'Won' }, { value: 'no', label: 'Lost' }]}
            value={boolState(game.coinFlipWin)}
            onChange={(value) => onChange({ coinFlipWin: fromBoolState(value) })}
          />
          <ChoiceField
            label="Choice"
            ariaLabel={`${legend} coin flip choice`}
            data={[notRecorded, { value: 'first', label: 'First' }, { value: 'second', label: 'Second' }]}
            value={triState(game.coinFlipChoice)}
            onChange={(value) => onChange({ coinFlipChoice: fromTriState<'first' | 'second'>(value) })}
          />
          <ChoiceField
            label="You went"
            ariaLabel={`${legend} turn order`}
            data={[notRecorded, { value: 'yes', label: 'First' }, { value: 'no', label: 'Second' }]}
            value={boolState(game.wentFirst)}
            onChange={(value) => onChange({ wentFirst: fromBoolState(value) })}
          />
          <ChoiceField
            label="Conceded"
            ariaLabel={`${legend} conceded`}
            data={[
              { value: NONE, label: 'No' },
              { value: 'Player', label: 'By you' },
              { value: 'Opponent', label: 'By opp.' },
            ]}
            value={triState(game.conceded)}
            onChange={(value) => onChange({ conceded: fromTriState<'Player' | 'Opponent'>(value) })}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm" maw={520}>
          <NumberInput
            label="Your mulligans"
            size="sm"
            min={0}
            max={MAX_MULLIGANS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={game.playerMulligans}
            onChange={(value) => onChange({ playerMulligans: typeof value === 'number' ? value : 0 })}
            error={key('playerMulligans')}
          />
          <NumberInput
            label="Opp. mulligans"
            aria-label="Opponent mulligans"
            size="sm"
            min={0}
            max={MAX_MULLIGANS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={game.opponentMulligans}
            onChange={(value) => onChange({ opponentMulligans: typeof value === 'number' ? value : 0 })}
            error={key('opponentMulligans')}
          />
        </SimpleGrid>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => setPrizesOpen((open) => !open)}
            aria-expanded={prizesOpen}
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: prizesOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            Prize cards
          </Button>
          <Collapse expanded={prizesOpen}>
            <Stack gap="sm" pt="xs">
              <Input.Wrapper label="First prize taken by">
                <SegmentedControl
                  display="flex"
                  maw={300}
                  size="xs"
                  data={[notRecorded, { value: 'player', label: 'You' }, { value: 'opponent', label: 'Opponent' }]}
                  value={triState(game.firstPrizeTakenBy)}
                  onChange={(value) => onChange({ firstPrizeTakenBy: fromTriState<Side>(value) })}
                  aria-label={`${legend} first prize taken by`}
                />
              </Input.Wrapper>
              <Input.Wrapper
                label="Prize order"
                description={`Who took each prize, in turn (up to ${MAX_PRIZES_PER_SIDE} each)`}
              >
                <Group gap={6} mt={4} data-testid={`game-${index + 1}-prize-order`}>
                  {game.prizeOrder.map((side, i) => (
                    <Badge
                      key={i}
                      variant="light"
                      color={side === 'player' ? 'teal' : 'red'}
                      rightSection={
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="gray"
                          aria-label={`Remove prize ${i + 1}`}
                          onClick={() => onChange({ prizeOrder: game.prizeOrder.filter((_, j) => j !== i) })}
                        >
                          <IconX size={10} />
                        </ActionIcon>
                      }
                    >
                      {i + 1}. {side === 'player' ? 'You' : 'Opponent'}
                    </Badge>
                  ))}
                  {(['player', 'opponent'] as const).map((side) => (
                    <Button
                      key={side}
                      size="compact-xs"
                      variant="default"
                      disabled={taken(side) >= MAX_PRIZES_PER_SIDE}
                      onClick={() => onChange({ prizeOrder: [...game.prizeOrder, side] })}
                    >
                      + {side === 'player' ? 'You' : 'Opponent'}
                    </Button>
                  ))}
                </Group>
              </Input.Wrapper>
              <TagsInput
                label="Prize contents"
                description="Cards that were prized; press Enter after each"
                maxTags={MAX_PRIZES_PER_SIDE * 2}
                value={game.prizeContents}
                onChange={(value) => onChange({ prizeContents: value })}
              />
              {prizeError ? (
                <Text size="sm" c="red">
                  {prizeError}
                </Text>
              ) : null}
            </Stack>
          </Collapse>
        </div>
        <Textarea
          label={showTitle ? `Game ${index + 1} notes` : 'Game notes'}
          autosize
          minRows={1}
          maxRows={6}
          value={game.notes}
          onChange={(e) => onChange({ notes: e.currentTarget.value })}
          error={key('notes')}
        />
      </Stack>
    </Fieldset>
  );
}
