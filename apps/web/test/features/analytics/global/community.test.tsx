import {
  matrixCsv,
  type CommunityMatrix,
  type CommunityMeta,
  type DeckCategory,
  type PublicUser,
} from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

function category(_id: string, name: string, keywords: string[], sprites: string[]): DeckCategory {
  return {
    _id,
    name,
    sprites,
    keywords,
    coreCards: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const CATEGORIES = [
  category(A, 'Charizard ex', ['charizard'], ['charizard', 'pidgeot']),
  category(C, 'Gardevoir ex', ['gardevoir'], ['gardevoir']),
  category(B, 'Lugia VSTAR', ['lugia'], ['lugia']),
];

/**
 * A small community, contract-shaped. Matrix (rows: your deck): A–B 6-3-1 (60 %, ties as losses), B–A 3-6-1 (30 %),
 * A–C 2-1-0 (⅔, small), C–A 1-2-0 (⅓, small), the A mirror 1-1-0; B and C never met.
 */
const MATRIX: CommunityMatrix = {
  archetypes: [
    { categoryId: A, name: 'Charizard ex', sprites: ['charizard', 'pidgeot'], matches: 14 },
    { categoryId: B, name: 'Lugia VSTAR', sprites: ['lugia'], matches: 10 },
    { categoryId: C, name: 'Gardevoir ex', sprites: ['gardevoir'], matches: 3 },
  ],
  cells: [
    { row: A, col: A, wins: 1, losses: 1, ties: 0, matches: 2, rate: null, interval: null, small: false },
    {
      row: A,
      col: B,
      wins: 6,
      losses: 3,
      ties: 1,
      matches: 10,
      rate: 0.6,
      interval: { low: 0.31, high: 0.83 },
      small: false,
    },
    {
      row: A,
      col: C,
      wins: 2,
      losses: 1,
      ties: 0,
      matches: 3,
      rate: 2 / 3,
      interval: { low: 0.21, high: 0.94 },
      small: true,
    },
    {
      row: B,
      col: A,
      wins: 3,
      losses: 6,
      ties: 1,
      matches: 10,
      rate: 0.3,
      interval: { low: 0.11, high: 0.6 },
      small: false,
    },
    {
      row: C,
      col: A,
      wins: 1,
      losses: 2,
      ties: 0,
      matches: 3,
      rate: 1 / 3,
      interval: { low: 0.06, high: 0.79 },
      small: true,
    },
  ],
  totalMatches: 20,
};

const META: CommunityMeta = {
  totalMatches: 20,
  players: 5,
  uncategorizedMatches: 4,
  archetypes: [
    {
      categoryId: A,
      name: 'Charizard ex',
      sprites: ['charizard', 'pidgeot'],
      appearances: 16,
      share: 0.4,
      wins: 9,
      losses: 4,
      ties: 1,
      rate: 9 / 14,
      interval: { low: 0.39, high: 0.84 },
      small: false,
    },
    {
      categoryId: B,
      name: 'Lugia VSTAR',
      sprites: ['lugia'],
      appearances: 12,
      share: 0.3,
      wins: 3,
      losses: 6,
      ties: 1,
      rate: 0.3,
      interval: { low: 0.11, high: 0.6 },
      small: false,
    },
    {
      categoryId: C,
      name: 'Gardevoir ex',
      sprites: ['gardevoir'],
      appearances: 4,
      share: 0.1,
      wins: 1,
      losses: 2,
      ties: 0,
      rate: 1 / 3,
      interval: { low: 0.06, high: 0.79 },
      small: true,
    },
  ],
  trend: [
    { period: '2025-03-03', totalAppearances: 20, shares: { [A]: 0.5, [B]: 0.3 } },
    { period: '2025-03-10', totalAppearances: 20, shares: { [A]: 0.3, [B]: 0.3, [C]: 0.2 } },
  ],
};

const EMPTY_META: CommunityMeta = { totalMatches: 0, players: 0, uncategorizedMatches: 0, archetypes: [], trend: [] };
const EMPTY_MATRIX: CommunityMatrix = { archetypes: [], cells: [], totalMatches: 0 };

function communityServer(
  meta: CommunityMeta = META,
  matrix: CommunityMatrix = MATRIX,
  user: PublicUser | null = null,
  extra: (url: string) => Response | undefined = () => undefined,
) {
  const urls: string[] = [];
  const fetchMock = stubApi((url) => {
    urls.push(url);
    if (url === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ msg: 'No token' }, 401);
    if (url.startsWith('/api/analytics/global/meta')) return jsonResponse(meta);
    if (url.startsWith('/api/analytics/global/matrix')) return jsonResponse(matrix);
    if (url.startsWith('/api/deck-categories')) return jsonResponse({ categories: CATEGORIES });
    if (url.startsWith('/api/seasons')) return jsonResponse([]);
    return extra(url);
  });
  return { urls, fetchMock };
}

function open(path: string, user?: PublicUser) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path, user ? { user } : {});
}

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

