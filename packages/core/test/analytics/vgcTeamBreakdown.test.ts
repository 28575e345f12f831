import { describe, expect, it } from 'vitest';
import { analyticsTeamMatches, bestAndWorstOpponents, vgcTeamBreakdown } from '../../src/analytics/vgcTeamBreakdown.ts';

const SPECIES = ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Rillaboom', 'Tornadus'];
const t1 = { _id: 'local_t1', name: 'Sun', pokemon: SPECIES.map((species) => ({ species })) };
const t2 = { _id: 'local_t2', name: 'Rain', pokemon: [{ species: 'Pelipper' }] };
const t3 = { _id: 'local_t3', name: ' ', pokemon: [] };

const matches = [
  {
    _id: 'm1',
    teamId: 'local_t1',
    date: '2025-01-10',
    bestOf: 3,
    games: [
      { result: 'win', leadPokemon: ['Incineroar', 'Flutter Mane'], opponentBroughtPokemon: ['Chi-Yu', 'Rillaboom'] },
      { result: 'loss', leadPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss'], opponentBroughtPokemon: ['Chi-Yu'] },
      { result: 'win', leadPokemon: ['Flutter Mane', 'Incineroar'], opponentBroughtPokemon: ['Chi-Yu', 'Rillaboom'] },
    ],
  },
  // Typed with the same six species (another order): the team's by its key. 1-1: a tie.
  {
    _id: 'm2',
    teamId: null,
    playerTeam: [...SPECIES].reverse(),
    date: '2025-01-12',
    bestOf: 3,
    games: [
      { result: 'win', leadPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss'], opponentBroughtPokemon: ['Rillaboom'] },
      { result: 'loss', leadPokemon: ['Amoonguss', 'Urshifu-Rapid-Strike'], opponentBroughtPokemon: ['Rillaboom'] },
    ],
  },
  {
    _id: 'm3',
    teamId: 'local_t1',
    date: '2025-01-05',
    bestOf: 1,
    games: [{ result: 'loss', opponentBroughtPokemon: ['Chi-Yu'] }],
  },
  { _id: 'm4', teamId: 'local_t1', date: '2025-01-01', bestOf: 1, games: [] }, // no counted game
  { _id: 'm5', teamId: 'local_t2', date: '2025-01-03', bestOf: 1, games: [{ result: 'win' }] },
];

describe('vgcTeamBreakdown (hand-counted)', () => {
  const rows = vgcTeamBreakdown(matches, [t3, t2, t1]);

  it('one row per team, most matches first, teams without matches too', () => {
    expect(rows.map((r) => [r.teamName, r.wins, r.losses, r.ties, r.matches, r.matchesWithoutGames])).toEqual([
      ['Sun', 1, 1, 1, 3, 1],
      ['Rain', 1, 0, 0, 1, 0],
      ['Unnamed Team', 0, 0, 0, 0, 0],
    ]);
    expect(rows[0]!.pokemon).toEqual(SPECIES);
    expect(rows[2]).toMatchObject({
      rate: null,
      interval: null,
      small: true,
      mostCommonLeadPair: [],
      best: null,
      worst: null,
    });
  });

  it('the record follows the tie convention', () => {
    expect(rows[0]!.rate).toBe(1 / 3);
    expect(vgcTeamBreakdown(matches, [t1], 'third')[0]!.rate).toBeCloseTo(4 / 9, 12);
    expect(vgcTeamBreakdown(matches, [t1], 'exclude')[0]!.rate).toBe(1 / 2);
  });

  it('most common lead pair: Amoonguss + Urshifu (3 games) over Flutter Mane + Incineroar (2), as last led', () => {
    expect(rows[0]!.mostCommonLeadPair).toEqual(['Amoonguss', 'Urshifu-Rapid-Strike']);
    expect(rows[1]!.mostCommonLeadPair).toEqual([]);
  });

  it('best opposing Pokémon by the interval low end, worst by the high end among the rest', () => {
    // Rillaboom 3-1 (low ≈ 0.3006) beats Chi-Yu 2-2 (low ≈ 0.1500); Chi-Yu is the worst left.
    expect([rows[0]!.best?.pokemon, rows[0]!.best?.wins, rows[0]!.best?.losses]).toEqual(['Rillaboom', 3, 1]);
    expect([rows[0]!.worst?.pokemon, rows[0]!.worst?.wins, rows[0]!.worst?.losses]).toEqual(['Chi-Yu', 2, 2]);
    expect([rows[1]!.best, rows[1]!.worst]).toEqual([null, null]);
  });

  it("two versions of one line-up: a match logged with one is not the other's; a typed one is both's", () => {
    const version2 = { _id: 'local_t1b', name: 'Sun v2', pokemon: SPECIES.map((species) => ({ species })) };
    const both = vgcTeamBreakdown(matches, [t1, version2]);
    // Sun: m1 (W), m3 (L), m4 (no games) by id, m2 (tie) typed. Sun v2: only the typed m2.
    expect(both.map((r) => [r.teamName, r.wins, r.losses, r.ties, r.matchesWithoutGames])).toEqual([
      ['Sun', 1, 1, 1, 1],
      ['Sun v2', 0, 0, 1, 0],
    ]);
    expect(analyticsTeamMatches(matches, version2, [t1, version2]).map((m) => m._id)).toEqual(['m2']);
    // A team id that is none of the teams (a deleted team) is read by the species.
    const deleted = [{ ...matches[0]!, _id: 'm9', teamId: 'local_gone', playerTeam: SPECIES }];
    expect(analyticsTeamMatches(deleted, version2, [t1, version2]).map((m) => m._id)).toEqual(['m9']);
  });

  it('a 1-0 does not beat a 20-5; one Pokémon met has no worst', () => {
    const row = (pokemon: string, wins: number, losses: number) => {
      const n = wins + losses;
      return { pokemon, wins, losses, games: n, share: 1, rate: wins / n, small: n < 10, interval: interval(wins, n) };
    };
    const lucky = row('Pikachu', 1, 0);
    const solid = row('Raichu', 20, 5);
    expect(bestAndWorstOpponents([lucky, solid]).best?.pokemon).toBe('Raichu');
    expect(bestAndWorstOpponents([lucky])).toEqual({ best: lucky, worst: null });
  });
});

/** Wilson 95%, written out for the test rows. */
function interval(s: number, n: number) {
  const z = 1.959963984540054;
  const p = s / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z / d) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: c - h, high: Math.min(1, c + h) };
}
