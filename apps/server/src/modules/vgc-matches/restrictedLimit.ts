import {
  restrictedLimitOfFormat,
  restrictedLimitProblem,
  restrictedPokemonMatcher,
  type VgcRegulation,
} from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { restrictedPokemon } from '../../db/schema/index.ts';
import { loadRegulations } from '../vgc-regulations/index.ts';
import { matchSpeciesError } from './species.ts';

/**
 * The player's team against the restricted limit of the match's format (core `restrictedLimitProblem`: Regulation G
 * allows one restricted Pokémon, H none, I two; a format without a known limit is not checked), with the restricted
 * list and the regulation list (`vgc_regulations`: admin-set limits) as the database holds them now, so an admin's
 * change applies to the next save. A 400 at `playerTeam` with the
 * core's message, as the form shows it. The list is read only when the format has a limit, inside the caller's
 * transaction (no second pool connection while one is held).
 */
export async function checkRestrictedLimit(tx: Queryable, format: string, playerTeam: readonly string[]) {
  await restrictedLimitChecker(tx)(format, playerTeam);
}

/**
 * `checkRestrictedLimit` for many matches of one transaction (an import): the regulations are read once, on the
 * first match whose format may name one, and the restricted list once, on the first whose format has a limit.
 */
export function restrictedLimitChecker(tx: Queryable) {
  let matcher: Promise<ReturnType<typeof restrictedPokemonMatcher>> | undefined;
  let regulations: Promise<VgcRegulation[]> | undefined;
  return async (format: string, playerTeam: readonly string[]) => {
    regulations ??= loadRegulations(tx);
    const listed = await regulations;
    if (!restrictedLimitOfFormat(format, listed)) return;
    matcher ??= tx
      .select({ name: restrictedPokemon.name })
      .from(restrictedPokemon)
      .then((rows) => restrictedPokemonMatcher(rows.map((row) => row.name)));
    const problem = restrictedLimitProblem(format, playerTeam, await matcher, listed);
    if (problem) throw matchSpeciesError([{ path: 'playerTeam', message: problem }]);
  };
}
