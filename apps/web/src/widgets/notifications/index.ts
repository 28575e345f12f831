/** The header's notification bell, and what other features call after changing notifications or friends. */
export { NotificationBell } from './NotificationBell.tsx';
export { NOTIFICATIONS_KEY, refreshSocialData, useRefreshSocialData } from './useNotifications.ts';
