import type { ProfileInput, PublicUser, UpdateUserInput } from '@trainerlog/core';
import { api } from '../../api/client.ts';

export const settingsApi = {
  /** PUT /api/auth/profile — an empty string clears a field. */
  updateProfile: (input: Required<ProfileInput>) => api.put<PublicUser>('/api/auth/profile', input),
  /** PUT /api/auth/update-user — username, email, game modes, or a new password with the current one. */
  updateUser: (input: UpdateUserInput) => api.put<PublicUser>('/api/auth/update-user', input),
};
