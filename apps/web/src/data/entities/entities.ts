import { apiEndpoints } from '@trainerlog/core';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalValueStore } from '../guest/localValueStore.ts';

export interface EntityDefinition {
  /** localStorage key of the guest copy. */
  storageKey: string;
  /** The API collection (the endpoint table's list path, e.g. '/api/tcgmatches'): the outbox's uploads and the
   * last-seen copy's keys start with it. */
  basePath: string;
  /** Error for an update of a local item that does not exist. */
  notFoundMessage: string;
}

/**
 * The entities that guests keep in the browser (guest/) and members keep on the server (member/), spec part 2 §3
 * and §9: each one's browser key, API collection and not-found message.
 */
export const ENTITIES = {
  tcgMatches: {
    storageKey: STORAGE_KEYS.tcgMatches,
    basePath: apiEndpoints.tcgMatches.list.path,
    notFoundMessage: 'Match not found',
  },
  vgcMatches: {
    storageKey: STORAGE_KEYS.vgcMatches,
    basePath: apiEndpoints.vgcMatches.list.path,
    notFoundMessage: 'Match not found',
  },
  decks: { storageKey: STORAGE_KEYS.decks, basePath: apiEndpoints.decks.list.path, notFoundMessage: 'Deck not found' },
  teams: { storageKey: STORAGE_KEYS.teams, basePath: apiEndpoints.teams.list.path, notFoundMessage: 'Team not found' },
} as const satisfies Record<string, EntityDefinition>;

/** The guest's active deck id. */
export const localActiveDeck = createLocalValueStore<string>(STORAGE_KEYS.activeDeck);

/** A TCG match being logged, saved so a reload keeps it (spec part 2 §3: savedAt and isDraft). */
export const localTcgDraft = createLocalValueStore<Record<string, unknown> & { savedAt: string; isDraft: true }>(
  STORAGE_KEYS.tcgDraft,
);
