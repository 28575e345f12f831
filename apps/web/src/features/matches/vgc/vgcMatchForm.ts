/**
 * The VGC match form's state and its rules, free of React: the form → request body mapping (validated by the core
 * `vgcMatchInputSchema`, errors keyed by their dotted path), the games shown for the best-of, the live score, and the
 * lead/brought picks of each game.
 *
 * Decisions:
 * - Choosing one of your teams copies its species into `playerTeam`, so the body always carries the six that were
 *   played (the team may change later) and the brought-among-team rule is checked in the browser as on the server.
 * - Picks follow the team's order and spelling; a Pokémon taken off a team is taken out of every game's picks.
 * - Picking a lead also brings it (leads are among the brought four); un-bringing a Pokémon also un-leads it. A pick
 *   that would pass 2 leads or 4 brought is refused (the buttons show it disabled).
 * - Tera (issue 6): each side's Tera Pokémon is picked among that side's brought Pokémon, one at most (picking another
 *   replaces it, picking it again clears it); un-bringing it clears it.
 * - Mega Evolution (issue 29, Pokémon Champions): the same for each side's Mega Evolved Pokémon. The form offers the
 *   Mega picker in place of Tera's when the match's format (or, when blank, the chosen team's) plays with Mega
 *   (`oncePerBattlePickers`, core `formatMechanic` over the server's regulation list, admin-added ones included), and shows a picker whatever the format while its game names one,
 *   so nothing recorded is hidden.
 * - Restricted limits (issue 5): your team is checked against the match's format, or the chosen team's format when
 *   the match's is blank — as the server does — with the restricted list the app holds. While that list is not
 *   loaded (offline, or it failed) nothing is refused here; a member's save is still checked by the server. The
 *   opponent's team is never checked: it is what you saw.
 * - Game 1 sets the start of the later games (issue 28): while a later game's brought Pokémon (either side) are the
 *   same as game 1's, they follow game 1's as they change; once changed in that game they are its own. Leads are not
 *   carried: they change from game to game far more often than the four brought.
 * - Format rules (issue 28): besides the restricted limit, which refuses the match as the server does, the Species
 *   and Item Clauses (core `teamFormatProblems`) are said at your team as warnings only: the match was played.
 * - Drafts (issue 28): a new match is kept as a draft while it is being logged, the form's fields as they are.
 * - Result only (issue 15): a match that records its result only opens with `recordedResult` set and no games; the
 *   body sends it back (so saving keeps it) until "Enter the games" (`enterVgcGames`) drops it and starts the games.
 */
import {
  isMegaFormat,
  localCalendarDate,
  matchOutcome,
  restrictedLimitProblem,
  tcgGamesProblem,
  teamFormatProblems,
  VGC_BROUGHT_MAX,
  VGC_LEADS_MAX,
  vgcMatchInputSchema,
  type MatchOutcome,
  type VgcGameInput,
  type VgcMatch,
  type VgcMatchDraft,
  type VgcMatchInput,
  type VgcRegulation,
} from '@trainerlog/core';
import type { VgcDraftFields } from '../../../data/entities/matchDrafts.ts';
import { vgcMatchInputOf } from '../../../data/entities/vgcMatches.ts';
import {
  PLAYED_ROUND,
  playedGameList,
  roundResultBody,
  roundResultForm,
  sendsGames,
  shownGameCount,
  type RoundResultForm,
} from '../roundResult.ts';

export type Side = 'player' | 'opponent';
export type PickKind = 'lead' | 'brought';

