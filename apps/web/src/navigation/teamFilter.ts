/**
 * The dashboard's VGC team filter (spec part 1 §2: "A VGC team filter can arrive through navigation state"), as one
 * shape that the team list writes and the dashboard reads — two features that never import each other.
 *
 *   navigate(DASHBOARD_PATH, { state: dashboardStateWithTeam(team) })
 *
 * - `key` is `teamFilterKey` of the team's species (spec §5: the filter compares the sorted base names);
 * - `name` is what the banner shows ("Unnamed Team" for a team without a name);
 * - `teamId`, when the filter comes from a saved team, also keeps the matches logged with that team, so the list shows
 *   exactly the matches the team's statistics count (core `schemas/vgcMatchApi.ts`).
 *
 * History state survives a reload and Back, so the filter does too until "Clear Filter" replaces it.
 */
import { teamDisplayName, teamFilterKey, teamSpeciesOf, type TeamLike } from '@trainerlog/core';

export const DASHBOARD_PATH = '/dashboard';

export interface TeamFilter {
  key: string;
  name: string;
  teamId?: string;
}

/** The dashboard's navigation state. */
export interface DashboardLocationState {
  teamFilter?: TeamFilter;
}

/** The filter that shows a saved team's matches. */
export function teamFilterOf(team: TeamLike & { name?: string | null }): TeamFilter {
  return { key: teamFilterKey(teamSpeciesOf(team)), name: teamDisplayName(team.name), teamId: team._id };
}

export function dashboardStateWithTeam(team: TeamLike & { name?: string | null }): DashboardLocationState {
  return { teamFilter: teamFilterOf(team) };
}

const shortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * The team filter in a location's state, or null. History state is whatever a page (or an older build) left there,
 * so it is checked rather than trusted; a filter with neither a key nor a team id would show everything and is
 * ignored.
 */
export function teamFilterFromState(state: unknown): TeamFilter | null {
  if (typeof state !== 'object' || state === null) return null;
  const filter = (state as DashboardLocationState).teamFilter as unknown;
  if (typeof filter !== 'object' || filter === null) return null;
  const { key, name, teamId } = filter as Record<string, unknown>;
  if (!shortText(key, 500) || !shortText(name, 200)) return null;
  const id = shortText(teamId, 100) && teamId.trim() !== '' ? teamId : undefined;
  if (key.trim() === '' && !id) return null;
  return { key: key.trim(), name: teamDisplayName(name), ...(id ? { teamId: id } : {}) };
}
