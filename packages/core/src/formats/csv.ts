/**
 * CSV export of TCG matches (spec part 2 §3 "CSV export row", §4 "In the CSV…", §9 "The CSV has 5 game columns";
 * part 1 §2 "Export Data … a file named with the game and today's date").
 *
 * Columns, in this order: id, opponentDeck, bestOf, date, notes, wonCoinFlip, matchResult, gameScore, firstTurnGames,
 * firstTurnWins, secondTurnGames, secondTurnWins, game1Result, game1Turn, …, game5Result, game5Turn.
 *
 * Decisions:
 * - bestOf: 1 or 3 (a stored positive bestOf, else from the format; `rules/matchResult.ts`).
 * - date: `YYYY-MM-DD`, the match's calendar day (its date, else its createdAt day); empty when it has none.
 * - wonCoinFlip: 'N/A' for a Bo1, as the spec has it literally (the spec's column keeps the opening coin flip of
 *   best-of-three matches only); for longer matches 'Yes' or 'No' from the match's `wonCoinFlip` when stored, else
 *   from game 1's `coinFlipWin`; 'N/A' when unknown.
 * - matchResult: Win / Loss / In Progress by ceil(bestOf / 2) (`csvResult`). gameScore: game wins-losses ('2-1').
 *   A result-only match (issue 15: `recordedResult`, games not known) has its recorded result as matchResult and
 *   gameScore 'N/A' — its game scores are unknown, so no made-up '1-0' is written. Issue 29: a match ended at time is
 *   Win / Loss / Tie by games won, a recorded tie 'Tie', and a special result 'ID', 'Bye', 'No-show (Win)' or
 *   'No-show (Loss)'; a tie game's cell is 'Tie' (VGC: 'T').
 * - first/secondTurnGames and Wins count games with `wentFirst` true / false; games with an unknown turn are in
 *   neither.
 * - gameNResult: 'Win', 'Loss' or 'N/A' (no game N, or no valid result); gameNTurn: 'First', 'Second' or 'N/A'
 *   (no game N, or turn unknown). Games after the fifth are not exported (a Bo3 has at most three).
 * - RFC 4180: fields with a comma, double quote, CR or LF are quoted, quotes doubled; every record, the last too,
 *   ends with CRLF; the header row comes first. No byte-order mark in the text: the downloader prefixes
 *   `CSV_UTF8_BOM` so that spreadsheet programs read 'Pokémon' as UTF-8.
 * - Formula injection: a text cell that starts with =, +, -, @, tab or CR gets a leading single quote, so a
 *   spreadsheet shows it as text instead of running it. Numbers are written as numbers and never changed; this export
 *   has no negative numbers, and text such as '-' or '-3 prizes' in notes is user text, neutralised like the rest.
 * - File name: `{game}_matches_{YYYY-MM-DD}.csv` with today's date on the local calendar of the machine exporting
 *   (the browser), e.g. `tcg_matches_2026-11-22.csv`.
 */
import { csvResult, gameTally, isResultOnly, matchBestOf } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { localCalendarDate } from '../rules/dates.ts';
import { matchDayOf } from '../rules/seasons.ts';
import { pokemonNameList } from '../rules/pokemonNames.ts';

export const CSV_UTF8_BOM = '\uFEFF';
export const CSV_GAME_COLUMNS = 5;
export const NOT_APPLICABLE = 'N/A';

export const TCG_CSV_COLUMNS = [
  'id',
  'opponentDeck',
  'bestOf',
  'date',
  'notes',
  'wonCoinFlip',
  'matchResult',
  'gameScore',
  'firstTurnGames',
  'firstTurnWins',
  'secondTurnGames',
  'secondTurnWins',
  ...Array.from({ length: CSV_GAME_COLUMNS }, (_, i) => [`game${i + 1}Result`, `game${i + 1}Turn`]).flat(),
] as const;

export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text that a spreadsheet would run as a formula gets a leading quote; then RFC 4180 quoting. */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF after every record. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

export interface CsvTcgGame {
  result?: string | null;
  wentFirst?: boolean | null;
  coinFlipWin?: boolean | null;
}

export interface CsvTcgMatch extends MatchLike {
  _id: string;
  opponentDeck?: string | null;
  date?: string | null;
  createdAt?: string | null;
  notes?: string | null;
  wonCoinFlip?: boolean | null;
  games?: readonly CsvTcgGame[] | null;
}

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : NOT_APPLICABLE);

