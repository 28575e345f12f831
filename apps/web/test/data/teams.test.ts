import { teamInputSchema, type TeamInput } from '@trainerlog/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import { LocalStorageWriteError } from '../../src/data/guest/localRepository.ts';
import { createLocalValueStore } from '../../src/data/guest/localValueStore.ts';
import {
  createLocalTeamRepository,
  createMemberTeamRepository,
  GUEST_REMOTE_TEAM_MESSAGE,
  setGuestActiveTeam,
  type TeamRepository,
} from '../../src/data/entities/teams.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

const input = (name: string, species: string[] = []): TeamInput =>
  teamInputSchema.parse({ name, format: 'VGC 2025 Reg G', pokemon: species.map((s) => ({ species: s })) });

function clock(start: string) {
  let current = new Date(start);
  const now = () => current;
  now.set = (iso: string) => {
    current = new Date(iso);
  };
  return now;
}

describe('local teams repository', () => {
  it('stores teams under the teams key with local_ ids, Pokémon ids, isLocal, createdAt and updatedAt', async () => {
    const teams = createLocalTeamRepository({ now: clock('2025-03-01T10:00:00Z') });
    const created = await teams.create(input('Rain', ['Pelipper', 'Archaludon']));

    expect(created._id).toMatch(/^local_\d+_[a-z0-9]{9}$/);
    expect(created).toMatchObject({
      name: 'Rain',
      format: 'VGC 2025 Reg G',
      isLocal: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(created.pokemon.map((p) => p.species)).toEqual(['Pelipper', 'Archaludon']);
    expect(created.pokemon.every((p) => p.id.startsWith('local_'))).toBe(true);
    expect(new Set(created.pokemon.map((p) => p.id)).size).toBe(2);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.teams)!) as unknown[];
    expect(stored).toHaveLength(1);
    expect(await teams.get(created._id)).toEqual(created);
  });

  it('lists the most recently updated first and keeps Pokémon ids across an update', async () => {
    const now = clock('2025-01-01T00:00:00Z');
    const teams = createLocalTeamRepository({ now });
    const older = await teams.create(input('Older', ['Incineroar']));
    now.set('2025-01-02T00:00:00Z');
    await teams.create(input('Newer'));
    now.set('2025-01-03T00:00:00Z');
    const keptId = older.pokemon[0]!.id;
    const updated = await teams.update(older._id, {
      pokemon: [{ ...older.pokemon[0]! }, ...input('', ['Amoonguss']).pokemon],
    });

    expect(updated.updatedAt).toBe('2025-01-03T00:00:00.000Z');
    expect(updated.createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(updated.pokemon[0]!.id).toBe(keptId);
    expect(updated.pokemon[1]!.id).toMatch(/^local_/);
    expect((await teams.list()).map((t) => t.name)).toEqual(['Older', 'Newer']);
  });

  it("says 'Team not found' for a missing local team and refuses a guest's server team", async () => {
    const teams = createLocalTeamRepository();
    await expect(teams.update('local_1_abcdefghi', { name: 'x' })).rejects.toThrow('Team not found');
    await expect(teams.remove('local_1_abcdefghi')).rejects.toThrow('Team not found');
    await expect(teams.get('3f1d3c1e-0000-4000-8000-000000000000')).rejects.toThrow(GUEST_REMOTE_TEAM_MESSAGE);
    expect(await teams.get('local_1_abcdefghi')).toBeNull();
  });

  it('reads what an older version stored, filling in missing fields, and an unreadable key as no teams', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.teams,
      JSON.stringify([{ _id: 'local_5_abcdefghi', name: 'Old', pokemon: [{ species: 'Rillaboom' }] }]),
    );
    const teams = createLocalTeamRepository();
    const [old] = await teams.list();
    expect(old).toMatchObject({ name: 'Old', format: '', isLocal: true });
    expect(old!.pokemon[0]).toMatchObject({ species: 'Rillaboom', level: 50, moves: [], evs: { hp: 0 }, ivs: { spe: 31 } });

    window.localStorage.setItem(STORAGE_KEYS.teams, '{not json');
    expect(await teams.list()).toEqual([]);
  });

  it('throws LocalStorageWriteError when the browser refuses the write', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const teams = createLocalTeamRepository({ storage: () => full });
    await expect(teams.create(input('Sun'))).rejects.toBeInstanceOf(LocalStorageWriteError);
  });
});

describe("members' teams", () => {
  function remoteFailingWith(error: unknown): TeamRepository {
    return {
      list: vi.fn(),
      get: vi.fn(),
      create: vi.fn(async () => Promise.reject(error)),
      update: vi.fn(),
      remove: vi.fn(),
    };
  }

  it('saves a new team in this browser when the server cannot be reached or fails (spec part 2 §4)', async () => {
    for (const failure of [
      new ApiError({ status: 0, kind: 'network' }),
      new ApiError({ status: 0, kind: 'timeout' }),
      new ApiError({ status: 503, kind: 'http', msg: 'Service unavailable' }),
    ]) {
      window.localStorage.clear();
      const members = createMemberTeamRepository(remoteFailingWith(failure), createLocalTeamRepository());
      const team = await members.create(input('Fallback', ['Kingambit']));
      expect(team.isLocal).toBe(true);
      expect(team._id).toMatch(/^local_/);
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.teams)!)).toHaveLength(1);
    }
  });

  it('shows the server refusing a team instead of saving it locally', async () => {
    const refusal = new ApiError({ status: 400, kind: 'http', msg: 'Team name must be at most 100 characters' });
    const members = createMemberTeamRepository(remoteFailingWith(refusal), createLocalTeamRepository());
    await expect(members.create(input('Bad'))).rejects.toBe(refusal);
    expect(window.localStorage.getItem(STORAGE_KEYS.teams)).toBeNull();
  });

  it('edits and deletes local_ teams in the browser and server teams through the API', async () => {
    const local = createLocalTeamRepository();
    const remote: TeamRepository = {
      list: vi.fn(),
      get: vi.fn(),
      create: vi.fn(),
      update: vi.fn(async () => ({}) as never),
      remove: vi.fn(async () => {}),
    };
    const members = createMemberTeamRepository(remote, local);
    const kept = await local.create(input('Kept here'));
    await members.update(kept._id, { name: 'Renamed' });
    expect((await local.get(kept._id))!.name).toBe('Renamed');
    await members.remove(kept._id);
    expect(await local.list()).toEqual([]);
    await members.update('srv-1', { name: 'x' });
    await members.remove('srv-1');
    expect(remote.update).toHaveBeenCalledWith('srv-1', { name: 'x' });
    expect(remote.remove).toHaveBeenCalledWith('srv-1');
  });
});

describe('guest active team', () => {
  it('stores only a local team that exists', async () => {
    const teams = createLocalTeamRepository();
    const store = createLocalValueStore<string>(STORAGE_KEYS.activeTeam);
    const team = await teams.create(input('Active'));
    await setGuestActiveTeam(team._id, teams, store);
    expect(store.get()).toBe(team._id);
    await expect(setGuestActiveTeam('local_9_zzzzzzzzz', teams, store)).rejects.toThrow('Team not found');
    await expect(setGuestActiveTeam('server-id', teams, store)).rejects.toThrow('Team not found');
    await setGuestActiveTeam(null, teams, store);
    expect(store.get()).toBeNull();
  });
});
