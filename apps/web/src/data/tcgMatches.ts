import {
  bestOfOf,
  matchOutcome,
  matchScore,
  tcgMatchDraftSchema,
  type TcgMatch,
  type TcgMatchDraft,
  type TcgMatchInput,
  type TcgMatchPage,
} from '@trainerlog/core';
import { api } from '../api/client.ts';
import { STORAGE_KEYS } from '../storageKeys.ts';
import { ENTITIES } from './entities.ts';
import { createLocalRepository } from './localRepository.ts';
import { createLocalValueStore, type LocalValueStore } from './localValueStore.ts';
import { createRemoteRepository } from './remoteRepository.ts';
import { isLocalId, type Repository } from './repository.ts';

export type TcgMatchRepository = Repository<TcgMatch, TcgMatchInput>;

/** Spec part 2 §8, matches. */
export const TCG_MATCH_ERRORS = {
  add: 'Error adding TCG match',
  update: 'Error updating TCG match',
  remove: 'Error deleting TCG match',
  fetch: 'Error fetching TCG matches',
} as const;

/** How many recent matches a member's screens read for suggestions (the list endpoint's largest page). */
export const RECENT_MATCHES_PAGE_SIZE = 100;

type StoredTcgMatch = Partial<TcgMatch> & { _id: string };
type StoredFields = Omit<TcgMatch, '_id' | 'isLocal' | 'result' | 'score' | 'bestOf'>;

/** A stored local match as the screens expect it, with result, score and best-of derived by the core rules. */
export function normalizeStoredTcgMatch(raw: StoredTcgMatch): TcgMatch {
  const games = Array.isArray(raw.games) ? raw.games : [];
  const format = raw.format === 'Bo3' ? 'Bo3' : 'Bo1';
  const createdAt = raw.createdAt ?? new Date(0).toISOString();
  return {
    _id: raw._id,
    isLocal: true,
    createdAt,
    updatedAt: raw.updatedAt ?? createdAt,
    importSource: raw.importSource ?? null,
    ptcglLogText: raw.ptcglLogText ?? null,
    group: raw.group ?? null,
    deckId: raw.deckId ?? null,
    deckName: raw.deckName ?? '',
    opponentDeck: raw.opponentDeck ?? '',
    opponentDeckVariant: raw.opponentDeckVariant ?? '',
    format,
    date: raw.date ?? '',
    notes: raw.notes ?? '',
    games,
    bestOf: bestOfOf(format),
    result: matchOutcome({ games }),
    score: matchScore({ games }),
  };
}

/** A stored match as the API's input — the full replacement body of a PUT — import marker included. */
export function matchInputOf(match: TcgMatch): TcgMatchInput {
  return {
    deckId: match.deckId,
    deckName: match.deckName,
    opponentDeck: match.opponentDeck,
    opponentDeckVariant: match.opponentDeckVariant,
    format: match.format,
    date: match.date,
    notes: match.notes,
    games: match.games,
    importSource: match.importSource,
    ptcglLogText: match.ptcglLogText,
  };
}

export interface LocalTcgMatchRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  random?: () => number;
}

/**
 * TCG matches kept in the browser under the TCG matches key (spec part 2 §3 "Local items", §8 "Local storage"):
 * reads never throw (unreadable storage is an empty list), writes throw LocalStorageWriteError, and updating or
 * deleting a missing match throws 'Match not found'.
 */
