/**
 * `tcgPersonalAnalytics` in one pass over the matches' facts (issue 18 "Speed"): the same figures as the parts
 * (`recordOverview`, `recordOverTime`, `matchupTable`, `tcgGameSplits`, `tcgPrizeRace`, `tcgDeckBreakdown`) over the
 * filtered matches newest first, without sorting them or reading a match twice.
 *
 * Why no sort is needed: every figure is a sum over matches except the names shown (a group's newest counted match's
 * spelling, a deck's newest match's name and day), a deck's recent form (its 10 newest counted matches) and the order
 * of deck rows whose sort keys tie (their first appearance newest first). Each of those only needs "is this match
 * newer than that one" (`isNewer`), and a scan in input order that replaces only on strictly newer keeps, among equal
 * keys, the earlier match — what the stable newest-first sort keeps. Prize-race sums are whole numbers, so their
 * order does not change them.
 */
import { analyticsWindow } from './matchFilters.ts';
import type { AnalyticsWindow } from './matchFilters.ts';
import { compareDeckNames } from './matchupTable.ts';
import type { MatchupRow } from './matchupTable.ts';
import { countedRecord, DayRecords } from './recordOverTime.ts';
import type { SeasonRef } from './recordOverTime.ts';
import { deckBestAndWorstMatchup, DECK_RECENT_FORM_WINDOW } from './tcgDeckBreakdown.ts';
import type { DeckBreakdownRow, DeckRef } from './tcgDeckBreakdown.ts';
import { isNewer, SLOT, SLOT_COUNT, tcgMatchesFacts } from './tcgMatchFacts.ts';
import type { TcgFactsMatch, TcgMatchFacts } from './tcgMatchFacts.ts';
import { gameSplit, MULLIGAN_BUCKETS } from './tcgGameSplits.ts';
import type { GameSplit, MulliganBucket, TcgGameSplits } from './tcgGameSplits.ts';
import { PRIZE_ORDER_MAX } from './tcgPrizeRace.ts';
import type { TcgPrizeRace } from './tcgPrizeRace.ts';
import { ratedRecord } from './winRate.ts';
import type { TieConvention } from './winRate.ts';
import type { TcgPersonalAnalytics, TcgPersonalOptions } from './tcgPersonalTypes.ts';

interface Tally {
  wins: number;
  losses: number;
  ties: number;
}

interface MatchupGroup extends Tally {
  name: string;
  newest: TcgMatchFacts;
}

interface DeckGroup extends Tally {
  key: string;
  deckId: string | null;
  /** The group's newest match (counted or not) and its place among the filtered matches in input order. */
  newest: TcgMatchFacts;
  newestIndex: number;
  matchesWithoutGames: number;
  /** The newest counted matches, newest first, at most DECK_RECENT_FORM_WINDOW. */
  recent: TcgMatchFacts[];
  matchups: Map<string, MatchupGroup>;
}

function add(tally: Tally, result: 'win' | 'loss' | 'tie') {
  if (result === 'win') tally.wins++;
  else if (result === 'loss') tally.losses++;
  else tally.ties++;
}

/** A counted match into its opponent's group; the group shows its newest counted match's spelling. */
function addMatchup(groups: Map<string, MatchupGroup>, f: TcgMatchFacts, result: 'win' | 'loss' | 'tie') {
  let group = groups.get(f.opponentKey);
  if (group === undefined) {
    groups.set(f.opponentKey, (group = { name: f.opponentName, newest: f, wins: 0, losses: 0, ties: 0 }));
  } else if (isNewer(f, group.newest)) {
    group.name = f.opponentName;
    group.newest = f;
  }
  add(group, result);
}

/** `matchupTable`'s rows of the groups. */
function matchupRows(groups: Map<string, MatchupGroup>, convention: TieConvention): MatchupRow[] {
  return [...groups.values()]
    .map((g) => ({
      opponentDeck: g.name,
      matches: g.wins + g.losses + g.ties,
      ...ratedRecord({ wins: g.wins, losses: g.losses, ties: g.ties }, convention),
    }))
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.opponentDeck, b.opponentDeck));
}

