// Community analytics in a real browser against the real app: two members' matches, logged through the API in a
// month no other suite uses (June 2021) and categorised by two categories whose keywords only these deck names
// contain, appear in the meta and the matrix with hand-computed numbers; the downloaded CSV equals the matrix on
// screen; a player who opts out of community statistics disappears from the counts, and comes back on opting in.
import fs from 'node:fs';
import type { TcgGameInput } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, type TcgMatchBody } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let first: TestMember;
let second: TestMember;

/** Unique words, so no other suite's deck names fall in these categories. */
const STAMP = Date.now().toString(36);
const ALPHA_WORD = `alpha${STAMP}`;
const BETA_WORD = `beta${STAMP}`;
const ALPHA = `Alpha ${STAMP}`;
const BETA = `Beta ${STAMP}`;
const RANGE = { from: '2021-06-01', to: '2021-06-30' };
const WINDOW = `from=${RANGE.from}&to=${RANGE.to}`;

const win = { result: 'win' } as const;
const loss = { result: 'loss' } as const;
const match = (deckName: string, opponentDeck: string, day: number, games: TcgGameInput[]): TcgMatchBody => ({
  deckName,
  opponentDeck,
  opponentDeckVariant: '',
  format: games.length > 1 ? 'Bo3' : 'Bo1',
  date: `2021-06-${String(day).padStart(2, '0')}`,
  notes: 'private note',
  games,
});

/**
 * First member (Alpha): beats Beta 3 times, loses once, and wins one mirror. Second member (Beta) against Alpha:
 * one win, one loss, and a Bo3 lost 1-2. So Alpha against Beta: 3+2 wins, 1+1 losses = 5-2-0 (71.4 %); Beta against
 * Alpha 2-5-0 (28.6 %); the Alpha mirror 1-1-0 (both seats). Decks seen: Alpha 4 + 2 (mirror) + 3 = 9, Beta 4 + 3
 * = 7, of 2 × 8 matches. Without the second member: Alpha against Beta 3-1-0 (75 %).
 */
const FIRST_MATCHES = [
  match(`${ALPHA_WORD} box`, `${BETA_WORD} Archeops`, 2, [win]),
  match(`${ALPHA_WORD} box`, `${BETA_WORD} Archeops`, 3, [win]),
  match(`${ALPHA_WORD} box`, `${BETA_WORD}`, 9, [win]),
  match(`${ALPHA_WORD} box`, `${BETA_WORD}`, 10, [loss]),
  match(`${ALPHA_WORD} box`, `${ALPHA_WORD} Pidgeot`, 11, [win]),
];
const SECOND_MATCHES = [
  match(`${BETA_WORD} Archeops`, `${ALPHA_WORD}`, 4, [win]),
  match(`${BETA_WORD} Archeops`, `${ALPHA_WORD}`, 5, [loss]),
  match(`${BETA_WORD} Archeops`, `${ALPHA_WORD} box`, 17, [win, loss, loss]),
];

let alphaId: string;
let betaId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await registerMember(baseURL, 'metaadmin');
  await setRole(dataDir, admin.username, 'admin');
  const create = (name: string, keyword: string, sprites: string[]) =>
    apiFor(baseURL, admin).deckCategories.create({ name, sprites, keywords: [keyword], coreCards: [] });
  alphaId = (await create(ALPHA, ALPHA_WORD, ['charizard', 'pidgeot']))._id;
  betaId = (await create(BETA, BETA_WORD, ['lugia']))._id;
  first = await registerMember(baseURL, 'metaone');
  second = await registerMember(baseURL, 'metatwo');
  for (const m of FIRST_MATCHES) await apiFor(baseURL, first).tcgMatches.create(m);
  for (const m of SECOND_MATCHES) await apiFor(baseURL, second).tcgMatches.create(m);
});
afterAll(async () => {
  await browser?.close();
});

/** The community figures as anyone (signed out) reads them. */
const publicApi = () => apiFor(baseURL);

async function setSharing(member: TestMember, share: boolean) {
  await apiFor(baseURL, member).auth.setCommunitySharing({ communityOptOut: !share });
}

/** The matrix table as text: the header row, then each row's name and cells. */
function matrixOnScreen(page: Page): Promise<string[][]> {
  return page.$$eval('[data-testid="matrix"] tr', (rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ),
  );
}

function cellOf(table: string[][], row: string, col: string): string {
  const c = table[0]!.indexOf(col);
  const r = table.find((cells) => cells[0] === row);
  if (c < 0 || !r) throw new Error(`No cell ${row} × ${col} in ${JSON.stringify(table)}`);
  return r[c]!;
}

async function readMatrix(page: Page) {
  await page.getByTestId('matrix').waitFor();
  return matrixOnScreen(page);
}

