/**
 * The caller's VGC teams (spec part 2 §3): list, read, create, replace, edit Pokémon, delete.
 *
 * Decisions:
 * - Exactly-once sync (issue 16), as decks/service.ts: a create with a `clientId` the caller already used answers
 *   that team (`created: false`, the route's 200) and creates nothing, also under concurrent retries (`on conflict
 *   (user_id, client_id) do nothing`, then read). A new team with a clientId adopts, in the same transaction, the
 *   caller's matches that named it before it arrived (vgc_matches.team_client_id); their species stay as logged.
 *   PUT never changes client_id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Team, TeamInput, TeamPokemon, TeamPokemonInput } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { teams, vgcMatches, type TeamRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { canonicalSpecies, type SpeciesLookup } from './species.ts';

export const TEAM_NOT_FOUND = 'Team not found';
export const TEAM_DELETED = 'Team deleted';
export const POKEMON_NOT_ON_TEAM = 'Pokemon not found';

export type TeamService = ReturnType<typeof createTeamService>;

/** A stored Pokémon copied field by field, so nothing else that may sit in the JSON reaches an answer. */
function toTeamPokemon(member: TeamPokemon): TeamPokemon {
  return {
    id: member.id,
    species: member.species,
    nickname: member.nickname,
    item: member.item,
    ability: member.ability,
    teraType: member.teraType,
    nature: member.nature,
    gender: member.gender,
    shiny: member.shiny,
    level: member.level,
    moves: [...member.moves],
    evs: { ...member.evs },
    ivs: { ...member.ivs },
    // Pokémon Champions' stat points (issue 29), only on a Pokémon that has them.
    ...(member.statPoints ? { statPoints: { ...member.statPoints } } : {}),
  };
}

