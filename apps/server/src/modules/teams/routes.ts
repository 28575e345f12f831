import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, teamInputSchema, teamSchema } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import { TEAM_DELETED, type TeamService } from './service.ts';

const tags = ['teams'];
const idParams = z.object({ id: z.string() });
const pokemonParams = z.object({ id: z.string(), pokemonId: z.string() });
/** PUT /api/teams/{id}/pokemon: the list is required here (an empty body must not clear a team by accident). */
const pokemonListBody = z.object({ pokemon: teamInputSchema.shape.pokemon.unwrap() });

export const teamRoutes: FastifyPluginAsyncZod<{ teams: TeamService; guards: AuthGuards }> = async (
  app,
  { teams, guards },
) => {
  // Every team route is for members; guests keep their teams in the browser.
  app.addHook('onRequest', guards.requireUser);

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's teams, most recently updated first",
      response: { 200: z.array(teamSchema), ...errorResponses(401) },
    },
    handler: async (request) => teams.list(currentAuth(request).user.id),
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Create a team (0–6 Pokémon; species are checked against the Pokédex and stored in its spelling)',
      description: 'With a `clientId` the caller already used, nothing is created and that team is answered (200).',
      body: teamInputSchema,
      response: { 201: teamSchema, 200: teamSchema, ...errorResponses(400, 401, 413) },
    },
    handler: async (request, reply) => {
      const { team, created } = await teams.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(team);
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'One of the caller’s teams',
      params: idParams,
      response: { 200: teamSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => teams.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: 'Replace one of the caller’s teams',
      description:
        'The whole team is sent; fields left out take their defaults, as on create. A Pokémon sent with the id of ' +
        'one already on the team keeps that id; the others get new ids.',
      params: idParams,
      body: teamInputSchema,
      response: { 200: teamSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) => teams.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Delete one of the caller’s teams (clears it as the active team)',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await teams.remove(currentAuth(request).user.id, request.params.id);
      return { msg: TEAM_DELETED };
    },
  });

  app.put('/:id/pokemon', {
    schema: {
      tags,
      summary: 'Replace the Pokémon of one of the caller’s teams (name and format stay)',
      description: 'A Pokémon sent with the id of one already on the team keeps that id; the others get new ids.',
      params: idParams,
      body: pokemonListBody,
      response: { 200: teamSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) =>
      teams.replacePokemon(currentAuth(request).user.id, request.params.id, request.body.pokemon),
  });

  app.delete('/:id/pokemon/:pokemonId', {
    schema: {
      tags,
      summary: 'Remove one Pokémon from one of the caller’s teams',
      params: pokemonParams,
      response: { 200: teamSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) =>
      teams.removePokemon(currentAuth(request).user.id, request.params.id, request.params.pokemonId),
  });
};
