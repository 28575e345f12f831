import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, vgcPersonalAnalytics, vgcPersonalAnalyticsSchema } from '../../src/index.ts';
import type { AnalyticsQueryInput } from '../../src/index.ts';

const SPECIES = ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Rillaboom', 'Tornadus'];
const t1 = {
  _id: 'local_t1',
  name: 'Sun',
  pokemon: SPECIES.map((species) => ({
    species,
    teraType: 'Fire',
    moves: ['Protect', 'Fake Out', 'Tailwind', 'Taunt'],
  })),
};
const t2 = { _id: 'local_t2', name: 'Rain', pokemon: [{ species: 'Pelipper', moves: ['Hurricane'] }] };
const S1 = { _id: 's1', name: 'February', startDate: '2025-02-01', endDate: '2025-02-28' };
const S2 = { _id: 's2', name: 'March', startDate: '2025-03-01', endDate: '2025-03-31' };

const g = (result: 'win' | 'loss', brought: string[] = [], extra: Record<string, unknown> = {}) => ({
  result,
  leadPokemon: brought.slice(0, 2),
  broughtPokemon: brought,
  ...extra,
});
const matches = [
  {
    _id: 'a',
    teamId: 'local_t1',
    format: 'Reg G',
    date: '2025-02-03',
    bestOf: 1,
    games: [g('win', ['Incineroar', 'Tornadus'])],
  },
  {
    _id: 'b',
    teamId: 'local_t1',
    format: 'reg g ',
    date: '2025-02-05',
    bestOf: 3,
    games: [
      g('win', ['Incineroar', 'Amoonguss']),
      g('loss'),
      g('loss', [], { opponentLeadPokemon: ['Chi-Yu', 'Rillaboom'] }),
    ],
  },
  { _id: 'c', teamId: 'local_t2', format: 'Reg H', date: '2025-03-10', bestOf: 1, games: [g('loss', ['Pelipper'])] },
  // Typed with team one's species: team one's match by its key (a 1-1 tie), but no set is known for moves.
  {
    _id: 'd',
    teamId: null,
    playerTeam: SPECIES,
    format: 'Reg G',
    date: '2025-03-12',
    bestOf: 3,
    games: [g('win', ['Incineroar', 'Flutter Mane'], { teraPokemon: 'Incineroar' }), g('loss')],
  },
];

const run = (query: AnalyticsQueryInput = {}) =>
  vgcPersonalAnalytics(matches, { query: analyticsQuerySchema.parse(query), seasons: [S1, S2], teams: [t1, t2] });
const wlt = (r: { wins: number; losses: number; ties: number }) => [r.wins, r.losses, r.ties];

