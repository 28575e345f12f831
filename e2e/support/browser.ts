// Launches Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * A page whose requests never leave the app (card images and sprites come from public hosts) and on which the
 * one-time announcement has already been seen, so it cannot cover what a test clicks.
 */
export async function openIsolatedPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.addInitScript(() => localStorage.setItem('trainerlog_announcement_seen', '1'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
