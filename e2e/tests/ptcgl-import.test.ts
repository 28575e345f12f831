// The PTCGL game-log import (issue 12) in a real browser against the real app: a member pastes an English and a
// German log, sees each game before saving and finds the matches on the dashboard with the PTCGL badge and the right
// result; three logs against one opponent become one Bo3; a log imported before is refused (in the preview, and
// with the server's 409 when it was imported meanwhile); the screen names setting decides who is you; a guest imports
// into the browser.
import type { TcgMatch } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { DECK_LIST, testLog } from '../support/ptcglLogs.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ALREADY_IMPORTED = 'This game log has already been imported';

const log = testLog;

const ENGLISH = log({ opponent: 'Misty77', caller: 'Misty77', call: 'heads', mulligans: { Misty77: 1 } });
const GERMAN = log({
  language: 'de',
  opponent: 'Rocko',
  caller: 'AshK',
  coinWinner: 'Rocko',
  winner: 'Rocko',
  ending: 'concede',
});

/** A 60-card list as Pokémon TCG Live exports it, pasted with a log. */

const matchesOf = async (member: TestMember) =>
  (await apiFor(baseURL, member).tcgMatches.list({ pageSize: 100 })).matches;

async function openImport(page: Page, member?: TestMember) {
  if (member) await signIn(page, member, '/import-match');
  else await page.goto('/import-match');
  await page.getByRole('heading', { name: 'Import PTCGL Match' }).waitFor();
}

async function readPaste(page: Page, text: string) {
  await page.getByLabel('Paste one or more game logs').fill(text);
  await page.getByRole('button', { name: 'Read logs', exact: true }).click();
  await page.getByRole('region', { name: 'Preview' }).waitFor();
}

const matchCard = (page: Page, n: number) => page.getByRole('region', { name: `Match ${n}` });
const dashboardCard = (page: Page, text: string) =>
  page.getByTestId('match-list').getByTestId('tcg-match-card').filter({ hasText: text });