describe('vgcPersonalAnalytics (hand-counted)', () => {
  it('without filters: every match, records per season newest first, formats of all matches', () => {
    const all = run();
    expect([all.totalMatches, all.filteredMatches]).toEqual([4, 4]);
    expect(wlt(all.overview.overall)).toEqual([1, 2, 1]);
    expect(all.overview.overall.rate).toBe(1 / 4);
    expect(all.overview.seasons.map((s) => [s.season.name, ...wlt(s)])).toEqual([
      ['March', 0, 1, 1],
      ['February', 1, 1, 0],
    ]);
    expect(all.formats).toEqual(['Reg G', 'Reg H']);
    expect(all.usage.games).toBe(7);
    expect(all.opponentLeads.pairs.map((p) => p.pokemon)).toEqual([['Chi-Yu', 'Rillaboom']]);
    expect(vgcPersonalAnalyticsSchema.safeParse(all).success).toBe(true);
  });

  it('the tie convention applies to every match record', () => {
    const excluded = run({ convention: 'exclude' });
    expect(excluded.overview.overall.rate).toBe(1 / 3);
    expect(excluded.teams[0]!.rate).toBe(1 / 2); // Sun: a W, b L, d T
    expect(run({ convention: 'third' }).teams[0]!.rate).toBeCloseTo(4 / 9, 12);
  });

  it('week and month buckets', () => {
    const months = run({ granularity: 'month' }).overTime;
    expect(months.map((p) => [p.period, ...wlt(p), ...wlt(p.cumulative)])).toEqual([
      ['2025-02-01', 1, 1, 0, 1, 1, 0],
      ['2025-03-01', 0, 1, 1, 1, 2, 1],
    ]);
    // 2025-02-03 is a Monday; weeks up to the one of 2025-03-12 (Monday 2025-03-10): 6 buckets.
    expect(run().overTime.map((p) => p.period)).toEqual([
      '2025-02-03',
      '2025-02-10',
      '2025-02-17',
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
    ]);
  });

  it("team filter: the team's matches by id or by its six species; an unknown id by id only", () => {
    const sun = run({ teamId: 'local_t1' });
    expect([sun.totalMatches, sun.filteredMatches]).toEqual([4, 3]);
    expect(wlt(sun.overview.overall)).toEqual([1, 1, 1]);
    expect(run({ teamId: 'local_gone' }).filteredMatches).toBe(0);
    // The team rows ignore the team filter.
    expect(sun.teams.map((t) => [t.teamName, t.matches])).toEqual([
      ['Sun', 3],
      ['Rain', 1],
    ]);
  });

  it('format (ignoring case and spaces), best-of, season, date range', () => {
    expect(run({ format: 'REG G' }).filteredMatches).toBe(3);
    expect(run({ bestOf: 3 }).filteredMatches).toBe(2);
    const february = run({ seasonId: '00000000-0000-4000-8000-000000000001' });
    expect(february.filteredMatches).toBe(0); // not among the seasons given: empty
    const range = run({ from: '2025-02-04', to: '2025-03-11' });
    expect(range.filteredMatches).toBe(2); // b and c
    expect(wlt(range.overview.overall)).toEqual([0, 2, 0]);
  });

  it('season filter with the seasons given', () => {
    const s1 = vgcPersonalAnalytics(matches, {
      query: { ...analyticsQuerySchema.parse({}), seasonId: 's1' },
      seasons: [S1, S2],
      teams: [t1, t2],
    });
    expect(s1.filteredMatches).toBe(2);
    expect(s1.teams.map((t) => [t.teamName, t.matches])).toEqual([
      ['Sun', 2],
      ['Rain', 0],
    ]);
  });

  it('moves are known only for matches logged with a saved team; Tera where recorded', () => {
    const all = run();
    // Games with brought: a (1, known), b game 1 (known), c (known, team two), d game 1 (typed: unknown).
    const sheets = all.moves.teamSheets;
    expect([sheets.gamesWithKnownSets, sheets.gamesWithoutKnownSets]).toEqual([3, 1]);
    expect(sheets.pokemon.map((p) => [p.pokemon, p.games])).toEqual([
      ['Incineroar', 2],
      ['Amoonguss', 1],
      ['Pelipper', 1],
      ['Tornadus', 1],
    ]);
    expect(sheets.pokemon[0]!.moves.map((m) => m.move)).toEqual(['Fake Out', 'Protect', 'Tailwind', 'Taunt']);
    // No game here records moves used: no usage rows (a sheet is not usage, issue 29).
    expect(all.moves.pokemon).toEqual([]);
    expect([all.tera.recordedGames, all.tera.own.terastallized.games, all.tera.own.didNot.games]).toEqual([2, 1, 1]);
  });

  it('empty data', () => {
    const none = vgcPersonalAnalytics([], { query: analyticsQuerySchema.parse({}) });
    expect(none).toMatchObject({ totalMatches: 0, filteredMatches: 0, overTime: [], teams: [], formats: [] });
    expect(none.overview.overall).toMatchObject({ matches: 0, rate: null, matchesWithoutGames: 0 });
    expect(vgcPersonalAnalyticsSchema.safeParse(none).success).toBe(true);
  });
});
