/**
 * Issue 18 "Speed": the personal composites read each match's facts once and keep them per match object
 * (tcgMatchFacts.ts, vgcMatchFacts.ts), and the TCG composite works in one pass without sorting (tcgPersonalPass.ts).
 * Checked here, as JSON text:
 * - the TCG composite equals its parts over `newestFirst(tcgAnalyticsMatches(...))`, on generated matches with equal
 *   newest-first keys, names spelled differently, decks named alike, undated and result-only matches, across filters;
 * - the VGC places newest first (grouped by day) are those of the one stable sort they replaced;
 * - kept facts never leak between inputs: the same objects computed again, new objects with other values (the same
 *   ids), a mix of both, and an array changed in place all answer as fresh copies of the same matches do.
 */
import { describe, expect, it } from 'vitest';
import { KeptFacts } from '../../src/analytics/keptFacts.ts';
import { matchupTable } from '../../src/analytics/matchupTable.ts';
import { recordOverTime, recordOverview } from '../../src/analytics/recordOverTime.ts';
import { tcgDeckBreakdown } from '../../src/analytics/tcgDeckBreakdown.ts';
import { tcgGameSplits } from '../../src/analytics/tcgGameSplits.ts';
import { newestFirst, tcgAnalyticsMatches, tcgPersonalAnalytics } from '../../src/analytics/tcgPersonal.ts';
import type { TcgAnalyticsMatch, TcgPersonalOptions } from '../../src/analytics/tcgPersonalTypes.ts';
import { tcgPrizeRace } from '../../src/analytics/tcgPrizeRace.ts';
import { vgcPersonalAnalytics } from '../../src/analytics/vgcPersonal.ts';
import { newestFirstPlaces } from '../../src/analytics/vgcTeamBreakdown.ts';
import type { VgcAnalyticsMatchLike } from '../../src/analytics/vgcPersonalTypes.ts';
import type { AnalyticsQuery } from '../../src/schemas/analyticsQuery.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DECKS = [
  { _id: 'd1', name: 'Same', sprites: ['charizard'] },
  { _id: 'd2', name: 'Same', sprites: null },
  { _id: 'd3', name: 'Lost Box' },
];
const SEASONS = [
  { _id: 's1', name: '2025', startDate: '2024-09-01', endDate: '2025-08-31' },
  { _id: 's2', name: '2026', startDate: '2025-09-01', endDate: '2026-08-31' },
  { _id: 's3', name: 'Broken', startDate: '2025-02-30', endDate: '2025-12-31' },
];

function tcgMatches(count: number, seed: number): TcgAnalyticsMatch[] {
  const r = rng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
  return Array.from({ length: count }, () => {
    const games = Array.from({ length: Math.floor(r() * 4) }, () => ({
      result: pick(['win', 'loss', 'win', 'loss', 'draw', null]),
      wentFirst: pick([true, false, null]),
      coinFlipWin: pick([true, false, undefined]),
      coinFlipChoice: pick(['first', 'second', '', null]),
      playerMulligans: pick([0, 0, 1, 2, 3, -1, 1.5, null]),
      opponentMulligans: pick([0, 1, 4, null]),
      conceded: pick([undefined, undefined, 'Player', 'Opponent']),
      advancedDetails:
        r() < 0.4
          ? {
              firstPrizeTakenBy: pick(['player', 'opponent', 'me', null, undefined]),
              prizeOrder: Array.from({ length: Math.floor(r() * 14) }, () => pick(['player', 'opponent', 'opponent'])),
            }
          : pick([undefined, null]),
    }));
    return {
      _id: pick(['a', 'b', 'c', undefined]),
      // Few days and times, so equal newest-first keys are common.
      date: pick(['2025-05-05', '2025-05-06', '2025-11-20', null, 'not a day', '2025-05-06T23:00:00Z']),
      createdAt: pick([new Date('2025-05-05T10:00:00Z'), '2025-05-05T10:00:00Z', null, 'garbage']),
      deckId: pick(['d1', 'd2', 'd3', 'gone', null, null]),
      deckName: pick(['Same', 'same ', '', null, 'Other']),
      opponentDeck: pick(['Lugia VSTAR', 'lugia vstar', ' LUGIA VSTAR ', 'Zeta', '', null]),
      format: pick(['Bo1', 'Bo3', ' bo3 ', null]),
      bestOf: pick([undefined, undefined, 1, 3, 0]),
      games: r() < 0.05 ? null : games,
      recordedResult: games.length === 0 ? pick(['win', 'loss', 'tie', 'bogus', null]) : null,
    } as TcgAnalyticsMatch;
  });
}