export function tcgMatchCsvRow(match: CsvTcgMatch): CsvCell[] {
  const games = match.games ?? [];
  const bestOf = matchBestOf(match);
  const { wins, losses } = gameTally(games);
  const wonCoinFlip =
    bestOf === 1
      ? NOT_APPLICABLE
      : yesNo(typeof match.wonCoinFlip === 'boolean' ? match.wonCoinFlip : games[0]?.coinFlipWin);
  const first = games.filter((g) => g.wentFirst === true);
  const second = games.filter((g) => g.wentFirst === false);
  const winsIn = (list: readonly CsvTcgGame[]) => list.filter((g) => g.result === 'win').length;
  const gameCells = Array.from({ length: CSV_GAME_COLUMNS }, (_, i) => {
    const game = games[i];
    const result =
      game?.result === 'win'
        ? 'Win'
        : game?.result === 'loss'
          ? 'Loss'
          : game?.result === 'tie'
            ? 'Tie'
            : NOT_APPLICABLE;
    const turn = game?.wentFirst === true ? 'First' : game?.wentFirst === false ? 'Second' : NOT_APPLICABLE;
    return [result, turn];
  }).flat();
  return [
    match._id,
    match.opponentDeck ?? '',
    bestOf,
    matchDayOf(match) ?? '',
    match.notes ?? '',
    wonCoinFlip,
    csvResult(match),
    isResultOnly(match) ? NOT_APPLICABLE : `${wins}-${losses}`,
    first.length,
    winsIn(first),
    second.length,
    winsIn(second),
    ...gameCells,
  ];
}

/** The CSV text of these matches, header first, in the order given. */
export function tcgMatchesToCsv(matches: readonly CsvTcgMatch[]): string {
  return toCsv([[...TCG_CSV_COLUMNS], ...matches.map(tcgMatchCsvRow)]);
}

/** `tcg_matches_2026-11-22.csv` for `today` on the local calendar. */
export function csvFileName(game: 'tcg' | 'vgc', today: Date): string {
  return `${game}_matches_${localCalendarDate(today)}.csv`;
}

/**
 * CSV export of VGC matches (spec part 1 §2 "Export Data"; the spec gives no VGC columns, so these are ours): Date,
 * Opponent, Format, Best Of, Result, Score, Your Team, Opponent Team, Game 1 … Game 5, Notes.
 *
 * - Date as TCG's; Best Of 1 or 3; Result Win / Loss / In Progress by ceil(bestOf / 2) (`csvResult`); Score is game
 *   wins-losses. A result-only match as TCG's: its recorded result, Score 'N/A'.
 * - Teams are the names joined by ", " in one cell (the spec's comma-separated team form), so the cell is quoted.
 * - Game N is 'W', 'L' or 'N/A' (no game N, or no valid result).
 * - Same cell rules (quoting, formula neutralising), CRLF rows and file name (`csvFileName('vgc', today)`) as TCG.
 */
export const VGC_CSV_COLUMNS = [
  'Date',
  'Opponent',
  'Format',
  'Best Of',
  'Result',
  'Score',
  'Your Team',
  'Opponent Team',
  ...Array.from({ length: CSV_GAME_COLUMNS }, (_, i) => `Game ${i + 1}`),
  'Notes',
] as const;

export interface CsvVgcMatch extends MatchLike {
  date?: string | null;
  createdAt?: string | null;
  opponentName?: string | null;
  format?: string | null;
  playerTeam?: string | readonly string[] | null;
  opponentTeam?: string | readonly string[] | null;
  notes?: string | null;
}

export function vgcMatchCsvRow(match: CsvVgcMatch): CsvCell[] {
  const games = match.games ?? [];
  const { wins, losses } = gameTally(games);
  const gameCells = Array.from({ length: CSV_GAME_COLUMNS }, (_, i) => {
    const result = games[i]?.result;
    return result === 'win' ? 'W' : result === 'loss' ? 'L' : result === 'tie' ? 'T' : NOT_APPLICABLE;
  });
  return [
    matchDayOf(match) ?? '',
    match.opponentName ?? '',
    match.format ?? '',
    matchBestOf(match),
    csvResult(match),
    isResultOnly(match) ? NOT_APPLICABLE : `${wins}-${losses}`,
    pokemonNameList(match.playerTeam).join(', '),
    pokemonNameList(match.opponentTeam).join(', '),
    ...gameCells,
    match.notes ?? '',
  ];
}

/** The CSV text of these VGC matches, header first, in the order given. */
export function vgcMatchesToCsv(matches: readonly CsvVgcMatch[]): string {
  return toCsv([[...VGC_CSV_COLUMNS], ...matches.map(vgcMatchCsvRow)]);
}
