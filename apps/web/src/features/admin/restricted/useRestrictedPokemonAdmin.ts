import { REFETCH_DELAY_AFTER_CHANGE_MS, type RestrictedPokemonList } from '@trainerlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RESTRICTED_POKEMON_QUERY_KEY } from '../../../data/shared/useRestrictedPokemon.ts';
import { restrictedPokemonApi } from './restrictedPokemonApi.ts';

/**
 * Add and remove for the admin screen. Every answer is the whole list, so it replaces the cached one at once —
 * every crown in the app follows — and, per spec part 2 §4, the list is refetched 100 ms later. A failure refetches
 * too: a 404 or 409 means someone else changed the list, so the screen should show what the server now holds.
 */
export function useRestrictedPokemonMutations() {
  const queryClient = useQueryClient();
  const refetchSoon = () =>
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: RESTRICTED_POKEMON_QUERY_KEY }),
      REFETCH_DELAY_AFTER_CHANGE_MS,
    );
  const settled = (list: RestrictedPokemonList | undefined) => {
    if (list) queryClient.setQueryData<RestrictedPokemonList>(RESTRICTED_POKEMON_QUERY_KEY, list);
    refetchSoon();
  };
  const add = useMutation({ mutationFn: restrictedPokemonApi.add, onSettled: settled });
  const remove = useMutation({ mutationFn: restrictedPokemonApi.remove, onSettled: settled });
  return { add, remove };
}

/**
 * The list is cached for an hour for the crowns; the admin screen is where a stale list would mislead, so opening
 * it asks the server again (without cancelling a first load already under way).
 */
export function useFreshRestrictedPokemon() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: RESTRICTED_POKEMON_QUERY_KEY }, { cancelRefetch: false });
  }, [queryClient]);
}
