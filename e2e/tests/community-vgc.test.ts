// VGC community analytics in a real browser (issue 29): a member's VGC matches, logged through the API in a month no
// other suite uses (November 2018), appear to a signed-out visitor on /analytics/global/vgc — Pokémon, pairs and
// restricted cores with hand-computed usage and rates — on a 390 px phone without the page scrolling sideways, with the
// tables reachable by keyboard and no serious or critical axe finding in either colour scheme.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { openSweepPage, seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { registerMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

const TEAM = ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Farigiraf', 'Amoonguss'];
const OPPONENT = ['Miraidon', 'Flutter Mane', 'Chien-Pao', 'Ogerpon-Hearthflame', 'Tornadus', 'Raging Bolt'];
const ROUTE = '/analytics/global/vgc?from=2018-11-01&to=2018-11-30&minMatches=0';

beforeAll(async () => {
  browser = await launchBrowser();
  const member = await registerMember(baseURL, 'vgccommunity');
  const api = apiFor(baseURL, member);
  // 3 wins and 1 loss with one team in Regulation G: every Pokémon 100% usage, 75.0% win rate.
  for (const [day, result] of [
    [2, 'win'],
    [3, 'win'],
    [9, 'loss'],
    [10, 'win'],
  ] as const) {
    await api.vgcMatches.create({
      playerTeam: TEAM,
      opponentTeam: OPPONENT,
      opponentName: 'Rival',
      format: 'gen9vgc2024regg',
      bestOf: 1,
      date: `2018-11-${String(day).padStart(2, '0')}`,
      games: [{ result }],
    });
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('VGC community analytics in the browser', () => {
  it.each(['light', 'dark'] as const)(
    'shows the seeded teams at 390 px in the %s scheme, accessibly',
    async (scheme) => {
      const { context, page } = await openSweepPage(browser, baseURL, { width: 390, scheme });
      try {
        await page.goto(ROUTE);
        await page.getByRole('heading', { name: 'VGC Community', level: 1 }).waitFor();
        const pokemon = page.getByRole('table', { name: 'Pokémon usage' });
        await pokemon.waitFor();
        expect(await page.getByTestId('vgc-total-matches').textContent()).toBe('4');
        const row = pokemon.getByTestId('vgc-pokemon-row').filter({ hasText: 'Calyrex-Shadow' });
        expect(await row.getByTestId('vgc-pokemon-row-usage').textContent()).toBe('100.0%');
        expect(await row.getByTestId('vgc-pokemon-row-rate').textContent()).toBe('75.0%');
        expect(await page.getByRole('table', { name: 'Pair usage' }).getByTestId('vgc-pair-row').count()).toBe(15);
        const core = page.getByRole('table', { name: 'Restricted core usage' }).getByTestId('vgc-core-row');
        expect(await core.count()).toBe(1);
        expect(await core.textContent()).toContain('Calyrex-Shadow');

        // The page itself never scrolls sideways; the tables scroll in focusable regions.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const region = page.getByRole('region', { name: 'Pokémon usage' });
        await region.focus();
        expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);

        expect(await seriousViolations(page, ROUTE)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
