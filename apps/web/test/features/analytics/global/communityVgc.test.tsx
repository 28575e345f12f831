import type { VgcCommunity } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

const record = (matches: number, wins: number, losses: number, ties: number, small = false) => ({
  matches,
  usage: matches / 30,
  players: 2,
  wins,
  losses,
  ties,
  rate: (wins + ties / 3) / matches,
  interval: { low: 0.3, high: 0.8 },
  small,
});

/** 25 Pokémon (so the table shows its first 20), a pair, and two restricted cores, contract-shaped. */
const VGC: VgcCommunity = {
  totalMatches: 32,
  teamMatches: 30,
  players: 4,
  regulations: [
    { regulation: 'Regulation I', matches: 20 },
    { regulation: 'Regulation G', matches: 12 },
  ],
  pokemon: [
    { pokemon: 'Incineroar', ...record(30, 18, 10, 2) },
    { pokemon: 'Calyrex-Shadow', ...record(15, 9, 6, 0) },
    { pokemon: 'Calyrex-Ice', ...record(6, 2, 4, 0, true) },
    ...Array.from({ length: 22 }, (_, i) => ({ pokemon: `Pokémon ${i + 1}`, ...record(3, 1, 2, 0, true) })),
  ],
  pairs: [{ pokemon: ['Calyrex-Shadow', 'Incineroar'], ...record(15, 9, 6, 0) }],
  restrictedCores: [
    { pokemon: ['Calyrex-Shadow', 'Miraidon'], ...record(15, 9, 6, 0) },
    { pokemon: [], ...record(9, 4, 5, 0, true) },
  ],
  bringLead: [],
};

const EMPTY: VgcCommunity = {
  totalMatches: 0,
  teamMatches: 0,
  players: 0,
  regulations: [],
  pokemon: [],
  pairs: [],
  restrictedCores: [],
  bringLead: [],
};

function vgcServer(answer: (url: string) => VgcCommunity = () => VGC) {
  const urls: string[] = [];
  stubApi((url) => {
    urls.push(url);
    if (url === '/api/auth/user') return jsonResponse({ msg: 'No token' }, 401);
    if (url.startsWith('/api/analytics/global/vgc')) return jsonResponse(answer(url));
    if (url.startsWith('/api/seasons')) return jsonResponse([]);
    return undefined;
  });
  return urls;
}

function open(path: string) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path);
}

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

describe('VGC community screen (/analytics/global/vgc)', () => {
  it('shows Pokémon, pairs and restricted cores with usage, rate and interval to a guest', async () => {
    vgcServer();
    open('/analytics/global/vgc');
    expect(await screen.findByRole('heading', { name: 'VGC Community', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('vgc-pokemon-row')).toHaveLength(20));
    expect(screen.getByTestId('vgc-total-matches').textContent).toBe('32');
    expect(screen.getByTestId('vgc-players').textContent).toBe('4');
    expect(screen.getByTestId('vgc-team-matches').textContent).toBe('30');

    const pokemon = screen.getByRole('table', { name: 'Pokémon usage' });
    const first = within(pokemon).getAllByTestId('vgc-pokemon-row')[0]!;
    expect(within(first).getByText('Incineroar')).toBeTruthy();
    expect(texts(within(pokemon).getAllByTestId('vgc-pokemon-row-usage')).slice(0, 3)).toEqual([
      '100.0%',
      '50.0%',
      '20.0%',
    ]);
    // (18 + 2/3) / 30 = 62.2 %, its interval and count in its accessible name; a small sample greyed with n.
    const rates = within(pokemon).getAllByTestId('vgc-pokemon-row-rate');
    expect(within(rates[0]!).getByRole('img').getAttribute('aria-label')).toBe(
      '62.2%, 30 matches, 95% interval 30.0–80.0%',
    );
    expect(rates[2]!.textContent).toBe('33.3%(n=6)');
    expect(texts(within(pokemon).getAllByTestId('vgc-pokemon-row-record')).slice(0, 1)).toEqual(['18-10-2']);

    // The rest on request, by keyboard-reachable button.
    fireEvent.click(screen.getByRole('button', { name: 'Show all 25 Pokémon' }));
    await waitFor(() => expect(screen.getAllByTestId('vgc-pokemon-row')).toHaveLength(25));

    const pairs = screen.getByRole('table', { name: 'Pair usage' });
    expect(within(pairs).getByText('Calyrex-Shadow + Incineroar')).toBeTruthy();
    const cores = screen.getByRole('table', { name: 'Restricted core usage' });
    const coreRows = within(cores).getAllByTestId('vgc-core-row');
    expect(within(coreRows[0]!).getByText('Calyrex-Shadow + Miraidon')).toBeTruthy();
    expect(within(coreRows[1]!).getByText('No restricted Pokémon')).toBeTruthy();
    expect(texts(within(cores).getAllByTestId('vgc-core-row-usage'))).toEqual(['50.0%', '30.0%']);
    // Sprites drawn as the rest of the app draws them, decorative beside the name.
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('');
    // Wide tables scroll in a named, focusable region.
    expect(screen.getByRole('region', { name: 'Pokémon usage' }).getAttribute('tabindex')).toBe('0');
  });

  it('is a tab of the community screens and sends the filters and regulation to the server', async () => {
    const urls = vgcServer();
    open('/analytics/global/vgc?minMatches=5&from=2025-03-01&convention=exclude&regulation=Regulation%20G');
    await waitFor(() => expect(screen.getAllByTestId('vgc-pokemon-row').length).toBeGreaterThan(0));
    expect(screen.getByRole('tab', { name: 'VGC' }).getAttribute('aria-selected')).toBe('true');
    const asked = urls.find((u) => u.startsWith('/api/analytics/global/vgc'))!;
    const params = new URL(asked, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      from: '2025-03-01',
      convention: 'exclude',
      minMatches: '5',
      regulation: 'Regulation G',
    });
    expect((screen.getByLabelText('Regulation', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Regulation G (12)',
    );
  });

  it('says when nothing is counted, and resets the filters with the regulation', async () => {
    const urls = vgcServer(() => EMPTY);
    open('/analytics/global/vgc?regulation=Regulation%20H&from=2025-03-01');
    expect(await screen.findByText('No community matches in these filters')).toBeTruthy();
    // The empty state's reset (the filter bar's does the same).
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
    expect(await screen.findByText('No VGC community data yet')).toBeTruthy();
    const last = new URL(urls.filter((u) => u.startsWith('/api/analytics/global/vgc')).at(-1)!, 'http://x');
    expect(last.searchParams.get('regulation')).toBeNull();
    expect(last.searchParams.get('from')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log a Match' }).getAttribute('href')).toBe('/log-match/vgc');
  });
});
