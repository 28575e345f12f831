import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/typedClient.ts';

export const ADMIN_SUMMARY_KEY = ['admin', 'summary'] as const;

/** GET /api/admin/summary (core `schemas/admin.ts`): the hub's live counts, refreshed every minute while open. */
export function useAdminSummary() {
  return useQuery({
    queryKey: ADMIN_SUMMARY_KEY,
    queryFn: ({ signal }) => api.admin.summary({ signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
