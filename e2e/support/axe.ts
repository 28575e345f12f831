// The accessibility sweep of the browser tests (issue 28): axe-core's WCAG 2.1 A/AA rules over a route as a user
// sees it, at one width and in one colour scheme. Only serious and critical findings fail a test; each is reported
// with its rule, the route and the elements it points at, so a failure says what to fix without a second run.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openIsolatedPage } from './browser.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type ColorScheme = 'light' | 'dark';

/** Every (width, scheme) pair: a phone and a desktop, light and dark. */
export const SWEEP_CONTEXTS: ReadonlyArray<readonly [number, ColorScheme]> = [
  [390, 'light'],
  [390, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
];

/**
 * The pairs a sweep checks. Each of the guest's and the member's sweeps checks every route in two pairs that cover
 * both widths and both schemes, and the two sweeps take opposite pairs, so `npm test` sees all four across the app
 * in about 7 minutes instead of 28 (40 routes take 3–4 minutes a pair here). `A11Y_FULL_SWEEP=1` checks every route
 * in all four.
 */
export function sweepContexts(who: 'guest' | 'member'): ReadonlyArray<readonly [number, ColorScheme]> {
  if (process.env.A11Y_FULL_SWEEP === '1') return SWEEP_CONTEXTS;
  return who === 'guest'
    ? [
        [390, 'light'],
        [1280, 'dark'],
      ]
    : [
        [390, 'dark'],
        [1280, 'light'],
      ];
}

/**
 * One page for a whole sweep of routes: isolated from the internet, the one-time announcement seen, the colour scheme
 * stored where the theme toggle keeps it (read before the app paints), and signed in when a token is given.
 */
export async function openSweepPage(
  browser: Browser,
  baseURL: string,
  options: { width: number; scheme: ColorScheme; token?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openIsolatedPage(browser, baseURL, {
    width: options.width,
    height: options.width < 768 ? 844 : 900,
  });
  await context.addInitScript(
    ([scheme, token]) => {
      localStorage.setItem('trainerlog_color_scheme', scheme!);
      if (token) localStorage.setItem('token', token);
    },
    [options.scheme, options.token ?? ''],
  );
  return { context, page };
}

/**
 * Opens `route` and waits until it has settled: its main heading is shown and nothing in the page is still loading
 * (the route's lazy chunk, skeletons and loaders of its data).
 */
export async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  const loading = page.locator(
    'main .mantine-Skeleton-root[data-visible="true"], main .mantine-Loader-root, main [aria-busy="true"]',
  );
  await expect.poll(() => loading.count(), { timeout: 15_000 }).toBe(0);
}

/** One line per serious or critical finding: "<route> <rule> (<impact>): <selector> | <selector> …". */
export async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${route} ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 6)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 6 ? ` … ${v.nodes.length} nodes` : ''}`,
    );
}

/** Opens the route in the given scheme and returns its serious and critical findings (one line each). */
export async function accessibilityFindings(page: Page, route: string, scheme: ColorScheme): Promise<string[]> {
  await openRoute(page, route);
  // The scheme the page was asked for is the one it shows (a wrong key would silently check light twice).
  const shown = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  expect(shown, `${route} in the ${scheme} scheme`).toBe(scheme);
  return seriousViolations(page, route);
}

/** Opens the route and asserts axe finds nothing serious or critical on it. */
export async function expectAccessibleRoute(page: Page, route: string, scheme: ColorScheme) {
  expect(await accessibilityFindings(page, route, scheme)).toEqual([]);
}
