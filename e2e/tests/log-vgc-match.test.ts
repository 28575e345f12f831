// Logging VGC matches in a real browser against the real app and its offline Pokédex: a member with a saved active
// team logs a Bo3 with leads and brought Pokémon in every game, the API stores it and the edit form shows it again;
// a guest types a team, logs a Bo1 and finds it in the browser's storage.
import type { Team, VgcMatch, VgcMatchPage } from '@trainerlog/core';
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { apiAs, registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;
let team: Team;

const SIX = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Amoonguss', 'Tornadus'];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'vgclogger');
  team = await apiAs<Team>(baseURL, member, '/api/teams', {
    method: 'POST',
    body: JSON.stringify({ name: 'Rain Check', format: 'Regulation G', pokemon: SIX.map((species) => ({ species })) }),
  });
  await apiAs(baseURL, member, '/api/auth/active-team', { method: 'PUT', body: JSON.stringify({ teamId: team._id }) });
});
afterAll(async () => {
  await browser?.close();
});

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Types a few letters into a species box and presses Enter: the best Pokédex match is listed. */
async function addSpecies(page: Page, box: Locator, typed: string, expected: string) {
  await box.fill(typed);
  await box.press('Enter');
  await page.getByRole('button', { name: `Remove ${expected}` }).waitFor();
}

/** The toggle group of one side and kind inside game `n`. */
const picks = (page: Page, game: number, name: string) =>
  page.getByTestId(`game-${game}`).getByRole('group', { name, exact: true });

const choose = (page: Page, game: number, label: string, option: string) =>
  page
    .getByTestId(`game-${game}`)
    .getByRole('radiogroup', { name: `Game ${game} ${label}` })
    .locator('label')
    .getByText(option, { exact: true })
    .click();

