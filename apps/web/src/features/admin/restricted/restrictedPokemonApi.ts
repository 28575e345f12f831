import { api } from '../../../api/typedClient.ts';

/**
 * The spec names no texts for this screen (part 2 §2: "content not shown"); these follow the other admin screens'
 * "Error <doing> <thing>" pattern and sit above the server's own reason.
 */
export const RESTRICTED_POKEMON_ERRORS = {
  fetch: 'Error fetching restricted Pokémon',
  add: 'Error restricting Pokémon',
  remove: 'Error removing restricted Pokémon',
} as const;

/** Spec part 2 §2 /admin/restricted-pokemon. Both calls answer the whole list, alphabetical. */
export const restrictedPokemonApi = {
  add: (name: string) => api.restrictedPokemon.add({ name }),
  remove: (name: string) => api.restrictedPokemon.remove({ name }),
};
