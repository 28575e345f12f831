/**
 * Bring and lead (issue 30, VGC): your win rate when each of your Pokémon is brought and when it leads, how often each
 * Pokémon of the opponents' team previews is brought and led against you with your record against it, and the
 * bring/lead advisor for one opponent six.
 *
 * Definitions:
 * - Everything counts games (results 'win' and 'loss' only), as every VGC usage figure (vgcUsage.ts); each figure is a
 *   `GameSplit` (wins, losses, games, rate, 95% Wilson interval, small below 10 games). Lead pairs are `vgcUsage`'s
 *   `leadPairs`, not counted again here.
 * - Pokémon are counted as `countedSpecies` names them (formes kept apart as in every VGC figure, a Mega or a Tera forme
 *   folded into its species, the preview wildcard `Urshifu-*` read as Urshifu), each once per game.
 * - Your Pokémon (`pokemon`): a row per Pokémon brought or led in a counted game. `brought` is your record in the games
 *   it was brought, `led` in the games it led. `broughtShare` is over the games with a brought list recorded
 *   (`gamesWithBrought`), `ledShare` over the games with leads recorded (`gamesWithLeads`). A lead that is not on the
 *   brought list still counts as led (old rows kept leads alone).
 * - Opponent trends (`opponents`): a row per Pokémon of a match's opponent team preview (`opponentTeam`), for each
 *   counted game of that match. `faced` is your record in those games; `brought` / `led` count the games it was
 *   brought / led out of the games of that match with the opponent's brought list / leads recorded (`broughtOf`,
 *   `ledOf`, the n shown), and `whenBrought` is your record in the games it was brought. A Pokémon brought or led but
 *   absent from the preview (a preview not typed) is not in these rows: the shares would have no base.
 * - Rows sorted by more games (brought for yours, faced for the opponents'), then name A-Z.
 * - The advisor (`vgcBringLeadAdvice`): the opponent six as typed (blanks and repeats of a counted Pokémon dropped) is
 *   compared with each match's opponent team preview by counted Pokémon; a match is similar when they share at least
 *   `minShared` (4) of them — or all of them when fewer than that were given. Over the counted games of the similar
 *   matches: your overall record, your brought and led rows as above, your lead pairs (`vgcUsage` rows), and what
 *   those opponents brought and led against you (`opponentBrought`, `opponentLed`, your record when they did).
 *   `matches` lists the similar matches (id, shared count, opponent name, day and record of their counted games), the
 *   games behind every advice figure for the screen to link, most shared first, else in the order given.
 */
import { calendarDateOf } from '../rules/dates.ts';
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import type { SearchableVgcMatch, TeamLike } from '../rules/vgcMatchSearch.ts';
import { analyticsWindow, filterAnalyticsMatches } from './matchFilters.ts';
import type { FilterableMatch } from './matchFilters.ts';
import { compareDeckNames } from './matchupTable.ts';
import type { SeasonRef } from './recordOverTime.ts';
import { analyticsTeamMatches } from './vgcTeamBreakdown.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts, SpeciesFact } from './vgcGameFacts.ts';
import { VgcUsageTally } from './vgcUsage.ts';
import type { LeadPairRow, PokemonUsageRow } from './vgcUsage.ts';

export interface BringLeadGameLike {
  result?: string | null;
  leadPokemon?: readonly string[] | null;
  broughtPokemon?: readonly string[] | null;
  opponentLeadPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
}

export interface BringLeadMatchLike {
  _id?: string;
  opponentName?: string | null;
  date?: string | null;
  opponentTeam?: readonly string[] | null;
  games?: readonly BringLeadGameLike[] | null;
}

export interface BringLeadPokemonRow {
  pokemon: string;
  brought: GameSplit;
  led: GameSplit;
  /** Fraction 0..1 of `gamesWithBrought`; null without any. */
  broughtShare: number | null;
  /** Fraction 0..1 of `gamesWithLeads`; null without any. */
  ledShare: number | null;
}

