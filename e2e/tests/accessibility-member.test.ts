// Usable by everyone (issue 28), as a member: axe-core's WCAG 2.1 A/AA rules over every route of a signed-in owner
// with a few matches of each game, a deck, a team, a match group and a friend (so lists, cards, charts and the admin
// screens have something to show), at 390 and 1280 px, light and dark (`sweepContexts`), with no serious or critical
// finding.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { accessibilityFindings, openSweepPage, sweepContexts } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, type TestMember } from '../support/session.ts';
import { makeFriends, RAIN, seedTcgMatch, seedVgcMatch } from '../support/social.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let member: TestMember;
let routes: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'a11yowner');
  await setRole(dataDir, member.username, 'owner');
  const friend = await registerMember(baseURL, 'a11yfriend');
  await makeFriends(baseURL, member, friend);
  const api = apiFor(baseURL, member);

  const deck = await api.decks.create({ name: 'Gardevoir ex', description: '', cards: [] });
  await api.auth.setActiveDeck({ deckId: deck._id });
  const team = await api.teams.create({
    name: 'Rain Check',
    format: 'Regulation G',
    pokemon: RAIN.map((species) => ({ species })),
  });
  await api.auth.setActiveTeam({ teamId: team._id });

  const tcg = [
    await seedTcgMatch(baseURL, member, 'Charizard ex', 'win', '2025-03-01'),
    await seedTcgMatch(baseURL, member, 'Charizard ex', 'loss', '2025-03-08'),
    await seedTcgMatch(baseURL, member, 'Lugia VSTAR', 'win', '2025-04-02'),
  ];
  const vgc = [
    await seedVgcMatch(baseURL, member, 'misty', 'win', '2025-03-02'),
    await seedVgcMatch(baseURL, member, 'brock', 'loss', '2025-04-03'),
  ];
  await api.matchGroups.create({ name: 'Regionals', description: '', type: 'mixed', matches: { tcg, vgc } });

  routes = [
    '/',
    '/dashboard',
    '/profile-settings',
    '/patch-notes',
    '/my-data',
    '/support',
    '/donate',
    '/decks',
    '/decks/new',
    `/decks/${deck._id}`,
    `/decks/edit/${deck._id}`,
    '/teams',
    '/teams/new',
    `/teams/edit/${team._id}`,
    '/teams/import',
    '/log-match/tcg',
    `/edit-match/tcg/${tcg[0]}`,
    '/log-match/vgc',
    `/edit-match/vgc/${vgc[0]}`,
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
    '/analytics/global/cards',
    '/friends',
    `/friends/${friend.id}`,
    '/admin/hub',
    '/admin/seasons',
    '/admin/restricted-pokemon',
    '/admin/regulations',
    '/admin/deck-categories',
    '/admin/feedback',
    '/admin/managers',
    '/admin/matches',
    '/admin/deck-categorization',
  ];
});
afterAll(async () => {
  await browser?.close();
});

describe.each(sweepContexts('member'))('a member at %i px in the %s scheme', (width, scheme) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSweepPage(browser, baseURL, { width, scheme, token: member.token }));
  });
  afterAll(async () => {
    await context?.close();
  });

  // One test per context walking every route (the routes need the seeded ids); each finding names its route.
  it('every route has no serious or critical axe finding', { timeout: 600_000 }, async () => {
    const findings: string[] = [];
    for (const route of routes) findings.push(...(await accessibilityFindings(page, route, scheme)));
    expect(findings).toEqual([]);
  });
});