/** One game as the form holds it: null is "not recorded". */
export interface VgcGameForm {
  result: 'win' | 'loss' | 'tie' | null;
  wentFirst: boolean | null;
  leadPokemon: string[];
  broughtPokemon: string[];
  opponentLeadPokemon: string[];
  opponentBroughtPokemon: string[];
  firstKnockout: Side | null;
  /** Your Pokémon that terastallized (one of your brought), or null. */
  teraPokemon: string | null;
  opponentTeraPokemon: string | null;
  /** Your Pokémon that Mega Evolved (one of your brought), or null. */
  megaPokemon: string | null;
  opponentMegaPokemon: string | null;
  /** The moves your Pokémon used, read from a replay by the import (issue 29); kept as stored, never edited here. */
  movesUsed: VgcGameInput['movesUsed'];
  /** The Pokémon that fainted, read from a replay (issue 30); kept as stored, never edited here. */
  fainted?: { player?: string[]; opponent?: string[] };
  replayLink: string;
  notes: string;
}

/**
 * With the round fields (`RoundResultForm`, roundResult.ts): a result-only match's recorded result (issue 15), shown
 * with "Enter the games" instead of the game fields; time called and a special result (issue 29).
 */
export interface VgcMatchForm extends RoundResultForm {
  teamId: string | null;
  playerTeam: string[];
  opponentTeam: string[];
  opponentName: string;
  format: string;
  bestOf: 1 | 3;
  date: string;
  replayLink: string;
  notes: string;
  /** Always three games; only the first `visibleGameCount` are part of the match. */
  games: VgcGameForm[];
}

export const MAX_FORM_GAMES = 3;

export function emptyVgcGame(): VgcGameForm {
  return {
    result: null,
    wentFirst: null,
    leadPokemon: [],
    broughtPokemon: [],
    opponentLeadPokemon: [],
    opponentBroughtPokemon: [],
    firstKnockout: null,
    teraPokemon: null,
    opponentTeraPokemon: null,
    megaPokemon: null,
    opponentMegaPokemon: null,
    movesUsed: null,
    replayLink: '',
    notes: '',
  };
}

export function emptyVgcMatchForm(today: Date = new Date()): VgcMatchForm {
  return {
    teamId: null,
    playerTeam: [],
    opponentTeam: [],
    opponentName: '',
    format: '',
    bestOf: 1,
    date: localCalendarDate(today),
    replayLink: '',
    notes: '',
    games: Array.from({ length: MAX_FORM_GAMES }, emptyVgcGame),
    ...PLAYED_ROUND,
  };
}

/** "Enter the games": the recorded result is dropped and the games start empty, as on a new match. */
export function enterVgcGames(form: VgcMatchForm): VgcMatchForm {
  return { ...form, recordedResult: null, games: Array.from({ length: MAX_FORM_GAMES }, emptyVgcGame) };
}

/** Games appear as needed: Bo1 one; Bo3 two, and a third only after 1-1. */
export function visibleGameCount(form: Pick<VgcMatchForm, 'bestOf' | 'games'>): number {
  return shownGameCount(form.bestOf === 3, form.games);
}

/** The games the form sends (`playedGameList`: with time called, without a Bo3's trailing unplayed games). */
export function playedVgcGames(form: Pick<VgcMatchForm, 'bestOf' | 'games' | 'timeCalled'>): VgcGameForm[] {
  return playedGameList(form.bestOf === 3, form.games, form.timeCalled);
}

function gameInput(game: VgcGameForm): VgcGameInput {
  return {
    // An unset result is left out so the schema reports it as missing.
    ...(game.result ? { result: game.result } : {}),
    wentFirst: game.wentFirst,
    leadPokemon: game.leadPokemon,
    broughtPokemon: game.broughtPokemon,
    opponentLeadPokemon: game.opponentLeadPokemon,
    opponentBroughtPokemon: game.opponentBroughtPokemon,
    firstKnockout: game.firstKnockout,
    teraPokemon: game.teraPokemon,
    opponentTeraPokemon: game.opponentTeraPokemon,
    megaPokemon: game.megaPokemon,
    opponentMegaPokemon: game.opponentMegaPokemon,
    movesUsed: game.movesUsed,
    ...(game.fainted?.player ? { faintedPokemon: game.fainted.player } : {}),
    ...(game.fainted?.opponent ? { opponentFaintedPokemon: game.fainted.opponent } : {}),
    replayLink: game.replayLink,
    notes: game.notes,
  } as VgcGameInput;
}

