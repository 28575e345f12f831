// Logging and editing TCG matches in a real browser against the real app: a keyboard-only Bo1, Bo3 games that
// appear as needed, validation, the locally saved draft, editing, and a guest's match kept in the browser.
import { DEFAULT_DECK_CATEGORY, type Deck, type TcgMatch } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;
let deck: Deck;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'logger');
  deck = await apiFor(baseURL, member).decks.create({
    name: 'Gardevoir ex',
    description: '',
    category: DEFAULT_DECK_CATEGORY,
    pokemonSprite: null,
    secondaryPokemonSprite: null,
    cards: [],
  });
  await apiFor(baseURL, member).auth.setActiveDeck({ deckId: deck._id });
});
afterAll(async () => {
  await browser?.close();
});

const openPage = () => openIsolatedPage(browser, baseURL);

const listMatches = () => apiFor(baseURL, member).tcgMatches.list({ pageSize: 100 });
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Clicks a segmented control's option inside a game. */
const pick = (page: Page, game: number, label: string) =>
  page.getByTestId(`game-${game}`).locator('label').getByText(label, { exact: true }).first().click();

async function openLogForm(page: Page) {
  await signIn(page, member, '/log-match/tcg');
  await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor();
  // The active deck is preselected.
  await expect.poll(() => page.getByRole('combobox', { name: 'Your deck' }).inputValue()).toBe('Gardevoir ex');
}

