// Admin matches in a real browser against the real app: an admin finds a player's match on /admin/matches, opens it
// read-only, deletes it with a reason, and the player's dashboard no longer shows it (the player is notified).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
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

const today = new Date().toISOString().slice(0, 10);
const match = (deckName: string, opponentDeck: string) => ({
  deckName,
  opponentDeck,
  opponentDeckVariant: '',
  format: 'Bo1' as const,
  date: today,
  notes: '',
  games: [{ result: 'win' as const, wentFirst: true }],
});

describe('admin matches in the browser', () => {
  it('deletes a match with a reason, and it leaves the player dashboard', async () => {
    const player = await registerMember(baseURL, 'spammer');
    const admin = await registerMember(baseURL, 'matchadmin');
    await setRole(dataDir, admin.username, 'admin');
    const tag = player.username.slice(-6);
    const keep = await apiFor(baseURL, player).tcgMatches.create(match(`Gardevoir ex ${tag}`, 'Lugia VSTAR'));
    const spam = await apiFor(baseURL, player).tcgMatches.create(match(`Spam deck ${tag}`, 'Buy cheap coins'));

    // The player's dashboard shows both.
    const playerSide = await openIsolatedPage(browser, baseURL);
    await signIn(playerSide.page, player, '/dashboard');
    const cards = playerSide.page.getByTestId('match-list').getByTestId('tcg-match-card');
    await cards.filter({ hasText: `Spam deck ${tag}` }).waitFor();
    expect(await cards.count()).toBe(2);

    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, admin, '/admin/hub');
    await page.getByRole('link', { name: 'Matches', exact: true }).click();
    await page.waitForURL('**/admin/matches');
    await page.getByText(/\d+ in the last 30 days/).waitFor();
    await page.getByLabel('Player', { exact: true }).fill(player.username);
    const rows = page.getByTestId('admin-match-row');
    await rows.filter({ hasText: `Spam deck ${tag}` }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);

    // Read-only first, then delete: the reason is required.
    await page.getByRole('button', { name: `Open Spam deck ${tag} vs Buy cheap coins` }).click();
    const detail = page.getByRole('dialog', { name: 'Match', exact: true });
    await detail.getByText(`@${player.username}`).waitFor();
    await detail.getByText('This match was not imported from a game log.').waitFor();
    await detail.getByRole('button', { name: 'Delete Match' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this match?' });
    await confirm.getByRole('button', { name: 'Delete Match' }).click();
    await confirm.getByText('Please enter a reason').waitFor();
    await confirm.getByLabel('Reason').fill('Spam: not a real match');
    await confirm.getByRole('button', { name: 'Delete Match' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.filter({ hasText: `Gardevoir ex ${tag}` }).waitFor();

    // Gone for the player, who was told why; the other match stays.
    const { matches } = await apiFor(baseURL, player).tcgMatches.list();
    expect(matches.map((m) => m._id)).toEqual([keep._id]);
    expect(matches.some((m) => m._id === spam._id)).toBe(false);
    await playerSide.page.reload();
    await cards.filter({ hasText: `Gardevoir ex ${tag}` }).waitFor();
    expect(await cards.filter({ hasText: `Spam deck ${tag}` }).count()).toBe(0);
    expect(await cards.count()).toBe(1);
    const notifications = await apiFor(baseURL, player).notifications.list();
    const removed = notifications.find((n) => n.type === 'match_removed');
    expect(removed?.message).toContain('Spam: not a real match');

    await playerSide.context.close();
    await context.close();
  });
});
