// Personal VGC analytics in a real browser against the real app (issue 6): a member with known matches and teams sees
// the right numbers on /analytics/vgc/matches (record, win rate, a lead pair, a brought Pokémon, a Pokémon's top 4
// moves plus Others) and on /analytics/vgc/teams (one card per team, opening the matches screen filtered to it); the
// same matches and teams stored in a guest's browser show the same numbers, computed there.
import type { Team, VgcMatch, VgcMatchInputBody } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;
let teams: Team[];
let matches: VgcMatch[];

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf', 'Flutter Mane', 'Incineroar'];
const BROUGHT = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'];
const TORKOAL_SUN = ['Eruption', 'Heat Wave', 'Protect', 'Earth Power'];
const TORKOAL_ALT = ['Eruption', 'Heat Wave', 'Protect', 'Solar Beam'];

const teamBody = (name: string, torkoal: string[]) => ({
  name,
  format: 'VGC 2025 Reg H',
  pokemon: SUN.map((species) => ({ species, moves: species === 'Torkoal' ? torkoal : [], teraType: 'Fire' })),
});
const game = (result: 'win' | 'loss') => ({
  result,
  leadPokemon: ['Torkoal', 'Lilligant-Hisui'],
  broughtPokemon: BROUGHT,
  opponentLeadPokemon: ['Pelipper', 'Archaludon'],
  opponentBroughtPokemon: ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
});

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'vgcstats');
  const api = apiFor(baseURL, member);
  const sun = await api.teams.create(teamBody('Sun', TORKOAL_SUN));
  const alt = await api.teams.create(teamBody('Sun Alt', TORKOAL_ALT));
  const log = (body: Omit<VgcMatchInputBody, 'playerTeam' | 'opponentTeam' | 'format'>) =>
    api.vgcMatches.create({ playerTeam: SUN, opponentTeam: [], format: 'VGC 2025 Reg H', ...body });
  // Sun: a Bo1 win, a Bo1 loss, a Bo3 won 2-1; Sun Alt: a Bo1 win with Tera.
  await log({ teamId: sun._id, date: '2025-03-03', games: [game('win')] });
  await log({ teamId: sun._id, date: '2025-03-05', games: [game('loss')] });
  // The Bo3 as a Showdown import records it: the moves Torkoal used in each game (issue 29).
  const used = (...moves: string[]) => ({ movesUsed: [{ pokemon: 'Torkoal', moves }] });
  await log({
    teamId: sun._id,
    date: '2025-03-12',
    bestOf: 3,
    games: [
      { ...game('win'), ...used('Eruption', 'Heat Wave') },
      { ...game('loss'), ...used('Eruption', 'Protect') },
      { ...game('win'), ...used('Eruption', 'Heat Wave', 'Protect', 'Earth Power', 'Solar Beam') },
    ],
  });
  await log({
    teamId: alt._id,
    date: '2025-03-20',
    games: [{ ...game('win'), teraPokemon: 'Torkoal', opponentTeraPokemon: 'Pelipper' }],
  });
  teams = await api.teams.list();
  matches = (await api.vgcMatches.list({ pageSize: 100 })).matches;
});
afterAll(async () => {
  await browser?.close();
});

/** The figures the test reads off the Matches screen. */
async function readMatchesScreen(page: Page) {
  await page.getByRole('heading', { name: 'VGC Match Analytics' }).waitFor();
  await page.getByTestId('vgc-overall-record').waitFor({ timeout: 20_000 });
  // Each row as its visible cells' texts joined by ' | '.
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
  const torkoal = page.getByRole('region', { name: 'Moves of Torkoal' });
  return {
    record: await page.getByTestId('vgc-overall-record').textContent(),
    rate: await page.getByTestId('vgc-overall-rate').textContent(),
    matches: await page.getByTestId('vgc-overall-matches').textContent(),
    games: await page.getByTestId('vgc-overall-games').textContent(),
    leadPairs: await rowTexts('Lead pairs'),
    brought: await rowTexts('Brought Pokémon'),
    moves: await torkoal.getByTestId('vgc-move').allTextContents(),
    others: await torkoal.getByTestId('vgc-move-others').allTextContents(),
    sheet: await page
      .getByRole('region', { name: 'Team sheet moves of Torkoal' })
      .getByTestId('vgc-sheet-moves')
      .textContent(),
  };
}

