import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/typedClient.ts';

export const ADMIN_OPERATIONS_KEY = ['admin', 'operations'] as const;

/**
 * GET /api/admin/operations (owner; core `schemas/admin.ts`, issue 31): the last good backup and each outside
 * service's breaker, refreshed every half minute while the hub is open (a breaker's cool-down is that long).
 */
export function useAdminOperations(enabled: boolean) {
  return useQuery({
    queryKey: ADMIN_OPERATIONS_KEY,
    queryFn: ({ signal }) => api.admin.operations({ signal }),
    enabled,
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}
