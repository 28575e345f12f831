/**
 * What the phrase matchers (compile.ts) remember of the texts they are asked about (issue 12).
 *
 * Definitions:
 * - A text's *words* are its lower-case runs of anything but spaces, ASCII punctuation and the log's Spanish and list
 *   marks (NON_WORD), cut the same way for template anchors (templateRegex.ts) and lines.
 * - A text's *shortlist* in a matcher is the templates whose anchor word is one of the text's words, and those without
 *   an anchor, in template order.
 * - A text's *memory* holds its lower case, its shortlist in every matcher, and each matcher's first generic match
 *   once that matcher has looked for it.
 *
 * Decisions:
 * - The anchors of every matcher live in one map, so a text is cut and looked up once for all languages: language
 *   detection tries each line in every language, and cutting and looking up were the dearest part of a try. Only
 *   words as long as some anchor are looked up.
 * - Memories are kept per text for one reading or one paste split (forgetPhraseMatches starts afresh), so detection,
 *   name discovery and reading share them while a reading costs the same however often the same text is read. Past
 *   MEMORY_LIMIT texts (a huge paste) they start afresh too: they are only a cache.
 * - A matcher made after memories were taken forgets them, so every memory has a shortlist for every matcher.
 */

// A plain character class: a Unicode property class cuts twice as slowly, and any cut works if templates share it.
export const NON_WORD = /[\s!-/:-@[-`{-~¡¿•–—…]+/;
/** Whether a template piece starts or ends with a word character (compile.ts: a word touching a slot). */
export const WORD_START = /^[^\s!-/:-@[-`{-~¡¿•–—…]/;
export const WORD_END = /[^\s!-/:-@[-`{-~¡¿•–—…]$/;

const MEMORY_LIMIT = 50000;
/** Anchor entries are `matcher id * ENTRY_BASE + template index`. */
const ENTRY_BASE = 0x10000;
const NONE: readonly number[] = Object.freeze([]);

/** A matcher's first generic match of a text. */
export interface SeenText {
  /** Index of the first template (of all keys) the text matches generically, or -1 when none does. */
  first: number;
  /** That template's generic regex result. */
  found: RegExpExecArray | null;
}

export interface TextMemory {
  lower: string;
  /** Whether the text holds a line break (`.` does not match one; compile.ts). */
  hasLineBreak: boolean;
  /** Per matcher id, the text's shortlist. */
  shortlists: readonly (readonly number[])[];
  /** Per matcher id, its first generic match once looked for. */
  seen: (SeenText | undefined)[];
}

const anchors = new Map<string, number[]>();
/** 1 at each length some anchor has. */
let anchorLengths = new Uint8Array(0);
const anchorless: number[][] = [];
let memories = new Map<string, TextMemory>();
let lastText: string | null = null;
let lastMemory: TextMemory | null = null;

/** The code units NON_WORD matches below 128 (whitespace and ASCII punctuation). */
const ASCII_SEPARATORS = new Uint8Array(128).map((_, code) => (NON_WORD.test(String.fromCharCode(code)) ? 1 : 0));

/** Whether NON_WORD matches a code unit (written out: a regex test per character would be the dearest step). */
function isSeparator(code: number): boolean {
  if (code < 128) return ASCII_SEPARATORS[code] === 1;
  return (
    code === 0xa0 ||
    code === 0xa1 ||
    code === 0xbf ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2013 ||
    code === 0x2014 ||
    code === 0x2022 ||
    code === 0x2026 ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Forgets every text's memory (see the header): called when a reading or a paste split starts. */
export function forgetPhraseMatches(): void {
  memories = new Map();
  lastText = null;
  lastMemory = null;
}

/** Registers a new matcher's template anchors ('' for none), in template order; returns the matcher's id. */
export function registerAnchors(templateAnchors: readonly string[]): number {
  if (templateAnchors.length >= ENTRY_BASE) throw new Error('Too many phrase templates.');
  const id = anchorless.length;
  const without: number[] = [];
  templateAnchors.forEach((anchor, index) => {
    if (anchor === '') {
      without.push(index);
      return;
    }
    const entries = anchors.get(anchor) ?? [];
    entries.push(id * ENTRY_BASE + index);
    anchors.set(anchor, entries);
    if (anchor.length >= anchorLengths.length) {
      const longer = new Uint8Array(anchor.length + 1);
      longer.set(anchorLengths);
      anchorLengths = longer;
    }
    anchorLengths[anchor.length] = 1;
  });
  anchorless.push(without);
  forgetPhraseMatches();
  return id;
}

/** Adds `index` to a list in ascending order, once. */
function addInOrder(list: number[], index: number): void {
  let at = list.length;
  while (at > 0 && list[at - 1]! > index) at -= 1;
  if (at > 0 && list[at - 1] === index) return;
  list.splice(at, 0, index);
}

/** Adds the templates whose anchor is `word` to their matchers' shortlists. */
function addWord(shortlists: (readonly number[])[], word: string): void {
  const entries = anchors.get(word);
  if (!entries) return;
  for (const entry of entries) {
    const id = Math.floor(entry / ENTRY_BASE);
    let list = shortlists[id]!;
    if (list === NONE) shortlists[id] = list = [];
    addInOrder(list as number[], entry % ENTRY_BASE);
  }
}

function remember(text: string): TextMemory {
  const lower = text.toLowerCase();
  const shortlists: (readonly number[])[] = anchorless.map((without) => (without.length > 0 ? [...without] : NONE));
  // The words `lower.split(NON_WORD)` gives, except that a word as long as no anchor is never cut out; line breaks
  // are separators, so they are noticed on the way.
  let hasLineBreak = false;
  let start = 0;
  for (let index = 0; index <= lower.length; index += 1) {
    if (index < lower.length) {
      const code = lower.charCodeAt(index);
      if (!isSeparator(code)) continue;
      if (code === 10 || code === 13 || code === 0x2028 || code === 0x2029) hasLineBreak = true;
    }
    const length = index - start;
    if (length > 0 && anchorLengths[length] === 1) addWord(shortlists, lower.slice(start, index));
    start = index + 1;
  }
  return { lower, hasLineBreak, shortlists, seen: [] };
}

/** The memory of a text (see the header). */
export function textMemory(text: string): TextMemory {
  if (memories.size >= MEMORY_LIMIT) forgetPhraseMatches();
  // Detection asks every matcher about one line in a row.
  if (text === lastText && lastMemory) return lastMemory;
  let memory = memories.get(text);
  if (!memory) {
    memory = remember(text);
    memories.set(text, memory);
  }
  lastText = text;
  lastMemory = memory;
  return memory;
}
