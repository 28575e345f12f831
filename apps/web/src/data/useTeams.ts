import { REFETCH_DELAY_AFTER_CHANGE_MS, type Team, type TeamInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../session/useAuth.ts';
import { isLocalId } from './repository.ts';
import { localActiveTeam, localTeams, setGuestActiveTeam, setMemberActiveTeam, teamsForSession } from './teams.ts';

/** Every team query starts with this key, so one invalidation refreshes lists, details and the active team. */
export const TEAMS_QUERY_KEY = ['teams'] as const;

function useTeamScope() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated';
  const scope = authenticated && user ? `member:${user._id}` : 'guest';
  const repository = useMemo(() => teamsForSession(authenticated), [authenticated]);
  return { scope, repository, ready: status !== 'loading', authenticated };
}

/** Spec part 2 §4: after a change, lists are refetched after 100 ms. */
function refetchTeamsSoon(queryClient: QueryClient) {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }), REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's teams, newest updated first. */
export function useTeams() {
  const { scope, repository, ready } = useTeamScope();
  return useQuery({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'list'],
    queryFn: () => repository.list(),
    enabled: ready,
  });
}

export function useTeam(id: string | undefined) {
  const { scope, repository, ready } = useTeamScope();
  return useQuery({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'detail', id],
    queryFn: () => repository.get(id!),
    enabled: ready && !!id,
  });
}

export function useTeamMutations() {
  const queryClient = useQueryClient();
  const { scope, repository, authenticated } = useTeamScope();
  const { user, setUser } = useAuth();
  const listKey = [...TEAMS_QUERY_KEY, scope, 'list'];

  const afterWrite = (team: Team) => {
    queryClient.setQueryData<Team[]>(listKey, (teams) =>
      teams ? [team, ...teams.filter((t) => t._id !== team._id)] : teams,
    );
    queryClient.setQueryData([...TEAMS_QUERY_KEY, scope, 'detail', team._id], team);
    refetchTeamsSoon(queryClient);
  };

  const create = useMutation({ mutationFn: (input: TeamInput) => repository.create(input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TeamInput> }) => repository.update(id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    mutationFn: (id: string) => repository.remove(id),
    onSuccess: (_result, id) => {
      // A deleted team is nobody's active team any more (the server clears its own reference).
      if (authenticated && user?.activeTeam === id) setUser({ ...user, activeTeam: null });
      if (!authenticated && localActiveTeam.get() === id) localActiveTeam.clear();
      queryClient.setQueryData<Team[]>(listKey, (teams) => teams?.filter((t) => t._id !== id));
      queryClient.removeQueries({ queryKey: [...TEAMS_QUERY_KEY, scope, 'detail', id] });
      refetchTeamsSoon(queryClient);
    },
  });
  return { create, update, remove, authenticated };
}

/**
 * The active team: the member's `user.activeTeam` (PUT /api/auth/active-team), or for guests the active-team key,
 * honoured only while it names a stored local team.
 */
export function useActiveTeam() {
  const { status, user, setUser } = useAuth();
  const queryClient = useQueryClient();
  const authenticated = status === 'authenticated';
  const guestActive = useQuery({
    queryKey: [...TEAMS_QUERY_KEY, 'guest', 'active'],
    queryFn: async () => {
      const id = localActiveTeam.get();
      if (typeof id !== 'string' || !isLocalId(id)) return null;
      return (await localTeams.get(id)) ? id : null;
    },
    enabled: !authenticated && status !== 'loading',
  });
  const activeTeamId = authenticated ? (user?.activeTeam ?? null) : (guestActive.data ?? null);

  const mutation = useMutation({
    mutationFn: async (teamId: string | null) => {
      if (authenticated) setUser(await setMemberActiveTeam(teamId));
      else await setGuestActiveTeam(teamId);
      return teamId;
    },
    onSuccess: (teamId) => {
      if (!authenticated) queryClient.setQueryData([...TEAMS_QUERY_KEY, 'guest', 'active'], teamId);
      refetchTeamsSoon(queryClient);
    },
  });
  const setActiveTeam = useCallback((teamId: string | null) => mutation.mutateAsync(teamId), [mutation]);
  return { activeTeamId, setActiveTeam, pending: mutation.isPending, authenticated };
}
