import { ApiError } from '../../api/client.ts';
import { notify } from '../../ui/notify.ts';

/**
 * Spec part 2 §8, teams: a toast with the server's message or the screen's fallback ('Error updating team'…), but
 * none for a 401 (the global handling already sends the user to log in). Browser-storage failures say what happened.
 */
export function reportTeamError(error: unknown, fallback = 'An error occurred') {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    notify.error(error.msg ?? fallback, { id: 'team-error' });
    return;
  }
  notify.error(error instanceof Error && error.message ? error.message : fallback, { id: 'team-error' });
}

/** Spec part 2 §4: a member's team the server could not take was kept in this browser; say so, not "saved". */
export function warnSavedLocally() {
  notify.warning(
    'The server could not be reached, so the team was saved in this browser only. It is uploaded when you next sign in.',
    { id: 'team-saved-locally', title: 'Saved in this browser' },
  );
}
