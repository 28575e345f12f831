// "Delete my account" in a real browser against the real app (issue 16): a wrong password is shown at the field and
// keeps the account; the right one deletes it, signs out to the home page, and the old token and login are dead.
import { apiEndpoints } from '@trainerlog/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, apiUrl } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('delete my account', () => {
  it('refuses a wrong password at the field, then deletes everything with the right one', async () => {
    const member = await registerMember(baseURL, 'leaving');
    await apiFor(baseURL, member).tcgMatches.create({
      deckName: 'Deck',
      opponentDeck: 'Opp',
      date: '2025-01-01',
      games: [{ result: 'win' }],
    });
    const { context, page } = await newPage(browser, baseURL);
    await signIn(page, member, '/profile-settings');

    const zone = page.getByRole('region', { name: 'Danger zone' });
    await zone.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    expect(
      (await fetch(apiUrl(baseURL, apiEndpoints.auth.user), { headers: { 'x-auth-token': member.token } })).status,
    ).toBe(200);

    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account and all its data have been deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => !localStorage.getItem('token'));
    expect(new URL(page.url()).pathname).toBe('/');

    expect(
      (await fetch(apiUrl(baseURL, apiEndpoints.auth.user), { headers: { 'x-auth-token': member.token } })).status,
    ).toBe(401);
    const login = await fetch(apiUrl(baseURL, apiEndpoints.auth.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(400);
    await context.close();
  });
});
