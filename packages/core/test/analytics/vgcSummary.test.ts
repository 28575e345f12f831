import { describe, expect, it } from 'vitest';
import {
  summarizeVgcMatches,
  teamStatsOf,
  vgcMatchSummarySchema,
  teamStatsSchema,
  type Season,
} from '../../src/index.ts';
import { mostCommonLeadPair, type SummarisableVgcMatch } from '../../src/analytics/vgcSummary.ts';

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

let sequence = 0;
/** A match on `date` (created in that order), won or lost, with the player's team, leads and opponent team. */
function match(
  date: string,
  won: boolean,
  options: { team?: string[]; teamId?: string | null; leads?: string[][]; opponent?: string[] } = {},
): SummarisableVgcMatch {
  sequence++;
  const leads = options.leads ?? [[]];
  return {
    _id: `m${String(sequence).padStart(3, '0')}`,
    date,
    createdAt: `${date}T12:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    teamId: options.teamId ?? null,
    playerTeam: options.team ?? SUN,
    opponentTeam: options.opponent ?? [],
    bestOf: leads.length === 1 ? 1 : 3,
    // One game per lead list; the match result decides the last game, earlier ones alternate to keep it valid.
    games: leads.map((leadPokemon, i) => ({
      result: i === leads.length - 1 ? (won ? 'win' : 'loss') : i % 2 === 0 ? 'win' : 'loss',
      leadPokemon,
    })),
  };
}

const season: Season = {
  _id: 's1',
  name: 'Season 1',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  isCurrent: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const sunTeam = { _id: 'sun', name: '  Sun  ', pokemon: SUN.map((species) => ({ species })) };
const rainTeam = { _id: 'rain', name: '', pokemon: RAIN.map((species) => ({ species })) };

describe('mostCommonLeadPair', () => {
  it('counts pairs ignoring order and case; ties go to the most recent; names as the latest game has them', () => {
    const newestFirst = [
      { games: [{ leadPokemon: ['torkoal', 'Lilligant-Hisui'] }, { leadPokemon: ['Ursaluna', 'Farigiraf'] }] },
      { games: [{ leadPokemon: ['Farigiraf', 'Ursaluna'] }] },
      { games: [{ leadPokemon: ['Lilligant-Hisui', 'Torkoal'] }] },
      { games: [{ leadPokemon: ['Flutter Mane'] }, { leadPokemon: [] }, {}] },
    ];
    // Two pairs, twice each; the newest game (match 1's second game) led Ursaluna + Farigiraf.
    expect(mostCommonLeadPair(newestFirst)).toEqual(['Ursaluna', 'Farigiraf']);
    // A third Torkoal lead makes that pair the most common, spelled as its latest game spells it.
    expect(mostCommonLeadPair([...newestFirst, { games: [{ leadPokemon: ['Torkoal', 'Lilligant-Hisui'] }] }])).toEqual([
      'torkoal',
      'Lilligant-Hisui',
    ]);
  });

  it('gives a tie to the pair led most recently, not to the pair that reached the count first', () => {
    const lead = (...leadPokemon: string[]) => ({ games: [{ leadPokemon }] });
    // Newest first A, B, B, A: two each; A was led most recently.
    const a = ['Torkoal', 'Lilligant-Hisui'];
    const b = ['Ursaluna', 'Farigiraf'];
    expect(mostCommonLeadPair([lead(...a), lead(...b), lead(...b), lead(...a)])).toEqual(a);
    expect(mostCommonLeadPair([lead(...b), lead(...a), lead(...a), lead(...b)])).toEqual(b);
    // Within a match the last game is the latest: game 2 (B) is more recent than game 1 (A).
    const bo3 = { games: [{ leadPokemon: a }, { leadPokemon: b }] };
    expect(mostCommonLeadPair([bo3])).toEqual(b);
    // Blanks are dropped and names trimmed: ['', 'Torkoal', ' '] is one lead, no pair.
    expect(mostCommonLeadPair([lead('', 'Torkoal', ' '), lead(' Torkoal ', 'Lilligant-Hisui ')])).toEqual([
      'Torkoal',
      'Lilligant-Hisui',
    ]);
  });

  it('is empty without a game of two leads', () => {
    expect(mostCommonLeadPair([])).toEqual([]);
    expect(mostCommonLeadPair([{ games: [{ leadPokemon: ['Torkoal'] }] }, { games: null }])).toEqual([]);
  });
});

describe('teamStatsOf', () => {
  it("counts the team's matches by key or id with record, form, trend, lead pair and opponents", () => {
    const matches = [
      // Ten older losses, then ten wins: trend up, recent form 10-0.
      ...Array.from({ length: 10 }, (_, i) =>
        match(`2025-02-${String(i + 1).padStart(2, '0')}`, false, {
          opponent: i % 2 ? RAIN : ['Miraidon', 'Iron Hands'],
          leads: [['Torkoal', 'Lilligant-Hisui']],
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        match(`2025-03-${String(i + 1).padStart(2, '0')}`, true, {
          // Typed in another order and spelling: the same team by key.
          team: ['flutter mane', 'Farigiraf', 'Ursaluna', 'Walking Wake', 'Lilligant', 'Torkoal'],
          leads: [['Ursaluna', 'Farigiraf']],
        }),
      ),
      // Logged with the team's id but another line-up (edited since): still the team's.
      match('2025-01-15', true, { teamId: 'sun', team: RAIN, opponent: ['rillaboom'] }),
      // Someone else's team entirely.
      match('2025-03-15', true, { team: RAIN }),
    ];
    const stats = teamStatsSchema.strict().parse(teamStatsOf(sunTeam, matches));
    expect(stats).toEqual({
      teamId: 'sun',
      teamName: 'Sun',
      pokemon: SUN,
      wins: 11,
      losses: 10,
      matches: 21,
      winRate: 52.4,
      mostCommonLeadPair: ['Ursaluna', 'Farigiraf'],
      uniqueOpponentsCount: 3,
      recentForm: { wins: 10, losses: 0, matches: 10, winRate: 100 },
      trend: 'up',
    });
  });

  it('is all zeros for a team without matches, named Unnamed Team when it has no name', () => {
    expect(teamStatsOf(rainTeam, [match('2025-01-01', true)])).toEqual({
      teamId: 'rain',
      teamName: 'Unnamed Team',
      pokemon: RAIN,
      wins: 0,
      losses: 0,
      matches: 0,
      winRate: 0,
      mostCommonLeadPair: [],
      uniqueOpponentsCount: 0,
      recentForm: { wins: 0, losses: 0, matches: 0, winRate: 0 },
      trend: 'stable',
    });
  });
});

describe('summarizeVgcMatches', () => {
  it('is all zeros without matches, counting teams, with no most used team', () => {
    expect(summarizeVgcMatches([], { season, teams: [sunTeam, rainTeam] })).toEqual({
      allTime: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable' },
      season: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable', season },
      teamCount: 2,
      mostUsedTeam: null,
      totalMatches: 0,
    });
    expect(summarizeVgcMatches([match('2025-01-01', true)]).mostUsedTeam).toBeNull();
    expect(summarizeVgcMatches([match('2025-01-01', true)]).season).toBeNull();
  });

  it('counts all time and the season; the most used team has the most matches', () => {
    const matches = [
      match('2025-02-01', false),
      match('2025-03-01', true, { team: RAIN }),
      match('2025-03-31', true),
      match('2025-04-01', true),
      match('2025-04-02', false, { team: ['Pikachu'] }),
    ];
    const summary = vgcMatchSummarySchema.parse(summarizeVgcMatches(matches, { season, teams: [rainTeam, sunTeam] }));
    expect(summary.allTime).toEqual({ wins: 3, losses: 2, matches: 5, winRate: 60, trend: 'stable' });
    expect(summary.season).toEqual({ wins: 2, losses: 0, matches: 2, winRate: 100, trend: 'stable', season });
    expect(summary.totalMatches).toBe(5);
    expect(summary.teamCount).toBe(2);
    expect(summary.mostUsedTeam).toMatchObject({ teamId: 'sun', teamName: 'Sun', matches: 3, wins: 2 });
  });

  it('breaks a tie in matches by the most recently played team, then by team order', () => {
    const older = match('2025-01-01', true, { team: RAIN });
    const newer = match('2025-01-02', true);
    expect(summarizeVgcMatches([newer, older], { teams: [rainTeam, sunTeam] }).mostUsedTeam?.teamId).toBe('sun');
    const rainAgain = match('2025-01-03', false, { team: RAIN });
    expect(summarizeVgcMatches([newer, older, rainAgain], { teams: [sunTeam, rainTeam] }).mostUsedTeam?.teamId).toBe(
      'rain',
    );
    // Same newest match (two saved teams with one line-up): the first team listed.
    const twin = { ...sunTeam, _id: 'sun-copy', name: 'Sun copy' };
    expect(summarizeVgcMatches([newer], { teams: [twin, sunTeam] }).mostUsedTeam?.teamId).toBe('sun-copy');
  });
});
