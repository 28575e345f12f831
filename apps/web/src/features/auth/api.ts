import { api } from '../../api/client.ts';

export interface VerifyResetTokenResult {
  valid: boolean;
  username?: string;
  msg?: string;
}

/** Password reset calls (spec part 1 §7). */
export const passwordResetApi = {
  requestLink: (username: string) => api.post<{ msg: string }>('/api/auth/forgot-password', { username }),
  verify: (token: string) =>
    api.get<VerifyResetTokenResult>(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`),
  reset: (token: string, newPassword: string) =>
    api.post<{ msg: string }>('/api/auth/reset-password', { token, newPassword }),
};