describe('PTCGL log import', () => {
  it('a member imports an English and a German log; the dashboard shows both with the PTCGL badge', async () => {
    const member = await registerMember(baseURL, 'ptcgl');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page, member);
    await readPaste(page, `${ENGLISH}\n\n\n${GERMAN}`);

    // Two opponents: two Bo1s, each game shown before anything is saved.
    const english = matchCard(page, 1);
    await english.getByText('vs Misty77 · 1 game').waitFor();
    const englishGame = english.getByRole('article', { name: 'Game 1' });
    await englishGame.getByText('Misty77 called heads — you won the flip').waitFor();
    await englishGame.getByText('You went first').waitFor();
    await englishGame.getByText('You 0 · Misty77 1').waitFor();
    await englishGame.getByText('You won on prizes').waitFor();
    expect(await englishGame.getByRole('combobox', { name: 'Game 1: you are' }).inputValue()).toBe('AshK');
    const german = matchCard(page, 2);
    await german.getByText('vs Rocko · 1 game').waitFor();
    const germanGame = german.getByRole('article', { name: 'Game 1' });
    await germanGame.getByText('You called tails — Rocko won the flip').waitFor();
    await germanGame.getByText('You conceded').waitFor();
    await germanGame.getByText('Lost', { exact: true }).waitFor();
    expect(await german.getByRole('combobox', { name: "Opponent's archetype" }).inputValue()).toBe('Gardevoir ex');

    // Variants tell the two apart on the dashboard.
    await english.getByRole('textbox', { name: 'Opponent variant' }).fill('English log');
    await german.getByRole('textbox', { name: 'Opponent variant' }).fill('German log');
    await page.getByRole('button', { name: 'Import 2 matches' }).click();
    await page.getByText('Imported 2 matches').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const won = dashboardCard(page, 'English log');
    await won.getByTestId('ptcgl-badge').waitFor();
    expect(await won.getByTestId('result-badge').textContent()).toBe('Won 1-0');
    const lost = dashboardCard(page, 'German log');
    await lost.getByTestId('ptcgl-badge').waitFor();
    expect(await lost.getByTestId('result-badge').textContent()).toBe('Lost 0-1');

    const stored = await matchesOf(member);
    expect(stored).toHaveLength(2);
    const germanMatch = stored.find((m) => m.opponentDeckVariant === 'German log')!;
    expect(germanMatch).toMatchObject({
      importSource: 'ptcgl',
      format: 'Bo1',
      result: 'loss',
      opponentDeck: 'Gardevoir ex',
    });
    expect(germanMatch.games[0]).toMatchObject({ wentFirst: false, coinFlipWin: false, conceded: 'Player' });
    expect(germanMatch.ptcglLogText).toContain('Zug von Rocko');
    await context.close();
  });

  it('three logs against one opponent become one Bo3 with the right score', async () => {
    const member = await registerMember(baseURL, 'ptcglbo3');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page, member);
    await readPaste(
      page,
      [
        log({ seed: 1 }),
        log({ winner: 'Brock', ending: 'concede', coinWinner: 'Brock', seed: 2 }),
        log({ seed: 3, mulligans: { AshK: 2 } }),
      ].join('\n\n'),
    );
    const bo3 = matchCard(page, 1);
    await bo3.getByText('vs Brock · 3 games').waitFor();
    expect(await bo3.getByTestId('ptcgl-match-score').textContent()).toBe('2–1');
    expect(await page.getByRole('region', { name: 'Match 2' }).count()).toBe(0);
    await bo3.getByRole('article', { name: 'Game 2' }).getByText('You conceded').waitFor();
    await bo3.getByRole('article', { name: 'Game 3' }).getByText('You 2 · Brock 0').waitFor();
    await bo3.getByRole('textbox', { name: 'Opponent variant' }).fill('Bo3 import');
    await page.getByRole('button', { name: 'Import 1 match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const card = dashboardCard(page, 'Bo3 import');
    await card.getByTestId('ptcgl-badge').waitFor();
    expect(await card.getByTestId('result-badge').textContent()).toBe('Won 2-1');
    await card.getByText('TCG • Bo3').waitFor();

    const [match] = await matchesOf(member);
    expect(match).toMatchObject({ format: 'Bo3', score: '2-1', result: 'win', importSource: 'ptcgl' });
    expect(match!.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    expect(match!.games[2]).toMatchObject({ playerMulligans: 2 });
    await context.close();
  });

  it('refuses a log imported before: marked in the preview, and 409 when it was imported meanwhile', async () => {
    const member = await registerMember(baseURL, 'ptcgldup');
    await apiFor(baseURL, member).ptcglImport.import({ text: ENGLISH });
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page, member);

    // Pasted again: shown as already imported, nothing to import.
    await readPaste(page, ENGLISH);
    const leftOut = page.getByRole('region', { name: 'Logs not imported' });
    await leftOut.getByText('Already imported').waitFor();
    await leftOut.getByText(ALREADY_IMPORTED).waitFor();
    expect(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);

    // Read while new, imported elsewhere (another tab) before this one saves: the server's 409, nothing added.
    const fresh = log({ opponent: 'Gary', caller: 'Gary', seed: 7 });
    await readPaste(page, fresh);
    await matchCard(page, 1).getByText('vs Gary · 1 game').waitFor();
    await apiFor(baseURL, member).ptcglImport.import({ text: fresh });
    const before = (await matchesOf(member)).length;
    await page.getByRole('button', { name: 'Import 1 match' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await alert.getByText(ALREADY_IMPORTED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/import-match');
    expect((await matchesOf(member)).length).toBe(before);
    await alert.getByRole('button', { name: 'Read the logs again' }).click();
    await page.getByRole('region', { name: 'Logs not imported' }).getByText('Already imported').waitFor();
    await context.close();
  });

  it('says under the paste when the text is not a game log', async () => {
    const member = await registerMember(baseURL, 'ptcglnot');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page, member);
    await page.getByLabel('Paste one or more game logs').fill('4 Rare Candy SVI 191\nGood luck at the regional!');
    await page.getByRole('button', { name: 'Read logs', exact: true }).click();
    await page.getByText(/not a Pokémon TCG Live game log/).waitFor();
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    await context.close();
  });

  it('the screen names setting decides who is you when someone else exported the log', async () => {
    const member = await registerMember(baseURL, 'ptcglnames');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, member, '/profile-settings');
    const card = page.getByRole('region', { name: 'PTCGL screen names' });
    await card.getByRole('textbox', { name: 'Add a screen name' }).fill('AshAlt');
    await card.getByRole('button', { name: 'Add' }).click();
    await card.getByRole('button', { name: 'Remove AshAlt' }).waitFor();
    await expect.poll(async () => (await apiFor(baseURL, member).auth.user()).ptcglScreenNames).toEqual(['AshAlt']);

    // A friend's log: FriendF exported it and won; AshAlt (you) lost.
    const friends = log({
      owner: 'FriendF',
      opponent: 'AshAlt',
      caller: 'AshAlt',
      coinWinner: 'FriendF',
      winner: 'FriendF',
    });
    await page.goto('/import-match');
    await readPaste(page, friends);
    const game = matchCard(page, 1).getByRole('article', { name: 'Game 1' });
    expect(await game.getByRole('combobox', { name: 'Game 1: you are' }).inputValue()).toBe('AshAlt');
    await game.getByText('One of your screen names').waitFor();
    await game.getByText('Lost', { exact: true }).waitFor();
    await matchCard(page, 1).getByText('vs FriendF · 1 game').waitFor();

    // Choosing the other player reads the log again from their side, and offers to remember the name.
    await game.getByRole('combobox', { name: 'Game 1: you are' }).click();
    await page.getByRole('option', { name: 'FriendF' }).click();
    await matchCard(page, 1).getByText('vs AshAlt · 1 game').waitFor();
    await game.getByText('Won', { exact: true }).waitFor();
    await game.getByRole('button', { name: /Remember “FriendF” as my screen name/ }).click();
    await page.getByText('“FriendF” is now one of your screen names').waitFor();
    await expect
      .poll(async () => (await apiFor(baseURL, member).auth.user()).ptcglScreenNames)
      .toEqual(['AshAlt', 'FriendF']);
    await game.getByRole('button', { name: /Remember/ }).waitFor({ state: 'detached' });
    await game.getByRole('combobox', { name: 'Game 1: you are' }).click();
    await page.getByRole('option', { name: 'AshAlt' }).click();
    await matchCard(page, 1).getByText('vs FriendF · 1 game').waitFor();

    await page.getByRole('button', { name: 'Import 1 match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const [match] = await matchesOf(member);
    expect(match).toMatchObject({ result: 'loss', importSource: 'ptcgl' });
    expect(match!.games[0]).toMatchObject({ coinFlipWin: false, wentFirst: false });
    await context.close();
  });

  it('a deck list pasted with a log is saved as a deck and then chosen for the match', async () => {
    const member = await registerMember(baseURL, 'ptcgldeck');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page, member);
    await readPaste(page, `${DECK_LIST}\n\n${ENGLISH}`);
    await page.getByText('Deck list found (60 cards)').waitFor();
    await page.getByRole('button', { name: 'Save as deck' }).click();

    // The decks screen's own import opens with the list; saving comes back to the import with the paste kept.
    const dialog = page.getByRole('dialog', { name: 'Import Deck List' });
    expect(await dialog.getByRole('textbox', { name: 'Deck list' }).inputValue()).toContain('4 Rare Candy SVI 191');
    await dialog.getByRole('textbox', { name: 'Deck Name' }).fill('Zard from the log');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/import-match');
    expect(await page.getByLabel('Paste one or more game logs').inputValue()).toContain('Misty77');
    await page.getByRole('button', { name: 'Read logs', exact: true }).click();
    const match = matchCard(page, 1);
    await expect.poll(() => match.getByRole('combobox', { name: 'Your deck' }).inputValue()).toBe('Zard from the log');
    await page.getByRole('button', { name: 'Import 1 match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const [deck] = await apiFor(baseURL, member).decks.list();
    const [stored] = await matchesOf(member);
    expect(stored).toMatchObject({ deckId: deck!._id, deckName: 'Zard from the log', result: 'win' });
    await context.close();
  });

  it('reads .txt files chosen with the file button, in order', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await openImport(page);
    await page.getByLabel('Add .txt files').setInputFiles([
      { name: 'game1.txt', mimeType: 'text/plain', buffer: Buffer.from(ENGLISH) },
      { name: 'game2.txt', mimeType: 'text/plain', buffer: Buffer.from(GERMAN) },
    ]);
    await expect.poll(() => page.getByLabel('Paste one or more game logs').inputValue()).toContain('Zug von Rocko');
    await page.getByRole('button', { name: 'Read logs', exact: true }).click();
    await matchCard(page, 1).getByText('vs Misty77 · 1 game').waitFor();
    await matchCard(page, 2).getByText('vs Rocko · 1 game').waitFor();
    await context.close();
  });

  it('a guest imports a log into the browser and sees it on the dashboard', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    // The dashboard's Import PTCGL button leads to the screen.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Import PTCGL' }).click();
    await page.getByRole('heading', { name: 'Import PTCGL Match' }).waitFor();
    await readPaste(page, GERMAN);
    const match = matchCard(page, 1);
    await match.getByRole('article', { name: 'Game 1' }).getByText('You conceded').waitFor();
    await match.getByRole('textbox', { name: 'Opponent variant' }).fill('Guest import');
    await page.getByRole('button', { name: 'Import 1 match' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const card = dashboardCard(page, 'Guest import');
    await card.getByTestId('ptcgl-badge').waitFor();
    expect(await card.getByTestId('result-badge').textContent()).toBe('Lost 0-1');
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('trainerlog_tcg_matches'))) ?? '[]',
    ) as TcgMatch[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ importSource: 'ptcgl', opponentDeckVariant: 'Guest import' });
    expect(stored[0]!._id).toMatch(/^local_/);

    // The same log again: already in this browser.
    await page.goto('/import-match');
    await readPaste(page, GERMAN);
    await page.getByRole('region', { name: 'Logs not imported' }).getByText('Already imported').waitFor();
    await context.close();
  });
});
