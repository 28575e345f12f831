import type { DeleteAccountInput, ProfileInput, UpdateUserInput } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { currentMemberId, forgetMemberData } from '../../data/outbox/index.ts';

export const settingsApi = {
  /** PUT /api/auth/profile — an empty string clears a field. */
  updateProfile: (input: Required<ProfileInput>) => api.auth.updateProfile(input),
  /** PUT /api/auth/update-user — username, email, game modes, or a new password with the current one. */
  updateUser: (input: UpdateUserInput) => api.auth.updateUser(input),
  /** DELETE /api/auth/account — the password confirms; every session of the account ends (issue 16). */
  async deleteAccount(input: DeleteAccountInput) {
    const answer = await api.auth.deleteAccount(input);
    // Nothing of the account stays in this browser: its last-seen copy and its waiting uploads go too.
    const userId = currentMemberId();
    if (userId) forgetMemberData(userId);
    return answer;
  },
};
