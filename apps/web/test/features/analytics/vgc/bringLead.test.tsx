import {
  analyticsQuerySchema,
  vgcBringLeadAdvice,
  vgcBringLeadGamesWithin,
  vgcPersonalAnalytics,
} from '@trainerlog/core';
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

const MINE = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

const game = (result: 'win' | 'loss', leads: string[], theirLeads: string[], theirs: string[]) => ({
  result,
  leadPokemon: leads,
  broughtPokemon: [...leads, ...MINE.filter((p) => !leads.includes(p)).slice(0, 2)],
  opponentLeadPokemon: theirLeads,
  opponentBroughtPokemon: theirs,
});
const stored = (n: number, opponentTeam: string[], games: object[]) => ({
  _id: `local_m${n}`,
  teamId: null,
  playerTeam: MINE,
  opponentTeam,
  opponentName: `Opponent ${n}`,
  format: 'VGC 2025 Reg H',
  bestOf: games.length > 1 ? 3 : 1,
  date: `2025-03-0${n}`,
  createdAt: `2025-03-0${n}T10:00:00.000Z`,
  games,
});

/**
 * By hand: against sun (match 1, Bo3 2-1; match 2 typed with five of the six) Incineroar + Rillaboom led three games
 * (3-0) and Urshifu + Amoonguss one (0-1); against rain (match 3) Rillaboom + Flutter Mane one win. Rillaboom is
 * brought in all 5 games (4-1) and led 4 (4-0). Torkoal is in two previews: brought in all 4 games recorded, led in
 * 3 of 4, you 3-1.
 */
const MATCHES = [
  stored(1, SUN, [
    game(
      'win',
      ['Incineroar', 'Rillaboom'],
      ['Torkoal', 'Lilligant-Hisui'],
      ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
    ),
    game(
      'loss',
      ['Urshifu-Rapid-Strike', 'Amoonguss'],
      ['Torkoal', 'Flutter Mane'],
      ['Torkoal', 'Flutter Mane', 'Ursaluna', 'Walking Wake'],
    ),
    game(
      'win',
      ['Incineroar', 'Rillaboom'],
      ['Torkoal', 'Lilligant-Hisui'],
      ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Walking Wake'],
    ),
  ]),
  stored(
    2,
    ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Chi-Yu'],
    [
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Ursaluna', 'Farigiraf'],
        ['Torkoal', 'Ursaluna', 'Farigiraf', 'Chi-Yu'],
      ),
    ],
  ),
  stored(3, RAIN, [
    game(
      'win',
      ['Rillaboom', 'Flutter Mane'],
      ['Pelipper', 'Archaludon'],
      ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
    ),
  ]),
];

function publicApi(url: string) {
  if (url.startsWith('/api/seasons')) return jsonResponse([]);
  if (url.startsWith('/api/restricted-pokemon')) return jsonResponse([]);
  return undefined;
}

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const rows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map(text);

const PASTE = [
  'Torkoal @ Charcoal',
  'Ability: Drought',
  '- Eruption',
  '',
  'Lilligant-Hisui @ Focus Sash',
  'Ability: Chlorophyll',
  '- Close Combat',
  '',
  'Walking Wake @ Choice Specs',
  '- Draco Meteor',
  '',
  'Ursaluna @ Flame Orb',
  '- Facade',
].join('\n');

