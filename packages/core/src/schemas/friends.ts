import { z } from 'zod';
import { idSchema } from './common.ts';
import { playerCardSchema } from './socialUsers.ts';

/**
 * Friends (issue 14; spec part 2 §3 "Friend request", "Friend", §4 "Friend requests", §7 Friends, §8; part 1 §7).
 *
 * Paths: GET /api/friends; GET /api/friends/requests (incoming); GET /api/friends/requests/sent (outgoing);
 * GET /api/friends/search?username=&page=&pageSize=; POST /api/friends/request {username};
 * PUT /api/friends/accept/{senderId}; PUT /api/friends/reject/{senderId}; DELETE /api/friends/requests/{recipientId}
 * (withdraw a sent request); DELETE /api/friends/{friendId}; GET /api/friends/{friendId} (the friend's page).
 * Ids in paths are user ids (part 1 §7: "id is the sender's user id").
 */

export const FRIEND_SEARCH_PAGE_SIZE = 10;
export const FRIEND_SEARCH_MAX_PAGE_SIZE = 50;
export const FRIEND_SEARCH_MAX_LENGTH = 30;

/** Server refusals and confirmations (answers' `msg`). */
export const FRIEND_MESSAGES = {
  userNotFound: 'User not found',
  notYourself: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'Friend request already sent',
  requestNotFound: 'Friend request not found',
  friendNotFound: 'Friend not found',
  requestSent: 'Friend request sent',
  /** A request to someone who had already asked you makes you friends at once. */
  requestAcceptedInstead: 'You are now friends',
  accepted: 'Friend request accepted',
  rejected: 'Friend request rejected',
  withdrawn: 'Friend request withdrawn',
  removed: 'Friend removed',
  enterUsername: 'Please enter a username',
} as const;

/** The web's error catalogue (spec part 2 §8 Friends; part 1 §8). */
export const FRIEND_ERRORS = {
  fetchFriends: 'Error fetching friends',
  fetchRequests: 'Error fetching friend requests',
  search: 'Error searching users',
  send: 'Error sending friend request',
  accept: 'Error accepting friend request',
  reject: 'Error rejecting friend request',
  remove: 'Error removing friend',
  acceptFailed: 'Failed to accept friend request',
  rejectFailed: 'Failed to reject friend request',
  loggedOutSend: 'You must be logged in to send friend requests',
  loggedOutAccept: 'You must be logged in to accept friend requests',
  loggedOutReject: 'You must be logged in to reject friend requests',
  loggedOutRemove: 'You must be logged in to remove friends',
  loggedOutView: 'You must be logged in to view friends',
} as const;

const usernameQuery = z
  .string({ error: FRIEND_MESSAGES.enterUsername })
  .trim()
  .min(1, FRIEND_MESSAGES.enterUsername)
  .max(FRIEND_SEARCH_MAX_LENGTH, `A username has at most ${FRIEND_SEARCH_MAX_LENGTH} characters`);

/** POST /api/friends/request */
export const friendRequestCreateSchema = z.object({ username: usernameQuery });
export type FriendRequestCreateInput = z.infer<typeof friendRequestCreateSchema>;

/** GET /api/friends/search — a username prefix, case-insensitive; never yourself or an existing friend. */
export const friendSearchQuerySchema = z.object({
  username: usernameQuery,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FRIEND_SEARCH_MAX_PAGE_SIZE).default(FRIEND_SEARCH_PAGE_SIZE),
});
export type FriendSearchQuery = z.infer<typeof friendSearchQuerySchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** A friend (GET /api/friends, newest friendship first). */
export const friendSchema = playerCardSchema.extend({ since: z.string() });
export type Friend = z.infer<typeof friendSchema>;

/** An incoming request (GET /api/friends/requests): `_id` is the sender's user id, as accept/reject take it. */
export const friendRequestSchema = z.object({
  _id: z.string(),
  from: playerCardSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** An outgoing request (GET /api/friends/requests/sent): `_id` is the recipient's user id. */
export const sentFriendRequestSchema = z.object({
  _id: z.string(),
  to: playerCardSchema,
  createdAt: z.string(),
});
export type SentFriendRequest = z.infer<typeof sentFriendRequestSchema>;

/** Where a search result stands with the caller: nothing yet, a request sent, or a request received. */
export const FRIEND_REQUEST_STATES = ['none', 'sent', 'received'] as const;
export type FriendRequestState = (typeof FRIEND_REQUEST_STATES)[number];

export const friendSearchResultSchema = z.object({
  users: z.array(playerCardSchema.extend({ requestState: z.enum(FRIEND_REQUEST_STATES) })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;

/** The answer of POST /api/friends/request: `friends` true when it accepted the other's pending request. */
export const friendRequestResultSchema = z.object({ msg: z.string(), friends: z.boolean() });
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;
