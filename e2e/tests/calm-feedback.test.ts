// Calm feedback and logs that arrive without typing (issue 28), in a real browser against the real app, whose
// Showdown replay server is a local stand-in speaking replay.pokemonshowdown.com's `/<id>.json` and
// `/search.json?user=<id>`, and whose sprite source is unreachable (every Gen 9 sprite is a placeholder):
// registering with guest data shows one toast; a share to `/share` opens the right import filled in; Pokémon whose
// sprites fell back are still named on their slots; a member lists their recent replays and imports the new one.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { showdownUserId } from '@trainerlog/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { makeDataDir, startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { testLog } from '../support/ptcglLogs.ts';
import { registerMember, signIn } from '../support/session.ts';
import {
  LADDER_BO1,
  MISTY,
  replayJson,
  replayJsonPath,
  replayLink,
  searchEntry,
  SINGLES,
} from '../support/showdownReplays.ts';

let remote: http.Server;
let app: AppProcess;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  const served = new Map([LADDER_BO1, SINGLES].map((spec) => [replayJsonPath(spec), spec]));
  remote = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (body: string) => void response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (url.pathname === '/search.json') {
      const user = url.searchParams.get('user');
      return json(JSON.stringify(user === showdownUserId(MISTY) ? [SINGLES, LADDER_BO1].map(searchEntry) : []));
    }
    const spec = served.get(url.pathname);
    if (spec) return json(replayJson(spec));
    response.writeHead(404, { 'content-type': 'text/plain' }).end('"Not found"');
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  dataDir = makeDataDir('tl-calm-');
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

const at = '2025-03-01T10:00:00.000Z';
const guestMatch = {
  _id: `local_${Date.now()}_calmmatch1`,
  deckId: null,
  deckName: 'Charizard ex',
  opponentDeck: 'Gardevoir ex',
  opponentDeckVariant: '',
  format: 'Bo1',
  date: '2025-03-01',
  notes: '',
  games: [{ result: 'win', wentFirst: true, coinFlipWin: null, coinFlipChoice: null, notes: '' }],
  importSource: null,
  recordedResult: null,
  ptcglLogText: null,
  group: null,
  createdAt: at,
  updatedAt: at,
  isLocal: true,
};

describe('calm feedback', () => {
  it('registering with a guest match shows one toast: the welcome over "1 match synced"', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      await page.goto('/patch-notes');
      await page.evaluate(
        (match) => localStorage.setItem('trainerlog_tcg_matches', JSON.stringify([match])),
        guestMatch,
      );
      const username = `calm${Date.now().toString(36)}`;
      await page.goto('/register');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Email').fill(`${username}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('pikachu123');
      await page.getByLabel('Confirm Password').fill('pikachu123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');

      const toasts = page.locator('.mantine-Notification-root');
      await toasts.getByText('1 match synced').waitFor();
      await toasts.getByText(`Welcome, ${username}!`).waitFor();
      expect(await toasts.count()).toBe(1);
      expect(await page.getByText('Welcome back').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the share target', () => {
  it('is declared in the web manifest as GET /share with title, text and url', async () => {
    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('opens the PTCGL import with a shared log, the Showdown import with a shared replay link, filled in', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      const log = testLog();
      await page.goto(`/share?${new URLSearchParams({ title: 'Game log', text: log })}`);
      await page.waitForURL((url) => url.pathname === '/import-match');
      const box = page.getByLabel('Paste one or more game logs');
      await expect.poll(() => box.inputValue()).toBe(log.trim());

      const link = replayLink(LADDER_BO1);
      await page.goto(`/share?${new URLSearchParams({ title: 'Replay', text: `Look at this ${link}` })}`);
      await page.waitForURL((url) => url.pathname === '/import-replay');
      await expect
        .poll(() => page.getByLabel('Paste replay links, replay JSON or battle logs').inputValue())
        .toBe(link);
    } catch (error) {
      await page.screenshot({ path: '/tmp/calm-share-failure.png', fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  }, 150_000);

  it('says what it got when it cannot tell, and offers the imports', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await page.goto(`/share?${new URLSearchParams({ text: 'See you at noon' })}`);
      await page.getByRole('heading', { name: 'Shared with Trainer Log' }).waitFor();
      expect(await page.getByTestId('shared-text').textContent()).toBe('See you at noon');
      await page.getByRole('link', { name: 'Import a team' }).click();
      await page.waitForURL((url) => url.pathname === '/teams/import');
      await expect.poll(() => page.getByRole('textbox', { name: 'Team paste' }).inputValue()).toBe('See you at noon');
    } finally {
      await context.close();
    }
  });
});

describe('sprite fallbacks', () => {
  it('names every Pokémon on its slot when the sprite source is unreachable (placeholders)', async () => {
    const member = await registerMember(app.url, 'calmsprites');
    const six = ['Flutter Mane', 'Chien-Pao', 'Iron Hands', 'Farigiraf', 'Ogerpon', 'Raging Bolt'];
    const team = await apiFor(app.url, member).teams.create({
      name: 'Paradox Pile',
      format: 'Regulation G',
      pokemon: six.map((species) => ({ species })),
    });
    await apiFor(app.url, member).auth.setActiveTeam({ teamId: team._id });
    // The sprite source cannot be reached: Gen 9 Pokémon are drawn as the placeholder.
    const sprite = await fetch(`${app.url}/api/sprites/flutter-mane`);
    expect(sprite.headers.get('x-sprite')).toBe('placeholder');

    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      await signIn(page, member, '/teams');
      await page.getByText('Paradox Pile').first().waitFor();
      const row = page.locator('[data-named-sprite]');
      await expect.poll(() => row.count()).toBeGreaterThanOrEqual(6);
      for (const species of six)
        await page.locator(`[data-named-sprite="${species}"]`).first().getByText(species).waitFor();

      await page.goto('/log-match/vgc');
      const leads = page.getByTestId('game-1').getByRole('group', { name: 'Your leads', exact: true });
      for (const species of six) {
        const slot = leads.getByRole('button', { name: species });
        expect(await slot.innerText()).toContain(species);
        expect(await slot.isVisible()).toBe(true);
      }
    } catch (error) {
      await page.screenshot({ path: '/tmp/calm-sprites-failure.png', fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('recent replays', () => {
  it('a member lists their recent public replays, and imports the new VGC one in one step', async () => {
    const member = await registerMember(app.url, 'calmrecent');
    await apiFor(app.url, member).auth.setShowdownNames({ showdownNames: [MISTY] });
    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      await signIn(page, member, '/import-replay');
      const panel = page.getByTestId('recent-replays');
      await panel.getByRole('button', { name: 'Show my recent replays' }).click();
      const list = panel.getByRole('list', { name: 'Recent replays' });
      await list.getByText('MistyWaterflower vs. BrockRock').waitFor();
      await list.getByText('Not VGC').waitFor();

      await panel.getByRole('button', { name: 'Import 1 new replay' }).click();
      await page.getByText('1 match imported from 1 replay').waitFor();
      await list.getByText('Already imported').waitFor();
      await panel.getByRole('button', { name: 'Nothing new to import' }).waitFor();

      const { matches } = await apiFor(app.url, member).vgcMatches.list({ pageSize: 10 });
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({
        opponentName: 'BrockRock',
        result: 'win',
        replayLink: replayLink(LADDER_BO1),
      });
    } finally {
      await context.close();
    }
  });
});
