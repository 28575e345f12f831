import { analyticsQuerySchema, vgcPersonalAnalytics } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../../renderApp.tsx';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
});

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf', 'Flutter Mane', 'Incineroar'];
const BROUGHT = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'];
const team = (_id: string, name: string, torkoal: string[]) => ({
  _id,
  name,
  format: 'VGC 2025 Reg H',
  pokemon: SUN.map((species, i) => ({
    id: `${_id}-${i}`,
    species,
    teraType: species === 'Torkoal' ? 'Fire' : '',
    moves: species === 'Torkoal' ? torkoal : [],
  })),
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const TEAMS = [
  team('local_sun', 'Sun', ['Eruption', 'Heat Wave', 'Protect', 'Earth Power']),
  team('local_alt', 'Sun Alt', ['Eruption', 'Heat Wave', 'Protect', 'Solar Beam']),
];
const game = (result: 'win' | 'loss', extra: object = {}) => ({
  result,
  leadPokemon: ['Torkoal', 'Lilligant-Hisui'],
  broughtPokemon: BROUGHT,
  opponentLeadPokemon: ['Pelipper', 'Archaludon'],
  opponentBroughtPokemon: ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
  ...extra,
});
const stored = (n: number, teamId: string | null, date: string, games: object[]) => ({
  _id: `local_m${n}`,
  teamId,
  playerTeam: SUN,
  opponentTeam: [],
  opponentName: `Opponent ${n}`,
  format: 'VGC 2025 Reg H',
  bestOf: games.length > 1 ? 3 : 1,
  date,
  createdAt: `${date}T10:00:00.000Z`,
  games,
});

/**
 * The known set, by hand: W 1, 3 (2-1); L 2; T 4 (a 1-1 kept in the browser, typed with Sun's six) → 2-1-1: 50.0 %
 * with ties as losses, (2 + ⅓) / 4 = 58.3 % as a third, 2 / 3 = 66.7 % excluded. Games 1 + 1 + 3 + 2 = 7, 4-3, all
 * led with Torkoal + Lilligant-Hisui (57.1 %). Torkoal's team sheets over the 5 games of matches logged with a team:
 * Eruption, Heat Wave, Protect 5; Solar Beam (Sun Alt) 3; Earth Power (Sun) 2. Moves used (match 3's replays): Eruption
 * 3/3, Protect 1/3. Tera named only
 * in match 1 (one game): you terastallized in 100.0 %. Teams: Sun 1, 2 and the typed 4 → 1-1-1; Sun Alt 3 and the
 * typed 4 → 1-0-1. Spring (1–15 March) has 1–3: 2-1.
 */
const MATCHES = [
  stored(1, 'local_sun', '2025-03-03', [game('win', { teraPokemon: 'Torkoal', opponentTeraPokemon: 'Pelipper' })]),
  stored(2, 'local_sun', '2025-03-05', [game('loss')]),
  stored(3, 'local_alt', '2025-03-12', [
    game('win', { movesUsed: [{ pokemon: 'Torkoal', moves: ['Eruption', 'Protect'] }] }),
    game('loss', { movesUsed: [{ pokemon: 'Torkoal', moves: ['Eruption'] }] }),
    game('win', { movesUsed: [{ pokemon: 'Torkoal', moves: ['Eruption'] }] }),
  ]),
  stored(4, null, '2025-03-20', [game('win'), game('loss')]),
];
const SEASONS = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Spring 2025',
    startDate: '2025-03-01',
    endDate: '2025-03-15',
    isCurrent: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

function seedBrowser() {
  localStorage.setItem(STORAGE_KEYS.vgcMatches, JSON.stringify(MATCHES));
  localStorage.setItem(STORAGE_KEYS.teams, JSON.stringify(TEAMS));
}

function publicApi(url: string) {
  if (url.startsWith('/api/seasons')) return jsonResponse(SEASONS);
  if (url.startsWith('/api/restricted-pokemon')) return jsonResponse([]);
  return undefined;
}

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const rows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map(text);
const moves = () =>
  within(screen.getByRole('region', { name: 'Moves of Torkoal' }))
    .getAllByTestId(/^vgc-move/)
    .map(text);

describe('VGC match analytics (/analytics/vgc/matches)', () => {
  it('shows a guest the numbers of the matches and teams stored in the browser', async () => {
    seedBrowser();
    stubApi(publicApi);
    renderApp('/analytics/vgc/matches?convention=loss');
    expect(text(await screen.findByTestId('vgc-overall-record'))).toBe('2-1-1');
    expect(text(screen.getByTestId('vgc-overall-rate'))).toBe('50.0%(n=4)');
    expect(text(screen.getByTestId('vgc-overall-matches'))).toBe('4');
    expect(text(screen.getByTestId('vgc-overall-games'))).toBe('7');
    expect(screen.getByText(/Computed in this browser/)).toBeTruthy();
    expect(rows('Lead pairs')).toEqual([expect.stringMatching(/^Lilligant-Hisui \+ Torkoal\s*4-3\s*57\.1%\(n=7\)/)]);
    expect(rows('Brought Pokémon')[0]).toMatch(/^Farigiraf\s*100\.0%\s*4-3\s*57\.1%/);
    expect(rows('Brought Pokémon').find((r) => r.startsWith('Torkoal'))).toMatch(/^Torkoal\s*100\.0%\s*4-3/);
    expect(rows('Against opposing Pokémon')).toHaveLength(4);
    expect(rows('Opponent lead pairs')[0]).toMatch(/^Archaludon \+ Pelipper\s*100\.0%\s*4-3/);
    // Moves used: only match 3's three games, imported from replays (issue 29); the sheets are a view of their own.
    expect(screen.getByText(/From the 3 of 7 games imported from Showdown replays/)).toBeTruthy();
    expect(moves()).toEqual(['Eruption100.0%', 'Protect33.3%']);
    expect(
      text(within(screen.getByRole('region', { name: 'Team sheet moves of Torkoal' })).getByTestId('vgc-sheet-moves')),
    ).toBe('Eruption, Heat Wave, Protect, Solar Beam (3 games), Earth Power (2 games)');
    expect(screen.getByText('You terastallized in 100.0% of 1 game')).toBeTruthy();
    expect(screen.getByText('Opponents terastallized in 100.0% of 1 game')).toBeTruthy();
    // No Champions game, no Mega Evolution recorded: no Mega section (issue 29).
    expect(screen.queryByText('Mega Evolution')).toBeNull();
    expect(text(screen.getByRole('table', { name: 'Record by season' }))).toContain('Spring 2025');
    expect(text(screen.getByRole('table', { name: 'Record by season' }))).toContain('2-1');

    fireEvent.click(screen.getByRole('radio', { name: 'As ⅓ win' }));
    await waitFor(() => expect(text(screen.getByTestId('vgc-overall-rate'))).toBe('58.3%(n=4)'));
    fireEvent.click(screen.getByRole('radio', { name: 'Excluded' }));
    await waitFor(() => expect(text(screen.getByTestId('vgc-overall-rate'))).toBe('66.7%(n=3)'));
  });

  it('shows a member the server answer for the filters asked (the core composite over the same data)', async () => {
    const query = analyticsQuerySchema.parse({ bestOf: '3', convention: 'loss' });
    const answer = vgcPersonalAnalytics(MATCHES, { query, seasons: SEASONS, teams: TEAMS });
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/auth/user')) return jsonResponse(TEST_USER);
      if (url.startsWith('/api/vgcmatches/stats')) return jsonResponse(answer);
      if (url.startsWith('/api/teams')) return jsonResponse([]);
      return publicApi(url);
    });
    renderApp('/analytics/vgc/matches?bestOf=3&convention=loss', { user: TEST_USER });
    // Bo3: match 3 (W) and the 1-1 (T).
    expect(text(await screen.findByTestId('vgc-overall-record'))).toBe('1-0-1');
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/vgcmatches/stats'));
    expect(asked).toBe('/api/vgcmatches/stats?bestOf=3&convention=loss');
    expect(screen.queryByText(/Computed in this browser/)).toBeNull();
  });

  it('shows Mega Evolution in place of Tera for Pokémon Champions matches (issue 29)', async () => {
    const champions = (n: number, games: object[]) => ({
      ...stored(n, null, '2026-05-02', games),
      format: 'VGC 2026 Reg M-A',
    });
    localStorage.setItem(
      STORAGE_KEYS.vgcMatches,
      JSON.stringify([
        champions(1, [game('win', { megaPokemon: 'Torkoal', opponentMegaPokemon: 'Archaludon' })]),
        champions(2, [game('loss', { opponentMegaPokemon: 'Pelipper' }), game('loss')]),
      ]),
    );
    stubApi(publicApi);
    renderApp('/analytics/vgc/matches?convention=loss');
    expect(await screen.findByText('Mega Evolution')).toBeTruthy();
    expect(screen.getByText('You Mega Evolved in 100.0% of 1 game')).toBeTruthy();
    expect(screen.getByText('Opponents Mega Evolved in 66.7% of 3 games')).toBeTruthy();
    expect(text(screen.getByRole('table', { name: 'Your Mega Evolved Pokémon' }))).toMatch(/^Torkoal\s*1-0\s*100\.0%/);
    expect(screen.queryByText('Tera')).toBeNull();
  });

  it('says what to do with no matches, and when the filters leave none', async () => {
    stubApi(publicApi);
    const view = renderApp('/analytics/vgc/matches');
    await screen.findByText('No VGC matches yet');
    expect(screen.getByRole('link', { name: 'Log a Match' }).getAttribute('href')).toBe('/log-match/vgc');
    view.unmount();

    seedBrowser();
    renderApp('/analytics/vgc/matches?from=2026-01-01&convention=loss');
    await screen.findByText('No matches match these filters');
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
    expect(text(await screen.findByTestId('vgc-overall-record'))).toBe('2-1-1');
  });
});

describe('VGC team analytics (/analytics/vgc/teams)', () => {
  it('shows one card per team, and a card opens the matches screen filtered to that team', async () => {
    seedBrowser();
    stubApi(publicApi);
    const { router } = renderApp('/analytics/vgc/teams?convention=loss');
    const sun = await screen.findByRole('article', { name: 'Sun' });
    expect(text(within(sun).getByTestId('vgc-team-record'))).toBe('1-1-1');
    expect(text(sun)).toMatch(/Most common lead\s*Torkoal \+ Lilligant-Hisui/);
    const alt = screen.getByRole('article', { name: 'Sun Alt' });
    expect(text(within(alt).getByTestId('vgc-team-record'))).toBe('1-0-1');

    fireEvent.click(within(sun).getByRole('button', { name: 'Sun: open its match analytics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/vgc/matches'));
    expect(new URLSearchParams(router.state.location.search).get('teamId')).toBe('local_sun');
    await waitFor(() => expect(text(screen.getByTestId('vgc-overall-record'))).toBe('1-1-1'));
  });
});
