// The offline app (spec part 1 §4 "Offline app", issue 16) in real Chromium against the real built app and its real
// Workbox service worker: the first visit installs the worker and says so; offline, a reload still opens the app
// shell and a guest's matches stay (and one logged offline is kept); a new build offers the update prompt, and
// accepting it reloads into the new version.
// Decisions: this file runs its own app process on a temporary copy of apps/web/dist (WEB_DIST), because proving the
// update needs a changed sw.js on disk while the page is open — the shared app's dist must never be touched. The
// "new build" is the copy's index.html with a marker plus its precache revision changed in sw.js, which is exactly
// what a rebuild changes; `registration.update()` stands in for the app's 5-minute check (UpdatePrompt.tsx).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEndpoints } from '@trainerlog/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, repoRoot, startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';

const OFFLINE_READY = 'Trainer Log is ready to work offline.';
let browser: Browser;
let app: AppProcess;
let dataDir: string;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-dist-'));
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  fs.chmodSync(webDist, 0o755);
  dataDir = makeDataDir('tl-offline-');
  app = await startApp({ dataDir, env: { WEB_DIST: webDist } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop('SIGINT');
  for (const dir of [dataDir, webDist]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const cards = (page: Page) => page.getByTestId('match-list').getByTestId('tcg-match-card');

/** A fresh browser profile on the first visit: waits until the worker has precached the app and says so. */
async function firstVisit(pathname: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openIsolatedPage(browser, app.url);
  await opened.page.goto(pathname);
  await opened.page.getByText(OFFLINE_READY).waitFor({ timeout: 30_000 });
  return opened;
}

/** Whether the page is served by an active service worker (only pages loaded after its activation are). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null);

/** A guest's TCG match, logged with the keyboard as in log-match.test.ts. */
async function logGuestMatch(page: Page, deckName: string, opponent: string) {
  await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor();
  await page.keyboard.type(deckName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(opponent);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('w');
  await page.keyboard.press('Enter');
  await page.getByText('Match logged').waitFor();
}

describe('the offline app', () => {
  it('installs the service worker on the first visit and says the app is ready offline', async () => {
    const { context, page } = await firstVisit('/');
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(state).toBe('activated');
    // The app shell is in the worker's precache.
    const cached = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (await cache.match('/index.html', { ignoreSearch: true })) return true;
      }
      return false;
    });
    expect(cached).toBe(true);
    await context.close();
  });

  it("opens offline after a reload with a guest's matches, and keeps one logged offline", async () => {
    const { context, page } = await firstVisit('/log-match/tcg');
    await logGuestMatch(page, 'Lost Box', 'Gholdengo ex');
    await page.reload();
    expect(await controlled(page)).toBe('activated');

    await context.setOffline(true);
    // Really offline: the API cannot be reached.
    expect(
      await page.evaluate(
        (healthPath) =>
          fetch(healthPath).then(
            () => 'reached',
            () => 'failed',
          ),
        apiEndpoints.health.check.path,
      ),
    ).toBe('failed');
    await page.reload();
    await page.goto('/dashboard');
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(1);
    await cards(page).first().getByText('Gholdengo ex').waitFor();

    await page.goto('/log-match/tcg');
    await logGuestMatch(page, 'Lost Box', 'Roaring Moon ex');
    await page.goto('/dashboard');
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(2);
    await page.getByTestId('match-list').getByText('Roaring Moon ex').waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('trainerlog_tcg_matches') ?? '[]') as { opponentDeck: string }[],
    );
    expect(stored.map((m) => m.opponentDeck).sort()).toEqual(['Gholdengo ex', 'Roaring Moon ex']);
    await context.close();
  });

  it('offers a new version when one is deployed, and reloading gets it', async () => {
    const { context, page } = await firstVisit('/');
    await page.reload();
    expect(await controlled(page)).toBe('activated');
    const marker = page.locator('meta[name="trainerlog-e2e-build"]');
    expect(await marker.count()).toBe(0);

    // "Deploy" a new build: a changed index.html and the revision the new worker precaches it under.
    const indexFile = path.join(webDist, 'index.html');
    const swFile = path.join(webDist, 'sw.js');
    fs.writeFileSync(
      indexFile,
      fs.readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="trainerlog-e2e-build" content="2">'),
    );
    const sw = fs.readFileSync(swFile, 'utf8');
    const next = sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+(")/, '$1e2e0000000000000000000000000002$2');
    expect(next).not.toBe(sw);
    fs.writeFileSync(swFile, next);

    // The app's periodic check, run now.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText('A new version is available').waitFor({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => marker.count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await context.close();
  });
});
