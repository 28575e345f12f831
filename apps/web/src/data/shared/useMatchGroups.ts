/**
 * TanStack Query hooks of match groups (issue 14): the list, one group, a group's match pages per game, the
 * invitations, the matches a player may put into groups, and every change. Members only: for guests nothing is ever
 * asked (the screens explain that groups need an account). Each change updates the shown caches at once and, per
 * spec part 2 §4, refetches 100 ms later — the groups, the TCG/VGC match lists (their cards carry the group badge)
 * and the notifications (the server notifies the other members).
 */
import {
  REFETCH_DELAY_AFTER_CHANGE_MS,
  matchGroupSummarySchema,
  type MatchGroup,
  type MatchGroupCreateInput,
  type MatchGroupMatchesInput,
  type MatchGroupUpdateInput,
  type SharePermission,
  type TcgMatchPage,
  type VgcMatchPage,
} from '@trainerlog/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataPort } from '../dataPortContext.ts';
import { matchGroupsApi, type ListedGroup } from './matchGroups.ts';
import { RECENT_MATCHES_PAGE_SIZE, remoteTcgMatches } from '../entities/tcgMatches.ts';
import { refreshSocialData, useUnreadCount } from '../../widgets/notifications/useNotifications.ts';
import { TCG_MATCHES_QUERY_KEY } from '../hooks/useTcgMatches.ts';
import { VGC_MATCHES_QUERY_KEY } from '../hooks/useVgcMatches.ts';
import { remoteVgcMatches } from '../entities/vgcMatches.ts';

/** Every match group query starts with this key, then the member scope, then its kind. */
export const MATCH_GROUPS_QUERY_KEY = ['matchGroups'] as const;

export type GroupGame = 'tcg' | 'vgc';

function useMemberScope() {
  const { kind, scope } = useDataPort();
  return { member: kind === 'member', scope };
}

const listKey = (scope: string) => [...MATCH_GROUPS_QUERY_KEY, scope, 'list'] as const;
const invitationsKey = (scope: string) => [...MATCH_GROUPS_QUERY_KEY, scope, 'invitations'] as const;

/**
 * Asks for the query `keyOf(scope)` again when the (polled) unread count changes after its first reading: what other
 * members do to shared groups — accept or decline an invitation, add matches, rename, stop sharing, delete — arrives with a
 * notification, so a new count means the shown groups and invitations may be out of date.
 */
function useRefetchOnNotificationChange(keyOf: (scope: string) => readonly unknown[], scope: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const unread = useUnreadCount().data;
  const lastUnread = useRef(unread);
  useEffect(() => {
    if (lastUnread.current === unread) return;
    const first = lastUnread.current === undefined;
    lastUnread.current = unread;
    if (!first && enabled) void queryClient.invalidateQueries({ queryKey: keyOf(scope) });
  }, [unread, enabled, keyOf, scope, queryClient]);
}

/** The caller's groups and the groups shared with them; items failing the schema come back as `InvalidGroup`. */
export function useMatchGroups(options: { enabled?: boolean } = {}) {
  const { member, scope } = useMemberScope();
  const enabled = member && (options.enabled ?? true);
  useRefetchOnNotificationChange(listKey, scope, enabled);
  return useQuery({
    queryKey: listKey(scope),
    queryFn: ({ signal }) => matchGroupsApi.list(signal),
    enabled,
  });
}

export function useMatchGroup(id: string | undefined) {
  const { member, scope } = useMemberScope();
  return useQuery({
    queryKey: [...MATCH_GROUPS_QUERY_KEY, scope, 'detail', id],
    queryFn: ({ signal }) => matchGroupsApi.get(id!, signal),
    enabled: member && !!id,
    retry: false,
  });
}

