/**
 * What something shared to the installed app is (issue 28, the web app's share target `/share?title&text&url`), so
 * the right import opens with it filled in: PTCGL game-log text → the PTCGL import, Showdown replays (links, JSON,
 * battle logs) → the Showdown import, a pokepast.es link or a Showdown team paste → the team import, anything else →
 * unknown. Pure, never throws.
 *
 * Decisions:
 * - A share sheet spreads one thing over `title`, `text` and `url` as it likes (Android puts a link in `text`, iOS in
 *   `url`, with the page's title in `title`), so `url` and `text` are read as one text, url first; the title joins
 *   them (last) only when they alone are not recognised, so a log is handed without the sheet's label.
 * - Replay links win over a log: a message that carries links is about the links. Then a pokepast.es link (only when
 *   it is the whole share, as the team import reads it), then PTCGL logs, then inline replays, then a team paste.
 * - What the import is handed is what it reads: the replay links one per line (the share's words around them left
 *   out), the pokepast.es link alone, the log or paste text as shared.
 */
import { splitPtcglPaste } from '../ptcgl/splitPaste.ts';
import { splitShowdownInput } from '../showdown/splitInput.ts';
import { parseShowdownPaste } from '../../formats/showdownPaste.ts';
import { pokepasteLinkIn } from '../../schemas/pokepaste.ts';

export type SharedImportKind = 'ptcgl' | 'showdown' | 'team' | 'unknown';

export interface SharedImportInput {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

export interface SharedImport {
  kind: SharedImportKind;
  /** What the import is handed (see the header); for `unknown`, everything that was shared. */
  text: string;
}

/** Longer shares are not read (a share sheet hands text through the URL; browsers cap it well below this). */
export const SHARED_TEXT_MAX_LENGTH = 200_000;

/** A pokepast.es link anywhere in the text: what a share of the page carries next to its title. */
const POKEPASTE_LINK = /(?:https?:\/\/)?(?:www\.)?pokepast\.es\/[^\s<>"')\]]+/i;

function sharedText({ title, text, url }: SharedImportInput): string {
  const parts = [url, text, title].map((part) => (typeof part === 'string' ? part.trim() : '')).filter(Boolean);
  // A link shared both as `url` and inside `text` is one link.
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.join('\n').slice(0, SHARED_TEXT_MAX_LENGTH);
}

/** A Showdown team paste: a set with moves read, and most of its lines understood (a lone line reads as a species). */
function isTeamPaste(text: string): boolean {
  const parsed = parseShowdownPaste(text);
  if (!parsed.pokemon.some((pokemon) => pokemon.moves.length > 0)) return false;
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  return parsed.problems.length <= lines / 4;
}

function classifyText(text: string): SharedImport | null {
  try {
    const showdown = splitShowdownInput(text);
    if (showdown.links.length > 0) return { kind: 'showdown', text: showdown.links.join('\n') };

    const pokepaste = POKEPASTE_LINK.exec(text)?.[0];
    const pokepasteLink = pokepaste ? pokepasteLinkIn(pokepaste) : null;
    if (pokepasteLink) return { kind: 'team', text: pokepasteLink };

    if (splitPtcglPaste(text).logs.length > 0) return { kind: 'ptcgl', text };
    if (showdown.replays.length > 0) return { kind: 'showdown', text };
    if (isTeamPaste(text)) return { kind: 'team', text };
  } catch {
    // A reader that trips on odd input leaves the share unknown: the page offers every import instead.
  }
  return null;
}

export function classifySharedImport(input: SharedImportInput): SharedImport {
  let body: string;
  let all: string;
  try {
    // The title is the share sheet's label ("Game log", the page's title): read only when the rest says nothing.
    body = sharedText({ text: input.text, url: input.url });
    all = sharedText(input);
  } catch {
    return { kind: 'unknown', text: '' };
  }
  return (
    (body === '' ? null : classifyText(body)) ??
    (all === body ? null : classifyText(all)) ?? { kind: 'unknown', text: all }
  );
}
