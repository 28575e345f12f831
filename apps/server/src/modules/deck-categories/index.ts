/**
 * The deck-categories module: deck categories and the rules that file deck names under them.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { deckCategorizationRoutes, deckCategoryRoutes } from './routes.ts';
export {
  categoriesOfMatch,
  CATEGORY_LOCK_KEY,
  type CategoryCache,
  type CategorySnapshot,
  createCategoryCache,
  loadCategorySnapshot,
  lockForMatchWrite,
  recategoriseDeckMatches,
} from './rules.ts';
export { applyArchetypeCatalogue, type CatalogueApplied } from './catalogue.ts';
export { createDeckCategoryService } from './service.ts';
