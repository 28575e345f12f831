/**
 * The restricted Pokémon list (issue 5): the box legendaries that VGC formats limit, shown with a crown on match
 * cards. Everyone may read it (guests see crowns too); admins and owners add and remove names.
 *
 * Names are Pokédex spellings (`Calyrex-Shadow`): the server canonicalises what an admin types ("calyrex shadow")
 * and refuses names the Pokédex does not know.
 */
import { z } from 'zod';

export const RESTRICTED_POKEMON_NAME_MAX_LENGTH = 60;
export const RESTRICTED_POKEMON_NAME_REQUIRED = 'Pokémon name is required';

/** POST /api/restricted-pokemon. */
export const restrictedPokemonInputSchema = z.object({
  name: z
    .string({ error: RESTRICTED_POKEMON_NAME_REQUIRED })
    .trim()
    .min(1, RESTRICTED_POKEMON_NAME_REQUIRED)
    .max(
      RESTRICTED_POKEMON_NAME_MAX_LENGTH,
      `Pokémon name must be at most ${RESTRICTED_POKEMON_NAME_MAX_LENGTH} characters`,
    ),
});
export type RestrictedPokemonInput = z.infer<typeof restrictedPokemonInputSchema>;

/** Every answer of /api/restricted-pokemon: the whole list, alphabetical. */
export const restrictedPokemonListSchema = z.object({ pokemon: z.array(z.string()) });
export type RestrictedPokemonList = z.infer<typeof restrictedPokemonListSchema>;
