// Issue 28, "Logging in one tap", on a 390×844 phone against the real app: a guest finds the guest mode on the home
// page and in the sidebar and lands on a working dashboard whose Log New Match is above the fold; the header's Log
// Match is on every screen for guests and members and opens the form in one more tap; the TCG form fills "You went"
// from the coin flip and keeps the player's own choice.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'onetap');
});
afterAll(async () => {
  await browser?.close();
});

/** The element is on screen without scrolling (inside the 390×844 viewport). */
async function aboveTheFold(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

const headerLogMatch = (page: Page) => page.getByTestId('header-log-match');

/** A 390×844 page; patient, since the walk loads many screens on a busy machine. */
async function phonePage() {
  const opened = await openIsolatedPage(browser, baseURL, PHONE);
  opened.page.setDefaultTimeout(45_000);
  return opened;
}

// Each walk loads several screens: generous on a shared machine (no timed assertion).
describe('a guest on a phone', { timeout: 240_000 }, () => {
  it('finds "Use without an account" on the home page and lands on a working dashboard', async () => {
    const { context, page } = await phonePage();
    await page.goto('/');
    const entry = page.getByRole('link', { name: 'Use without an account' });
    await aboveTheFold(page, entry);
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Your Match History').waitFor();
    await page.getByText('No matches found').waitFor();
    await aboveTheFold(page, page.getByRole('link', { name: 'Log New Match' }));
    await context.close();
  });

  it('finds it in the sidebar too', async () => {
    const { context, page } = await phonePage();
    await page.goto('/patch-notes');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Use without an account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Your Match History').waitFor();
    await context.close();
  });

  it('logs a match from any screen with the header Log Match', async () => {
    const { context, page } = await phonePage();
    for (const path of ['/', '/dashboard', '/patch-notes', '/decks', '/analytics/tcg/matches', '/log-match/vgc']) {
      await page.goto(path);
      await aboveTheFold(page, headerLogMatch(page));
    }
    await page.goto('/patch-notes');
    await headerLogMatch(page).click();
    const chooser = page.getByRole('dialog', { name: 'Log New Match' });
    await chooser.getByRole('link', { name: /Log TCG Match/ }).click();
    await page.waitForURL((url) => url.pathname === '/log-match/tcg');
    await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor();
    await context.close();
  });

  it('gets "You went" from the coin flip and keeps a turn order set by hand', async () => {
    const { context, page } = await phonePage();
    await page.goto('/log-match/tcg');
    const game = page.getByTestId('game-1');
    const pick = (group: string, option: string) =>
      game.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
    const wentFirst = () =>
      game.getByRole('radiogroup', { name: 'Game 1 turn order' }).getByRole('radio', { name: 'First' });
    const wentSecond = () =>
      game.getByRole('radiogroup', { name: 'Game 1 turn order' }).getByRole('radio', { name: 'Second' });

    await pick('Game 1 coin flip', 'Won');
    await pick('Game 1 coin flip choice', 'Second');
    await expect.poll(() => wentSecond().isChecked()).toBe(true);
    // Lost the flip: the opponent chose second, so you went first.
    await pick('Game 1 coin flip', 'Lost');
    await expect.poll(() => wentFirst().isChecked()).toBe(true);
    await game.getByText('You went first, from the coin flip and the choice').waitFor();

    // The player's own word stays whatever the flip says next.
    await pick('Game 1 turn order', 'Second');
    await pick('Game 1 coin flip', 'Won');
    await pick('Game 1 coin flip choice', 'First');
    expect(await wentSecond().isChecked()).toBe(true);
    await context.close();
  });
});

describe('a member on a phone', { timeout: 240_000 }, () => {
  it('opens on the dashboard after login, with Log New Match above the fold', async () => {
    const { context, page } = await phonePage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await aboveTheFold(page, page.getByRole('link', { name: 'Log New Match' }));
    await context.close();
  });

  it('logs a VGC match from the header Log Match on any screen', async () => {
    const { context, page } = await phonePage();
    await signIn(page, member, '/');
    for (const path of ['/', '/dashboard', '/profile-settings', '/teams', '/analytics/vgc/matches']) {
      await page.goto(path);
      await aboveTheFold(page, headerLogMatch(page));
    }
    await headerLogMatch(page).click();
    await page
      .getByRole('dialog', { name: 'Log New Match' })
      .getByRole('link', { name: /Log VGC Match/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/log-match/vgc');
    await context.close();
  });
});
