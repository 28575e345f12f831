/**
 * Turns a language's phrase templates (phrases/*.ts) into regular expressions and matches line contents against
 * them (issue 12).
 *
 * Definitions:
 * - A *slot* is a placeholder of a template (`{player}`, `{card}`, …). Name slots (`player`, `opponent`, `winner`,
 *   `loser`) hold screen names; `n` and `damage` whole numbers; `call` a coin face word; `rest` any further sentences;
 *   every other slot a card, attack or reason text.
 * - A *known-name match* reads name slots only as one of the screen names already known; a *generic match* reads
 *   them as any text.
 *
 * Decisions:
 * - Templates are tried in MATCH_ORDER (the more specific phrasing before the catch-all, e.g. `drew {n} cards for the
 *   opening hand.` before `drew {card}.`), first all of them with known names, then all generically. Known names
 *   first is what reads a player called `drew` or `Opponent` right, and what splits `Gible da Cíntia de Ana` at the
 *   right `de`.
 * - A final `.` of a template is optional (hand-edited and chat-pasted logs lose it), also in its needle, and matching
 *   ignores case.
 * - Each template keeps its longest literal piece as a *needle*: a line that does not contain it is skipped without
 *   running the regex, which keeps the reader fast on long logs and on megabytes of junk.
 * - Each template also keeps an *anchor*: its longest literal word that stands whole (a non-word character or the
 *   template's edge on both sides, not glued to a slot). A line can match a template only if the anchor is one of the
 *   line's words, so `match` first marks the templates whose anchor the line has (one map look-up per word of the
 *   line) and tries only those, in the same order as before: the shortlist never changes a result, it only skips
 *   templates that cannot match. Templates without an anchor are always tried.
 * - Lines longer than MAX_MATCH_LENGTH are never matched: no real log line is that long, and lazy groups on a huge
 *   line would cost quadratic time.
 */
import type { PtcglPhrases } from './types.ts';

/** The phrase lists a line can match (every key of PtcglPhrases that holds templates). */
export type PhraseKey = Exclude<keyof PtcglPhrases, 'language' | 'heads' | 'tails' | 'endReasonWords'>;

/** Matching order: specific phrasing before catch-alls. */
export const MATCH_ORDER: readonly PhraseKey[] = [
  'setup',
  'checkup',
  'turnHeader',
  'coinCall',
  'coinWon',
  'goFirst',
  'goSecond',
  'openingHand',
  'openingGrid',
  'mulliganReveal',
  'mulliganMany',
  'mulliganOne',
  'mulliganBonus',
  'prizeMany',
  'prizeOne',
  'prizeCardHidden',
  'endPrizes',
  'endConcede',
  'endDeckOut',
  'endNoPokemon',
  'endTimeout',
  'endWinnerOnly',
  'timeoutAction',
  'prizeCardRevealed',
  'knockedOut',
  'turnEnded',
  'drewPlayed',
  'drewHidden',
  'drewCard',
  'playedToActive',
  'playedToBench',
  'playedStadium',
  'attached',
  'evolved',
  'used',
  'retreated',
  'nowActive',
  'discarded',
  'played',
];

export const NAME_SLOTS = new Set(['player', 'opponent', 'winner', 'loser']);
const NUMBER_SLOTS = new Set(['n', 'damage']);
export const MAX_MATCH_LENGTH = 1500;

export interface PhraseMatch {
  key: PhraseKey;
  template: string;
  /** Slot values; for a slot used twice, the first. */
  slots: Record<string, string>;
}

interface CompiledTemplate {
  /** Position in the matcher's list of templates, for the shortlist marks. */
  index: number;
  /** The anchor word (see the header), or '' when the template has none. */
  anchor: string;
  key: PhraseKey;
  template: string;
  slotNames: string[];
  needle: string;
  hasNameSlot: boolean;
  generic: RegExp;
  /**
   * The known-name variant, built when a line first reaches this template after the names changed (most templates
   * never match a given log, so building them all on every change was a tenth of the reading time).
   */
  known: RegExp | null;
  /** The `namesVersion` `known` was built for. */
  knownVersion: number;
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

export function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&');
}

