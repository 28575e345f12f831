// The Showdown replay import (issue 13) in a real browser against the real app: the app runs with
// SHOWDOWN_REPLAY_BASE_URL pointing at a small local replay server of ours that answers `/<id>[-<password>pw].json`
// the way replay.pokemonshowdown.com does, so the whole path — browser, our server, the replay server — is real.
// A member pastes the three links of a best-of-3 and finds one match with three games on the dashboard, with the
// right leads, result and replay links; a guest imports pasted replay JSON into the browser; links that cannot be
// read are explained and nothing is created; the same replay again is refused.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VgcMatch } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { makeDataDir, startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';
import {
  ASH,
  BO3,
  LADDER_BO1,
  MISTY,
  replayJson,
  replayJsonPath,
  replayLink,
  type ReplaySpec,
} from '../support/showdownReplays.ts';

const ALREADY_IMPORTED = 'This replay has already been imported';
const MISSING_LINK = 'https://replay.pokemonshowdown.com/gen9vgc2025regi-2400000999';

let remote: http.Server;
let app: AppProcess;
let dataDir: string;
let browser: Browser;
const asked: string[] = [];

beforeAll(async () => {
  const served = new Map<string, ReplaySpec>([...BO3, LADDER_BO1].map((spec) => [replayJsonPath(spec), spec]));
  remote = http.createServer((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    const spec = served.get(path);
    if (spec) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(replayJson(spec));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('"Not found"');
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  dataDir = makeDataDir('tl-showdown-');
  app = await startApp({ dataDir, env: { SHOWDOWN_REPLAY_BASE_URL: base, SHOWDOWN_REPLAY_TIMEOUT_MS: '3000' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop('SIGINT');
  remote?.closeAllConnections();
  await new Promise((resolve) => remote?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const matchesOf = async (member: TestMember) =>
  (await apiFor(app.url, member).vgcMatches.list({ pageSize: 100 })).matches;

async function openImport(page: Page, member?: TestMember) {
  if (member) await signIn(page, member, '/import-replay');
  else await page.goto('/import-replay');
  await page.getByRole('heading', { name: 'Import VGC Replay' }).waitFor();
}

async function read(page: Page, text: string) {
  await page.getByLabel('Paste replay links, replay JSON or battle logs').fill(text);
  await page.getByRole('button', { name: 'Read replays', exact: true }).click();
}

const matchCard = (page: Page, n: number) => page.getByRole('region', { name: `Match ${n}` });
const vgcCards = (page: Page) => page.getByTestId('vgc-match-list').getByTestId('vgc-match-card');

describe('Showdown replay import', () => {
  it('a member pastes three links of a Bo3: one match with three games, its leads, result and replay links', async () => {
    const member = await registerMember(app.url, 'showdown');
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await openImport(page, member);
      await read(page, BO3.map(replayLink).join('\n'));
      const match = matchCard(page, 1);
      await match.getByText('Which player are you?').waitFor();
      expect(asked).toEqual(expect.arrayContaining(BO3.map(replayJsonPath)));

      // Nothing tells who you are yet: choose, and remember the name for the next import.
      await match.getByText(ASH, { exact: true }).click();
      await match.getByText(`vs ${MISTY} · 3 games · Jun 15, 2025`).waitFor();
      await match.getByRole('button', { name: `Remember “${ASH}” as mine` }).click();
      await expect.poll(async () => (await apiFor(app.url, member).auth.user()).showdownNames).toEqual([ASH]);
      expect(await page.getByRole('region', { name: 'Match 2' }).count()).toBe(0);
      expect(await match.getByTestId('showdown-match-score').textContent()).toBe('2–1');
      const game1 = match.getByRole('article', { name: 'Game 1' });
      await game1.getByRole('list', { name: 'Game 1: your leads' }).getByText('Flutter Mane').waitFor();
      await game1.getByText('Flutter Mane (Fairy)').waitFor();
      await match.getByRole('article', { name: 'Game 2' }).getByText('Lost', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Import 1 match' }).click();
      await page.getByText('Imported 1 match').waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard');

      // The dashboard opens on the VGC tab with the match; its details show each game as the replays told.
      await expect.poll(() => vgcCards(page).count()).toBe(1);
      const card = vgcCards(page).first();
      await card.getByText('Won 2-1').waitFor();
      await card.getByText(MISTY).waitFor();
      await card.click();
      const dialog = page.getByRole('dialog', { name: 'Match Details' });
      // The dialog opens with its game tabs a moment after the click: wait for them rather than count at once.
      await expect.poll(() => dialog.getByRole('tab').count()).toBe(3);
      for (const [i, spec] of BO3.entries()) {
        await dialog.getByRole('tab', { name: new RegExp(`Game ${i + 1}`) }).click();
        await dialog
          .getByText(spec.winner === 'p1' ? 'Victory' : 'Defeat')
          .first()
          .waitFor();
        const leads = dialog.getByRole('list', { name: 'Your leads' });
        for (const lead of spec.p1.brought.slice(0, 2)) await leads.getByText(lead).waitFor();
        const theirs = dialog.getByRole('list', { name: "Opponent's leads" });
        for (const lead of spec.p2.brought.slice(0, 2)) await theirs.getByText(lead).waitFor();
        const replay = dialog.getByRole('link', { name: /Watch replay/ });
        await expect.poll(() => replay.getAttribute('href')).toBe(replayLink(spec));
      }

      const [stored] = await matchesOf(member);
      expect(stored).toMatchObject({ opponentName: MISTY, bestOf: 3, result: 'win', format: 'VGC 2025 Reg I' });
      expect(stored!.games.map((g) => [g.result, g.leadPokemon, g.replayLink])).toEqual(
        BO3.map((spec) => [spec.winner === 'p1' ? 'win' : 'loss', spec.p1.brought.slice(0, 2), replayLink(spec)]),
      );
      expect(stored!.games[0]).toMatchObject({ firstKnockout: 'player', teraPokemon: 'Flutter Mane' });
    } finally {
      await context.close();
    }
  });

  it('a guest imports from pasted replay JSON; the match is in their local dashboard', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      // The VGC dashboard's Import Replay leads to the screen.
      await page.goto('/dashboard');
      await page.evaluate(() => localStorage.setItem('trainerlog_dashboard_tab', JSON.stringify('vgc')));
      await page.reload();
      await page.getByRole('link', { name: 'Import Replay' }).click();
      await page.getByRole('heading', { name: 'Import VGC Replay' }).waitFor();

      await read(page, replayJson(LADDER_BO1));
      const match = matchCard(page, 1);
      await match.getByText('Which player are you?').waitFor();
      await match.getByText(MISTY, { exact: true }).click();
      await match.getByText('vs BrockRock · 1 game · Jun 27, 2025').waitFor();
      await match.getByRole('article', { name: 'Game 1' }).getByText('Opponent forfeited on turn 4').waitFor();
      await page.getByRole('button', { name: 'Import 1 match' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => vgcCards(page).count()).toBe(1);
      await vgcCards(page).first().getByText('BrockRock').waitFor();

      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('trainerlog_vgc_matches'))) ?? '[]',
      ) as VgcMatch[];
      expect(stored).toHaveLength(1);
      expect(stored[0]!._id).toMatch(/^local_/);
      expect(stored[0]).toMatchObject({ opponentName: 'BrockRock', bestOf: 1, replayLink: replayLink(LADDER_BO1) });
      expect(stored[0]!.games[0]).toMatchObject({
        result: 'win',
        leadPokemon: ['Whimsicott', 'Iron Hands'],
        opponentTeraPokemon: 'Kingambit',
      });

      // The same replay again: already in this browser.
      await page.goto('/import-replay');
      await read(page, replayJson(LADDER_BO1));
      const leftOut = page.getByRole('region', { name: 'Replays not imported' });
      await leftOut.getByText('Already imported').waitFor();
      expect(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('explains links that cannot be read, next to each, and creates nothing', async () => {
    const member = await registerMember(app.url, 'showdownbad');
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await openImport(page, member);
      await read(page, `https://example.com/nope\n${MISSING_LINK}`);
      const problems = page.getByTestId('showdown-problems');
      await problems.getByText('https://example.com/nope').waitFor();
      await problems.getByText(/This is not a Showdown replay link/).waitFor();
      await problems.getByText(MISSING_LINK).waitFor();
      await problems.getByText(/^Replay not found/).waitFor();
      expect(asked).toContain('/gen9vgc2025regi-2400000999.json');
      expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
      expect(await matchesOf(member)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a replay imported before: marked in the preview, and 409 when imported meanwhile', async () => {
    const member = await registerMember(app.url, 'showdowndup');
    await apiFor(app.url, member).auth.setShowdownNames({ showdownNames: [ASH] });
    const replays = BO3.map((spec) => ({ text: replayJson(spec), link: replayLink(spec) }));
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await openImport(page, member);
      await read(page, BO3.map(replayLink).join('\n'));
      await matchCard(page, 1).getByText('One of your Showdown names').waitFor();

      // Imported elsewhere (another tab) before this one saves: the server's 409, nothing added.
      await apiFor(app.url, member).showdownImport.import({ replays });
      await page.getByRole('button', { name: 'Import 1 match' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
      await alert.getByText(ALREADY_IMPORTED).waitFor();
      expect(new URL(page.url()).pathname).toBe('/import-replay');
      expect(await matchesOf(member)).toHaveLength(1);

      // Read again: every replay is marked, nothing is left to import.
      await alert.getByRole('button', { name: 'Read the replays again' }).click();
      const leftOut = page.getByRole('region', { name: 'Replays not imported' });
      await expect.poll(() => leftOut.getByText('Already imported').count()).toBe(3);
      await page.getByRole('alert').filter({ hasText: 'Every replay here is already in your matches' }).waitFor();
      expect(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
