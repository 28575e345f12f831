/**
 * What the personal VGC analytics read of one match, worked out once per match object (issue 18 "Speed": the server
 * hands the same row objects to every computation while they are unchanged — keptRows.ts — so a new filter on an
 * unchanged player pays only for the tallies that depend on the query, not for reading days, results, formats,
 * line-ups and every game's name lists again).
 *
 * Each fact is the reading its figure defines: `day` is `matchDayOf`, `result` `analyticsResult`, `bestOf` `matchBestOf`,
 * `format` the trimmed format text (`formatKey` in lower case, as the format filter and `vgcFormatsOf` compare it),
 * `lineUpKey` the line-up's `teamFilterKey` (the team rows' reading of a typed match), `teraRecorded` Tera usage's
 * sides whose Tera this match records; per game its result (`won`: true, false, or null when not counted) and its name lists'
 * facts (`NameListFacts`, which depend on the names only), the lists a counted game adds being read for it alone.
 *
 * Kept per match object and per array (keptFacts.ts): the callers never change a match object once handed over (the
 * server's kept rows are shared by every computation; the browser reads fresh objects each time, which simply find
 * nothing kept). A match edited in place would keep stale facts, so a changed match must be a new object, as it is
 * for both. Per array are also kept the matches' formats and each match's place newest first among all of them (the
 * team breakdown only compares places, and the order of a subset is the order of its members' places).
 */
import { analyticsResult, matchBestOf } from '../rules/matchResult.ts';
import type { MatchOutcome } from '../rules/matchResult.ts';
import { teamFilterKey } from '../rules/pokemonNames.ts';
import { calendarDateOf } from '../rules/dates.ts';
import type { SearchableVgcMatch } from '../rules/vgcMatchSearch.ts';
import { KeptFacts } from './keptFacts.ts';
import { compareDeckNames } from './matchupTable.ts';
import type { NameListFacts, VgcFactsReader } from './vgcGameFacts.ts';
import { newestFirstPlaces } from './vgcTeamBreakdown.ts';
import { megaRecorded } from './vgcMegaUsage.ts';
import type { MegaRecorded } from './vgcMegaUsage.ts';
import { teraRecorded } from './vgcTeraUsage.ts';
import type { TeraRecorded } from './vgcTeraUsage.ts';
import type { VgcAnalyticsGameLike, VgcAnalyticsMatchLike } from './vgcPersonalTypes.ts';

export interface VgcGameFacts {
  game: VgcAnalyticsGameLike | null | undefined;
  /** True for a win, false for a loss, null for a game that is not counted. */
  won: boolean | null;
  leads: NameListFacts;
  /** The lists of a counted game (null when `won` is null). */
  opponentBrought: NameListFacts | null;
  brought: NameListFacts | null;
  opponentLeads: NameListFacts | null;
}

export interface VgcMatchFacts {
  day: string | null;
  result: MatchOutcome | null;
  bestOf: number;
  format: string;
  formatKey: string;
  lineUpKey: string;
  teraRecorded: TeraRecorded;
  /** Mega usage's sides this match records, and whether its format is a Mega one (vgcMegaUsage.ts). */
  megaRecorded: MegaRecorded;
  games: VgcGameFacts[];
}

/**
 * What one computation reads facts with: its name lists' reader, and the days and line-up keys of the texts met so
 * far (matches share them, so new matches — every match, in the browser — read each text once).
 */
export class VgcMatchFactsReader {
  private readonly days = new Map<string, string | null>();
  private readonly typedLineUps = new Map<string, string>();
  private readonly listedLineUps = new Map<string, string>();

  constructor(readonly lists: VgcFactsReader) {}

  /** `calendarDateOf`, read once per distinct text. */
  dayOf(value: unknown): string | null {
    if (typeof value !== 'string') return calendarDateOf(value);
    let day = this.days.get(value);
    if (day === undefined) this.days.set(value, (day = calendarDateOf(value)));
    return day;
  }

