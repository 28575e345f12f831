/**
 * What the Showdown import box received (issue 13), split into replay links, live-battle links, inline replays (JSON,
 * bare logs, saved pages) and the text that is none of these. Pure, never throws.
 *
 * Definitions:
 * - A saved replay page (input.ts) is taken whole; several pages in one text are cut after each page's log element.
 * - Replay JSON: a JSON object, an array of objects, or objects one after another, starting at the beginning of a
 *   line or right after another JSON value or a comma; each object with a `log` text is one replay.
 * - A bare log is a run of protocol lines (`|…`), blank lines and plain end messages (`NAME forfeited.`). A run holds
 *   several battles when, after a `|win|`/`|tie`, a line that only opens a battle follows (`|gametype|`, `|gen|`,
 *   `|tier|`, `|teamsize|`, `|rule|`, `|clearpoke`, `|poke|`, `|teampreview|`, `|start`, `|switch|`), or when a
 *   battle repeats `|gametype|`, `|gen|` or `|tier|` (a log cut short, then the next one). The new battle starts at
 *   the first of the lines just before that belong to a battle's opening (joins, the best-of box, timestamps,
 *   `|player|` lines with a name, `|gametype|`, `|gen|`, `|tier|`, `|teamsize|`), never before the previous end.
 *   A run without a `|player|`, `|poke|` or `|switch|` line is left over.
 * - Links are read from the other lines: anything shaped like a URL (separated by spaces, commas, brackets or Discord's
 *   `<…>`), kept when links.ts recognises it; replay links are canonical and deduplicated in order.
 * - `leftOver` is what remains, line by line, without lines made only of separators; '' when nothing.
 */
import { lineCommand } from './fingerprint.ts';
import { findPageLogs, isRecord, normalizeLineEnds, stripBom } from './input.ts';
import { parseShowdownReplayLink } from './links.ts';
import { readEndMessage } from './messages.ts';

export interface ShowdownInputSplit {
  links: string[];
  battleLinks: string[];
  replays: string[];
  leftOver: string;
}

const MAX_JSON_ATTEMPTS = 200;
const BATTLE_LINE = /^[ \t]*\|(?:player|poke|switch)\|/m;
const OPENS_BATTLE = new Set([
  'gametype',
  'gen',
  'tier',
  'teamsize',
  'rule',
  'clearpoke',
  'poke',
  'teampreview',
  'start',
  'switch',
]);
const ONCE_PER_BATTLE = new Set(['gametype', 'gen', 'tier']);
const OPENING = new Set(['j', 'J', 'join', 'html', 't:', ':', 'gametype', 'gen', 'tier', 'teamsize']);

/** The index just after the JSON value starting at `start` (string-aware bracket matching), or -1. */
function jsonValueEnd(text: string, start: number, budget: { chars: number }): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    budget.chars -= 1;
    if (budget.chars < 0) return -1;
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
      if (depth < 0) return -1;
    }
  }
  return -1;
}

/** The replays in parsed JSON: the object itself, or each object of an array, that holds a log. */
function jsonReplays(parsed: unknown, slice: string): string[] {
  if (isRecord(parsed)) return typeof parsed.log === 'string' ? [slice] : [];
  if (!Array.isArray(parsed)) return [];
  const replays = parsed.filter((item) => isRecord(item) && typeof item.log === 'string');
  return parsed.length === 1 && replays.length === 1 ? [slice] : replays.map((item) => JSON.stringify(item));
}

/** Takes the replay JSON values out of a text: the replays, and the text with each value replaced by a line break. */
function takeJson(text: string): { replays: string[]; rest: string } {
  const replays: string[] = [];
  let rest = '';
  let copied = 0;
  let attempts = 0;
  // Failed attempts each scan to the end of the text: a few passes over it at most, however it is made.
  const budget = { chars: 4 * text.length + 10_000 };
  let previous = '\n';
  for (let index = 0; index < text.length && attempts < MAX_JSON_ATTEMPTS && budget.chars > 0; index += 1) {
    const char = text[index] ?? '';
    const opens = (char === '{' || char === '[') && /[\n}\],]/.test(previous);
    if (char === '\n' || /\S/.test(char)) previous = char;
    if (!opens) continue;
    attempts += 1;
    const end = jsonValueEnd(text, index, budget);
    if (end < 0) continue;
    const slice = text.slice(index, end);
    let found: string[] = [];
    try {
      found = jsonReplays(JSON.parse(slice), slice);
    } catch {
      found = [];
    }
    if (found.length === 0) continue;
    replays.push(...found);
    rest += `${text.slice(copied, index)}\n`;
    copied = end;
    index = end - 1;
    previous = '}';
  }
  return { replays, rest: rest + text.slice(copied) };
}