const EXPECTED = {
  // Wins: Mar 3, Mar 12 (2-1), Mar 20; loss: Mar 5. Four matches: a small sample, greyed with its count.
  record: '3-1',
  rate: '75.0%(n=4)',
  matches: '4',
  games: '6',
  // Six games led with Torkoal + Lilligant-Hisui: W, L, W, L, W, W.
  leadPairs: ['Lilligant-Hisui + Torkoal | 4-2 | 66.7%(n=6) | 30.0–90.3%'],
  // Torkoal is in all six games.
  broughtTorkoal: 'Torkoal | 100.0% | 4-2 | 66.7%(n=6) | 30.0–90.3%',
  // Moves used, only in the Bo3's three games: Eruption 3, Heat Wave 2, Protect 2, Earth Power 1, Solar Beam 1.
  moves: ['Eruption100.0%', 'Heat Wave66.7%', 'Protect66.7%', 'Earth Power33.3%'],
  others: ['Others (1)33.3%'],
  // The team sheets apart: Sun's set in 5 games, Sun Alt's (Solar Beam instead of Earth Power) in 1.
  sheet: 'Eruption, Heat Wave, Protect, Earth Power (5 games), Solar Beam (1 game)',
};

describe('VGC analytics', () => {
  it('a member sees the numbers of their matches and teams', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/analytics/vgc/matches?convention=loss');
    const shown = await readMatchesScreen(page);
    expect(shown).toMatchObject({
      record: EXPECTED.record,
      rate: EXPECTED.rate,
      matches: EXPECTED.matches,
      games: EXPECTED.games,
      leadPairs: EXPECTED.leadPairs,
      moves: EXPECTED.moves,
      others: EXPECTED.others,
      sheet: EXPECTED.sheet,
    });
    expect(shown.brought).toContain(EXPECTED.broughtTorkoal);

    // Teams: one card per team; a card opens the matches screen filtered to that team.
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'VGC Team Analytics' }).waitFor();
    const cards = page.getByTestId('vgc-team-row');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.getByTestId('vgc-team-record').allTextContents()).toEqual(['2-1', '1-0']);
    await page.getByRole('button', { name: 'Sun: open its match analytics' }).click();
    await page.getByRole('heading', { name: 'VGC Match Analytics' }).waitFor();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('teamId'))
      .toBe(teams.find((t) => t.name === 'Sun')!._id);
    await expect.poll(() => page.getByTestId('vgc-overall-record').textContent()).toBe('2-1');
    await context.close();
  });

  it('the same matches as a guest show the same numbers, computed in the browser', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    // The member's teams and matches as a guest keeps them: local ids, the match's team id pointing at the copy.
    const localId = new Map(teams.map((t, i) => [t._id, `local_${i + 1}_team`]));
    const localTeams = teams.map(({ user: _user, ...t }) => ({ ...t, _id: localId.get(t._id)! }));
    const localMatches = matches.map(({ user: _user, result: _result, matchScore: _score, ...m }, i) => ({
      ...m,
      _id: `local_${i + 1}_match`,
      teamId: m.teamId ? localId.get(m.teamId)! : null,
    }));
    await page.goto('/patch-notes');
    await page.evaluate(
      ([t, m]) => {
        localStorage.setItem('trainerlog_teams', t!);
        localStorage.setItem('trainerlog_vgc_matches', m!);
        localStorage.setItem('trainerlog_announcement_seen', '1');
      },
      [JSON.stringify(localTeams), JSON.stringify(localMatches)],
    );
    await page.goto('/analytics/vgc/matches?convention=loss');
    await page.getByText('Computed in this browser').waitFor();
    const shown = await readMatchesScreen(page);
    expect(shown).toMatchObject({
      record: EXPECTED.record,
      rate: EXPECTED.rate,
      leadPairs: EXPECTED.leadPairs,
      moves: EXPECTED.moves,
      others: EXPECTED.others,
      sheet: EXPECTED.sheet,
    });
    expect(shown.brought).toContain(EXPECTED.broughtTorkoal);

    // Identical to what the member sees.
    const memberPage = await openIsolatedPage(browser, baseURL);
    await signIn(memberPage.page, member, '/analytics/vgc/matches?convention=loss');
    expect(await readMatchesScreen(memberPage.page)).toEqual(shown);
    await memberPage.context.close();
    await context.close();
  });

  it('a guest without matches is told to log one', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await page.goto('/vgc-match-analytics');
    await page.getByText('No VGC matches yet').waitFor();
    await page.getByRole('link', { name: 'Log a Match' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/log-match/vgc');
    await context.close();
  });
});
