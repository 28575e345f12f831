/** What other features may use: the widget, and the key to invalidate after the user's matches change. */
export { GlobalCounterWidget } from './GlobalCounterWidget.tsx';
export { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from '../../data/hooks/useMatchCounts.ts';
