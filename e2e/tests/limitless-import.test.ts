// The Limitless tournament import (issue 15) in a real browser against the real app: the app runs with
// LIMITLESS_API_URL pointing at a stand-in of ours that speaks Limitless's API (`support/limitless.ts`), so the whole
// path — browser, our server, the tournament API — is real. A member opens the import from the dashboard, finds the
// tournament by name, finds themselves in the standings, reviews every round (a bye imported as a win without games since issue 29, an unreported round shown but
// not imported, the Bo3 top cut and a tie as result-only matches) and imports: the dashboard fills with the
// tournament's matches, the deck is saved, the group holds every match, and a second import is refused. A pasted link
// imports a VGC tournament with the remembered username chosen, and an unknown one is told at the field.
import fs from 'node:fs';
import { apiEndpoints, type TcgMatch } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, apiUrl } from '../support/api.ts';
import { makeDataDir, startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import {
  ASH,
  PALLET_ID,
  PALLET_NAME,
  SAFFRON_ID,
  startLimitlessStandIn,
  type LimitlessStandIn,
} from '../support/limitless.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const ALREADY_IMPORTED = 'You have already imported this tournament';
const NOT_FOUND = 'Tournament not found on Limitless. Check the link or the id.';

let standIn: LimitlessStandIn;
let app: AppProcess;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  // Newer tournaments come first on Limitless: the search has to read past them.
  standIn = await startLimitlessStandIn({ fillers: 40 });
  dataDir = makeDataDir('tl-limitless-');
  app = await startApp({
    dataDir,
    env: { LIMITLESS_API_URL: standIn.url, LIMITLESS_TIMEOUT_MS: '5000', LIMITLESS_RATE_LIMIT: '1000' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop('SIGINT');
  await standIn?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const tcgMatchesOf = async (member: TestMember) =>
  (await apiFor(app.url, member).tcgMatches.list({ pageSize: 100 })).matches;
const tcgCards = (page: Page) => page.getByTestId('match-list').getByTestId('tcg-match-card');

async function withPage(run: (page: Page) => Promise<void>) {
  const { context, page } = await openIsolatedPage(browser, app.url);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

describe('Limitless tournament import', () => {
  it('walks the three steps to a dashboard full of the tournament’s matches and its group', async () => {
    const member = await registerMember(app.url, 'limitless');
    await withPage(async (page) => {
      await signIn(page, member, '/dashboard');
      await page.getByRole('link', { name: 'Import Limitless' }).click();
      await page.getByRole('heading', { name: 'Import Limitless Tournament' }).waitFor();

      // Step 1: by name, past the newer tournaments.
      await page.getByLabel('Tournament name').fill('pallet town');
      const results = page.getByRole('list', { name: 'Tournaments found' });
      await results.getByRole('button', { name: new RegExp(PALLET_NAME) }).click();

      // Step 2: find yourself by username, and remember it.
      await page.getByRole('radiogroup', { name: 'Standings' }).waitFor();
      await page.getByRole('textbox', { name: 'Find yourself' }).fill(ASH.username);
      await page.getByRole('radio', { name: ASH.name }).click();
      const remember = page.getByRole('checkbox', { name: `Remember ${ASH.username} as my Limitless username` });
      expect(await remember.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 3: every round as it will be imported.
      const rounds = page.getByRole('list', { name: 'Rounds' });
      await rounds.waitFor();
      expect(await rounds.getByRole('listitem').count()).toBe(7);
      const round = (label: string) => rounds.getByRole('listitem', { name: label, exact: true });
      await round('Round 1').getByText('vs Misty Waterflower').waitFor();
      // The opponent's deck as Limitless names it, and the built-in archetype it files under (issue 29).
      await round('Round 1').getByText('Gardevoir', { exact: true }).waitFor();
      await round('Round 1').getByText('Gardevoir ex', { exact: true }).waitFor();
      // Issue 29: the bye is imported, a win without games.
      await round('Round 2').getByText('No opponent (bye)').waitFor();
      await round('Round 2').getByText('Result only').waitFor();
      await round('Round 3').getByText('Result only').waitFor();
      await round('Round 5').getByText('Not imported').waitFor();
      await round('Top 4').getByText('Top cut').waitFor();
      await round('Finals').getByText('Bo3').waitFor();
      expect(await page.getByLabel('Save as a new deck').isChecked()).toBe(true);
      await page.getByLabel('Deck name').fill('Pallet Zard');
      await page.getByLabel('Date played').fill('2025-06-14');
      await page.getByText('6 matches will be imported into the group “Pallet Town Cup”.').waitFor();
      await page.getByRole('button', { name: 'Import 6 matches' }).click();

      const done = page.getByRole('region', { name: 'Import done' });
      await done.getByText('2nd of 5 · 4-2-1').waitFor();
      await done.getByRole('button', { name: 'View matches' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => tcgCards(page).count()).toBe(6);
      await tcgCards(page).filter({ hasText: 'Lost Box' }).first().waitFor();
    });

    // What was stored: six matches of the day (the bye a win without games), the deck, the username, the group.
    const matches = await tcgMatchesOf(member);
    const byOpponent = (deck: string) => matches.filter((m: TcgMatch) => m.opponentDeck === deck);
    expect(matches).toHaveLength(6);
    expect(byOpponent('Bye').map((m) => [m.specialResult, m.result, m.games.length])).toEqual([['bye', 'win', 0]]);
    expect(matches.every((m) => m.date.startsWith('2025-06-14') && m.importSource === 'limitless')).toBe(true);
    expect(
      byOpponent('Gardevoir')
        .map((m) => [m.format, m.recordedResult, m.games.length])
        .sort(),
    ).toEqual([
      ['Bo1', null, 1],
      ['Bo3', 'loss', 0],
    ]);
    expect(byOpponent('Unknown').map((m) => m.recordedResult)).toEqual(['tie']);
    const decks = await apiFor(app.url, member).decks.list();
    expect(decks.map((d) => d.name)).toEqual(['Pallet Zard']);
    expect(matches.every((m) => m.deckId === decks[0]!._id)).toBe(true);
    expect((await apiFor(app.url, member).auth.user()).limitlessUsername).toBe(ASH.username);
    const groups = await apiFor(app.url, member).matchGroups.list();
    expect(groups.map((g) => [g.name, g.matchCounts.tcg])).toEqual([[PALLET_NAME, 6]]);

    await withPage(async (page) => {
      // The history links to the group, which opens with its matches.
      await signIn(page, member, '/import-limitless?view=history');
      const entry = page.getByRole('article', { name: PALLET_NAME });
      await entry.getByText('2nd of 5').waitFor();
      await entry.getByRole('link', { name: /Open group/ }).click();
      const popup = page.getByRole('dialog', { name: PALLET_NAME });
      await expect.poll(() => popup.getByTestId('group-match-row').count()).toBe(6);

      // The same tournament again: said, and nothing can be imported.
      await page.goto(`/import-limitless?tournament=${PALLET_ID}&player=${ASH.username}`);
      await page.getByText(ALREADY_IMPORTED).waitFor();
      expect(await page.getByRole('button', { name: 'Already imported' }).isDisabled()).toBe(true);
    });
    const again = await fetch(apiUrl(app.url, apiEndpoints.limitless.import), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
      body: JSON.stringify({ tournamentId: PALLET_ID, player: ASH.username, list: { action: 'none' } }),
    });
    expect(again.status).toBe(409);
    expect(await tcgMatchesOf(member)).toHaveLength(6);
  });

  it('imports a pasted VGC tournament link with the remembered username chosen; an unknown one is told', async () => {
    const member = await registerMember(app.url, 'limitlessvgc');
    await apiFor(app.url, member).auth.setLimitlessUsername({ limitlessUsername: 'ASHK' });
    await withPage(async (page) => {
      await signIn(page, member, '/import-limitless');
      const link = page.getByLabel('Tournament link or id');
      await link.fill('https://play.limitlesstcg.com/tournament/no-such-cup/standings');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await page.getByText(NOT_FOUND).waitFor();

      await link.fill(`https://play.limitlesstcg.com/tournament/${SAFFRON_ID}/pairings`);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const me = page.getByRole('radio', { name: ASH.name });
      await expect.poll(() => me.getAttribute('aria-checked')).toBe('true');
      await page.getByText('This is your remembered Limitless username.').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();

      const rounds = page.getByRole('list', { name: 'Rounds' });
      await rounds.getByRole('list', { name: 'Misty Waterflower’s team' }).waitFor();
      await page.getByRole('button', { name: 'Import 1 match' }).click();
      await page.getByRole('region', { name: 'Import done' }).getByRole('button', { name: 'View matches' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => page.getByTestId('vgc-match-list').getByTestId('vgc-match-card').count()).toBe(1);
    });
    const [match] = (await apiFor(app.url, member).vgcMatches.list({ pageSize: 100 })).matches;
    expect(match).toMatchObject({ opponentName: 'Misty Waterflower', bestOf: 3, recordedResult: 'win' });
    expect(match!.opponentTeam).toHaveLength(6);
    const teams = await apiFor(app.url, member).teams.list();
    expect(teams).toHaveLength(1);
    expect(match!.teamId).toBe(teams[0]!._id);
  });
});