const TCG_QUERIES: TcgPersonalOptions['query'][] = [
  { convention: 'loss', granularity: 'week' },
  { convention: 'third', granularity: 'month' },
  { convention: 'exclude', granularity: 'week', bestOf: 3 },
  { convention: 'loss', granularity: 'week', bestOf: 1, deckId: 'd1' },
  { convention: 'third', granularity: 'week', deckId: 'gone' },
  { convention: 'loss', granularity: 'month', seasonId: 's1' },
  { convention: 'loss', granularity: 'week', seasonId: 's3' },
  { convention: 'loss', granularity: 'week', seasonId: 'unknown' },
  { convention: 'exclude', granularity: 'week', from: '2025-05-06', to: '2025-12-31' },
  { convention: 'loss', granularity: 'week', from: '2030-01-01' },
];

/** The composite put together from its parts, as it was before the one pass. */
function tcgFromParts(matches: readonly TcgAnalyticsMatch[], { query, seasons = [], decks = [] }: TcgPersonalOptions) {
  const convention = query.convention;
  const filtered = newestFirst(tcgAnalyticsMatches(matches, query, seasons));
  return {
    totalMatches: matches.length,
    filteredMatches: filtered.length,
    overview: recordOverview(filtered, seasons, convention),
    overTime: recordOverTime(filtered, query.granularity, convention),
    matchups: matchupTable(filtered, convention),
    splits: tcgGameSplits(filtered),
    prizeRace: tcgPrizeRace(filtered),
    decks: tcgDeckBreakdown(filtered, convention, decks),
  };
}

const tcgAnswer = (matches: readonly TcgAnalyticsMatch[], query: TcgPersonalOptions['query']) =>
  JSON.stringify(tcgPersonalAnalytics(matches, { query, seasons: SEASONS, decks: DECKS }));

describe('tcgPersonalAnalytics in one pass over kept facts (issue 18)', () => {
  it('equals its parts over the filtered matches newest first', () => {
    for (const seed of [1, 2, 3]) {
      const matches = tcgMatches(400, seed);
      for (const query of TCG_QUERIES) {
        expect(tcgAnswer(matches, query)).toBe(
          JSON.stringify(tcgFromParts(matches, { query, seasons: SEASONS, decks: DECKS })),
        );
      }
    }
  });

  it('answers the same matches computed again, and other matches with the same ids, as fresh copies', () => {
    const first = tcgMatches(300, 7);
    const query = TCG_QUERIES[1]!;
    const fresh = (matches: readonly TcgAnalyticsMatch[]) => tcgAnswer(structuredClone(matches), query);
    expect(tcgAnswer(first, query)).toBe(fresh(first));
    expect(tcgAnswer(first, query)).toBe(fresh(first)); // the kept facts again
    // New objects, the same ids, other values: nothing of the first objects' facts may show.
    const other = tcgMatches(300, 8).map((m, i) => ({ ...m, _id: first[i]!._id }));
    expect(tcgAnswer(other, query)).toBe(fresh(other));
    expect(tcgAnswer(other, query)).not.toBe(tcgAnswer(first, query));
    // A mix of kept and new objects, in another order.
    const mixed = [...first.slice(0, 150), ...other.slice(150)].reverse();
    expect(tcgAnswer(mixed, query)).toBe(fresh(mixed));
  });
});

