import { BO3_ENDS_AT_TWO_WINS, tcgGamesProblem, type TcgMatch, type TcgMatchDraft } from '@trainerlog/core';
import { RoundResultSection } from './TournamentResultFields.tsx';
import {
  Autocomplete,
  Button,
  Center,
  type ComboboxParsedItem,
  type OptionsFilter,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import {
  opponentDeckSuggestionGroups,
  suggestionFits,
  TCG_MATCH_ERRORS,
  tcgDraft,
} from '../../data/entities/tcgMatches.ts';
import { useArchetypeRules } from '../../data/shared/useDeckCategories.ts';
import { useActiveDeck, useDecks } from '../../data/hooks/useDecks.ts';
import { useRecentTcgMatches, useTcgMatch, useTcgMatchMutations } from '../../data/hooks/useTcgMatches.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { rememberedMode } from './dashboard/dashboardChoices.ts';
import {
  BestOfField,
  DateAndNotesSection,
  FormSection,
  MatchFormFooter,
  MatchFormPage,
  notifyInvalid,
  reportSaveError,
  serverFieldErrors,
  submitOnEnter,
  useLeaveForm,
} from './matchFormParts.tsx';
import { DraftOffer } from './formDraft.tsx';
import { ResultOnlyNotice } from './ResultOnlyNotice.tsx';
import { TcgGameFields } from './TcgGameFields.tsx';
import { withTieTimeCalled } from './roundResult.ts';
import {
  draftFields,
  emptyMatchForm,
  enterGames,
  formFromDraft,
  formFromMatch,
  validateMatchForm,
  playedGames,
  visibleGameCount,
  withGameChanges,
  type GameForm,
  type MatchForm,
} from './tcgMatchForm.ts';

const DRAFT_DEBOUNCE_MS = 500;
const TOAST_ID = 'tcg-match-save';

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

function TcgMatchFormScreen({ match, initial }: { match?: TcgMatch; initial: MatchForm }) {
  const editing = !!match;
  const leave = useLeaveForm();
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
  const archetypeRules = useArchetypeRules();
  const suggestions = useMemo(() => {
    const { archetypes, yours } = opponentDeckSuggestionGroups(archetypeRules, recent.data ?? []);
    return [
      ...(archetypes.length > 0 ? [{ group: 'Archetypes', items: archetypes }] : []),
      ...(yours.length > 0 ? [{ group: 'Your opponent decks', items: yours }] : []),
    ];
  }, [archetypeRules, recent.data]);
  // Archetypes first (the groups' order), fitting by name or by what the typed Pokémon evolves into.
  const filterSuggestions = useMemo<OptionsFilter>(
    () =>
      ({ options, search, limit }) => {
        let left = limit;
        const kept: ComboboxParsedItem[] = [];
        for (const option of options) {
          if (left <= 0) break;
          if (!('group' in option)) continue;
          const items = option.items
            .filter((item) => suggestionFits(item.label, search, archetypeRules))
            .slice(0, left);
          left -= items.length;
          if (items.length > 0) kept.push({ ...option, items });
        }
        return kept;
      },
    [archetypeRules],
  );

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
      timeCalled: withTieTimeCalled(current.timeCalled, changes.result),
      games: current.games.map((game, i) => (i === index ? withGameChanges(game, changes) : game)),
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

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const checked = validateMatchForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      notifyInvalid(checked.errors, TOAST_ID);
      return;
    }
    try {
      if (match) await update.mutateAsync({ id: match._id, changes: checked.input });
      else await create.mutateAsync(checked.input);
      if (!editing) tcgDraft.clear();
      touched.current = false;
      notify.success(editing ? 'Match updated' : 'Match logged', { id: TOAST_ID });
      // The dashboard opens on the game just logged, whichever tab was used last.
      rememberedMode.set('tcg');
      leave();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      reportSaveError(error, editing ? TCG_MATCH_ERRORS.update : TCG_MATCH_ERRORS.add, TOAST_ID);
    }
  };

  const gameCount = visibleGameCount(values);
  const timeCalled = values.timeCalled;
  // With time called, trailing games without a result are not played (`playedGames`).
  const results = (timeCalled ? playedGames(values) : values.games.slice(0, gameCount)).map((g) => g.result);
  const decided = results.filter((r): r is 'win' | 'loss' | 'tie' => r !== null);
  const wins = decided.filter((r) => r === 'win').length;
  const losses = decided.filter((r) => r === 'loss').length;
  const gamesRule =
    decided.length === results.length
      ? tcgGamesProblem(values.format, decided, timeCalled)
      : values.format === 'Bo3' && decided.length === 2 && gameCount === 3 && !timeCalled
        ? tcgGamesProblem('Bo3', decided)
        : null;
  const twoNil = values.format === 'Bo3' && gameCount === 2 && decided.length === 2 && wins !== 1 && losses !== 1;
  const outcome = wins > losses ? 'win' : losses > wins ? 'loss' : 'tie';
  const hasDecks = deckOptions.length > 0;

  return (
    <MatchFormPage title={editing ? 'Edit TCG Match' : 'Log TCG Match'}>
      {draft ? <DraftOffer savedAt={draft.savedAt} onResume={resumeDraft} onDiscard={discardDraft} /> : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={submitOnEnter(() => void submit())}
        aria-label="TCG match"
      >
        <Stack gap="md">
          <FormSection gap="sm">
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
                filter={filterSuggestions}
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
            <BestOfField
              label="Format"
              values={['Bo1', 'Bo3']}
              value={values.format}
              error={errors.format}
              onChange={(format) => set('format', format)}
            />
          </FormSection>

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
              {values.specialResult ? null : (
                <>
                  {values.games.slice(0, gameCount).map((game, index) => (
                    <TcgGameFields
                      key={index}
                      index={index}
                      game={game}
                      showTitle={values.format === 'Bo3'}
                      allowTie
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
                          ? `Score ${wins}-${losses}: ${outcome}${timeCalled ? ' at time' : ''}.`
                          : values.format === 'Bo3'
                            ? timeCalled
                              ? 'Time called: games left empty were not played.'
                              : 'A third game appears after 1-1.'
                            : '')}
                  </Text>
                </>
              )}
              <RoundResultSection
                round={values}
                error={errors.specialResult}
                onChange={(changes) => {
                  touched.current = true;
                  setValues((current) => ({ ...current, ...changes }));
                  setErrors((current) => ({ ...current, specialResult: '', games: '' }));
                }}
              />
            </>
          )}

          <DateAndNotesSection
            date={values.date}
            notes={values.notes}
            errors={errors}
            onDateChange={(date) => set('date', date)}
            onNotesChange={(notes) => set('notes', notes)}
          />

          <MatchFormFooter formError={errors.form} editing={editing} saving={saving} onCancel={leave} />
        </Stack>
      </form>
    </MatchFormPage>
  );
}
