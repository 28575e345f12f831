/**
 * The games behind each number of the "Bring & lead" view (issue 30: "each number explains itself in one line and
 * links to the games behind it"): the counted games one rate of `vgcBringLead` (yours brought or led, an opponent
 * trend) or one lead pair of `vgcUsage` is made of.
 *
 * Definitions:
 * - Counted games are those of vgcBringLead.ts (results 'win' and 'loss' only); Pokémon are compared as there, by
 *   `countedSpecies` key (formes apart, Mega and Tera formes folded, `Urshifu-*` read as Urshifu), so the list of a
 *   row holds exactly the games its figure counts:
 *   - `brought` / `led`: games whose brought list / leads hold the Pokémon (a lead not on the brought list still led);
 *   - `leadPair`: games led with exactly these two (in either order), as `vgcUsage`'s lead pairs;
 *   - `opponent`: games of a match whose opponent team preview shows the Pokémon (the trend's "faced");
 *   - `opponentBrought`: those in which the opponent also brought it (the trend's "when brought").
 * - Newest first (the match's date, then its id, then game 1, 2, 3), at most `GAMES_BEHIND_LISTED` listed; `total`
 *   counts them all (gamesBehind.ts, as the TCG Cards view lists its games). `game` is the 0-based place of the game in its match.
 * - `vgcBringLeadGamesWithin` applies the analytics filters as the figures do (`bringLeadMatchesWithin`), so the list
 *   a number opens is the one it was computed from — on the server over a member's rows, in the browser over a
 *   guest's.
 */
import { calendarDateOf } from '../rules/dates.ts';
import { listedGamesBehind, newestGamesFirst } from './gamesBehind.ts';
import type { SearchableVgcMatch, TeamLike } from '../rules/vgcMatchSearch.ts';
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import type { FilterableMatch } from './matchFilters.ts';
import type { SeasonRef } from './recordOverTime.ts';
import { bringLeadMatchesWithin } from './vgcBringLead.ts';
import type { BringLeadMatchLike } from './vgcBringLead.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts, SpeciesFact } from './vgcGameFacts.ts';

export const BRING_LEAD_GAME_KINDS = ['brought', 'led', 'leadPair', 'opponent', 'opponentBrought'] as const;
export type BringLeadGameKind = (typeof BRING_LEAD_GAME_KINDS)[number];

/** Which number's games: its kind and its Pokémon (two for a lead pair, one otherwise). */
export interface BringLeadGamesQuery {
  kind: BringLeadGameKind;
  pokemon: readonly string[];
}

/** One game behind a number: enough to list it and open its match. */
export interface BringLeadGameRef {
  matchId: string;
  /** 0-based place of the game in its match. */
  game: number;
  /** The match's calendar day, or null when it has none. */
  date: string | null;
  opponentName: string;
  result: 'win' | 'loss';
}

export interface BringLeadGamesAnswer {
  total: number;
  games: BringLeadGameRef[];
}

const hasKey = (species: readonly SpeciesFact[], key: string) => species.some((s) => s.key === key);

/** The test one counted game passes to be behind the number (see header). */
function gameTest(
  reader: VgcFactsReader,
  query: BringLeadGamesQuery,
): (preview: readonly SpeciesFact[], lists: () => GameLists) => boolean {
  if (query.kind === 'leadPair') {
    const pair = reader.list(query.pokemon).usagePair;
    // Two names that are one Pokémon make no pair any game could have been led with.
    if (!pair || query.pokemon.length !== 2) return () => false;
    return (_preview, lists) => lists().leads.usagePair?.key === pair.key;
  }
  const wanted = reader.list(query.pokemon.slice(0, 1)).species[0];
  if (!wanted || query.pokemon.length !== 1) return () => false;
  const key = wanted.key;
  switch (query.kind) {
    case 'brought':
      return (_preview, lists) => hasKey(lists().brought.species, key);
    case 'led':
      return (_preview, lists) => hasKey(lists().leads.species, key);
    case 'opponent':
      return (preview) => hasKey(preview, key);
    case 'opponentBrought':
      return (preview, lists) => hasKey(preview, key) && hasKey(lists().opponentBrought.species, key);
  }
}

interface GameLists {
  leads: NameListFacts;
  brought: NameListFacts;
  opponentBrought: NameListFacts;
}

/** Every counted game of these matches behind one number, newest first (see header). */
export function vgcBringLeadGamesBehind(
  matches: readonly BringLeadMatchLike[],
  query: BringLeadGamesQuery,
): (BringLeadGameRef & { sortDate: string })[] {
  const reader = new VgcFactsReader();
  const passes = gameTest(reader, query);
  const behind: (BringLeadGameRef & { sortDate: string })[] = [];
  for (const match of matches) {
    const preview = reader.list(match.opponentTeam).species;
    const games = match.games ?? [];
    for (let index = 0; index < games.length; index++) {
      const game = games[index];
      const result = game?.result;
      if (result !== 'win' && result !== 'loss') continue;
      const lists = () => ({
        leads: reader.list(game!.leadPokemon),
        brought: reader.list(game!.broughtPokemon),
        opponentBrought: reader.list(game!.opponentBroughtPokemon),
      });
      if (!passes(preview, lists)) continue;
      behind.push({
        matchId: match._id ?? '',
        game: index,
        date: match.date ? calendarDateOf(match.date) : null,
        sortDate: match.date ?? '',
        opponentName: (match.opponentName ?? '').trim(),
        result,
      });
    }
  }
  return newestGamesFirst(behind, (g) => g.sortDate);
}

/** The games behind one number under the analytics filters, the newest listed (see header). */
export function vgcBringLeadGamesWithin<M extends BringLeadMatchLike & FilterableMatch & SearchableVgcMatch>(
  matches: readonly M[],
  games: BringLeadGamesQuery,
  options: { query: AnalyticsQuery; seasons?: readonly SeasonRef[]; teams?: readonly TeamLike[] },
): BringLeadGamesAnswer {
  const behind = vgcBringLeadGamesBehind(bringLeadMatchesWithin(matches, options), games);
  return listedGamesBehind(behind, ({ sortDate: _sortDate, ...ref }) => ref);
}
