import { REFETCH_DELAY_AFTER_CHANGE_MS, type Team, type TeamInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataPort } from '../dataPortContext.ts';

/** Every team query starts with this key, so one invalidation refreshes lists, details and the active team. */
export const TEAMS_QUERY_KEY = ['teams'] as const;

/** Spec part 2 §4: after a change, lists are refetched after 100 ms. */
function refetchTeamsSoon(queryClient: QueryClient) {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }), REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's teams, newest updated first. */
export function useTeams() {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'list'],
    queryFn: () => send('teams.list'),
    enabled: ready,
  });
}

export function useTeam(id: string | undefined) {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'detail', id],
    queryFn: () => send('teams.get', id!),
    enabled: ready && !!id,
  });
}

export function useTeamMutations() {
  const queryClient = useQueryClient();
  const { scope, send } = useDataPort();
  const listKey = [...TEAMS_QUERY_KEY, scope, 'list'];

  const afterWrite = (team: Team) => {
    queryClient.setQueryData<Team[]>(listKey, (teams) =>
      teams ? [team, ...teams.filter((t) => t._id !== team._id)] : teams,
    );
    queryClient.setQueryData([...TEAMS_QUERY_KEY, scope, 'detail', team._id], team);
    refetchTeamsSoon(queryClient);
  };

  const create = useMutation({ mutationFn: (input: TeamInput) => send('teams.create', input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TeamInput> }) => send('teams.update', id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    // The port also clears the active team when it was this one (the server clears its own reference).
    mutationFn: (id: string) => send('teams.remove', id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Team[]>(listKey, (teams) => teams?.filter((t) => t._id !== id));
      queryClient.removeQueries({ queryKey: [...TEAMS_QUERY_KEY, scope, 'detail', id] });
      refetchTeamsSoon(queryClient);
    },
  });
  return { create, update, remove };
}

/**
 * The active team: the member's `user.activeTeam` (PUT /api/auth/active-team), or for guests the active-team key,
 * honoured only while it names a stored local team.
 */
export function useActiveTeam() {
  const { scope, ready, send } = useDataPort();
  const queryClient = useQueryClient();
  const activeKey = [...TEAMS_QUERY_KEY, scope, 'active'];
  const active = useQuery({ queryKey: activeKey, queryFn: () => send('teams.activeId'), enabled: ready });
  const activeTeamId = active.data ?? null;

  const mutation = useMutation({
    mutationFn: async (teamId: string | null) => {
      await send('teams.setActive', teamId);
      return teamId;
    },
    onSuccess: (teamId) => {
      queryClient.setQueryData(activeKey, teamId);
      refetchTeamsSoon(queryClient);
    },
  });
  const setActiveTeam = useCallback((teamId: string | null) => mutation.mutateAsync(teamId), [mutation]);
  return { activeTeamId, setActiveTeam, pending: mutation.isPending };
}
