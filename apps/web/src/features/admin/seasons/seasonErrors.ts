import { ApiError } from '../../../api/client.ts';
import { notify } from '../../../ui/notify.ts';

/**
 * A failed season call as a toast titled with the spec's text (part 2 §8), the server's reason (or what went wrong
 * on the way) beneath. None for a 401: the global handling already sends the user to log in.
 */
export function reportSeasonError(error: unknown, title: string) {
  if (error instanceof ApiError && error.status === 401) return;
  const reason = error instanceof Error && error.message ? error.message : undefined;
  notify.error(reason ?? title, { title: reason ? title : undefined, id: 'season-error' });
}
