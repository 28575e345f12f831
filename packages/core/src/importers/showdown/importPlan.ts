/**
 * What a Showdown import request creates (issue 13): the VGC match inputs, validated by the logging form's schema,
 * built from the replays the server (or, for a guest, the browser) read itself, with the player's corrections
 * applied (schemas/showdownImport.ts).
 *
 * Decisions:
 * - Problems carry the request path they concern (`replays`, `playerName`, `teamId`, `matches.1.games`,
 *   `matches.0.results.2`, `matches.0.teamId`, `matches.0.games.1.broughtPokemon`), so the screen shows them where the
 *   player can fix them; the same message at the same path is reported once; any problem means nothing is created.
 * - A chosen game that was imported before, or one battle chosen twice, is not a problem at a path but `duplicate`:
 *   the caller answers 409 SHOWDOWN_REPLAY_ALREADY_IMPORTED and stores nothing. Without an arrangement the whole
 *   import is chosen, so any replay of it imported before (or pasted twice) refuses it, as the PTCGL import does.
 * - The facts of a game come from its replay; the player only fills a result the replay does not decide (a choice's
 *   result for a decided game is ignored, as the schema's description says).
 * - Team: the choice's, else the request's, else the proposal's; it must be one of `teams` ("Team not found").
 *   The species of both teams always come from the replays (the saved team may have changed since).
 * - Best-of: the choice's, else the proposal's when the choice keeps its games, else grouping.ts's default.
 * - Date: the match's (its first game's), else `request.today`, else today in UTC.
 * - Replay link of the match: the game's link for a one-game Bo1; '' otherwise, each game carrying its own.
 * - A game the replay shows ending in a tie (`|tie`: Pokémon Champions' overall timer, issue 29) is a tie game, and
 *   its match is recorded with `timeCalled` — the only way a match may hold a tie game; the match result is then by
 *   games won (core `matchTally`). A player's result for such a game is ignored like any decided one.
 */
import {
  SHOWDOWN_GAME_TWICE,
  SHOWDOWN_GAME_UNKNOWN,
  SHOWDOWN_NOTHING_TO_IMPORT,
  SHOWDOWN_PLAYER_UNKNOWN,
  SHOWDOWN_RESULT_UNKNOWN,
  type ShowdownMatchChoice,
} from '../../schemas/showdownImport.ts';
import { vgcMatchInputSchema, type VgcMatchInput, type VgcMatchInputBody } from '../../schemas/vgcMatches.ts';
import { proposeShowdownMatch } from './grouping.ts';
import { showdownImportProblem } from './proposal.ts';
import type { ShowdownGamePreview, ShowdownImportPreview, ShowdownTeamChoice } from './types.ts';

export const SHOWDOWN_TEAM_NOT_FOUND = 'Team not found';

export interface ShowdownImportProblem {
  path: string;
  message: string;
}

export interface ShowdownPlannedMatch {
  input: VgcMatchInput;
  /** Game indices in the request's `replays`, in play order. */
  games: number[];
  /** The games' keys (`showdownReplayKey`), to remember them as imported. */
  keys: string[];
}

export interface ShowdownImportPlan {
  matches: ShowdownPlannedMatch[];
  problems: ShowdownImportProblem[];
  /** A chosen game was imported before, or one battle is chosen twice (→ 409). */
  duplicate: boolean;
}

