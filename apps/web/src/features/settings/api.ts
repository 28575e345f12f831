import type { DeleteAccountInput, ProfileInput, PublicUser, UpdateUserInput } from '@trainerlog/core';
import { api } from '../../api/client.ts';

export const settingsApi = {
  /** PUT /api/auth/profile — an empty string clears a field. */
  updateProfile: (input: Required<ProfileInput>) => api.put<PublicUser>('/api/auth/profile', input),
  /** PUT /api/auth/update-user — username, email, game modes, or a new password with the current one. */
  updateUser: (input: UpdateUserInput) => api.put<PublicUser>('/api/auth/update-user', input),
  /** DELETE /api/auth/account — the password confirms; every session of the account ends (issue 16). */
  deleteAccount: (input: DeleteAccountInput) => api.delete<{ msg: string }>('/api/auth/account', input),
};