/** The request body of the form (before validation); a result-only match sends its result and no games. */
export function vgcMatchBody(form: VgcMatchForm) {
  return {
    teamId: form.teamId,
    playerTeam: form.playerTeam,
    opponentTeam: form.opponentTeam,
    opponentName: form.opponentName,
    format: form.format,
    bestOf: form.bestOf,
    date: form.date,
    replayLink: form.replayLink,
    notes: form.notes,
    games: sendsGames(form) ? playedVgcGames(form).map(gameInput) : [],
    ...roundResultBody(form),
  };
}

/** Your team over the restricted limit of the match's format (or, when blank, the chosen team's); see header. */
export function playerRestrictedProblem(
  form: Pick<VgcMatchForm, 'format' | 'playerTeam'>,
  teamFormat: string | null | undefined,
  isRestricted: (name: string) => boolean,
  regulations?: readonly VgcRegulation[],
): string | null {
  const format = form.format.trim() === '' ? (teamFormat ?? '') : form.format;
  return restrictedLimitProblem(format, form.playerTeam, isRestricted, regulations);
}

/**
 * The other format rules your team breaks (Species and Item Clauses, core `teamFormatProblems`), in words: read with
 * the chosen team's items when its Pokémon are the ones listed, else by species alone. See header: warnings only.
 */
export function playerTeamRuleWarnings(
  form: Pick<VgcMatchForm, 'format' | 'playerTeam'>,
  team: { format: string; pokemon: readonly { species: string; item?: string }[] } | undefined,
  isRestricted: (name: string) => boolean,
  regulations?: readonly VgcRegulation[],
): string[] {
  const format = form.format.trim() === '' ? (team?.format ?? '') : form.format;
  const listed = team && team.pokemon.length === form.playerTeam.length ? team.pokemon : undefined;
  const pokemon = listed ?? form.playerTeam.map((species) => ({ species }));
  return teamFormatProblems(format, pokemon, isRestricted, regulations)
    .filter((problem) => problem.rule !== 'restricted')
    .map((problem) => problem.message);
}

/**
 * Validates with the core input schema; errors are keyed by their dotted path ('games.0.leadPokemon'). A restricted
 * limit problem (`playerRestrictedProblem`) refuses the match at `playerTeam`, unless the team has a more basic
 * problem there already.
 */
export function validateVgcMatchForm(
  form: VgcMatchForm,
  restrictedProblem: string | null = null,
): { ok: true; input: VgcMatchInput } | { ok: false; errors: Record<string, string> } {
  const parsed = vgcMatchInputSchema.safeParse(vgcMatchBody(form));
  if (parsed.success && !restrictedProblem) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  // First, so the toast names it: the team field is the first of the form.
  if (restrictedProblem && !Object.keys(errors).some((key) => key === 'playerTeam' || key.startsWith('playerTeam.'))) {
    return { ok: false, errors: { playerTeam: restrictedProblem, ...errors } };
  }
  return { ok: false, errors };
}

function gameForm(game: Partial<VgcGameInput> | undefined): VgcGameForm {
  const base = emptyVgcGame();
  if (!game) return base;
  return {
    result: game.result === 'win' || game.result === 'loss' || game.result === 'tie' ? game.result : null,
    wentFirst: typeof game.wentFirst === 'boolean' ? game.wentFirst : null,
    leadPokemon: [...(game.leadPokemon ?? [])],
    broughtPokemon: [...(game.broughtPokemon ?? [])],
    opponentLeadPokemon: [...(game.opponentLeadPokemon ?? [])],
    opponentBroughtPokemon: [...(game.opponentBroughtPokemon ?? [])],
    firstKnockout: game.firstKnockout === 'player' || game.firstKnockout === 'opponent' ? game.firstKnockout : null,
    teraPokemon: game.teraPokemon ?? null,
    opponentTeraPokemon: game.opponentTeraPokemon ?? null,
    megaPokemon: game.megaPokemon ?? null,
    opponentMegaPokemon: game.opponentMegaPokemon ?? null,
    movesUsed: game.movesUsed?.map((entry) => ({ pokemon: entry.pokemon, moves: [...entry.moves] })) ?? null,
    ...(game.faintedPokemon || game.opponentFaintedPokemon
      ? { fainted: { player: game.faintedPokemon, opponent: game.opponentFaintedPokemon } }
      : {}),
    replayLink: game.replayLink ?? '',
    notes: game.notes ?? '',
  };
}

