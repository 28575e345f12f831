/**
 * How the Showdown import groups replays into matches (issue 13), and what a match takes from its games.
 *
 * Definitions:
 * - Importable games: no problem (a replay, VGC doubles), not a later copy (`duplicateOf`), not imported before.
 * - Play order: by battle start time (`startTime`), then input order; a game without a start time comes after the
 *   timed ones, in input order (a bare log always has its `|t:|` lines, so this is rare).
 * - A Showdown series (`reading.series`, Showdown's own best-of-3 rooms) is one match, in `series.game` order, bo3,
 *   whatever else is true of its games: Showdown knows best which games belong together.
 * - Other games: a game joins the group before it when both are between the same two players (Showdown user ids, in
 *   either seat), in the same format id, started at most SHOWDOWN_BO3_WINDOW_SECONDS (45 minutes) after the previous
 *   game of the group, and the group is still open: fewer than three games and no player with two wins. A game with
 *   no winner (a tie, a log cut before the end) keeps the group open. Series games are a stream of their own and do
 *   not interrupt such a group.
 * - A group of two or three games is a Bo3. Two games ending 1-1 with no third cannot be a finished Bo3 (and two
 *   ladder games in a row against one player are more likely two Bo1s), so they are proposed as two Bo1s — unless
 *   the format id ends in `bo3`, where they are a Bo3 missing its third game (the plan says so).
 * - A lone game is a Bo1, unless its format id ends in `bo3` or it has a series: then a Bo3 with the games it has.
 * - A match's opponent name, format label and team come from its first game that tells; its date from its first
 *   game with one; its two teams are the union of its games' (mergeShowdownSixes), wildcards resolved by any game.
 */
import { showdownUserId } from '../../schemas/showdownImport.ts';
import { mergeShowdownSixes } from './teamMatch.ts';
import type { ShowdownGamePreview, ShowdownMatchProposal } from './types.ts';

/** Longest time between the start of one game of a Bo3 and the next (a slow game and a break between games). */
export const SHOWDOWN_BO3_WINDOW_SECONDS = 45 * 60;

export interface ShowdownGameGroup {
  /** Game indices in play order. */
  games: number[];
  bestOf: 1 | 3;
}

/** The two players of a game as one key, whatever their seats. */
export const showdownPairKey = (game: ShowdownGamePreview): string =>
  [showdownUserId(game.reading.players.p1), showdownUserId(game.reading.players.p2)].sort().join('\n');

const isBo3FormatId = (formatId: string) => /bo3$/i.test(formatId.trim());

/** The user id of a game's winner; null for a tie or no winner. */
const winnerId = (game: ShowdownGamePreview) =>
  game.reading.tie || !game.reading.winner ? null : showdownUserId(game.reading.winner);

/** Whether a player has two wins in these games (unknown winners count for no one). */
function isDecided(games: readonly ShowdownGamePreview[]): boolean {
  const wins = new Map<string, number>();
  for (const id of games.map(winnerId)) if (id !== null) wins.set(id, (wins.get(id) ?? 0) + 1);
  return [...wins.values()].some((count) => count >= 2);
}

export const isImportableShowdownGame = (game: ShowdownGamePreview): boolean =>
  game.problem === null && game.duplicateOf === null && !game.alreadyImported;

/** Play order (see header). */
function byPlayOrder(a: ShowdownGamePreview, b: ShowdownGamePreview): number {
  const start = (g: ShowdownGamePreview) => g.reading.startTime ?? Number.POSITIVE_INFINITY;
  return start(a) === start(b) ? a.index - b.index : start(a) < start(b) ? -1 : 1;
}

function joins(group: readonly ShowdownGamePreview[], game: ShowdownGamePreview): boolean {
  const last = group.at(-1);
  if (!last || group.length >= 3 || isDecided(group)) return false;
  const [from, to] = [last.reading.startTime, game.reading.startTime];
  return (
    showdownPairKey(last) === showdownPairKey(game) &&
    last.reading.formatId.toLowerCase() === game.reading.formatId.toLowerCase() &&
    from !== null &&
    to !== null &&
    to - from <= SHOWDOWN_BO3_WINDOW_SECONDS
  );
}

/** Best-of for games the grouping did not propose together (a lone game, or games the player joined). */
export function defaultShowdownBestOf(games: readonly ShowdownGamePreview[]): 1 | 3 {
  const bo3 = games.length > 1 || games.some((g) => g.reading.series !== null || isBo3FormatId(g.reading.formatId));
  return bo3 ? 3 : 1;
}

/** Groups the importable games into matches (see header). */
export function groupShowdownGames(games: readonly ShowdownGamePreview[]): ShowdownGameGroup[] {
  const ordered = games.filter(isImportableShowdownGame).sort(byPlayOrder);
  const groups: { members: ShowdownGamePreview[]; series: boolean }[] = [];
  const bySeries = new Map<string, ShowdownGamePreview[]>();
  let open: ShowdownGamePreview[] | null = null;
  for (const game of ordered) {
    const seriesId = game.reading.series?.seriesId;
    if (seriesId !== undefined) {
      const members = bySeries.get(seriesId);
      if (members) members.push(game);
      else {
        bySeries.set(seriesId, [game]);
        groups.push({ members: bySeries.get(seriesId)!, series: true });
      }
    } else if (open !== null && joins(open, game)) {
      open.push(game);
    } else {
      open = [game];
      groups.push({ members: open, series: false });
    }
  }
  const result: ShowdownGameGroup[] = [];
  for (const { members, series } of groups) {
    if (series) {
      // Input order may not be play order (clocks, re-uploads): Showdown's game number is.
      const sorted = [...members].sort((a, b) => a.reading.series!.game - b.reading.series!.game || byPlayOrder(a, b));
      result.push({ games: sorted.map((g) => g.index), bestOf: 3 });
      continue;
    }
    const winners = members.map(winnerId);
    const oneAll = members.length === 2 && winners[0] !== null && winners[1] !== null && winners[0] !== winners[1];
    if (oneAll && !members.some((g) => isBo3FormatId(g.reading.formatId))) {
      members.forEach((g) => result.push({ games: [g.index], bestOf: 1 }));
    } else {
      result.push({ games: members.map((g) => g.index), bestOf: defaultShowdownBestOf(members) });
    }
  }
  return result;
}

/** The proposed match for games (indices in play order), with the best-of the grouping chose or the default. */
export function proposeShowdownMatch(
  games: readonly ShowdownGamePreview[],
  indices: readonly number[],
  bestOf?: 1 | 3,
): ShowdownMatchProposal {
  const members = indices
    .map((i) => games.find((g) => g.index === i))
    .filter((g): g is ShowdownGamePreview => g !== undefined);
  const telling = members.find((g) => g.me !== null);
  return {
    games: [...indices],
    bestOf: bestOf ?? defaultShowdownBestOf(members),
    opponentName: telling?.opponentName ?? '',
    format: members.find((g) => g.formatLabel !== '')?.formatLabel ?? '',
    date: members.find((g) => g.date !== null)?.date ?? null,
    teamId: members.find((g) => g.teamId !== null)?.teamId ?? null,
    playerTeam: mergeShowdownSixes(members.map((g) => g.playerTeam)),
    opponentTeam: mergeShowdownSixes(members.map((g) => g.opponentTeam)),
  };
}
