// Decks in a real browser against the real app with the fixture card catalogue: building a 60-card deck from
// search with live validity, paste-import and export round trips (.txt, PDF, clipboard), guests' local decks and
// the active deck.
import fs from 'node:fs';
import { apiEndpoints, deckListFileName, formatDeckList, parseDeckList, type Deck } from '@trainerlog/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, apiUrl } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openPage = (viewport?: { width: number; height: number }) => openIsolatedPage(browser, baseURL, viewport);

const deckLine = (page: Page, name: string) =>
  page.getByTestId('deck-line').filter({ has: page.getByText(name, { exact: true }) });

async function search(page: Page, text: string) {
  await page.getByLabel('Search cards').fill(text);
}

/** Clicks a search result `times` times and waits for the deck to show the count. */
async function addFromSearch(page: Page, query: string, result: string, cardName: string, times: number) {
  await search(page, query);
  const button = page.getByRole('button', { name: result, exact: true });
  await button.waitFor();
  for (let i = 0; i < times; i++) await button.click();
  await deckLine(page, cardName).getByText(`${times} copies`, { exact: true }).waitFor();
}

const total = (page: Page) => page.getByTestId('deck-total');
const checks = (page: Page) => page.getByTestId('deck-checks');

async function waitForText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).first().waitFor();
}

/** Pokémon, Trainer and Energy of the fixture catalogue, plus a card it does not have and a junk line. */
const PASTED_LIST = `Pokémon: 4
4 Ralts SVI 84
3 Kirlia SVI 85
2 Gardevoir ex SVI 86 PH
1 Fezandipiti ex SFA 38

Trainer: 3
4 Nest Ball SVI 181
3 Boss's Orders PAL 172
this line is not a card
4 Rare Candy SVI 191

Energy: 1
10 Basic Psychic Energy SVE 5

Total Cards: 31`;

async function importList(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Import Deck List' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import Deck List' });
  await dialog.getByLabel('Deck Name').fill(name);
  await dialog.getByLabel('Deck list').fill(text);
  return dialog;
}