describe('Bring & lead (/analytics/vgc/teams?view=bring-lead)', () => {
  it('shows a guest their Pokémon brought and led, the opponent trends, and advises for a pasted team', async () => {
    localStorage.setItem(STORAGE_KEYS.vgcMatches, JSON.stringify(MATCHES));
    stubApi(publicApi);
    renderApp('/analytics/vgc/teams?view=bring-lead');
    await screen.findByRole('table', { name: 'Your Pokémon brought and led' });
    expect((screen.getByRole('radio', { name: 'Bring & lead' }) as HTMLInputElement).checked).toBe(true);
    expect(rows('Your Pokémon brought and led')[0]).toMatch(
      /^Rillaboom\s*5 of 5 \(100\.0%\)\s*80\.0%\(n=5\)\s*4 of 5 \(80\.0%\)\s*100\.0%\(n=4\)$/,
    );
    const torkoal = rows('Opponent trends').find((r) => r.startsWith('Torkoal'))!;
    expect(torkoal).toMatch(/^Torkoal\s*3-1\s*75\.0%\(n=4\)\s*4 of 4 \(100\.0%\)\s*3 of 4 \(75\.0%\)\s*75\.0%\(n=4\)$/);
    expect(rows('Lead pairs')[0]).toMatch(/^Incineroar \+ Rillaboom\s*3-0/);

    fireEvent.change(screen.getByRole('textbox', { name: "Opponent's team" }), { target: { value: PASTE } });
    fireEvent.click(screen.getByRole('button', { name: 'Advise' }));
    const summary = await screen.findByTestId('bring-lead-advice-summary');
    // The four pasted are in both sun previews: 4 games, 3-1.
    expect(text(summary)).toMatch(
      /^2 matches against teams sharing at least 4 of these · 3-1 in 4 games · your win rate\s*75\.0%\(n=4\)$/,
    );
    expect(text(screen.getByRole('group', { name: "The opponent's Pokémon as read" }))).toBe(
      'Read from the pasted team:TorkoalLilligant-HisuiWalking WakeUrsaluna',
    );
    expect(rows('Your lead pairs against this team')[0]).toMatch(/^Incineroar \+ Rillaboom\s*3-0/);
    expect(rows('Their leads')[0]).toMatch(/^Torkoal/);
    // The games behind the figures: each similar match links to its page.
    const behind = screen.getByRole('link', { name: 'Opponent 1, 2025-03-01' });
    expect(behind.getAttribute('href')).toBe('/edit-match/vgc/local_m1');
    expect(text(behind.parentElement!)).toBe('Opponent 1, 2025-03-01 · shares 4 of these · 2-1');
    expect(screen.getByRole('link', { name: 'Opponent 2, 2025-03-02' })).toBeTruthy();
  });

  it('tells when no match was against a similar team, and asks for names when the field is empty', async () => {
    localStorage.setItem(STORAGE_KEYS.vgcMatches, JSON.stringify(MATCHES));
    stubApi(publicApi);
    renderApp('/analytics/vgc/teams?view=bring-lead');
    const field = await screen.findByRole('textbox', { name: "Opponent's team" });
    fireEvent.click(screen.getByRole('button', { name: 'Advise' }));
    expect(await screen.findByText("Type or paste the opponent's Pokémon first.")).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Kyogre, Calyrex-Shadow, Tornadus, Chien-Pao, Urshifu, Rillaboom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advise' }));
    expect(text(await screen.findByTestId('bring-lead-advice-none'))).toBe(
      'No match of yours in these filters was against a team sharing 4 of these.',
    );
  });

  it("asks a member's server for the advice with the screen's filters", async () => {
    const query = analyticsQuerySchema.parse({ format: 'VGC 2025 Reg H' });
    const answer = vgcPersonalAnalytics(MATCHES, { query, seasons: [] });
    const advice = vgcBringLeadAdvice(MATCHES, SUN);
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/auth/user')) return jsonResponse(TEST_USER);
      if (url.startsWith('/api/vgcmatches/stats')) return jsonResponse(answer);
      if (url.startsWith('/api/vgcmatches/bring-lead-advice')) return jsonResponse(advice);
      if (url.startsWith('/api/teams')) return jsonResponse([]);
      return publicApi(url);
    });
    renderApp('/analytics/vgc/teams?view=bring-lead&format=VGC+2025+Reg+H', { user: TEST_USER });
    const field = await screen.findByRole('textbox', { name: "Opponent's team" });
    fireEvent.change(field, { target: { value: SUN.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Advise' }));
    await screen.findByTestId('bring-lead-advice-summary');
    await waitFor(() => {
      const asked = fetchMock.mock.calls
        .map(([url]) => String(url))
        .find((url) => url.startsWith('/api/vgcmatches/bring-lead-advice'));
      expect(asked).toBe(
        `/api/vgcmatches/bring-lead-advice?format=VGC+2025+Reg+H&convention=loss&opponent=${encodeURIComponent(SUN.join(',')).replaceAll('%20', '+')}`,
      );
    });
  });

  it("opens the games behind a guest's numbers: your Pokémon, a lead pair and an opponent trend", async () => {
    localStorage.setItem(STORAGE_KEYS.vgcMatches, JSON.stringify(MATCHES));
    stubApi(publicApi);
    renderApp('/analytics/vgc/teams?view=bring-lead');
    const own = await screen.findByRole('table', { name: 'Your Pokémon brought and led' });
    // Rillaboom led four games (4-0): match 3's, then match 2's, then match 1's games 1 and 3 — newest first.
    fireEvent.click(within(own).getByRole('button', { name: 'Rillaboom led: show the 4 games' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rillaboom: games it led' });
    await within(dialog).findByRole('table', { name: 'Games behind this number' });
    expect(text(within(dialog).getByText(/^4 games/))).toBe('4 games.');
    expect(rows('Games behind this number')).toEqual([
      'Mar 3, 2025Opponent 31Win',
      'Mar 2, 2025Opponent 21Win',
      'Mar 1, 2025Opponent 11Win',
      'Mar 1, 2025Opponent 13Win',
    ]);
    expect(within(dialog).getAllByRole('link')[0]!.getAttribute('href')).toBe('/edit-match/vgc/local_m3');
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A lead pair, in the order the row names it.
    const pairs = screen.getByRole('table', { name: 'Lead pairs' });
    fireEvent.click(within(pairs).getByRole('button', { name: 'Incineroar + Rillaboom led: show the 3 games' }));
    dialog = await screen.findByRole('dialog', { name: 'Incineroar + Rillaboom: games you led with both' });
    await within(dialog).findByRole('table', { name: 'Games behind this number' });
    expect(rows('Games behind this number')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // An opponent trend: the games they brought Torkoal, and the one you lost.
    const trends = screen.getByRole('table', { name: 'Opponent trends' });
    fireEvent.click(within(trends).getByRole('button', { name: 'Torkoal brought against you: show the 4 games' }));
    dialog = await screen.findByRole('dialog', { name: 'Torkoal: games the opponent brought it' });
    await within(dialog).findByRole('table', { name: 'Games behind this number' });
    expect(rows('Games behind this number').filter((r) => r.endsWith('Loss'))).toEqual(['Mar 1, 2025Opponent 12Loss']);
  });

  it("asks a member's server for the games behind a number with the screen's filters", async () => {
    const query = analyticsQuerySchema.parse({ format: 'VGC 2025 Reg H' });
    const answer = vgcPersonalAnalytics(MATCHES, { query, seasons: [] });
    const games = vgcBringLeadGamesWithin(MATCHES, { kind: 'opponent', pokemon: ['Torkoal'] }, { query });
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/auth/user')) return jsonResponse(TEST_USER);
      if (url.startsWith('/api/vgcmatches/stats')) return jsonResponse(answer);
      if (url.startsWith('/api/vgcmatches/bring-lead-games')) return jsonResponse(games);
      if (url.startsWith('/api/teams')) return jsonResponse([]);
      return publicApi(url);
    });
    renderApp('/analytics/vgc/teams?view=bring-lead&format=VGC+2025+Reg+H', { user: TEST_USER });
    const trends = await screen.findByRole('table', { name: 'Opponent trends' });
    fireEvent.click(within(trends).getByRole('button', { name: 'Against Torkoal: show the 4 games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Torkoal: games against a team preview showing it' });
    await within(dialog).findByRole('table', { name: 'Games behind this number' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(4);
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/vgcmatches/bring-lead-games'));
    expect(asked).toBe(
      '/api/vgcmatches/bring-lead-games?format=VGC+2025+Reg+H&convention=loss&kind=opponent&pokemon=Torkoal',
    );
  });
});
