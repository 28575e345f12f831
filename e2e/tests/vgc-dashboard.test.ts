// The dashboard's VGC tab in a real browser against the real app: a member logs a Bo3 through the form and finds it
// on the VGC tab (score, opponent, sprites), opens its details (game tabs, leads, brought, first knockout, replay),
// adds game notes through the notes editor, sees Team Performance's Most Used Team, and filters the list by team from
// the team list (banner, Clear Filter); a guest imports a team, logs a match and finds it, and a local id that is not
// stored reads 'Match not found'.
import fs from 'node:fs';
import { apiEndpoints, VGC_CSV_COLUMNS, type Team } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;
let team: Team;

const SIX = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Amoonguss', 'Tornadus'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf', 'Flutter Mane', 'Incineroar'];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'vgcdash');
  const api = apiFor(baseURL, member);
  team = await api.teams.create({
    name: 'Rain Check',
    format: 'Regulation G',
    pokemon: SIX.map((species) => ({ species })),
  });
  await api.teams.create({ name: 'Sun Room', format: 'Regulation G', pokemon: SUN.map((species) => ({ species })) });
  await api.auth.setActiveTeam({ teamId: team._id });
});
afterAll(async () => {
  await browser?.close();
});

const vgcCards = (page: Page) => page.getByTestId('vgc-match-list').getByTestId('vgc-match-card');

const picks = (page: Page, game: number, name: string) =>
  page.getByTestId(`game-${game}`).getByRole('group', { name, exact: true });

const choose = (page: Page, game: number, label: string, option: string) =>
  page
    .getByTestId(`game-${game}`)
    .getByRole('radiogroup', { name: `Game ${game} ${label}` })
    .locator('label')
    .getByText(option, { exact: true })
    .click();

async function addOpponent(page: Page, typed: string, expected: string) {
  const box = page.getByRole('textbox', { name: "Opponent's team" });
  await box.fill(typed);
  await box.press('Enter');
  await page.getByRole('button', { name: `Remove ${expected}` }).waitFor();
}

async function openVgcTab(page: Page) {
  await page.getByRole('heading', { name: 'Your Match History' }).waitFor();
  await page.getByRole('tab', { name: 'VGC Matches' }).click();
}

