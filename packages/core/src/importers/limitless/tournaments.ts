/**
 * Steps 1 and 2 of the Limitless import (issue 15): the tournaments a search keeps, a tournament as the steps show it,
 * its standings as players, and finding a player by username.
 *
 * Definitions:
 * - Search: a tournament is kept when its name holds every word of the search (words as `wordsOf` cuts them: case,
 *   accents and punctuation ignored; a word may sit inside a longer one, `regional` finds `Regionals`) and, with a
 *   date, when it started that UTC day. The order is Limitless's (newest first).
 * - Phases: SWISS is Swiss; single and double elimination and Limitless's live brackets (`SINGLE_ELIMINATION`,
 *   `DOUBLE_ELIMINATION`, `SINGLE_BRACKET`, `DOUBLE_BRACKET`) are top cut; any other type is 'other'. The best-of is
 *   1 for mode BO1 and 3 for anything else (BO3, BO5, unknown): a match whose games we cannot know records its
 *   result only, never invented games.
 * - Players keep the standings' order, sorted by placing (players without one last). A TCG player's archetype is
 *   their Limitless deck with our sprites and category (`category.ts`); a VGC player's team is their list's species.
 * - A username is found exactly, else ignoring letter case, else ignoring accents too when that names one player.
 */
import { wordsOf, foldText } from '../../analytics/categorize.ts';
import {
  type LimitlessGame,
  type LimitlessPhaseKind,
  type LimitlessPlayer,
  type LimitlessTournamentInfo,
  type LimitlessTournamentSummary,
} from '../../schemas/limitless.ts';
import { limitlessArchetype, type CategoryForImport } from './category.ts';
import { limitlessTournamentLink } from './links.ts';
import { limitlessTeamPokemon } from './team.ts';
import type { LimitlessUpstreamDetails, LimitlessUpstreamStanding, LimitlessUpstreamTournament } from './types.ts';
import { limitlessDayOf, limitlessGameOf } from './upstream.ts';

const TOP_CUT_TYPES = new Set(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'SINGLE_BRACKET', 'DOUBLE_BRACKET']);

/** Our kind of a Limitless phase type (see header). */
export function limitlessPhaseKind(type: string): LimitlessPhaseKind {
  const upper = (type ?? '').trim().toUpperCase();
  return upper === 'SWISS' ? 'swiss' : TOP_CUT_TYPES.has(upper) ? 'topcut' : 'other';
}

/** The best-of of a phase's mode (see header). */
export function limitlessBestOf(mode: string | null | undefined): 1 | 3 {
  return (mode ?? '').trim().toUpperCase() === 'BO1' ? 1 : 3;
}

export function filterLimitlessTournaments(
  list: LimitlessUpstreamTournament[],
  filter: { search: string; date?: string },
): LimitlessUpstreamTournament[] {
  const words = wordsOf(filter.search ?? '');
  return list.filter((tournament) => {
    if (filter.date && limitlessDayOf(tournament.date) !== filter.date) return false;
    const name = wordsOf(tournament.name).join(' ');
    return words.every((word) => name.includes(word));
  });
}

export function limitlessTournamentSummary(
  t: LimitlessUpstreamTournament,
  imported: { groupId: string | null } | null,
): LimitlessTournamentSummary | null {
  const game = limitlessGameOf(t.game);
  if (game === null) return null;
  return {
    id: t.id,
    game,
    format: t.format,
    name: t.name,
    date: t.date,
    day: limitlessDayOf(t.date) ?? t.date.slice(0, 10),
    players: t.players,
    imported: imported ? { groupId: imported.groupId } : null,
  };
}

export function limitlessTournamentInfo(
  d: LimitlessUpstreamDetails,
  imported: { groupId: string | null } | null,
): LimitlessTournamentInfo | null {
  const summary = limitlessTournamentSummary(d, imported);
  if (summary === null) return null;
  return {
    ...summary,
    organizer: d.organizer,
    isOnline: d.isOnline,
    hasDecklists: d.decklists,
    phases: d.phases.map((phase) => ({
      phase: phase.phase,
      kind: limitlessPhaseKind(phase.type),
      type: phase.type,
      rounds: phase.rounds,
      bestOf: limitlessBestOf(phase.mode),
    })),
    link: limitlessTournamentLink(d.id),
  };
}

/** One standing as a player of the given game (see header). */
export function limitlessPlayer(
  standing: LimitlessUpstreamStanding,
  game: LimitlessGame,
  categories: readonly CategoryForImport[],
  readArchetype: (deck: LimitlessUpstreamStanding['deck']) => LimitlessPlayer['archetype'] = (deck) =>
    limitlessArchetype(deck, categories),
): LimitlessPlayer {
  const list = standing.decklist;
  return {
    username: standing.player,
    name: standing.name,
    country: standing.country,
    placing: standing.placing,
    record: { ...standing.record },
    archetype: game === 'tcg' ? readArchetype(standing.deck) : null,
    team: game === 'vgc' && Array.isArray(list) ? limitlessTeamPokemon(list).map((p) => p.species) : [],
    drop: standing.drop,
  };
}

export function limitlessPlayers(
  standings: LimitlessUpstreamStanding[],
  game: LimitlessGame,
  categories: readonly CategoryForImport[],
): LimitlessPlayer[] {
  // A big event has thousands of players but a few dozen archetypes: each is read (sprites, community category) once
  // per call, not once per player — the Limitless bench measured 13 ms → 0.3 ms for 2,000 players.
  const archetypes = new Map<string, LimitlessPlayer['archetype']>();
  const readArchetype = (deck: LimitlessUpstreamStanding['deck']) => {
    const key = deck === null ? '' : [deck.name, ...deck.icons].join('\u0000');
    if (!archetypes.has(key)) archetypes.set(key, limitlessArchetype(deck, categories));
    return archetypes.get(key) ?? null;
  };
  return standings
    .map((standing) => limitlessPlayer(standing, game, categories, readArchetype))
    .sort((a, b) => (a.placing ?? Number.MAX_SAFE_INTEGER) - (b.placing ?? Number.MAX_SAFE_INTEGER));
}

/** Usernames compared ignoring letter case (Unicode-aware, same composition). */
export const limitlessUsernameKey = (username: string): string => username.normalize('NFC').toLowerCase();

export function findLimitlessPlayer<T extends { username: string }>(
  players: readonly T[],
  username: string | null | undefined,
): T | null {
  const wanted = (username ?? '').trim();
  if (wanted === '') return null;
  const exact = players.find((player) => player.username === wanted);
  if (exact) return exact;
  const key = limitlessUsernameKey(wanted);
  const byCase = players.find((player) => limitlessUsernameKey(player.username) === key);
  if (byCase) return byCase;
  const folded = foldText(wanted);
  const byAccents = players.filter((player) => foldText(player.username) === folded);
  return byAccents.length === 1 ? byAccents[0]! : null;
}