export function createLocalTcgMatchRepository(
  options: LocalTcgMatchRepositoryOptions = {},
): TcgMatchRepository & { readonly storageKey: string } {
  const now = options.now ?? (() => new Date());
  const { notFoundMessage } = ENTITIES.tcgMatches;
  const store = createLocalRepository<StoredTcgMatch, StoredFields>({
    storageKey: ENTITIES.tcgMatches.storageKey,
    notFoundMessage,
    storage: options.storage,
    now,
    random: options.random,
  });
  return {
    storageKey: store.storageKey,
    async list() {
      const matches = (await store.list()).map(normalizeStoredTcgMatch);
      return matches.sort(
        (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
      );
    },
    async get(id) {
      const match = await store.get(id);
      return match ? normalizeStoredTcgMatch(match) : null;
    },
    async create(input) {
      const at = now().toISOString();
      const created = await store.create({
        ...input,
        importSource: input.importSource ?? null,
        ptcglLogText: input.importSource ? (input.ptcglLogText ?? null) : null,
        group: null,
        createdAt: at,
        updatedAt: at,
      });
      return normalizeStoredTcgMatch(created);
    },
    async update(id, changes) {
      // A full replacement, as on the server: the edit form sends no import marker, so editing removes it and the
      // imported log (spec part 2 §2); a notes save sends them back and keeps them.
      const fields: Partial<StoredFields> = {
        ...changes,
        importSource: changes.importSource ?? null,
        ptcglLogText: changes.importSource ? (changes.ptcglLogText ?? null) : null,
        updatedAt: now().toISOString(),
      };
      return normalizeStoredTcgMatch(await store.update(id, fields));
    },
    async remove(id) {
      if (!(await store.get(id))) throw new Error(notFoundMessage);
      await store.remove(id);
    },
  };
}

export const localTcgMatches = createLocalTcgMatchRepository();

const remoteItems = createRemoteRepository<TcgMatch, TcgMatchInput>(ENTITIES.tcgMatches.basePath);

/** The server side: the list endpoint pages, so `list()` reads the newest page of recent matches. */
export const remoteTcgMatches: TcgMatchRepository & {
  page(query?: {
    page?: number;
    pageSize?: number;
    search?: string;
    sort?: string;
    seasonId?: string;
  }): Promise<TcgMatchPage>;
} = {
  ...remoteItems,
  page(query = {}) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, `${value}`);
    const search = params.toString();
    return api.get<TcgMatchPage>(`${ENTITIES.tcgMatches.basePath}${search ? `?${search}` : ''}`);
  },
  async list() {
    return (await this.page({ pageSize: RECENT_MATCHES_PAGE_SIZE })).matches;
  },
};

/**
 * Members: the API, except local_ matches, which are edited and deleted in the browser only (spec part 2 §4). When
 * the API cannot be read, the list falls back to the local matches (spec part 2 §8).
 */
const memberTcgMatches: TcgMatchRepository = {
  async list() {
    const local = await localTcgMatches.list();
    try {
      return [...(await remoteTcgMatches.list()), ...local];
    } catch {
      return local;
    }
  },
  get: (id) => (isLocalId(id) ? localTcgMatches.get(id) : remoteTcgMatches.get(id)),
  create: (input) => remoteTcgMatches.create(input),
  update: (id, changes) => (isLocalId(id) ? localTcgMatches.update(id, changes) : remoteTcgMatches.update(id, changes)),
  remove: (id) => (isLocalId(id) ? localTcgMatches.remove(id) : remoteTcgMatches.remove(id)),
};

export function tcgMatchesForSession(authenticated: boolean): TcgMatchRepository {
  return authenticated ? memberTcgMatches : localTcgMatches;
}

/** The distinct opponent decks of these matches, most recently played first (case-insensitively distinct). */
export function opponentDeckSuggestions(matches: readonly Pick<TcgMatch, 'opponentDeck'>[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { opponentDeck } of matches) {
    const name = opponentDeck?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result;
}

/** The draft's content: every match field, each optional. */
export type TcgDraftFields = Omit<TcgMatchDraft, 'savedAt' | 'isDraft'>;

export interface TcgDraftStore {
  readonly storageKey: string;
  /** Stores the draft with `savedAt` and `isDraft: true`; false when the browser refuses (spec part 2 §8). */
  save(fields: TcgDraftFields): boolean;
  /** The saved draft, or null when there is none or it cannot be read. */
  load(): TcgMatchDraft | null;
  clear(): boolean;
}

export function createTcgDraftStore(options: { storage?: () => Storage; now?: () => Date } = {}): TcgDraftStore {
  const now = options.now ?? (() => new Date());
  const store: LocalValueStore<unknown> = createLocalValueStore<unknown>(STORAGE_KEYS.tcgDraft, options.storage);
  return {
    storageKey: store.storageKey,
    save(fields) {
      return store.set({ ...fields, savedAt: now().toISOString(), isDraft: true });
    },
    load() {
      const parsed = tcgMatchDraftSchema.safeParse(store.get());
      return parsed.success ? parsed.data : null;
    },
    clear() {
      return store.clear();
    },
  };
}

export const tcgDraft = createTcgDraftStore();
