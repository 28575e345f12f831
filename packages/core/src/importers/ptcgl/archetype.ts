/**
 * The archetype a player showed in a PTCGL log (issue 12): the community deck category (`analytics/categorize.ts`)
 * that the Pokémon they used point to, in any log language, since cards carry their English name and species; without
 * one, the name players would give the deck: its main attacker, and a co-star when there clearly is one
 * (`Charizard ex / Pidgeot ex`). Importance, evolution lines and stars are defined in pokemonLines.ts.
 *
 * Definitions:
 * - The Pokémon seen are the cards with a species (`PtcglCardSeen.species`). A card's English words are those of
 *   its English card name, or of its species when the English name is unknown, plus those of its species, folded and
 *   cut into words as `categorize.ts` does (`wordsOf`).
 * - A keyword matches when its words can be cut into consecutive pieces, each a whole-word sequence of one Pokémon
 *   seen: `charizard` matches `Charizard ex`, `teal mask ogerpon` matches `Teal Mask Ogerpon ex`, and `chien pao
 *   baxcalibur` matches a player who showed both `Chien-Pao ex` and `Baxcalibur`. The lines it used are the
 *   evolution lines of the matched cards (`dreepy` uses the whole Dragapult ex line when Dreepy evolved).
 * - A category is a candidate when one of its keywords matches, or when all of its core cards (at least one) were
 *   seen among all the cards (English names, else printed names, compared as `categorize.ts` compares card names).
 *   Its weight is the sum of the weights of the distinct lines its keywords used plus, with all core cards seen, the
 *   core cards' importances: a category whose keyword is the main attacker outweighs one matched by a benched tech.
 * - Evolution families (issue 29): a category none of whose keywords matches and whose core cards were not all seen
 *   is still a candidate, *by family*, when a keyword's Pokémon (its words without the rule-box words, `gardevoir ex`
 *   → `gardevoir`) is a later stage (`rules/evolutionFamilies.ts`) of a line's final stage that may still evolve and
 *   is not a rule-box card: the player showed Ralts or Kirlia but never Gardevoir ex. Its weight is that of the lines
 *   so matched. In a branching family (Ralts → Gardevoir or Gallade, Eevee) the category list decides: the family
 *   matches every category naming one of its final stages, and the ties below choose.
 * - The archetype is the heaviest candidate; a candidate matched by family comes after one matched as shown at equal
 *   weight; ties go to the one with all core cards seen, then the longest matching
 *   keyword, then the category name A-Z (ignoring case), then the id, so the answer never depends on input order.
 * - Confidence: 'weak' for a candidate matched by family (the final stage never showed); otherwise 'strong' when the lines the keywords used were mentioned at least 3 times (used, not glimpsed once)
 *   or all core cards were seen; 'weak' for a lighter candidate and for no candidate, where the name is the stars'
 *   names (a line's final stage's English card name, its species when the English name is unknown) joined by ` / `;
 *   'unknown' with the name 'Unknown' and no category when the log shows no Pokémon of the player at all.
 * - `pokemon`: English species for sprites, at most `MAX_ARCHETYPE_POKEMON` (2, what the preview draws), one per
 *   line (its final stage's species): with a category matched by family, first the later stage its keyword named
 *   (Gardevoir for a Ralts-only game); with a category, the lines its keywords used, then with all core cards seen
 *   the lines of its Pokémon core cards, then the stars; without one, the stars. Each group heaviest line first.
 *
 * Decisions:
 * - A star is named by its full English card name (`Teal Mask Ogerpon ex`, `Cynthia's Garchomp ex`), not its species
 *   with a suffix: the form or owner tells decks apart (Hearthflame Mask Ogerpon ex is another deck), and the same
 *   card always gives the same name, so imported matches group together in the statistics.
 * - Your deck's fallback name (proposal.ts, when no saved deck fits) is this same name, so both sides read alike.
 */
import { type CategoryRules, foldText, keywordPokemonWords, wordsOf } from '../../analytics/categorize.ts';
import { laterStages } from '../../rules/evolutionFamilies.ts';
import { cardImportance, deckStars, isRuleBox, lineName, pokemonLines, type PokemonLine } from './pokemonLines.ts';
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
/** Sprites the preview draws beside an archetype. */
export const MAX_ARCHETYPE_POKEMON = 2;