describe('logging VGC matches', () => {
  it('a member logs a Bo3 with their active team, leads and brought in each game, and edits it back', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/log-match/vgc');
    await page.getByRole('heading', { name: 'Log VGC Match' }).waitFor();
    // The active team is chosen, its six shown, and its format suggested into the empty format.
    await expect.poll(() => page.getByRole('combobox', { name: 'Your team' }).inputValue()).toBe('Rain Check');
    await page.getByTestId('player-team-sprites').getByText('Urshifu-Rapid-Strike').waitFor();
    expect(await page.getByRole('combobox', { name: 'Format' }).inputValue()).toBe('Regulation G');

    const opponentBox = page.getByRole('textbox', { name: "Opponent's team" });
    await addSpecies(page, opponentBox, 'farigi', 'Farigiraf');
    await addSpecies(page, opponentBox, 'calyrex-sha', 'Calyrex-Shadow');
    await addSpecies(page, opponentBox, 'indeedee-f', 'Indeedee-F');
    await addSpecies(page, opponentBox, 'ursaluna', 'Ursaluna');
    await page.getByRole('textbox', { name: 'Opponent name' }).fill('Cynthia');
    await page.getByText('Best of 3').click();

    // W, L, W on the results: each moves to the next game, and the third appears after 1-1.
    await page.getByTestId('game-1').getByRole('radio', { name: 'Win' }).focus();
    await page.keyboard.press('w');
    await page.keyboard.press('l');
    await page.getByTestId('game-3').waitFor();
    await page.keyboard.press('w');
    await page.getByTestId('vgc-score').getByText('Win 2-1').waitFor();

    // Game 1: leads by clicking, brought by the digit keys (5 = Amoonguss, 6 = Tornadus).
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Incineroar' }).click();
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Rillaboom' }).click();
    await picks(page, 1, 'Your brought Pokémon').getByRole('button', { name: 'Incineroar' }).focus();
    await page.keyboard.press('5');
    await page.keyboard.press('6');
    // Four brought: a fifth is refused.
    expect(
      await picks(page, 1, 'Your brought Pokémon')
        .getByRole('button', { name: 'Flutter Mane' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await picks(page, 1, "Opponent's leads").getByRole('button', { name: 'Farigiraf' }).click();
    await picks(page, 1, "Opponent's leads").getByRole('button', { name: 'Calyrex-Shadow' }).click();
    await choose(page, 1, 'turn order', 'First');
    await page.getByRole('textbox', { name: 'Game 1 replay link' }).fill('https://replay.pokemonshowdown.com/g1');

    // Game 2: other leads; Game 3: the first pair again with the opponent's brought four.
    await picks(page, 2, 'Your leads').getByRole('button', { name: 'Urshifu-Rapid-Strike' }).click();
    await picks(page, 2, 'Your leads').getByRole('button', { name: 'Flutter Mane' }).click();
    await picks(page, 2, "Opponent's brought Pokémon").getByRole('button', { name: 'Ursaluna' }).click();
    await choose(page, 2, 'first knockout', 'Opponent');
    await picks(page, 3, 'Your leads').getByRole('button', { name: 'Incineroar' }).click();
    await picks(page, 3, 'Your brought Pokémon').getByRole('button', { name: 'Tornadus' }).click();
    for (const name of ['Farigiraf', 'Calyrex-Shadow', 'Indeedee-F', 'Ursaluna']) {
      await picks(page, 3, "Opponent's brought Pokémon").getByRole('button', { name }).click();
    }
    await page.getByRole('textbox', { name: 'Match notes' }).fill('Won on Tailwind turns');
    await page.getByRole('form', { name: 'VGC match' }).getByRole('button', { name: 'Log match' }).click();
    await page.getByText('Match logged').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const { matches, totalCount } = await apiAs<VgcMatchPage>(baseURL, member, '/api/vgcmatches?pageSize=100');
    expect(totalCount).toBe(1);
    const saved = matches[0]!;
    expect(saved).toMatchObject({
      teamId: team._id,
      playerTeam: SIX,
      opponentTeam: ['Farigiraf', 'Calyrex-Shadow', 'Indeedee-F', 'Ursaluna'],
      opponentName: 'Cynthia',
      format: 'Regulation G',
      bestOf: 3,
      date: today(),
      notes: 'Won on Tailwind turns',
      result: 'win',
      matchScore: '2-1',
    });
    expect(saved.games).toHaveLength(3);
    expect(saved.games[0]).toMatchObject({
      result: 'win',
      wentFirst: true,
      leadPokemon: ['Incineroar', 'Rillaboom'],
      broughtPokemon: ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus'],
      opponentLeadPokemon: ['Farigiraf', 'Calyrex-Shadow'],
      opponentBroughtPokemon: ['Farigiraf', 'Calyrex-Shadow'],
      replayLink: 'https://replay.pokemonshowdown.com/g1',
    });
    expect(saved.games[1]).toMatchObject({
      result: 'loss',
      leadPokemon: ['Urshifu-Rapid-Strike', 'Flutter Mane'],
      broughtPokemon: ['Urshifu-Rapid-Strike', 'Flutter Mane'],
      opponentBroughtPokemon: ['Ursaluna'],
      firstKnockout: 'opponent',
    });
    expect(saved.games[2]).toMatchObject({
      result: 'win',
      leadPokemon: ['Incineroar'],
      broughtPokemon: ['Incineroar', 'Tornadus'],
      opponentBroughtPokemon: ['Farigiraf', 'Calyrex-Shadow', 'Indeedee-F', 'Ursaluna'],
    });

    // Reopening the match shows what was logged; a change is saved with PUT.
    await page.goto(`/edit-match/vgc/${saved._id}`);
    await page.getByRole('heading', { name: 'Edit VGC Match' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Your team' }).inputValue()).toBe('Rain Check');
    expect(await page.getByRole('textbox', { name: 'Opponent name' }).inputValue()).toBe('Cynthia');
    await page.getByTestId('vgc-score').getByText('Win 2-1').waitFor();
    expect(
      await picks(page, 2, 'Your leads').getByRole('button', { name: 'Flutter Mane' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await picks(page, 1, 'Your brought Pokémon')
        .getByRole('button', { name: 'Tornadus' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('textbox', { name: 'Opponent name' }).fill('Cynthia S.');
    await page.getByRole('textbox', { name: 'Opponent name' }).press('Enter');
    await page.getByText('Match updated').waitFor();
    const edited = await apiAs<VgcMatch>(baseURL, member, `/api/vgcmatches/${saved._id}`);
    expect(edited).toMatchObject({ opponentName: 'Cynthia S.', matchScore: '2-1', teamId: team._id });
    expect(edited.games[0]?.leadPokemon).toEqual(['Incineroar', 'Rillaboom']);
    await context.close();
  });

  it('a match with a bad replay link and no game result is refused, with each message at its field', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/log-match/vgc');
    await page.getByRole('heading', { name: 'Log VGC Match' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Your team' }).inputValue()).toBe('Rain Check');
    const before = (await apiAs<VgcMatchPage>(baseURL, member, '/api/vgcmatches')).totalCount;
    await page.getByRole('textbox', { name: 'Match replay link' }).fill('not a link');
    await page.getByRole('form', { name: 'VGC match' }).getByRole('button', { name: 'Log match' }).click();
    await page.locator('.mantine-InputWrapper-error').getByText('Replay link must be an http(s) address').waitFor();
    await page.locator('.mantine-InputWrapper-error').getByText('Game result must be win or loss').waitFor();
    expect((await apiAs<VgcMatchPage>(baseURL, member, '/api/vgcmatches')).totalCount).toBe(before);
    expect(new URL(page.url()).pathname).toBe('/log-match/vgc');
    await context.close();
  });

  it('a guest types a team, logs a Bo1 with the keyboard, and it is kept in the browser', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    await page.goto('/log-match/vgc');
    await page.getByRole('heading', { name: 'Log VGC Match' }).waitFor();
    // Without saved teams, focus starts in the species box of your team.
    const mine = page.getByRole('textbox', { name: 'Your team' });
    await expect.poll(() => mine.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const [typed, name] of [
      ['incin', 'Incineroar'],
      ['rillab', 'Rillaboom'],
      ['amoong', 'Amoonguss'],
      ['tornad', 'Tornadus'],
      ['flutter', 'Flutter Mane'],
      ['urshifu-rap', 'Urshifu-Rapid-Strike'],
    ] as const) {
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Remove ${name}` }).waitFor();
    }
    await expect.poll(() => mine.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: "Opponent's team" }).focus();
    await page.keyboard.type('farigi');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Farigiraf' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Guest Rival');

    await page.getByTestId('game-1').getByRole('radio', { name: 'Win' }).focus();
    await page.keyboard.press('l');
    await picks(page, 1, 'Your leads').getByRole('button', { name: 'Incineroar' }).focus();
    await page.keyboard.press('1');
    await page.keyboard.press('4');
    await picks(page, 1, "Opponent's leads").getByRole('button', { name: 'Farigiraf' }).click();
    await page.getByTestId('vgc-score').getByText('Loss 0-1').waitFor();
    await page.getByRole('textbox', { name: 'Opponent name' }).press('Enter');
    await page.getByText('Match logged').waitFor();

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('trainerlog_vgc_matches'))) ?? '[]',
    ) as VgcMatch[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?._id).toMatch(/^local_\d+_/);
    expect(stored[0]).toMatchObject({
      isLocal: true,
      teamId: null,
      playerTeam: ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus', 'Flutter Mane', 'Urshifu-Rapid-Strike'],
      opponentTeam: ['Farigiraf'],
      opponentName: 'Guest Rival',
      bestOf: 1,
      date: today(),
      games: [
        expect.objectContaining({
          result: 'loss',
          leadPokemon: ['Incineroar', 'Tornadus'],
          broughtPokemon: ['Incineroar', 'Tornadus'],
          opponentLeadPokemon: ['Farigiraf'],
        }),
      ],
    });
    await context.close();
  });
});
