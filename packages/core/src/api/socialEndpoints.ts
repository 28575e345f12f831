/**
 * The endpoint table's social and staff areas: friends, notifications, match groups, feedback and the admin area.
 */
import { z } from 'zod';
import {
  adminMatchDailyQuerySchema,
  adminMatchDaySchema,
  adminMatchDeleteSchema,
  adminMatchDetailSchema,
  adminMatchPageSchema,
  adminMatchParamsSchema,
  adminMatchQuerySchema,
  adminOperationsSchema,
  adminPageQuerySchema,
  adminRoleInputSchema,
  adminSummarySchema,
  auditPageSchema,
} from '../schemas/admin.ts';
import { adminUsersQuerySchema, publicUserSchema } from '../schemas/auth.ts';
import { messageSchema } from '../schemas/common.ts';
import {
  feedbackAdminQuerySchema,
  feedbackArchiveAllResultSchema,
  feedbackArchiveAllSchema,
  feedbackArchiveSchema,
  feedbackCreateSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReplyInputSchema,
  feedbackUpdateSchema,
} from '../schemas/feedback.ts';
import {
  friendRequestCreateSchema,
  friendRequestResultSchema,
  friendRequestSchema,
  friendSchema,
  friendSearchQuerySchema,
  friendSearchResultSchema,
  sentFriendRequestSchema,
  userIdParamsSchema,
} from '../schemas/friends.ts';
import {
  friendProfileSchema,
  groupMatchesQuerySchema,
  groupMatchPageSchema,
  groupShareParamsSchema,
  matchGroupCreateSchema,
  matchGroupInvitationSchema,
  matchGroupInviteSchema,
  matchGroupMatchesSchema,
  matchGroupRespondSchema,
  matchGroupSchema,
  matchGroupShareUpdateSchema,
  matchGroupSummarySchema,
  matchGroupUpdateSchema,
} from '../schemas/matchGroups.ts';
import {
  notificationChangeSchema,
  notificationIdsSchema,
  notificationSchema,
  unreadCountSchema,
} from '../schemas/notifications.ts';
import { endpoint } from './endpoint.ts';
import { groupIdParamsSchema, groupListQuerySchema, idParamsSchema } from './shapes.ts';

/** A change to another user's friendship: `id` is the other user. */
const friendAction = <const M extends 'PUT' | 'DELETE', const P extends string>(method: M, path: P) =>
  endpoint({ method, path, params: userIdParamsSchema, answer: messageSchema, errors: [401, 404] });

export const friends = {
  list: endpoint({ method: 'GET', path: '/api/friends', answer: z.array(friendSchema), errors: [401] }),
  requests: endpoint({
    method: 'GET',
    path: '/api/friends/requests',
    answer: z.array(friendRequestSchema),
    errors: [401],
  }),
  sentRequests: endpoint({
    method: 'GET',
    path: '/api/friends/requests/sent',
    answer: z.array(sentFriendRequestSchema),
    errors: [401],
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/friends/search',
    query: friendSearchQuerySchema,
    answer: friendSearchResultSchema,
    errors: [400, 401],
  }),
  /** 201 when a request is sent, 200 when theirs was accepted instead. */
  request: endpoint({
    method: 'POST',
    path: '/api/friends/request',
    body: friendRequestCreateSchema,
    answer: friendRequestResultSchema,
    status: [200, 201],
    errors: [400, 401, 404, 409],
  }),
  accept: friendAction('PUT', '/api/friends/accept/:id'),
  reject: friendAction('PUT', '/api/friends/reject/:id'),
  withdraw: friendAction('DELETE', '/api/friends/requests/:id'),
  profile: endpoint({
    method: 'GET',
    path: '/api/friends/:id',
    params: userIdParamsSchema,
    answer: friendProfileSchema,
    errors: [401, 404],
  }),
  remove: friendAction('DELETE', '/api/friends/:id'),
};

export const notifications = {
  list: endpoint({ method: 'GET', path: '/api/notifications', answer: z.array(notificationSchema), errors: [401] }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    answer: unreadCountSchema,
    errors: [401],
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/notifications/mark-read',
    body: notificationIdsSchema,
    answer: notificationChangeSchema,
    errors: [400, 401],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notifications',
    body: notificationIdsSchema,
    answer: notificationChangeSchema,
    errors: [400, 401],
  }),
};

