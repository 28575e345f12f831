import { describe, expect, it } from 'vitest';
import { teamFilterFromState, teamFilterOf } from '../../src/navigation/teamFilter.ts';
import { filterLocalVgcMatches, pageOfLocalVgcMatches } from '../../src/data/entities/vgcMatchDashboard.ts';
import { normalizeStoredVgcMatch } from '../../src/data/entities/vgcMatches.ts';

const season = {
  _id: 's1',
  name: 'Spring',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  isCurrent: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const RAIN = ['Pelipper', 'Archaludon', 'Kingambit', 'Amoonguss', 'Incineroar', 'Urshifu-Rapid-Strike'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf', 'Flutter Mane', 'Incineroar'];

/** Matches numbered 1..n, one a day from 2025-02-20: odd ones with the rain team (some logged with its id). */
function matches(n: number) {
  return Array.from({ length: n }, (_, i) =>
    normalizeStoredVgcMatch({
      _id: `local_${String(i + 1).padStart(3, '0')}`,
      createdAt: '2025-02-20T10:00:00.000Z',
      date: new Date(Date.UTC(2025, 1, 20 + i)).toISOString().slice(0, 10),
      // The rain team typed in another order and spelling still has the team's key.
      playerTeam: i % 2 ? [...RAIN].reverse().map((name) => name.toLowerCase()) : SUN,
      teamId: i === 0 ? 'local_team_rain' : null,
      opponentName: ['Wolfe', 'aaron', 'Zoe', ''][i % 4],
      notes: i === 4 ? 'Lost to TRICK ROOM' : '',
      format: i % 5 === 0 ? 'Regulation G' : 'Regulation H',
      games: [{ result: i % 3 ? 'win' : 'loss' }],
    }),
  );
}

const none = { search: '', sort: 'newest' as const, season: null, team: null };
const rainTeam = {
  _id: 'local_team_rain',
  name: 'Rain',
  pokemon: RAIN.map((species) => ({ species })),
};

describe('guest VGC dashboard list', () => {
  const all = matches(40);

  it('pages by 15 with the API page shape, newest first', () => {
    const page = pageOfLocalVgcMatches(all, { ...none, page: 3, pageSize: 15 });
    expect(page).toMatchObject({ page: 3, pageSize: 15, totalCount: 40, totalPages: 3 });
    expect(page.matches.map((m) => m._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `local_${String(10 - i).padStart(3, '0')}`),
    );
  });

  it('searches opponent name, notes and format ignoring case', () => {
    expect(filterLocalVgcMatches(all, { ...none, search: 'trick room' }).map((m) => m._id)).toEqual(['local_005']);
    expect(filterLocalVgcMatches(all, { ...none, search: 'AARON' })).toHaveLength(10);
    expect(filterLocalVgcMatches(all, { ...none, search: 'regulation g' })).toHaveLength(8);
  });

  it('sorts by opponent name both ways, unnamed opponents last', () => {
    const az = filterLocalVgcMatches(all, { ...none, sort: 'a-z' });
    expect(az[0]!.opponentName).toBe('aaron');
    expect(az.at(-1)!.opponentName).toBe('');
    const za = filterLocalVgcMatches(all, { ...none, sort: 'z-a' });
    expect(za[0]!.opponentName).toBe('Zoe');
    expect(za.at(-1)!.opponentName).toBe('');
  });

  it('keeps the season only when asked', () => {
    const march = filterLocalVgcMatches(all, { ...none, sort: 'oldest', season });
    expect(march[0]!.date).toBe('2025-03-01');
    expect(march).toHaveLength(31);
  });

  it("filters by a saved team: its key (sorted base names, any order or case) or the team's id", () => {
    const filter = teamFilterOf(rainTeam);
    const shown = filterLocalVgcMatches(all, { ...none, team: filter });
    // The 20 odd-numbered matches by key, plus match 1 (a sun team) logged with the rain team's id.
    expect(shown).toHaveLength(21);
    expect(shown.at(-1)!._id).toBe('local_001');
    // A typed team (no id) compares the key alone.
    expect(filterLocalVgcMatches(all, { ...none, team: { key: filter.key, name: 'Rain' } })).toHaveLength(20);
    // Combined with search and season.
    expect(filterLocalVgcMatches(all, { ...none, team: filter, season, search: 'wolfe' })).toHaveLength(0);
    expect(filterLocalVgcMatches(all, { ...none, team: filter, season, search: 'aaron' })).toHaveLength(8);
  });
});

describe('team filter navigation state', () => {
  it("is built from a team: key, display name ('Unnamed Team') and id", () => {
    expect(teamFilterOf({ ...rainTeam, name: '  ' })).toEqual({
      key: teamFilterOf(rainTeam).key,
      name: 'Unnamed Team',
      teamId: 'local_team_rain',
    });
  });

  it('is read back only when it has the expected shape', () => {
    const filter = teamFilterOf(rainTeam);
    expect(teamFilterFromState({ teamFilter: filter })).toEqual(filter);
    expect(teamFilterFromState({ teamFilter: { key: filter.key, name: '' } })).toEqual({
      key: filter.key,
      name: 'Unnamed Team',
    });
    expect(teamFilterFromState(null)).toBeNull();
    expect(teamFilterFromState({ match: {} })).toBeNull();
    expect(teamFilterFromState({ teamFilter: { key: 3, name: 'x' } })).toBeNull();
    // Neither key nor id would show every match: ignored.
    expect(teamFilterFromState({ teamFilter: { key: ' ', name: 'x' } })).toBeNull();
    expect(teamFilterFromState({ teamFilter: { key: 'x'.repeat(501), name: 'x' } })).toBeNull();
  });
});