/** A stored match in the form (a result-only match with its recorded result and no games, see header). */
export function formFromVgcMatch(match: VgcMatch): VgcMatchForm {
  const { games, recordedResult, ...fields } = vgcMatchInputOf(match);
  const round = roundResultForm({ ...fields, recordedResult });
  const kept = sendsGames(round) ? games : [];
  return { ...fields, ...round, games: Array.from({ length: MAX_FORM_GAMES }, (_, i) => gameForm(kept[i])) };
}

/** What the draft keeps of a new match's form (see header): every field; a new match has no recorded result. */
export function vgcDraftFields(form: VgcMatchForm): VgcDraftFields {
  const {
    recordedResult: _recorded,
    timeCalled: _time,
    specialResult: _special,
    noShowResult: _noShow,
    ...fields
  } = form;
  return fields;
}

/** A saved draft back in the form, over an empty one for what it lacks. */
export function formFromVgcDraft(draft: VgcMatchDraft, today: Date = new Date()): VgcMatchForm {
  const empty = emptyVgcMatchForm(today);
  const games = draft.games ?? [];
  return {
    teamId: draft.teamId ?? null,
    playerTeam: [...(draft.playerTeam ?? [])],
    opponentTeam: [...(draft.opponentTeam ?? [])],
    opponentName: draft.opponentName ?? '',
    format: draft.format ?? '',
    bestOf: draft.bestOf ?? 1,
    date: draft.date || empty.date,
    replayLink: draft.replayLink ?? '',
    notes: draft.notes ?? '',
    games: empty.games.map((_, i) => gameForm(games[i] as Partial<VgcGameInput> | undefined)),
    ...PLAYED_ROUND,
  };
}

// ——— teams and picks ———

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const includesName = (list: readonly string[], name: string) => list.some((n) => same(n, name));

const PICK_FIELDS = {
  player: { lead: 'leadPokemon', brought: 'broughtPokemon' },
  opponent: { lead: 'opponentLeadPokemon', brought: 'opponentBroughtPokemon' },
} as const satisfies Record<Side, Record<PickKind, keyof VgcGameForm>>;

export function pickField(side: Side, kind: PickKind) {
  return PICK_FIELDS[side][kind];
}

const TERA_FIELDS = { player: 'teraPokemon', opponent: 'opponentTeraPokemon' } as const;
const MEGA_FIELDS = { player: 'megaPokemon', opponent: 'opponentMegaPokemon' } as const;

export function teraField(side: Side) {
  return TERA_FIELDS[side];
}

export function megaField(side: Side) {
  return MEGA_FIELDS[side];
}

/** A Tera or Mega Pokémon kept only while it is among the brought ones (in their spelling), else cleared. */
function keepTera(tera: string | null, brought: readonly string[]): string | null {
  return tera === null ? null : (brought.find((name) => same(name, tera)) ?? null);
}

/** The side's Tera and Mega Pokémon of a game, each kept only while still brought. */
function keepOncePerBattle(game: VgcGameForm, side: Side, brought: readonly string[]) {
  return {
    [teraField(side)]: keepTera(game[teraField(side)], brought),
    [megaField(side)]: keepTera(game[megaField(side)], brought),
  };
}

/** The game with `name` as the side's Tera Pokémon, or with none when it already was (one at most, clearable). */
export function toggleTera(game: VgcGameForm, side: Side, name: string): VgcGameForm {
  const field = teraField(side);
  const current = game[field];
  return { ...game, [field]: current !== null && same(current, name) ? null : name };
}

