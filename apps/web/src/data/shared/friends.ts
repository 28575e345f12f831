import {
  FRIEND_ERRORS,
  FRIEND_SEARCH_PAGE_SIZE,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { getToken } from '../../api/token.ts';

/**
 * The friends calls (spec part 2 §7 Friends, §8; paths in core `schemas/friends.ts`). Friends exist only on the
 * server, so a visitor without a session is refused here, before any request, with the spec's logged-out text.
 * Every failure is thrown with the text a screen shows as its `message`: the server's own `msg`, else the spec's
 * catalogue text for that call (an ApiError keeps its status, so a screen can still tell 404 from the rest).
 */

/** Every friends query starts with this key (lists, requests, search, a friend's page). */
export const FRIENDS_QUERY_KEY = ['friends'] as const;

/** A call refused in the browser because nobody is logged in (no request was made). */
export class LoginRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRequiredError';
  }
}

/** Throws the spec's logged-out text unless a session token is present. */
export function requireSession(loggedOutMessage: string): void {
  if (!getToken()) throw new LoginRequiredError(loggedOutMessage);
}

/** Runs a call and rethrows its failure with the server's message, else `fallback`, as the error's message. */
export async function withErrorText<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError({
        status: error.status,
        kind: error.kind,
        msg: error.msg || fallback,
        errors: error.errors,
        body: error.body,
      });
    }
    // A caller's cancellation (a query no longer shown) stays a cancellation.
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new Error(fallback, { cause: error });
  }
}

/** The text to show for any failure of these calls. */
export function friendsErrorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Texts for the one call the spec's catalogue does not name (withdrawing a sent request), in its style. */
export const FRIEND_WITHDRAW_ERRORS = {
  failed: 'Error withdrawing friend request',
  loggedOut: 'You must be logged in to withdraw friend requests',
} as const;

/** A members-only call: refused before any request while logged out, failures carrying the text to show. */
export async function memberCall<T>(loggedOut: string, fallback: string, call: () => Promise<T>): Promise<T> {
  requireSession(loggedOut);
  return withErrorText(call, fallback);
}

export interface FriendSearchParams {
  username: string;
  page?: number;
  pageSize?: number;
}

export const friendsApi = {
  list: (signal?: AbortSignal) =>
    memberCall(FRIEND_ERRORS.loggedOutView, FRIEND_ERRORS.fetchFriends, () =>
      api.friends.list({ signal }),
    ),
  incoming: (signal?: AbortSignal) =>
    memberCall(FRIEND_ERRORS.loggedOutView, FRIEND_ERRORS.fetchRequests, () =>
      api.friends.requests({ signal }),
    ),
  sent: (signal?: AbortSignal) =>
    memberCall(FRIEND_ERRORS.loggedOutView, FRIEND_ERRORS.fetchRequests, () =>
      api.friends.sentRequests({ signal }),
    ),
  search: ({ username, page = 1, pageSize = FRIEND_SEARCH_PAGE_SIZE }: FriendSearchParams, signal?: AbortSignal) => {
    return memberCall(FRIEND_ERRORS.loggedOutSend, FRIEND_ERRORS.search, () =>
      api.friends.search({ username, page, pageSize }, { signal }),
    );
  },
  sendRequest: (username: string) =>
    memberCall(FRIEND_ERRORS.loggedOutSend, FRIEND_ERRORS.send, () =>
      api.friends.request({ username }),
    ),
  /** `senderId` is the requester's user id (spec part 1 §7). */
  accept: (senderId: string) =>
    memberCall(FRIEND_ERRORS.loggedOutAccept, FRIEND_ERRORS.accept, () =>
      api.friends.accept({ id: senderId }),
    ),
  reject: (senderId: string) =>
    memberCall(FRIEND_ERRORS.loggedOutReject, FRIEND_ERRORS.reject, () =>
      api.friends.reject({ id: senderId }),
    ),
  /** Withdraws the caller's own request to `recipientId`. */
  withdraw: (recipientId: string) =>
    memberCall(FRIEND_WITHDRAW_ERRORS.loggedOut, FRIEND_WITHDRAW_ERRORS.failed, () =>
      api.friends.withdraw({ id: recipientId }),
    ),
  remove: (friendId: string) =>
    memberCall(FRIEND_ERRORS.loggedOutRemove, FRIEND_ERRORS.remove, () =>
      api.friends.remove({ id: friendId }),
    ),
  profile: (friendId: string, signal?: AbortSignal) =>
    memberCall(FRIEND_ERRORS.loggedOutView, FRIEND_ERRORS.fetchFriends, () =>
      api.friends.profile({ id: friendId }, { signal }),
    ),
};