/** The team as the API shows it (spec part 2 §3); `user` is the owner's id. */
export function toTeam(row: TeamRow): Team {
  return {
    _id: row.id,
    user: row.userId,
    name: row.name,
    format: row.format,
    pokemon: row.pokemon.map(toTeamPokemon),
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Gives every Pokémon its id: an input id naming a Pokémon already on the team is kept (so a client may edit one
 * in place and its id stays valid for DELETE), anything else — new Pokémon, a guest's `local_…` id, an id from
 * another team, a repeat — gets a fresh UUID.
 */
export function assignPokemonIds(input: readonly TeamPokemonInput[], current: readonly TeamPokemon[]): TeamPokemon[] {
  const free = new Set(current.map((member) => member.id));
  return input.map(({ id, ...member }) => {
    const kept = id !== undefined && free.delete(id);
    return { ...member, id: kept ? id : randomUUID() };
  });
}

/**
 * Newest update first, then newest created: `desc nulls last`, as teams_user_id_updated_at_idx is ordered, so the
 * list reads that index in order.
 */
export const teamListOrder = [sql`${teams.updatedAt} desc nulls last`, sql`${teams.createdAt} desc nulls last`];

/** Every query is scoped by the owner: another user's team is indistinguishable from one that does not exist. */
export function createTeamService(db: Db, species: SpeciesLookup) {
  const ownedBy = (userId: string, teamId: string) => and(eq(teams.id, teamId), eq(teams.userId, userId));

  /**
   * Reads the team's Pokémon (locking the row, so two saves of one team cannot hand out ids from the same list),
   * lets `change` build the new columns, and writes them with the database's clock as updated_at.
   */
  async function rewrite(
    userId: string,
    teamId: string,
    change: (current: TeamPokemon[]) => Partial<Pick<TeamRow, 'name' | 'format' | 'pokemon'>>,
  ): Promise<Team> {
    if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ pokemon: teams.pokemon })
        .from(teams)
        .where(ownedBy(userId, teamId))
        .for('update');
      if (!current) throw notFound(TEAM_NOT_FOUND);
      const columns = change(current.pokemon);
      const [row] = await tx
        .update(teams)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(ownedBy(userId, teamId))
        .returning();
      return toTeam(row!);
    });
  }

  /** Species checked against the Pokédex before any row is locked: a bad name changes nothing. */
  const checked = (pokemon: readonly TeamPokemonInput[]) => canonicalSpecies(species, pokemon);

  /** Inserts the team, or finds the one made with the same clientId (see header); links its waiting matches. */
  async function insertTeam(
    tx: Queryable,
    userId: string,
    input: TeamInput,
  ): Promise<{ team: Team; created: boolean }> {
    const pokemon = assignPokemonIds(await checked(input.pokemon), []);
    const clientId = input.clientId ?? null;
    const [row] = await tx
      .insert(teams)
      .values({ userId, clientId, name: input.name, format: input.format, pokemon })
      .onConflictDoNothing({ target: [teams.userId, teams.clientId], where: sql`${teams.clientId} is not null` })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(teams)
        .where(and(eq(teams.userId, userId), eq(teams.clientId, clientId!)))
        .limit(1);
      return { team: toTeam(existing!), created: false };
    }
    if (clientId) {
      await tx
        .update(vgcMatches)
        .set({ teamId: row.id, teamClientId: null })
        .where(and(eq(vgcMatches.userId, userId), eq(vgcMatches.teamClientId, clientId)));
    }
    return { team: toTeam(row), created: true };
  }

  return {
    async list(userId: string): Promise<Team[]> {
      const rows = await db
        .select()
        .from(teams)
        .where(eq(teams.userId, userId))
        .orderBy(...teamListOrder);
      return rows.map(toTeam);
    },

    async get(userId: string, teamId: string): Promise<Team> {
      if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
      const [row] = await db.select().from(teams).where(ownedBy(userId, teamId)).limit(1);
      if (!row) throw notFound(TEAM_NOT_FOUND);
      return toTeam(row);
    },

    /** `created` is false when the caller already had a team with this clientId, which is answered instead. */
    async create(userId: string, input: TeamInput): Promise<{ team: Team; created: boolean }> {
      return db.transaction((tx) => insertTeam(tx, userId, input));
    },

    /** A validated team of the caller in the caller's transaction (the Limitless import, issue 15). */
    async createWithin(tx: Queryable, userId: string, input: TeamInput): Promise<Team> {
      return (await insertTeam(tx, userId, input)).team;
    },

    /** A full replacement (PUT): fields left out take their defaults, as on create; Pokémon ids are kept by id. */
    async update(userId: string, teamId: string, input: TeamInput): Promise<Team> {
      if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
      const pokemon = await checked(input.pokemon);
      return rewrite(userId, teamId, (current) => ({
        name: input.name,
        format: input.format,
        pokemon: assignPokemonIds(pokemon, current),
      }));
    },

    /** PUT /api/teams/{id}/pokemon: replaces the Pokémon only, keeping name and format. */
    async replacePokemon(userId: string, teamId: string, input: readonly TeamPokemonInput[]): Promise<Team> {
      if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
      const pokemon = await checked(input);
      return rewrite(userId, teamId, (current) => ({ pokemon: assignPokemonIds(pokemon, current) }));
    },

    async removePokemon(userId: string, teamId: string, pokemonId: string): Promise<Team> {
      return rewrite(userId, teamId, (current) => {
        const remaining = current.filter((member) => member.id !== pokemonId);
        if (remaining.length === current.length) throw notFound(POKEMON_NOT_ON_TEAM);
        return { pokemon: remaining };
      });
    },

    /** users.active_team_id references teams ON DELETE SET NULL: deleting the active team clears it atomically. */
    async remove(userId: string, teamId: string): Promise<void> {
      if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
      const deleted = await db.delete(teams).where(ownedBy(userId, teamId)).returning({ id: teams.id });
      if (deleted.length === 0) throw notFound(TEAM_NOT_FOUND);
    },
  };
}
