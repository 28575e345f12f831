import {
  REFETCH_DELAY_AFTER_CHANGE_MS,
  queryString,
  type AdminMatchGame,
  type AdminMatchSource,
} from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/typedClient.ts';

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

/** GET /api/admin/matches's query: the game always, every other filter only when it narrows. */
export function adminMatchParams(filters: AdminMatchFilters) {
  return {
    game: filters.game,
    player: filters.player?.trim() || undefined,
    deck: filters.deck?.trim() || undefined,
    opponent: filters.opponent?.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    source: filters.source || undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
  };
}

/** The same query as a query string (`?game=tcg&player=ash`). */
export function adminMatchQuery(filters: AdminMatchFilters): string {
  return queryString(adminMatchParams(filters));
}

export const adminMatchesApi = {
  page: (filters: AdminMatchFilters, signal?: AbortSignal) => api.admin.matches(adminMatchParams(filters), { signal }),
  daily: (days: number, signal?: AbortSignal) => api.admin.matchesDaily({ days }, { signal }),
  detail: (game: AdminMatchGame, id: string, signal?: AbortSignal) => api.admin.match({ game, id }, { signal }),
  remove: (game: AdminMatchGame, id: string, reason: string) => api.admin.removeMatch({ game, id }, { reason }),
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
