/**
 * The session's PTCGL screen names as a hook (issue 12; rules and stores in `ptcglScreenNames.ts`). A member's list is
 * the signed-in user's field, replaced by the user the server answers; a guest's is a query over the browser store,
 * so every screen showing it follows a save at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { useDataPort } from '../dataPortContext.ts';
import { localScreenNames, saveMemberScreenNames } from './ptcglScreenNames.ts';

export const PTCGL_SCREEN_NAMES_QUERY_KEY = ['ptcgl-screen-names'] as const;

const NONE: readonly string[] = [];

/**
 * The session's PTCGL screen names (see `ptcglScreenNames.ts`): a member's from the signed-in user, a guest's from
 * the browser. `save` replaces the whole list and rejects with the message to show; the names shown change only once
 * it succeeded.
 */
export function usePtcglScreenNames() {
  const port = useDataPort();
  const { user, setUser } = useSessionUser();
  const authenticated = port.kind === 'member';
  const queryClient = useQueryClient();
  const guest = useQuery({
    queryKey: [...PTCGL_SCREEN_NAMES_QUERY_KEY, 'guest'],
    queryFn: () => localScreenNames.get(),
    enabled: !authenticated && port.ready,
  });
  const names = authenticated ? (user?.ptcglScreenNames ?? NONE) : (guest.data ?? NONE);

  const mutation = useMutation({
    mutationFn: async (next: readonly string[]) => {
      if (!authenticated) return localScreenNames.set(next);
      const saved = await saveMemberScreenNames(next);
      setUser(saved);
      return saved.ptcglScreenNames ?? [];
    },
    onSuccess: (saved) => {
      if (!authenticated) queryClient.setQueryData([...PTCGL_SCREEN_NAMES_QUERY_KEY, 'guest'], saved);
    },
  });
  const save = useCallback((next: readonly string[]) => mutation.mutateAsync(next), [mutation]);
  return { names, save, saving: mutation.isPending, ready: port.ready && (authenticated || guest.isSuccess) };
}
