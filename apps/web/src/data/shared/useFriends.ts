import { FRIEND_SEARCH_PAGE_SIZE } from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataPort } from '../dataPortContext.ts';
import { FRIENDS_QUERY_KEY, friendsApi } from './friends.ts';
import { refreshSocialData } from '../../widgets/notifications/useNotifications.ts';

/**
 * The friends screens' data (spec part 2 §7 Friends): the list, incoming and sent requests, the username search and
 * a friend's page — read only while logged in — and the actions on them. Every action refreshes the friends data,
 * the notifications (a request's notification goes when it is answered) and the other tabs.
 */

export { FRIENDS_QUERY_KEY } from './friends.ts';

function useMember() {
  const { userId } = useDataPort();
  return { userId, loggedIn: userId !== null };
}

export function useFriendsList() {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...FRIENDS_QUERY_KEY, userId, 'list'],
    queryFn: ({ signal }) => friendsApi.list(signal),
    enabled: loggedIn,
  });
}

export function useIncomingFriendRequests() {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...FRIENDS_QUERY_KEY, userId, 'requests', 'incoming'],
    queryFn: ({ signal }) => friendsApi.incoming(signal),
    enabled: loggedIn,
  });
}

export function useSentFriendRequests() {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...FRIENDS_QUERY_KEY, userId, 'requests', 'sent'],
    queryFn: ({ signal }) => friendsApi.sent(signal),
    enabled: loggedIn,
  });
}

/** A page of players whose username starts with `username` (already debounced by the screen); idle when empty. */
export function useFriendSearch(username: string, page: number, pageSize = FRIEND_SEARCH_PAGE_SIZE) {
  const { userId, loggedIn } = useMember();
  const term = username.trim();
  return useQuery({
    queryKey: [...FRIENDS_QUERY_KEY, userId, 'search', term.toLowerCase(), page, pageSize],
    queryFn: ({ signal }) => friendsApi.search({ username: term, page, pageSize }, signal),
    enabled: loggedIn && term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A friend's page: their public profile and the groups they share with the caller (404 for anyone else). */
export function useFriendProfile(friendId: string | undefined) {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...FRIENDS_QUERY_KEY, userId, 'profile', friendId],
    queryFn: ({ signal }) => friendsApi.profile(friendId!, signal),
    enabled: loggedIn && !!friendId,
  });
}

/** Send, accept, reject, withdraw and remove. Failures carry the text to show as their `message`. */
export function useFriendMutations() {
  const queryClient = useQueryClient();
  const after = () => refreshSocialData(queryClient);
  const send = useMutation({ mutationFn: (username: string) => friendsApi.sendRequest(username), onSuccess: after });
  const accept = useMutation({ mutationFn: (senderId: string) => friendsApi.accept(senderId), onSuccess: after });
  const reject = useMutation({ mutationFn: (senderId: string) => friendsApi.reject(senderId), onSuccess: after });
  const withdraw = useMutation({
    mutationFn: (recipientId: string) => friendsApi.withdraw(recipientId),
    onSuccess: after,
  });
  const remove = useMutation({ mutationFn: (friendId: string) => friendsApi.remove(friendId), onSuccess: after });
  return { send, accept, reject, withdraw, remove };
}
