/**
 * Issue 18 "Speed": parts of the personal analytics were made cheaper (season bounds read once, each day's period
 * worked out once, Pokémon names and lead pairs worked out once per computation, the team breakdown tallying only
 * the opposing Pokémon). Each is compared here with the plain per-match/per-game reading it replaced, on generated
 * matches with awkward values (blank, repeated and differently spelled names, undated matches, open and broken
 * seasons), so the answers stay the same.
 */
import { describe, expect, it } from 'vitest';
import { compareDeckNames } from '../../src/analytics/matchupTable.ts';
import { countedRecord, periodStart, recordOverTime, recordOverview } from '../../src/analytics/recordOverTime.ts';
import { vgcOpponentUsage, vgcUsage } from '../../src/analytics/vgcUsage.ts';
import { groupResult } from '../../src/rules/matchResult.ts';
import { countedSpecies, countedSpeciesKey } from '../../src/rules/countedSpecies.ts';
import { inSeason, matchDayOf } from '../../src/rules/seasons.ts';
import { mostCommonLeadPair } from '../../src/analytics/vgcSummary.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = [
  'Incineroar',
  'incineroar ',
  ' Rillaboom',
  'Urshifu-Rapid-Strike',
  'Urshifu',
  'Flutter Mane',
  '',
  'Amoonguss',
];

function generated(count: number, seed: number) {
  const r = rng(seed);
  const pickNames = (n: number) => Array.from({ length: n }, () => NAMES[Math.floor(r() * NAMES.length)]!);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(r() * 900) * 86_400_000).toISOString().slice(0, 10);
    const games = Array.from({ length: 1 + Math.floor(r() * 3) }, () => ({
      result: r() < 0.1 ? null : r() < 0.5 ? 'win' : 'loss',
      leadPokemon: pickNames(Math.floor(r() * 4)),
      opponentBroughtPokemon: pickNames(Math.floor(r() * 5)),
      broughtPokemon: pickNames(Math.floor(r() * 5)),
    }));
    return {
      _id: `m${i}`,
      date: r() < 0.05 ? null : r() < 0.05 ? 'not a day' : day,
      createdAt: r() < 0.5 ? `${day}T10:00:00.000Z` : null,
      games: r() < 0.05 ? [] : games,
      recordedResult: r() < 0.03 ? 'tie' : null,
    };
  });
}

const SEASONS = [
  { _id: 'a', name: 'A', startDate: '2024-09-01', endDate: '2025-08-31' },
  { _id: 'b', name: 'B', startDate: '2025-09-01', endDate: '' },
  { _id: 'c', name: 'C', startDate: '2025-02-30', endDate: '2025-12-31' },
  { _id: 'd', name: 'D', startDate: '2023-01-01', endDate: '2024-03-01' },
];

/** The reading recordOverview had: `inSeason` per match and season. */
function overviewBefore(matches: ReturnType<typeof generated>) {
  const tally = () => ({ wins: 0, losses: 0, ties: 0 });
  const add = (t: ReturnType<typeof tally>, r: string) =>
    r === 'win' ? t.wins++ : r === 'loss' ? t.losses++ : t.ties++;
  const perSeason = SEASONS.map(tally);
  for (const match of matches) {
    const result = groupResult(match);
    if (result !== null) SEASONS.forEach((season, i) => inSeason(match, season) && add(perSeason[i]!, result));
  }
  return perSeason.map((t) => countedRecord(t, 'loss'));
}

describe('analytics made cheaper give the same answers (issue 18)', () => {
  const matches = generated(3000, 18);

  it('recordOverview: season records as inSeason reads them', () => {
    const bySeason = new Map(recordOverview(matches, SEASONS, 'loss').seasons.map((s) => [s.season._id, s]));
    const before = overviewBefore(matches);
    SEASONS.forEach((season, i) => {
      const { season: _omit, ...record } = bySeason.get(season._id)!;
      expect(record).toEqual(before[i]);
    });
    expect(before.some((r) => r.matches > 0)).toBe(true);
  });

  it('recordOverTime: each match in the period of its own day', () => {
    for (const granularity of ['week', 'month'] as const) {
      const points = recordOverTime(matches, granularity, 'third');
      const expected = new Map<string, number>();
      for (const match of matches) {
        const day = matchDayOf(match);
        if (day && groupResult(match) !== null) {
          const start = periodStart(day, granularity);
          expected.set(start, (expected.get(start) ?? 0) + 1);
        }
      }
      expect(points.filter((p) => p.matches > 0).map((p) => [p.period, p.matches])).toEqual(
        [...expected].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      );
    }
  });

  it('vgcUsage: brought and opposing Pokémon once per game as counted Pokémon, lead pairs A-Z', () => {
    const usage = vgcUsage(matches);
    const brought = new Map<string, { pokemon: string; games: number }>();
    const pairs = new Map<string, { pokemon: string[]; games: number }>();
    for (const match of matches) {
      for (const game of match.games) {
        if (game.result !== 'win' && game.result !== 'loss') continue;
        const seen = new Set<string>();
        for (const name of game.broughtPokemon.map((n) => n.trim()).filter(Boolean)) {
          const base = countedSpecies(name);
          if (seen.has(countedSpeciesKey(name))) continue;
          seen.add(countedSpeciesKey(name));
          const row = brought.get(countedSpeciesKey(name)) ?? { pokemon: base, games: 0 };
          row.games++;
          brought.set(countedSpeciesKey(name), row);
        }
        const leads = game.leadPokemon.map((n) => n.trim()).filter(Boolean);
        if (leads.length === 2) {
          const sorted = leads.map(countedSpecies).sort(compareDeckNames);
          const key = sorted.map(countedSpeciesKey).join('\n');
          const row = pairs.get(key) ?? { pokemon: sorted, games: 0 };
          row.games++;
          pairs.set(key, row);
        }
      }
    }
    const byName = (rows: { pokemon: string | string[]; games: number }[]) =>
      rows.map((r) => [String(r.pokemon), r.games]).sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(byName(usage.brought)).toEqual(byName([...brought.values()]));
    expect(byName(usage.leadPairs)).toEqual(byName([...pairs.values()]));
  });

  it('vgcOpponentUsage is vgcUsage(...).opponents', () => {
    expect(vgcOpponentUsage(matches)).toEqual(vgcUsage(matches).opponents);
    expect(vgcOpponentUsage([])).toEqual(vgcUsage([]).opponents);
  });

  it('mostCommonLeadPair: the pair led most, ties to the most recent, as written then', () => {
    const counts = new Map<string, { names: string[]; count: number; recency: number }>();
    let recency = 0;
    for (const match of matches) {
      for (const game of [...match.games].reverse()) {
        const leads = game.leadPokemon.map((n) => n.trim()).filter(Boolean);
        if (leads.length !== 2) continue;
        const key = leads
          .map((n) => n.toLowerCase())
          .sort()
          .join('\n');
        const entry = counts.get(key) ?? { names: leads, count: 0, recency: recency++ };
        entry.count++;
        counts.set(key, entry);
      }
    }
    const best = [...counts.values()].sort((a, b) => b.count - a.count || a.recency - b.recency)[0]!;
    expect(mostCommonLeadPair(matches)).toEqual(best.names);
  });
});
