/**
 * The archetype a player showed in a PTCGL log (issue 12): the community deck category (`analytics/categorize.ts`)
 * that the Pokémon they used point to, in any log language, since cards carry their English name and species.
 *
 * Definitions:
 * - The Pokémon seen are the cards with a species (`PtcglCardSeen.species`). A card's English words are those of
 *   its English card name, or of its species when the English name is unknown, plus those of its species, folded and
 *   cut into words as `categorize.ts` does (`wordsOf`).
 * - A keyword matches when its words can be cut into consecutive pieces, each a whole-word sequence of one Pokémon
 *   seen: `charizard` matches `Charizard ex`, `teal mask ogerpon` matches `Teal Mask Ogerpon ex`, and `chien pao
 *   baxcalibur` matches a player who showed both `Chien-Pao ex` and `Baxcalibur`. The cards it used are the
 *   matched cards.
 * - A category is a candidate when one of its keywords matches, or when all of its core cards (at least one) were
 *   seen among all the cards (English names, else printed names, compared as `categorize.ts` compares card names).
 *   Its weight is the sum of the mentions of the distinct cards its keywords matched plus, with all core cards seen,
 *   the core cards' mentions: how much the player used the archetype's cards.
 * - The archetype is the heaviest candidate; ties go to the one with all core cards seen, then the longest matching
 *   keyword, then the category name A-Z (ignoring case), then the id, so the answer never depends on input order.
 * - Confidence: 'strong' when the archetype's weight is at least 3 mentions (its Pokémon were used, not glimpsed
 *   once) or all its core cards were seen; 'weak' for a lighter candidate and for no candidate, where the name is the
 *   most-used Pokémon's English card name (its species when the English name is unknown); 'unknown' with the name
 *   'Unknown' and no category when the log shows no Pokémon of the player at all.
 * - `pokemon`: the English species seen, for sprites: the archetype's matched species first, then the others; each
 *   group by mentions (summed over the species' cards), ties in order of first appearance.
 */
import { type CategoryRules, foldText, wordsOf } from '../../analytics/categorize.ts';
import type { PtcglCardSeen } from './types.ts';

export type ArchetypeConfidence = 'strong' | 'weak' | 'unknown';

export interface DetectedArchetype {
  categoryId: string | null;
  name: string;
  pokemon: string[];
  confidence: ArchetypeConfidence;
}

/** Mentions from which a matched archetype counts as shown rather than glimpsed. */
export const STRONG_ARCHETYPE_MENTIONS = 3;
export const UNKNOWN_ARCHETYPE = 'Unknown';

interface SeenPokemon {
  card: PtcglCardSeen;
  order: number;
  /** The words of its English name (or species) and of its species, kept apart so no sequence spans both. */
  texts: string[][];
}

interface Candidate {
  rules: CategoryRules;
  weight: number;
  allCore: boolean;
  keywordLength: number;
  matched: Set<SeenPokemon>;
}

const cardKey = (name: string) => foldText(name.trim());

/** Whether `sequence[from..to)` occurs as consecutive words of one of the texts. */
function containsSequence(texts: readonly string[][], sequence: readonly string[], from: number, to: number): boolean {
  const length = to - from;
  for (const words of texts) {
    outer: for (let i = 0; i + length <= words.length; i++) {
      for (let j = 0; j < length; j++) if (words[i + j] !== sequence[from + j]) continue outer;
      return true;
    }
  }
  return false;
}

/** The Pokémon a keyword's pieces matched (see header), or null when the keyword does not match. */
function matchKeyword(keyword: readonly string[], seen: readonly SeenPokemon[]): Set<SeenPokemon> | null {
  // reach[i]: the cards of one way to cover keyword[0..i) with pieces, or undefined when it cannot be covered.
  const reach: (SeenPokemon[] | undefined)[] = [[]];
  for (let from = 0; from < keyword.length; from++) {
    const before = reach[from];
    if (!before) continue;
    for (let to = keyword.length; to > from; to--) {
      if (reach[to]) continue;
      const cards = seen.filter((p) => containsSequence(p.texts, keyword, from, to));
      if (cards.length > 0) reach[to] = [...before, ...cards];
    }
  }
  const cover = reach[keyword.length];
  return cover ? new Set(cover) : null;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.weight - a.weight ||
    Number(b.allCore) - Number(a.allCore) ||
    b.keywordLength - a.keywordLength ||
    a.rules.name.localeCompare(b.rules.name, 'en', { sensitivity: 'base' }) ||
    (a.rules.name < b.rules.name ? -1 : a.rules.name > b.rules.name ? 1 : 0) ||
    (a.rules._id < b.rules._id ? -1 : a.rules._id > b.rules._id ? 1 : 0)
  );
}

