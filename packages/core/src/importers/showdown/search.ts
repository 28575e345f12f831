/**
 * Showdown's replay search (issue 28, "recent replays"): `<replay server>/search.json?user=<name>` answers the
 * player's latest public replays, newest first, as an array of `{ uploadtime, id, format, players, rating?,
 * private? }` (51 at most: one more than a page says there are more). Read leniently: an entry that is not of that
 * shape, or is private, is left out rather than failing the whole list.
 */
import { formatIdFromReplayId, VGC_FORMAT_ID_PATTERN } from './formatLabel.ts';
import { parseReplaySegment } from './links.ts';

export interface ShowdownSearchEntry {
  id: string;
  format: string;
  players: string[];
  /** Unix seconds. */
  uploadtime: number;
  rating: number | null;
}

/** One page of Showdown's search: what a player's recent replays list shows. */
export const SHOWDOWN_SEARCH_PAGE_SIZE = 50;

/** Whether a replay id's format is one the VGC import takes (`gen9vgc2025regi-123` yes, `gen9ou-123` no). */
export function isVgcReplayId(replayId: string): boolean {
  return VGC_FORMAT_ID_PATTERN.test(formatIdFromReplayId(replayId));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entryOf(value: unknown): ShowdownSearchEntry | null {
  if (!isRecord(value)) return null;
  const { id, format, players, uploadtime, rating } = value;
  if (typeof id !== 'string' || typeof uploadtime !== 'number' || !Number.isFinite(uploadtime)) return null;
  // A public replay's id; a private one (`…-<password>pw`, or flagged) is not listed.
  const segment = parseReplaySegment(id.toLowerCase());
  if (!segment || segment.password !== null || value.private === true || value.private === 1) return null;
  if (!Array.isArray(players) || !players.every((player) => typeof player === 'string')) return null;
  return {
    id: segment.replayId,
    format: typeof format === 'string' ? format : '',
    players: players as string[],
    uploadtime,
    rating: typeof rating === 'number' && Number.isFinite(rating) && rating > 0 ? rating : null,
  };
}

/** The entries of a search answer (see the header); [] for anything that is not an array. */
export function readShowdownReplaySearch(body: unknown): ShowdownSearchEntry[] {
  if (!Array.isArray(body)) return [];
  return body.map(entryOf).filter((entry): entry is ShowdownSearchEntry => entry !== null);
}
