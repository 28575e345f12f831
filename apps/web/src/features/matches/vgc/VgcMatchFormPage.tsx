/**
 * /log-match/vgc and /edit-match/vgc/:id (spec part 2 §2): log or edit a VGC match, for guests (browser storage) and
 * members (the API) alike, through the data seam.
 *
 * Decisions:
 * - Built to be as quick as the TCG form: focus starts on your team (your active team already chosen when it is
 *   complete), W/L on a game's result sets it and moves to the next game, leads and brought take one tab stop per row
 *   (digits 1–6 toggle), and Enter saves from any single-line field.
 * - Fields follow the spec's VGC match and game; their rules are the core `vgcMatchInputSchema`, and every message is
 *   shown at its field (the server's too). A failed save changes nothing and keeps what was typed.
 * - Logging goes to the dashboard afterwards; editing goes back where it came from (the dashboard when opened
 *   directly). A match that was logged with a team that no longer exists keeps its Pokémon and loses only the link.
 * - A team over the restricted limit of the format (`playerRestrictedProblem`) is said at the team field as soon as
 *   it is known, not only after Log match, because it depends on two fields far apart; saving is refused like any
 *   other field error. Changing the format clears a refusal already shown at the team field, since it may be the fix.
 */
import { latestAllowedMatchDate, type Team, type VgcMatch } from '@trainerlog/core';
import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useRestrictedPokemon } from '../../../data/useRestrictedPokemon.ts';
import { useActiveTeam, useTeams } from '../../../data/useTeams.ts';
import { useRecentVgcMatches, useVgcMatch, useVgcMatchMutations } from '../../../data/useVgcMatches.ts';
import { VGC_MATCH_ERRORS, vgcFormatSuggestions } from '../../../data/vgcMatches.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { ItemNotFound } from '../../../ui/ItemNotFound.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { rememberedMode } from '../dashboard/dashboardChoices.ts';
import { ResultOnlyNotice } from '../ResultOnlyNotice.tsx';
import { GameFields } from './GameFields.tsx';
import { PlayerTeamField } from './PlayerTeamField.tsx';
import { PokemonPicker } from './PokemonPicker.tsx';
import {
  emptyVgcMatchForm,
  enterVgcGames,
  formFromVgcMatch,
  liveScore,
  playerRestrictedProblem,
  togglePick,
  validateVgcMatchForm,
  visibleGameCount,
  withOpponentTeam,
  withPlayerPokemon,
  withSavedTeam,
  type PickKind,
  type Side,
  type VgcGameForm,
  type VgcMatchForm,
} from './vgcMatchForm.ts';

const TOAST_ID = 'vgc-match-save';
const OUTCOME_LABEL = { win: 'Win', loss: 'Loss', tie: 'Tie' } as const;
const OUTCOME_COLOR = { win: 'teal', loss: 'red', tie: 'gray' } as const;

/** /log-match/vgc */
export function LogVgcMatchPage() {
  return <VgcMatchFormScreen initial={emptyVgcMatchForm()} />;
}

/** /edit-match/vgc/:id */
export function EditVgcMatchPage() {
  const { id } = useParams();
  // A match card's edit action may carry the match along (spec part 2 §2).
  const carried = (useLocation().state as { match?: VgcMatch } | null)?.match;
  const match = useVgcMatch(id, carried);
  if (match.isPending) return <CenteredLoader label="Loading match…" />;
  if (match.isError || !match.data) {
    return (
      <ItemNotFound
        error={match.error}
        notFound="Match not found"
        fetchFailed={VGC_MATCH_ERRORS.fetch}
        back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      />
    );
  }
  return <VgcMatchFormScreen key={match.data._id} match={match.data} initial={formFromVgcMatch(match.data)} />;
}

function reportSaveError(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    notify.error(error.errors[0]?.message ?? error.msg ?? fallback, { id: TOAST_ID });
    return;
  }
  notify.error(error instanceof Error && error.message ? error.message : fallback, { id: TOAST_ID });
}

/** The message at `path`, or the first one nested under it ('playerTeam.2' for the third name). */
function fieldError(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  return Object.entries(errors).find(([key, message]) => message && key.startsWith(`${path}.`))?.[1];
}