describe('community analytics in the browser', () => {
  it('shows seeded members’ matches in the matrix with the right cells, and exports exactly them as CSV', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await page.goto(`/analytics/global/matrix?${WINDOW}`);
      await expect.poll(async () => (await readMatrix(page))[0]!.includes(ALPHA)).toBe(true);
      const table = await readMatrix(page);
      expect(table[0]!.slice(1)).toEqual([ALPHA, BETA]);
      expect(cellOf(table, ALPHA, BETA)).toBe('71.4% (5-2-0)');
      expect(cellOf(table, BETA, ALPHA)).toBe('28.6% (2-5-0)');
      expect(cellOf(table, ALPHA, ALPHA)).toBe('Mirror (1-1-0)');
      expect(cellOf(table, BETA, BETA)).toBe('—');
      expect(await page.getByTestId('matrix-total-matches').textContent()).toBe('8');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^community_matrix_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const csvRows = csv
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
      expect(csvRows).toEqual([['Archetype', ...table[0]!.slice(1)], ...table.slice(1)]);

      // The same numbers as the API answer for the window (no user ids or notes in it).
      const api = await publicApi().community.matrix(RANGE);
      const text = JSON.stringify(api);
      expect(text).not.toContain(first.id);
      expect(text).not.toContain('private note');
      const cell = api.cells.find((c) => c.row === alphaId && c.col === betaId)!;
      expect([cell.wins, cell.losses, cell.ties]).toEqual([5, 2, 0]);
    } finally {
      await context.close();
    }
  });

  it('shows the meta counts and shares on a phone, and the comparison of the two archetypes', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    try {
      await page.goto(`/analytics/global?${WINDOW}`);
      await expect.poll(() => page.getByTestId('meta-total-matches').textContent()).toBe('8');
      expect(await page.getByTestId('meta-players').textContent()).toBe('2');
      expect(await page.getByTestId('meta-uncategorized').textContent()).toBe('0');
      const alpha = page.getByTestId('meta-row').filter({ hasText: ALPHA });
      // 9 of 16 decks seen = 56.25 %, 7 of 16 = 43.75 %.
      expect(await alpha.getByTestId('meta-appearances').textContent()).toBe('9');
      expect(await alpha.getByTestId('meta-share').textContent()).toBe('56.3%');
      const beta = page.getByTestId('meta-row').filter({ hasText: BETA });
      expect(await beta.getByTestId('meta-share').textContent()).toBe('43.8%');
      // Alpha's record against other decks, mirror left out: 5-2.
      expect(await alpha.getByTestId('meta-record').textContent()).toBe('5-2');

      await page.getByRole('tab', { name: 'Comparison' }).click();
      await page.waitForURL('**/analytics/global/comparison?**');
      await expect.poll(() => page.getByTestId('comparison-card').count()).toBe(2);
      const card = page.getByTestId('comparison-card').filter({ hasText: ALPHA });
      expect(await card.getByTestId('comparison-share').textContent()).toBe('56.3%');
    } finally {
      await context.close();
    }
  });

  it('drops a player who opts out from every count, and adds them back when they opt in', async () => {
    const meta = () => publicApi().community.meta(RANGE);
    expect((await meta()).players).toBe(2);
    await setSharing(second, false);
    try {
      expect(await meta()).toMatchObject({ players: 1, totalMatches: 5 });
      const { context, page } = await openIsolatedPage(browser, baseURL);
      try {
        await page.goto(`/analytics/global/matrix?${WINDOW}`);
        await expect.poll(async () => cellOf(await readMatrix(page), ALPHA, BETA)).toBe('75.0% (3-1-0)');
        expect(cellOf(await readMatrix(page), BETA, ALPHA)).toBe('25.0% (1-3-0)');
        await page.getByRole('tab', { name: 'Meta' }).click();
        await expect.poll(() => page.getByTestId('meta-players').textContent()).toBe('1');
        expect(await page.getByTestId('meta-total-matches').textContent()).toBe('5');
      } finally {
        await context.close();
      }
    } finally {
      await setSharing(second, true);
    }
    expect(await meta()).toMatchObject({ players: 2, totalMatches: 8 });
  });

  it('lets a member switch sharing off and on in Settings', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await page.goto('/patch-notes');
      await page.evaluate((token) => localStorage.setItem('token', token), first.token);
      await page.goto('/profile-settings');
      const toggle = page.getByRole('switch', { name: /Share my matches in community statistics/ });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click({ force: true });
      await page.getByText('Your matches are out of community statistics').waitFor();
      await expect.poll(async () => (await publicApi().community.meta(RANGE)).players).toBe(1);
      await toggle.click({ force: true });
      await page.getByText('Your matches count in community statistics again').waitFor();
      expect((await publicApi().community.meta(RANGE)).players).toBe(2);
    } finally {
      await context.close();
    }
  });
});
