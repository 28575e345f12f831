// The admin restricted Pokémon screen in a real browser against the real app: an admin reaches it from the Admin
// Dashboard, restricts a Pokémon found by Pokédex search (a second time is refused with the server's reason),
// filters the list and removes it after confirming; a member who is not an admin sees the access message, and the
// API refuses them. The list is shared by every suite, so this one only adds and removes a Pokémon nobody restricts.
import { apiEndpoints } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, apiUrl } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A mythical no regulation restricts, so no other suite's crowns depend on it. */
const SPECIES = 'Pecharunt';

async function listOnServer(): Promise<string[]> {
  return (await apiFor(baseURL).restrictedPokemon.list()).pokemon;
}

const row = (page: Page, name: string) =>
  page.getByTestId('restricted-row').filter({ has: page.getByText(name, { exact: true }) });

async function typeAndPick(page: Page, typed: string, expected: string) {
  const box = page.getByPlaceholder('Search Pokémon');
  await box.click();
  await box.fill(typed);
  await page.getByRole('option').filter({ hasText: expected }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(expected);
}

describe('admin restricted Pokémon in the browser', () => {
  it('restricts a Pokémon found by search, refuses it twice, filters, and removes it after confirming', async () => {
    const before = await listOnServer();
    expect(before).not.toContain(SPECIES);
    const admin = await registerMember(baseURL, 'restrictadmin');
    await setRole(dataDir, admin.username, 'admin');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    try {
      await signIn(page, admin, '/admin');
      await page.waitForURL('**/admin/hub');
      await page.getByRole('link', { name: 'Restricted Pokémon' }).click();
      await page.waitForURL('**/admin/restricted-pokemon');
      await expect.poll(() => page.getByTestId('restricted-row').count()).toBe(before.length);
      expect(await row(page, 'Koraidon').getByRole('img', { name: 'Restricted' }).count()).toBe(1);

      await typeAndPick(page, 'pechar', SPECIES);
      await page.getByRole('button', { name: 'Restrict' }).click();
      await row(page, SPECIES).waitFor();
      await page.getByText(`${SPECIES} is now restricted`).waitFor();
      expect(await page.getByPlaceholder('Search Pokémon').inputValue()).toBe('');
      expect(await listOnServer()).toContain(SPECIES);

      // Typed by hand in another spelling: the server knows it is the same Pokémon and says so.
      await page.getByPlaceholder('Search Pokémon').fill('PECHARUNT');
      await page.getByPlaceholder('Search Pokémon').press('Escape');
      await page.getByRole('button', { name: 'Restrict' }).click();
      await page.getByTestId('restrict-error').getByText(`${SPECIES} is already restricted`).waitFor();

      await page.getByRole('textbox', { name: 'Filter the list' }).fill('pech');
      await expect.poll(() => page.getByTestId('restricted-row').count()).toBe(1);
      await row(page, SPECIES)
        .getByRole('button', { name: `Remove ${SPECIES}` })
        .click();
      const confirm = page.getByRole('dialog', { name: `Remove ${SPECIES} from the restricted list?` });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await listOnServer()).toContain(SPECIES);

      await row(page, SPECIES)
        .getByRole('button', { name: `Remove ${SPECIES}` })
        .click();
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await row(page, SPECIES).waitFor({ state: 'detached' });
      await page.getByText(`No restricted Pokémon match “pech”.`).waitFor();
      expect(await listOnServer()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('shows a member who is not an admin the access message, and the API refuses their change', async () => {
    const member = await registerMember(baseURL, 'restrictuser');
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    try {
      await signIn(page, member, '/admin/restricted-pokemon');
      await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
      expect(await page.getByRole('button', { name: 'Restrict' }).count()).toBe(0);
      expect(await page.getByTestId('restricted-row').count()).toBe(0);
    } finally {
      await context.close();
    }
    const before = await listOnServer();
    const headers = { 'content-type': 'application/json', 'x-auth-token': member.token };
    const add = await fetch(apiUrl(baseURL, apiEndpoints.restrictedPokemon.add), {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: SPECIES }),
    });
    expect(add.status).toBe(403);
    expect(await add.json()).toEqual({ msg: 'Admin access required' });
    const remove = await fetch(apiUrl(baseURL, apiEndpoints.restrictedPokemon.remove, { name: 'Koraidon' }), {
      method: 'DELETE',
      headers,
    });
    expect(remove.status).toBe(403);
    expect(await listOnServer()).toEqual(before);
  });
});
