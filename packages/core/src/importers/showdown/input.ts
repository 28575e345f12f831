/**
 * Unwrapping what the Showdown import receives into one battle log (issue 13): the replay JSON the replay server
 * answers (`<replay>.json`), the bare battle log (`<replay>.log`), or a replay page saved with Showdown's "Download"
 * button.
 *
 * Decisions:
 * - JSON is tried only when the text starts with `{` or `[`; an array counts by its first object that holds a `log`
 *   (the replay server never answers arrays, but people paste `[{…}]` from tools).
 * - Older replay JSON has `p1`/`p2` instead of `players` and no `formatid`; both are read.
 * - A saved replay page holds its log in `<script type="text/plain" class="battle-log-data">`, where Showdown's client
 *   escapes every `/` as `\/` (so that `</script>` inside the log cannot end the element): all `\/` are unescaped,
 *   which also undoes the `<\/` escape of other tools. The page's hidden `replayid` input, when there, gives the id.
 * - Line ends become `\n` so the JSON, the bare log and the page of one battle give the same lines.
 */
import { splitReplayPassword } from './links.ts';

export interface ShowdownInput {
  kind: 'json' | 'log' | 'html';
  /** The battle log, with `\n` line ends. */
  log: string;
  replayId: string | null;
  password: string | null;
  /** The JSON's `format` ('' when absent). */
  format: string;
  /** The JSON's `formatid` ('' when absent). */
  formatId: string;
  /** The JSON's player names (p1, p2), '' when absent. */
  players: [string, string];
  uploadTime: number | null;
}

const BOM = /^\uFEFF/;
const LOG_CLASS = 'battle-log-data';
/** How far before its class a `<script` tag may start (the tag's other attributes). */
const TAG_REACH = 300;
const MAX_ID_LENGTH = 300;

export const normalizeLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

export function stripBom(text: string): string {
  return text.replace(BOM, '');
}

export interface PageLog {
  /** Where the log text starts and ends. */
  start: number;
  end: number;
  /** Where the element ends (after `</script>`; the text's end when the element is not closed). */
  after: number;
}

/**
 * The saved replay pages' log elements in a text (`<script … class="battle-log-data">…</script>`), found with
 * indexOf rather than one regular expression so that a hostile text cannot make the search quadratic.
 */
export function findPageLogs(text: string): PageLog[] {
  const logs: PageLog[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let marker = lower.indexOf(LOG_CLASS, from); marker >= 0; marker = lower.indexOf(LOG_CLASS, from)) {
    from = marker + LOG_CLASS.length;
    const reach = Math.max(0, marker - TAG_REACH);
    const open = lower.slice(reach, marker).lastIndexOf('<');
    const close = lower.indexOf('>', marker);
    if (open < 0 || close < 0 || !lower.startsWith('<script', reach + open)) continue;
    const end = lower.indexOf('</script', close);
    if (end < 0) {
      logs.push({ start: close + 1, end: text.length, after: text.length });
      break;
    }
    const after = lower.indexOf('>', end);
    logs.push({ start: close + 1, end, after: after < 0 ? text.length : after + 1 });
    from = after < 0 ? text.length : after + 1;
  }
  return logs;
}

/** The page's hidden `<input name="replayid" value="…">`, lower-cased; '' without one. */
function hiddenReplayId(page: string): string {
  const lower = page.toLowerCase();
  const name = lower.search(/name\s*=\s*["']?replayid\b/);
  if (name < 0) return '';
  const tag = page.slice(Math.max(0, lower.lastIndexOf('<', name)), lower.indexOf('>', name) + 1 || page.length);
  return text(/\bvalue\s*=\s*["']([^"'<>]{0,300})["']/i.exec(tag)?.[1]).toLowerCase();
}

function emptyInput(kind: ShowdownInput['kind'], log: string): ShowdownInput {
  return {
    kind,
    log,
    replayId: null,
    password: null,
    format: '',
    formatId: '',
    players: ['', ''],
    uploadTime: null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function unixSeconds(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : null;
}

/** The replay object of parsed JSON: the object itself, or an array's first object with a log. */
function replayObject(parsed: unknown): Record<string, unknown> | null {
  if (Array.isArray(parsed)) {
    const withLog = parsed.find((item) => isRecord(item) && typeof item.log === 'string');
    return isRecord(withLog) ? withLog : null;
  }
  return isRecord(parsed) ? parsed : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fromJson(replay: Record<string, unknown>): ShowdownInput {
  const input = emptyInput('json', normalizeLineEnds(typeof replay.log === 'string' ? replay.log : ''));
  const players = Array.isArray(replay.players) ? replay.players : [replay.p1, replay.p2];
  input.players = [text(players[0]), text(players[1])];
  input.format = text(replay.format);
  input.formatId = text(replay.formatid).toLowerCase();
  input.uploadTime = unixSeconds(replay.uploadtime);
  const id = text(replay.id).toLowerCase();
  if (id !== '' && id.length <= MAX_ID_LENGTH) {
    // The id never carries the password on replay.pokemonshowdown.com, but a link-shaped id may.
    const split = splitReplayPassword(id);
    input.replayId = split.replayId;
    input.password = split.password;
  }
  const password = text(replay.password).toLowerCase();
  // The JSON's password is the link's suffix without its `pw` (`…-<password>pw`).
  if (/^[a-z0-9]+$/.test(password)) input.password = password;
  return input;
}

function fromPage(page: string, log: string): ShowdownInput {
  const input = emptyInput('html', normalizeLineEnds(log.replace(/\\\//g, '/')));
  const value = hiddenReplayId(page);
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*-\d+(?:-[a-z0-9]+pw)?$/.test(value)) {
    const split = splitReplayPassword(value);
    input.replayId = split.replayId;
    input.password = split.password;
  }
  return input;
}

/** One battle log and the replay's facts around it, from any accepted input; never throws for a string. */
export function unwrapShowdownInput(raw: string): ShowdownInput {
  const source = stripBom(typeof raw === 'string' ? raw : '').trim();
  if (source.startsWith('{') || source.startsWith('[')) {
    try {
      const replay = replayObject(JSON.parse(source));
      if (replay) return fromJson(replay);
    } catch {
      // Not JSON after all (or cut short): read it as text below.
    }
  }
  const page = findPageLogs(source)[0];
  if (page) return fromPage(source, source.slice(page.start, page.end));
  return emptyInput('log', normalizeLineEnds(source));
}
