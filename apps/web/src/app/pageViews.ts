/**
 * Page-view analytics (spec part 1 §7, part 2 §7): when an endpoint is configured the app POSTs
 * {type: 'pageview', path, timestamp, referrer, userAgent} to it on each navigation; otherwise nothing is sent.
 *
 * The endpoint comes from the server at run time (`window.__TRAINERLOG_CONFIG__.pageViewUrl`, written by
 * /runtime-config.js from PAGE_VIEW_URL) or, for a static build, from PAGE_VIEW_URL at build time.
 */

export interface PageView {
  type: 'pageview';
  path: string;
  timestamp: string;
  referrer: string;
  userAgent: string;
}

interface RuntimeConfig {
  pageViewUrl?: unknown;
}

declare global {
  interface Window {
    __TRAINERLOG_CONFIG__?: RuntimeConfig;
  }
}

/** The configured endpoint, run time first; null when none (or not an http(s) or same-origin path). */
export function pageViewEndpoint(
  runtime: RuntimeConfig | undefined = typeof window === 'undefined' ? undefined : window.__TRAINERLOG_CONFIG__,
  buildTime: string | undefined = import.meta.env.VITE_PAGE_VIEW_URL,
): string | null {
  for (const candidate of [runtime?.pageViewUrl, buildTime]) {
    if (typeof candidate !== 'string') continue;
    const url = candidate.trim();
    if (/^https?:\/\//i.test(url) || url.startsWith('/')) return url;
  }
  return null;
}

/**
 * The path as reported: secrets in the path are masked (a password-reset link carries its token), and the query
 * string and hash are never sent.
 */
export function reportedPath(pathname: string): string {
  return pathname.replace(/^\/reset-password\/[^/]+/, '/reset-password/:token');
}

export function pageView(path: string, referrer: string, now = new Date(), userAgent = navigator.userAgent): PageView {
  return { type: 'pageview', path: reportedPath(path), timestamp: now.toISOString(), referrer, userAgent };
}

/**
 * Sends one page view without ever delaying or breaking the app: `keepalive` lets it finish while the page goes,
 * credentials are never sent, and a failure is dropped (page views are not product behaviour).
 */
export function sendPageView(endpoint: string, view: PageView, fetcher: typeof fetch = fetch): void {
  try {
    void fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // A fetch that throws at once (e.g. a malformed URL) is dropped like a failed one.
  }
}

/**
 * Tracks navigations: `track(pathname)` sends a view when the path changed since the last one. The first view's
 * referrer is the document's; later ones name the previous page of the app.
 */
export function createPageViewTracker(
  endpoint: string | null,
  options: { referrer?: string; origin?: string; send?: (view: PageView) => void } = {},
) {
  let lastPath: string | null = null;
  const send = options.send ?? ((view: PageView) => endpoint && sendPageView(endpoint, view));
  return {
    track(pathname: string): void {
      if (!endpoint || pathname === lastPath) return;
      const referrer =
        lastPath === null ? (options.referrer ?? '') : `${options.origin ?? ''}${reportedPath(lastPath)}`;
      lastPath = pathname;
      send(pageView(pathname, referrer));
    },
  };
}
