/**
 * A stand-in for the account's side of the HTTP boundary in sync tests: the four create endpoints with the
 * clientId contract of issue 16 (a known clientId answers the existing item with 200), the active deck/team PUTs,
 * and a hook to refuse chosen bodies. Everything above fetch — the API client, the sync — is the real code.
 */
import { vi } from 'vitest';
import { jsonResponse, stubApi, TEST_USER } from '../../renderApp.tsx';

export interface Posted {
  path: string;
  body: Record<string, unknown>;
}

export function fakeAccount(
  options: {
    refuse?: (path: string, body: Record<string, unknown>) => Response | undefined;
    user?: typeof TEST_USER;
  } = {},
) {
  const posted: Posted[] = [];
  const stored = new Map<string, Record<string, unknown>>();
  const puts: Posted[] = [];
  let nextId = 1;
  const user = { ...TEST_USER, ...options.user };
  const fetchMock = stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    if (url === '/api/auth/login' && init.method === 'POST') return jsonResponse({ token: 't', user });
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    if (init.method === 'PUT' && (url === '/api/auth/active-deck' || url === '/api/auth/active-team')) {
      puts.push({ path: url, body });
      const field = url.endsWith('deck') ? 'activeDeck' : 'activeTeam';
      return jsonResponse({ ...user, [field]: body.deckId ?? body.teamId });
    }
    if (init.method !== 'POST' || !/^\/api\/(tcgmatches|vgcmatches|decks|teams)$/.test(url)) return undefined;
    posted.push({ path: url, body });
    const refused = options.refuse?.(url, body);
    if (refused) return refused;
    const key = `${url}|${String(body.clientId)}`;
    const existing = body.clientId ? stored.get(key) : undefined;
    if (existing) return jsonResponse(existing, 200);
    const created = { ...body, _id: `srv-${nextId++}` };
    if (body.clientId) stored.set(key, created);
    return jsonResponse(created, 201);
  });
  return { fetchMock, posted, puts, stored, user, restore: () => vi.unstubAllGlobals() };
}

export const ALL_KEYS = ['trainerlog_tcg_matches', 'trainerlog_vgc_matches', 'trainerlog_decks', 'trainerlog_teams'];

export function seed(key: string, items: unknown[]): void {
  window.localStorage.setItem(key, JSON.stringify(items));
}

export function stored(key: string): Array<Record<string, unknown>> | null {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as Array<Record<string, unknown>>);
}

export const tcgMatch = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  isLocal: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  deckId: null,
  deckName: 'Charizard ex',
  opponentDeck: 'Gardevoir ex',
  opponentDeckVariant: '',
  format: 'Bo1',
  date: '2025-03-01',
  notes: '',
  games: [{ result: 'win' }],
  ...overrides,
});

export const vgcMatch = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  isLocal: true,
  createdAt: '2025-03-02T10:00:00.000Z',
  date: '2025-03-02',
  teamId: null,
  playerTeam: ['Koraidon', 'Flutter Mane', 'Incineroar', 'Rillaboom', 'Urshifu', 'Farigiraf'],
  opponentTeam: [],
  format: 'Bo1',
  games: [{ result: 'win' }],
  ...overrides,
});

export const deck = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  isLocal: true,
  name: 'Charizard ex',
  description: '',
  category: 'Uncategorized',
  pokemonSprite: null,
  secondaryPokemonSprite: null,
  cards: [{ id: 'sv3-125', name: 'Charizard ex', supertype: 'Pokémon', subtypes: [], count: 3 }],
  createdAt: '2025-02-20T10:00:00.000Z',
  updatedAt: '2025-02-20T10:00:00.000Z',
  ...overrides,
});

export const team = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  isLocal: true,
  name: 'Sun Room',
  format: 'Reg G',
  pokemon: [],
  createdAt: '2025-02-21T10:00:00.000Z',
  updatedAt: '2025-02-21T10:00:00.000Z',
  ...overrides,
});
