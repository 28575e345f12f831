/**
 * VGC community analytics (issue 29: "usage and win rates of Pokémon, of pairs of Pokémon and of restricted cores
 * among members who share (Pikalytics shows usage; show usage and results with intervals)"), defined once.
 *
 * Input: per-team aggregate rows — one member's matches with one team in one format, as W-L-T match counts — of the
 * members who share (the server reads them grouped in SQL; who shares is the server's: not opted out of community
 * analytics), the restricted list, the tie convention and the minimum sample.
 *
 * Decisions:
 * - Matches, not games, are the unit. A team is registered for a whole match and a Bo3 is decided as a whole; this is
 *   how tournaments and Swiss standings count, and how the TCG community meta counts. A match's result is the
 *   stored match result (win, loss or tie by games won; ties follow the tie convention: as losses, ⅓ of a win, or
 *   left out, `ratedRecord`).
 * - Rounds not played are left out: an ID, a bye and a no-show say nothing about the Pokémon on the team (the server
 *   leaves out `special_result` rows and matches with nothing counted, as `analyticsResult` does for IDs and byes).
 * - Only the member's own team counts (the six Pokémon of `player_team`); the opponent's team is often partial
 *   (closed team sheets) and its result is not the member's sample of that team.
 * - Usage is per match: a Pokémon's usage = matches whose team held it / matches with a recorded team
 *   (`teamMatches`). A team played more weighs more, as on Pikalytics, whose ladder usage is weighted by battles.
 *   Matches with no recorded team count in `totalMatches` only.
 * - Pokémon are counted as `countedSpecies` names them: battle-relevant formes kept apart (Calyrex-Shadow and
 *   Calyrex-Ice, Urshifu and Urshifu-Rapid-Strike, Ogerpon's masks, Indeedee-F, regional formes), battle-only formes
 *   folded into their base (Charizard-Mega-Y → Charizard, Zacian-Crowned → Zacian). A Pokémon written twice on one
 *   team counts once.
 * - Pairs: every two distinct counted Pokémon of a team (15 for six), the same pair whatever the order (shown A-Z).
 *   Listed: pairs from at least `VGC_COMMUNITY_PAIR_MIN_MATCHES` matches (one team's one match would otherwise list
 *   15 pairs), the `VGC_COMMUNITY_PAIR_LIMIT` most used.
 * - Restricted cores: the set of a team's restricted Pokémon (A-Z, counted names: Calyrex-Shadow + Miraidon in a
 *   two-restricted regulation, or one), including the empty core of teams with none, so Regulation G's "no
 *   restricted" teams have a row to compare with. A Pokémon is restricted when the admin list names it as written on
 *   the team or as counted (`restrictedPokemonMatcher`: a listed species covers its formes, a listed forme only
 *   itself; `Zacian-Crowned` listed covers a team's `Zacian-Crowned`).
 * - Rates, intervals and `small` as the TCG community meta: `ratedRecord` under the convention, `small` when the
 *   effective trials are below `minMatches`. `players` on every row says how many members a figure comes from.
 * - Regulation filter: the regulation the format names in the regulation list (`unambiguousRegulationOf`: the
 *   server's list with admin-added regulations, Champions M-A/M-B/M-C included, whether or not a restricted limit is
 *   set), as "Regulation M-A" / "Regulation G", else `VGC_COMMUNITY_OTHER_FORMATS`.
 *   `regulations` lists what the rows hold before filtering (so the choices stay), most matches first, then A-Z.
 * - Order: usage desc (matches), then names A-Z (ignoring case; pairs and cores by their joined names).
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { restrictedPokemonMatcher } from '../rules/restrictedPokemon.ts';
import type { FormatRegulation } from '../rules/formatMechanics.ts';
import { BUILT_IN_REGULATIONS } from '../rules/regulations.ts';
import { vgcCommunityBringLead, type VgcBringLeadCountRow } from './vgcCommunityBringLead.ts';
import { unambiguousRegulationOf } from '../rules/restrictedLimits.ts';
import {
  VGC_COMMUNITY_OTHER_FORMATS,
  type VgcCommunity,
  type VgcCommunityRegulation,
} from '../schemas/vgcCommunityAnalytics.ts';
import { compareDeckNames } from './matchupTable.ts';
import { ratedRecord, type TieConvention } from './winRate.ts';

/** Pairs seen in fewer matches are not listed (see header). */
export const VGC_COMMUNITY_PAIR_MIN_MATCHES = 3;
/** At most this many pairs are listed, the most used first. */
export const VGC_COMMUNITY_PAIR_LIMIT = 50;

