/**
 * Limitless tournament links (issue 15, step 1 "paste a tournament link"): the tournament id in what the player
 * pasted, and the link of a tournament's page.
 *
 * Decisions:
 * - Accepted: a bare id (`LIMITLESS_ID_PATTERN`), or a link to `play.limitlesstcg.com` (http, https or no scheme, any
 *   letter case in the host) whose path is `/tournament/<id>` followed by anything (`/standings`, `/details`,
 *   `/player/<name>`, a query, a fragment), or the API's `/api/tournaments/<id>[/…]` that a player may have copied.
 *   Discord's `<…>` around a link is dropped.
 * - Other hosts are refused, even `limitlesstcg.com`: its tournaments are the official events' database, whose ids are
 *   not play.limitlesstcg.com's and which the API does not serve.
 * - The id keeps its letter case (Limitless ids are lower-case hex, but the API is the judge of an unknown id).
 */
import { LIMITLESS_ID_PATTERN, LIMITLESS_SITE_URL } from '../../schemas/limitless.ts';

const SITE_HOST = new URL(LIMITLESS_SITE_URL).host;
const URL_SHAPE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/?#\s@]+)(\/[^?#\s]*)?(?:\?[^#\s]*)?(?:#\S*)?$/i;

/** The tournament id in a link or a bare id (see header), or null. */
export function parseLimitlessTournamentLink(text: string): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text
    .trim()
    .replace(/^<(.*)>$/, '$1')
    .trim();
  if (trimmed === '' || trimmed.length > 2000) return null;
  if (LIMITLESS_ID_PATTERN.test(trimmed)) return trimmed;
  const shape = URL_SHAPE.exec(trimmed);
  if (!shape) return null;
  const scheme = (shape[1] ?? 'https').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  if ((shape[2] ?? '').toLowerCase() !== SITE_HOST) return null;
  const segments = (shape[3] ?? '').split('/').filter((segment) => segment !== '');
  const at =
    segments[0]?.toLowerCase() === 'tournament'
      ? 1
      : segments[0]?.toLowerCase() === 'api' && segments[1]?.toLowerCase() === 'tournaments'
        ? 2
        : -1;
  const id = at > 0 ? segments[at] : undefined;
  return id !== undefined && LIMITLESS_ID_PATTERN.test(id) ? id : null;
}

/** The tournament's standings page on Limitless. */
export function limitlessTournamentLink(id: string): string {
  return `${LIMITLESS_SITE_URL}/tournament/${id}/standings`;
}