interface SeenPokemon {
  card: PtcglCardSeen;
  /** The words of its English name (or species) and of its species, kept apart so no sequence spans both. */
  texts: string[][];
}

interface Candidate {
  rules: CategoryRules;
  weight: number;
  /** Mentions of the lines the keywords used. */
  mentions: number;
  allCore: boolean;
  keywordLength: number;
  /** The lines its keywords used, and with all core cards seen those of its Pokémon core cards. */
  keywordLines: Set<PokemonLine>;
  coreLines: Set<PokemonLine>;
  /** Matched by evolution family only (see header). */
  byFamily: boolean;
  /** With `byFamily`: the later stages its keywords named, for sprites. */
  familySpecies: string[];
}

const cardKey = (name: string) => foldText(name.trim());
const keyOf = (card: PtcglCardSeen) => cardKey(card.englishName ?? card.name);

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
function matchKeyword(keyword: readonly string[], seen: readonly SeenPokemon[]): PtcglCardSeen[] | null {
  // reach[i]: the cards of one way to cover keyword[0..i) with pieces, or undefined when it cannot be covered.
  const reach: (PtcglCardSeen[] | undefined)[] = [[]];
  for (let from = 0; from < keyword.length; from++) {
    const before = reach[from];
    if (!before) continue;
    for (let to = keyword.length; to > from; to--) {
      if (reach[to]) continue;
      const cards = seen.filter((p) => containsSequence(p.texts, keyword, from, to)).map((p) => p.card);
      if (cards.length > 0) reach[to] = [...before, ...cards];
    }
  }
  return reach[keyword.length] ?? null;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.weight - a.weight ||
    Number(a.byFamily) - Number(b.byFamily) ||
    Number(b.allCore) - Number(a.allCore) ||
    b.keywordLength - a.keywordLength ||
    a.rules.name.localeCompare(b.rules.name, 'en', { sensitivity: 'base' }) ||
    (a.rules.name < b.rules.name ? -1 : a.rules.name > b.rules.name ? 1 : 0) ||
    (a.rules._id < b.rules._id ? -1 : a.rules._id > b.rules._id ? 1 : 0)
  );
}

interface Evidence {
  seen: readonly SeenPokemon[];
  lineOf: ReadonlyMap<PtcglCardSeen, PokemonLine>;
  /** Card key → the summed importance of the cards with that key. */
  heldKeys: ReadonlyMap<string, number>;
  pokemon: readonly PtcglCardSeen[];
  /** The final stages that may still evolve, their texts the words of each later stage (see header). */
  evolving: readonly SeenPokemon[];
}

function candidateOf(rules: CategoryRules, evidence: Evidence): Candidate | null {
  const keywordLines = new Set<PokemonLine>();
  let keywordLength = -1;
  for (const keyword of rules.keywords) {
    const words = wordsOf(keyword);
    if (words.length === 0) continue;
    const cards = matchKeyword(words, evidence.seen);
    if (!cards) continue;
    for (const card of cards) keywordLines.add(evidence.lineOf.get(card)!);
    keywordLength = Math.max(keywordLength, words.join(' ').length);
  }
  const core = [...new Set(rules.coreCards.map(cardKey).filter((c) => c !== ''))];
  const allCore = core.length > 0 && core.every((c) => evidence.heldKeys.has(c));
  if (keywordLength < 0 && !allCore) return familyCandidateOf(rules, evidence);
  let weight = 0;
  let mentions = 0;
  for (const line of keywordLines) {
    weight += line.weight;
    mentions += line.mentions;
  }
  const coreLines = new Set<PokemonLine>();
  if (allCore) {
    weight += core.reduce((sum, c) => sum + evidence.heldKeys.get(c)!, 0);
    const coreKeys = new Set(core);
    for (const card of evidence.pokemon) if (coreKeys.has(keyOf(card))) coreLines.add(evidence.lineOf.get(card)!);
  }
  return {
    rules,
    weight,
    mentions,
    allCore,
    keywordLength,
    keywordLines,
    coreLines,
    byFamily: false,
    familySpecies: [],
  };
}

