/**
 * /log-match/vgc and /edit-match/vgc/:id (spec part 2 §2): log or edit a VGC match, for guests (browser storage) and
 * members (the API) alike, through the data seam.
 *
 * Decisions:
 * - Built to be as quick as the TCG form: focus starts on your team (your active team already chosen when it is
 *   complete), W/L on a game's result sets it and moves to the next game, leads and brought take one tab stop per row
 *   (digits 1–6 or a name's first letters toggle, `PokemonToggleGroup`), game 1's brought Pokémon carry into the later
 *   games, and Enter saves from any single-line field.
 * - A new match is kept as a draft of whoever logs it (guest or member) and offered back after a reload, like the
 *   TCG form's (issue 28, `formDraft.tsx`); saving clears it.
 * - Fields follow the spec's VGC match and game; their rules are the core `vgcMatchInputSchema`, and every message is
 *   shown at its field (the server's too). A failed save changes nothing and keeps what was typed.
 * - Logging goes to the dashboard afterwards; editing goes back where it came from (the dashboard when opened
 *   directly). A match that was logged with a team that no longer exists keeps its Pokémon and loses only the link.
 * - A team over the restricted limit of the format (`playerRestrictedProblem`) is said at the team field as soon as
 *   it is known, not only after Log match, because it depends on two fields far apart; saving is refused like any
 *   other field error. Changing the format clears a refusal already shown at the team field, since it may be the fix.
 */
