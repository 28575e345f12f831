/**
 * Dashboard search, sort and team filter of VGC matches (spec part 1 §2 "Main list", §5 "Dashboard search", "The team
 * filter compares the sorted base names of the player's team"), as pure functions for the matches kept in the
 * browser. The server answers members with the same meaning in SQL (`apps/server/src/modules/vgc-matches`).
 *
 * Decisions:
 * - Search: the trimmed text, compared ignoring letter case (`toLowerCase`, no accent folding, as PostgreSQL's ILIKE
 *   does), as a substring of the opponent name, the match notes or the format. Blank search keeps every match.
 * - Newest / oldest: exactly TCG's order (`sortTcgMatches`: day, then createdAt, then _id; undated last).
 * - A-Z / Z-A: by opponent name, ignoring case and accents ('en' collation, base sensitivity, as TCG's deck names);
 *   equal names newest first. Matches without an opponent name ("Unknown opponent") go last in both orders.
 * - Team membership (`vgcMatchesOfTeam`, see `schemas/vgcMatchApi.ts`): a match belongs to a team when its player
 *   team has the team's `teamFilterKey`, or when it was logged with the team's id. A team with no Pokémon has no key
 *   and keeps only the matches logged with its id.
 * - `matchesWithTeamKey` is the list's team filter: the key alone (a blank key keeps every match).
 * - Every function returns a new array; the input is never reordered.
 */
import { nameComparer } from './nameOrder.ts';
import { sortTcgMatches } from './matchSearch.ts';
import { teamFilterKey } from './pokemonNames.ts';
import type { VgcMatchSort } from '../schemas/vgcMatchApi.ts';

export interface SearchableVgcMatch {
  _id?: string;
  opponentName?: string | null;
  notes?: string | null;
  format?: string | null;
  date?: string | null;
  createdAt?: string | null;
  teamId?: string | null;
  /** A list of names or one comma-separated string (spec part 1 §3). */
  playerTeam?: string | readonly string[] | null;
}

/** What team membership reads of a team: its id and its species. */
export interface TeamLike {
  _id: string;
  pokemon?: readonly { species?: string | null }[] | null;
}

/** The team's species names, in team order, blanks left out. */
export function teamSpeciesOf(team: Pick<TeamLike, 'pokemon'>): string[] {
  return (team.pokemon ?? []).map((member) => (member?.species ?? '').trim()).filter((name) => name !== '');
}

export function filterVgcMatches<M extends SearchableVgcMatch>(matches: readonly M[], search: string): M[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...matches];
  const has = (value: string | null | undefined) => typeof value === 'string' && value.toLowerCase().includes(needle);
  return matches.filter((m) => has(m.opponentName) || has(m.notes) || has(m.format));
}

const compareNames = nameComparer();

const opponentNameOf = (match: SearchableVgcMatch) =>
  typeof match.opponentName === 'string' ? match.opponentName.trim() : '';

export function sortVgcMatches<M extends SearchableVgcMatch>(matches: readonly M[], sort: VgcMatchSort): M[] {
  if (sort === 'oldest') return sortTcgMatches(matches, 'oldest');
  const newest = sortTcgMatches(matches, 'newest');
  if (sort !== 'a-z' && sort !== 'z-a') return newest;
  const direction = sort === 'a-z' ? 1 : -1;
  // Array.prototype.sort is stable: equal names keep the newest-first order of `newest`.
  return newest.sort((a, b) => {
    const nameA = opponentNameOf(a);
    const nameB = opponentNameOf(b);
    if (!nameA || !nameB) return Number(!nameA) - Number(!nameB);
    return direction * compareNames(nameA, nameB);
  });
}

/** The list's team filter: matches whose player team has this `teamFilterKey`; a blank key keeps every match. */
export function matchesWithTeamKey<M extends SearchableVgcMatch>(matches: readonly M[], key: string): M[] {
  const wanted = key.trim();
  if (!wanted) return [...matches];
  return matches.filter((m) => teamFilterKey(m.playerTeam) === wanted);
}

/**
 * A team's matches (see header): same player-team key, or logged with the team's id. `keyOf` lets a caller that
 * already knows each match's key (a stored column, a cache) skip recomputing it.
 */
export function vgcMatchesOfTeam<M extends SearchableVgcMatch>(
  matches: readonly M[],
  team: TeamLike,
  keyOf: (match: M) => string = (m) => teamFilterKey(m.playerTeam),
): M[] {
  const key = teamFilterKey(teamSpeciesOf(team));
  return matches.filter((m) => (m.teamId != null && m.teamId === team._id) || (key !== '' && keyOf(m) === key));
}
