import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typedClient.ts';

/** Waits for a pause in typing, so a species search asks once per word rather than once per key. */
export const POKEMON_SEARCH_DEBOUNCE_MS = 250;
const POKEMON_SEARCH_LIMIT = 10;

const POKEDEX_KEY = ['pokedex'] as const;

/**
 * Species and formes matching `text`, best first (GET /api/pokemon?search=&limit=10). The answer only changes with
 * a server upgrade, so it never goes stale; the previous answer stays on screen while the next one loads.
 */
export function usePokemonSearch(text: string) {
  const [search] = useDebouncedValue(text.trim(), POKEMON_SEARCH_DEBOUNCE_MS);
  return useQuery({
    ...pokemonSearchQuery(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * The search query itself, for a caller that needs the answer for exactly this text now (a species box where Enter
 * was pressed before the debounced search answered): `queryClient.fetchQuery(pokemonSearchQuery(text))`.
 */
export function pokemonSearchQuery(text: string) {
  const search = text.trim();
  return {
    queryKey: [...POKEDEX_KEY, 'search', search.toLowerCase()],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.pokemon.list({ search, limit: POKEMON_SEARCH_LIMIT }, { signal }),
    staleTime: Infinity,
  };
}

/** One species' abilities and learnable moves; nothing is asked for an empty name. */
export function usePokemonDetail(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: [...POKEDEX_KEY, 'detail', trimmed.toLowerCase()],
    queryFn: ({ signal }) => api.pokemon.get({ nameOrId: trimmed }, { signal }),
    enabled: trimmed !== '',
    staleTime: Infinity,
    retry: false,
  });
}

function usePokedexList<T>(
  name: 'abilities' | 'items' | 'types' | 'natures',
  fetch: (options: { signal: AbortSignal }) => Promise<T>,
) {
  return useQuery({
    queryKey: [...POKEDEX_KEY, name],
    queryFn: ({ signal }) => fetch({ signal }),
    staleTime: Infinity,
  });
}

export const useAbilities = () => usePokedexList('abilities', api.pokemon.abilities);
export const useHeldItems = () => usePokedexList('items', api.pokemon.items);
export const usePokemonTypes = () => usePokedexList('types', api.pokemon.types);
export const useNatures = () => usePokedexList('natures', api.pokemon.natures);