import type { Team, VgcMatch } from '@trainerlog/core';
import { Autocomplete, Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRestrictedPokemon } from '../../../data/shared/useRestrictedPokemon.ts';
import { useVgcRegulations } from '../../../data/shared/useVgcRegulations.ts';
import { useVgcDraftStore } from '../../../data/hooks/useVgcDraft.ts';
import { useActiveTeam, useTeams } from '../../../data/hooks/useTeams.ts';
import { useRecentVgcMatches, useVgcMatch, useVgcMatchMutations } from '../../../data/hooks/useVgcMatches.ts';
import { VGC_MATCH_ERRORS, vgcFormatSuggestions } from '../../../data/entities/vgcMatches.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { ItemNotFound } from '../../../ui/ItemNotFound.tsx';
import { notify } from '../../../ui/notify.ts';
import { rememberedMode } from '../dashboard/dashboardChoices.ts';
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
} from '../matchFormParts.tsx';
import { DraftOffer, useFormDraft } from '../formDraft.tsx';
import { ResultOnlyNotice } from '../ResultOnlyNotice.tsx';
import { withTieTimeCalled } from '../roundResult.ts';
import { RoundResultSection } from '../TournamentResultFields.tsx';
import { GameFields } from './GameFields.tsx';
import { PlayerTeamField } from './PlayerTeamField.tsx';
import { PokemonPicker } from './PokemonPicker.tsx';
import {
  emptyVgcMatchForm,
  enterVgcGames,
  formFromVgcDraft,
  formFromVgcMatch,
  liveScore,
  playerRestrictedProblem,
  playerTeamRuleWarnings,
  validateVgcMatchForm,
  vgcDraftFields,
  withPick,
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
  const leave = useLeaveForm();
  const teams = useTeams();
  const { activeTeamId } = useActiveTeam();
  const recent = useRecentVgcMatches();
  const { create, update } = useVgcMatchMutations();
  const { isRestricted } = useRestrictedPokemon();
  // The server's regulations (admin-added ones too), else the built-in list: Tera or Mega, limits, banned Pokémon.
  const { regulations } = useVgcRegulations();
  const [values, setValues] = useState<VgcMatchForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const teamChosen = useRef(editing);
  const saving = create.isPending || update.isPending;
  const teamList = teams.data;
  const draft = useFormDraft({
    store: useVgcDraftStore(),
    enabled: !editing,
    values,
    fieldsOf: vgcDraftFields,
    failureToastId: 'vgc-draft',
  });

  const change = (next: (form: VgcMatchForm) => VgcMatchForm, clear: readonly string[]) => {
    draft.touch();
    setValues(next);
    setErrors((current) => withoutErrors(current, [...clear, 'form']));
  };
  const set = <K extends keyof VgcMatchForm>(key: K, value: VgcMatchForm[K]) =>
    change((current) => ({ ...current, [key]: value }), [key]);
  const setGame = (index: number, changes: Partial<VgcGameForm>) =>
    change(
      (current) => ({
        ...current,
        timeCalled: withTieTimeCalled(current.timeCalled, changes.result),
        games: current.games.map((game, i) => (i === index ? { ...game, ...changes } : game)),
      }),
      ['games', ...Object.keys(changes).map((key) => `games.${index}.${key}`)],
    );
  const toggle = (index: number, side: Side, kind: PickKind, name: string) =>
    change(
      (current) => withPick(current, index, side, kind, name),
      // Game 1's brought Pokémon may carry into the later games.
      index === 0 ? ['games'] : [`games.${index}`],
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

  const resumeDraft = () => {
    const saved = draft.resume();
    if (!saved) return;
    teamChosen.current = true;
    setValues(formFromVgcDraft(saved));
    setErrors({});
  };

  const chosenTeam = teamList?.find((t) => t._id === values.teamId);
  const restrictedProblem = useMemo(
    () => playerRestrictedProblem(values, chosenTeam?.format, isRestricted, regulations),
    [values, chosenTeam?.format, isRestricted, regulations],
  );
  const ruleWarnings = useMemo(
    () => playerTeamRuleWarnings(values, chosenTeam, isRestricted, regulations),
    [values, chosenTeam, isRestricted, regulations],
  );
  const formats = useMemo(
    () => vgcFormatSuggestions(recent.data ?? [], chosenTeam?.format),
    [recent.data, chosenTeam?.format],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const checked = validateVgcMatchForm(values, restrictedProblem);
    if (!checked.ok) {
      setErrors(checked.errors);
      notifyInvalid(checked.errors, TOAST_ID);
      return;
    }
    try {
      if (match) await update.mutateAsync({ id: match._id, changes: checked.input });
      else await create.mutateAsync(checked.input);
      if (!editing) draft.saved();
      notify.success(editing ? 'Match updated' : 'Match logged', { id: TOAST_ID });
      // The dashboard opens on the game just logged, whichever tab was used last.
      rememberedMode.set('vgc');
      if (editing) leave();
      else void navigate('/dashboard');
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      reportSaveError(error, editing ? VGC_MATCH_ERRORS.update : VGC_MATCH_ERRORS.add, TOAST_ID);
    }
  };

  const gameCount = visibleGameCount(values);
  const score = liveScore(values);

  return (
    <MatchFormPage title={editing ? 'Edit VGC Match' : 'Log VGC Match'}>
      {draft.offer ? (
        <DraftOffer savedAt={draft.offer.savedAt} onResume={resumeDraft} onDiscard={draft.discard} />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={submitOnEnter(() => void submit())}
        aria-label="VGC match"
      >
        <Stack gap="md">
          <FormSection gap="md">
            <PlayerTeamField
              teams={teamList ?? []}
              teamId={values.teamId}
              playerTeam={values.playerTeam}
              error={fieldError(errors, 'teamId') ?? fieldError(errors, 'playerTeam') ?? restrictedProblem ?? undefined}
              warnings={ruleWarnings}
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
            <BestOfField
              label="Best of"
              values={['1', '3']}
              value={String(values.bestOf)}
              error={errors.bestOf}
              onChange={(bestOf) => set('bestOf', bestOf === '3' ? 3 : 1)}
            />
          </FormSection>

          {values.recordedResult ? (
            // A result-only match (issue 15): its result, no game fields, until the player enters the games.
            <ResultOnlyNotice
              result={values.recordedResult}
              onChange={(result) => set('recordedResult', result)}
              onEnterGames={() => change(enterVgcGames, ['games', 'recordedResult'])}
            />
          ) : (
            <>
              {values.specialResult
                ? null
                : values.games.slice(0, gameCount).map((game, index) => (
                    <GameFields
                      key={index}
                      index={index}
                      game={game}
                      showTitle={values.bestOf === 3}
                      playerTeam={values.playerTeam}
                      opponentTeam={values.opponentTeam}
                      // The match's format, else the chosen team's (as the restricted check reads it).
                      format={values.format.trim() || (chosenTeam?.format ?? '')}
                      regulations={regulations}
                      errors={errors}
                      onChange={(changes) => setGame(index, changes)}
                      onTogglePick={(side, kind, name) => toggle(index, side, kind, name)}
                    />
                  ))}
              {values.specialResult ? null : (
                <Group gap="sm" wrap="nowrap" align="center" aria-live="polite">
                  <Badge
                    size="lg"
                    variant="light"
                    color={score.played > 0 ? OUTCOME_COLOR[score.outcome] : 'gray'}
                    data-testid="vgc-score"
                    tt="none"
                    style={{ flexShrink: 0 }}
                  >
                    {score.played > 0
                      ? `${OUTCOME_LABEL[score.outcome]} ${score.wins}-${score.losses}${score.ties ? `-${score.ties}` : ''}`
                      : 'No result yet'}
                  </Badge>
                  <Text size="sm" c={errors.games ? 'red' : 'dimmed'} data-testid="games-rule">
                    {errors.games || score.message}
                  </Text>
                </Group>
              )}
              <RoundResultSection
                round={values}
                error={errors.specialResult}
                onChange={(changes) =>
                  change((current) => ({ ...current, ...changes }), ['specialResult', 'timeCalled', 'games'])
                }
              />
            </>
          )}

          <DateAndNotesSection
            date={values.date}
            notes={values.notes}
            errors={errors}
            onDateChange={(date) => set('date', date)}
            onNotesChange={(notes) => set('notes', notes)}
            besideDate={
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
            }
          />

          <MatchFormFooter formError={errors.form} editing={editing} saving={saving} onCancel={leave} />
        </Stack>
      </form>
    </MatchFormPage>
  );
}
