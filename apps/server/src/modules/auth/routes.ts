import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEndpoints,
  DELETE_ACCOUNT_MESSAGES,
  LIMITLESS_USERNAME_MAX_LENGTH,
  SHOWDOWN_NAME_MAX_LENGTH,
  SHOWDOWN_NAMES_MAX,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { rateLimited } from '../../http/rate-limit.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { AuthService } from './service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: AuthGuards;
  rateLimits: { login: number; forgotPassword: number; register: number };
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, guards, rateLimits }) => {
  const signedIn = { onRequest: guards.requireUser };

  app.post('/register', {
    ...rateLimited(rateLimits.register),
    schema: {
      tags,
      summary: 'Create an account and log in',
      security: [],
      ...endpointSchema(apiEndpoints.auth.register),
    },
    handler: async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  });

  app.post('/login', {
    ...rateLimited(rateLimits.login),
    schema: {
      tags,
      summary: 'Log in by email and password',
      security: [],
      ...endpointSchema(apiEndpoints.auth.login),
    },
    handler: async (request) => auth.login(request.body.email, request.body.password),
  });

  app.post('/logout', {
    ...signedIn,
    schema: { tags, summary: 'End the current session', ...endpointSchema(apiEndpoints.auth.logout) },
    handler: async (request) => {
      await auth.logout(currentAuth(request).sessionId);
      return { msg: 'Logged out' };
    },
  });

  app.delete('/account', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Delete the account and every row of it, after confirming the password',
      description:
        'A wrong password is a 400 at `password` and changes nothing. Otherwise the matches, decks, teams, groups ' +
        '(members are notified), friendships, notifications and sessions go, and the community counts drop them.',
      ...endpointSchema(apiEndpoints.auth.deleteAccount),
    },
    handler: async (request) => {
      await auth.deleteAccount(currentAuth(request).user, request.body.password);
      return { msg: DELETE_ACCOUNT_MESSAGES.deleted };
    },
  });

  app.get('/user', {
    ...signedIn,
    schema: { tags, summary: 'The current user', ...endpointSchema(apiEndpoints.auth.user) },
    // Polled by every open page: toPublicUser builds the answer field by field, so no per-request schema check.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => auth.toPublic(currentAuth(request).user),
  });

  app.put('/profile', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Update profile fields; an empty string clears one',
      ...endpointSchema(apiEndpoints.auth.updateProfile),
    },
    handler: async (request) => auth.updateProfile(currentAuth(request).user.id, request.body),
  });

  app.put('/dark-mode', {
    ...signedIn,
    schema: { tags, summary: 'Save the theme choice', ...endpointSchema(apiEndpoints.auth.setDarkMode) },
    handler: async (request) => auth.setDarkMode(currentAuth(request).user.id, request.body.darkModeEnabled),
  });

  app.put('/community-sharing', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Keep your matches out of community statistics (true) or share them again (false)',
      ...endpointSchema(apiEndpoints.auth.setCommunitySharing),
    },
    handler: async (request) => auth.setCommunityOptOut(currentAuth(request).user.id, request.body.communityOptOut),
  });

  app.put('/ptcgl-screen-names', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Your Pokémon TCG Live screen names (the log import takes the one playing in a log as you)',
      ...endpointSchema(apiEndpoints.auth.setPtcglScreenNames),
    },
    handler: async (request) => auth.setPtcglScreenNames(currentAuth(request).user.id, request.body.ptcglScreenNames),
  });

  app.put('/showdown-names', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Your Pokémon Showdown names (the replay import takes the side one of them plays as you)',
      description:
        `At most ${SHOWDOWN_NAMES_MAX} names of 1–${SHOWDOWN_NAME_MAX_LENGTH} characters, trimmed; two names that ` +
        'are one Showdown user (case and punctuation ' +
        'ignored: `Take Me` and `takeme`) are refused. The list replaces the one stored; `[]` forgets them all.',
      ...endpointSchema(apiEndpoints.auth.setShowdownNames),
    },
    handler: async (request) => auth.setShowdownNames(currentAuth(request).user.id, request.body.showdownNames),
  });

  app.put('/limitless-username', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Your Limitless username (the tournament import preselects you in the standings)',
      description:
        `At most ${LIMITLESS_USERNAME_MAX_LENGTH} characters, trimmed; \`null\` or an empty string forgets it. The ` +
        'tournament import also remembers the player it imported as, unless asked not to.',
      ...endpointSchema(apiEndpoints.auth.setLimitlessUsername),
    },
    handler: async (request) => auth.setLimitlessUsername(currentAuth(request).user.id, request.body.limitlessUsername),
  });

  app.put('/active-deck', {
    ...signedIn,
    schema: {
      tags,
      summary: "Set the active deck (one of the caller's decks) or clear it with null",
      ...endpointSchema(apiEndpoints.auth.setActiveDeck),
    },
    handler: async (request) => auth.setActiveDeck(currentAuth(request).user.id, request.body.deckId),
  });

  app.put('/active-team', {
    ...signedIn,
    schema: {
      tags,
      summary: "Set the active team (one of the caller's teams) or clear it with null",
      ...endpointSchema(apiEndpoints.auth.setActiveTeam),
    },
    handler: async (request) => auth.setActiveTeam(currentAuth(request).user.id, request.body.teamId),
  });

  app.put('/update-user', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Change username, email, game modes, or (with currentPassword) the password',
      description: 'A password change ends every other session of the user.',
      ...endpointSchema(apiEndpoints.auth.updateUser),
    },
    handler: async (request) => {
      const { user, sessionId } = currentAuth(request);
      return auth.updateUser(user, sessionId, request.body);
    },
  });

  app.post('/forgot-password', {
    ...rateLimited(rateLimits.forgotPassword),
    schema: {
      tags,
      summary: 'Mail a reset link (valid 15 minutes) to the account with this username',
      security: [],
      description: 'Answers the same whether or not the user exists.',
      ...endpointSchema(apiEndpoints.auth.forgotPassword),
    },
    handler: async (request) => ({ msg: await auth.forgotPassword(request.body.username) }),
  });

  app.get('/verify-reset-token/:token', {
    schema: {
      tags,
      summary: 'Whether a reset link is still valid, and for whom',
      security: [],
      ...endpointSchema(apiEndpoints.auth.verifyResetToken),
    },
    handler: async (request) => auth.verifyResetToken(request.params.token),
  });

  app.post('/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with a reset link (single use; ends all sessions)',
      security: [],
      ...endpointSchema(apiEndpoints.auth.resetPassword),
    },
    handler: async (request) => ({ msg: await auth.resetPassword(request.body.token, request.body.newPassword) }),
  });
};
