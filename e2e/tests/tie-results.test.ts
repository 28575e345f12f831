// Results as tournaments record them (issue 29) in a real browser: a Bo3 whose third game time ended is logged with
// the keyboard alone (W, L, then T — a tie, which turns "Time called" on), saved as a tie 1-1, and shown as T on the
// dashboard's record card and match card, in the analytics record and in a group's statistics.
import { DEFAULT_DECK_CATEGORY } from '@trainerlog/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'tiebreak');
  const deck = await apiFor(baseURL, member).decks.create({
    name: 'Gardevoir ex',
    description: '',
    category: DEFAULT_DECK_CATEGORY,
    pokemonSprite: null,
    secondaryPokemonSprite: null,
    cards: [],
  });
  await apiFor(baseURL, member).auth.setActiveDeck({ deckId: deck._id });
});
afterAll(async () => {
  await browser?.close();
});

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('a tie at time', () => {
  it('is logged by keyboard and shows as T on the dashboard, in analytics and in a group', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/log-match/tcg');
    await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Your deck' }).inputValue(), { timeout: 10_000 })
      .toBe('Gardevoir ex');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Raging Bolt ex');
    await page.keyboard.press('Tab'); // variant
    await page.keyboard.press('Tab'); // format
    await page.keyboard.press('ArrowRight'); // Best of 3
    await page.keyboard.press('Tab'); // game 1 result
    await page.keyboard.press('w');
    await page.keyboard.press('l'); // game 2; game 3 appears after 1-1
    await page.getByTestId('game-3').waitFor({ timeout: 5_000 });
    await page.keyboard.press('t'); // game 3 ended at time: a tie, and "Time called" turns on
    await expect.poll(() => page.getByTestId('time-called').isChecked(), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Match logged').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

    const { matches } = await apiFor(baseURL, member).tcgMatches.list({ pageSize: 100 });
    expect(matches[0]).toMatchObject({ format: 'Bo3', timeCalled: true, result: 'tie', score: '1-1' });
    expect(matches[0]!.games.map((g) => g.result)).toEqual(['win', 'loss', 'tie']);

    // The dashboard: the record card counts it as T, the match card reads it as tied.
    await expect.poll(() => page.getByTestId('record').first().textContent(), { timeout: 15_000 }).toBe('0W - 0L - 1T');
    await expect
      .poll(() => page.getByTestId('result-badge').first().textContent(), { timeout: 15_000 })
      .toBe('Tied 1-1');

    // Analytics: W-L-T.
    await page.goto('/analytics/tcg/matches?convention=loss');
    await expect
      .poll(async () => clean(await page.getByTestId('tcg-overall-record').textContent()), { timeout: 15_000 })
      .toBe('0-0-1');

    // A group holding it counts a tie.
    await apiFor(baseURL, member).matchGroups.create({ name: 'League Cup', matches: { tcg: [matches[0]!._id] } });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your Match History' }).waitFor({ timeout: 15_000 });
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Groups', { exact: true }).click();
    const stats = page.getByTestId('group-card').filter({ hasText: 'League Cup' }).getByTestId('group-stats');
    await expect.poll(() => stats.innerText(), { timeout: 15_000 }).toMatch(/1\s*Matches[\s\S]*1\s*Ties/i);
    await context.close();
  });
});
