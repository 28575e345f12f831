import type { SeasonInput } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';

/** Spec part 2 §8, seasons: the failure texts of each call. */
export const SEASON_ERRORS = {
  fetch: 'Error fetching seasons',
  create: 'Error creating season',
  update: 'Error updating season',
  remove: 'Error deleting season',
  setCurrent: 'Error setting current season',
} as const;

/** Spec part 2 §7, seasons. Reading is public; every change needs an admin or owner (the server checks). */
export const seasonsApi = {
  list: () => api.seasons.list(),
  create: (input: SeasonInput) => api.seasons.create(input),
  update: (id: string, input: SeasonInput) => api.seasons.update({ id }, input),
  setCurrent: (id: string) => api.seasons.setCurrent({ id }),
  remove: (id: string) => api.seasons.remove({ id }),
};
