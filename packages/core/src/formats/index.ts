/**
 * Text formats read and written: deck lists, Showdown pastes, CSV files, the data export's items. Listed by name:
 * what code outside core uses.
 */

export { type ParsedDeckLine, parseDeckList, formatDeckList, deckListFileName } from './deckList.ts';
export { parseShowdownPaste, formatShowdownPaste } from './showdownPaste.ts';
export {
  CSV_UTF8_BOM,
  TCG_CSV_COLUMNS,
  tcgMatchesToCsv,
  csvFileName,
  VGC_CSV_COLUMNS,
  vgcMatchesToCsv,
} from './csv.ts';
export { matrixCellText, matrixCsv, matrixCsvFileName } from './matrixCsv.ts';
export { exportedDeckOf, exportedTeamOf, exportedTcgMatchOf, exportedVgcMatchOf } from './dataExportItems.ts';