  /** `teamFilterKey` of a line-up, read once per distinct line-up. */
  lineUpKeyOf(playerTeam: string | readonly string[] | null | undefined): string {
    const cache = typeof playerTeam === 'string' ? this.typedLineUps : this.listedLineUps;
    let text: string;
    if (typeof playerTeam === 'string') text = playerTeam;
    // The names joined by a line break identify a list of names none of which holds one; anything else (absent, or
    // a name that is not text or holds a line break) is read directly.
    else if (Array.isArray(playerTeam) && allPlainNames(playerTeam)) text = playerTeam.join('\n');
    else return teamFilterKey(playerTeam);
    let key = cache.get(text);
    if (key === undefined) cache.set(text, (key = teamFilterKey(playerTeam)));
    return key;
  }
}

function allPlainNames(names: readonly unknown[]): boolean {
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (typeof name !== 'string' || name.includes('\n')) return false;
  }
  return true;
}

function readFacts(match: VgcAnalyticsMatchLike, factsReader: VgcMatchFactsReader): VgcMatchFacts {
  const reader = factsReader.lists;
  const format = (match.format ?? '').trim();
  const games = match.games ?? [];
  const gameFacts: VgcGameFacts[] = new Array(games.length);
  for (let index = 0; index < games.length; index++) {
    const game = games[index];
    const won = game?.result === 'win' ? true : game?.result === 'loss' ? false : null;
    gameFacts[index] = {
      game,
      won,
      leads: reader.list(game?.leadPokemon),
      opponentBrought: won === null ? null : reader.list(game!.opponentBroughtPokemon),
      brought: won === null ? null : reader.list(game!.broughtPokemon),
      opponentLeads: won === null ? null : reader.list(game!.opponentLeadPokemon),
    };
  }
  return {
    // `matchDayOf`: the date's day, else createdAt's.
    day: factsReader.dayOf(match.date) ?? factsReader.dayOf(match.createdAt),
    result: analyticsResult(match),
    bestOf: matchBestOf(match),
    format,
    formatKey: format.toLowerCase(),
    lineUpKey: factsReader.lineUpKeyOf(match.playerTeam),
    teraRecorded: teraRecorded(match.games),
    megaRecorded: megaRecorded(match),
    games: gameFacts,
  };
}

/** The facts of an array of matches: each match's (`all[i]` is `matches[i]`'s), their formats, their places. */
export interface VgcMatchesFacts {
  all: readonly VgcMatchFacts[];
  /** `vgcFormatsOf` of the matches (a kept array: callers copy it into their answers). */
  formats: readonly string[];
  /** Each match's place newest first among all of them (`newestFirstPlaces`' order), worked out when first asked. */
  places(): Int32Array;
}

interface Derived {
  formats: readonly string[];
  places: () => Int32Array;
}

const kept = new KeptFacts<VgcMatchFacts, Derived>();

/**
 * The facts of every match (see header), with their formats and places, worked out through `reader` when not kept.
 * Contract: the match objects (and their games) must not be changed once read (keptFacts.ts).
 */
export function vgcMatchesFacts<M extends VgcAnalyticsMatchLike & SearchableVgcMatch>(
  matches: readonly M[],
  reader: VgcMatchFactsReader,
): VgcMatchesFacts {
  const facts = kept.of(matches, (match) => readFacts(match, reader));
  const { formats, places } = facts.derived((all, copy) => {
    const byKey = new Map<string, string>();
    for (const f of all) if (f.format && !byKey.has(f.formatKey)) byKey.set(f.formatKey, f.format);
    let known: Int32Array | undefined;
    return {
      formats: [...byKey.values()].sort(compareDeckNames),
      places: () =>
        (known ??= newestFirstPlaces(
          all.map((f, i) => ({ match: copy[i] as SearchableVgcMatch, day: f.day, result: f.result })),
        )),
    };
  });
  return { all: facts.all, formats, places };
}