const group = '/api/matchgroups/:id';
export const matchGroups = {
  list: endpoint({
    method: 'GET',
    path: '/api/matchgroups',
    query: groupListQuerySchema,
    answer: z.array(matchGroupSummarySchema),
    errors: [400, 401],
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/api/matchgroups/invitations',
    answer: z.array(matchGroupInvitationSchema),
    errors: [401],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/matchgroups',
    body: matchGroupCreateSchema,
    answer: matchGroupSchema,
    status: [201],
    errors: [400, 401, 413],
  }),
  get: endpoint({
    method: 'GET',
    path: group,
    params: groupIdParamsSchema,
    answer: matchGroupSchema,
    errors: [401, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: group,
    params: groupIdParamsSchema,
    body: matchGroupUpdateSchema,
    answer: matchGroupSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: group,
    params: groupIdParamsSchema,
    answer: messageSchema,
    errors: [401, 403, 404],
  }),
  matches: endpoint({
    method: 'GET',
    path: `${group}/matches`,
    params: groupIdParamsSchema,
    query: groupMatchesQuerySchema,
    answer: groupMatchPageSchema,
    errors: [400, 401, 404],
  }),
  addMatches: endpoint({
    method: 'PUT',
    path: `${group}/matches`,
    params: groupIdParamsSchema,
    body: matchGroupMatchesSchema,
    answer: matchGroupSchema,
    errors: [400, 401, 403, 404, 413],
  }),
  removeMatches: endpoint({
    method: 'PUT',
    path: `${group}/matches/remove`,
    params: groupIdParamsSchema,
    body: matchGroupMatchesSchema,
    answer: matchGroupSchema,
    errors: [400, 401, 403, 404, 413],
  }),
  invite: endpoint({
    method: 'PUT',
    path: `${group}/invite`,
    params: groupIdParamsSchema,
    body: matchGroupInviteSchema,
    answer: matchGroupSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  respond: endpoint({
    method: 'PUT',
    path: `${group}/respond`,
    params: groupIdParamsSchema,
    body: matchGroupRespondSchema,
    answer: messageSchema,
    errors: [400, 401, 404],
  }),
  share: endpoint({
    method: 'PUT',
    path: `${group}/shares/:userId`,
    params: groupShareParamsSchema,
    body: matchGroupShareUpdateSchema,
    answer: matchGroupSchema,
    errors: [400, 401, 403, 404],
  }),
  stopSharing: endpoint({
    method: 'DELETE',
    path: `${group}/shares/:userId`,
    params: groupShareParamsSchema,
    answer: messageSchema,
    errors: [401, 403, 404],
  }),
  leave: endpoint({
    method: 'PUT',
    path: `${group}/leave`,
    params: groupIdParamsSchema,
    answer: messageSchema,
    errors: [400, 401, 404],
  }),
};

export const feedback = {
  create: endpoint({
    method: 'POST',
    path: '/api/feedback',
    body: feedbackCreateSchema,
    answer: feedbackItemSchema,
    status: [201],
    errors: [400, 401, 413],
  }),
  listOwn: endpoint({ method: 'GET', path: '/api/feedback/user', answer: z.array(feedbackItemSchema), errors: [401] }),
  list: endpoint({
    method: 'GET',
    path: '/api/feedback',
    query: feedbackListQuerySchema,
    answer: z.array(feedbackItemSchema),
    errors: [400, 401, 403],
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/feedback/page',
    query: feedbackAdminQuerySchema,
    answer: feedbackPageSchema,
    errors: [400, 401, 403],
  }),
  archiveAll: endpoint({
    method: 'PUT',
    path: '/api/feedback/archive-all',
    body: feedbackArchiveAllSchema,
    answer: feedbackArchiveAllResultSchema,
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/feedback/:id',
    params: idParamsSchema,
    body: feedbackUpdateSchema,
    answer: feedbackItemSchema,
    errors: [400, 401, 403, 404],
  }),
  reply: endpoint({
    method: 'PUT',
    path: '/api/feedback/:id/reply',
    params: idParamsSchema,
    body: feedbackReplyInputSchema,
    answer: feedbackItemSchema,
    errors: [400, 401, 403, 404],
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/api/feedback/:id/archive',
    params: idParamsSchema,
    body: feedbackArchiveSchema,
    answer: feedbackItemSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/feedback/:id',
    params: idParamsSchema,
    answer: messageSchema,
    errors: [401, 403, 404],
  }),
};

export const admin = {
  summary: endpoint({ method: 'GET', path: '/api/admin/summary', answer: adminSummarySchema, errors: [401, 403] }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuerySchema,
    answer: z.array(publicUserSchema),
    errors: [400, 401, 403],
  }),
  setRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    params: idParamsSchema,
    body: adminRoleInputSchema,
    answer: publicUserSchema,
    errors: [400, 401, 403, 404],
  }),
  operations: endpoint({
    method: 'GET',
    path: '/api/admin/operations',
    answer: adminOperationsSchema,
    errors: [401, 403],
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: adminPageQuerySchema,
    answer: auditPageSchema,
    errors: [400, 401, 403],
  }),
  matches: endpoint({
    method: 'GET',
    path: '/api/admin/matches',
    query: adminMatchQuerySchema,
    answer: adminMatchPageSchema,
    errors: [400, 401, 403],
  }),
  matchesDaily: endpoint({
    method: 'GET',
    path: '/api/admin/matches/daily',
    query: adminMatchDailyQuerySchema,
    answer: z.array(adminMatchDaySchema),
    errors: [400, 401, 403],
  }),
  match: endpoint({
    method: 'GET',
    path: '/api/admin/matches/:game/:id',
    params: adminMatchParamsSchema,
    answer: adminMatchDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  removeMatch: endpoint({
    method: 'DELETE',
    path: '/api/admin/matches/:game/:id',
    params: adminMatchParamsSchema,
    body: adminMatchDeleteSchema,
    answer: messageSchema,
    errors: [400, 401, 403, 404],
  }),
};
