/**
 * Which deck category (archetype) a deck belongs to (issue 6: "rules that match deck names and core cards; new
 * matches are categorised automatically"). The server stores the answer on every TCG match it writes (both sides) and
 * recomputes it for every distinct deck name when categories or assignments change.
 *
 * Definitions:
 * - A deck NAME belongs to the category an admin assigned that name to (the assignment key is the name trimmed and
 *   lower-cased, `deckNameKey`); otherwise to the category one of whose keywords it contains as a whole word
 *   sequence, ignoring case and accents: 'charizard' matches 'Charizard ex / Pidgeot', 'chien-pao' matches
 *   'Chien Pao Baxcalibur', 'box' does not match 'Lost Boxes'. Words are runs of letters and digits (after removing
 *   accents), so punctuation and spacing between them do not matter.
 * - Several categories matching: the one whose matching keyword is longest (in characters, words joined by one space)
 *   wins, then the category name A-Z (ignoring case), then the id, so the answer never depends on input order.
 * - Evolution families (issue 29): a name no keyword matches, but which names a Pokémon that may still evolve
 *   (`Ralts`, `Kirlia`, `Dreepy / Drakloak`; not `Pikachu ex`, a rule-box card that never evolves), belongs to the
 *   category one of whose keywords names one of its later stages (`rules/evolutionFamilies.ts`): the keyword's words
 *   without the rule-box words (`gardevoir ex` → `gardevoir`) as a whole word sequence of a later stage's name. Ties as
 *   above. So the games where only Ralts or Kirlia came out land in the same row as the Gardevoir ex games.
 * - A player's DECK (with a card list) whose name matches nothing belongs to the category all of whose core cards it
 *   contains (card names compared trimmed, ignoring case and accents); the one with most core cards wins, then name
 *   A-Z. Categories without core cards never match by cards.
 * - Otherwise the deck is uncategorised (`categoryId: null`).
 *
 * Decisions:
 * - An assignment to a category that is not in the list (deleted meanwhile) is ignored and the rules apply.
 * - The compiled form of a category list is cached per array (WeakMap), so categorising thousands of names with the
 *   same list compiles the keywords once.
 */
import { evolvingSpeciesIn, laterStages } from '../rules/evolutionFamilies.ts';
import { deckNameKey } from '../schemas/deckCategories.ts';

export interface CategoryRules {
  _id: string;
  name: string;
  keywords: readonly string[];
  coreCards: readonly string[];
}

/** Assigned deck-name keys (`deckNameKey`) to category ids. */
export type DeckNameAssignments = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

export type CategorySource = 'assigned' | 'rule' | 'cards';

export interface DeckCategorization {
  categoryId: string | null;
  source: CategorySource | null;
}

export interface CardNameLike {
  name: string;
}

const UNCATEGORISED: DeckCategorization = { categoryId: null, source: null };

/** Lower-case, accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text: runs of letters and digits after folding. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words that mark a rule-box card (`Gardevoir ex`, `Lugia VSTAR`); a card with one never evolves further. */
export const RULE_BOX_WORDS: ReadonlySet<string> = new Set(['ex', 'v', 'vstar', 'vmax', 'gx', 'union']);

/** A keyword's Pokémon: its words without the rule-box words (`gardevoir ex` → `gardevoir`). */
export const keywordPokemonWords = (words: readonly string[]): string[] => words.filter((w) => !RULE_BOX_WORDS.has(w));

interface CompiledCategory {
  rules: CategoryRules;
  keywords: { words: string[]; length: number; pokemon: string[] }[];
  coreCards: Set<string>;
}

interface Compiled {
  byId: Map<string, CategoryRules>;
  categories: CompiledCategory[];
}

const compiledCache = new WeakMap<readonly CategoryRules[], Compiled>();

const compareNames = (a: CategoryRules, b: CategoryRules) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

const cardKey = (name: string) => foldText(name.trim());

