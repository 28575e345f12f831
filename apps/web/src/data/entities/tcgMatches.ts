import {
  type CategoryRules,
  categorizeDeckName,
  deckNameKey,
  opponentDeckMergeResultSchema,
  type OpponentDeckMerge,
  type OpponentDeckMergeResult,
  type EndpointQuery,
  apiEndpoints,
  bestOfOf,
  matchOutcome,
  matchScore,
  recordedResultOf,
  specialResultOf,
  tcgMatchDraftSchema,
  type TcgMatch,
  type TcgMatchDraft,
  type TcgMatchInput,
  type TcgMatchPage,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { ENTITIES } from './entities.ts';
import { createMatchDraftStore, type MatchDraftStore, type MatchDraftStoreOptions } from './matchDrafts.ts';
import {
  createLocalMatchRepository,
  createMemberMatchRepository,
  createPagedRemoteRepository,
  type LocalMatchRepositoryOptions,
} from './matchRepositories.ts';
import { withOutbox, type OutboxMatchDefinition } from '../outbox/offlineMatchRepository.ts';
import type { Repository } from './repository.ts';

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

/**
 * A stored local match as the screens expect it, with result, score and best-of derived by the core rules. A match
 * stored before result-only matches (issue 15) has no `recordedResult`: null, a match with games; a result-only
 * match keeps no games (the recorded result is what counts).
 */
export function normalizeStoredTcgMatch(raw: StoredTcgMatch): TcgMatch {
  const recordedResult = recordedResultOf(raw);
  // Issue 29: an ID or a bye keeps the recorded result it stands for; a match stored before has neither field.
  const specialResult = specialResultOf(raw);
  const timeCalled = specialResult === null && raw.timeCalled === true;
  const games = recordedResult === null && Array.isArray(raw.games) ? raw.games : [];
  const format = raw.format === 'Bo3' ? 'Bo3' : 'Bo1';
  const createdAt = raw.createdAt ?? new Date(0).toISOString();
  return {
    _id: raw._id,
    isLocal: true,
    createdAt,
    updatedAt: raw.updatedAt ?? createdAt,
    importSource: raw.importSource ?? null,
    recordedResult,
    timeCalled,
    specialResult,
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
    result: matchOutcome({ games, recordedResult, timeCalled }),
    score: matchScore({ games, recordedResult, specialResult }),
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
    recordedResult: match.recordedResult ?? null,
    timeCalled: match.timeCalled ?? false,
    specialResult: match.specialResult ?? null,
    ptcglLogText: match.ptcglLogText,
  };
}

export type LocalTcgMatchRepositoryOptions = LocalMatchRepositoryOptions;

/** TCG matches kept in the browser under the TCG matches key (see `matchRepositories.ts`). */
export function createLocalTcgMatchRepository(
  options: LocalTcgMatchRepositoryOptions = {},
): TcgMatchRepository & { readonly storageKey: string } {
  return createLocalMatchRepository<TcgMatch, TcgMatchInput, StoredTcgMatch, StoredFields>(
    {
      entity: ENTITIES.tcgMatches,
      normalize: normalizeStoredTcgMatch,
      created: (input, at) => ({
        ...input,
        importSource: input.importSource ?? null,
        recordedResult: recordedResultOf(input),
        timeCalled: input.timeCalled ?? false,
        specialResult: input.specialResult ?? null,
        ptcglLogText: input.importSource ? (input.ptcglLogText ?? null) : null,
        group: null,
        createdAt: at,
        updatedAt: at,
      }),
      // A full replacement, as on the server: the edit form sends no import marker, so editing removes it and the
      // imported log (spec part 2 §2); a notes save sends them back and keeps them.
      updated: (changes, at) => ({
        ...changes,
        importSource: changes.importSource ?? null,
        // Likewise a result-only match stays one only while the save sends its recorded result (issue 15).
        recordedResult: recordedResultOf(changes),
        timeCalled: changes.timeCalled ?? false,
        specialResult: changes.specialResult ?? null,
        ptcglLogText: changes.importSource ? (changes.ptcglLogText ?? null) : null,
        updatedAt: at,
      }),
    },
    options,
  );
}

export const localTcgMatches = createLocalTcgMatchRepository();

/** The list query of GET /api/tcgmatches; every field optional (the server fills the defaults). */
export type TcgMatchPageQuery = EndpointQuery<typeof apiEndpoints.tcgMatches.list>;

export const remoteTcgMatches = createPagedRemoteRepository<TcgMatch, TcgMatchInput, TcgMatchPageQuery, TcgMatchPage>(
  apiEndpoints.tcgMatches,
  api.tcgMatches,
  RECENT_MATCHES_PAGE_SIZE,
);

/** What the outbox needs to show a waiting TCG match (outbox/offlineMatchRepository.ts). */
export const TCG_OUTBOX: OutboxMatchDefinition<TcgMatch> = {
  game: 'tcg',
  normalize: (stored) => normalizeStoredTcgMatch(stored as StoredTcgMatch),
};

// Members: the API with the outbox in front, so writes made offline wait and upload later (issue 16).
export const memberTcgMatches = withOutbox(TCG_OUTBOX, createMemberMatchRepository(remoteTcgMatches, localTcgMatches));

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

/**
 * What the opponent deck field offers (issue 29): the archetypes (deck categories, the built-in catalogue on a fresh
 * instance) first, those the player met most recently leading and the rest A-Z, then the player's own spellings that
 * are not an archetype's name, most recent first. Players pick the shared name, so their matchups and the community
 * figures group; their own names stay one keystroke away.
 */
export interface OpponentDeckSuggestions {
  archetypes: string[];
  yours: string[];
}

export function opponentDeckSuggestionGroups(
  categories: readonly CategoryRules[],
  matches: readonly Pick<TcgMatch, 'opponentDeck'>[],
): OpponentDeckSuggestions {
  const recent = opponentDeckSuggestions(matches);
  const byId = new Map(categories.map((c) => [c._id, c.name]));
  const met: string[] = [];
  for (const name of recent) {
    const id = categorizeDeckName(name, categories).categoryId;
    const archetype = id === null ? undefined : byId.get(id);
    if (archetype !== undefined && !met.includes(archetype)) met.push(archetype);
  }
  const rest = categories
    .map((c) => c.name)
    .filter((name) => !met.includes(name))
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  const archetypes = [...met, ...rest];
  const taken = new Set(archetypes.map((name) => name.toLowerCase()));
  return { archetypes, yours: recent.filter((name) => !taken.has(name.toLowerCase())) };
}

/**
 * Whether a suggestion fits what the player typed: its name contains the text (ignoring case and accents), or it is
 * the archetype the text names by the categoriser's rules — typing "Ralts" or "Kirlia" offers "Gardevoir ex".
 */
export function suggestionFits(suggestion: string, typed: string, categories: readonly CategoryRules[]): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const text = fold(typed);
  if (text === '' || fold(suggestion).includes(text)) return true;
  const id = categorizeDeckName(typed, categories).categoryId;
  return id !== null && categories.some((c) => c._id === id && c.name === suggestion);
}

