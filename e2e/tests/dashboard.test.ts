// The dashboard in a real browser against the real app: record card and season flip, search, sort and pages served
// by the server, Export Data checked cell by cell, the details dialog, the notes editor and deleting — then a guest's
// dashboard from browser storage, and a member's fallback to it when the API fails.
import fs from 'node:fs';
import { apiEndpoints, TCG_CSV_COLUMNS, type Season } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, type TcgMatchBody } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let member: TestMember;
let season: Season;

/** 18 matches: 6 in the season (November 2026), 12 before it (October 2026); known results and notes. */
const SEEDED = Array.from({ length: 18 }, (_, i): TcgMatchBody => {
  const inSeason = i >= 12;
  const day = String(inSeason ? i - 11 : i + 1).padStart(2, '0');
  return {
    deckName: i % 2 ? 'Gardevoir ex' : 'Charizard ex',
    opponentDeck: ['Lugia VSTAR', 'Lost Box', 'Miraidon ex'][i % 3]!,
    opponentDeckVariant: '',
    format: 'Bo1' as const,
    date: `2026-${inSeason ? '11' : '10'}-${day}`,
    notes: i === 4 ? 'Opponent PRIZED their Radiant' : '',
    // October: wins on even i (6 of 12); November: 5 wins, 1 loss.
    games: [{ result: (inSeason ? i !== 17 : i % 2 === 0) ? 'win' : 'loss', wentFirst: i % 2 === 0 }],
  };
});

/** A Bo3 won 2-1 with every detail, and a formula-looking note that the CSV must neutralise. */
const DETAILED: TcgMatchBody = {
  deckName: 'Dragapult ex',
  opponentDeck: 'Raging Bolt ex',
  opponentDeckVariant: 'Ogerpon',
  format: 'Bo3' as const,
  date: '2026-11-10',
  notes: '=HYPERLINK("http://evil")',
  games: [
    {
      result: 'loss',
      wentFirst: true,
      coinFlipWin: true,
      coinFlipChoice: 'first',
      playerMulligans: 2,
      opponentMulligans: 0,
      notes: 'Bricked <b>hard</b>',
      advancedDetails: {
        firstPrizeTakenBy: 'opponent',
        prizeOrder: ['opponent', 'player'],
        prizeContents: ['Rare Candy'],
      },
    },
    { result: 'win', wentFirst: false, conceded: 'Opponent' },
    { result: 'win', wentFirst: true },
  ],
};

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'dashboard');
  const admin = await registerMember(baseURL, 'seasonadmin');
  await setRole(dataDir, admin.username, 'admin');
  season = await apiFor(baseURL, admin).seasons.create({
    name: 'November Cup',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
  });
  await apiFor(baseURL, admin).seasons.setCurrent({ id: season._id });
  for (const match of [...SEEDED, DETAILED]) {
    await apiFor(baseURL, member).tcgMatches.create(match);
  }
});
afterAll(async () => {
  await browser?.close();
});

const openPage = () => openIsolatedPage(browser, baseURL);
const cards = (page: Page) => page.getByTestId('match-list').getByTestId('tcg-match-card');
/** Mantine's Select is a read-only text input with the list's label (not the hidden value input). */
const sortSelect = (page: Page) => page.locator('input:not([type=hidden])[aria-label="Sort matches"]');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function openDashboard(page: Page) {
  await signIn(page, member, '/dashboard');
  await page.getByRole('heading', { name: 'Your Match History' }).waitFor();
  await cards(page).first().waitFor();
}

