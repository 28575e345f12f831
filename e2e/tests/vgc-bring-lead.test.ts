// Bring & lead in a real browser against the real app (issue 30, VGC): a member logs a few games against a sun team
// and a rain team, opens the "Bring & lead" view of the team analytics, pastes the opponent's Showdown team in the
// advisor and reads their past brings and leads against it; the same matches kept in a guest's browser give the same
// advice offline, computed there; a rate opens the games behind it (member and guest offline, the dialog axe clean at
// 390 px). The view is checked with axe at 390 and 1280 px in both colour schemes (and, when
// BRING_LEAD_SCREENSHOTS names a folder, photographed there).
import path from 'node:path';
import type { VgcMatch, VgcMatchInputBody } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { openSweepPage, seriousViolations, type ColorScheme } from '../support/axe.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;
let matches: VgcMatch[];

const MINE = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

const game = (result: 'win' | 'loss', leads: string[], theirLeads: string[], theirs: string[]) => ({
  result,
  leadPokemon: leads,
  broughtPokemon: [...leads, ...MINE.filter((p) => !leads.includes(p)).slice(0, 2)],
  opponentLeadPokemon: theirLeads,
  opponentBroughtPokemon: theirs,
});

/** The opponent's team as Showdown exports it (four of its six are enough to find the sun matches). */
const PASTE = [
  'Torkoal @ Charcoal',
  'Ability: Drought',
  'Level: 50',
  'Tera Type: Fire',
  'EVs: 252 HP / 252 SpA / 4 SpD',
  'Quiet Nature',
  '- Eruption',
  '- Heat Wave',
  '',
  'Lilligant-Hisui @ Focus Sash',
  'Ability: Chlorophyll',
  '- Close Combat',
  '- Leaf Blade',
  '',
  'Walking Wake @ Choice Specs',
  'Ability: Protosynthesis',
  '- Draco Meteor',
  '',
  'Ursaluna @ Flame Orb',
  'Ability: Guts',
  '- Facade',
  '',
  'Farigiraf @ Safety Goggles',
  'Ability: Armor Tail',
  '- Trick Room',
  '',
  'Flutter Mane @ Booster Energy',
  'Ability: Protosynthesis',
  '- Moonblast',
].join('\n');

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'bringlead');
  const api = apiFor(baseURL, member);
  const log = (body: Omit<VgcMatchInputBody, 'playerTeam' | 'format'>) =>
    api.vgcMatches.create({ playerTeam: MINE, format: 'VGC 2025 Reg H', ...body });
  // Sun, a Bo3 won 2-1: Incineroar + Rillaboom led the two wins, Urshifu + Amoonguss the loss.
  await log({
    opponentTeam: SUN,
    bestOf: 3,
    date: '2025-03-03',
    games: [
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Torkoal', 'Lilligant-Hisui'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
      ),
      game(
        'loss',
        ['Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal', 'Flutter Mane'],
        ['Torkoal', 'Flutter Mane', 'Ursaluna', 'Walking Wake'],
      ),
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Torkoal', 'Lilligant-Hisui'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Walking Wake'],
      ),
    ],
  });
  // Sun again (one Pokémon changed): a Bo1 win, Incineroar + Rillaboom again.
  await log({
    opponentTeam: ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Chi-Yu'],
    date: '2025-03-05',
    games: [
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Ursaluna', 'Farigiraf'],
        ['Torkoal', 'Ursaluna', 'Farigiraf', 'Chi-Yu'],
      ),
    ],
  });
  // Rain: not like sun at all.
  await log({
    opponentTeam: RAIN,
    date: '2025-03-07',
    games: [
      game(
        'loss',
        ['Rillaboom', 'Flutter Mane'],
        ['Pelipper', 'Archaludon'],
        ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
      ),
    ],
  });
  matches = (await api.vgcMatches.list({ pageSize: 100 })).matches;
});
afterAll(async () => {
  await browser?.close();
});

const VIEW = '/analytics/vgc/teams?view=bring-lead&convention=loss';

/** Pastes the team in the advisor and reads its answer: the summary, the lead pairs and their leads. */
async function advise(page: Page, keyboard = false) {
  const field = page.getByRole('textbox', { name: "Opponent's team" });
  await field.waitFor({ timeout: 20_000 });
  await field.fill(PASTE);
  if (keyboard) {
    // From the field to the button and press it, as a keyboard user would.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Advise');
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('button', { name: 'Advise' }).click();
  }
  const summary = page.getByTestId('bring-lead-advice-summary');
  await summary.waitFor({ timeout: 20_000 });
  const rowTexts = (table: string) =>
    page
      .getByRole('table', { name: table, exact: true })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('td'))
            .filter((cell) => (cell as HTMLElement).offsetParent !== null)
            .map((cell) => cell.textContent!.trim())
            .join(' | '),
        ),
      );
  return {
    read: (await page.getByRole('group', { name: "The opponent's Pokémon as read" }).textContent())!,
    summary: (await summary.textContent())!,
    leadPairs: await rowTexts('Your lead pairs against this team'),
    theirLeads: await rowTexts('Their leads'),
  };
}

const EXPECTED = {
  read: 'Read from the pasted team:TorkoalLilligant-HisuiWalking WakeUrsalunaFarigirafFlutter Mane',
  // Both sun matches (6 and 5 of the six), not rain: 4 games, 3-1.
  summary: '2 matches against teams sharing at least 4 of these · 3-1 in 4 games · your win rate75.0%(n=4)',
  leadPairs: ['Incineroar + Rillaboom | 3-0 | 100.0%(n=3)', 'Amoonguss + Urshifu-Rapid-Strike | 0-1 | 0.0%(n=1)'],
};