describe('member VGC dashboard', () => {
  it('logs a Bo3, finds it on the VGC tab, reads its details and adds game notes', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/log-match/vgc');
    await page.getByRole('heading', { name: 'Log VGC Match' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Your team' }).inputValue()).toBe('Rain Check');
    await addOpponent(page, 'farigi', 'Farigiraf');
    await addOpponent(page, 'calyrex-sha', 'Calyrex-Shadow');
    await addOpponent(page, 'ursaluna', 'Ursaluna');
    await page.getByRole('textbox', { name: 'Opponent name' }).fill('Cynthia');
    await page.getByText('Best of 3').click();
    await page.getByTestId('game-1').getByRole('radio', { name: 'Win' }).focus();
    await page.keyboard.press('w');
    await page.keyboard.press('l');
    await page.getByTestId('game-3').waitFor();
    await page.keyboard.press('w');
    await page.getByTestId('vgc-score').getByText('Win 2-1').waitFor();

    // Game 1: Incineroar + Rillaboom lead, Amoonguss and Tornadus in the back; we score the first knockout.
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Incineroar' }).click();
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Rillaboom' }).click();
    await picks(page, 1, 'Your brought Pokémon').getByRole('button', { name: 'Amoonguss' }).click();
    await picks(page, 1, 'Your brought Pokémon').getByRole('button', { name: 'Tornadus' }).click();
    await picks(page, 1, "Opponent's leads").getByRole('button', { name: 'Farigiraf' }).click();
    await picks(page, 1, "Opponent's leads").getByRole('button', { name: 'Calyrex-Shadow' }).click();
    await choose(page, 1, 'turn order', 'First');
    await choose(page, 1, 'first knockout', 'You');
    await page.getByRole('textbox', { name: 'Game 1 replay link' }).fill('https://replay.pokemonshowdown.com/g1');
    // Games 2 and 3 lead the same pair, so it is the team's most common lead. They start from game 1's four brought
    // (issue 28): two of them stay home to make room for the new leads.
    for (const game of [2, 3]) {
      for (const name of ['Amoonguss', 'Tornadus']) {
        await picks(page, game, 'Your brought Pokémon').getByRole('button', { name }).click();
      }
      await picks(page, game, 'Your leads').getByRole('button', { name: 'Urshifu-Rapid-Strike' }).click();
      await picks(page, game, 'Your leads').getByRole('button', { name: 'Flutter Mane' }).click();
    }
    await choose(page, 2, 'first knockout', 'Opponent');
    await page.getByRole('form', { name: 'VGC match' }).getByRole('button', { name: 'Log match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await openVgcTab(page);
    await expect.poll(() => vgcCards(page).count()).toBe(1);
    const card = vgcCards(page).first();
    await card.getByText('Won 2-1').waitFor();
    await card.getByText('Cynthia').waitFor();
    await card.getByRole('img', { name: 'Urshifu-Rapid-Strike' }).waitFor();
    await card.getByRole('img', { name: 'Calyrex-Shadow' }).waitFor();
    // Restricted Pokémon wear the crown.
    expect(await card.getByRole('img', { name: 'Restricted' }).count()).toBe(1);

    // Team Performance: the Most Used Team with its record and lead pair.
    const mostUsed = page.getByTestId('most-used-team');
    await mostUsed.getByText('Rain Check').waitFor();
    await mostUsed.getByText('1-0', { exact: true }).waitFor();
    await mostUsed.getByLabel('Most common lead: Urshifu-Rapid-Strike and Flutter Mane').waitFor();
    await page
      .getByRole('button', { name: /All-time record/ })
      .getByText('1W - 0L')
      .waitFor();

    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Match Details' });
    await dialog.getByRole('tab', { name: /Game 1/ }).waitFor();
    expect(await dialog.getByRole('tab').count()).toBe(3);
    await dialog.getByText('Victory').first().waitFor();
    const leads = dialog.getByRole('list', { name: 'Your leads' });
    await leads.getByText('Incineroar').waitFor();
    await leads.getByText('Rillaboom').waitFor();
    const brought = dialog.getByRole('list', { name: 'You brought' });
    for (const name of ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus']) await brought.getByText(name).waitFor();
    await dialog.getByRole('list', { name: "Opponent's leads" }).getByText('Calyrex-Shadow').waitFor();
    await dialog.getByText('You went first').waitFor();
    await dialog.getByText('Went First', { exact: true }).waitFor();
    const facts = dialog.getByRole('region', { name: 'Game Details' });
    await facts.getByText('First knockout').waitFor();
    await facts.getByText('You', { exact: true }).waitFor();
    const replay = dialog.getByRole('link', { name: /Watch replay/ });
    expect(await replay.getAttribute('href')).toBe('https://replay.pokemonshowdown.com/g1');
    expect(await replay.getAttribute('target')).toBe('_blank');
    await dialog.getByRole('tab', { name: /Game 2/ }).click();
    await dialog.getByText('Defeat').first().waitFor();
    await dialog.getByRole('list', { name: 'Your leads' }).getByText('Flutter Mane').waitFor();
    await facts.getByText('Opponent', { exact: true }).waitFor();

    // Add Notes on game 2 closes the details and opens the editor; Ctrl+Enter saves the whole match.
    await dialog
      .getByRole('button', { name: /Add Notes/ })
      .first()
      .click();
    const editor = page.getByRole('dialog', { name: 'Game 2 Notes' });
    await editor.getByRole('textbox').fill('Lost the speed tie to Calyrex');
    await page.keyboard.press('Control+Enter');
    await editor.waitFor({ state: 'hidden' });
    const { matches } = await apiFor(baseURL, member).vgcMatches.list();
    await expect
      .poll(async () => (await apiFor(baseURL, member).vgcMatches.get({ id: matches[0]!._id })).games[1]!.notes)
      .toBe('Lost the speed tie to Calyrex');
    const stored = await apiFor(baseURL, member).vgcMatches.get({ id: matches[0]!._id });
    // Saving notes kept everything else.
    expect(stored).toMatchObject({ opponentName: 'Cynthia', matchScore: '2-1', teamId: team._id });
    expect(stored.games[0]!.leadPokemon).toEqual(['Incineroar', 'Rillaboom']);

    await vgcCards(page).first().click();
    await dialog.getByRole('tab', { name: /Game 2/ }).click();
    await dialog.getByText('Lost the speed tie to Calyrex').waitFor();
    await context.close();
  });

  it('the team list shows statistics; View Matches filters the VGC tab until Clear Filter', async () => {
    // Another match, with typed Pokémon that are not the saved team.
    await apiFor(baseURL, member).vgcMatches.create({
      playerTeam: ['Miraidon', 'Iron Hands', 'Farigiraf', 'Whimsicott', 'Chien-Pao', 'Ogerpon'],
      opponentName: 'Paul',
      date: '2025-01-10',
      games: [{ result: 'loss' }],
    });
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const listQueries: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === apiEndpoints.vgcMatches.list.path) listQueries.push(url.searchParams);
    });
    await signIn(page, member, '/teams');
    const rain = page.getByTestId('team-card').filter({ hasText: 'Rain Check' });
    const sun = page.getByTestId('team-card').filter({ hasText: 'Sun Room' });
    const rainStats = rain.getByTestId('team-stats');
    await rainStats.getByText('1-0', { exact: true }).waitFor();
    expect(await rainStats.getByText('100.0%').count()).toBe(2); // win rate and last 10
    await rainStats.getByLabel('Most common lead: Urshifu-Rapid-Strike and Flutter Mane').waitFor();
    await sun.getByText('No matches yet').waitFor();

    await rain.getByRole('button', { name: 'View Matches' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const banner = page.getByTestId('team-filter-banner');
    await banner.getByText('Showing matches for team: Rain Check').waitFor();
    expect(await page.getByRole('tab', { name: 'VGC Matches', selected: true }).count()).toBe(1);
    await expect.poll(() => vgcCards(page).count()).toBe(1);
    await vgcCards(page).first().getByText('Cynthia').waitFor();
    expect(listQueries.some((query) => query.get('teamId') === team._id && !!query.get('teamKey'))).toBe(true);

    // Export Data exports the shown matches: the team's only.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vgc_matches_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(`\uFEFF${VGC_CSV_COLUMNS.join(',')}`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Cynthia,Regulation G,3,Win,2-1,');

    // A reload keeps the filter (it is history state) until Clear Filter.
    await page.reload();
    await banner.getByText('Showing matches for team: Rain Check').waitFor();
    await banner.getByRole('button', { name: 'Clear Filter' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(() => vgcCards(page).count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('paul');
    await expect.poll(() => vgcCards(page).count()).toBe(1);
    await vgcCards(page).first().getByText('Lost 0-1').waitFor();
    await context.close();
  });
});

/** A team as Showdown exports it; the guest imports it with the team import screen. */
const GUEST_PASTE = `=== [gen9vgc2025regh] Guest Rain ===

Pelipper @ Focus Sash
Ability: Drizzle
- Hurricane

Archaludon @ Assault Vest
Ability: Stamina
- Electro Shot

Kingambit @ Black Glasses
Ability: Defiant
- Kowtow Cleave

Amoonguss @ Rocky Helmet
Ability: Regenerator
- Spore

Incineroar @ Safety Goggles
Ability: Intimidate
- Fake Out

Basculegion @ Choice Scarf
Ability: Swift Swim
- Wave Crash
`;

describe('guest VGC dashboard', () => {
  it('imports a team, logs a match with it, and finds it on the dashboard and in its details', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    await page.goto('/teams/import');
    await page.getByLabel('Team paste').fill(GUEST_PASTE);
    await expect.poll(() => page.getByTestId('paste-set').count()).toBe(6);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/teams');
    await page.getByTestId('team-card').filter({ hasText: 'Guest Rain' }).getByText('No matches yet').waitFor();

    await page.goto('/log-match/vgc');
    await page.getByRole('heading', { name: 'Log VGC Match' }).waitFor();
    await page.getByRole('combobox', { name: 'Your team' }).click();
    await page.getByRole('option', { name: /Guest Rain/ }).click();
    await page.getByTestId('player-team-sprites').getByText('Basculegion').waitFor();
    await addOpponent(page, 'torkoal', 'Torkoal');
    await page.getByRole('textbox', { name: 'Opponent name' }).fill('Guest Rival');
    await page.getByTestId('game-1').getByRole('radio', { name: 'Win' }).focus();
    await page.keyboard.press('w');
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Pelipper' }).click();
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Archaludon' }).click();
    await page.getByRole('form', { name: 'VGC match' }).getByRole('button', { name: 'Log match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await openVgcTab(page);
    await expect.poll(() => vgcCards(page).count()).toBe(1);
    const card = vgcCards(page).first();
    await card.getByText('Won 1-0').waitFor();
    await card.getByText('Guest Rival').waitFor();
    await card.getByRole('img', { name: 'Basculegion' }).waitFor();
    await page.getByTestId('most-used-team').getByText('Guest Rain').waitFor();

    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Match Details' });
    await dialog.getByText('Victory').first().waitFor();
    expect(await dialog.getByRole('tab').count()).toBe(0); // one game: no tabs
    await dialog.getByRole('list', { name: 'Your leads' }).getByText('Archaludon').waitFor();
    await dialog.getByRole('list', { name: "Opponent's team" }).getByText('Torkoal').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The team list counts it too.
    await page.goto('/teams');
    await page
      .getByTestId('team-card')
      .filter({ hasText: 'Guest Rain' })
      .getByTestId('team-stats')
      .getByText('1-0', { exact: true })
      .waitFor();

    await page.goto('/edit-match/vgc/local_x');
    await page.getByText('Match not found').waitFor();
    await context.close();
  });
});
