import {
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type AuditPage,
  type PublicUser,
  type Role,
} from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** Managers (owner only; core `schemas/admin.ts`): find users, change roles, read the audit log. */

const MANAGERS_KEY = ['admin', 'managers'] as const;
const USERS_KEY = [...MANAGERS_KEY, 'users'] as const;
const AUDIT_KEY = [...MANAGERS_KEY, 'audit'] as const;

export const MANAGER_USERS_LIMIT = 25;

export function adminUsersQuery(search: string, limit = MANAGER_USERS_LIMIT): string {
  const params = new URLSearchParams();
  const text = search.trim();
  if (text) params.set('search', text);
  params.set('limit', String(limit));
  return `?${params.toString()}`;
}

export const adminManagersApi = {
  users: (search: string, signal?: AbortSignal) =>
    api.get<PublicUser[]>(`/api/admin/users${adminUsersQuery(search)}`, { signal }),
  setRole: (id: string, role: Role) => api.put<PublicUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role }),
  audit: (page: number, signal?: AbortSignal) => api.get<AuditPage>(`/api/admin/audit?page=${page}`, { signal }),
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