/** One page (8 matches, spec part 2 §9) of a group's matches of one game; the previous page stays while paging. */
export function useGroupMatches(id: string | undefined, game: GroupGame, page: number, enabled = true) {
  const { member, scope } = useMemberScope();
  return useQuery({
    queryKey: [...MATCH_GROUPS_QUERY_KEY, scope, 'matches', id, game, page],
    queryFn: ({ signal }) => matchGroupsApi.matches(id!, game, page, signal),
    enabled: member && !!id && enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Pending invitations to groups (spec part 2 §2 Group Invitations modal). An invitation arrives with a notification,
 * so a change of the (polled) unread count asks for the invitations again.
 */
export function useGroupInvitations(options: { enabled?: boolean } = {}) {
  const { member, scope } = useMemberScope();
  const enabled = member && (options.enabled ?? true);
  useRefetchOnNotificationChange(invitationsKey, scope, enabled);
  return useQuery({
    queryKey: invitationsKey(scope),
    queryFn: ({ signal }) => matchGroupsApi.invitations(signal),
    enabled,
  });
}

/**
 * The caller's own server matches of one game, newest first, 100 a page, for the Match Group dialog: the first page
 * on first need, more on request (a player may have thousands). A search is answered by the server over all of them,
 * in the dialog's fields (`searchIn=picker`). Under the game's match key, so a logged, edited or deleted match
 * refreshes it.
 */
export function useGroupableMatches<G extends GroupGame>(game: G, enabled: boolean, search = '') {
  const { member, scope } = useMemberScope();
  const term = search.trim();
  return useInfiniteQuery({
    queryKey: [...(game === 'tcg' ? TCG_MATCHES_QUERY_KEY : VGC_MATCHES_QUERY_KEY), scope, 'groupable', term],
    queryFn: ({ pageParam }): Promise<G extends 'tcg' ? TcgMatchPage : VgcMatchPage> => {
      const query = {
        page: pageParam,
        pageSize: RECENT_MATCHES_PAGE_SIZE,
        sort: 'newest' as const,
        search: term,
        searchIn: 'picker' as const,
      };
      return (game === 'tcg' ? remoteTcgMatches.page(query) : remoteVgcMatches.page(query)) as Promise<
        G extends 'tcg' ? TcgMatchPage : VgcMatchPage
      >;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // While a new search is asked, the previous matches stay (the dialog narrows them at once).
    placeholderData: keepPreviousData,
    enabled: member && enabled,
  });
}

/** Match lists whose cards carry the group badge (pages, recent lists, details) — not the summaries. */
function invalidateMatchLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      (queryKey[0] === TCG_MATCHES_QUERY_KEY[0] || queryKey[0] === VGC_MATCHES_QUERY_KEY[0]) &&
      ['page', 'recent', 'detail', 'groupable'].includes(String(queryKey[2])),
  });
}

export function useMatchGroupMutations() {
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();

  const refetchSoon = (matchesChanged: boolean) =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: MATCH_GROUPS_QUERY_KEY });
      // The bell (here and in the other tabs): answering an invitation settles its notification.
      refreshSocialData(queryClient);
      if (matchesChanged) invalidateMatchLists(queryClient);
    }, REFETCH_DELAY_AFTER_CHANGE_MS);

  const editList = (change: (groups: ListedGroup[]) => ListedGroup[]) =>
    queryClient.setQueryData<ListedGroup[]>(listKey(scope), (groups) => (groups ? change(groups) : groups));

  /** A write answered with the group: it takes its place in the list at once (first when new). */
  const put = (answer: MatchGroup) => {
    const parsed = matchGroupSummarySchema.safeParse(answer);
    if (!parsed.success) return;
    const group = parsed.data;
    editList((groups) =>
      groups.some((g) => g._id === group._id)
        ? groups.map((g) => (g._id === group._id ? group : g))
        : [group, ...groups],
    );
    queryClient.setQueryData([...MATCH_GROUPS_QUERY_KEY, scope, 'detail', group._id], answer);
  };
  const drop = (id: string) => editList((groups) => groups.filter((g) => g._id !== id));

  const written = (matchesChanged: boolean) => (answer: MatchGroup) => {
    put(answer);
    refetchSoon(matchesChanged);
  };

  const create = useMutation({
    mutationFn: (input: MatchGroupCreateInput) => matchGroupsApi.create(input),
    onSuccess: written(true),
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: MatchGroupUpdateInput }) => matchGroupsApi.update(id, input),
    onSuccess: written(true),
  });
  const remove = useMutation({
    mutationFn: (id: string) => matchGroupsApi.remove(id),
    onSuccess: (_answer, id) => {
      drop(id);
      refetchSoon(true);
    },
  });
  const addMatches = useMutation({
    mutationFn: ({ id, input }: { id: string; input: MatchGroupMatchesInput }) => matchGroupsApi.addMatches(id, input),
    onSuccess: written(true),
  });
  const removeMatches = useMutation({
    mutationFn: ({ id, input }: { id: string; input: MatchGroupMatchesInput }) =>
      matchGroupsApi.removeMatches(id, input),
    onSuccess: written(true),
  });
  const invite = useMutation({
    mutationFn: ({ id, friendId, permission }: { id: string; friendId: string; permission: SharePermission }) =>
      matchGroupsApi.invite(id, friendId, permission),
    onSuccess: written(false),
  });
  const changeShare = useMutation({
    mutationFn: ({ id, userId, permission }: { id: string; userId: string; permission: SharePermission }) =>
      matchGroupsApi.changeShare(id, userId, permission),
    onSuccess: written(false),
  });
  const stopSharing = useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => matchGroupsApi.stopSharing(id, userId),
    // The member's matches leave the group with them; the answer is a message, not the group (`put` had nothing to
    // place), so the list is refetched.
    onSuccess: () => refetchSoon(true),
  });
  const respond = useMutation({
    mutationFn: ({ id, response }: { id: string; response: 'accepted' | 'declined' }) =>
      matchGroupsApi.respond(id, response),
    onSuccess: (_answer, { id }) => {
      // Spec part 2 §4: a response removes the invitation from the pending list at once.
      queryClient.setQueryData<{ _id: string }[]>(invitationsKey(scope), (list) =>
        list ? list.filter((invitation) => invitation._id !== id) : list,
      );
      refetchSoon(false);
    },
  });
  const leave = useMutation({
    mutationFn: (id: string) => matchGroupsApi.leave(id),
    onSuccess: (_answer, id) => {
      drop(id);
      refetchSoon(true);
    },
  });

  return { create, update, remove, addMatches, removeMatches, invite, changeShare, stopSharing, respond, leave };
}
