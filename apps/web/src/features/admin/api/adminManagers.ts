import { REFETCH_DELAY_AFTER_CHANGE_MS, queryString, type PublicUser, type Role } from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/typedClient.ts';

/** Managers (owner only; core `schemas/admin.ts`): find users, change roles, read the audit log. */

const MANAGERS_KEY = ['admin', 'managers'] as const;
const USERS_KEY = [...MANAGERS_KEY, 'users'] as const;
const AUDIT_KEY = [...MANAGERS_KEY, 'audit'] as const;

export const MANAGER_USERS_LIMIT = 25;

/** GET /api/admin/users's query: the search only when there is one, the limit always. */
export function adminUsersParams(search: string, limit = MANAGER_USERS_LIMIT) {
  return { search: search.trim() || undefined, limit };
}

export function adminUsersQuery(search: string, limit = MANAGER_USERS_LIMIT): string {
  return queryString(adminUsersParams(search, limit));
}

export const adminManagersApi = {
  users: (search: string, signal?: AbortSignal) => api.admin.users(adminUsersParams(search), { signal }),
  setRole: (id: string, role: Role) => api.admin.setRole({ id }, { role }),
  audit: (page: number, signal?: AbortSignal) => api.admin.audit({ page }, { signal }),
};

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...USERS_KEY, search.trim()],
    queryFn: ({ signal }) => adminManagersApi.users(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...AUDIT_KEY, page],
    queryFn: ({ signal }) => adminManagersApi.audit(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A role change shows in the user list at once, and the list, the audit log and the hub refetch 100 ms later. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => adminManagersApi.setRole(id, role),
    onSuccess: (user) => {
      queryClient.setQueriesData<PublicUser[]>({ queryKey: USERS_KEY }, (users) =>
        users?.map((u) => (u._id === user._id ? user : u)),
      );
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: MANAGERS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
      }, REFETCH_DELAY_AFTER_CHANGE_MS);
    },
  });
}