function slotPattern(slot: string, callPattern: string, namePattern: string | null): string {
  if (NAME_SLOTS.has(slot)) return namePattern ?? '(.+?)';
  if (NUMBER_SLOTS.has(slot)) return '(\\d+)';
  if (slot === 'call') return `(${callPattern})`;
  if (slot === 'rest') return '((?:\\s.*)?)';
  return '(.+?)';
}

function buildRegex(template: string, callPattern: string, namePattern: string | null): RegExp {
  let body = '';
  let last = 0;
  const placeholder = /\{(\w+)\}/g;
  let found: RegExpExecArray | null;
  while ((found = placeholder.exec(template)) !== null) {
    body += escapeRegex(template.slice(last, found.index));
    body += slotPattern(found[1] ?? '', callPattern, namePattern);
    last = found.index + found[0].length;
  }
  let tail = escapeRegex(template.slice(last));
  // An optional final full stop (see the header).
  if (tail.endsWith('\\.')) tail = `${tail.slice(0, -2)}\\.?`;
  body += tail;
  return new RegExp(`^${body}\\s*$`, 'iu');
}

/**
 * Cuts lower-case text into words, the same way for templates and lines: words are runs of anything but spaces,
 * ASCII punctuation and the log's Spanish and list marks. (A plain character class: a Unicode property class cuts
 * twice as slowly, and any cut works as long as templates and lines share it.)
 */
