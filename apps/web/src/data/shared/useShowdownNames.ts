/**
 * The session's Showdown names as a hook (issue 13; rules and stores in `showdownNames.ts`). A member's list is the
 * signed-in user's field, replaced by the user the server answers; a guest's is a query over the browser store, so
 * every screen showing it follows a save at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { useDataPort } from '../dataPortContext.ts';
import { localShowdownNames, saveMemberShowdownNames } from './showdownNames.ts';

export const SHOWDOWN_NAMES_QUERY_KEY = ['showdown-names'] as const;

const NONE: readonly string[] = [];

/**
 * The session's Showdown names: a member's from the signed-in user, a guest's from the browser. `save` replaces the
 * whole list and rejects with the message to show; the names shown change only once it succeeded.
 */
export function useShowdownNames() {
  const port = useDataPort();
  const { user, setUser } = useSessionUser();
  const authenticated = port.kind === 'member';
  const queryClient = useQueryClient();
  const guest = useQuery({
    queryKey: [...SHOWDOWN_NAMES_QUERY_KEY, 'guest'],
    queryFn: () => localShowdownNames.get(),
    enabled: !authenticated && port.ready,
  });
  const names = authenticated ? (user?.showdownNames ?? NONE) : (guest.data ?? NONE);

  const mutation = useMutation({
    mutationFn: async (next: readonly string[]) => {
      if (!authenticated) return localShowdownNames.set(next);
      const saved = await saveMemberShowdownNames(next);
      setUser(saved);
      return saved.showdownNames ?? [];
    },
    onSuccess: (saved) => {
      if (!authenticated) queryClient.setQueryData([...SHOWDOWN_NAMES_QUERY_KEY, 'guest'], saved);
    },
  });
  const save = useCallback((next: readonly string[]) => mutation.mutateAsync(next), [mutation]);
  return { names, save, saving: mutation.isPending, ready: port.ready && (authenticated || guest.isSuccess) };
}
