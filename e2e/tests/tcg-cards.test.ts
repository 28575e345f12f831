// The deck's Cards view and the community Cards screen (issue 30) in a real browser against the real app: a member
// imports PTCGL logs played with a deck, opens the deck's Cards tab, and a card's used-by-turn-2 record matches the
// games listed behind it; the community screen shows the deck's archetype with its cards; both pass axe at 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { testLog } from '../support/ptcglLogs.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Cards view', () => {
  it("a card's used-by-turn-2 record matches the games behind it, and the community counts the games", async () => {
    const member = await registerMember(baseURL, 'cards');
    const api = apiFor(baseURL, member);
    const deck = await api.decks.create({ name: 'Charizard ex', description: '', cards: [] });
    const games = [
      { opponent: 'Brock', winner: 'AshK', seed: 1 },
      { opponent: 'Misty', winner: 'Misty', seed: 2 },
      { opponent: 'Gary', winner: 'AshK', seed: 3 },
      { opponent: 'Erika', winner: 'AshK', seed: 4 },
    ];
    for (const g of games) {
      const text = testLog({
        opponent: g.opponent,
        caller: g.opponent,
        coinWinner: 'AshK',
        winner: g.winner,
        seed: g.seed,
      });
      await api.ptcglImport.import({ text, deckId: deck._id, date: '2026-05-01' });
    }

    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    await signIn(page, member, `/analytics/tcg/decks?deckId=${deck._id}`);
    await page.getByRole('tab', { name: 'Cards' }).click();
    const summary = page.getByTestId('tcg-cards-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('From 4 imported games');

    const yours = page.getByRole('table', { name: 'Your cards' });
    await yours.waitFor();
    // Charizard ex goes to the Active Spot in setup in every game: used by turn 2 in all four, three won.
    const row = yours.getByRole('row').filter({ hasText: 'Charizard ex' }).first();
    expect(await row.textContent()).toContain('3-1 with');
    await row.getByRole('button', { name: /Charizard ex used by turn 2: show the 4 games/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('4 games.').waitFor();
    const listed = dialog.getByRole('table', { name: 'Games behind this number' }).getByRole('row');
    expect(await listed.count()).toBe(5); // the header and four games
    expect(await dialog.getByText('Win', { exact: true }).count()).toBe(3);
    expect(await dialog.getByText('Loss', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page, 'deck Cards view (dialog open)')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/analytics/global/cards');
    await page.getByRole('heading', { name: 'Community Cards' }).waitFor();
    await page.getByTestId('community-card-games').waitFor();
    expect(await seriousViolations(page, '/analytics/global/cards')).toEqual([]);
    await context.close();
  });
});