/** A counted match into a deck's recent form: kept when among its newest `DECK_RECENT_FORM_WINDOW`. */
function addRecent(recent: TcgMatchFacts[], f: TcgMatchFacts) {
  const full = recent.length >= DECK_RECENT_FORM_WINDOW;
  if (full && !isNewer(f, recent[recent.length - 1]!)) return;
  let at = 0;
  while (at < recent.length && !isNewer(f, recent[at]!)) at++;
  recent.splice(at, 0, f);
  if (recent.length > DECK_RECENT_FORM_WINDOW) recent.pop();
}

/** The window of the query: the season's days when a season is asked for (unknown: empty), the range otherwise. */
function windowOf(query: TcgPersonalOptions['query'], seasons: readonly SeasonRef[]): AnalyticsWindow {
  if (query.seasonId === undefined) return analyticsWindow(query);
  const season = seasons.find((s) => s._id === query.seasonId);
  return season ? analyticsWindow(query, season) : { empty: true };
}

/** Every personal TCG figure for the query (tcgPersonal.ts's definitions), in one pass. */
export function tcgPersonalOnePass(
  matches: readonly TcgFactsMatch[],
  { query, seasons = [], decks = [] }: TcgPersonalOptions,
): TcgPersonalAnalytics {
  const convention = query.convention;
  const window = windowOf(query, seasons);
  const filtered: TcgMatchFacts[] = [];
  if (!window.empty) {
    const { from, to } = window;
    const needsDay = from !== undefined || to !== undefined;
    const { bestOf, deckId } = query;
    const all = tcgMatchesFacts(matches);
    for (let i = 0; i < matches.length; i++) {
      if (deckId !== undefined && matches[i]!.deckId !== deckId) continue;
      const f = all[i]!;
      if (needsDay) {
        const day = f.day;
        if (!day || (from !== undefined && day < from) || (to !== undefined && day > to)) continue;
      }
      if (bestOf !== undefined && f.bestOf !== bestOf) continue;
      filtered.push(f);
    }
  }

  const matchups = new Map<string, MatchupGroup>();
  const deckGroups = new Map<string, DeckGroup>();
  const counts = new Int32Array(SLOT_COUNT);
  const lead = new Float64Array(PRIZE_ORDER_MAX * 6);
  const records = new DayRecords();
  let matchesWithoutGames = 0;
  let largestComeback: number | null = null;
  for (let i = 0; i < filtered.length; i++) {
    const f = filtered[i]!;
    const result = f.result;
    records.add(f.day, result);

    let deck = deckGroups.get(f.deckKey);
    if (deck === undefined) {
      deck = {
        key: f.deckKey,
        deckId: f.deckId,
        newest: f,
        newestIndex: i,
        wins: 0,
        losses: 0,
        ties: 0,
        matchesWithoutGames: 0,
        recent: [],
        matchups: new Map(),
      };
      deckGroups.set(f.deckKey, deck);
    } else if (isNewer(f, deck.newest)) {
      deck.newest = f;
      deck.newestIndex = i;
    }
    if (result === null) {
      matchesWithoutGames++;
      deck.matchesWithoutGames++;
    } else {
      addMatchup(matchups, f, result);
      add(deck, result);
      addRecent(deck.recent, f);
      addMatchup(deck.matchups, f, result);
    }

    const slots = f.gameCounts;
    for (let k = 0; k < slots.length; k++) counts[slots[k]!]!++;
    if (f.comeback !== null) largestComeback = Math.max(largestComeback ?? 0, f.comeback);
    const steps = f.leadSteps;
    if (steps !== null) {
      for (let k = 0; k < steps.length; k += 3) {
        const row = steps[k]! * 6;
        const current = steps[k + 1]!;
        lead[row]!++;
        lead[row + 1]! += current;
        const side = steps[k + 2] === 1 ? 2 : 4;
        lead[row + side]!++;
        lead[row + side + 1]! += current;
      }
    }
  }

  return {
    totalMatches: matches.length,
    filteredMatches: filtered.length,
    overview: records.overview(seasons, convention),
    overTime: records.overTime(query.granularity, convention),
    matchups: { rows: matchupRows(matchups, convention), matchesWithoutGames },
    splits: splitsOf(counts),
    prizeRace: prizeRaceOf(counts, lead, largestComeback),
    decks: deckRows(deckGroups, convention, decks),
  };
}

