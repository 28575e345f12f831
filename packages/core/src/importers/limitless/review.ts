/**
 * Step 3 of the Limitless import (issue 15): the player's rounds as they would be imported, and their list offered as
 * a deck (TCG) or a team (VGC). Nothing is stored; `importPlan.ts` turns a review and the player's choices into what
 * the server creates.
 *
 * Definitions:
 * - Refusals: a tournament of another game → 400 `wrongGame`; a username not in the standings (letter case ignored)
 *   → 404 `playerNotFound`; a player without a single pairing → 400 `noRounds`. A player whose rounds are all byes or
 *   unreported gets a review with `matchCount` 0 (the plan refuses it, so the screen can show why).
 * - Rounds: `rounds.ts`. `day`: the UTC day of the tournament's start. `matchCount`: the rounds imported.
 * - The list offer. TCG: the standing's list as cards (`deckList.ts`), named after the player's archetype (else
 *   'Limitless deck'), with the archetype's sprites. VGC: the standing's team (`team.ts`), named after the
 *   tournament, with its species' sprites. `available` says whether the standings carry the list; `match` is the
 *   saved deck or team the list is, else the active one (`limitlessDeckMatch`, `limitlessTeamMatch`).
 */
import {
  LIMITLESS_MESSAGES,
  type LimitlessListOffer,
  type LimitlessPlayer,
  type LimitlessReview,
} from '../../schemas/limitless.ts';
import { spriteSlugForCardName } from '../../sprites/spriteSlug.ts';
import type { CategoryForImport } from './category.ts';
import { limitlessDeckCards, limitlessDeckMatch } from './deckList.ts';
import { limitlessRounds } from './rounds.ts';
import { limitlessTeamMatch, limitlessTeamPokemon } from './team.ts';
import { findLimitlessPlayer, limitlessPlayers, limitlessTournamentInfo } from './tournaments.ts';
import type { LimitlessUpstreamDetails, LimitlessUpstreamPairing, LimitlessUpstreamStanding } from './types.ts';
import { limitlessDayOf, limitlessGameOf } from './upstream.ts';

/** A new deck's name when the player has no archetype, and the player's deck name with list action 'none'. */
export const LIMITLESS_DEFAULT_DECK_NAME = 'Limitless deck';
const NAME_MAX = 100;

/** What Limitless answered about one tournament. */
export interface LimitlessSource {
  details: LimitlessUpstreamDetails;
  standings: LimitlessUpstreamStanding[];
  pairings: LimitlessUpstreamPairing[];
}

/** What the review and the plan need of the caller's own data. */
export interface LimitlessContext {
  decks: { _id: string; name: string; cards: readonly { name: string; count?: number }[] }[];
  activeDeckId: string | null;
  /** Species in team order. */
  teams: { _id: string; name: string; species: string[] }[];
  activeTeamId: string | null;
  categories: readonly CategoryForImport[];
  alreadyImported: { groupId: string | null; importedAt: string } | null;
}

export type LimitlessReviewResult =
  { ok: true; review: LimitlessReview } | { ok: false; status: 400 | 404; message: string };

const cutName = (name: string) => name.trim().slice(0, NAME_MAX).trim();

function deckOffer(
  standing: LimitlessUpstreamStanding | undefined,
  player: LimitlessPlayer,
  context: LimitlessContext,
): LimitlessListOffer {
  const list = standing?.decklist;
  const cards = list && !Array.isArray(list) ? limitlessDeckCards(list) : [];
  const match = limitlessDeckMatch(cards, context.decks, context.activeDeckId);
  return {
    kind: 'deck',
    available: cards.length > 0,
    suggestedName: cutName(player.archetype?.name ?? '') || LIMITLESS_DEFAULT_DECK_NAME,
    cards,
    cardCount: cards.reduce((sum, card) => sum + card.count, 0),
    pokemon: [],
    sprites: [...(player.archetype?.sprites ?? [])],
    match: match ? { id: match._id, name: match.name } : null,
  };
}

function teamOffer(
  standing: LimitlessUpstreamStanding | undefined,
  tournamentName: string,
  context: LimitlessContext,
): LimitlessListOffer {
  const list = standing?.decklist;
  const pokemon = Array.isArray(list) ? limitlessTeamPokemon(list) : [];
  const species = pokemon.map((p) => p.species);
  const match = limitlessTeamMatch(species, context.teams, context.activeTeamId);
  const sprites = species.map(spriteSlugForCardName).filter((slug): slug is string => slug !== null);
  return {
    kind: 'team',
    available: pokemon.length > 0,
    suggestedName: cutName(tournamentName) || 'Limitless team',
    cards: [],
    cardCount: 0,
    pokemon,
    sprites: [...new Set(sprites)],
    match: match ? { id: match._id, name: match.name } : null,
  };
}

export function buildLimitlessReview(
  source: LimitlessSource,
  username: string,
  context: LimitlessContext,
): LimitlessReviewResult {
  const { details } = source;
  const game = limitlessGameOf(details.game);
  const imported = context.alreadyImported ? { groupId: context.alreadyImported.groupId } : null;
  const tournament = limitlessTournamentInfo(details, imported);
  if (game === null || tournament === null) return { ok: false, status: 400, message: LIMITLESS_MESSAGES.wrongGame };
  const players = limitlessPlayers(source.standings, game, context.categories);
  const player = findLimitlessPlayer(players, username);
  if (player === null) return { ok: false, status: 404, message: LIMITLESS_MESSAGES.playerNotFound };
  const rounds = limitlessRounds(source.pairings, player.username, players, tournament.phases);
  if (rounds.length === 0) return { ok: false, status: 400, message: LIMITLESS_MESSAGES.noRounds };
  const standing = source.standings.find((s) => s.player === player.username);
  return {
    ok: true,
    review: {
      tournament,
      player,
      rounds,
      list: game === 'tcg' ? deckOffer(standing, player, context) : teamOffer(standing, details.name, context),
      day: limitlessDayOf(details.date) ?? tournament.day,
      matchCount: rounds.filter((round) => round.imported).length,
      alreadyImported: context.alreadyImported ? { ...context.alreadyImported } : null,
    },
  };
}