async function exportItem(page: Page, item: 'Download .txt' | 'Download PDF' | 'Copy to clipboard') {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const sortById = (cards: Deck['cards']) => [...cards].sort((a, b) => a.id.localeCompare(b.id));

describe('decks in the browser', () => {
  it('builds a 60-card deck from the catalogue with live validity messages, and saves it', async () => {
    const { context, page } = await openPage();
    const member = await registerMember(baseURL);
    await signIn(page, member, '/decks/new');
    const name = `Gardevoir Build ${Date.now().toString(36)}`;
    await page.getByLabel('Deck Name').fill(name);

    await waitForText(checks(page), 'Deck must have 60 cards (currently has 0)');
    await addFromSearch(page, 'Ralts', 'Add Ralts SVI 84', 'Ralts', 4);
    await waitForText(checks(page), 'Deck must have 60 cards (currently has 4)');
    expect(await total(page).textContent()).toBe('4/60');

    await addFromSearch(page, 'name:Kirlia', 'Add Kirlia SVI 85', 'Kirlia', 3);
    await addFromSearch(page, 'Gardevoir', 'Add Gardevoir ex SVI 86', 'Gardevoir ex', 2);
    await addFromSearch(page, 'Nest', 'Add Nest Ball SVI 181', 'Nest Ball', 4);
    await addFromSearch(page, 'Ultra Ball', 'Add Ultra Ball SVI 196', 'Ultra Ball', 4);
    await addFromSearch(page, 'Rare Candy', 'Add Rare Candy SVI 191', 'Rare Candy', 4);
    await addFromSearch(page, 'Iono', 'Add Iono PAL 185', 'Iono', 4);
    await addFromSearch(page, 'name:"Boss\'s Orders"', "Add Boss's Orders PAL 172", "Boss's Orders", 3);
    await addFromSearch(page, 'Professor', "Add Professor's Research SVI 189", "Professor's Research", 4);
    await addFromSearch(page, 'Arven', 'Add Arven SVI 166', 'Arven', 4);
    // The Energy chip narrows the search to Energy cards.
    await search(page, 'Psychic');
    await page
      .locator('label')
      .filter({ hasText: /^Energy$/ })
      .click();
    await page.getByRole('button', { name: 'Add Basic Psychic Energy SVE 5' }).waitFor();
    await addFromSearch(page, 'Psychic', 'Add Basic Psychic Energy SVE 5', 'Basic Psychic Energy', 1);
    const plusEnergy = deckLine(page, 'Basic Psychic Energy').getByRole('button', {
      name: 'Add a copy of Basic Psychic Energy',
    });
    for (let i = 1; i < 22; i++) await plusEnergy.click();

    expect(await page.getByTestId('section-Pokémon').textContent()).toBe('Pokémon (9)');
    expect(await page.getByTestId('section-Trainer').textContent()).toBe('Trainer (27)');
    expect(await page.getByTestId('section-Energy').textContent()).toBe('Energy (22)');
    await waitForText(checks(page), 'Deck must have 60 cards (currently has 58)');
    await plusEnergy.click();
    await plusEnergy.click();
    await checks(page).getByText('Ready for matches').waitFor();
    expect(await total(page).textContent()).toBe('60/60');
    expect(await page.getByText(/Deck must have 60 cards/).count()).toBe(0);

    // A fifth Nest Ball breaks the copy rule; taking it out again clears the message.
    await page.locator('label').filter({ hasText: /^All$/ }).click();
    await search(page, 'Nest');
    await page.getByRole('button', { name: 'Add Nest Ball SVI 181' }).click();
    await waitForText(checks(page), 'Nest Ball: at most 4 copies (currently 5)');
    await waitForText(checks(page), 'Deck must have 60 cards (currently has 61)');
    await deckLine(page, 'Nest Ball').getByRole('button', { name: 'Remove a copy of Nest Ball' }).click();
    await checks(page).getByText('Ready for matches').waitFor();
    expect(await page.getByText(/at most 4 copies/).count()).toBe(0);

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/decks/new');

    await page.getByRole('button', { name: 'Save Deck' }).first().click();
    await page.waitForURL((url) => /^\/decks\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Complete 60/60').first().waitFor();

    await page.goto('/decks');
    const card = page.getByTestId('deck-card').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('Complete 60/60').waitFor();
    await card.getByText('60 cards').waitFor();
    const [saved] = await apiFor(baseURL, member).decks.list();
    expect(saved).toMatchObject({ name, cardCount: 60 });
    await context.close();
  });

  it('imports a pasted PTCGL list, reports the junk line, and exports it back identically', async () => {
    const { context, page } = await openPage();
    const member = await registerMember(baseURL);
    await signIn(page, member, '/decks');
    await page.getByText('No decks yet').waitFor();

    const name = 'Pasted Gardevoir';
    const dialog = await importList(page, name, PASTED_LIST);
    await dialog.getByText('Line 10 was not understood: this line is not a card').waitFor();
    await dialog.getByText('Total: 31').waitFor();
    // Everything but Fezandipiti resolves to the catalogue; it is kept from the text.
    await dialog.getByText('not in catalogue, kept from the text').waitFor();
    expect(await dialog.getByText('not in catalogue, kept from the text').count()).toBe(1);
    expect(await dialog.getByText('Scarlet & Violet ·', { exact: false }).count()).toBeGreaterThanOrEqual(5);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL((url) => /^\/decks\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name }).waitFor();
    const deckId = new URL(page.url()).pathname.split('/').pop()!;
    const deck = await apiFor(baseURL, member).decks.get({ id: deckId });
    expect(deck.cardCount).toBe(31);
    expect(deck.cards.find((c) => c.name === 'Fezandipiti ex')).toMatchObject({
      id: 'text:SFA-38-Fezandipiti ex',
      setCode: 'SFA',
      number: '38',
      supertype: 'Pokémon',
    });
    expect(deck.cards.find((c) => c.name === 'Gardevoir ex')).toMatchObject({ id: 'sv1-86', number: '86' });

    const downloaded = page.waitForEvent('download');
    await exportItem(page, 'Download .txt');
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(deckListFileName(name, 'txt'));
    expect(download.suggestedFilename()).toBe('pasted_gardevoir_decklist.txt');
    const exported = fs.readFileSync((await download.path())!, 'utf8');
    expect(exported).toBe(formatDeckList(deck.cards));
    expect(exported).toBe(formatDeckList(parseDeckList(PASTED_LIST).lines));

    // Importing the export gives the same deck back.
    await page.goto('/decks');
    const again = await importList(page, 'Round Trip', exported);
    await again.getByText('Total: 31').waitFor();
    expect(await again.getByText(/was not understood/).count()).toBe(0);
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL((url) => /^\/decks\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(deckId));
    const copyId = new URL(page.url()).pathname.split('/').pop()!;
    const copy = await apiFor(baseURL, member).decks.get({ id: copyId });
    expect(sortById(copy.cards)).toEqual(sortById(deck.cards));
    expect(formatDeckList(copy.cards)).toBe(exported);
    await context.close();
  });

  it('downloads a PDF deck sheet whose text can be read', async () => {
    const { context, page } = await openPage();
    const member = await registerMember(baseURL);
    const deck = await apiFor(baseURL, member).decks.create({
      name: 'Tournament Sheet',
      cards: textCards(PASTED_LIST),
    });
    await signIn(page, member, `/decks/${deck._id}`);
    await page.getByRole('heading', { name: 'Tournament Sheet' }).waitFor();

    const downloaded = page.waitForEvent('download');
    await exportItem(page, 'Download PDF');
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('tournament_sheet_decklist.pdf');
    const pdf = fs.readFileSync((await download.path())!).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('(Tournament Sheet)');
    expect(pdf).toContain('(4 Ralts SVI 84)');
    expect(pdf).toContain("(3 Boss's Orders PAL 172)");
    expect(pdf).toContain('(10 Basic Psychic Energy SVE 5)');
    expect(pdf).toContain(`(Player Name: ${member.username})`);
    expect(pdf).toContain('(Total Cards: 31)');
    await context.close();
  });

  it('copies the deck list to the clipboard with the spec toast', async () => {
    const { context, page } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    const member = await registerMember(baseURL);
    const cards = textCards(PASTED_LIST);
    const deck = await apiFor(baseURL, member).decks.create({ name: 'Clipboard Deck', cards });
    await signIn(page, member, `/decks/${deck._id}`);
    await page.getByRole('heading', { name: 'Clipboard Deck' }).waitFor();
    await exportItem(page, 'Copy to clipboard');
    await page.getByText('Deck list copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(formatDeckList(deck.cards));
    await context.close();
  });

  it('keeps a guest deck in the browser: import, reload, edit and delete', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await page.goto('/decks');
    await page.getByText('No decks yet').waitFor();

    const dialog = await importList(page, 'Guest Gardevoir', PASTED_LIST);
    await dialog.getByText('Total: 31').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL((url) => /^\/decks\/local_\d+_[a-z0-9]+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = async () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('trainerlog_decks') ?? 'null') as Deck[] | null);
    expect(await stored()).toEqual([
      expect.objectContaining({ _id: id, isLocal: true, name: 'Guest Gardevoir', cardCount: 31 }),
    ]);

    await page.reload();
    await page.getByRole('heading', { name: 'Guest Gardevoir' }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/decks/edit/${id}`);
    await page.getByLabel('Deck Name').fill('Guest Gardevoir Edited');
    await addFromSearch(page, 'Arven', 'Add Arven SVI 166', 'Arven', 2);
    await page.getByRole('button', { name: 'Save Deck' }).first().click();
    await page.waitForURL(`**/decks/${id}`);
    await page.getByRole('heading', { name: 'Guest Gardevoir Edited' }).waitFor();
    expect((await stored())?.[0]).toMatchObject({ _id: id, name: 'Guest Gardevoir Edited', cardCount: 33 });

    await page.goto('/decks');
    const card = page.getByTestId('deck-card').filter({ hasText: 'Guest Gardevoir Edited' });
    await card.getByRole('button', { name: 'More actions for Guest Gardevoir Edited' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this deck?' });
    await confirm.getByText('“Guest Gardevoir Edited” and its 33 cards will be deleted').waitFor();
    await confirm.getByRole('button', { name: 'Delete Deck' }).click();
    await page.getByText('No decks yet').waitFor();
    expect(await stored()).toBeNull();

    // A server deck is not a guest's to open.
    await page.goto('/decks/3f1d3c1e-0000-4000-8000-000000000000');
    await page.getByText('Authentication required to fetch individual deck').waitFor();
    await context.close();
  });

  it('moves the active deck marker; a member keeps it across a reload, a guest in the browser', async () => {
    const { context, page } = await openPage();
    const member = await registerMember(baseURL);
    for (const name of ['Alpha Deck', 'Beta Deck']) {
      await apiFor(baseURL, member).decks.create({ name });
    }
    await signIn(page, member, '/decks');
    const card = (name: string) => page.getByTestId('deck-card').filter({ hasText: name });
    await card('Alpha Deck').getByRole('button', { name: 'Set Active' }).click();
    await card('Alpha Deck').getByText('Active Deck').waitFor();
    await card('Beta Deck').getByRole('button', { name: 'Set Active' }).click();
    await card('Beta Deck').getByText('Active Deck').waitFor();
    await card('Alpha Deck').getByRole('button', { name: 'Set Active' }).waitFor();
    expect(await page.locator('[data-testid="deck-card"][data-active]').count()).toBe(1);

    await page.reload();
    await card('Beta Deck').getByText('Active Deck').waitFor();
    const user = await apiFor(baseURL, member).auth.user();
    const decks = await apiFor(baseURL, member).decks.list();
    expect(user.activeDeck).toBe(decks.find((d) => d.name === 'Beta Deck')!._id);

    // Another member's deck cannot become this member's active deck.
    const other = await registerMember(baseURL, 'otherplayer');
    const rejected = await fetch(apiUrl(baseURL, apiEndpoints.auth.setActiveDeck), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': other.token },
      body: JSON.stringify({ deckId: user.activeDeck }),
    });
    expect(rejected.status).toBe(404);

    // A guest's active deck lives under the active-deck key.
    const { context: guestContext, page: guest } = await openPage();
    await guest.goto('/decks');
    for (const name of ['Guest One', 'Guest Two']) {
      const dialog = await importList(guest, name, '4 Ralts SVI 84');
      await dialog.getByText('Total: 4').waitFor();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await guest.waitForURL((url) => url.pathname.startsWith('/decks/local_'));
      await guest.goto('/decks');
    }
    const guestCard = (name: string) => guest.getByTestId('deck-card').filter({ hasText: name });
    await guestCard('Guest Two').getByRole('button', { name: 'Set Active' }).click();
    await guestCard('Guest Two').getByText('Active Deck').waitFor();
    const activeId = await guest.evaluate(() => JSON.parse(localStorage.getItem('trainerlog_active_deck')!) as string);
    expect(activeId).toMatch(/^local_/);
    await guest.reload();
    await guestCard('Guest Two').getByText('Active Deck').waitFor();
    expect(await guestCard('Guest One').getByText('Active Deck').count()).toBe(0);
    await guestContext.close();
    await context.close();
  });
});

/** The pasted list's cards as text-only deck cards, for decks made through the API. */
function textCards(text: string) {
  return parseDeckList(text).lines.map((line) => ({
    id: `text:${line.setCode}-${line.number}-${line.name}`,
    name: line.name,
    supertype: line.supertype,
    count: line.count,
    setCode: line.setCode,
    number: line.number,
  }));
}
