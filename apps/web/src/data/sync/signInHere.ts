/**
 * Sign-ins made by this tab (a token set here, not one followed from another tab). The guest-data sync loads lazily
 * once a member is signed in (issue 18 size budget), so it subscribes after the sign-in that made it load: the shell
 * watches from its start (watchSignInsHere) and keeps a sign-in nobody heard until the sync subscribes.
 */
import { onTokenChange } from '../../api/token.ts';

let subscribers = 0;
let unheard = false;

/** Keeps a sign-in made while nobody listens, for the next onSignInHere; returns the stop (which forgets it). */
export function watchSignInsHere(): () => void {
  const stop = onTokenChange((token) => {
    if (token === null) unheard = false;
    else if (subscribers === 0) unheard = true;
  });
  return () => {
    stop();
    unheard = false;
  };
}

/** Calls `listener` on each sign-in made by this tab, at once for one the shell kept. Returns the unsubscribe. */
export function onSignInHere(listener: () => void): () => void {
  subscribers += 1;
  if (unheard) {
    unheard = false;
    listener();
  }
  const stop = onTokenChange((token) => {
    if (token !== null) listener();
  });
  return () => {
    subscribers -= 1;
    stop();
  };
}
