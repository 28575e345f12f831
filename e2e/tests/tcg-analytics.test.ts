// Personal TCG analytics in a real browser against the real app: a member's known set of matches (logged through the
// API, plus one 1-1 tie the forms cannot enter, written to the database as imported data would be) shows hand-computed
// numbers on /analytics/tcg/matches — record, a matchup row, a turn-order split — and the rate follows the tie
// convention; the same matches kept in a guest's browser show the same numbers; the Decks screen shows each deck.
import type { TcgGameInput } from '@trainerlog/core';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_DATABASE, socketDirFor } from '../../apps/server/src/db/embedded.ts';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let member: TestMember;

const W = (wentFirst: boolean, extra: Partial<TcgGameInput> = {}): TcgGameInput => ({
  result: 'win',
  wentFirst,
  ...extra,
});
const L = (wentFirst: boolean): TcgGameInput => ({ result: 'loss', wentFirst });
const PRIZES: Partial<TcgGameInput> = {
  advancedDetails: {
    firstPrizeTakenBy: 'opponent',
    prizeOrder: ['opponent', 'opponent', 'player', 'player', 'player', 'player', 'player', 'player'],
    prizeContents: [],
  },
};

/**
 * The known set (March 2025), by hand: wins 1, 2, 4, 6; losses 3, 5; tie 7 → 4-2-1, 57.1 % with ties as losses,
 * (4 + ⅓) / 7 = 61.9 % as a third. 'lugia vstar' (the newest spelling of Lugia VSTAR) 2-1, 66.7 %, 3 matches.
 * Games going first: 1 W, 3 L, 4g1 W, 4g3 W, 5g2 L, 6 W, 7g2 L → 4-3 (57.1 %). Decks: Charizard ex 3-1, Gardevoir
 * ex 1-1-1.
 */
const SET: { deck: 'zard' | 'gard'; opponentDeck: string; date: string; games: TcgGameInput[] }[] = [
  { deck: 'zard', opponentDeck: 'Lugia VSTAR', date: '2025-03-03', games: [W(true)] },
  { deck: 'zard', opponentDeck: 'Lugia VSTAR', date: '2025-03-04', games: [W(false)] },
  { deck: 'zard', opponentDeck: 'lugia vstar', date: '2025-03-05', games: [L(true)] },
  { deck: 'zard', opponentDeck: 'Miraidon ex', date: '2025-03-10', games: [W(true), L(false), W(true)] },
  { deck: 'gard', opponentDeck: 'Miraidon ex', date: '2025-03-11', games: [L(false), L(true)] },
  { deck: 'gard', opponentDeck: 'Dragapult ex', date: '2025-03-12', games: [W(true, PRIZES)] },
  { deck: 'gard', opponentDeck: 'Dragapult ex', date: '2025-03-20', games: [W(false), L(true)] },
];
const DECK_NAMES = { zard: 'Charizard ex', gard: 'Gardevoir ex' } as const;
const SPRITES = { zard: 'charizard', gard: 'gardevoir' } as const;

/** The 1-1 tie: stored as an import would store it (the API requires a third game after 1-1). */
async function insertTie(userId: string, deckId: string, m: (typeof SET)[number]) {
  const client = new pg.Client({ host: socketDirFor(dataDir), user: 'postgres', database: APP_DATABASE });
  await client.connect();
  try {
    await client.query(
      `insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, format, date, games, wins, losses, result)
       values ($1, $2, $3, $4, 'Bo3', $5, $6, 1, 1, 'tie')`,
      [userId, deckId, DECK_NAMES.gard, m.opponentDeck, m.date, JSON.stringify(m.games)],
    );
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'tcgstats');
  const ids: Record<string, string> = {};
  for (const key of ['zard', 'gard'] as const) {
    const deck = await apiFor(baseURL, member).decks.create({ name: DECK_NAMES[key], pokemonSprite: SPRITES[key] });
    ids[key] = deck._id;
  }
  for (const m of SET.slice(0, 6)) {
    await apiFor(baseURL, member).tcgMatches.create({
      deckId: ids[m.deck],
      opponentDeck: m.opponentDeck,
      format: m.games.length > 1 ? 'Bo3' : 'Bo1',
      date: m.date,
      games: m.games,
    });
  }
  await insertTie(member.id, ids.gard!, SET[6]!);
});
afterAll(async () => {
  await browser?.close();
});

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