/** The game with `name` as the side's Mega Evolved Pokémon, or with none when it already was (as `toggleTera`). */
export function toggleMega(game: VgcGameForm, side: Side, name: string): VgcGameForm {
  const field = megaField(side);
  const current = game[field];
  return { ...game, [field]: current !== null && same(current, name) ? null : name };
}

/**
 * Which once-per-battle pickers a game shows (see header): Mega for a Mega format, Tera otherwise (a Tera format, or
 * one whose mechanic is unknown, as before Champions); either also while the game names a Pokémon for it.
 */
export function oncePerBattlePickers(
  format: string,
  game: Pick<VgcGameForm, 'teraPokemon' | 'opponentTeraPokemon' | 'megaPokemon' | 'opponentMegaPokemon'>,
  regulations?: readonly VgcRegulation[],
): { tera: boolean; mega: boolean } {
  const mega = isMegaFormat(format, regulations);
  return {
    tera: !mega || game.teraPokemon !== null || game.opponentTeraPokemon !== null,
    mega: mega || game.megaPokemon !== null || game.opponentMegaPokemon !== null,
  };
}

/** The names of `picks` that are on `team`, in the team's order and spelling. */
function keepOnTeam(picks: readonly string[], team: readonly string[]): string[] {
  return team.filter((name) => includesName(picks, name));
}

function withSideTeam(form: VgcMatchForm, side: Side, team: string[]): VgcMatchForm {
  const lead = pickField(side, 'lead');
  const brought = pickField(side, 'brought');
  return {
    ...form,
    [side === 'player' ? 'playerTeam' : 'opponentTeam']: team,
    games: form.games.map((game) => {
      const kept = keepOnTeam(game[brought], team);
      return {
        ...game,
        [lead]: keepOnTeam(game[lead], team),
        [brought]: kept,
        ...keepOncePerBattle(game, side, kept),
      };
    }),
  };
}

/** Your team typed species by species (no saved team). */
export function withPlayerPokemon(form: VgcMatchForm, team: string[]): VgcMatchForm {
  return { ...withSideTeam(form, 'player', team), teamId: null };
}

/** One of your saved teams (or none): its species become your team, and its format fills an empty format. */
export function withSavedTeam(
  form: VgcMatchForm,
  team: { _id: string; format: string; pokemon: readonly { species: string }[] } | null,
): VgcMatchForm {
  if (!team) return { ...form, teamId: null };
  const species = team.pokemon.map((p) => p.species.trim()).filter((s) => s !== '');
  return {
    ...withSideTeam(form, 'player', species),
    teamId: team._id,
    format: form.format.trim() === '' ? team.format.trim() : form.format,
  };
}

export function withOpponentTeam(form: VgcMatchForm, team: string[]): VgcMatchForm {
  return withSideTeam(form, 'opponent', team);
}

/** Whether pressing this Pokémon's button would change anything (a selected one can always be un-picked). */
export function canTogglePick(game: VgcGameForm, side: Side, kind: PickKind, name: string): boolean {
  const leads = game[pickField(side, 'lead')];
  const brought = game[pickField(side, 'brought')];
  if (kind === 'brought') return includesName(brought, name) || brought.length < VGC_BROUGHT_MAX;
  if (includesName(leads, name)) return true;
  return leads.length < VGC_LEADS_MAX && (includesName(brought, name) || brought.length < VGC_BROUGHT_MAX);
}

