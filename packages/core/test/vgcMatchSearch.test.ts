import { describe, expect, it } from 'vitest';
import { filterVgcMatches, matchesWithTeamKey, sortVgcMatches, teamFilterKey, teamSpeciesOf } from '../src/index.ts';
import { vgcMatchesOfTeam, type SearchableVgcMatch } from '../src/rules/vgcMatchSearch.ts';

const matches: SearchableVgcMatch[] = [
  {
    _id: 'a',
    opponentName: 'Wolfe',
    notes: 'won on time',
    format: 'VGC 2025 Reg G',
    date: '2024-01-05',
    createdAt: '2024-01-05T10:00:00.000Z',
    playerTeam: ['Incineroar', 'Urshifu-Rapid-Strike', 'Rillaboom', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'],
  },
  {
    _id: 'b',
    opponentName: 'aaron',
    notes: 'their WOLFE-style Trick Room',
    format: 'Reg H',
    date: '2024-01-05',
    createdAt: '2024-01-05T12:00:00.000Z',
    playerTeam: 'landorus, flutter mane, amoonguss, rillaboom, urshifu, incineroar',
  },
  {
    _id: 'c',
    opponentName: '',
    notes: '',
    format: 'Reg G',
    date: '2024-02-01',
    createdAt: '2024-01-01T00:00:00.000Z',
    teamId: 'team-1',
    playerTeam: ['Miraidon', 'Iron Hands'],
  },
  { _id: 'd', opponentName: 'Éric', notes: null, format: null, date: null, createdAt: 'garbage', playerTeam: [] },
  {
    _id: 'e',
    opponentName: 'Aaron',
    notes: '100% sure',
    format: 'Reg G',
    date: '2023-12-31',
    createdAt: '2024-01-10T00:00:00.000Z',
  },
  {
    _id: 'f',
    opponentName: 'zoe',
    format: 'Bo3 reg_g',
    date: '2024-01-20',
    createdAt: '2024-01-20T00:00:00.000Z',
    playerTeam: ['Miraidon', 'Iron Hands'],
  },
];
const ids = (list: SearchableVgcMatch[]) => list.map((m) => m._id).join('');

describe('filterVgcMatches (opponent name, notes or format, any letter case, literal)', () => {
  it.each([
    ['wolfe', 'ab'],
    ['  WOLFE ', 'ab'],
    ['', 'abcdef'],
    ['   ', 'abcdef'],
    ['reg g', 'ace'],
    ['REG', 'abcef'],
    ['aaron', 'be'],
    ['100%', 'e'],
    ['%', 'e'],
    ['_', 'f'],
    ['éric', 'd'],
    ['eric', ''], // no accent folding, as ILIKE
    ['incineroar', ''], // teams are not searched here
  ])('%j → %s', (search, expected) => {
    expect(ids(filterVgcMatches(matches, search))).toBe(expected);
  });

  it('does not reorder or change its input', () => {
    const copy = [...matches];
    filterVgcMatches(matches, 'a');
    expect(matches).toEqual(copy);
  });
});

describe('sortVgcMatches', () => {
  it('newest: by day, then createdAt, then id; undated last', () => {
    expect(ids(sortVgcMatches(matches, 'newest'))).toBe('cfbaed');
  });

  it('oldest: the reverse, undated still last', () => {
    expect(ids(sortVgcMatches(matches, 'oldest'))).toBe('eabfcd');
  });

  it('a-z by opponent name ignoring case and accents, equal names newest first, no name last', () => {
    // aaron (b, 2024-01-05) and Aaron (e, 2023-12-31) are equal: newest first.
    expect(ids(sortVgcMatches(matches, 'a-z'))).toBe('bedafc');
  });

  it('z-a reverses the names but keeps equal names newest first and no name last', () => {
    expect(ids(sortVgcMatches(matches, 'z-a'))).toBe('fadbec');
  });

  it('returns a new array', () => {
    const copy = [...matches];
    const sorted = sortVgcMatches(matches, 'a-z');
    expect(sorted).not.toBe(matches);
    expect(matches).toEqual(copy);
  });
});

describe('team filter and membership', () => {
  const team = {
    _id: 'team-9',
    pokemon: [
      { species: 'Rillaboom' },
      { species: 'Incineroar' },
      { species: 'Urshifu-*' },
      { species: 'Amoonguss' },
      { species: 'Flutter Mane' },
      { species: 'Landorus-Therian' },
    ],
  };

  it('matchesWithTeamKey compares the sorted base names; a blank key keeps all', () => {
    const key = teamFilterKey(team.pokemon.map((p) => p.species));
    expect(ids(matchesWithTeamKey(matches, key))).toBe('ab');
    expect(ids(matchesWithTeamKey(matches, ` ${key} `))).toBe('ab');
    expect(ids(matchesWithTeamKey(matches, teamFilterKey(['Iron Hands', 'Miraidon'])))).toBe('cf');
    expect(ids(matchesWithTeamKey(matches, ''))).toBe('abcdef');
    expect(ids(matchesWithTeamKey(matches, 'nothing'))).toBe('');
  });

  it("vgcMatchesOfTeam: the team's key, or logged with its id", () => {
    expect(ids(vgcMatchesOfTeam(matches, team))).toBe('ab');
    expect(ids(vgcMatchesOfTeam(matches, { _id: 'team-1', pokemon: [{ species: 'Koraidon' }] }))).toBe('c');
    expect(
      ids(vgcMatchesOfTeam(matches, { _id: 'team-1', pokemon: [{ species: 'Iron Hands' }, { species: 'Miraidon' }] })),
    ).toBe('cf');
    // No Pokémon, no key: only the matches logged with the id (never every match without a team).
    expect(ids(vgcMatchesOfTeam(matches, { _id: 'team-1', pokemon: [] }))).toBe('c');
    expect(ids(vgcMatchesOfTeam(matches, { _id: 'team-2', pokemon: null }))).toBe('');
  });

  it('vgcMatchesOfTeam may be given the keys', () => {
    const keyOf = (m: SearchableVgcMatch) => (m._id === 'd' ? teamFilterKey(team.pokemon.map((p) => p.species)) : '');
    expect(ids(vgcMatchesOfTeam(matches, team, keyOf))).toBe('d');
  });

  it('teamSpeciesOf drops blanks and trims', () => {
    expect(teamSpeciesOf({ pokemon: [{ species: ' Incineroar ' }, { species: '' }, { species: null }] })).toEqual([
      'Incineroar',
    ]);
  });
});
