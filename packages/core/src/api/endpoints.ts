/** Every endpoint of the server under /api, by area (endpoint.ts says what an entry is). */
import { account, auth, health, stats, sync } from './accountEndpoints.ts';
import {
  cards,
  community,
  deckCategories,
  deckCategorization,
  decks,
  pokemon,
  pokepaste,
  restrictedPokemon,
  seasons,
  sprites,
  teams,
  vgcRegulations,
} from './collectionEndpoints.ts';
import { deckAnalytics, limitless, ptcglImport, showdownImport, tcgMatches, vgcMatches } from './matchEndpoints.ts';
import { admin, feedback, friends, matchGroups, notifications } from './socialEndpoints.ts';

export const apiEndpoints = {
  health,
  auth,
  account,
  sync,
  stats,
  tcgMatches,
  vgcMatches,
  deckAnalytics,
  ptcglImport,
  showdownImport,
  limitless,
  decks,
  teams,
  seasons,
  deckCategories,
  deckCategorization,
  restrictedPokemon,
  vgcRegulations,
  cards,
  sprites,
  pokemon,
  pokepaste,
  community,
  friends,
  notifications,
  matchGroups,
  feedback,
  admin,
} as const;
export type ApiEndpoints = typeof apiEndpoints;