function candidateOf(
  rules: CategoryRules,
  seen: readonly SeenPokemon[],
  heldKeys: ReadonlyMap<string, number>,
): Candidate | null {
  const matched = new Set<SeenPokemon>();
  let keywordLength = -1;
  for (const keyword of rules.keywords) {
    const words = wordsOf(keyword);
    if (words.length === 0) continue;
    const cards = matchKeyword(words, seen);
    if (!cards) continue;
    for (const card of cards) matched.add(card);
    keywordLength = Math.max(keywordLength, words.join(' ').length);
  }
  const core = [...new Set(rules.coreCards.map(cardKey).filter((c) => c !== ''))];
  const allCore = core.length > 0 && core.every((c) => heldKeys.has(c));
  if (keywordLength < 0 && !allCore) return null;
  let weight = [...matched].reduce((sum, p) => sum + p.card.mentions, 0);
  if (allCore) weight += core.reduce((sum, c) => sum + heldKeys.get(c)!, 0);
  return { rules, weight, allCore, keywordLength, matched };
}

/** The English species seen, the archetype's first (see header). */
function speciesOrder(seen: readonly SeenPokemon[], first: ReadonlySet<SeenPokemon>): string[] {
  const bySpecies = new Map<string, { mentions: number; order: number; matched: boolean }>();
  for (const p of seen) {
    const species = p.card.species!;
    const entry = bySpecies.get(species) ?? { mentions: 0, order: p.order, matched: false };
    entry.mentions += p.card.mentions;
    entry.matched ||= first.has(p);
    bySpecies.set(species, entry);
  }
  return [...bySpecies.entries()]
    .sort(([, a], [, b]) => Number(b.matched) - Number(a.matched) || b.mentions - a.mentions || a.order - b.order)
    .map(([species]) => species);
}

/** The archetype the cards point to (see header). */
export function detectArchetype(
  cards: readonly PtcglCardSeen[],
  categories: readonly CategoryRules[],
): DetectedArchetype {
  const seen: SeenPokemon[] = [];
  cards.forEach((card, order) => {
    if (card.species === null) return;
    seen.push({ card, order, texts: [wordsOf(card.englishName ?? card.species), wordsOf(card.species)] });
  });
  if (seen.length === 0) return { categoryId: null, name: UNKNOWN_ARCHETYPE, pokemon: [], confidence: 'unknown' };

  const heldKeys = new Map<string, number>();
  for (const card of cards) {
    const key = cardKey(card.englishName ?? card.name);
    heldKeys.set(key, (heldKeys.get(key) ?? 0) + card.mentions);
  }

  let best: Candidate | null = null;
  for (const rules of categories) {
    const candidate = candidateOf(rules, seen, heldKeys);
    if (candidate && (!best || compareCandidates(candidate, best) < 0)) best = candidate;
  }

  if (best) {
    const strong = best.allCore || best.weight >= STRONG_ARCHETYPE_MENTIONS;
    return {
      categoryId: best.rules._id,
      name: best.rules.name,
      pokemon: speciesOrder(seen, best.matched),
      confidence: strong ? 'strong' : 'weak',
    };
  }
  const mostUsed = seen.reduce((a, b) => (b.card.mentions > a.card.mentions ? b : a));
  return {
    categoryId: null,
    name: mostUsed.card.englishName ?? mostUsed.card.species!,
    pokemon: speciesOrder(seen, new Set()),
    confidence: 'weak',
  };
}
