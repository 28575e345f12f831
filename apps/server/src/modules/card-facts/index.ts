/**
 * The card-facts module (issue 30): card facts of imported TCG games, their backfill, and the deck's Cards view.
 */
export { cardInsightRoutes } from './routes.ts';
export { createCardFactsService, type CardFactsService } from './service.ts';
