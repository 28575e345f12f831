// The deck-category admin screens in a real browser against the real app: an admin creates categories (a taken
// name is refused at the field), finds the uncategorised deck names members typed, assigns them to a category in
// bulk, sees them leave the uncategorised list and count in the matrix; a member who is not an admin sees the access
// message and the API refuses them.
import { apiEndpoints } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, apiUrl } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let admin: TestMember;
let player: TestMember;

const STAMP = Date.now().toString(36);
const FIRE = `Fire ${STAMP}`;
const WATER = `Water ${STAMP}`;
/** Names no keyword matches (the categories' keywords are `fire…`/`water…`): an admin assigns them by hand. */
const BLAZE_NAMES = [`${STAMP} Blaze Box`, `${STAMP} Ember Turbo`, `${STAMP} Cinder Toolbox`];
const TIDE_NAME = `${STAMP} Tide Control`;
/** A window no other suite logs matches in. */
const WINDOW = { from: '2021-08-01', to: '2021-08-31' };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await registerMember(baseURL, 'catadmin');
  await setRole(dataDir, admin.username, 'admin');
  player = await registerMember(baseURL, 'catplayer');
  // Each blaze name plays the tide deck once and wins: 3 matches, each name counted once, the tide name 3 times.
  for (const [i, deckName] of BLAZE_NAMES.entries()) {
    await apiFor(baseURL, player).tcgMatches.create({
      deckName,
      opponentDeck: TIDE_NAME,
      format: 'Bo1',
      date: `2021-08-${String(i + 1).padStart(2, '0')}`,
      games: [{ result: 'win' }],
    });
  }
});
afterAll(async () => {
  await browser?.close();
});

async function createInDialog(page: Page, name: string, keyword: string) {
  await page.getByRole('button', { name: /^(New Category|Create a Category)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByLabel('Category name').fill(name);
  const keywords = dialog.getByLabel('Keywords', { exact: true });
  await keywords.fill(keyword);
  await keywords.press('Enter');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  return dialog;
}

const namesPage = (query: { status?: 'all'; search: string }) => apiFor(baseURL, admin).deckCategorization.list(query);

describe('admin deck categories in the browser', () => {
  it('creates categories, refuses a taken name at the field, and assigns uncategorized names in bulk', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await signIn(page, admin, '/admin/hub');
      await page.getByRole('link', { name: 'Deck Categories' }).click();
      await page.waitForURL('**/admin/deck-categories');

      let dialog = await createInDialog(page, FIRE, `fire${STAMP}`);
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('category-row').filter({ hasText: FIRE }).waitFor();
      dialog = await createInDialog(page, WATER, `water${STAMP}`);
      await dialog.waitFor({ state: 'hidden' });

      // The same name in other letter case: the server's 409 is shown at the name, nothing is created.
      dialog = await createInDialog(page, FIRE.toUpperCase(), 'other');
      await dialog.getByText('A category with this name already exists').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const { categories } = await apiFor(baseURL, admin).deckCategories.list({});
      const mine = categories.filter((c) => c.name.includes(STAMP));
      expect(mine.map((c) => c.name)).toEqual([FIRE, WATER]);
      const fireId = mine[0]!._id;
      const waterId = mine[1]!._id;

      // Categorisation: search the stamp among the uncategorised names; counts as the matches say.
      await page.getByRole('link', { name: 'Categorize Deck Names' }).click();
      await page.waitForURL('**/admin/deck-categorization');
      await page.getByRole('textbox', { name: 'Search deck names' }).fill(STAMP);
      await expect.poll(() => page.getByTestId('deck-name-row').count()).toBe(4);
      const rowText = (name: string) =>
        page.getByTestId('deck-name-row').filter({ hasText: name }).locator('td').nth(2).textContent();
      expect(await rowText(TIDE_NAME)).toBe('3');
      expect(await rowText(BLAZE_NAMES[0]!)).toBe('1');

      for (const name of BLAZE_NAMES) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      expect(await page.getByTestId('selected-count').textContent()).toBe('3 deck names selected');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: FIRE }).click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.getByText(`Assigned 3 deck names to ${FIRE}`).waitFor();
      await expect.poll(() => page.getByTestId('deck-name-row').count()).toBe(1);
      expect(await page.getByTestId('deck-name-row').first().textContent()).toContain(TIDE_NAME);

      // The last one through "Select page", to the other category.
      await page.getByRole('checkbox', { name: 'Select page' }).check();
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: WATER }).click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.getByText('No deck names found').waitFor();

      // All names: each shows its category and that an admin assigned it.
      await page.getByText('All names').click();
      await expect.poll(() => page.getByTestId('deck-name-row').count()).toBe(4);
      const blaze = page.getByTestId('deck-name-row').filter({ hasText: BLAZE_NAMES[1]! });
      expect(await blaze.locator('td').nth(3).textContent()).toBe(FIRE);
      expect(await blaze.locator('td').nth(4).textContent()).toBe('Assigned');

      const all = await namesPage({ status: 'all', search: STAMP });
      expect(all.names.map((n) => [n.key, n.categoryId, n.source]).sort()).toEqual(
        [
          ...BLAZE_NAMES.map((n) => [n.toLowerCase(), fireId, 'assigned']),
          [TIDE_NAME.toLowerCase(), waterId, 'assigned'],
        ].sort(),
      );
      // The matches are re-categorised at once: Fire beat Water three times.
      const matrix = await apiFor(baseURL, admin).community.matrix(WINDOW);
      const cell = matrix.cells.find((c) => c.row === fireId && c.col === waterId)!;
      expect([cell.wins, cell.losses, cell.ties]).toEqual([3, 0, 0]);
    } finally {
      await context.close();
    }
  });

  it('deletes a category after confirming, and its names go back to uncategorized', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    try {
      await signIn(page, admin, '/admin/decks');
      const row = page.getByTestId('category-row').filter({ hasText: WATER });
      await row.getByRole('button', { name: `Delete ${WATER}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this category?' });
      await confirm.getByText(/go back to uncategorized/).waitFor();
      await confirm.getByRole('button', { name: 'Delete Category' }).click();
      await row.waitFor({ state: 'detached' });
      const uncategorized = await namesPage({ search: STAMP });
      expect(uncategorized.names.map((n) => n.key)).toEqual([TIDE_NAME.toLowerCase()]);
    } finally {
      await context.close();
    }
  });

  it('shows a member who is not an admin the access message, and the API refuses them', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await signIn(page, player, '/admin/deck-categorization');
      await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
      expect(await page.getByTestId('deck-name-row').count()).toBe(0);
    } finally {
      await context.close();
    }
    const headers = { 'content-type': 'application/json', 'x-auth-token': player.token };
    const create = await fetch(apiUrl(baseURL, apiEndpoints.deckCategories.create), {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Sneaky ${STAMP}` }),
    });
    expect(create.status).toBe(403);
    const list = await fetch(apiUrl(baseURL, apiEndpoints.deckCategorization.list), { headers });
    expect(list.status).toBe(403);
  });
});
