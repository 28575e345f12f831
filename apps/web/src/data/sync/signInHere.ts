/**
 * Sign-ins made by this tab (a token set here, not one followed from another tab), kept from the app's start. The
 * guest-data sync loads lazily once a member is signed in (issue 18 size budget), after the sign-in that made it
 * load: the sign-in waits here until it subscribes.
 */
import { onTokenChange } from '../../api/token.ts';

let watching = false;
let unheard = false;
const listeners = new Set<() => void>();

/** Starts listening to this tab's token changes; call it early (the shell does), calling it again does nothing. */
export function watchSignInsHere(): void {
  if (watching) return;
  watching = true;
  onTokenChange((token) => {
    if (token === null) unheard = false;
    else if (listeners.size === 0) unheard = true;
    else for (const listener of listeners) listener();
  });
}

/** Calls `listener` on each sign-in made by this tab, at once for one made before anyone listened. */
export function onSignInHere(listener: () => void): () => void {
  watchSignInsHere();
  listeners.add(listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => listeners.delete(listener);
}
