import { normalizeStoredTcgMatch } from '../../src/data/entities/tcgMatches.ts';
import { describe, expect, it } from 'vitest';
import { filterLocalMatches, pageOfLocalMatches } from '../../src/data/entities/tcgMatchDashboard.ts';
import { offeredModes, resolveChoice } from '../../src/features/matches/dashboard/dashboardChoices.ts';
import { inputWithNotes } from '../../src/features/matches/dashboard/TcgMatchDialogs.tsx';

const season = {
  _id: 's1',
  name: 'Spring',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  isCurrent: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Matches numbered 1..n, one a day from 2025-02-20, alternating decks and opponents. */
function matches(n: number) {
  return Array.from({ length: n }, (_, i) =>
    normalizeStoredTcgMatch({
      _id: `local_${String(i + 1).padStart(3, '0')}`,
      createdAt: `2025-02-20T10:00:00.000Z`,
      date: new Date(Date.UTC(2025, 1, 20 + i)).toISOString().slice(0, 10),
      deckName: i % 2 ? 'Gardevoir ex' : 'Charizard ex',
      opponentDeck: i % 3 ? 'Lugia VSTAR' : 'Lost Box',
      notes: i === 4 ? 'Opponent PRIZED their Radiant' : '',
      format: 'Bo1',
      games: [{ result: i % 2 ? 'win' : 'loss' } as never],
    }),
  );
}

describe('guest dashboard list', () => {
  const all = matches(40);

  it('pages by 15 with the API page shape', () => {
    const params = { page: 3, pageSize: 15, search: '', sort: 'newest' as const, season: null };
    const page = pageOfLocalMatches(all, params);
    expect(page).toMatchObject({ page: 3, pageSize: 15, totalCount: 40, totalPages: 3 });
    expect(page.matches.map((m) => m._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `local_${String(10 - i).padStart(3, '0')}`),
    );
  });

  it('searches opponent deck and notes ignoring case, and keeps the season only when asked', () => {
    expect(filterLocalMatches(all, { search: 'prized', sort: 'newest', season: null }).map((m) => m._id)).toEqual([
      'local_005',
    ]);
    expect(filterLocalMatches(all, { search: 'LOST box', sort: 'oldest', season: null })).toHaveLength(14);
    const march = filterLocalMatches(all, { search: '', sort: 'oldest', season });
    expect(march.map((m) => m.date)[0]).toBe('2025-03-01');
    expect(march).toHaveLength(31);
  });

  it('sorts by deck name both ways', () => {
    const az = filterLocalMatches(all, { search: '', sort: 'a-z', season: null });
    expect(az[0]!.deckName).toBe('Charizard ex');
    expect(filterLocalMatches(all, { search: '', sort: 'z-a', season: null })[0]!.deckName).toBe('Gardevoir ex');
  });

  it('has one empty page when nothing is stored', () => {
    expect(pageOfLocalMatches([], { page: 1, pageSize: 15, search: '', sort: 'newest', season: null })).toEqual({
      matches: [],
      page: 1,
      pageSize: 15,
      totalCount: 0,
      totalPages: 1,
    });
  });
});

describe('dashboard choices', () => {
  it('offers the enabled modes this build can show, never none', () => {
    expect(offeredModes(['tcg', 'vgc'], ['tcg', 'vgc'])).toEqual(['tcg', 'vgc']);
    expect(offeredModes(['vgc'], ['tcg', 'vgc'])).toEqual(['vgc']);
    expect(offeredModes(['tcg', 'vgc'], ['tcg'])).toEqual(['tcg']);
    expect(offeredModes(['vgc'], ['tcg'])).toEqual(['tcg']);
  });

  it('keeps a remembered choice only while it is offered', () => {
    expect(resolveChoice('vgc', ['tcg', 'vgc'])).toBe('vgc');
    expect(resolveChoice('vgc', ['tcg'])).toBe('tcg');
    expect(resolveChoice(null, ['matches', 'groups'])).toBe('matches');
  });
});

describe('notes save the whole match', () => {
  const [match] = matches(1);
  const bo3 = {
    ...match!,
    format: 'Bo3' as const,
    games: [0, 1, 2].map((i) => ({ ...match!.games[0]!, notes: `g${i}` })),
  };

  it('replaces only the chosen notes', () => {
    const input = inputWithNotes(bo3, { kind: 'game', index: 1 }, 'new **notes**');
    expect(input.games.map((g) => g.notes)).toEqual(['g0', 'new **notes**', 'g2']);
    expect(input.notes).toBe(bo3.notes);
    expect(inputWithNotes(bo3, { kind: 'match' }, 'match notes').notes).toBe('match notes');
    expect(input).toMatchObject({ deckName: bo3.deckName, opponentDeck: bo3.opponentDeck, date: bo3.date });
  });

  it('keeps the PTCGL import marker and log, which only the full edit form strips', () => {
    const imported = { ...bo3, importSource: 'ptcgl' as const, ptcglLogText: 'Turn 1' };
    expect(inputWithNotes(imported, { kind: 'match' }, 'x')).toMatchObject({
      importSource: 'ptcgl',
      ptcglLogText: 'Turn 1',
    });
  });
});