const isProtocol = (line: string) => line.trimStart().startsWith('|');
const commandOf = (line: string) => lineCommand(line.trim());

/** Whether a line may open a battle (see header), for finding where the next battle starts. */
function isOpening(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed === '|') return true;
  const command = commandOf(trimmed);
  if (OPENING.has(command)) return true;
  if (command === 'player') return (trimmed.split('|')[3] ?? '').trim() !== '';
  return command === 'uhtml' && trimmed.startsWith('|uhtml|bestof|');
}

/** One run of protocol lines cut into battles (see header). */
function splitRun(lines: readonly string[]): string[][] {
  const battles: string[][] = [];
  let start = 0;
  let floor = 0;
  let ended = false;
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const command = isProtocol(line) ? commandOf(line) : '';
    if (command === 'win' || command === 'tie') {
      ended = true;
      floor = index + 1;
      return;
    }
    const repeats = ONCE_PER_BATTLE.has(command) && seen.has(command);
    if ((ended && OPENS_BATTLE.has(command)) || repeats) {
      let cut = index;
      const lowest = Math.max(floor, start + 1);
      while (cut - 1 >= lowest && isOpening(lines[cut - 1] ?? '')) cut -= 1;
      if (cut > start) {
        battles.push(lines.slice(start, cut));
        start = cut;
      }
      ended = false;
      floor = start;
      seen.clear();
    }
    if (ONCE_PER_BATTLE.has(command)) seen.add(command);
  });
  battles.push(lines.slice(start));
  return battles;
}

/** A run of characters between separators (spaces, commas, brackets, quotes, pipes): a possible link. */
const TOKEN = /[^\s<>"'`,|()[\]{}]+/g;

export function splitShowdownInput(text: string, extraHosts: readonly string[] = []): ShowdownInputSplit {
  try {
    return splitUnsafe(text, extraHosts);
  } catch {
    return { links: [], battleLinks: [], replays: [], leftOver: typeof text === 'string' ? text.trim() : '' };
  }
}

function splitUnsafe(raw: string, extraHosts: readonly string[]): ShowdownInputSplit {
  const result: ShowdownInputSplit = { links: [], battleLinks: [], replays: [], leftOver: '' };
  const source = normalizeLineEnds(stripBom(typeof raw === 'string' ? raw : '')).trim();
  if (source === '') return result;

  const pages = findPageLogs(source);
  if (pages.length > 0) {
    // Each page runs to the end of its log element; the last one keeps the rest of the text.
    let from = 0;
    pages.forEach((page, index) => {
      const to = index === pages.length - 1 ? source.length : page.after;
      result.replays.push(source.slice(from, to).trim());
      from = to;
    });
    return result;
  }

  const { replays, rest } = takeJson(source);
  result.replays.push(...replays);

  const other: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    for (const battle of run.length > 0 ? splitRun(run) : []) {
      const log = battle.join('\n').trim();
      if (BATTLE_LINE.test(log)) result.replays.push(log);
      else other.push(...battle);
    }
    run = [];
  };
  for (const line of rest.split('\n')) {
    if (isProtocol(line)) run.push(line.trim());
    else if (run.length > 0 && (line.trim() === '' || readEndMessage(line) !== null)) run.push(line.trim());
    else {
      endRun();
      other.push(line);
    }
  }
  endRun();

  const leftOver: string[] = [];
  for (const line of other) {
    const kept = line.replace(TOKEN, (candidate) => {
      if (!candidate.includes('/')) return candidate;
      const link = candidate.replace(/[.,;:!?]+$/, '');
      const parsed = parseShowdownReplayLink(link, extraHosts);
      if (!parsed) return candidate;
      if (parsed.kind === 'battle') {
        if (!result.battleLinks.includes(link)) result.battleLinks.push(link);
      } else if (!result.links.includes(parsed.replayLink)) result.links.push(parsed.replayLink);
      return candidate.slice(link.length);
    });
    if (/[\p{L}\p{N}]/u.test(kept)) leftOver.push(kept.trim());
  }
  result.leftOver = leftOver.join('\n').trim();
  return result;
}
