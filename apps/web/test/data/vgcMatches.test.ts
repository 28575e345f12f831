import { vgcMatchInputSchema, type VgcMatch, type VgcMatchInput, type VgcMatchInputBody } from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageWriteError } from '../../src/data/guest/localRepository.ts';
import type { Repository } from '../../src/data/entities/repository.ts';
import {
  createLocalVgcMatchRepository,
  createMemberVgcMatchRepository,
  normalizeStoredVgcMatch,
  remoteVgcMatches,
  vgcFormatSuggestions,
  vgcMatchInputOf,
  VGC_MATCH_ERRORS,
} from '../../src/data/entities/vgcMatches.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';
import { jsonResponse, stubApi } from '../renderApp.tsx';

const TEAM = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Amoonguss', 'Tornadus'];

const input = (results: ('win' | 'loss')[], extra: Partial<VgcMatchInputBody> = {}): VgcMatchInput =>
  vgcMatchInputSchema.parse({
    playerTeam: TEAM,
    opponentTeam: ['Calyrex-Shadow', 'Farigiraf'],
    opponentName: 'Cynthia',
    format: 'Regulation G',
    bestOf: results.length > 1 ? 3 : 1,
    date: '2024-01-05',
    games: results.map((result) => ({
      result,
      leadPokemon: ['Incineroar', 'Rillaboom'],
      broughtPokemon: ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus'],
    })),
    ...extra,
  });

function clock(start: string) {
  let current = new Date(start);
  const now = () => current;
  now.set = (iso: string) => {
    current = new Date(iso);
  };
  return now;
}

const storedRaw = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches) ?? '[]') as Record<string, unknown>[];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VGC match errors', () => {
  it('are the spec texts', () => {
    expect(VGC_MATCH_ERRORS).toEqual({
      add: 'Error adding VGC match',
      update: 'Error updating VGC match',
      remove: 'Error deleting VGC match',
      fetch: 'Error fetching VGC matches',
    });
  });
});

describe('local VGC matches repository', () => {
  it('stores matches under the VGC key with local_ ids and derives result and score without storing them', async () => {
    const matches = createLocalVgcMatchRepository({ now: clock('2024-01-05T10:00:00Z') });
    const created = await matches.create(input(['win', 'loss', 'win']));

    expect(created._id).toMatch(/^local_\d+_[a-z0-9]{9}$/);
    expect(created).toMatchObject({
      isLocal: true,
      gameType: 'VGC',
      createdAt: '2024-01-05T10:00:00.000Z',
      updatedAt: '2024-01-05T10:00:00.000Z',
      group: null,
      teamId: null,
      playerTeam: TEAM,
      bestOf: 3,
      result: 'win',
      matchScore: '2-1',
    });
    const [raw] = storedRaw();
    expect(raw?._id).toBe(created._id);
    expect(raw).not.toHaveProperty('result');
    expect(raw).not.toHaveProperty('matchScore');
    expect(await matches.get(created._id)).toEqual(created);
  });

  it('lists newest first by date, then by creation', async () => {
    const now = clock('2024-01-05T10:00:00Z');
    const matches = createLocalVgcMatchRepository({ now });
    const older = await matches.create(input(['win'], { date: '2024-01-01' }));
    now.set('2024-01-05T11:00:00Z');
    const first = await matches.create(input(['loss'], { date: '2024-01-03' }));
    now.set('2024-01-05T12:00:00Z');
    const second = await matches.create(input(['loss'], { date: '2024-01-03' }));
    expect((await matches.list()).map((m) => m._id)).toEqual([second._id, first._id, older._id]);
  });

  it('updates as a full replacement, keeps createdAt, and drops a score older data stored', async () => {
    const now = clock('2024-01-05T10:00:00Z');
    const matches = createLocalVgcMatchRepository({ now });
    const created = await matches.create(input(['loss']));
    const raw = storedRaw();
    raw[0]!.matchScore = '0-1';
    raw[0]!.result = 'loss';
    window.localStorage.setItem(STORAGE_KEYS.vgcMatches, JSON.stringify(raw));

    now.set('2024-01-06T09:00:00Z');
    const updated = await matches.update(created._id, input(['win'], { notes: 'Tailwind won it' }));
    expect(updated).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      updatedAt: '2024-01-06T09:00:00.000Z',
      result: 'win',
      matchScore: '1-0',
      notes: 'Tailwind won it',
    });
    expect(storedRaw()[0]).not.toHaveProperty('matchScore');
  });

  it("says 'Match not found' when updating or deleting a missing match", async () => {
    const matches = createLocalVgcMatchRepository();
    await expect(matches.update('local_1_abcdefghi', input(['win']))).rejects.toThrow('Match not found');
    await expect(matches.remove('local_1_abcdefghi')).rejects.toThrow('Match not found');
  });

  it('deletes a match and removes the key when none is left', async () => {
    const matches = createLocalVgcMatchRepository();
    const created = await matches.create(input(['win']));
    await matches.remove(created._id);
    expect(await matches.list()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)).toBeNull();
  });

  it('reads corrupt storage as an empty list and reports write failures', async () => {
    window.localStorage.setItem(STORAGE_KEYS.vgcMatches, '{not json');
    expect(await createLocalVgcMatchRepository().list()).toEqual([]);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const matches = createLocalVgcMatchRepository({ storage: () => broken });
    await expect(matches.create(input(['win']))).rejects.toBeInstanceOf(LocalStorageWriteError);
  });
});

