// Offline for members (issue 16) and the calm unreachable state (issue 18), in real Chromium against the real built
// app and its service worker: a signed-in member goes offline, logs a match, reloads — the installed app opens on
// the last-seen list with the match marked waiting and "1 match waiting to upload" — and back online it uploads
// exactly once. An edit made offline to a match changed elsewhere meanwhile keeps both versions. With the API out of
// reach the shell shows one calm notice and recovers by itself when the API answers again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const UNREACHABLE = "Can't reach the server — your entries are kept on this device";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const listMatches = (member: TestMember) => apiFor(baseURL, member).tcgMatches.list({ pageSize: 100 });
const cards = (page: Page) => page.getByTestId('match-list').getByTestId('tcg-match-card');
const waitingBanner = (page: Page) => page.getByTestId('outbox-waiting');

/** Signed in on the dashboard, served by the installed service worker (so a reload works offline). */
async function installedDashboard(member: TestMember) {
  const opened = await openIsolatedPage(browser, baseURL);
  await signIn(opened.page, member, '/dashboard');
  // The worker installed and precached the app (its "ready to work offline" toast may have shown on the sign-in hop).
  await opened.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await opened.page.reload();
  await opened.page.getByRole('heading', { name: 'Your Match History' }).waitFor();
  expect(await opened.page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  return opened;
}

describe('a member offline', () => {
  it('logs a match offline, sees it waiting after a reload, and it uploads exactly once when back online', async () => {
    const member = await registerMember(baseURL, 'offline');
    const { context, page } = await installedDashboard(member);
    await page.getByText('Start logging matches to see them here').waitFor();

    await context.setOffline(true);
    await page.goto('/log-match/tcg');
    await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor();
    await page.keyboard.type('Lost Box');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gholdengo ex');
    await page.keyboard.press('Tab'); // variant
    await page.keyboard.press('Tab'); // format
    await page.keyboard.press('Tab'); // game result
    await page.keyboard.press('w');
    await page.keyboard.press('Enter');
    await page.getByText('Match logged').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.reload();
    await waitingBanner(page).getByText('1 match waiting to upload', { exact: true }).waitFor();
    await page.getByText(UNREACHABLE).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.getByTestId('outbox-match').getByText('Waiting to upload').waitFor();
    await cards(page).first().getByText('Gholdengo ex').waitFor();
    expect((await listMatches(member)).totalCount).toBe(0);

    await context.setOffline(false);
    await waitingBanner(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(UNREACHABLE).waitFor({ state: 'detached' });
    await expect.poll(async () => (await listMatches(member)).totalCount).toBe(1);
    const [uploaded] = (await listMatches(member)).matches;
    expect(uploaded).toMatchObject({ opponentDeck: 'Gholdengo ex' });
    expect(uploaded!.clientId).toMatch(/^local_/);
    await page.getByTestId('outbox-match').waitFor({ state: 'detached' });
    await cards(page).first().getByText('Gholdengo ex').waitFor();
    // Still exactly one after the lists refetch and another reload.
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(1);
    expect((await listMatches(member)).totalCount).toBe(1);
    expect(await page.evaluate((id) => localStorage.getItem(`trainerlog_outbox_${id}`), member.id)).toBeNull();
    await context.close();
  });

  it('keeps both versions when a match edited offline was also changed elsewhere', async () => {
    const member = await registerMember(baseURL, 'conflict');
    const created = await apiFor(baseURL, member).tcgMatches.create({
      deckName: 'Lost Box',
      opponentDeck: 'Raging Bolt ex',
      date: '2026-11-20',
      games: [{ result: 'loss' }],
    });
    const { context, page } = await installedDashboard(member);
    await cards(page).first().getByText('Raging Bolt ex').waitFor();

    await context.setOffline(true);
    await page.goto(`/edit-match/tcg/${created._id}`);
    await page.getByRole('heading', { name: 'Edit TCG Match' }).waitFor();
    const variant = page.getByRole('textbox', { name: 'Opponent variant' });
    await variant.fill('Ogerpon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Match updated').waitFor();
    await waitingBanner(page).getByText('1 match waiting to upload', { exact: true }).waitFor();

    // Meanwhile, another device changes the same match.
    await apiFor(baseURL, member).tcgMatches.update(
      { id: created._id },
      {
        deckName: 'Lost Box',
        opponentDeck: 'Raging Bolt ex',
        opponentDeckVariant: 'Teal Mask',
        date: '2026-11-20',
        games: [{ result: 'win' }],
      },
    );

    await context.setOffline(false);
    await waitingBanner(page).waitFor({ state: 'detached', timeout: 30_000 });
    const { matches } = await listMatches(member);
    expect(matches).toHaveLength(2);
    expect(matches.find((m) => m._id === created._id)).toMatchObject({ opponentDeckVariant: 'Teal Mask' });
    const copy = matches.find((m) => m._id !== created._id)!;
    expect(copy.opponentDeckVariant).toBe('Ogerpon');
    expect(copy.notes).toContain('Offline copy of the match from 2026-11-20 — it was also changed elsewhere.');
    await context.close();
  });
});

describe('the server out of reach', () => {
  it('shows one calm notice instead of errors, and recovers by itself when the server answers again', async () => {
    const member = await registerMember(baseURL, 'unreachable');
    const context = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    await context.route(
      (url) => url.origin !== new URL(baseURL).origin,
      (route) => route.abort(),
    );
    await context.addInitScript(() => localStorage.setItem('trainerlog_announcement_seen', '1'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, member, '/dashboard');
    await page.getByText('Start logging matches to see them here').waitFor();

    await page.route('**/api/**', (route) => route.abort());
    await page.reload();
    await page.getByText(UNREACHABLE).waitFor();
    expect(await page.getByText(UNREACHABLE).count()).toBe(1);
    // Still signed in on the last-seen data, and no error toast per failed request.
    await page.getByText('Start logging matches to see them here').waitFor();
    expect(await page.getByText('Error fetching TCG matches').count()).toBe(0);

    await page.unroute('**/api/**');
    await page.getByText(UNREACHABLE).waitFor({ state: 'detached', timeout: 30_000 });

    // The database gone: the server answers 503 with a Retry-After — the same calm notice, the same recovery.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        contentType: 'application/json',
        body: JSON.stringify({ msg: 'The service is temporarily unavailable. Please try again shortly.' }),
      }),
    );
    await page.reload();
    await page.getByText(UNREACHABLE).waitFor();
    await page.getByText('Start logging matches to see them here').waitFor();
    expect(await page.getByText('The service is temporarily unavailable').count()).toBe(0);
    await page.unroute('**/api/**');
    await page.getByText(UNREACHABLE).waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  });
});
