/**
 * The teams module: VGC teams.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { teamRoutes } from './routes.ts';
export { createTeamService, TEAM_NOT_FOUND, teamListOrder, type TeamService, toTeam } from './service.ts';
export { type SpeciesLookup, unknownPokemonMessage } from './species.ts';