/** A category matched by evolution family (see header), or null. */
function familyCandidateOf(rules: CategoryRules, evidence: Evidence): Candidate | null {
  const keywordLines = new Set<PokemonLine>();
  const familySpecies: string[] = [];
  let keywordLength = -1;
  for (const keyword of rules.keywords) {
    const words = keywordPokemonWords(wordsOf(keyword));
    if (words.length === 0) continue;
    const cards = matchKeyword(words, evidence.evolving);
    if (!cards) continue;
    for (const card of cards) {
      keywordLines.add(evidence.lineOf.get(card)!);
      const named = laterStages(card.species!).find((stage) =>
        containsSequence([wordsOf(stage)], words, 0, words.length),
      );
      if (named && !familySpecies.includes(named)) familySpecies.push(named);
    }
    keywordLength = Math.max(keywordLength, words.join(' ').length);
  }
  if (keywordLength < 0) return null;
  let weight = 0;
  let mentions = 0;
  for (const line of keywordLines) {
    weight += line.weight;
    mentions += line.mentions;
  }
  const coreLines = new Set<PokemonLine>();
  return {
    rules,
    weight,
    mentions,
    allCore: false,
    keywordLength,
    keywordLines,
    coreLines,
    byFamily: true,
    familySpecies,
  };
}

/** One species per line, in the order of the groups, each group heaviest first (see header). */
function spritesOf(lines: readonly PokemonLine[], groups: readonly ReadonlySet<PokemonLine>[]): string[] {
  const species: string[] = [];
  for (const group of groups) {
    for (const line of lines) {
      const name = line.final.species!;
      if (group.has(line) && !species.includes(name)) species.push(name);
    }
  }
  return species.slice(0, MAX_ARCHETYPE_POKEMON);
}

/** The archetype the cards point to (see header). */
export function detectArchetype(
  cards: readonly PtcglCardSeen[],
  categories: readonly CategoryRules[],
): DetectedArchetype {
  const lines = pokemonLines(cards);
  if (lines.length === 0) return { categoryId: null, name: UNKNOWN_ARCHETYPE, pokemon: [], confidence: 'unknown' };
  const lineOf = new Map<PtcglCardSeen, PokemonLine>();
  for (const line of lines) for (const card of line.members) lineOf.set(card, line);
  const pokemon = cards.filter((card) => card.species !== null);
  const seen = pokemon.map((card) => ({
    card,
    texts: [wordsOf(card.englishName ?? card.species!), wordsOf(card.species!)],
  }));
  const heldKeys = new Map<string, number>();
  for (const card of cards) heldKeys.set(keyOf(card), (heldKeys.get(keyOf(card)) ?? 0) + cardImportance(card));
  const evolving = lines
    .map((line) => line.final)
    .filter((final) => !isRuleBox(final))
    .map((card) => ({ card, texts: laterStages(card.species!).map(wordsOf) }))
    .filter((p) => p.texts.length > 0);
  const evidence: Evidence = { seen, lineOf, heldKeys, pokemon, evolving };

  let best: Candidate | null = null;
  for (const rules of categories) {
    const candidate = candidateOf(rules, evidence);
    if (candidate && (!best || compareCandidates(candidate, best) < 0)) best = candidate;
  }

  const stars = deckStars(lines);
  if (best) {
    const strong = !best.byFamily && (best.allCore || best.mentions >= STRONG_ARCHETYPE_MENTIONS);
    // A family match draws the later stage its keyword named in place of the stage that showed (Gardevoir, not Ralts).
    const sprites = best.byFamily
      ? spritesOf(lines, [new Set(stars.filter((line) => !best.keywordLines.has(line)))])
      : spritesOf(lines, [best.keywordLines, best.coreLines, new Set(stars)]);
    return {
      categoryId: best.rules._id,
      name: best.rules.name,
      pokemon: [...new Set([...best.familySpecies, ...sprites])].slice(0, MAX_ARCHETYPE_POKEMON),
      confidence: strong ? 'strong' : 'weak',
    };
  }
  return {
    categoryId: null,
    name: stars.map(lineName).join(' / '),
    pokemon: spritesOf(lines, [new Set(stars)]),
    confidence: 'weak',
  };
}
