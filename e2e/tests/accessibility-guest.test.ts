// Usable by everyone (issue 28), as a guest: axe-core's WCAG 2.1 A/AA rules over every route a guest can open, on a
// 390 px phone and a 1280 px desktop, in the light and the dark scheme (`sweepContexts`), with no serious or critical
// finding. One page per (width, scheme) walks the routes one after another. The member's routes are in accessibility-member.test.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectAccessibleRoute, openSweepPage, sweepContexts } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every screen of the router a guest reaches (aliases and redirects open the same screens). */
const GUEST_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/patch-notes',
  '/my-data',
  '/support',
  '/donate',
  '/dashboard',
  '/decks',
  '/decks/new',
  '/teams',
  '/teams/new',
  '/teams/import',
  '/log-match/tcg',
  '/log-match/vgc',
  '/import-match',
  '/import-replay',
  '/import-limitless',
  '/match-groups',
  '/analytics/tcg/matches',
  '/analytics/tcg/decks',
  '/analytics/vgc/matches',
  '/analytics/vgc/teams',
  '/analytics/global',
  '/analytics/global/matrix',
  '/analytics/global/comparison',
  '/analytics/global/vgc',
  '/analytics/global/cards',
  '/friends',
  '/profile-settings',
  '/admin/hub',
  '/no-such-page',
];

describe.each(sweepContexts('guest'))('a guest at %i px in the %s scheme', (width, scheme) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSweepPage(browser, baseURL, { width, scheme }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(GUEST_ROUTES)('%s has no serious or critical axe finding', async (route) => {
    await expectAccessibleRoute(page, route, scheme);
  });
});
