/**
 * Matches line contents against one language's phrase templates (phrases/*.ts) (issue 12).
 *
 * Definitions (slots, needles and anchors: templateRegex.ts):
 * - A *known-name match* reads name slots only as one of the screen names already known; a *generic match* reads
 *   them as any text.
 * - A text's *shortlist* is the templates whose anchor is one of its words (lineMemory.ts); its *first generic
 *   match* the first template of all keys, in MATCH_ORDER, that matches it generically.
 *
 * Decisions:
 * - Templates are tried in MATCH_ORDER (the more specific phrasing before the catch-all, e.g. `drew {n} cards for the
 *   opening hand.` before `drew {card}.`), first all of them with known names, then all generically. Known names
 *   first is what reads a player called `drew` or `Opponent` right, and what splits `Gible da Cíntia de Ana` at the
 *   right `de`.
 * - A template is tried only when its needle is in the line (lower case) and the line is on its shortlist: a line
 *   without the needle or the anchor word cannot match, so skipping it never changes a result, and keeps the reader
 *   fast on long logs and on megabytes of junk.
 * - The generic match of a text does not depend on the names, so it is looked for once per text and remembered
 *   (lineMemory.ts): detection, name discovery and reading try the same lines. Every later try starts at the first
 *   generic match: no template before it matches a narrower list of keys either, nor with known names (a known-name
 *   match of a text without line breaks is also a generic match of the same template). There, the known-name match
 *   is read off the generic one when that is sure to give the same (knownNames.ts), which spares compiling a regex
 *   for each new pair of names; a text with a line break (none reaches the reader) gets the plain search.
 * - Lines longer than MAX_MATCH_LENGTH are never matched: no real log line is that long, and lazy groups on a huge
 *   line would cost quadratic time.
 */
import { KnownNames } from './knownNames.ts';
import { registerAnchors, textMemory, type SeenText, type TextMemory } from './lineMemory.ts';
import {
  compileTemplate,
  escapeRegex,
  NAME_SLOTS,
  regexOf,
  type CompiledTemplate,
  type PhraseKey,
} from './templateRegex.ts';
import type { PtcglPhrases } from './types.ts';

export { escapeRegex, NAME_SLOTS, type PhraseKey };

/** The facts of the setup that name a player: coin flip, the choice, opening hands, mulligans. */
export const SETUP_FACT_KEYS: readonly PhraseKey[] = [
  'coinCall',
  'coinWon',
  'goFirst',
  'goSecond',
  'openingHand',
  'mulliganOne',
  'mulliganMany',
  'mulliganBonus',
];

/** The lines that end a game. */
export const END_KEYS: readonly PhraseKey[] = [
  'endPrizes',
  'endConcede',
  'endDeckOut',
  'endNoPokemon',
  'endTimeout',
  'endWinnerOnly',
];

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
  'shuffled',
  'played',
];

export const MAX_MATCH_LENGTH = 1500;

export interface PhraseMatch {
  key: PhraseKey;
  template: string;
  /** Slot values; for a slot used twice, the first. */
  slots: Record<string, string>;
}

const MATCHES_NOTHING: SeenText = { first: -1, found: null };

/** Which templates a list of keys allows, and in which order (see PhraseMatcher.planFor). */
interface KeyPlan {
  /** Per template: the position of its key in the list, or -1 when the list leaves it out. */
  rank: Int32Array;
  /** Whether the list follows MATCH_ORDER, so template order is already the order to try in. */
  inTemplateOrder: boolean;
}

/** Matches line contents against one language's templates. */
export class PhraseMatcher {
  readonly phrases: PtcglPhrases;
  private readonly templates: CompiledTemplate[] = [];
  private readonly byKey = new Map<PhraseKey, CompiledTemplate[]>();
  private readonly callPattern: string;
  private names = new KnownNames([]);
  /** Counts the changes of `names` (see CompiledTemplate.known). */
  private namesVersion = 0;
  /** The matcher's id in the line memory (lineMemory.ts). */
  private readonly id: number;
  /** Key plans by list (its identity, then its contents: `is` makes a new list on every call). */
  private readonly plans = new WeakMap<readonly PhraseKey[], KeyPlan>();
  private readonly plansByName = new Map<string, KeyPlan>();
  private readonly allKeys: KeyPlan;

  constructor(phrases: PtcglPhrases) {
    this.phrases = phrases;
    this.callPattern = [...phrases.heads, ...phrases.tails].map(escapeRegex).join('|') || 'heads|tails';
    for (const key of MATCH_ORDER) {
      const list: CompiledTemplate[] = [];
      // An ending is `[reason]. [winner] wins.`: each winner-only template is also tried after a reason sentence.
      const templates = phrases[key] ?? [];
      const expanded = key === 'endWinnerOnly' ? [...templates.map((t) => `{reason}. ${t}`), ...templates] : templates;
      for (const template of expanded) {
        const compiled = compileTemplate(template, key, this.templates.length, this.callPattern);
        list.push(compiled);
        this.templates.push(compiled);
      }
      this.byKey.set(key, list);
    }
    this.id = registerAnchors(this.templates.map((compiled) => compiled.anchor));
    this.allKeys = this.planFor(MATCH_ORDER);
  }

  /** Sets the known screen names (longest first inside the alternation, so `Ash K` wins over `Ash`). */
  setNames(names: readonly string[]): void {
    if (this.names.same(names)) return;
    this.names = new KnownNames(names);
    this.namesVersion += 1;
  }

