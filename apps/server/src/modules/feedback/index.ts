/**
 * The feedback module: feedback from members and the replies of admins.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { feedbackRoutes } from './routes.ts';
export { createFeedbackService } from './service.ts';