describe('Bring & lead', () => {
  it('a member pastes the opponent team and reads their past brings and leads against it', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, VIEW);
    await page.getByRole('table', { name: 'Your Pokémon brought and led' }).waitFor({ timeout: 20_000 });
    const advice = await advise(page, true);
    expect(advice).toMatchObject({ read: EXPECTED.read, summary: EXPECTED.summary });
    // The interval column shows from 768 px on; the test's page is wide, so compare the first three cells.
    expect(advice.leadPairs.map((r) => r.split(' | ').slice(0, 3).join(' | '))).toEqual(EXPECTED.leadPairs);
    expect(advice.theirLeads[0]).toMatch(/^Torkoal \| 75\.0% \| 2-1 \| 66\.7%\(n=3\)/);
    await context.close();
  });

  it('a guest with the same matches gets the same advice offline, computed in the browser', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const localMatches = matches.map(({ user: _user, result: _result, matchScore: _score, ...m }, i) => ({
      ...m,
      _id: `local_${i + 1}_match`,
    }));
    await page.goto('/patch-notes');
    await page.evaluate((m) => {
      localStorage.setItem('trainerlog_vgc_matches', m);
      localStorage.setItem('trainerlog_announcement_seen', '1');
    }, JSON.stringify(localMatches));
    await page.goto(VIEW);
    await page.getByText('Computed in this browser').waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    const advice = await advise(page);
    expect(advice).toMatchObject({ read: EXPECTED.read, summary: EXPECTED.summary });
    expect(advice.leadPairs.map((r) => r.split(' | ').slice(0, 3).join(' | '))).toEqual(EXPECTED.leadPairs);
    await context.close();
  });

  it('the view with the advice is axe clean at 390 and 1280 px, light and dark', async () => {
    const shots = process.env.BRING_LEAD_SCREENSHOTS;
    const findings: string[] = [];
    for (const width of [390, 1280]) {
      for (const scheme of ['light', 'dark'] as ColorScheme[]) {
        const { context, page } = await openSweepPage(browser, baseURL, { width, scheme, token: member.token });
        await page.goto(VIEW);
        await page.getByRole('table', { name: 'Your Pokémon brought and led' }).waitFor({ timeout: 20_000 });
        await advise(page);
        // Usable at 390 px: nothing wider than the screen but the tables' own scroll areas.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width}px ${scheme}`).toBeLessThanOrEqual(0);
        findings.push(...(await seriousViolations(page, `${VIEW} ${width}px ${scheme}`)));
        if (shots)
          await page.screenshot({ path: path.join(shots, `bring-lead-${width}-${scheme}.png`), fullPage: true });
        await context.close();
      }
    }
    expect(findings).toEqual([]);
  });
});

/** The rows of the open "games behind" dialog: date, game and result of each. */
async function gamesListed(page: Page) {
  const dialog = page.getByRole('dialog');
  const table = dialog.getByRole('table', { name: 'Games behind this number' });
  await table.waitFor({ timeout: 20_000 });
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent!.trim());
      return `${cells[0]} | ${cells[2]} | ${cells[3]}`;
    }),
  );
}

describe('Bring & lead: the games behind each number', () => {
  it('a member opens the games a Pokémon led, newest first, and goes to one of their matches', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, VIEW);
    const own = page.getByRole('table', { name: 'Your Pokémon brought and led' });
    await own.waitFor({ timeout: 20_000 });
    // Rillaboom led the two sun wins of the Bo3, the Bo1 sun win and the rain loss.
    await own.getByRole('button', { name: 'Rillaboom led: show the 4 games' }).click();
    expect(await gamesListed(page)).toEqual([
      'Mar 7, 2025 | 1 | Loss',
      'Mar 5, 2025 | 1 | Win',
      'Mar 3, 2025 | 1 | Win',
      'Mar 3, 2025 | 3 | Win',
    ]);
    const rain = matches.find((m) => m.date?.startsWith('2025-03-07'))!;
    await page.getByRole('dialog').getByRole('link', { name: 'Mar 7, 2025' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/edit-match/vgc/${rain._id}`);
    await context.close();
  });

  it('a guest opens the games behind a lead pair and an opponent trend offline, and the dialog is axe clean', async () => {
    const { context, page } = await openSweepPage(browser, baseURL, { width: 390, scheme: 'light' });
    const localMatches = matches.map(({ user: _user, result: _result, matchScore: _score, ...m }, i) => ({
      ...m,
      _id: `local_${i + 1}_match`,
    }));
    await page.goto('/patch-notes');
    await page.evaluate((m) => {
      localStorage.setItem('trainerlog_vgc_matches', m);
      localStorage.setItem('trainerlog_announcement_seen', '1');
    }, JSON.stringify(localMatches));
    await page.goto(VIEW);
    await page.getByText('Computed in this browser').waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    await page
      .getByRole('table', { name: 'Lead pairs', exact: true })
      .getByRole('button', { name: 'Incineroar + Rillaboom led: show the 3 games' })
      .click();
    expect(await gamesListed(page)).toEqual([
      'Mar 5, 2025 | 1 | Win',
      'Mar 3, 2025 | 1 | Win',
      'Mar 3, 2025 | 3 | Win',
    ]);
    expect(await seriousViolations(page, `${VIEW} games behind a lead pair, 390px`)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
    // Torkoal was in both sun previews: the four sun games, 3-1.
    await page
      .getByRole('table', { name: 'Opponent trends' })
      .getByRole('button', { name: 'Against Torkoal: show the 4 games' })
      .click();
    const listed = await gamesListed(page);
    expect(listed).toHaveLength(4);
    expect(listed.filter((row) => row.endsWith('Loss'))).toEqual(['Mar 3, 2025 | 2 | Loss']);
    await context.close();
  });
});