const TEAMS = [
  {
    _id: 't1',
    name: 'Rain',
    pokemon: [
      { species: 'Incineroar', moves: ['Fake Out', 'Knock Off'], teraType: 'Grass' },
      { species: 'Rillaboom', moves: ['Fake Out', 'Grassy Glide'], teraType: 'Fire' },
      { species: 'Urshifu-Rapid-Strike', moves: ['Surging Strikes'], teraType: 'Water' },
      { species: 'Amoonguss', moves: ['Spore', 'Rage Powder', 'protect '], teraType: 'water' },
    ],
  },
  { _id: 't2', name: 'Sun', pokemon: [{ species: 'Torkoal', moves: ['Eruption'], teraType: 'Fire' }] },
];
const NAMES = ['Incineroar', 'incineroar ', 'Rillaboom', 'Urshifu', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Torkoal', ''];

function vgcMatches(count: number, seed: number): VgcAnalyticsMatchLike[] {
  const r = rng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
  const names = (n: number) => Array.from({ length: n }, () => pick(NAMES));
  return Array.from({ length: count }, () => {
    const games = Array.from({ length: Math.floor(r() * 4) }, () => ({
      result: pick(['win', 'loss', 'win', 'loss', null]),
      leadPokemon: names(Math.floor(r() * 3)),
      opponentLeadPokemon: names(Math.floor(r() * 3)),
      broughtPokemon: names(Math.floor(r() * 5)),
      opponentBroughtPokemon: names(Math.floor(r() * 5)),
      teraPokemon: r() < 0.3 ? pick(NAMES) : null,
      opponentTeraPokemon: r() < 0.3 ? pick(NAMES) : null,
    }));
    return {
      _id: pick(['a', 'b', 'c', undefined]),
      teamId: pick(['t1', 't2', 'gone', null]),
      playerTeam: pick([
        ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal'],
        'torkoal',
        null,
      ]),
      format: pick(['Reg G', ' reg g ', 'Reg H', null]),
      bestOf: pick([1, 3, null]),
      date: pick(['2025-05-05', '2025-05-06', '2025-11-20', null, 'not a day']),
      createdAt: pick(['2025-05-05T10:00:00.000Z', '2025-05-06T09:00:00.000Z', null]),
      games: r() < 0.05 ? null : games,
      recordedResult: games.length === 0 ? pick(['win', 'loss', 'tie', null]) : null,
    };
  });
}

const VGC_QUERIES: AnalyticsQuery[] = [
  { convention: 'loss', granularity: 'week' },
  { convention: 'third', granularity: 'month', teamId: 't1' },
  { convention: 'exclude', granularity: 'week', format: 'reg g', bestOf: 3 },
  { convention: 'loss', granularity: 'week', seasonId: 's2', teamId: 'gone' },
  { convention: 'loss', granularity: 'week', from: '2025-05-06' },
];

const vgcAnswer = (matches: readonly VgcAnalyticsMatchLike[], query: AnalyticsQuery) =>
  JSON.stringify(vgcPersonalAnalytics(matches, { query, seasons: SEASONS, teams: TEAMS }));

describe('vgcPersonalAnalytics over kept facts (issue 18)', () => {
  it('answers kept, new and mixed matches, and an array changed in place, as fresh copies', () => {
    const first = vgcMatches(300, 11);
    const other = vgcMatches(300, 12).map((m, i) => ({ ...m, _id: first[i]!._id }));
    for (const query of VGC_QUERIES) {
      const fresh = (matches: readonly VgcAnalyticsMatchLike[]) => vgcAnswer(structuredClone(matches), query);
      expect(vgcAnswer(first, query)).toBe(fresh(first));
      expect(vgcAnswer(first, query)).toBe(fresh(first));
      expect(vgcAnswer(other, query)).toBe(fresh(other));
      const mixed = [...other.slice(0, 100), ...first.slice(100)];
      expect(vgcAnswer(mixed, query)).toBe(fresh(mixed));
    }
    // The places newest first are kept per array: an array reordered, cut and added to in place is read again.
    const query = VGC_QUERIES[0]!;
    const array = first.slice();
    const before = vgcAnswer(array, query);
    array.reverse();
    array.splice(0, 50, ...other.slice(0, 20));
    expect(vgcAnswer(array, query)).toBe(vgcAnswer(structuredClone(array), query));
    expect(vgcAnswer(array, query)).not.toBe(before);
  });

  it('does not hand out the kept lists: changing an answer changes no later answer', () => {
    const matches = vgcMatches(200, 21);
    const query = VGC_QUERIES[0]!;
    const expected = vgcAnswer(matches, query);
    const answer = vgcPersonalAnalytics(matches, { query, seasons: SEASONS, teams: TEAMS });
    for (const row of answer.usage.leadPairs) row.pokemon.reverse();
    for (const row of answer.opponentLeads.pairs) row.pokemon.reverse();
    expect(vgcAnswer(matches, query)).toBe(expected);
  });
});

describe('newestFirstPlaces by day (issue 18)', () => {
  /** The one stable sort by (day, createdAt, _id) it replaced. */
  function placesBefore(prepared: readonly { match: VgcAnalyticsMatchLike; day: string | null }[]) {
    const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const keyed = prepared.map((p, i) => ({
      i,
      day: p.day === null ? -1 : Number(p.day.replaceAll('-', '')),
      createdAt: p.match.createdAt ?? '',
      id: p.match._id ?? '',
    }));
    keyed.sort((a, b) => {
      if (a.day < 0 || b.day < 0) return a.day === b.day ? compareText(b.id, a.id) : a.day < 0 ? 1 : -1;
      return b.day - a.day || compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id);
    });
    const places = new Int32Array(prepared.length);
    keyed.forEach((k, place) => (places[k.i] = place));
    return places;
  }

  it('orders as the one sort, equal days, times and ids included', () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = rng(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
      const prepared = Array.from({ length: 500 }, () => ({
        match: {
          _id: pick(['a', 'b', 'c', undefined]),
          createdAt: pick(['2025-05-05T10:00:00.000Z', '2025-05-05T11:00:00.000Z', null]),
        },
        day: pick(['2025-05-05', '2025-05-06', '2024-12-31', null]),
        result: null,
      }));
      expect([...newestFirstPlaces(prepared)]).toEqual([...placesBefore(prepared)]);
    }
  });
});