  /**
   * The known-name regex of a template for the current names, built on first use: the one for texts without line
   * breaks, or the exact one (templateRegex.ts).
   */
  private knownRegex(compiled: CompiledTemplate, oneLine: boolean): RegExp | null {
    const pattern = this.names.pattern;
    if (oneLine) {
      if (compiled.oneLineKnownVersion !== this.namesVersion) {
        compiled.oneLineKnown =
          compiled.nameGroups.length > 0 && pattern ? regexOf(compiled.oneLinePieces, pattern) : null;
        compiled.oneLineKnownVersion = this.namesVersion;
      }
      return compiled.oneLineKnown;
    }
    if (compiled.knownVersion !== this.namesVersion) {
      compiled.known = compiled.nameGroups.length > 0 && pattern ? regexOf(compiled.pieces, pattern) : null;
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
    const memory = textMemory(text);
    const seen = this.seen(text, memory);
    // No template matches generically, so none matches with known names either (see the header).
    if (seen.first < 0 && !memory.hasLineBreak) return null;
    const plan = keys ? this.planFor(keys) : this.allKeys;
    if (this.names.list.length > 0) {
      const known = this.run(text, memory, seen, plan, true);
      if (known || knownOnly) return known;
    }
    return seen.first < 0 ? null : this.run(text, memory, seen, plan, false);
  }

  /**
   * The key of `match(text)` without names (the first template the text matches generically), without building its
   * slots: language detection only counts lines.
   */
  genericKey(text: string): PhraseKey | null {
    if (text.length > MAX_MATCH_LENGTH || text === '') return null;
    const seen = this.seen(text, textMemory(text));
    return seen.first < 0 ? null : this.templates[seen.first]!.key;
  }

  /** The text's first generic match, remembered (see the header). */
  private seen(text: string, memory: TextMemory): SeenText {
    let seen = memory.seen[this.id];
    if (seen) return seen;
    seen = MATCHES_NOTHING;
    for (const index of memory.shortlists[this.id]!) {
      const compiled = this.templates[index]!;
      if (compiled.needle && !memory.lower.includes(compiled.needle)) continue;
      const found = compiled.generic.exec(text);
      if (found) {
        seen = { first: index, found };
        break;
      }
    }
    memory.seen[this.id] = seen;
    return seen;
  }

  /** Which templates `keys` allows, in which order (remembered per list). */
  private planFor(keys: readonly PhraseKey[]): KeyPlan {
    let plan = this.plans.get(keys);
    if (plan) return plan;
    const name = keys.join(',');
    plan = this.plansByName.get(name);
    if (!plan) {
      const rank = new Int32Array(this.templates.length).fill(-1);
      let inTemplateOrder = true;
      let previous = -1;
      for (const compiled of this.templates) {
        // A key listed twice is tried at its first place: the second try could only fail again.
        const at = keys.indexOf(compiled.key);
        rank[compiled.index] = at;
        if (at < 0) continue;
        if (at < previous) inTemplateOrder = false;
        previous = at;
      }
      plan = { rank, inTemplateOrder };
      this.plansByName.set(name, plan);
    }
    this.plans.set(keys, plan);
    return plan;
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

  /**
   * Whether the known-name match of the text's first generic match is that generic match (knownNames.ts): every name
   * slot captured a text a name fits, and no name before that one in the alternation fits where the slot starts.
   */
  private genericIsKnown(text: string, compiled: CompiledTemplate, found: RegExpExecArray): boolean {
    let starts: RegExpIndicesArray | undefined;
    for (const group of compiled.nameGroups) {
      const name = this.names.fitting(found[group] ?? '');
      if (name < 0) return false;
      if (name === 0) continue;
      let at: number | undefined = 0;
      // Where the slot starts: the text's start for a template that starts with it, else as the regex reports it.
      if (group !== 1 || compiled.pieces[0] !== '^') {
        compiled.indexed ??= new RegExp(compiled.generic.source, 'iud');
        starts ??= compiled.indexed.exec(text)?.indices;
        at = starts?.[group]?.[0];
        if (at === undefined) return false;
      }
      for (let before = 0; before < name; before += 1) if (this.names.fitsAt(before, text, at)) return false;
    }
    return true;
  }

  /**
   * Tries the text's shortlist in the plan's order (see the header): with known names from the first generic match
   * on (from the start for a text with a line break), generically from the first generic match on.
   */
  private run(text: string, memory: TextMemory, seen: SeenText, plan: KeyPlan, useKnown: boolean): PhraseMatch | null {
    const { rank } = plan;
    const oneLine = !memory.hasLineBreak;
    const from = useKnown && !oneLine ? 0 : seen.first;
    let order = memory.shortlists[this.id]!;
    if (!plan.inTemplateOrder) {
      order = order.filter((index) => rank[index]! >= 0).sort((a, b) => rank[a]! - rank[b]! || a - b);
    }
    for (const index of order) {
      if (index < from || rank[index]! < 0) continue;
      const compiled = this.templates[index]!;
      const known = useKnown && compiled.nameGroups.length > 0;
      let found: RegExpExecArray | null;
      if (index === seen.first && (!known || (oneLine && this.genericIsKnown(text, compiled, seen.found!)))) {
        found = seen.found;
      } else {
        if (compiled.needle && !memory.lower.includes(compiled.needle)) continue;
        const regex = known ? this.knownRegex(compiled, oneLine) : compiled.generic;
        if (!regex) continue;
        found = regex.exec(text);
      }
      if (!found) continue;
      const slots: Record<string, string> = {};
      for (const { name, group } of compiled.reported) slots[name] = (found[group] ?? '').trim();
      return { key: compiled.key, template: compiled.template, slots };
    }
    return null;
  }
}