export interface OpponentTrendRow {
  pokemon: string;
  /** Your record in the games against a preview showing it. */
  faced: GameSplit;
  /** Games it was brought, of `broughtOf` games with the opponent's brought list recorded. */
  brought: number;
  broughtOf: number;
  led: number;
  ledOf: number;
  /** Your record in the games it was brought against you. */
  whenBrought: GameSplit;
}

export interface VgcBringLead {
  games: number;
  gamesWithBrought: number;
  gamesWithLeads: number;
  pokemon: BringLeadPokemonRow[];
  /** Counted games of matches with an opponent team preview. */
  gamesWithPreview: number;
  opponents: OpponentTrendRow[];
}

interface Counts {
  wins: number;
  losses: number;
}

interface OwnTally {
  base: string;
  brought: Counts;
  led: Counts;
}

interface OpponentTally {
  base: string;
  faced: Counts;
  brought: number;
  broughtOf: number;
  led: number;
  ledOf: number;
  whenBrought: Counts;
}

const add = (counts: Counts, won: boolean) => {
  if (won) counts.wins++;
  else counts.losses++;
};
const splitOf = (counts: Counts) => gameSplit(counts.wins, counts.losses);
const hasKey = (species: readonly SpeciesFact[], key: string) => species.some((s) => s.key === key);

/** The bring-and-lead figures game by game, lists read through a shared `VgcFactsReader` (see header). */
export class VgcBringLeadTally {
  private readonly own = new Map<string, OwnTally>();
  private readonly opponents = new Map<string, OpponentTally>();
  private games = 0;
  private gamesWithBrought = 0;
  private gamesWithLeads = 0;
  private gamesWithPreview = 0;
  private preview: readonly SpeciesFact[] = [];

  constructor(private readonly reader: VgcFactsReader) {}

  /** Starts a match: its opponent team preview, which its counted games (`addLists`) are read against. */
  startMatch(opponentTeam: readonly string[] | null | undefined) {
    this.preview = this.reader.list(opponentTeam).species;
  }

  /** A counted game of the match last started, by its lists' facts. */
  addLists(
    leads: NameListFacts,
    brought: NameListFacts,
    opponentLeads: NameListFacts,
    opponentBrought: NameListFacts,
    won: boolean,
  ) {
    this.games++;
    const broughtSpecies = brought.species;
    const leadSpecies = leads.species;
    if (broughtSpecies.length > 0) this.gamesWithBrought++;
    if (leadSpecies.length > 0) this.gamesWithLeads++;
    for (const s of broughtSpecies) add(this.ownOf(s).brought, won);
    for (const s of leadSpecies) add(this.ownOf(s).led, won);

    const preview = this.preview;
    if (preview.length === 0) return;
    this.gamesWithPreview++;
    const theirBrought = opponentBrought.species;
    const theirLeads = opponentLeads.species;
    for (const s of preview) {
      let row = this.opponents.get(s.key);
      if (!row) {
        row = {
          base: s.base,
          faced: { wins: 0, losses: 0 },
          brought: 0,
          broughtOf: 0,
          led: 0,
          ledOf: 0,
          whenBrought: { wins: 0, losses: 0 },
        };
        this.opponents.set(s.key, row);
      }
      add(row.faced, won);
      if (theirBrought.length > 0) {
        row.broughtOf++;
        if (hasKey(theirBrought, s.key)) {
          row.brought++;
          add(row.whenBrought, won);
        }
      }
      if (theirLeads.length > 0) {
        row.ledOf++;
        if (hasKey(theirLeads, s.key)) row.led++;
      }
    }
  }

  private ownOf(s: SpeciesFact): OwnTally {
    let row = this.own.get(s.key);
    if (!row)
      this.own.set(s.key, (row = { base: s.base, brought: { wins: 0, losses: 0 }, led: { wins: 0, losses: 0 } }));
    return row;
  }