describe('normalizeStoredVgcMatch', () => {
  it('reads comma-separated teams and picks, an older opponentDeck, and a date from createdAt', () => {
    const match = normalizeStoredVgcMatch({
      _id: 'local_1_old',
      playerTeam: 'Incineroar, Rillaboom ,Amoonguss,,',
      opponentTeam: ['Calyrex-Shadow', ' ', 'Farigiraf'],
      opponentDeck: 'Old Opponent',
      createdAt: '2023-11-02T18:00:00.000Z',
      games: [
        {
          result: 'WIN',
          wentFirst: 'yes',
          leadPokemon: 'Incineroar,Rillaboom',
          broughtPokemon: 'Incineroar, Rillaboom, Amoonguss',
          firstKnockout: 'Opponent',
        },
        { result: 'loss' },
      ],
    });
    expect(match).toMatchObject({
      isLocal: true,
      gameType: 'VGC',
      playerTeam: ['Incineroar', 'Rillaboom', 'Amoonguss'],
      opponentTeam: ['Calyrex-Shadow', 'Farigiraf'],
      opponentName: 'Old Opponent',
      date: '2023-11-02',
      updatedAt: '2023-11-02T18:00:00.000Z',
      format: '',
      bestOf: 3,
      teamId: null,
      group: null,
      result: 'tie',
      matchScore: '1-1',
    });
    expect(match.games[0]).toEqual({
      result: 'win',
      wentFirst: null,
      leadPokemon: ['Incineroar', 'Rillaboom'],
      opponentLeadPokemon: [],
      broughtPokemon: ['Incineroar', 'Rillaboom', 'Amoonguss'],
      opponentBroughtPokemon: [],
      firstKnockout: 'opponent',
      teraPokemon: null,
      opponentTeraPokemon: null,
      megaPokemon: null,
      opponentMegaPokemon: null,
      movesUsed: null,
      replayLink: '',
      notes: '',
    });
  });

  it('keeps a stored score and a stored result of a match without games, and a best-of from a Bo3 format', () => {
    expect(
      normalizeStoredVgcMatch({ _id: 'local_2_x', matchScore: '2-0', result: 'win', format: 'Bo3', games: [] }),
    ).toMatchObject({ matchScore: '2-0', result: 'win', bestOf: 3 });
    expect(normalizeStoredVgcMatch({ _id: 'local_3_x', games: 'nonsense' })).toMatchObject({
      games: [],
      result: 'tie',
      matchScore: '0-0',
      bestOf: 1,
      date: '',
    });
  });

  it('keeps a result that is neither win nor loss as stored, uncounted', () => {
    const match = normalizeStoredVgcMatch({ _id: 'local_4_x', games: [{ result: 'draw' }, { result: 'win' }] });
    expect(match.games.map((g) => g.result)).toEqual(['draw', 'win']);
    expect(match).toMatchObject({ result: 'win', matchScore: '1-0' });
  });
});

describe('vgcMatchInputOf', () => {
  it('gives back the input fields of a stored match, as a body the schema accepts', async () => {
    const created = await createLocalVgcMatchRepository().create(input(['win', 'win'], { replayLink: 'https://x.y/z' }));
    const body = vgcMatchInputOf(created);
    expect(body).toEqual(input(['win', 'win'], { replayLink: 'https://x.y/z' }));
    expect(vgcMatchInputSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('matchScore');
  });
});

describe('remote and member VGC matches', () => {
  const PAGE = { matches: [], page: 2, pageSize: 15, totalCount: 0, totalPages: 1 };

  it('pages with the query, team key included, leaving out empty values', async () => {
    const fetchMock = stubApi(() => jsonResponse(PAGE));
    await remoteVgcMatches.page({ page: 2, search: '', sort: 'a-z', teamKey: 'amoonguss,incineroar' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/vgcmatches?page=2&sort=a-z&teamKey=amoonguss%2Cincineroar');
  });

  function fakeRepository(matches: VgcMatch[], fails = false): Repository<VgcMatch, VgcMatchInput> {
    return {
      list: vi.fn(async () => {
        if (fails) throw new Error('offline');
        return matches;
      }),
      get: vi.fn(async (id: string) => matches.find((m) => m._id === id) ?? null),
      create: vi.fn(async () => matches[0]!),
      update: vi.fn(async () => matches[0]!),
      remove: vi.fn(async () => undefined),
    };
  }

  it('members: local_ matches stay local, the rest goes to the API, and the list falls back to local', async () => {
    const local = normalizeStoredVgcMatch({ _id: 'local_1_a', games: [{ result: 'win' }] });
    const server = { ...local, _id: '8a6e0804-2bd0-4672-b79f-d391bd55e5a1', isLocal: undefined };
    const remote = fakeRepository([server]);
    const browser = fakeRepository([local]);
    const member = createMemberVgcMatchRepository(remote, browser);

    expect((await member.list()).map((m) => m._id)).toEqual([server._id, local._id]);
    await member.update('local_1_a', input(['win']));
    expect(browser.update).toHaveBeenCalled();
    expect(remote.update).not.toHaveBeenCalled();
    await member.remove(server._id);
    expect(remote.remove).toHaveBeenCalledWith(server._id);
    await member.create(input(['win']));
    expect(remote.create).toHaveBeenCalled();
    expect(browser.create).not.toHaveBeenCalled();
    expect(await member.get('local_1_a')).toBe(local);

    const offline = createMemberVgcMatchRepository(fakeRepository([], true), browser);
    expect((await offline.list()).map((m) => m._id)).toEqual([local._id]);
  });
});

describe('vgcFormatSuggestions', () => {
  it("puts the team's format first, then recent formats, each once", () => {
    expect(
      vgcFormatSuggestions(
        [{ format: 'Regulation H' }, { format: ' regulation g ' }, { format: '' }, { format: 'Regulation H' }],
        'Regulation G',
      ),
    ).toEqual(['Regulation G', 'Regulation H']);
    expect(vgcFormatSuggestions([{ format: 'Reg F' }])).toEqual(['Reg F']);
  });
});
