/**
 * The endpoint table's account areas: health, auth (the session and the profile), the account's export and import,
 * the sync batch and the match counts and records (endpoint.ts says what an entry is).
 */
import type { z } from 'zod';
import {
  activeDeckSchema,
  activeTeamSchema,
  authResponseSchema,
  communitySharingSchema,
  darkModeSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  updateUserSchema,
} from '../schemas/auth.ts';
import { messageSchema } from '../schemas/common.ts';
import { dataExportSchema, dataImportResultSchema } from '../schemas/dataExport.ts';
import { limitlessUsernameSchema } from '../schemas/limitless.ts';
import { ptcglScreenNamesSchema } from '../schemas/ptcglImport.ts';
import { showdownNamesSchema } from '../schemas/showdownImport.ts';
import { syncBatchAnswerSpecSchema, syncBatchSchema } from '../schemas/syncBatch.ts';
import { statsTrendsQuerySchema, statsTrendsSchema, statsOverallSchema } from '../schemas/tcgAnalyticsApi.ts';
import { matchCountsSchema } from '../schemas/tcgMatchApi.ts';
import { endpoint } from './endpoint.ts';
import {
  healthSchema,
  resetTokenInvalidSchema,
  resetTokenParamsSchema,
  resetTokenValidSchema,
  statsOverallQuerySchema,
} from './shapes.ts';

export const health = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    answer: healthSchema,
    otherAnswers: { 503: healthSchema },
  }),
};

/** A signed-in profile change answers the user as it is now. */
const profileChange = <const B extends z.ZodType, const E extends readonly number[]>(
  path: string,
  body: B,
  errors: E,
) => endpoint({ method: 'PUT', path, body, answer: publicUserSchema, errors });

export const auth = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerSchema,
    answer: authResponseSchema,
    status: [201],
    errors: [400, 409, 413, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    answer: authResponseSchema,
    errors: [400, 413, 429],
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', answer: messageSchema, errors: [401] }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    body: deleteAccountSchema,
    answer: messageSchema,
    errors: [400, 401, 413],
  }),
  user: endpoint({ method: 'GET', path: '/api/auth/user', answer: publicUserSchema, errors: [400, 401, 413] }),
  updateProfile: profileChange('/api/auth/profile', profileSchema, [400, 401, 413]),
  setDarkMode: profileChange('/api/auth/dark-mode', darkModeSchema, [400, 401, 413]),
  setCommunitySharing: profileChange('/api/auth/community-sharing', communitySharingSchema, [400, 401, 413]),
  setPtcglScreenNames: profileChange('/api/auth/ptcgl-screen-names', ptcglScreenNamesSchema, [400, 401, 413]),
  setShowdownNames: profileChange('/api/auth/showdown-names', showdownNamesSchema, [400, 401, 413]),
  setLimitlessUsername: profileChange('/api/auth/limitless-username', limitlessUsernameSchema, [400, 401, 413]),
  setActiveDeck: profileChange('/api/auth/active-deck', activeDeckSchema, [400, 401, 413, 404]),
  setActiveTeam: profileChange('/api/auth/active-team', activeTeamSchema, [400, 401, 413, 404]),
  updateUser: profileChange('/api/auth/update-user', updateUserSchema, [400, 401, 413, 409]),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordSchema,
    answer: messageSchema,
    errors: [400, 413, 429],
  }),
  verifyResetToken: endpoint({
    method: 'GET',
    path: '/api/auth/verify-reset-token/:token',
    params: resetTokenParamsSchema,
    answer: resetTokenValidSchema,
    otherAnswers: { 400: resetTokenInvalidSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
    answer: messageSchema,
    errors: [400, 413],
  }),
};

export const account = {
  /** The whole export document (issue 16), as `import` reads it back. */
  export: endpoint({ method: 'GET', path: '/api/account/export', answer: dataExportSchema, errors: [401, 429] }),
  import: endpoint({
    method: 'POST',
    path: '/api/account/import',
    body: dataExportSchema,
    answer: dataImportResultSchema,
    errors: [400, 401, 413, 429],
  }),
};

export const sync = {
  batch: endpoint({
    method: 'POST',
    path: '/api/sync/batch',
    body: syncBatchSchema,
    answer: syncBatchAnswerSpecSchema,
    errors: [400, 401, 413, 503],
  }),
};

export const stats = {
  globalCounts: endpoint({ method: 'GET', path: '/api/stats/global-counts', answer: matchCountsSchema }),
  myCounts: endpoint({ method: 'GET', path: '/api/stats/my-counts', answer: matchCountsSchema, errors: [401] }),
  overall: endpoint({
    method: 'GET',
    path: '/api/stats/overall',
    query: statsOverallQuerySchema,
    answer: statsOverallSchema,
    errors: [400, 401],
  }),
  trends: endpoint({
    method: 'GET',
    path: '/api/stats/trends',
    query: statsTrendsQuerySchema,
    answer: statsTrendsSchema,
    errors: [400, 401],
  }),
};