  result(): VgcBringLead {
    const share = (n: number, of: number) => (of > 0 ? n / of : null);
    const pokemon = [...this.own.values()]
      .map((t): BringLeadPokemonRow => {
        const brought = splitOf(t.brought);
        const led = splitOf(t.led);
        return {
          pokemon: t.base,
          brought,
          led,
          broughtShare: share(brought.games, this.gamesWithBrought),
          ledShare: share(led.games, this.gamesWithLeads),
        };
      })
      .sort(
        (a, b) =>
          b.brought.games - a.brought.games || b.led.games - a.led.games || compareDeckNames(a.pokemon, b.pokemon),
      );
    const opponents = [...this.opponents.values()]
      .map((t): OpponentTrendRow => ({
        pokemon: t.base,
        faced: splitOf(t.faced),
        brought: t.brought,
        broughtOf: t.broughtOf,
        led: t.led,
        ledOf: t.ledOf,
        whenBrought: splitOf(t.whenBrought),
      }))
      .sort((a, b) => b.faced.games - a.faced.games || compareDeckNames(a.pokemon, b.pokemon));
    return {
      games: this.games,
      gamesWithBrought: this.gamesWithBrought,
      gamesWithLeads: this.gamesWithLeads,
      pokemon,
      gamesWithPreview: this.gamesWithPreview,
      opponents,
    };
  }
}

const wonOf = (game: BringLeadGameLike | null | undefined) =>
  game?.result === 'win' ? true : game?.result === 'loss' ? false : null;

/** Your Pokémon brought and led, and the opponent trends, of these matches' games (see header). */
export function vgcBringLead(matches: readonly BringLeadMatchLike[]): VgcBringLead {
  const reader = new VgcFactsReader();
  const tally = new VgcBringLeadTally(reader);
  for (const match of matches) {
    tally.startMatch(match.opponentTeam);
    for (const game of match.games ?? []) {
      const won = wonOf(game);
      if (won === null) continue;
      tally.addLists(
        reader.list(game.leadPokemon),
        reader.list(game.broughtPokemon),
        reader.list(game.opponentLeadPokemon),
        reader.list(game.opponentBroughtPokemon),
        won,
      );
    }
  }
  return tally.result();
}

// The advisor.

export const ADVICE_MIN_SHARED = 4;

export interface AdviceMatch {
  matchId: string;
  /** How many of the six its preview shared. */
  shared: number;
  opponentName: string;
  date: string | null;
  /** Its counted games' record. */
  wins: number;
  losses: number;
}

export interface VgcBringLeadAdvice {
  /** The opponent six as read (counted Pokémon, first spelling, repeats dropped). */
  opponentSix: string[];
  /** How many of them a match's preview had to share (`minShared`, or fewer when fewer were given). */
  sharedNeeded: number;
  /** The similar matches, most shared first (see header): the games behind every figure, for the screen to link. */
  matches: AdviceMatch[];
  /** Your record over the similar matches' counted games. */
  overall: GameSplit;
  games: number;
  gamesWithBrought: number;
  gamesWithLeads: number;
  pokemon: BringLeadPokemonRow[];
  leadPairs: LeadPairRow[];
  /** What those opponents brought and led against you, with your record in those games. */
  opponentBrought: PokemonUsageRow[];
  opponentLed: PokemonUsageRow[];
}

/** The opponent six as counted Pokémon, first spelling kept, each once (see header). */
export function readOpponentSix(names: readonly string[]): SpeciesFact[] {
  return new VgcFactsReader().list(names).species;
}

/**
 * Your past brings and leads against teams sharing at least `minShared` (4) of `opponentSix` (see header). Pure: the
 * callers filter the matches first (the analytics filters), the server over the player's rows, the browser over a
 * guest's.
 */
