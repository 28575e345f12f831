// Guest data reaches the account exactly once (spec part 2 §4 "Sync on login or registration", issue 16), in a real
// browser against the real app: a guest's matches, deck and team upload on registration and leave the browser; an
// item the server or the rules refuse stays local with the partial message; a sync cut by the network (the first
// answers lost after the server stored the item) and run again at the next sign-in creates nothing twice.
import { apiEndpoints } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import type { TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KEYS = {
  tcg: 'trainerlog_tcg_matches',
  vgc: 'trainerlog_vgc_matches',
  decks: 'trainerlog_decks',
  teams: 'trainerlog_teams',
  activeDeck: 'trainerlog_active_deck',
} as const;

let serial = 0;
/** Local ids as the app makes them: `local_<timestamp>_<random>`. */
const localId = () => `local_${Date.now()}_${(++serial).toString(36).padStart(9, 'q')}`;
const at = '2025-03-01T10:00:00.000Z';

// The shapes the app's browser store writes (apps/web/src/data/*.ts `created`).
const tcgMatch = (id: string, fields: Record<string, unknown> = {}) => ({
  deckId: null,
  deckName: 'Charizard ex',
  opponentDeck: 'Gardevoir ex',
  opponentDeckVariant: '',
  format: 'Bo1',
  date: '2025-03-01',
  notes: '',
  games: [{ result: 'win', wentFirst: true, coinFlipWin: null, coinFlipChoice: null, notes: '' }],
  importSource: null,
  recordedResult: null,
  ptcglLogText: null,
  group: null,
  createdAt: at,
  updatedAt: at,
  _id: id,
  isLocal: true,
  ...fields,
});

const vgcMatch = (id: string, fields: Record<string, unknown> = {}) => ({
  teamId: null,
  playerTeam: ['Koraidon', 'Flutter Mane', 'Incineroar', 'Rillaboom', 'Urshifu', 'Farigiraf'],
  opponentTeam: [],
  opponentName: 'Cynthia',
  format: 'Reg G',
  bestOf: 1,
  date: '2025-03-02',
  replayLink: '',
  notes: '',
  games: [{ result: 'loss' }],
  recordedResult: null,
  gameType: 'VGC',
  group: null,
  createdAt: at,
  updatedAt: at,
  _id: id,
  isLocal: true,
  ...fields,
});

const deck = (id: string, name: string) => ({
  name,
  description: '',
  category: 'Uncategorized',
  pokemonSprite: 'charizard',
  secondaryPokemonSprite: null,
  cards: [
    {
      id: 'sv3-125',
      name: 'Charizard ex',
      supertype: 'Pokémon',
      subtypes: [],
      count: 3,
      setCode: 'OBF',
      number: '125',
    },
  ],
  cardCount: 3,
  createdAt: at,
  updatedAt: at,
  _id: id,
  isLocal: true,
});

const team = (id: string, name: string) => ({
  name,
  format: 'Reg G',
  pokemon: [{ id: localId(), species: 'Incineroar', moves: ['Fake Out'], level: 50 }],
  createdAt: at,
  updatedAt: at,
  _id: id,
  isLocal: true,
});

async function seedGuest(page: Page, data: Record<string, unknown>) {
  await page.goto('/patch-notes');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, data);
}

const readKeys = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), Object.values(KEYS));

let accounts = 0;
async function register(page: Page): Promise<TestMember> {
  const username = `sync${Date.now().toString(36)}${++accounts}`;
  const member = { username, email: `${username}@example.com`, password: 'pikachu123', token: '', id: '' };
  await page.goto('/register');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  member.token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  return member;
}

async function login(page: Page, member: TestMember) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function accountCounts(member: TestMember) {
  const api = apiFor(baseURL, member);
  const tcg = await api.tcgMatches.list({ pageSize: 100 });
  const vgc = await api.vgcMatches.list({ pageSize: 100 });
  const decks = await api.decks.list();
  const teams = await api.teams.list();
  return { tcg, vgc, decks, teams, counts: [tcg.totalCount, vgc.totalCount, decks.length, teams.length] };
}