/** One member's matches with one team in one format (W-L-T in matches). */
export interface VgcCommunityTeamRow {
  /** An opaque member key: only counted distinct, never answered. */
  player: string;
  format: string;
  /** The team as stored (Pokédex spellings, formes as written). */
  team: readonly string[];
  wins: number;
  losses: number;
  ties: number;
}

export interface VgcCommunityInput {
  rows: readonly VgcCommunityTeamRow[];
  /** The admin-maintained restricted list (names), or a matcher built from it. */
  restricted: readonly string[] | ((name: string) => boolean);
  convention: TieConvention;
  minMatches: number;
  /** "Regulation G" or `VGC_COMMUNITY_OTHER_FORMATS`; undefined = every format. */
  regulation?: string;
  /** The regulation list (the server's `vgc_regulations`); the built-in one when absent. */
  regulations?: readonly FormatRegulation[];
  /** Issue 30: per format and Pokémon, the games it was on the team, brought and led (vgcCommunityBringLead.ts). */
  bringLead?: readonly VgcBringLeadCountRow[];
}

/** The regulation a format names, as the filter and the `regulations` list spell it (see header). */
export function vgcCommunityRegulationOf(
  format: string,
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): string {
  const regulation = unambiguousRegulationOf(format, regulations);
  return regulation ? `Regulation ${regulation.code}` : VGC_COMMUNITY_OTHER_FORMATS;
}

interface Tally {
  names: string[];
  wins: number;
  losses: number;
  ties: number;
  players: Set<string>;
}

interface CountedTeam {
  /** Counted names, A-Z, once each. */
  pokemon: string[];
  /** Their comparison keys (`countedSpeciesKey`), in the same order. */
  keys: string[];
  /** The restricted ones among them, A-Z. */
  restricted: string[];
}

function tallyInto(map: Map<string, Tally>, key: string, names: string[], row: VgcCommunityTeamRow) {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { names, wins: 0, losses: 0, ties: 0, players: new Set() }));
  tally.wins += row.wins;
  tally.losses += row.losses;
  tally.ties += row.ties;
  tally.players.add(row.player);
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The usage, record, rate and interval of each tally, most used first, then names A-Z (see header). */
function rowsOf(map: Map<string, Tally>, teamMatches: number, convention: TieConvention, minMatches: number) {
  return [...map.values()]
    .map((t) => {
      const rated = ratedRecord(t, convention);
      const matches = t.wins + t.losses + t.ties;
      return {
        names: t.names,
        matches,
        usage: teamMatches > 0 ? matches / teamMatches : 0,
        players: t.players.size,
        wins: t.wins,
        losses: t.losses,
        ties: t.ties,
        rate: rated.rate,
        interval: rated.interval,
        small: rated.effectiveTrials < minMatches,
      };
    })
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.names.join(' + '), b.names.join(' + ')));
}

