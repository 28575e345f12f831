import { REFETCH_DELAY_AFTER_CHANGE_MS, type VgcRegulationInput, type VgcRegulationList } from '@trainerlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/typedClient.ts';
import { VGC_REGULATIONS_QUERY_KEY } from '../../../data/shared/useVgcRegulations.ts';

/** "Error <doing> <thing>", as the other admin screens. */
export const REGULATION_ERRORS = {
  fetch: 'Error fetching regulations',
  create: 'Error adding regulation',
  update: 'Error saving regulation',
  remove: 'Error removing regulation',
} as const;

/** /admin/regulations (issue 29). Every call answers the whole list. */
const regulationsApi = {
  create: (input: VgcRegulationInput) => api.vgcRegulations.create(input),
  update: ({ code, input }: { code: string; input: VgcRegulationInput }) => api.vgcRegulations.update({ code }, input),
  remove: (code: string) => api.vgcRegulations.remove({ code }),
};

/**
 * Add, change and remove. Every answer is the whole list, so it replaces the cached one at once — every form and
 * check in the app follows — and the list is refetched shortly after, as the restricted list's screen does; a
 * failure refetches too (a 404 or 409 means someone else changed the list).
 */
export function useRegulationMutations() {
  const queryClient = useQueryClient();
  const settled = (list: VgcRegulationList | undefined) => {
    if (list) queryClient.setQueryData<VgcRegulationList>(VGC_REGULATIONS_QUERY_KEY, list);
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: VGC_REGULATIONS_QUERY_KEY }),
      REFETCH_DELAY_AFTER_CHANGE_MS,
    );
  };
  const create = useMutation({ mutationFn: regulationsApi.create, onSettled: settled });
  const update = useMutation({ mutationFn: regulationsApi.update, onSettled: settled });
  const remove = useMutation({ mutationFn: regulationsApi.remove, onSettled: settled });
  return { create, update, remove };
}

/** The list is cached for an hour for the forms; opening the admin screen asks the server again. */
export function useFreshRegulations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: VGC_REGULATIONS_QUERY_KEY }, { cancelRefetch: false });
  }, [queryClient]);
}