/**
 * Issue 29, merging spellings: a member's matches are renamed on the server (POST
 * /api/tcgmatches/opponent-decks/merge, which also re-categorises them); a guest's in this browser, with the same rule
 * (opponent decks compared trimmed, ignoring case; those already spelt `into` left alone and not counted).
 */
export async function mergeMemberOpponentDecks(input: OpponentDeckMerge): Promise<OpponentDeckMergeResult> {
  return opponentDeckMergeResultSchema.parse(await api.tcgMatches.mergeOpponentDecks(input));
}

export async function mergeLocalOpponentDecks(
  repository: Pick<TcgMatchRepository, 'list' | 'update'>,
  input: OpponentDeckMerge,
): Promise<OpponentDeckMergeResult> {
  const keys = new Set(input.from.map(deckNameKey));
  let updated = 0;
  for (const match of await repository.list()) {
    if (!keys.has(deckNameKey(match.opponentDeck)) || match.opponentDeck === input.into) continue;
    // An update is a full replacement: the match as stored (import marker and all) with its new opponent deck.
    await repository.update(match._id, { ...matchInputOf(match), opponentDeck: input.into });
    updated++;
  }
  return { updated };
}

/** The draft's content: every match field, each optional. */
export type TcgDraftFields = Omit<TcgMatchDraft, 'savedAt' | 'isDraft'>;

export type TcgDraftStore = MatchDraftStore<TcgMatchDraft>;

export function createTcgDraftStore(options: MatchDraftStoreOptions = {}): TcgDraftStore {
  return createMatchDraftStore(STORAGE_KEYS.tcgDraft, tcgMatchDraftSchema, options);
}

export const tcgDraft = createTcgDraftStore();