describe('logging TCG matches', () => {
  it('a member logs a Bo1 with the keyboard alone, and the API lists it', async () => {
    const { context, page } = await openPage();
    await openLogForm(page);
    const started = Date.now();
    // Autofocus is on the first field (your deck); the rest is typing, Tab, arrows and Enter.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Gardevoir ex');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Charizard ex');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pidgeot');
    await page.keyboard.press('Tab'); // format (Bo1)
    await page.keyboard.press('Tab'); // game result
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByText('Match logged').waitFor();
    expect(Date.now() - started).toBeLessThan(15_000);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const { matches, totalCount } = await listMatches();
    expect(totalCount).toBe(1);
    expect(matches[0]).toMatchObject({
      deckId: deck._id,
      deckName: 'Gardevoir ex',
      opponentDeck: 'Charizard ex',
      opponentDeckVariant: 'Pidgeot',
      format: 'Bo1',
      date: today(),
      result: 'win',
      score: '1-0',
      games: [expect.objectContaining({ result: 'win' })],
    });
    await context.close();
  });

  it('a member logs a Bo3 with the keyboard alone: W, L and W move from game to game', async () => {
    const { context, page } = await openPage();
    await openLogForm(page);
    const started = Date.now();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gholdengo ex');
    await page.keyboard.press('Tab'); // variant
    await page.keyboard.press('Tab'); // format
    await page.keyboard.press('ArrowRight'); // Best of 3
    await page.keyboard.press('Tab'); // game 1 result
    await page.keyboard.press('w');
    await page.keyboard.press('l'); // game 2; game 3 appears after 1-1
    await page.getByTestId('game-3').waitFor();
    await page.keyboard.press('w');
    await page.keyboard.press('Enter');
    await page.getByText('Match logged').waitFor();
    expect(Date.now() - started).toBeLessThan(15_000);
    const match = (await listMatches()).matches.find((m) => m.opponentDeck === 'Gholdengo ex');
    expect(match).toMatchObject({ format: 'Bo3', score: '2-1', result: 'win', deckId: deck._id });
    expect(match?.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    await context.close();
  });

  it('a Bo3 shows a third game after 1-1 and saves 2-1; none after 2-0', async () => {
    const { context, page } = await openPage();
    await openLogForm(page);
    // Opponent decks logged before are suggested.
    await page.getByRole('combobox', { name: 'Opponent deck' }).fill('Char');
    await page.getByRole('option', { name: 'Charizard ex' }).waitFor();
    await page.getByRole('combobox', { name: 'Opponent deck' }).fill('Dragapult ex');
    await page.getByText('Best of 3').click();
    await pick(page, 1, 'Win');
    await pick(page, 2, 'Win');
    await page
      .getByTestId('games-rule')
      .getByText(/no third game/)
      .waitFor();
    expect(await page.getByTestId('game-3').count()).toBe(0);
    await pick(page, 2, 'Loss');
    await page.getByTestId('game-3').waitFor();
    await page.getByTestId('games-rule').getByText('A Bo3 match needs a third game after 1-1').waitFor();
    await pick(page, 3, 'Win');
    await page.getByRole('form', { name: 'TCG match' }).getByRole('button', { name: 'Log match' }).click();
    await page.getByText('Match logged').waitFor();

    const match = (await listMatches()).matches.find((m) => m.opponentDeck === 'Dragapult ex');
    expect(match).toMatchObject({ format: 'Bo3', score: '2-1', result: 'win' });
    expect(match?.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    await context.close();
  });

  it('a match without an opponent deck is refused and nothing is stored', async () => {
    const { context, page } = await openPage();
    await openLogForm(page);
    const before = (await listMatches()).totalCount;
    await pick(page, 1, 'Loss');
    await page.getByRole('form', { name: 'TCG match' }).getByRole('button', { name: 'Log match' }).click();
    await page.locator('.mantine-InputWrapper-error').getByText('Opponent deck is required').waitFor();
    await new Promise((r) => setTimeout(r, 300));
    expect((await listMatches()).totalCount).toBe(before);
    expect(new URL(page.url()).pathname).toBe('/log-match/tcg');
    await context.close();
  });

  it('offers the draft back after a reload and clears it once saved', async () => {
    const { context, page } = await openPage();
    await openLogForm(page);
    await page.evaluate(() => localStorage.removeItem('trainerlog_tcg_draft'));
    await page.getByRole('combobox', { name: 'Opponent deck' }).fill('Lugia VSTAR');
    await pick(page, 1, 'Loss');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('trainerlog_tcg_draft'))).toContain('Lugia VSTAR');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('trainerlog_tcg_draft')))!) as {
      isDraft: boolean;
      savedAt: string;
    };
    expect(stored.isDraft).toBe(true);
    expect(Number.isNaN(Date.parse(stored.savedAt))).toBe(false);

    await page.reload();
    await page.getByText(/Resume draft saved/).waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    expect(await page.getByRole('combobox', { name: 'Opponent deck' }).inputValue()).toBe('Lugia VSTAR');
    await page.getByRole('form', { name: 'TCG match' }).getByRole('button', { name: 'Log match' }).click();
    await page.getByText('Match logged').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('trainerlog_tcg_draft'))).toBeNull();
    const match = (await listMatches()).matches.find((m) => m.opponentDeck === 'Lugia VSTAR');
    expect(match).toMatchObject({ result: 'loss', score: '0-1' });
    await context.close();
  });

  it('edits a match and saves it with PUT', async () => {
    const created = await apiFor(baseURL, member).tcgMatches.create({
      deckId: deck._id,
      opponentDeck: 'Raging Bolt ex',
      date: today(),
      games: [{ result: 'loss' }],
    });
    const { context, page } = await openPage();
    await signIn(page, member, `/edit-match/tcg/${created._id}`);
    await page.getByRole('heading', { name: 'Edit TCG Match' }).waitFor();
    // Let the signed-in start-up finish (user, decks, recent matches) before typing: once on a loaded CI machine
    // the typed variant was lost, the form having been drawn again from the stored match.
    await page.waitForLoadState('networkidle');
    const variant = page.getByRole('textbox', { name: 'Opponent variant' });
    await variant.fill('Ogerpon');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[placeholder^="Optional, e.g."]') as HTMLInputElement | null)?.value ===
        'Ogerpon',
    );
    await pick(page, 1, 'Win');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Match updated').waitFor();
    const saved = await apiFor(baseURL, member).tcgMatches.get({ id: created._id });
    expect(saved).toMatchObject({ opponentDeckVariant: 'Ogerpon', result: 'win', deckId: deck._id });
    // Editing never leaves a draft behind.
    expect(await page.evaluate(() => localStorage.getItem('trainerlog_tcg_draft'))).toBeNull();
    await context.close();
  });

  it('a guest logs a match kept in the browser with a local_ id', async () => {
    const { context, page } = await openPage();
    await page.goto('/log-match/tcg');
    await page.getByRole('heading', { name: 'Log TCG Match' }).waitFor();
    // Without decks, the first field is the deck name, focused.
    await page.keyboard.type('Lost Box');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gholdengo ex');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The L shortcut key on the result.
    await page.keyboard.press('l');
    await page.keyboard.press('Enter');
    await page.getByText('Match logged').waitFor();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('trainerlog_tcg_matches'))) ?? '[]',
    ) as TcgMatch[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?._id).toMatch(/^local_\d+_/);
    expect(stored[0]).toMatchObject({
      isLocal: true,
      deckId: null,
      deckName: 'Lost Box',
      opponentDeck: 'Gholdengo ex',
      format: 'Bo1',
      games: [expect.objectContaining({ result: 'loss' })],
    });
    await context.close();
  });
});