describe('guest data sync', () => {
  it('uploads a guest’s matches, deck and team on registration, empties the browser store and links references', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const deckId = localId();
    const teamId = localId();
    await seedGuest(page, {
      [KEYS.tcg]: [tcgMatch(localId()), tcgMatch(localId(), { deckId, date: '2025-03-03' })],
      [KEYS.vgc]: [vgcMatch(localId(), { teamId })],
      [KEYS.decks]: [deck(deckId, 'Sync Zard')],
      [KEYS.teams]: [team(teamId, 'Sync Sun Room')],
      [KEYS.activeDeck]: deckId,
    });
    const member = await register(page);
    // One toast for the whole flow (issue 28): the welcome's title over the sync's result, counted in words.
    await page.getByText('3 matches, 1 deck and 1 team synced').waitFor();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(1);
    expect(Object.values(await readKeys(page))).toEqual([null, null, null, null, null]);

    const { tcg, vgc, decks, teams, counts } = await accountCounts(member);
    expect(counts).toEqual([2, 1, 1, 1]);
    // The local references point at the synced deck and team; the active deck became the account's.
    expect(tcg.matches.find((m) => m.date === '2025-03-03')?.deckId).toBe(decks[0]!._id);
    expect(vgc.matches[0]!.teamId).toBe(teams[0]!._id);
    const user = await apiFor(baseURL, member).auth.user();
    expect(user.activeDeck).toBe(decks[0]!._id);

    await page.goto('/decks');
    await page.getByText('Sync Zard').first().waitFor();
    await page.goto('/teams');
    await page.getByText('Sync Sun Room').first().waitFor();
    await context.close();
  });

  it('keeps what is refused in the browser with the partial message and removes the rest', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const refusedMatch = localId();
    const namelessDeck = localId();
    await seedGuest(page, {
      // The server refuses a match dated before 1996; the sync refuses a deck without a name.
      [KEYS.tcg]: [tcgMatch(localId()), tcgMatch(refusedMatch, { date: '1990-01-01' })],
      [KEYS.decks]: [deck(localId(), 'Kept Lugia'), deck(namelessDeck, '')],
    });
    const member = await register(page);
    await page.getByText('Synced 2 of 4 items. Some items failed to sync.').waitFor();
    const keys = await readKeys(page);
    expect(JSON.parse(keys[KEYS.tcg]!).map((m: { _id: string }) => m._id)).toEqual([refusedMatch]);
    expect(JSON.parse(keys[KEYS.decks]!).map((d: { _id: string }) => d._id)).toEqual([namelessDeck]);
    const { counts } = await accountCounts(member);
    expect(counts).toEqual([1, 0, 1, 0]);
    await context.close();
  });

  it('creates nothing twice when the network drops mid-sync and the sync runs again at the next sign-in', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await seedGuest(page, {
      [KEYS.tcg]: [tcgMatch(localId()), tcgMatch(localId())],
      [KEYS.decks]: [deck(localId(), 'Flaky Deck')],
      [KEYS.teams]: [team(localId(), 'Flaky Team')],
    });
    // The match batch reaches the server but its answer is lost (both matches created): the one upload path stops
    // there (no answer is the retry rule's "keep everything for the next attempt"), so nothing is marked synced and
    // the deck and team wait too.
    let cutMatches = 1;
    await page.route(`**${apiEndpoints.sync.batch.path}`, async (route) => {
      const kind = (route.request().postDataJSON() as { kind?: string } | null)?.kind;
      if (kind === 'tcgMatches' && cutMatches-- > 0) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const member = await register(page);
    await page.getByText('Failed to sync some items. They will remain stored locally.').waitFor();
    const afterCut = await accountCounts(member);
    // The lost answer's matches are on the account already, and still in the browser.
    expect(afterCut.counts).toEqual([2, 0, 0, 0]);
    expect(JSON.parse((await readKeys(page))[KEYS.tcg]!)).toHaveLength(2);

    await page.unrouteAll();
    await page.evaluate(() => localStorage.removeItem('token'));
    await login(page, member);
    await page.getByText('2 matches, 1 deck and 1 team synced').waitFor();
    const { counts } = await accountCounts(member);
    expect(counts).toEqual([2, 0, 1, 1]);
    expect(Object.values(await readKeys(page))).toEqual([null, null, null, null, null]);
    await context.close();
  });
});
