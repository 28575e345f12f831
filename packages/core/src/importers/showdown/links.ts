/**
 * Showdown replay links (issue 13): recognising a replay link in what the player pasted, and writing the canonical
 * link the match keeps.
 *
 * Definitions:
 * - A replay id is `[server-]format-number` (`gen9vgc2024regg-2162538254`, `smogtours-gen9vgc2024regg-773311`); a
 *   private replay's link adds `-<password>pw`, the password being lower-case letters and digits.
 * - The canonical link is `https://replay.pokemonshowdown.com/<id>`, plus `-<password>pw` when private.
 *
 * Decisions:
 * - Accepted: http or https or no scheme, any letter case in the host, a trailing `/`, the `.json`/`.log`/`.html`
 *   views of a replay, any query (`?p2`) and fragment. `www.replay…` is not Showdown's host and is not accepted.
 * - `extraHosts` are further replay hosts (the server's own replay base, e.g. `127.0.0.1:4567` in tests); a host is
 *   compared with its port, without scheme or path.
 * - A live battle (`play.pokemonshowdown.com/battle-…`, a best-of series room `…/game-bestof3-…`) is told apart so
 *   the import can say "this is a live battle, upload the replay" instead of "not a link".
 */

export const SHOWDOWN_REPLAY_HOST = 'replay.pokemonshowdown.com';
const BATTLE_HOSTS = new Set(['play.pokemonshowdown.com', 'pokemonshowdown.com', 'psim.us']);

export type ShowdownReplayLink =
  { kind: 'replay'; replayId: string; password: string | null; replayLink: string } | { kind: 'battle' };

const URL_SHAPE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/?#\s@]+)(\/[^?#\s]*)?(?:\?[^#\s]*)?(?:#\S*)?$/i;
const VIEW_SUFFIX = /\.(?:json|log|html)$/;
const ID_PART = /^[a-z0-9]+$/;
const DIGITS = /^\d+$/;

export function showdownReplayLink(replayId: string, password: string | null): string {
  return `https://${SHOWDOWN_REPLAY_HOST}/${replayId}${password ? `-${password}pw` : ''}`;
}

/**
 * A link's last path segment as a replay id and password: `[server-]format-number[-<password>pw]`, the format
 * holding a letter. Read part by part (split at dashes) rather than with one pattern, so that no text backtracks.
 */
export function parseReplaySegment(segment: string): { replayId: string; password: string | null } | null {
  const parts = segment.split('-');
  if (parts.length < 2 || parts.length > 4 || !parts.every((part) => ID_PART.test(part))) return null;
  let password: string | null = null;
  const last = parts[parts.length - 1] ?? '';
  if (!DIGITS.test(last) && last.endsWith('pw') && last.length > 2) {
    password = last.slice(0, -2);
    parts.pop();
  }
  const number = parts.pop() ?? '';
  const format = parts[parts.length - 1] ?? '';
  if (!DIGITS.test(number) || parts.length < 1 || parts.length > 2 || !/[a-z]/.test(format)) return null;
  return { replayId: [...parts, number].join('-'), password };
}

/** A replay id that may end with a private replay's `-<password>pw`, split into the two. */
export function splitReplayPassword(id: string): { replayId: string; password: string | null } {
  return parseReplaySegment(id) ?? { replayId: id, password: null };
}

/** A live battle room: `battle-<replay id shape>` or a best-of series room `game-bestofN-…`. */
function isBattleSegment(segment: string): boolean {
  if (segment.startsWith('battle-')) return parseReplaySegment(segment.slice('battle-'.length)) !== null;
  return /^game-bestof\d+-[a-z0-9-]+$/.test(segment) && segment.length <= 300;
}

/** A host as given by the server (`127.0.0.1:4567`, `http://host:1/replays`), lower-cased, without scheme or path. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '');
}

export function parseShowdownReplayLink(text: string, extraHosts: readonly string[] = []): ShowdownReplayLink | null {
  if (typeof text !== 'string') return null;
  // Discord wraps links in <…> to stop previews.
  const trimmed = text.trim().replace(/^<(.*)>$/, '$1');
  if (trimmed === '' || trimmed.length > 2000) return null;
  const shape = URL_SHAPE.exec(trimmed);
  if (!shape) return null;
  const scheme = (shape[1] ?? 'https').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  const host = (shape[2] ?? '').toLowerCase();
  const segment = (shape[3] ?? '')
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(VIEW_SUFFIX, '');
  if (segment === '' || segment.includes('/')) return null;

  const replayHosts = [SHOWDOWN_REPLAY_HOST, ...extraHosts.map(normalizeHost).filter((extra) => extra !== '')];
  if (replayHosts.includes(host)) {
    const replay = parseReplaySegment(segment);
    if (!replay) return null;
    return { kind: 'replay', ...replay, replayLink: showdownReplayLink(replay.replayId, replay.password) };
  }
  const battleHost = BATTLE_HOSTS.has(host) || host.endsWith('.psim.us');
  if (battleHost && isBattleSegment(segment)) return { kind: 'battle' };
  return null;
}

// Offered here too: callers that check a link usually check the format of what it points to.
export { isVgcDoublesFormat } from './formatLabel.ts';
