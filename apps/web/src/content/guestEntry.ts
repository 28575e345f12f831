/**
 * The guest's way in (issue 28: the guest mode the README promises could be reached only by typing its address), worded
 * the same on the home page and in the sidebar: the dashboard, with the matches kept in this browser until the player
 * makes an account (then they are uploaded).
 */
export const GUEST_ENTRY_LABEL = 'Use without an account';
export const GUEST_ENTRY_HINT = 'Your matches stay in this browser; create an account later and they come along.';
export const GUEST_ENTRY_PATH = '/dashboard';
