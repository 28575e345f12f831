import type { Season, SeasonInput } from '@trainerlog/core';
import { api } from '../api/client.ts';

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
  list: () => api.get<Season[]>('/api/seasons'),
  create: (input: SeasonInput) => api.post<Season>('/api/seasons', input),
  update: (id: string, input: SeasonInput) => api.put<Season>(`/api/seasons/${encodeURIComponent(id)}`, input),
  setCurrent: (id: string) => api.put<Season>(`/api/seasons/${encodeURIComponent(id)}/set-current`),
  remove: (id: string) => api.delete<{ msg: string }>(`/api/seasons/${encodeURIComponent(id)}`),
};