describe('community meta screen (/analytics/global)', () => {
  it('shows counts and meta share rows for a guest, with the small sample greyed', async () => {
    communityServer();
    open('/analytics/global');
    expect(await screen.findByRole('heading', { name: 'Community Meta', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('meta-row')).toHaveLength(3));
    expect(screen.getByTestId('meta-total-matches').textContent).toBe('20');
    expect(screen.getByTestId('meta-players').textContent).toBe('5');
    expect(screen.getByTestId('meta-uncategorized').textContent).toBe('4');
    expect(texts(screen.getAllByTestId('meta-share'))).toEqual(['40.0%', '30.0%', '10.0%']);
    expect(texts(screen.getAllByTestId('meta-appearances'))).toEqual(['16', '12', '4']);
    expect(texts(screen.getAllByTestId('meta-record'))).toEqual(['9-4-1', '3-6-1', '1-2']);
    const rates = screen.getAllByTestId('meta-rate');
    // 9/14 = 64.29 %; 1/3 = 33.3 % from 3 matches: greyed with its count.
    expect(rates[0]!.textContent).toBe('64.3%');
    expect(rates[2]!.textContent).toBe('33.3%(n=3)');
    expect(rates[2]!.querySelector('[data-small]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meta share over time' })).toBeTruthy();
  });

  it('sends the filters and the minimum sample to the server', async () => {
    const { urls } = communityServer();
    open('/analytics/global?minMatches=5&from=2025-03-01&convention=exclude');
    await waitFor(() => expect(screen.getAllByTestId('meta-row')).toHaveLength(3));
    const meta = urls.find((u) => u.startsWith('/api/analytics/global/meta'))!;
    const params = new URL(meta, 'http://x').searchParams;
    expect(params.get('minMatches')).toBe('5');
    expect(params.get('from')).toBe('2025-03-01');
    expect(params.get('convention')).toBe('exclude');
    expect((screen.getByRole('textbox', { name: 'Minimum sample' }) as HTMLInputElement).value).toBe('5');
  });

  it('estimates Bo1 and Bo3 from the meta field, follows edited weights and resets to the meta', async () => {
    communityServer();
    open('/analytics/global');
    await waitFor(() => expect(screen.getByTestId('expected-bo1').textContent).not.toBe('—'));
    // Deck Charizard ex, field 40/30/10: mirror 0.5, vs Lugia 0.6, vs Gardevoir ⅔.
    // Bo1 = (0.4·0.5 + 0.3·0.6 + 0.1·⅔) / 0.8 = 0.55833; Bo3 per matchup p²(3−2p): 0.5, 0.648, 20/27
    // → (0.2 + 0.1944 + 0.074074) / 0.8 = 0.58559.
    expect(screen.getByTestId('expected-bo1').textContent).toBe('55.8%');
    expect(screen.getByTestId('expected-bo3').textContent).toBe('58.6%');
    expect(screen.getByTestId('expected-coverage').textContent).toBe('100.0%');
    const rows = screen.getAllByTestId('expected-row');
    expect(texts(rows.map((r) => r.querySelectorAll('td')[2] as HTMLElement))).toEqual(['Mirror', '60.0%', '66.7%']);

    // Gardevoir out of the field: (0.2 + 0.18) / 0.7 = 0.542857.
    const gardevoir = screen.getByRole('textbox', { name: 'Field share of Gardevoir ex' });
    gardevoir.focus();
    fireEvent.change(gardevoir, { target: { value: '0' } });
    await waitFor(() => expect(screen.getByTestId('expected-bo1').textContent).toBe('54.3%'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to meta' }));
    await waitFor(() => expect(screen.getByTestId('expected-bo1').textContent).toBe('55.8%'));
  });

  it("blends in a guest's own record by the archetype of their opponents' deck names", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.tcgMatches,
      JSON.stringify([
        {
          _id: 'local_1',
          opponentDeck: 'Lugia Archeops',
          date: '2025-03-04',
          format: 'Bo1',
          games: [{ result: 'win' }],
        },
        { _id: 'local_2', opponentDeck: 'lugia', date: '2025-03-05', format: 'Bo1', games: [{ result: 'win' }] },
        { _id: 'local_3', opponentDeck: 'Rogue box', date: '2025-03-06', format: 'Bo1', games: [{ result: 'loss' }] },
      ]),
    );
    communityServer();
    open('/analytics/global');
    await waitFor(() => expect(screen.getByTestId('expected-bo1').textContent).toBe('55.8%'));
    fireEvent.click(screen.getByRole('switch', { name: /Include my own matchup record/ }));
    // Lugia: yours 2-0 (100 %), community 60 %, half each → 80 %. Bo1 = (0.2 + 0.3·0.8 + 0.1·⅔) / 0.8 = 0.63333.
    await waitFor(() => expect(screen.getByTestId('expected-bo1').textContent).toBe('63.3%'));
    expect(screen.getByTestId('personal-summary').textContent).toBe(
      '2 of your matches are against a known archetype, 1 against decks with no category.',
    );
    const lugia = screen.getAllByTestId('expected-row').find((r) => r.dataset.category === B)!;
    expect(within(lugia).getByText('100.0%')).toBeTruthy();
    expect(within(lugia).getByText('80.0%')).toBeTruthy();
  });

  it('says so when the community has no data yet', async () => {
    communityServer(EMPTY_META, EMPTY_MATRIX);
    open('/analytics/global');
    expect(await screen.findByText('No community data yet')).toBeTruthy();
    expect(screen.getByTestId('meta-total-matches').textContent).toBe('0');
  });

  it('says so when matches exist but no category matches their deck names', async () => {
    communityServer({ ...EMPTY_META, totalMatches: 7, players: 2, uncategorizedMatches: 7 }, EMPTY_MATRIX);
    open('/analytics/global');
    expect(await screen.findByText('No archetypes yet')).toBeTruthy();
    expect(
      screen.getByText(/7 matches are counted, but none of their deck names belongs to a deck category/),
    ).toBeTruthy();
  });
});

