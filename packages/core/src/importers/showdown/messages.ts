/**
 * Messages of a Showdown battle log that are plain text rather than protocol fields (issue 13): how a battle ended
 * when nobody was knocked out, and the best-of series box.
 *
 * The end messages are Showdown's own (server/room-battle.ts `forfeitPlayer` and the battle timer):
 * `|-message|NAME forfeited.`, `NAME forfeited by changing their name.`, `NAME lost due to inactivity.`,
 * `NAME lost by having an inappropriate name.` and `All players are inactive.` (a tie). Older replays and tools write
 * them as `|raw|`, `||` or bare lines, or as `NAME has forfeited`; all are read.
 *
 * The series box is `|uhtml|bestof|<h2><strong>Game 1</strong> of <a href="/game-bestof3-<format>-<number>[-<pw>pw]">
 * a best-of-3</a></h2>`; it is read loosely (any best-of-N, with or without password, other markup) because it is
 * HTML the server may restyle.
 */
import type { ShowdownSeries } from './types.ts';

export interface EndCue {
  kind: 'forfeit' | 'inactivity' | 'tie' | 'other';
  /**
   * The names the message may give, as written, longest first: `Bob has forfeited` is Bob's old-style message or
   * the new-style one of a player called "Bob has". Empty for a tie.
   */
  names: string[];
}

const END_MESSAGES: { pattern: RegExp; kind: EndCue['kind'] }[] = [
  { pattern: /^(.+) forfeited(?: by changing their name)?\s*[.!]?$/i, kind: 'forfeit' },
  { pattern: /^(.+) lost due to inactivity\s*[.!]?$/i, kind: 'inactivity' },
  { pattern: /^(.+) lost by having an inappropriate name\s*[.!]?$/i, kind: 'other' },
];

/** HTML of a `|raw|` line as text: tags dropped, the common entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The end a message announces, or null when it announces none. */
export function readEndMessage(message: string): EndCue | null {
  const text = message.trim();
  if (text === '' || text.length > 200) return null;
  if (/^all players are inactive\.?$/i.test(text)) return { kind: 'tie', names: [] };
  for (const { pattern, kind } of END_MESSAGES) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (!name) continue;
    const withoutHas = /^(.+?) has$/i.exec(name)?.[1];
    return { kind, names: withoutHas ? [name, withoutHas] : [name] };
  }
  return null;
}

/** The series of a `|uhtml|bestof|` box, or null when it does not say which game it is. */
export function readSeries(box: string): ShowdownSeries | null {
  // The box is a line of HTML; its facts are in the first few hundred characters, and patterns stay cheap that way.
  const html = box.slice(0, 2000);
  const game = /Game\s*(\d+)/i.exec(html);
  if (!game?.[1]) return null;
  const room = /game-bestof(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*?-\d+)(?:-[a-z0-9]+pw)?(?![a-z0-9-])/i.exec(html);
  const ofText = room?.[1] ?? /best[- ]?of[- ]?(\d+)/i.exec(html)?.[1];
  const of = Number(ofText ?? 0);
  const number = Number(game[1]);
  if (!(of >= 1) || !(number >= 1) || number > of) return null;
  return { seriesId: (room?.[2] ?? '').toLowerCase(), game: number, of };
}