export interface ShowdownImportRequestLike {
  teamId?: string | null;
  /** The name the preview was computed with; a game whose side is still unknown is reported at this path. */
  playerName?: string;
  matches?: readonly ShowdownMatchChoice[];
  /** YYYY-MM-DD for matches whose replays carry no date; default today in UTC. */
  today?: string;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const sameGames = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Plans the import of a previewed request (see header). */
export function planShowdownImport(
  preview: ShowdownImportPreview,
  request: ShowdownImportRequestLike,
  teams: readonly ShowdownTeamChoice[],
): ShowdownImportPlan {
  const importProblem = showdownImportProblem(preview);
  if (importProblem !== null) {
    return { matches: [], problems: [{ path: 'replays', message: importProblem }], duplicate: false };
  }
  const problems: ShowdownImportProblem[] = [];
  const report = (path: string, message: string) => {
    if (!problems.some((p) => p.path === path && p.message === message)) problems.push({ path, message });
  };
  const byIndex = new Map<number, ShowdownGamePreview>(preview.games.map((g) => [g.index, g]));
  const used = new Set<number>();
  const chosenKeys = new Set<string>();
  let duplicate =
    !request.matches && preview.games.some((g) => g.problem === null && (g.alreadyImported || g.duplicateOf !== null));
  const choices: readonly ShowdownMatchChoice[] = request.matches ?? preview.matches.map((m) => ({ games: m.games }));
  const matches: ShowdownPlannedMatch[] = [];

  choices.forEach((choice, m) => {
    const at = (field: string) => (field === '' ? `matches.${m}` : `matches.${m}.${field}`);
    const members: ShowdownGamePreview[] = [];
    for (const index of choice.games) {
      const game = byIndex.get(index);
      if (!game) report(at('games'), SHOWDOWN_GAME_UNKNOWN);
      else if (game.problem !== null) report(at('games'), game.problem);
      else if (used.has(index)) report(at('games'), SHOWDOWN_GAME_TWICE);
      else {
        used.add(index);
        members.push(game);
        if (game.alreadyImported || chosenKeys.has(game.key)) duplicate = true;
        chosenKeys.add(game.key);
      }
    }
    const proposed = preview.matches.find((p) => sameGames(p.games, choice.games));
    const proposal = proposeShowdownMatch(preview.games, choice.games, proposed?.bestOf);

    const teamId =
      choice.teamId !== undefined ? choice.teamId : request.teamId !== undefined ? request.teamId : proposal.teamId;
    if (teamId != null && !teams.some((t) => t._id === teamId)) {
      report(
        choice.teamId === undefined && request.teamId !== undefined ? 'teamId' : at('teamId'),
        SHOWDOWN_TEAM_NOT_FOUND,
      );
    }
    if (members.length !== choice.games.length) return;
    if (members.some((g) => g.me === null)) {
      report('playerName', SHOWDOWN_PLAYER_UNKNOWN);
      return;
    }
    // The replay decides where it can; the player's result only fills a game it does not.
    const results = members.map((g, j) => g.fields.result ?? choice.results?.[j] ?? null);
    results.forEach((r, j) => {
      if (r === null) report(at(`results.${j}`), SHOWDOWN_RESULT_UNKNOWN);
    });
    if (results.some((r) => r === null) || (teamId != null && !teams.some((t) => t._id === teamId))) return;

    const bestOf = choice.bestOf ?? proposal.bestOf;
    const body: VgcMatchInputBody = {
      teamId: teamId ?? null,
      playerTeam: proposal.playerTeam,
      opponentTeam: proposal.opponentTeam,
      opponentName: choice.opponentName ?? proposal.opponentName,
      format: choice.format ?? proposal.format,
      bestOf,
      date: proposal.date ?? request.today ?? todayUtc(),
      replayLink: bestOf === 1 && members.length === 1 ? members[0]!.replayLink : '',
      notes: '',
      timeCalled: results.includes('tie'),
      games: members.map((g, j) => ({
        result: results[j]!,
        wentFirst: null,
        leadPokemon: g.fields.leadPokemon,
        opponentLeadPokemon: g.fields.opponentLeadPokemon,
        broughtPokemon: g.fields.broughtPokemon,
        opponentBroughtPokemon: g.fields.opponentBroughtPokemon,
        firstKnockout: g.fields.firstKnockout,
        teraPokemon: g.fields.teraPokemon,
        opponentTeraPokemon: g.fields.opponentTeraPokemon,
        megaPokemon: g.fields.megaPokemon,
        opponentMegaPokemon: g.fields.opponentMegaPokemon,
        movesUsed: g.fields.movesUsed,
        faintedPokemon: g.fields.faintedPokemon,
        opponentFaintedPokemon: g.fields.opponentFaintedPokemon,
        replayLink: g.fields.replayLink,
        notes: '',
      })),
    };
    const parsed = vgcMatchInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(at(issue.path.join('.')), issue.message);
      return;
    }
    matches.push({ input: parsed.data, games: [...choice.games], keys: members.map((g) => g.key) });
  });
  if (!duplicate && problems.length === 0 && matches.length === 0) report('matches', SHOWDOWN_NOTHING_TO_IMPORT);
  return { matches: problems.length > 0 ? [] : matches, problems, duplicate };
}