/** Pokémon, pairs and restricted cores of the members' teams (see header). */
export function vgcCommunity(input: VgcCommunityInput): VgcCommunity {
  const isListed =
    typeof input.restricted === 'function' ? input.restricted : restrictedPokemonMatcher(input.restricted);
  // Teams repeat across rows (one per member, format and result mix): read each distinct team once.
  const teams = new Map<string, CountedTeam>();
  const teamOf = (team: readonly string[]): CountedTeam => {
    const cacheKey = team.join('\n');
    let counted = teams.get(cacheKey);
    if (counted) return counted;
    const byKey = new Map<string, { name: string; key: string; restricted: boolean }>();
    for (const raw of team) {
      const written = String(raw ?? '').trim();
      const name = countedSpecies(written);
      if (name === '') continue;
      const key = countedSpeciesKey(written);
      const restricted = isListed(written) || isListed(name);
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, { name, key, restricted });
      else seen.restricted ||= restricted;
    }
    const members = [...byKey.values()].sort((a, b) => compareDeckNames(a.name, b.name));
    counted = {
      pokemon: members.map((m) => m.name),
      keys: members.map((m) => m.key),
      restricted: members.filter((m) => m.restricted).map((m) => m.name),
    };
    teams.set(cacheKey, counted);
    return counted;
  };

  const regulationList = input.regulations ?? BUILT_IN_REGULATIONS;
  // One reading per distinct format text: the community's rows repeat a few formats many times.
  const regulationByFormat = new Map<string, string>();
  const regulationOf = (format: string) => {
    let found = regulationByFormat.get(format);
    if (found === undefined) {
      found = vgcCommunityRegulationOf(format, regulationList);
      regulationByFormat.set(format, found);
    }
    return found;
  };
  const regulationMatches = new Map<string, number>();
  const players = new Set<string>();
  const pokemon = new Map<string, Tally>();
  const pairs = new Map<string, Tally>();
  const cores = new Map<string, Tally>();
  let totalMatches = 0;
  let teamMatches = 0;

  for (const raw of input.rows) {
    const row = { ...raw, wins: count(raw.wins), losses: count(raw.losses), ties: count(raw.ties) };
    const matches = row.wins + row.losses + row.ties;
    if (matches === 0) continue;
    const regulation = regulationOf(row.format);
    regulationMatches.set(regulation, (regulationMatches.get(regulation) ?? 0) + matches);
    if (input.regulation !== undefined && regulation !== input.regulation) continue;
    totalMatches += matches;
    players.add(row.player);
    const team = teamOf(row.team ?? []);
    if (team.pokemon.length === 0) continue;
    teamMatches += matches;
    const { keys } = team;
    team.pokemon.forEach((name, i) => {
      tallyInto(pokemon, keys[i]!, [name], row);
      for (let j = i + 1; j < team.pokemon.length; j++) {
        tallyInto(pairs, `${keys[i]}\n${keys[j]}`, [name, team.pokemon[j]!], row);
      }
    });
    tallyInto(cores, team.restricted.map(countedSpeciesKey).join('\n'), team.restricted, row);
  }

  const { convention, minMatches } = input;
  const regulations: VgcCommunityRegulation[] = [...regulationMatches]
    .map(([regulation, matches]) => ({ regulation, matches }))
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.regulation, b.regulation));
  return {
    totalMatches,
    teamMatches,
    players: players.size,
    regulations,
    pokemon: rowsOf(pokemon, teamMatches, convention, minMatches).map(({ names, ...rest }) => ({
      pokemon: names[0]!,
      ...rest,
    })),
    pairs: rowsOf(pairs, teamMatches, convention, minMatches)
      .filter((row) => row.matches >= VGC_COMMUNITY_PAIR_MIN_MATCHES)
      .slice(0, VGC_COMMUNITY_PAIR_LIMIT)
      .map(({ names, ...rest }) => ({ pokemon: [names[0]!, names[1]!] as [string, string], ...rest })),
    restrictedCores: rowsOf(cores, teamMatches, convention, minMatches).map(({ names, ...rest }) => ({
      pokemon: names,
      ...rest,
    })),
    bringLead: vgcCommunityBringLead(input.bringLead ?? [], {
      keepFormat: (format) => input.regulation === undefined || regulationOf(format) === input.regulation,
      minMatches,
    }),
  };
}
