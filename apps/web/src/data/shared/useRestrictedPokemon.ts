import { restrictedPokemonListSchema, restrictedPokemonMatcher, type RestrictedPokemonList } from '@trainerlog/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/typedClient.ts';

/** The admin screen invalidates this key after adding or removing a name, so the crowns follow at once. */
export const RESTRICTED_POKEMON_QUERY_KEY = ['restricted-pokemon'] as const;

/** The list changes a few times a year (a new regulation), so it is asked for once an hour at most. */
export const RESTRICTED_POKEMON_FRESH_MS = 60 * 60 * 1000;
const RESTRICTED_POKEMON_KEPT_MS = 24 * 60 * 60 * 1000;

const NO_NAMES: readonly string[] = [];

// Parsed, not cast: a changed server shape fails the query (no crowns) rather than crowning by accident.
async function fetchRestrictedPokemon(signal: AbortSignal): Promise<RestrictedPokemonList> {
  return restrictedPokemonListSchema.parse(await api.restrictedPokemon.list({ signal }));
}

/**
 * The restricted Pokémon list (GET /api/restricted-pokemon, public, so guests see crowns too) and a stable
 * `isRestricted(name)` built from it (`restrictedPokemonMatcher` in core: a listed species covers its formes).
 * While loading, offline or after a failure nothing is crowned — a missing crown is cosmetic, the match is intact.
 */
export function useRestrictedPokemon() {
  const query = useQuery({
    queryKey: RESTRICTED_POKEMON_QUERY_KEY,
    queryFn: ({ signal }) => fetchRestrictedPokemon(signal),
    staleTime: RESTRICTED_POKEMON_FRESH_MS,
    gcTime: RESTRICTED_POKEMON_KEPT_MS,
  });
  const pokemon = query.data?.pokemon ?? NO_NAMES;
  // TanStack keeps `data` referentially equal while the answer is unchanged, so memoised cards stay memoised.
  const isRestricted = useMemo(() => restrictedPokemonMatcher(pokemon), [pokemon]);
  return { pokemon, isRestricted, isLoading: query.isLoading, isError: query.isError };
}
