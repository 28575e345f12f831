import {
  DEFAULT_EVS,
  DEFAULT_IVS,
  TEAM_DEFAULT_LEVEL,
  type PublicUser,
  type Team,
  type TeamInput,
  type TeamPokemon,
  type TeamPokemonInput,
  apiEndpoints,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { ENTITIES } from './entities.ts';
import { createLocalRepository } from '../guest/localRepository.ts';
import { createLocalValueStore, type LocalValueStore } from '../guest/localValueStore.ts';
import { createRemoteRepository } from '../member/remoteRepository.ts';
import { createLocalId, isLocalId, type Repository } from './repository.ts';

export type TeamRepository = Repository<Team, TeamInput>;

/** Spec part 2 §8: a guest cannot open a server team. */
export const GUEST_REMOTE_TEAM_MESSAGE = 'Authentication required to fetch individual team';

/** The guest's active team id (members keep theirs in `user.activeTeam`). */
export const localActiveTeam = createLocalValueStore<string>(STORAGE_KEYS.activeTeam);

/** A stored Pokémon as the screens expect it, whatever an older version of the app (or a hand edit) wrote. */
function normalizeStoredPokemon(raw: Partial<TeamPokemon>, random: () => number): TeamPokemon {
  return {
    id: raw.id || createLocalId(Date.now(), random),
    species: raw.species ?? '',
    nickname: raw.nickname ?? '',
    item: raw.item ?? '',
    ability: raw.ability ?? '',
    teraType: raw.teraType ?? '',
    nature: raw.nature ?? '',
    gender: raw.gender ?? null,
    shiny: raw.shiny ?? false,
    level: raw.level ?? TEAM_DEFAULT_LEVEL,
    moves: Array.isArray(raw.moves) ? raw.moves : [],
    evs: { ...DEFAULT_EVS, ...raw.evs },
    ivs: { ...DEFAULT_IVS, ...raw.ivs },
    // Pokémon Champions' stat points (issue 29), only on a Pokémon that has them.
    ...(raw.statPoints ? { statPoints: { ...DEFAULT_EVS, ...raw.statPoints } } : {}),
  };
}

function normalizeStoredTeam(raw: Partial<Team> & { _id: string }, random: () => number): Team {
  const createdAt = raw.createdAt ?? new Date(0).toISOString();
  return {
    _id: raw._id,
    name: raw.name ?? '',
    format: raw.format ?? '',
    pokemon: (Array.isArray(raw.pokemon) ? raw.pokemon : []).map((p) => normalizeStoredPokemon(p, random)),
    isLocal: true,
    createdAt,
    updatedAt: raw.updatedAt ?? createdAt,
  };
}

/** Every Pokémon keeps its id (so one can be replaced or removed); new ones get a local id. */
function withPokemonIds(pokemon: readonly TeamPokemonInput[], random: () => number): TeamPokemon[] {
  return pokemon.map((p) => ({ ...p, id: p.id ?? createLocalId(Date.now(), random) }));
}

type StoredTeamFields = Omit<Team, '_id' | 'isLocal'>;

export interface LocalTeamRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  random?: () => number;
}

/**
 * Guests' teams under the teams storage key (spec part 2 §3 "Local items"), newest updated first. Reads never
 * throw; writes throw LocalStorageWriteError; updating or deleting a missing team throws 'Team not found'.
 */
export function createLocalTeamRepository(options: LocalTeamRepositoryOptions = {}): TeamRepository & {
  readonly storageKey: string;
} {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const store = createLocalRepository<Team, StoredTeamFields>({
    storageKey: ENTITIES.teams.storageKey,
    notFoundMessage: ENTITIES.teams.notFoundMessage,
    storage: options.storage,
    now,
    random,
  });
  const { notFoundMessage } = ENTITIES.teams;
  return {
    storageKey: store.storageKey,
    async list() {
      const teams = (await store.list()).map((team) => normalizeStoredTeam(team, random));
      return teams.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    async get(id) {
      if (!isLocalId(id)) throw new Error(GUEST_REMOTE_TEAM_MESSAGE);
      const team = await store.get(id);
      return team ? normalizeStoredTeam(team, random) : null;
    },
    async create(input) {
      const at = now().toISOString();
      const created = await store.create({
        name: input.name,
        format: input.format,
        pokemon: withPokemonIds(input.pokemon, random),
        createdAt: at,
        updatedAt: at,
      });
      return normalizeStoredTeam(created, random);
    },
    async update(id, changes) {
      const fields: Partial<StoredTeamFields> = { updatedAt: now().toISOString() };
      if (changes.name !== undefined) fields.name = changes.name;
      if (changes.format !== undefined) fields.format = changes.format;
      if (changes.pokemon) fields.pokemon = withPokemonIds(changes.pokemon, random);
      return normalizeStoredTeam(await store.update(id, fields), random);
    },
    async remove(id) {
      if (!(await store.get(id))) throw new Error(notFoundMessage);
      await store.remove(id);
    },
  };
}

/**
 * A failure where the server never took the team (no answer, a timeout, a 5xx): the team can be kept in the
 * browser instead. A 4xx is the server's judgement of the team and is shown, not worked around.
 */
export function isServerUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'http' || error.status >= 500);
}

export const localTeams = createLocalTeamRepository();
export const remoteTeams = createRemoteRepository<Team, TeamInput>(apiEndpoints.teams, api.teams, () => api.teams.list());

/**
 * Members keep teams on the server; a local_ team not yet synced is still edited and deleted in the browser. Spec
 * part 2 §4: "Adding a team falls back to local save if the API fails" — the returned team then has `isLocal`, which
 * the screens use to tell the member it is only in this browser.
 */
export function createMemberTeamRepository(
  remote: TeamRepository = remoteTeams,
  local: TeamRepository = localTeams,
): TeamRepository {
  return {
    list: () => remote.list(),
    get: (id) => (isLocalId(id) ? local.get(id) : remote.get(id)),
    async create(input) {
      try {
        return await remote.create(input);
      } catch (error) {
        if (!isServerUnavailable(error)) throw error;
        return local.create(input);
      }
    },
    update: (id, changes) => (isLocalId(id) ? local.update(id, changes) : remote.update(id, changes)),
    remove: (id) => (isLocalId(id) ? local.remove(id) : remote.remove(id)),
  };
}

export const memberTeams = createMemberTeamRepository();

const ACTIVE_TEAM_NOT_SAVED = 'Could not save the active team in this browser';

/** The guest's active team: stored only when it names a local team that exists. */
export async function setGuestActiveTeam(
  teamId: string | null,
  teams: Pick<TeamRepository, 'get'> = localTeams,
  store: LocalValueStore<string> = localActiveTeam,
): Promise<void> {
  if (teamId === null) {
    if (!store.clear()) throw new Error(ACTIVE_TEAM_NOT_SAVED);
    return;
  }
  const team = isLocalId(teamId) ? await teams.get(teamId) : null;
  if (!team) throw new Error(ENTITIES.teams.notFoundMessage);
  if (!store.set(teamId)) throw new Error(ACTIVE_TEAM_NOT_SAVED);
}

/** PUT /api/auth/active-team answers the updated user (404 'Team not found' for a team that is not the caller's). */
export function setMemberActiveTeam(teamId: string | null): Promise<PublicUser> {
  return api.auth.setActiveTeam({ teamId });
}
