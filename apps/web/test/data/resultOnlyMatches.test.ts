// Result-only matches (issue 15) in the guest store: read with a default for older items, carried through create,
// update and the notes save, and honoured by the dashboard summary and the CSV export computed in the browser.
import { tcgMatchInputSchema, vgcMatchInputSchema } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { exportCsv, fetchLocalSummary } from '../../src/data/entities/tcgMatchDashboard.ts';
import {
  createLocalTcgMatchRepository,
  localTcgMatches,
  matchInputOf,
  normalizeStoredTcgMatch,
} from '../../src/data/entities/tcgMatches.ts';
import {
  createLocalVgcMatchRepository,
  normalizeStoredVgcMatch,
  vgcMatchInputOf,
} from '../../src/data/entities/vgcMatches.ts';
import { inputWithNotes } from '../../src/features/matches/dashboard/TcgMatchDialogs.tsx';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

const tcgInput = (extra: Record<string, unknown> = {}) =>
  tcgMatchInputSchema.parse({
    deckName: 'Gardevoir ex',
    opponentDeck: 'Charizard ex',
    format: 'Bo3',
    date: '2025-03-01',
    recordedResult: 'win',
    importSource: 'limitless',
    ...extra,
  });

const vgcInput = (extra: Record<string, unknown> = {}) =>
  vgcMatchInputSchema.parse({ playerTeam: ['Incineroar'], bestOf: 3, date: '2025-03-01', recordedResult: 'tie', ...extra });

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key)!) as Record<string, unknown>[];

describe('local TCG matches with a recorded result', () => {
  it('reads an older item without recordedResult as a match with games (null)', () => {
    const match = normalizeStoredTcgMatch({ _id: 'local_1', games: [{ result: 'win' } as never] });
    expect(match).toMatchObject({ recordedResult: null, result: 'win', score: '1-0' });
  });

  it('reads a result-only item by its recorded result, without games', () => {
    const match = normalizeStoredTcgMatch({ _id: 'local_1', format: 'Bo3', recordedResult: 'tie', games: [] });
    expect(match).toMatchObject({ recordedResult: 'tie', result: 'tie', score: 'Result only', games: [] });
    const odd = normalizeStoredTcgMatch({ _id: 'local_2', recordedResult: 'draw' as never, games: [] });
    expect(odd.recordedResult).toBeNull();
  });

  it('stores it on create, keeps it on a save that sends it (a notes save), and drops it on one that does not', async () => {
    const matches = createLocalTcgMatchRepository();
    const created = await matches.create(tcgInput());
    expect(created).toMatchObject({ recordedResult: 'win', importSource: 'limitless', result: 'win', games: [] });
    expect(stored(STORAGE_KEYS.tcgMatches)[0]).toMatchObject({ recordedResult: 'win' });

    expect(matchInputOf(created).recordedResult).toBe('win');
    const noted = await matches.update(created._id, inputWithNotes(created, { kind: 'match' }, 'nice'));
    expect(noted).toMatchObject({ recordedResult: 'win', importSource: 'limitless', notes: 'nice' });

    const { recordedResult: _dropped, ...withoutIt } = tcgInput({ importSource: null });
    const played = await matches.update(created._id, { ...withoutIt, games: [{ result: 'win' }, { result: 'win' }] } as never);
    expect(played).toMatchObject({ recordedResult: null, result: 'win', score: '2-0' });
  });

  it('counts in the guest summary and exports its result without a made-up score', async () => {
    await localTcgMatches.create(tcgInput({ date: '2025-03-01' }));
    await localTcgMatches.create(tcgInput({ date: '2025-03-02', recordedResult: 'tie' }));
    const summary = await fetchLocalSummary(null, null);
    expect(summary.allTime).toMatchObject({ wins: 1, losses: 0, ties: 1, matches: 2 });

    const csv = await exportCsv(false, { search: '', sort: 'oldest', season: null });
    const [, first, second] = csv.split('\r\n');
    expect(first!.split(',').slice(6, 8)).toEqual(['Win', 'N/A']);
    expect(second!.split(',').slice(6, 8)).toEqual(['Tie', 'N/A']);
  });
});

describe('local VGC matches with a recorded result', () => {
  it('reads older items with null, and a result-only item by its result', () => {
    expect(normalizeStoredVgcMatch({ _id: 'local_1', games: [{ result: 'loss' }] })).toMatchObject({
      recordedResult: null,
      result: 'loss',
    });
    expect(
      normalizeStoredVgcMatch({ _id: 'local_2', bestOf: 3, recordedResult: 'win', games: [], result: 'loss' }),
    ).toMatchObject({ recordedResult: 'win', result: 'win', matchScore: 'Result only', games: [] });
  });

  it('carries it through create, the input of a save, and an update that enters the games', async () => {
    const matches = createLocalVgcMatchRepository();
    const created = await matches.create(vgcInput());
    expect(created).toMatchObject({ recordedResult: 'tie', result: 'tie', matchScore: 'Result only' });
    expect(vgcMatchInputOf(created)).toMatchObject({ recordedResult: 'tie', games: [] });
    const kept = await matches.update(created._id, { ...vgcMatchInputOf(created), notes: 'top 8' });
    expect(kept).toMatchObject({ recordedResult: 'tie', notes: 'top 8' });
    const played = await matches.update(created._id, vgcInput({ recordedResult: null, games: [{ result: 'win' }, { result: 'win' }] }));
    expect(played).toMatchObject({ recordedResult: null, result: 'win', matchScore: '2-0' });
  });
});
