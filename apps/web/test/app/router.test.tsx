import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { REDIRECTS, routes } from '../../src/app/router.tsx';

/** Spec part 1 §2 and part 2 §2: every route of both parts, with example parameters. */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/some-token',
  '/dashboard',
  '/profile-settings',
  '/patch-notes',
  '/support',
  '/donate',
  '/log-match/tcg',
  '/log-match/vgc',
  '/edit-match/tcg/m1',
  '/edit-match/vgc/m1',
  '/import-match',
  '/import-replay',
  '/import-limitless',
  '/analytics/tcg/matches',
  '/analytics/tcg/decks',
  '/analytics/vgc/matches',
  '/analytics/vgc/teams',
  '/analytics/global',
  '/analytics/global/comparison',
  '/analytics/global/matrix',
  // Issue 29: the VGC community screen, an extension of the spec's community routes.
  '/analytics/global/vgc',
  '/lists',
  '/decks',
  '/lists-vgc',
  '/teams',
  '/decks/new',
  '/decks/edit/d1',
  '/decks/d1',
  '/teams/new',
  '/teams/edit/t1',
  '/teams/import',
  '/friends',
  '/friends/u1',
  '/match-groups',
  '/admin/hub',
  '/admin/feedback',
  '/admin/managers',
  '/admin/decks',
  '/admin/deck-categories',
  '/admin/restricted-pokemon',
  // Issue 29: VGC regulations kept by admins.
  '/admin/regulations',
  '/admin/deck-categorization',
  '/admin/seasons',
  '/admin/matches',
];

const EXPECTED_REDIRECTS: [string, string][] = [
  ['/admin', '/admin/hub'],
  ['/analytics', '/analytics/tcg/matches'],
  ['/analytics-vgc', '/analytics/vgc/matches'],
  ['/vgc-match-analytics', '/analytics/vgc/matches'],
  ['/tcg-match-analytics', '/analytics/tcg/matches'],
  ['/tcg-deck-analytics', '/analytics/tcg/decks'],
  ['/vgc-team-analytics', '/analytics/vgc/teams'],
  ['/log-match', '/log-match/tcg'],
  ['/log-match-vgc', '/log-match/vgc'],
  ['/analytics/decks', '/analytics/tcg/decks'],
];

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  while (!router.state.initialized || router.state.navigation.state !== 'idle') {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is a declared route, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches[matches.length - 1];
    expect(leaf?.route.path).not.toBe('*');
  });

  it('sends unknown paths to the catch-all', () => {
    const matches = matchRoutes(routes, '/no-such-page') ?? [];
    expect(matches[matches.length - 1]?.route.path).toBe('*');
  });

  it('has exactly the redirect aliases of the spec', () => {
    expect(REDIRECTS.map(({ from, to }) => [from, to])).toEqual(EXPECTED_REDIRECTS);
  });

  it.each(EXPECTED_REDIRECTS)('%s redirects to %s, keeping the query string', async (from, to) => {
    const router = createMemoryRouter(routes, { initialEntries: [`${from}?season=current`] });
    await settle(router);
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.location.search).toBe('?season=current');
    router.dispose();
  });

  it('redirects on in-app navigation too', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/patch-notes'] });
    await settle(router);
    await router.navigate('/log-match-vgc');
    await settle(router);
    expect(router.state.location.pathname).toBe('/log-match/vgc');
    router.dispose();
  });
});