describe('matchup matrix screen (/analytics/global/matrix)', () => {
  const cellRows = () =>
    screen.getAllByTestId('matrix-row').map((row) => texts([...row.querySelectorAll<HTMLElement>('th, td')]));

  it('shows each cell as rate and W-L-T, greys small samples, shades mirrors and colours by rate', async () => {
    communityServer();
    open('/analytics/global/matrix');
    await waitFor(() => expect(screen.getAllByTestId('matrix-row')).toHaveLength(3));
    expect(texts(screen.getAllByTestId('matrix-col'))).toEqual(['Charizard ex', 'Lugia VSTAR', 'Gardevoir ex']);
    expect(cellRows()).toEqual([
      ['Charizard ex', 'Mirror (1-1-0)', '60.0% (6-3-1)', '66.7% (2-1-0)'],
      ['Lugia VSTAR', '30.0% (3-6-1)', '—', '—'],
      ['Gardevoir ex', '33.3% (1-2-0)', '—', '—'],
    ]);
    const [charizard, lugia] = screen.getAllByTestId('matrix-row');
    const [mirror, vsLugia, vsGardevoir] = within(charizard!).getAllByTestId('matrix-cell');
    expect(mirror!.dataset.mirror).toBe('true');
    expect(vsGardevoir!.dataset.small).toBe('true');
    expect(vsGardevoir!.dataset.tone).toBeUndefined();
    expect(vsLugia!.dataset.tone).toBe('favoured');
    expect(within(lugia!).getAllByTestId('matrix-cell')[0]!.dataset.tone).toBe('unfavoured');
  });

  it('exports exactly the cells on screen as CSV', async () => {
    communityServer();
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:matrix';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^community_matrix_\d{4}-\d{2}-\d{2}\.csv$/);
    });
    open('/analytics/global/matrix');
    await waitFor(() => expect(screen.getAllByTestId('matrix-row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await saved!.text();
    expect(text).toBe('\uFEFF' + matrixCsv(MATRIX));
    // …and the CSV's rows are the screen's rows.
    const csvRows = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(csvRows).toEqual([['Archetype', ...texts(screen.getAllByTestId('matrix-col'))], ...cellRows()]);
  });

  it('has an empty state and no export without data', async () => {
    communityServer(EMPTY_META, EMPTY_MATRIX);
    open('/analytics/global/matrix');
    expect(await screen.findByText('No community data yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('archetype comparison screen (/analytics/global/comparison)', () => {
  it('compares the two most played archetypes by default: share, win rate, best and worst matchups', async () => {
    communityServer();
    open('/analytics/global/comparison');
    await waitFor(() => expect(screen.getAllByTestId('comparison-card')).toHaveLength(2));
    const [charizard, lugia] = screen.getAllByTestId('comparison-card');
    expect(within(charizard!).getByTestId('comparison-share').textContent).toBe('40.0%');
    expect(within(charizard!).getByTestId('comparison-rate').textContent).toBe('64.3%');
    // Against Gardevoir (66.7 %) is under the minimum sample: the best and worst are both Lugia.
    expect(within(charizard!).getByTestId('comparison-best').textContent).toBe('vs Lugia VSTAR: 60.0% (6-3-1)');
    expect(within(charizard!).getByTestId('comparison-worst').textContent).toBe('vs Lugia VSTAR: 60.0% (6-3-1)');
    expect(within(lugia!).getByTestId('comparison-best').textContent).toBe('vs Charizard ex: 30.0% (3-6-1)');
    expect(screen.getByRole('region', { name: 'Head to head' })).toBeTruthy();
  });

  it('takes the archetypes from the URL, and says when a matchup has too few matches', async () => {
    communityServer();
    open(`/analytics/global/comparison?archetypes=${C},${A},${B}`);
    await waitFor(() => expect(screen.getAllByTestId('comparison-card')).toHaveLength(3));
    const [gardevoir] = screen.getAllByTestId('comparison-card');
    expect(within(gardevoir!).getByTestId('comparison-share').textContent).toBe('10.0%');
    expect(within(gardevoir!).getByTestId('comparison-best').textContent).toBe('Not enough matches yet');
  });
});
