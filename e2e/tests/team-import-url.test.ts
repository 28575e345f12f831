// Team import from a pokepast.es link in a real browser: the app runs with POKEPASTE_BASE_URL pointing at a small
// local server of ours speaking pokepast.es's JSON form (`/<id>/json` → { title, author, notes, paste }, \r\n line
// ends), so the whole path — browser, our server, the remote — is real. A guest pastes a link into the paste box;
// a member types one into the link box; an unknown paste and a remote that does not answer are explained.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { makeDataDir, startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn } from '../support/session.ts';

const TEAM_ID = '0123456789abcdef';
const SLOW_ID = 'fedcba9876543210';
const MISSING_ID = '00000000deadbeef';

const PASTE = [
  'Flutter Mane @ Booster Energy',
  'Ability: Protosynthesis',
  'Level: 50',
  'Tera Type: Fairy',
  'EVs: 4 HP / 252 SpA / 252 Spe',
  'Timid Nature',
  '- Moonblast',
  '- Shadow Ball',
  '',
  'Incineroar @ Safety Goggles',
  'Ability: Intimidate',
  'Level: 50',
  'Tera Type: Ghost',
  '- Fake Out',
  '- Parting Shot',
  '',
].join('\r\n');

let remote: http.Server;
let remoteUrl: string;
let app: AppProcess;
let dataDir: string;
let browser: Browser;
const asked: string[] = [];

beforeAll(async () => {
  remote = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === `/${TEAM_ID}/json`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ title: 'Sun Room', author: 'Misty', notes: 'Lead both.', paste: PASTE }));
    } else if (request.url === `/${SLOW_ID}/json`) {
      // Never answers: the app's timeout must end the wait.
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found');
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  dataDir = makeDataDir('tl-paste-');
  app = await startApp({ dataDir, env: { POKEPASTE_BASE_URL: remoteUrl, POKEPASTE_TIMEOUT_MS: '1500' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop('SIGINT');
  remote?.closeAllConnections();
  await new Promise((resolve) => remote?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectLoaded(page: Page) {
  await page.getByTestId('pokepaste-loaded').getByText('“Sun Room” by Misty').waitFor();
  await expect.poll(() => page.getByTestId('paste-set').count()).toBe(2);
  expect(await page.getByLabel('Team Name').inputValue()).toBe('Sun Room');
  expect(await page.getByLabel('Team paste').inputValue()).toBe(PASTE.replaceAll('\r\n', '\n'));
  expect(await page.getByTestId('paste-problems').count()).toBe(0);
}

describe('team import from a pokepast.es link', () => {
  it('a guest pastes a link into the paste box on a phone and imports the team it names', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url, { width: 390, height: 844 });
    try {
      await page.goto('/teams/import');
      await page.getByLabel('Team paste').fill(`https://pokepast.es/${TEAM_ID}`);
      await expectLoaded(page);
      expect(await page.getByLabel('PokePaste link').inputValue()).toBe(`https://pokepast.es/${TEAM_ID}`);
      expect(asked).toContain(`/${TEAM_ID}/json`);

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.waitForURL('**/teams');
      await page.getByTestId('team-card').filter({ hasText: 'Sun Room' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a member types a link into the link box, presses Enter, and the team is saved on the server', async () => {
    const member = await registerMember(app.url, 'pasteimporter');
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await signIn(page, member, '/teams/import');
      await page.getByLabel('PokePaste link').fill(`pokepast.es/${TEAM_ID.toUpperCase()}`);
      await page.getByLabel('PokePaste link').press('Enter');
      await expectLoaded(page);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.waitForURL('**/teams');
      await page.getByTestId('team-card').filter({ hasText: 'Sun Room' }).waitFor();

      const teams = await apiFor(app.url, member).teams.list();
      expect(teams).toHaveLength(1);
      expect(teams[0]).toMatchObject({
        name: 'Sun Room',
        pokemon: [
          { species: 'Flutter Mane', item: 'Booster Energy' },
          { species: 'Incineroar', item: 'Safety Goggles' },
        ],
      });
    } finally {
      await context.close();
    }
  });

  it('explains a paste pokepast.es does not have, a link elsewhere, and a remote that does not answer', async () => {
    const { context, page } = await openIsolatedPage(browser, app.url);
    try {
      await page.goto('/teams/import');
      await page.getByLabel('Team paste').fill('Pikachu\n- Thunderbolt');
      const link = page.getByLabel('PokePaste link');
      const load = page.getByRole('button', { name: 'Load' });
      const error = page.getByRole('alert').filter({ hasText: /./ });

      await link.fill(`https://pokepast.es/${MISSING_ID}`);
      await load.click();
      await error.getByText('Paste not found').waitFor();

      await link.fill(`https://pastebin.com/${TEAM_ID}`);
      await load.click();
      await error.getByText('Only pokepast.es links can be imported').waitFor();

      await link.fill(`https://pokepast.es/${SLOW_ID}`);
      await load.click();
      await error.getByText(/^PokePaste did not answer within 2 seconds\./).waitFor();

      // Nothing was replaced: the paste typed before is still there to import.
      expect(await page.getByLabel('Team paste').inputValue()).toBe('Pikachu\n- Thunderbolt');
      expect(await page.getByTestId('pokepaste-loaded').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
