/**
 * The notifications module: notifications.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { forgetFriendRequest, type NewNotification, notify } from './notify.ts';
export { notificationRoutes } from './routes.ts';
export { createNotificationService } from './service.ts';