/** RFC 4180 rows of a CSV text (quotes, doubled quotes, commas and newlines inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

describe('member dashboard', () => {
  it('shows the all-time record and flips to the current season', async () => {
    const { context, page } = await openPage();
    await openDashboard(page);
    // All time: 6 + 5 wins of the Bo1s, and the Bo3 won 2-1 → 12 W, 7 L.
    const record = page.getByRole('button', { name: /All-time record/ });
    await record.getByText('12W - 7L').waitFor();
    await record.getByText('63.2%').waitFor();
    await record.getByText('Click for season').waitFor();
    await record.click();
    const seasonCard = page.getByRole('button', { name: /November Cup/ });
    // Season: 5 W 1 L of the Bo1s plus the Bo3 → 6W - 1L, 85.7%.
    await seasonCard.getByText('6W - 1L').waitFor();
    await seasonCard.getByText('85.7%').waitFor();
    await seasonCard.getByText('Click for all-time').waitFor();
    await seasonCard.click();
    await page
      .getByRole('button', { name: /All-time record/ })
      .getByText('12W - 7L')
      .waitFor();
    await context.close();
  });

  it('pages, searches, sorts and filters to the season on the server', async () => {
    const { context, page } = await openPage();
    const listRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === apiEndpoints.tcgMatches.list.path) listRequests.push(url.search);
    });
    await openDashboard(page);
    await expect.poll(() => cards(page).count()).toBe(15);
    await pager(page).getByText('Page 1 of 2 (1-15 of 19)').waitFor();
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await pager(page).getByText('Page 2 of 2 (16-19 of 19)').waitFor();
    await expect.poll(() => cards(page).count()).toBe(4);

    await page.getByRole('searchbox', { name: 'Search matches' }).fill('prized');
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().getByText('Lost Box').waitFor();
    expect(await pager(page).count()).toBe(0); // one page: no pagination control
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('no such deck');
    await page.getByText('No matches found').waitFor();
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('');
    await pager(page).getByText('Page 1 of 2 (1-15 of 19)').waitFor();

    await sortSelect(page).click();
    await page.getByRole('option', { name: 'Oldest First' }).click();
    await cards(page).first().getByText('Oct 1, 2026').waitFor();
    await sortSelect(page).click();
    await page.getByRole('option', { name: 'Deck Name (A-Z)' }).click();
    await cards(page).first().getByText('Charizard ex').first().waitFor();

    await page.getByRole('switch', { name: 'November Cup only' }).check({ force: true });
    await expect.poll(() => cards(page).count()).toBe(7);
    // Every change was answered by the server's pages (never by downloading everything).
    expect(listRequests.every((search) => new URLSearchParams(search).get('pageSize') === '15')).toBe(true);
    expect(listRequests.some((search) => search.includes(`seasonId=${season._id}`))).toBe(true);
    expect(listRequests.some((search) => search.includes('search=prized'))).toBe(true);
    await context.close();
  });

  it('exports the shown matches as CSV, checked cell by cell', async () => {
    const { context, page } = await openPage();
    await openDashboard(page);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('raging');
    await expect.poll(() => cards(page).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(download.suggestedFilename()).toBe(
      `tcg_matches_${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.csv`,
    );
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...TCG_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    const cells = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    const { matches } = await apiFor(baseURL, member).tcgMatches.list({ search: 'raging' });
    expect(cells).toEqual({
      id: matches[0]!._id,
      opponentDeck: 'Raging Bolt ex',
      bestOf: '3',
      date: '2026-11-10',
      notes: `'=HYPERLINK("http://evil")`,
      wonCoinFlip: 'Yes',
      matchResult: 'Win',
      gameScore: '2-1',
      firstTurnGames: '2',
      firstTurnWins: '1',
      secondTurnGames: '1',
      secondTurnWins: '1',
      game1Result: 'Loss',
      game1Turn: 'First',
      game2Result: 'Win',
      game2Turn: 'Second',
      game3Result: 'Win',
      game3Turn: 'First',
      game4Result: 'N/A',
      game4Turn: 'N/A',
      game5Result: 'N/A',
      game5Turn: 'N/A',
    });
    await context.close();
  });

  it('opens match details game by game and edits game notes with the notes editor', async () => {
    const { context, page } = await openPage();
    await openDashboard(page);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('raging');
    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    await card.getByText('Won 2-1').waitFor();
    await card.getByText('TCG • Bo3').waitFor();
    await card.getByText('Raging Bolt ex (Ogerpon)').waitFor();
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Match Details' });
    await dialog.getByRole('tab', { name: /Game 1/ }).waitFor();
    await dialog.getByText('Defeat').waitFor();
    await dialog.getByText('Rare Candy').waitFor();
    // Notes are text, never HTML.
    await dialog.getByText('Bricked <b>hard</b>').waitFor();
    await dialog.getByRole('tab', { name: /Game 2/ }).click();
    await dialog.getByText('Victory').waitFor();
    await dialog.getByText('Opponent conceded the game').waitFor();
    await dialog
      .getByRole('button', { name: /Add Notes/ })
      .first()
      .click();

    const editor = page.getByRole('dialog', { name: 'Game 2 Notes' });
    const textarea = editor.getByRole('textbox');
    await textarea.click();
    await page.keyboard.type('Bench');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sniped');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'sniped'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.keyboard.press('Control+b');
    expect(await textarea.inputValue()).toBe('Bench    **sniped**');
    await editor.getByText('19 / 10,000 characters').waitFor();
    // Autosave 5 s after the last edit, then "saved" for 2 s.
    await editor.getByText('Notes saved').waitFor({ timeout: 9000 });
    await expect
      .poll(async () => (await apiFor(baseURL, member).tcgMatches.get({ id: await matchId() })).games[1]!.notes)
      .toBe('Bench    **sniped**');
    await editor.getByText('Notes saved').waitFor({ state: 'hidden', timeout: 4000 });

    // Ctrl+I and Ctrl+U wrap the selected word; Ctrl+Enter saves and closes.
    const selectLastCharacter = async () => {
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+ArrowLeft');
    };
    await page.keyboard.press('End');
    await page.keyboard.type(' x');
    await selectLastCharacter();
    await page.keyboard.press('Control+i');
    await page.keyboard.press('End');
    await page.keyboard.type(' y');
    await selectLastCharacter();
    await page.keyboard.press('Control+u');
    const expected = 'Bench    **sniped** _x_ ++y++';
    expect(await textarea.inputValue()).toBe(expected);
    await page.keyboard.press('Control+Enter');
    await editor.waitFor({ state: 'hidden' });
    const saved = async () => (await apiFor(baseURL, member).tcgMatches.get({ id: await matchId() })).games[1]!.notes;
    await expect.poll(saved).toBe(expected);

    // Esc cancels: what was typed since the last save is not stored.
    await cards(page).first().click();
    await dialog.getByRole('tab', { name: /Game 2/ }).click();
    await dialog.getByText(expected).waitFor();
    await dialog
      .getByRole('button', { name: /Edit Notes/ })
      .first()
      .click();
    await textarea.click();
    await page.keyboard.type(' discarded');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await saved()).toBe(expected);
    await context.close();
  });

  it('deletes a match after the confirmation, and the list and record follow', async () => {
    const { context, page } = await openPage();
    await openDashboard(page);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('raging');
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().getByRole('button', { name: 'Delete match' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Match' });
    await confirm.getByText('Are you sure you want to delete this match? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiFor(baseURL, member).tcgMatches.list()).totalCount).toBe(19);
    await cards(page).first().getByRole('button', { name: 'Delete match' }).click();
    await page.getByRole('dialog', { name: 'Delete Match' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No matches found').waitFor();
    expect((await apiFor(baseURL, member).tcgMatches.list()).totalCount).toBe(18);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('');
    await page
      .getByRole('button', { name: /All-time record/ })
      .getByText('11W - 7L')
      .waitFor();
    await context.close();
  });
});

async function matchId(): Promise<string> {
  const { matches } = await apiFor(baseURL, member).tcgMatches.list({ search: 'raging' });
  return matches[0]!._id;
}

describe('guest dashboard', () => {
  /** Two matches stored the way the log form stores them for a guest. */
  async function seedGuest(page: Page, token?: string) {
    await page.goto('/patch-notes');
    await page.evaluate((authToken) => {
      const stored = [
        {
          _id: 'local_1732200000000_abc',
          isLocal: true,
          createdAt: '2026-11-20T10:00:00.000Z',
          deckName: 'Lugia VSTAR',
          opponentDeck: 'Gholdengo ex',
          format: 'Bo1',
          date: '2026-11-20',
          notes: '',
          games: [{ result: 'win' }],
        },
        {
          _id: 'local_1732100000000_def',
          isLocal: true,
          createdAt: '2026-11-19T10:00:00.000Z',
          deckName: 'Lugia VSTAR',
          opponentDeck: 'Roaring Moon ex',
          format: 'Bo1',
          date: '2026-11-19',
          notes: 'Guest notes',
          games: [{ result: 'loss' }],
        },
      ];
      localStorage.setItem('trainerlog_tcg_matches', JSON.stringify(stored));
      localStorage.setItem('trainerlog_announcement_seen', '1');
      if (authToken) localStorage.setItem('token', authToken);
    }, token ?? null);
  }

  it('shows, searches, exports and deletes matches kept in the browser', async () => {
    const { context, page } = await openPage();
    await seedGuest(page);
    await page.goto('/dashboard');
    // The first card waits for the page's lazy chunks (the data layer is not in the landing bundle, issue 18).
    await cards(page).first().waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    await page
      .getByRole('button', { name: /All-time record/ })
      .getByText('1W - 1L')
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('guest');
    await expect.poll(() => cards(page).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    const [, row] = parseCsv(fs.readFileSync((await download.path())!, 'utf8').slice(1));
    expect(row!.slice(0, 8)).toEqual([
      'local_1732100000000_def',
      'Roaring Moon ex',
      '1',
      '2026-11-19',
      'Guest notes',
      'N/A',
      'Loss',
      '0-1',
    ]);
    await cards(page).first().getByRole('button', { name: 'Delete match' }).click();
    await page.getByRole('dialog', { name: 'Delete Match' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No matches found').waitFor();
    const left = await page.evaluate(
      () => JSON.parse(localStorage.getItem('trainerlog_tcg_matches') ?? '[]') as { _id: string }[],
    );
    expect(left.map((m) => m._id)).toEqual(['local_1732200000000_abc']);
    await context.close();
  });

  it("falls back to the browser's matches when the API fails", async () => {
    const { context, page } = await openPage();
    await seedGuest(page, member.token);
    await page.route(/\/api\/tcgmatches(\?|\/summary|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ msg: 'Boom' }) }),
    );
    await page.goto('/dashboard');
    await page.getByText('Error fetching TCG matches').waitFor();
    await page.getByText('Showing matches saved in this browser').waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    await context.close();
  });

  it("falls back calmly, without an error toast, when the server can't be reached (issue 18)", async () => {
    const { context, page } = await openPage();
    await seedGuest(page, member.token);
    await page.route(/\/api\/tcgmatches(\?|\/summary|$)/, (route) => route.abort('failed'));
    await page.goto('/dashboard');
    await page.getByText('Showing matches saved in this browser').waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.getByText('Error fetching TCG matches').count()).toBe(0);
    await context.close();
  });
});
