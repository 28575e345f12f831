/**
 * The matches module: what TCG and VGC matches share (the group badge of a match, the summary's records).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { withGroupBadges } from './groupBadges.ts';
export type { Game, GroupBadge } from './groupBadges.ts';
export {
  history,
  HISTORY,
  NEWEST,
  recordOf,
  summaryRecords,
  summarySeason,
  TIED,
  WON,
  type RecordsRow,
} from './summaryRecords.ts';
export { MATCH_DELETED, MATCH_NOT_FOUND, dateOrders, pageOf } from './matchList.ts';
export { matchRoutes, type MatchRouteService } from './matchRoutes.ts';
export { collectionRoutes, type CollectionRouteService } from './collectionRoutes.ts';
export { clientIdLookup, earlierAnswers, insertPending, type CreateAnswer } from './insertOnce.ts';
export { createImported } from './importedOnce.ts';
