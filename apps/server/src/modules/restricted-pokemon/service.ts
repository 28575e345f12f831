import { sql } from 'drizzle-orm';
import type { RestrictedPokemonList } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { restrictedPokemon } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { type SpeciesLookup, unknownPokemonMessage } from '../teams/index.ts';

export const alreadyRestrictedMessage = (name: string) => `${name} is already restricted`;
export const NOT_RESTRICTED = 'Pokémon is not restricted';

export type RestrictedPokemonService = ReturnType<typeof createRestrictedPokemonService>;

/** Names are compared without letter case: the unique index is on lower(name). */
const sameName = (name: string) => sql`lower(${restrictedPokemon.name}) = lower(${name})`;

export function createRestrictedPokemonService(db: Db, species: SpeciesLookup) {
  async function list(): Promise<RestrictedPokemonList> {
    const rows = await db
      .select({ name: restrictedPokemon.name })
      .from(restrictedPokemon)
      .orderBy(sql`lower(${restrictedPokemon.name})`);
    return { pokemon: rows.map((row) => row.name) };
  }

  return {
    list,

    /**
     * Stores the Pokédex spelling ("calyrex shadow" → "Calyrex-Shadow"), so it matches what teams store. A second
     * add is a 409 rather than a silent success: the admin learns the list already had it.
     */
    async add(name: string): Promise<RestrictedPokemonList> {
      const canonical = await species.speciesName(name);
      if (!canonical) {
        const message = unknownPokemonMessage(name);
        throw new HttpError(400, message, { errors: [{ path: 'name', message }] });
      }
      try {
        await db.insert(restrictedPokemon).values({ name: canonical });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw conflict(alreadyRestrictedMessage(canonical));
        throw error;
      }
      return list();
    },

    /** Removes by any spelling the Pokédex understands, or by the stored name itself (whatever its case). */
    async remove(name: string): Promise<RestrictedPokemonList> {
      const canonical = (await species.speciesName(name)) ?? name.trim();
      const deleted = await db
        .delete(restrictedPokemon)
        .where(sameName(canonical))
        .returning({ name: restrictedPokemon.name });
      if (deleted.length === 0) throw notFound(NOT_RESTRICTED);
      return list();
    },
  };
}