/** `tcgDeckBreakdown`'s rows of the groups. */
function deckRows(
  groups: Map<string, DeckGroup>,
  convention: TieConvention,
  decks: readonly DeckRef[],
): DeckBreakdownRow[] {
  const deckById = new Map(decks.map((d) => [d._id, d]));
  // Rows first in the order their decks first appear newest first, which settles rows whose sort keys tie.
  const ordered = [...groups.values()].sort((a, b) =>
    isNewer(a.newest, b.newest) ? -1 : isNewer(b.newest, a.newest) ? 1 : a.newestIndex - b.newestIndex,
  );
  const rows = ordered.map((group): DeckBreakdownRow => {
    const recent = { wins: 0, losses: 0, ties: 0 };
    for (const f of group.recent) add(recent, f.result!);
    const { best, worst } = deckBestAndWorstMatchup(matchupRows(group.matchups, convention));
    const saved = group.deckId ? deckById.get(group.deckId) : undefined;
    return {
      key: group.key,
      deckId: group.deckId,
      name: saved?.name ?? (group.newest.latestDeckName || group.newest.deckName),
      sprites: [...(saved?.sprites ?? [])],
      ...countedRecord({ wins: group.wins, losses: group.losses, ties: group.ties }, convention),
      matchesWithoutGames: group.matchesWithoutGames,
      bestMatchup: best,
      worstMatchup: worst,
      recentForm: countedRecord(recent, convention),
      lastPlayed: group.newest.day,
    };
  });
  return rows.sort(
    (a, b) =>
      b.matches - a.matches || b.matchesWithoutGames - a.matchesWithoutGames || compareDeckNames(a.name, b.name),
  );
}

const splitAt = (counts: Int32Array, slot: number) => gameSplit(counts[slot]!, counts[slot + 1]!);

/** `tcgGameSplits` of the summed slots. */
function splitsOf(counts: Int32Array): TcgGameSplits {
  const buckets = (first: number) =>
    Object.fromEntries(MULLIGAN_BUCKETS.map((b, i) => [b, splitAt(counts, first + 2 * i)])) as Record<
      MulliganBucket,
      GameSplit
    >;
  return {
    all: splitAt(counts, SLOT.all),
    goingFirst: { first: splitAt(counts, SLOT.first), second: splitAt(counts, SLOT.second) },
    coinFlip: { won: splitAt(counts, SLOT.flipWon), lost: splitAt(counts, SLOT.flipLost) },
    coinFlipChoice: { first: splitAt(counts, SLOT.choiceFirst), second: splitAt(counts, SLOT.choiceSecond) },
    playerMulligans: buckets(SLOT.own0),
    opponentMulligans: buckets(SLOT.opp0),
    bo3: { game1: splitAt(counts, SLOT.bo3Game1), games2And3: splitAt(counts, SLOT.bo3Games23) },
    concession: { byYou: splitAt(counts, SLOT.concededByYou), byOpponent: splitAt(counts, SLOT.concededByOpponent) },
  };
}

const average = (sum: number, n: number) => (n > 0 ? sum / n : null);

/** `tcgPrizeRace` of the summed slots and lead rows (games, sum, won games, won sum, lost games, lost sum per card). */
function prizeRaceOf(counts: Int32Array, lead: Float64Array, largestComeback: number | null): TcgPrizeRace {
  const leadAfter = [];
  for (let i = 0; i < PRIZE_ORDER_MAX; i++) {
    const r = i * 6;
    if (lead[r]! === 0) continue;
    leadAfter.push({
      prizesTaken: i + 1,
      games: lead[r]!,
      averageLead: average(lead[r + 1]!, lead[r]!),
      won: { games: lead[r + 2]!, averageLead: average(lead[r + 3]!, lead[r + 2]!) },
      lost: { games: lead[r + 4]!, averageLead: average(lead[r + 5]!, lead[r + 4]!) },
    });
  }
  const sum = (slot: number) => counts[slot]! + counts[slot + 1]!;
  return {
    games: sum(SLOT.all),
    gamesWithFirstPrize: sum(SLOT.firstPrizeYou) + sum(SLOT.firstPrizeOpponent),
    gamesWithPrizeOrder: counts[SLOT.prizeOrderGames]!,
    firstPrize: { you: splitAt(counts, SLOT.firstPrizeYou), opponent: splitAt(counts, SLOT.firstPrizeOpponent) },
    fellBehind: splitAt(counts, SLOT.fellBehind),
    tookLead: splitAt(counts, SLOT.tookLead),
    largestComeback,
    leadAfter,
  };
}
