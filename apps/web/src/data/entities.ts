import { STORAGE_KEYS } from '../storageKeys.ts';
import type { EntityDefinition } from './dataSource.ts';
import { createLocalValueStore } from './localValueStore.ts';

/**
 * The entities that guests keep in the browser and members keep on the server (spec part 2 §3 and §9). Each area
 * builds its typed data source from its definition: `createDataSource<TcgMatch>(ENTITIES.tcgMatches)`.
 */
export const ENTITIES = {
  tcgMatches: { storageKey: STORAGE_KEYS.tcgMatches, basePath: '/api/tcgmatches', notFoundMessage: 'Match not found' },
  vgcMatches: { storageKey: STORAGE_KEYS.vgcMatches, basePath: '/api/vgcmatches', notFoundMessage: 'Match not found' },
  decks: { storageKey: STORAGE_KEYS.decks, basePath: '/api/decks', notFoundMessage: 'Deck not found' },
  teams: { storageKey: STORAGE_KEYS.teams, basePath: '/api/teams', notFoundMessage: 'Team not found' },
} as const satisfies Record<string, EntityDefinition>;

/** The guest's active deck id. */
export const localActiveDeck = createLocalValueStore<string>(STORAGE_KEYS.activeDeck);

/** A TCG match being logged, saved so a reload keeps it (spec part 2 §3: savedAt and isDraft). */
export const localTcgDraft = createLocalValueStore<Record<string, unknown> & { savedAt: string; isDraft: true }>(
  STORAGE_KEYS.tcgDraft,
);
