import {
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type AdminMatchDay,
  type AdminMatchDetail,
  type AdminMatchGame,
  type AdminMatchPage,
  type AdminMatchSource,
} from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** Admin matches (core `schemas/admin.ts`): search every player's matches, open one, delete with a reason. */

const ADMIN_MATCHES_KEY = ['admin', 'matches'] as const;

export interface AdminMatchFilters {
  game: AdminMatchGame;
  player?: string;
  deck?: string;
  opponent?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string | null;
  to?: string | null;
  source?: AdminMatchSource | null;
  page?: number;
}

export const ADMIN_MATCH_SOURCE_LABEL: Record<AdminMatchSource, string> = {
  manual: 'Logged by hand',
  ptcgl: 'PTCGL log',
  limitless: 'Limitless',
  showdown: 'Showdown replay',
};

/** The sources a game's matches can come from (TCG: PTCGL and Limitless; VGC: Showdown and Limitless). */
export function sourcesFor(game: AdminMatchGame): AdminMatchSource[] {
  return game === 'tcg' ? ['manual', 'ptcgl', 'limitless'] : ['manual', 'showdown', 'limitless'];
}

/** GET /api/admin/matches's query string: the game always, every other filter only when it narrows. */
export function adminMatchQuery(filters: AdminMatchFilters): string {
  const params = new URLSearchParams({ game: filters.game });
  for (const key of ['player', 'deck', 'opponent'] as const) {
    const text = filters[key]?.trim();
    if (text) params.set(key, text);
  }
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.source) params.set('source', filters.source);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return `?${params.toString()}`;
}

const matchPath = (game: AdminMatchGame, id: string) =>
  `/api/admin/matches/${game}/${encodeURIComponent(id)}`;

export const adminMatchesApi = {
  page: (filters: AdminMatchFilters, signal?: AbortSignal) =>
    api.get<AdminMatchPage>(`/api/admin/matches${adminMatchQuery(filters)}`, { signal }),
  daily: (days: number, signal?: AbortSignal) =>
    api.get<AdminMatchDay[]>(`/api/admin/matches/daily?days=${days}`, { signal }),
  detail: (game: AdminMatchGame, id: string, signal?: AbortSignal) =>
    api.get<AdminMatchDetail>(matchPath(game, id), { signal }),
  remove: (game: AdminMatchGame, id: string, reason: string) =>
    api.delete<{ msg: string }>(matchPath(game, id), { reason }),
};

export function useAdminMatchPage(filters: AdminMatchFilters) {
  return useQuery({
    queryKey: [...ADMIN_MATCHES_KEY, 'page', filters],
    queryFn: ({ signal }) => adminMatchesApi.page(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMatchDaily(days: number) {
  return useQuery({
    queryKey: [...ADMIN_MATCHES_KEY, 'daily', days],
    queryFn: ({ signal }) => adminMatchesApi.daily(days, signal),
  });
}

export function useAdminMatchDetail(target: { game: AdminMatchGame; id: string } | null) {
  return useQuery({
    queryKey: [...ADMIN_MATCHES_KEY, 'detail', target?.game, target?.id],
    queryFn: ({ signal }) => adminMatchesApi.detail(target!.game, target!.id, signal),
    enabled: target !== null,
  });
}

export function useDeleteAdminMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, id, reason }: { game: AdminMatchGame; id: string; reason: string }) =>
      adminMatchesApi.remove(game, id, reason),
    onSuccess: () =>
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ADMIN_MATCHES_KEY });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
      }, REFETCH_DELAY_AFTER_CHANGE_MS),
  });
}
