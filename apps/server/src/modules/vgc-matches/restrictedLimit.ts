import { restrictedLimitOfFormat, restrictedLimitProblem, restrictedPokemonMatcher } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { restrictedPokemon } from '../../db/schema/index.ts';
import { matchSpeciesError } from './species.ts';

/**
 * The player's team against the restricted limit of the match's format (core `restrictedLimitProblem`: Regulation G
 * allows one restricted Pokémon, H none, I two; a format without a known limit is not checked), with the restricted
 * list as the database holds it now, so an admin's change applies to the next save. A 400 at `playerTeam` with the
 * core's message, as the form shows it. The list is read only when the format has a limit, inside the caller's
 * transaction (no second pool connection while one is held).
 */
export async function checkRestrictedLimit(tx: Queryable, format: string, playerTeam: readonly string[]) {
  if (!restrictedLimitOfFormat(format)) return;
  const rows = await tx.select({ name: restrictedPokemon.name }).from(restrictedPokemon);
  const problem = restrictedLimitProblem(format, playerTeam, restrictedPokemonMatcher(rows.map((row) => row.name)));
  if (problem) throw matchSpeciesError([{ path: 'playerTeam', message: problem }]);
}
