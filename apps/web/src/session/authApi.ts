import { landingApi } from '../api/landingApi.ts';

/** The /api/auth calls of spec part 1 §7 and part 2 §7 (on the landing route: api/landingApi.ts). */
export const authApi = {
  currentUser: () => landingApi.auth.user(),
  login: landingApi.auth.login,
  register: landingApi.auth.register,
  /** Its failure (already revoked, offline) changes nothing for the visitor: the local token goes anyway. */
  logout: () => landingApi.auth.logout({ globalAuthHandling: false }),
  setDarkMode: (darkModeEnabled: boolean) => landingApi.auth.setDarkMode({ darkModeEnabled }),
};