describe('KeptFacts (issue 18)', () => {
  it('reads each match once while it is kept, per array and per object, and never mixes matches up', () => {
    const kept = new KeptFacts<string>();
    let reads = 0;
    const read = (match: { n: number }) => {
      reads++;
      return `facts of ${match.n}`;
    };
    const factsOf = (matches: { n: number }[]) => [...kept.of(matches, read).all];
    const a = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(factsOf(a)).toEqual(['facts of 1', 'facts of 2', 'facts of 3']);
    expect(reads).toBe(3);
    expect(factsOf(a)).toEqual(['facts of 1', 'facts of 2', 'facts of 3']); // the same array again
    expect(reads).toBe(3);
    // A new array of the same objects (the server after a write), in another order, with a new match.
    const b = [a[2]!, { n: 4 }, a[0]!];
    expect(factsOf(b)).toEqual(['facts of 3', 'facts of 4', 'facts of 1']);
    expect(reads).toBe(4);
    // The array changed in place is read by its elements.
    b.reverse();
    b.push({ n: 2 });
    expect(factsOf(b)).toEqual(['facts of 1', 'facts of 4', 'facts of 3', 'facts of 2']);
    expect(reads).toBe(5);
    // Fresh objects with the values of kept ones are read (nothing is found by value).
    const fresh = a.map((m) => ({ ...m }));
    expect(factsOf(fresh)).toEqual(['facts of 1', 'facts of 2', 'facts of 3']);
    expect(reads).toBe(8);
    // Read once and then met in a new array (a write between two reads): found through the recent arrays.
    const after = [{ n: 5 }, ...fresh.slice(1)];
    expect(factsOf(after)).toEqual(['facts of 5', 'facts of 2', 'facts of 3']);
    expect(reads).toBe(9);
    expect(factsOf(after.slice().reverse())).toEqual(['facts of 3', 'facts of 2', 'facts of 5']);
    expect(reads).toBe(9);
  });
});
