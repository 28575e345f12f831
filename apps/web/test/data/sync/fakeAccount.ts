/**
 * A stand-in for the account's side of the HTTP boundary in sync tests: the four create endpoints with the
 * clientId contract of issue 16 (a known clientId answers the existing item with 200), the batch upload
 * (`POST /api/sync/batch`: each item handled as its single create, answered `{clientId, ok, item | message}`;
 * `batch: false` plays a server without it, `batch: 'fail'` one whose batch call fails with a 500), the active
 * deck/team PUTs, and a hook to refuse chosen bodies. Everything above fetch — the API client, the sync — is the
 * real code. `posted` lists every item received, by its single create's path, whichever way it came.
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
    batch?: boolean | 'fail';
  } = {},
) {
  const posted: Posted[] = [];
  const stored = new Map<string, Record<string, unknown>>();
  const puts: Posted[] = [];
  /** Every batch call: its kind and item count. */
  const batches: { kind: string; count: number }[] = [];
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
    if (url === '/api/sync/batch' && init.method === 'POST' && options.batch !== false) {
      const { kind, items } = body as { kind: keyof typeof BATCH_PATHS; items: Record<string, unknown>[] };
      batches.push({ kind, count: items.length });
      if (options.batch === 'fail') return jsonResponse({ msg: 'Something went wrong' }, 500);
      return batchResponse(items.map((item) => ({ clientId: item.clientId, answer: create(BATCH_PATHS[kind], item) })));
    }
    if (init.method !== 'POST' || !/^\/api\/(tcgmatches|vgcmatches|decks|teams)$/.test(url)) return undefined;
    return create(url, body);
  });

  function create(url: string, body: Record<string, unknown>): Response {
    posted.push({ path: url, body });
    const refused = options.refuse?.(url, body);
    if (refused) return refused;
    const key = `${url}|${String(body.clientId)}`;
    const existing = body.clientId ? stored.get(key) : undefined;
    if (existing) return jsonResponse(existing, 200);
    const created = { ...body, _id: `srv-${nextId++}` };
    if (body.clientId) stored.set(key, created);
    return jsonResponse(created, 201);
  }

  return { fetchMock, posted, puts, batches, stored, user, restore: () => vi.unstubAllGlobals() };
}

const BATCH_PATHS = {
  tcgMatches: '/api/tcgmatches',
  vgcMatches: '/api/vgcmatches',
  decks: '/api/decks',
  teams: '/api/teams',
} as const;

/** The batch answer from each item's single-create answer (read asynchronously: a refusal's body is a stream). */
function batchResponse(answers: { clientId: unknown; answer: Response }[]): Response {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const results = await Promise.all(
        answers.map(async ({ clientId, answer }) => {
          const json = (await answer.json()) as Record<string, unknown>;
          return answer.ok ? { clientId, ok: true, item: json } : { clientId, ok: false, message: json.msg };
        }),
      );
      controller.enqueue(new TextEncoder().encode(JSON.stringify({ results })));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
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
