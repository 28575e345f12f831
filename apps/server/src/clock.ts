/**
 * The server's "today", for what it creates without a day of its own (an imported match whose log or replays carry
 * none). UTC, so the answer does not depend on the machine's time zone; the browser uses its local calendar instead.
 */

/** Today in UTC (YYYY-MM-DD). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
