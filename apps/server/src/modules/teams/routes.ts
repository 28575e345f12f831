/**
 * The teams' routes: the shared collection routes (matches/collectionRoutes.ts) with the teams' entries and texts,
 * and the routes of a team's Pokémon.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiEndpoints, type TeamInput } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { collectionRoutes } from '../matches/index.ts';
import { TEAM_DELETED, type TeamService } from './service.ts';

const tags = ['teams'];

export const teamRoutes: FastifyPluginAsyncZod<{ teams: TeamService; guards: AuthGuards }> = async (
  app,
  { teams, guards },
) =>
  collectionRoutes(app, {
    endpoints: apiEndpoints.teams,
    service: {
      ...teams,
      create: async (userId: string, input: TeamInput) => {
        const { team, created } = await teams.create(userId, input);
        return { item: team, created };
      },
    },
    guards,
    tags,
    words: {
      list: { summary: "The caller's teams, most recently updated first" },
      create: {
        summary: 'Create a team (0–6 Pokémon; species are checked against the Pokédex and stored in its spelling)',
        description: 'With a `clientId` the caller already used, nothing is created and that team is answered (200).',
      },
      get: { summary: 'One of the caller’s teams' },
      update: {
        summary: 'Replace one of the caller’s teams',
        description:
          'The whole team is sent; fields left out take their defaults, as on create. A Pokémon sent with the id of ' +
          'one already on the team keeps that id; the others get new ids.',
      },
      remove: { summary: 'Delete one of the caller’s teams (clears it as the active team)' },
    },
    deleted: TEAM_DELETED,
    collectionOnlyRoutes: (untyped) => {
      const app = untyped.withTypeProvider<ZodTypeProvider>();
      app.put('/:id/pokemon', {
        schema: {
          tags,
          summary: 'Replace the Pokémon of one of the caller’s teams (name and format stay)',
          description: 'A Pokémon sent with the id of one already on the team keeps that id; the others get new ids.',
          ...endpointSchema(apiEndpoints.teams.replacePokemon),
        },
        handler: async (request) =>
          teams.replacePokemon(currentAuth(request).user.id, request.params.id, request.body.pokemon),
      });

      app.delete('/:id/pokemon/:pokemonId', {
        schema: {
          tags,
          summary: 'Remove one Pokémon from one of the caller’s teams',
          ...endpointSchema(apiEndpoints.teams.removePokemon),
        },
        handler: async (request) =>
          teams.removePokemon(currentAuth(request).user.id, request.params.id, request.params.pokemonId),
      });
    },
  });
