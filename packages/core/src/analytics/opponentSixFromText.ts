/**
 * The bring/lead advisor's field (issue 30): an opponent's six from what a player types or pastes — names, a Showdown
 * or PokePaste team, or a Showdown replay's log or JSON (the text of a downloaded replay) — read with the existing
 * readers (formats/showdownPaste.ts, importers/showdown), never a reader of its own.
 *
 * Decisions:
 * - A text with a set's lines (`Ability:`, `EVs:`, `Tera Type:`, a `- move` line or `Name @ Item`) is a paste: its
 *   sets' species, in order.
 * - A text the replay reader recognises is a replay: the opponent is the side whose six overlaps less with your
 *   teams (`bestShowdownOverlap`), else — when that cannot tell — the side not named `playerName`, else p2; `side`
 *   says which was taken so the screen can say it.
 * - Anything else is a list of names split on commas, slashes, semicolons and new lines (blanks dropped).
 * - At most six names are kept, in order; repeats are left to the advisor (which counts each Pokémon once).
 */
import { parseShowdownPaste } from '../formats/showdownPaste.ts';
import { showdownSideSix } from '../importers/showdown/proposal.ts';
import { readShowdownReplay } from '../importers/showdown/readShowdownReplay.ts';
import { bestShowdownOverlap } from '../importers/showdown/teamMatch.ts';
import type { ShowdownTeamChoice } from '../importers/showdown/types.ts';

export type OpponentSixSource = 'names' | 'paste' | 'replay';

export interface OpponentSixReading {
  source: OpponentSixSource;
  names: string[];
  /** For a replay: the player whose six was taken. */
  opponentPlayer?: string;
}

const PASTE_LINE = /^(?:Ability:|EVs:|IVs:|Tera Type:|Level:|- \S)|\S @ \S|^[A-Za-z]+ Nature\b/m;
const REPLAY_HINT = /\|(?:poke|player|switch|teampreview)\||^\s*\{/m;

/** The opponent six in `text` (see header). */
export function opponentSixFromText(
  text: string,
  options: { teams?: readonly ShowdownTeamChoice[]; playerName?: string } = {},
): OpponentSixReading {
  const raw = text ?? '';
  if (REPLAY_HINT.test(raw)) {
    const reading = readShowdownReplay(raw);
    if (reading.isReplay) {
      const sixes = { p1: showdownSideSix(reading, 'p1'), p2: showdownSideSix(reading, 'p2') };
      const teams = options.teams ?? [];
      const overlap = { p1: bestShowdownOverlap(sixes.p1, teams), p2: bestShowdownOverlap(sixes.p2, teams) };
      const me = (options.playerName ?? '').trim().toLowerCase();
      const side =
        overlap.p1 !== overlap.p2
          ? overlap.p1 < overlap.p2
            ? 'p1'
            : 'p2'
          : me !== '' && reading.players.p2.trim().toLowerCase() === me
            ? 'p1'
            : 'p2';
      return { source: 'replay', names: sixes[side].slice(0, 6), opponentPlayer: reading.players[side] };
    }
  }
  if (PASTE_LINE.test(raw)) {
    const paste = parseShowdownPaste(raw);
    const names = paste.pokemon.map((p) => (p.species ?? '').trim()).filter((name) => name !== '');
    if (names.length > 0) return { source: 'paste', names: names.slice(0, 6) };
  }
  const names = raw
    .split(/[,/;\n\r]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return { source: 'names', names: names.slice(0, 6) };
}