/** Errors without the ones at these paths or under them. */
function withoutErrors(errors: Record<string, string>, paths: readonly string[]) {
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!paths.some((path) => key === path || key.startsWith(`${path}.`))) next[key] = message;
  }
  return next;
}

function VgcMatchFormScreen({ match, initial }: { match?: VgcMatch; initial: VgcMatchForm }) {
  const editing = !!match;
  const navigate = useNavigate();
  const location = useLocation();
  const teams = useTeams();
  const { activeTeamId } = useActiveTeam();
  const recent = useRecentVgcMatches();
  const { create, update } = useVgcMatchMutations();
  const { isRestricted } = useRestrictedPokemon();
  const [values, setValues] = useState<VgcMatchForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const teamChosen = useRef(editing);
  const saving = create.isPending || update.isPending;
  const teamList = teams.data;

  const change = (next: (form: VgcMatchForm) => VgcMatchForm, clear: readonly string[]) => {
    setValues(next);
    setErrors((current) => withoutErrors(current, [...clear, 'form']));
  };
  const set = <K extends keyof VgcMatchForm>(key: K, value: VgcMatchForm[K]) =>
    change((current) => ({ ...current, [key]: value }), [key]);
  const setGame = (index: number, changes: Partial<VgcGameForm>) =>
    change(
      (current) => ({
        ...current,
        games: current.games.map((game, i) => (i === index ? { ...game, ...changes } : game)),
      }),
      ['games', ...Object.keys(changes).map((key) => `games.${index}.${key}`)],
    );
  const toggle = (index: number, side: Side, kind: PickKind, name: string) =>
    change(
      (current) => ({
        ...current,
        games: current.games.map((game, i) =>
          i === index
            ? togglePick(game, side, kind, name, side === 'player' ? current.playerTeam : current.opponentTeam)
            : game,
        ),
      }),
      [`games.${index}`],
    );
  const chooseTeam = (team: Team | null) => {
    teamChosen.current = true;
    change((current) => withSavedTeam(current, team), ['teamId', 'playerTeam', 'games']);
  };

  // A new match starts with the active team, when it can be used for matches (six Pokémon).
  useEffect(() => {
    if (teamChosen.current || !activeTeamId || !teamList) return;
    const team = teamList.find((t) => t._id === activeTeamId);
    if (!team || team.pokemon.length !== 6) return;
    teamChosen.current = true;
    setValues((current) => (current.teamId || current.playerTeam.length > 0 ? current : withSavedTeam(current, team)));
  }, [activeTeamId, teamList]);

  // A match logged with a team that has since been deleted keeps its Pokémon, typed (see header).
  useEffect(() => {
    if (!teamList) return;
    setValues((current) =>
      current.teamId && !teamList.some((t) => t._id === current.teamId) ? { ...current, teamId: null } : current,
    );
  }, [teamList]);

  const chosenTeam = teamList?.find((t) => t._id === values.teamId);
  const restrictedProblem = useMemo(
    () => playerRestrictedProblem(values, chosenTeam?.format, isRestricted),
    [values, chosenTeam?.format, isRestricted],
  );
  const formats = useMemo(
    () => vgcFormatSuggestions(recent.data ?? [], chosenTeam?.format),
    [recent.data, chosenTeam?.format],
  );

  const leave = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/dashboard');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const checked = validateVgcMatchForm(values, restrictedProblem);
    if (!checked.ok) {
      setErrors(checked.errors);
      notify.error(Object.values(checked.errors)[0] ?? 'Please check the match', { id: TOAST_ID });
      return;
    }
    try {
      if (match) await update.mutateAsync({ id: match._id, changes: checked.input });
      else await create.mutateAsync(checked.input);
      notify.success(editing ? 'Match updated' : 'Match logged', { id: TOAST_ID });
      // The dashboard opens on the game just logged, whichever tab was used last.
      rememberedMode.set('vgc');
      if (editing) leave();
      else void navigate('/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const next: Record<string, string> = {};
        for (const { path, message } of error.errors) next[path || 'form'] ??= message;
        setErrors(next);
      }
      reportSaveError(error, editing ? VGC_MATCH_ERRORS.update : VGC_MATCH_ERRORS.add);
    }
  };

  /** Enter submits from any field except multi-line text, buttons and open pickers. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    void submit();
  };

  const gameCount = visibleGameCount(values);
  const score = liveScore(values);

  return (
    <PageContainer
      size="md"
      title={editing ? 'Edit VGC Match' : 'Log VGC Match'}
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
      <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} aria-label="VGC match">
        <Stack gap="md">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <PlayerTeamField
                teams={teamList ?? []}
                teamId={values.teamId}
                playerTeam={values.playerTeam}
                error={
                  fieldError(errors, 'teamId') ?? fieldError(errors, 'playerTeam') ?? restrictedProblem ?? undefined
                }
                isRestricted={isRestricted}
                onChooseTeam={chooseTeam}
                onChangePokemon={(names) =>
                  change((current) => withPlayerPokemon(current, names), ['teamId', 'playerTeam', 'games'])
                }
              />
              <PokemonPicker
                label="Opponent's team"
                description="Up to 6, as far as you saw them"
                value={values.opponentTeam}
                onChange={(names) => change((current) => withOpponentTeam(current, names), ['opponentTeam', 'games'])}
                max={6}
                side="opponent"
                error={fieldError(errors, 'opponentTeam')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Opponent name"
                  placeholder="Optional"
                  value={values.opponentName}
                  onChange={(e) => set('opponentName', e.currentTarget.value)}
                  maxLength={100}
                  error={errors.opponentName}
                />
                <Autocomplete
                  label="Format"
                  placeholder="e.g. Regulation G"
                  data={formats}
                  value={values.format}
                  onChange={(value) => change((current) => ({ ...current, format: value }), ['format', 'playerTeam'])}
                  maxLength={60}
                  limit={8}
                  error={errors.format}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Input.Wrapper label="Best of" withAsterisk error={errors.bestOf}>
                <SegmentedControl
                  display="flex"
                  maw={260}
                  data={[
                    { value: '1', label: 'Best of 1' },
                    { value: '3', label: 'Best of 3' },
                  ]}
                  value={String(values.bestOf)}
                  onChange={(value) => set('bestOf', value === '3' ? 3 : 1)}
                  aria-label="Best of"
                />
              </Input.Wrapper>
            </Stack>
          </Paper>

          {values.recordedResult ? (
            // A result-only match (issue 15): its result, no game fields, until the player enters the games.
            <ResultOnlyNotice
              result={values.recordedResult}
              onChange={(result) => set('recordedResult', result)}
              onEnterGames={() => change(enterVgcGames, ['games', 'recordedResult'])}
            />
          ) : (
            <>
              {values.games.slice(0, gameCount).map((game, index) => (
                <GameFields
                  key={index}
                  index={index}
                  game={game}
                  showTitle={values.bestOf === 3}
                  playerTeam={values.playerTeam}
                  opponentTeam={values.opponentTeam}
                  errors={errors}
                  onChange={(changes) => setGame(index, changes)}
                  onTogglePick={(side, kind, name) => toggle(index, side, kind, name)}
                />
              ))}
              <Group gap="sm" wrap="nowrap" align="center" aria-live="polite">
                <Badge
                  size="lg"
                  variant="light"
                  color={score.wins + score.losses > 0 ? OUTCOME_COLOR[score.outcome] : 'gray'}
                  data-testid="vgc-score"
                  tt="none"
                  style={{ flexShrink: 0 }}
                >
                  {score.wins + score.losses > 0
                    ? `${OUTCOME_LABEL[score.outcome]} ${score.wins}-${score.losses}`
                    : 'No result yet'}
                </Badge>
                <Text size="sm" c={errors.games ? 'red' : 'dimmed'} data-testid="games-rule">
                  {errors.games || score.message}
                </Text>
              </Group>
            </>
          )}

          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  type="date"
                  label="Date"
                  withAsterisk
                  value={values.date}
                  max={latestAllowedMatchDate()}
                  onChange={(e) => set('date', e.currentTarget.value)}
                  error={errors.date}
                />
                <TextInput
                  label="Match replay link"
                  placeholder="https://replay.pokemonshowdown.com/…"
                  type="url"
                  inputMode="url"
                  value={values.replayLink}
                  onChange={(e) => set('replayLink', e.currentTarget.value)}
                  maxLength={300}
                  error={errors.replayLink}
                />
              </SimpleGrid>
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