function compile(categories: readonly CategoryRules[]): Compiled {
  let compiled = compiledCache.get(categories);
  if (compiled) return compiled;
  compiled = {
    byId: new Map(categories.map((c) => [c._id, c])),
    categories: categories.map((rules) => ({
      rules,
      keywords: rules.keywords
        .map((k) => wordsOf(k))
        .filter((words) => words.length > 0)
        .map((words) => ({ words, length: words.join(' ').length, pokemon: keywordPokemonWords(words) })),
      coreCards: new Set(rules.coreCards.map(cardKey).filter((c) => c !== '')),
    })),
  };
  compiledCache.set(categories, compiled);
  return compiled;
}

function containsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  outer: for (let i = 0; i + sequence.length <= words.length; i++) {
    for (let j = 0; j < sequence.length; j++) if (words[i + j] !== sequence[j]) continue outer;
    return true;
  }
  return false;
}

function assignedId(assignments: DeckNameAssignments | undefined, key: string): string | undefined {
  if (!assignments) return undefined;
  if (assignments instanceof Map) return assignments.get(key);
  const record = assignments as Readonly<Record<string, string>>;
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The category of a deck name: assignment, else the longest matching keyword (see header). */
export function categorizeDeckName(
  name: string | null | undefined,
  categories: readonly CategoryRules[],
  assignments?: DeckNameAssignments,
): DeckCategorization {
  const compiled = compile(categories);
  const key = deckNameKey(name);
  if (key === '') return UNCATEGORISED;
  const assigned = assignedId(assignments, key);
  if (assigned !== undefined && compiled.byId.has(assigned)) return { categoryId: assigned, source: 'assigned' };
  const words = wordsOf(key);
  const direct = bestByKeyword(compiled, (keyword) => containsSequence(words, keyword.words));
  if (direct) return { categoryId: direct._id, source: 'rule' };
  const later = laterStageWords(key);
  if (later.length === 0) return UNCATEGORISED;
  const inferred = bestByKeyword(
    compiled,
    (keyword) => keyword.pokemon.length > 0 && later.some((stage) => containsSequence(stage, keyword.pokemon)),
  );
  return inferred ? { categoryId: inferred._id, source: 'rule' } : UNCATEGORISED;
}

/** The category with the longest keyword that `matches` (ties: name A-Z, then id), or null. */
function bestByKeyword(
  compiled: Compiled,
  matches: (keyword: CompiledCategory['keywords'][number]) => boolean,
): CategoryRules | null {
  let best: { rules: CategoryRules; length: number } | null = null;
  for (const category of compiled.categories) {
    let length = -1;
    for (const keyword of category.keywords) if (keyword.length > length && matches(keyword)) length = keyword.length;
    if (length < 0) continue;
    if (!best || length > best.length || (length === best.length && compareNames(category.rules, best.rules) < 0)) {
      best = { rules: category.rules, length };
    }
  }
  return best?.rules ?? null;
}

/** The words of every later stage of the evolving Pokémon a deck name names (not those followed by a rule-box word). */
function laterStageWords(name: string): string[][] {
  const stages: string[][] = [];
  for (const { species, next } of evolvingSpeciesIn(name)) {
    if (next !== undefined && RULE_BOX_WORDS.has(next)) continue;
    for (const stage of laterStages(species)) stages.push(wordsOf(stage));
  }
  return stages;
}

/** The category of a player's deck: by its name, else by the core cards its list contains (see header). */
export function categorizeDeck(
  name: string | null | undefined,
  cards: readonly CardNameLike[] | null | undefined,
  categories: readonly CategoryRules[],
  assignments?: DeckNameAssignments,
): DeckCategorization {
  const byName = categorizeDeckName(name, categories, assignments);
  if (byName.categoryId !== null || !cards || cards.length === 0) return byName;
  const held = new Set(cards.map((c) => cardKey(c.name)));
  let best: { rules: CategoryRules; size: number } | null = null;
  for (const category of compile(categories).categories) {
    const size = category.coreCards.size;
    if (size === 0) continue;
    let all = true;
    for (const card of category.coreCards) {
      if (!held.has(card)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    if (!best || size > best.size || (size === best.size && compareNames(category.rules, best.rules) < 0)) {
      best = { rules: category.rules, size };
    }
  }
  return best ? { categoryId: best.rules._id, source: 'cards' } : UNCATEGORISED;
}