export function vgcBringLeadAdvice(
  matches: readonly BringLeadMatchLike[],
  opponentSix: readonly string[],
  options: { minShared?: number } = {},
): VgcBringLeadAdvice {
  const reader = new VgcFactsReader();
  const six = reader.list(opponentSix).species;
  const wanted = new Set(six.map((s) => s.key));
  const sharedNeeded = Math.max(1, Math.min(options.minShared ?? ADVICE_MIN_SHARED, wanted.size));
  const bringLead = new VgcBringLeadTally(reader);
  const usage = new VgcUsageTally(reader);
  const opponentLed = new VgcUsageTally(reader);
  const similar: AdviceMatch[] = [];
  let wins = 0;
  let losses = 0;
  const noLeads = reader.list([]);

  for (let m = 0; wanted.size > 0 && m < matches.length; m++) {
    const match = matches[m]!;
    const preview = reader.list(match.opponentTeam).species;
    if (preview.length < sharedNeeded) continue;
    let shared = 0;
    for (const s of preview) if (wanted.has(s.key)) shared++;
    if (shared < sharedNeeded) continue;
    const entry: AdviceMatch = {
      matchId: match._id ?? '',
      shared,
      opponentName: (match.opponentName ?? '').trim(),
      date: match.date ? calendarDateOf(match.date) : null,
      wins: 0,
      losses: 0,
    };
    similar.push(entry);
    bringLead.startMatch(match.opponentTeam);
    for (const game of match.games ?? []) {
      const won = wonOf(game);
      if (won === null) continue;
      if (won) entry.wins++;
      else entry.losses++;
      if (won) wins++;
      else losses++;
      const leads = reader.list(game.leadPokemon);
      const brought = reader.list(game.broughtPokemon);
      const theirLeads = reader.list(game.opponentLeadPokemon);
      const theirBrought = reader.list(game.opponentBroughtPokemon);
      bringLead.addLists(leads, brought, theirLeads, theirBrought, won);
      usage.addLists(leads, brought, theirBrought, won);
      // The opponent's leads counted as a brought list: one row per Pokémon they led, your record in those games.
      opponentLed.addLists(noLeads, noLeads, theirLeads, won);
    }
  }

  const ownFigures = bringLead.result();
  const usageFigures = usage.result();
  return {
    opponentSix: six.map((s) => s.base),
    sharedNeeded,
    // Most similar first; equal ones keep the order given (a stable sort).
    matches: similar.sort((a, b) => b.shared - a.shared),
    overall: gameSplit(wins, losses),
    games: ownFigures.games,
    gamesWithBrought: ownFigures.gamesWithBrought,
    gamesWithLeads: ownFigures.gamesWithLeads,
    pokemon: ownFigures.pokemon,
    leadPairs: usageFigures.leadPairs,
    opponentBrought: usageFigures.opponents,
    opponentLed: opponentLed.result().opponents,
  };
}

/**
 * The advisor under the analytics filters, as the personal analytics read them (vgcPersonal.ts): the window (dates
 * narrowed by the season; a season not among `seasons` is an empty window), best-of and format, and the team filter
 * as the team rows count a team's matches (logged with it, or typed with its six species) — so the advisor on a
 * screen answers over the matches that screen's figures count.
 */
export function vgcBringLeadAdviceWithin<M extends BringLeadMatchLike & FilterableMatch & SearchableVgcMatch>(
  matches: readonly M[],
  opponentSix: readonly string[],
  options: { query: AnalyticsQuery; seasons?: readonly SeasonRef[]; teams?: readonly TeamLike[]; minShared?: number },
): VgcBringLeadAdvice {
  return vgcBringLeadAdvice(bringLeadMatchesWithin(matches, options), opponentSix, { minShared: options.minShared });
}

/**
 * The matches a bring-and-lead figure counts under the analytics filters, as `vgcPersonalAnalytics` reads them (see
 * `vgcBringLeadAdviceWithin`); also the base of the games behind each number (vgcBringLeadGames.ts).
 */
export function bringLeadMatchesWithin<M extends FilterableMatch & SearchableVgcMatch>(
  matches: readonly M[],
  options: { query: AnalyticsQuery; seasons?: readonly SeasonRef[]; teams?: readonly TeamLike[] },
): M[] {
  const { query } = options;
  const teams = options.teams ?? [];
  const season = query.seasonId ? (options.seasons ?? []).find((s) => s._id === query.seasonId) : null;
  const window = query.seasonId && !season ? { empty: true } : analyticsWindow(query, season ?? null);
  let kept = filterAnalyticsMatches(matches, { ...query, teamId: undefined }, window, 'vgc');
  if (query.teamId !== undefined) {
    const team = teams.find((t) => t._id === query.teamId);
    kept = team ? analyticsTeamMatches(kept, team, teams) : kept.filter((m) => m.teamId === query.teamId);
  }
  return kept;
}
