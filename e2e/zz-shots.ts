import { chromium } from 'playwright-core';
import { createFetchApiClient } from '@trainerlog/core';
import { testLog } from './support/ptcglLogs.ts';
const base = 'http://127.0.0.1:3990';
for (let i = 0; i < 60; i++) { try { await fetch(base + '/api/health'); break; } catch { await new Promise((r) => setTimeout(r, 1000)); } }
const anon = createFetchApiClient({ baseUrl: base, fetch });
const { token } = await anon.auth.register({ username: `shots${Date.now()}`, email: `s${Date.now()}@example.com`, password: 'pikachu123' });
const api = createFetchApiClient({ baseUrl: base, fetch, token } as never);
const deck = await (api as any).decks.create({ name: 'Charizard ex', description: '', cards: [] });
const opps = ['Brock', 'Misty', 'Gary', 'Erika', 'Sabrina', 'Blaine', 'Koga', 'Giovanni', 'Lance', 'Lorelei', 'Bruno', 'Agatha'];
for (const [i, o] of opps.entries()) {
  const text = testLog({ opponent: o, caller: o, coinWinner: i % 3 ? 'AshK' : o, winner: i % 4 === 1 ? o : 'AshK', seed: i + 1, mulligans: i % 5 === 0 ? { AshK: 1 } : {} });
  await (api as any).ptcglImport.import({ text, deckId: deck._id, date: '2026-05-0' + ((i % 9) + 1) });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1280, 900]]) for (const scheme of ['light', 'dark'] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.goto(base + '/patch-notes');
  await page.evaluate(([t, s]) => { localStorage.setItem('token', t!); localStorage.setItem('trainerlog_announcement_seen', '1'); localStorage.setItem('mantine-color-scheme-value', s!); }, [token, scheme]);
  await page.goto(`${base}/analytics/tcg/decks?deckId=${deck._id}`);
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByTestId('tcg-cards-summary').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/cards-${w}-${scheme}.png`, fullPage: true });
  if (w === 390) for (const name of ['Your cards', 'Tempo', 'Openings']) {
    await page.locator(`section[aria-label="${name}"]`).first().screenshot({ path: `/tmp/shots/part-${name.replace(' ', '')}-${scheme}.png` });
  }
  await page.goto(`${base}/analytics/global/cards`);
  await page.getByTestId('community-card-games').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/community-cards-${w}-${scheme}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
console.log('done');