/** The game with this Pokémon picked or un-picked as a lead or as brought (see header), in team order. */
export function togglePick(
  game: VgcGameForm,
  side: Side,
  kind: PickKind,
  name: string,
  team: readonly string[],
): VgcGameForm {
  if (!canTogglePick(game, side, kind, name)) return game;
  const leadField = pickField(side, 'lead');
  const broughtField = pickField(side, 'brought');
  let leads = game[leadField];
  let brought = game[broughtField];
  const ordered = (list: string[]) => {
    const onTeam = keepOnTeam(list, team);
    // Names not on the listed team (an open team sheet) keep their place at the end.
    return [...onTeam, ...list.filter((n) => !includesName(onTeam, n))];
  };
  if (kind === 'brought') {
    if (includesName(brought, name)) {
      brought = brought.filter((n) => !same(n, name));
      leads = leads.filter((n) => !same(n, name));
    } else brought = [...brought, name];
  } else if (includesName(leads, name)) {
    leads = leads.filter((n) => !same(n, name));
  } else {
    leads = [...leads, name];
    if (!includesName(brought, name)) brought = [...brought, name];
  }
  const keptBrought = ordered(brought);
  return {
    ...game,
    [leadField]: ordered(leads),
    [broughtField]: keptBrought,
    ...keepOncePerBattle(game, side, keptBrought),
  };
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => same(name, b[i]!));

/** A later game following game 1's brought Pokémon on one side: its leads, Tera and Mega kept where still brought. */
function followBrought(game: VgcGameForm, side: Side, brought: string[]): VgcGameForm {
  const lead = pickField(side, 'lead');
  return {
    ...game,
    [pickField(side, 'brought')]: brought,
    [lead]: keepOnTeam(game[lead], brought),
    ...keepOncePerBattle(game, side, brought),
  };
}

/**
 * The form with a Pokémon picked or un-picked in game `index` (`togglePick`); a change to game 1's brought Pokémon is
 * carried into the later games that still bring what game 1 brought (see header).
 */
export function withPick(form: VgcMatchForm, index: number, side: Side, kind: PickKind, name: string): VgcMatchForm {
  const team = side === 'player' ? form.playerTeam : form.opponentTeam;
  const before = form.games[index];
  if (!before) return form;
  const after = togglePick(before, side, kind, name, team);
  const brought = pickField(side, 'brought');
  const carried = index === 0 && !sameNames(before[brought], after[brought]);
  return {
    ...form,
    games: form.games.map((game, i) => {
      if (i === index) return after;
      if (carried && i > 0 && sameNames(game[brought], before[brought])) {
        return followBrought(game, side, after[brought]);
      }
      return game;
    }),
  };
}

// ——— live score ———

export interface LiveScore {
  wins: number;
  losses: number;
  ties: number;
  /** Games with a result. */
  played: number;
  outcome: MatchOutcome;
  /** Every shown game has a result. */
  complete: boolean;
  /** What is wrong with the games, or a hint about the next one; '' when there is nothing to say. */
  message: string;
}

/** The score and result of the shown games, as they will be saved, with the best-of rule's word on them. */
export function liveScore(form: VgcMatchForm): LiveScore {
  // With time called, trailing games without a result were not played (`playedVgcGames`).
  const results = (form.timeCalled ? playedVgcGames(form) : form.games.slice(0, visibleGameCount(form))).map(
    (g) => g.result,
  );
  const decided = results.filter((r): r is 'win' | 'loss' | 'tie' => r !== null);
  const wins = decided.filter((r) => r === 'win').length;
  const losses = decided.filter((r) => r === 'loss').length;
  const complete = decided.length === results.length;
  const format = form.bestOf === 3 ? 'Bo3' : 'Bo1';
  // Issue 29: with time called a Bo3 may end 1-1 or hold a tied game.
  const timeCalled = form.timeCalled;
  let message = '';
  if (complete) message = tcgGamesProblem(format, decided, timeCalled) ?? '';
  else if (form.bestOf === 3) {
    message = timeCalled ? 'Time called: games left empty were not played.' : 'A third game appears after 1-1.';
  }
  if (!message && form.bestOf === 3 && results.length === 2 && complete && wins !== losses) {
    message = `${wins}-${losses}: the match ends at two wins, so there is no third game.`;
  }
  const games = decided.map((result) => ({ result }));
  const ties = decided.length - wins - losses;
  return {
    wins,
    losses,
    ties,
    played: decided.length,
    outcome: matchOutcome({ games, timeCalled }),
    complete,
    message,
  };
}