const NON_WORD = /[\s!-/:-@[-`{-~¡¿•–—…]+/;
const WORD_START = /^[^\s!-/:-@[-`{-~¡¿•–—…]/;
const WORD_END = /[^\s!-/:-@[-`{-~¡¿•–—…]$/;

// The words of the last line cut, shared by every matcher: language detection tries one line in all languages in a
// row, and cutting it into words is the dearest step of a shortlist.
let lastLine = '';
let lastWords: string[] = [''];

function wordsOfLine(lower: string): string[] {
  if (lower !== lastLine) {
    lastLine = lower;
    lastWords = lower.split(NON_WORD);
  }
  return lastWords;
}

/** The anchor of a template (see the header), or ''. */
function anchorWord(template: string): string {
  const pieces = template.replace(/\.$/, '').split(/\{\w+\}/);
  let best = '';
  pieces.forEach((piece, index) => {
    const words = piece.toLowerCase().split(NON_WORD);
    // A word touching a slot may go on into the slot's text, so it is not whole.
    const from = index === 0 || !WORD_START.test(piece) ? 0 : 1;
    const to = index === pieces.length - 1 || !WORD_END.test(piece) ? words.length : words.length - 1;
    for (const word of words.slice(from, to)) if (word.length > best.length) best = word;
  });
  return best;
}

function longestLiteral(template: string): string {
  // The final full stop is optional (see buildRegex), so it is no part of the needle.
  return template
    .replace(/\.$/, '')
    .split(/\{\w+\}/)
    .map((piece) => piece.trim().toLowerCase())
    .reduce((best, piece) => (piece.length > best.length ? piece : best), '');
}

/** Matches line contents against one language's templates. */
export class PhraseMatcher {
  readonly phrases: PtcglPhrases;
  private readonly templates: CompiledTemplate[] = [];
  private readonly byKey = new Map<PhraseKey, CompiledTemplate[]>();
  private readonly callPattern: string;
  private names: string[] = [];
  /** The known names as one alternation, or null without names; `namesVersion` counts its changes. */
  private namePattern: string | null = null;
  private namesVersion = 0;
  /** Template indexes by anchor word, and the shortlist marks: a template is on the list when its mark is `round`. */
  private readonly byAnchor = new Map<string, number[]>();
  private marks = new Uint32Array(0);
  private round = 0;

  constructor(phrases: PtcglPhrases) {
    this.phrases = phrases;
    this.callPattern = [...phrases.heads, ...phrases.tails].map(escapeRegex).join('|') || 'heads|tails';
    for (const key of MATCH_ORDER) {
      const list: CompiledTemplate[] = [];
      // An ending is `[reason]. [winner] wins.`: each winner-only template is also tried after a reason sentence.
      const templates = phrases[key] ?? [];
      const expanded = key === 'endWinnerOnly' ? [...templates.map((t) => `{reason}. ${t}`), ...templates] : templates;
      for (const template of expanded) {
        const slotNames = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        const compiled: CompiledTemplate = {
          index: this.templates.length,
          anchor: anchorWord(template),
          key,
          template,
          slotNames,
          needle: longestLiteral(template),
          hasNameSlot: slotNames.some((slot) => NAME_SLOTS.has(slot)),
          generic: buildRegex(template, this.callPattern, null),
          known: null,
          knownVersion: -1,
        };
        list.push(compiled);
        this.templates.push(compiled);
      }
      this.byKey.set(key, list);
    }
    for (const compiled of this.templates) {
      if (compiled.anchor === '') continue;
      const indexes = this.byAnchor.get(compiled.anchor) ?? [];
      indexes.push(compiled.index);
      this.byAnchor.set(compiled.anchor, indexes);
    }
    this.marks = new Uint32Array(this.templates.length);
  }

  /** Sets the known screen names (longest first inside the alternation, so `Ash K` wins over `Ash`). */
  setNames(names: readonly string[]): void {
    const sorted = [...names].filter((name) => name !== '').sort((a, b) => b.length - a.length);
    if (sorted.length === this.names.length && sorted.every((name, i) => name === this.names[i])) return;
    this.names = sorted;
    this.namePattern = sorted.length > 0 ? `(${sorted.map(escapeRegex).join('|')})` : null;
    this.namesVersion += 1;
  }

  /** The known-name regex of a template for the current names (built on first use, see CompiledTemplate). */
  private knownRegex(compiled: CompiledTemplate): RegExp | null {
    if (compiled.knownVersion !== this.namesVersion) {
      compiled.known =
        compiled.hasNameSlot && this.namePattern
          ? buildRegex(compiled.template, this.callPattern, this.namePattern)
          : null;
      compiled.knownVersion = this.namesVersion;
    }
    return compiled.known;
  }

  /**
   * The first template (known names first, then generic) the text matches, limited to `keys` when given. With
   * `knownOnly`, name slots are read only as known names.
   */
  match(text: string, keys?: readonly PhraseKey[], knownOnly = false): PhraseMatch | null {
    if (text.length > MAX_MATCH_LENGTH || text === '') return null;
    const lower = text.toLowerCase();
    const order = keys ?? MATCH_ORDER;
    this.shortlist(lower);
    if (this.names.length > 0) {
      const known = this.run(text, lower, order, true);
      if (known || knownOnly) return known;
    }
    return this.run(text, lower, order, false);
  }

  /** Marks the templates whose anchor is a word of the line (see the header). */
  private shortlist(lower: string): void {
    this.round += 1;
    if (this.round === 0xffffffff) {
      this.marks.fill(0);
      this.round = 1;
    }
    for (const word of wordsOfLine(lower)) {
      const indexes = this.byAnchor.get(word);
      if (indexes) for (const index of indexes) this.marks[index] = this.round;
    }
  }

  /** The needles (longest literal pieces, lower case, without final punctuation) of the templates of `keys`. */
  needles(keys: readonly PhraseKey[]): string[] {
    return keys
      .flatMap((key) => (this.byKey.get(key) ?? []).map((compiled) => compiled.needle.replace(/[.!:]+$/, '')))
      .filter((needle) => needle.length >= 5);
  }

  /** Whether the text is exactly one of the templates of `key` (for headings without slots). */
  is(text: string, key: PhraseKey): boolean {
    return this.match(text, [key]) !== null;
  }

  private run(text: string, lower: string, order: readonly PhraseKey[], useKnown: boolean): PhraseMatch | null {
    for (const key of order) {
      for (const compiled of this.byKey.get(key) ?? []) {
        if (compiled.anchor !== '' && this.marks[compiled.index] !== this.round) continue;
        if (compiled.needle && !lower.includes(compiled.needle)) continue;
        const regex = useKnown && compiled.hasNameSlot ? this.knownRegex(compiled) : compiled.generic;
        if (!regex) continue;
        const found = regex.exec(text);
        if (!found) continue;
        const slots: Record<string, string> = {};
        compiled.slotNames.forEach((slot, index) => {
          if (!(slot in slots)) slots[slot] = (found[index + 1] ?? '').trim();
        });
        return { key, template: compiled.template, slots };
      }
    }
    return null;
  }
}
