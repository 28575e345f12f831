import { api } from '../../api/typedClient.ts';

export interface VerifyResetTokenResult {
  valid: boolean;
  username?: string;
  msg?: string;
}

/** Password reset calls (spec part 1 §7). */
export const passwordResetApi = {
  requestLink: (username: string) => api.auth.forgotPassword({ username }),
  verify: (token: string): Promise<VerifyResetTokenResult> => api.auth.verifyResetToken({ token }),
  reset: (token: string, newPassword: string) => api.auth.resetPassword({ token, newPassword }),
};