async function textOf(page: Page, testId: string) {
  return clean(await page.getByTestId(testId).textContent());
}

async function rowText(page: Page, table: string, name: string) {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name }).first();
  return clean(await row.textContent());
}

/** The checks of the known set on /analytics/tcg/matches, shared by the member and the guest. */
async function expectKnownNumbers(page: Page) {
  await expect.poll(() => textOf(page, 'tcg-overall-record')).toBe('4-2-1');
  expect(await textOf(page, 'tcg-overall-rate')).toBe('57.1%(n=7)');
  // Cells run together in textContent: name, W-L-T, rate (n), interval, matches.
  expect(await rowText(page, 'Matchups', 'lugia vstar')).toMatch(/^lugia vstar\s*2-1\s*66\.7%\(n=3\).*%\s*3$/);
  expect(await rowText(page, 'Turn order', 'Going first')).toMatch(/^Going first\s*4-3\s*57\.1%/);
  // The segmented control's radio is visually hidden; its label is what a player clicks.
  await page.locator('label', { hasText: 'As ⅓ win' }).click();
  await expect.poll(() => textOf(page, 'tcg-overall-rate')).toBe('61.9%(n=7)');
  expect(page.url()).toContain('convention=third');
}

describe('personal TCG analytics in the browser', () => {
  it('shows a member the numbers of their matches, and the rate follows the tie convention', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await signIn(page, member, '/analytics/tcg/matches?convention=loss');
      await expectKnownNumbers(page);
    } finally {
      await context.close();
    }
  });

  it('shows a guest the same numbers for the same matches kept in the browser', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await page.goto('/patch-notes');
      await page.evaluate(
        ([set, names, sprites]) => {
          const decks = Object.entries(names).map(([key, name]) => ({
            _id: `local_deck${key}`,
            name,
            pokemonSprite: (sprites as Record<string, string>)[key],
            cards: [],
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          }));
          const matches = (set as typeof SET).map((m, i) => ({
            _id: `local_match${i + 1}`,
            isLocal: true,
            createdAt: `${m.date}T10:00:00.000Z`,
            deckId: `local_deck${m.deck}`,
            deckName: (names as Record<string, string>)[m.deck],
            opponentDeck: m.opponentDeck,
            format: m.games.length > 1 ? 'Bo3' : 'Bo1',
            date: m.date,
            games: m.games,
          }));
          localStorage.setItem('trainerlog_decks', JSON.stringify(decks));
          localStorage.setItem('trainerlog_tcg_matches', JSON.stringify(matches));
        },
        [SET, DECK_NAMES, SPRITES] as const,
      );
      await page.goto('/analytics/tcg/matches?convention=loss');
      await expectKnownNumbers(page);
      // Computed off the page's main thread, in the app's worker (issue 28).
      expect(page.workers().map((worker) => worker.url())).toContainEqual(
        expect.stringContaining('/assets/coreWorker-'),
      );
    } finally {
      await context.close();
    }
  });

  it('shows each deck on the Decks screen, and one deck’s analytics when chosen', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    try {
      await signIn(page, member, '/analytics/tcg/decks?convention=loss');
      const zard = page.getByRole('article', { name: 'Charizard ex' });
      await expect.poll(async () => clean(await zard.getByTestId('tcg-deck-record').textContent())).toBe('3-1');
      expect(clean(await zard.textContent())).toMatch(/Best matchup\s*lugia vstar 66\.7% \(2-1\)/);
      const gard = page.getByRole('article', { name: 'Gardevoir ex' });
      expect(clean(await gard.getByTestId('tcg-deck-record').textContent())).toBe('1-1-1');
      await zard.getByRole('button', { name: 'View analytics of Charizard ex' }).click();
      await expect.poll(() => textOf(page, 'tcg-selected-deck')).toBe('Charizard ex');
      await expect.poll(() => textOf(page, 'tcg-overall-record')).toBe('3-1');
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
