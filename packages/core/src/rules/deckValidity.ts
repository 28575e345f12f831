/**
 * Deck construction rules (spec part 2 §5 "Deck validity for matches", and the real game's rules for the builder).
 *
 * - A deck used in matches has a name, is not marked `(Incomplete)` (any letter case) and has exactly 60 cards.
 * - At most 4 copies of cards with the same name, counted across printings (`Ultra Ball CRZ 146` and
 *   `Ultra Ball SVI 196` are one name). Names compare without regard to case, spacing or the apostrophe's shape.
 *   Basic Energy is exempt — the spec's "Energy cards have no 4-copy limit" read as the rulebook has it: Special
 *   Energy (`Double Turbo Energy`, `Jet Energy`) is limited to 4 like any other card.
 * - At most 1 ACE SPEC card in the whole deck, whatever its kind (subtype `ACE SPEC`).
 * - At most 1 Radiant Pokémon in the whole deck (subtype `Radiant`, or a name starting `Radiant `).
 *
 * `deckBuildIssues` lists everything wrong, for the live builder; `validateDeckForMatches` gives the first problem
 * in the order: no deck, name, incomplete, size, then the construction rules.
 */
import { TCG_DECK_SIZE } from '../constants.ts';
import { DECK_NAME_REQUIRED } from '../schemas/decks.ts';
import type { Supertype } from '../schemas/decks.ts';
import { isBasicEnergyName } from './basicEnergy.ts';

export interface DeckCardLike {
  name: string;
  supertype: Supertype;
  subtypes?: string[];
  count: number;
}

export interface DeckIssue {
  code: 'size' | 'copies' | 'ace-spec' | 'radiant' | 'name' | 'incomplete';
  message: string;
  cardName?: string;
}

export const NO_DECK_SELECTED = 'No deck selected';
export const INCOMPLETE_DECK_MESSAGE = 'Cannot use incomplete deck for matches';
export const INCOMPLETE_DECK_MARKER = '(Incomplete)';
export const MAX_COPIES_PER_NAME = 4;
export const MAX_ACE_SPEC_CARDS = 1;
export const MAX_RADIANT_POKEMON = 1;

export function deckSizeMessage(total: number): string {
  return `Deck must have ${TCG_DECK_SIZE} cards (currently has ${total})`;
}

/** A card's count as the rules see it: whole, and never negative. */
function copies(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

function hasSubtype(card: { subtypes?: string[] }, subtype: string): boolean {
  const wanted = subtype.replace(/\s+/g, '').toLowerCase();
  return (card.subtypes ?? []).some((s) => s.replace(/\s+/g, '').toLowerCase() === wanted);
}

export function countCards(cards: DeckCardLike[]): { total: number; pokemon: number; trainer: number; energy: number } {
  const counts = { total: 0, pokemon: 0, trainer: 0, energy: 0 };
  for (const card of cards) {
    const n = copies(card.count);
    counts.total += n;
    if (card.supertype === 'Pokémon') counts.pokemon += n;
    else if (card.supertype === 'Trainer') counts.trainer += n;
    else if (card.supertype === 'Energy') counts.energy += n;
  }
  return counts;
}

/**
 * Basic Energy by its subtype when the catalogue gave one (`Basic`, or `Special` which rules it out), otherwise by
 * its name in any PTCGL language and list shape (basicEnergy.ts): `Psychic Energy`, `Basic {P} Energy`,
 * `Énergie Psy de base`, `Basis-Psycho-Energie`.
 */
export function isBasicEnergy(card: { name: string; supertype: Supertype; subtypes?: string[] }): boolean {
  if (card.supertype !== 'Energy') return false;
  if (hasSubtype(card, 'Basic')) return true;
  if (hasSubtype(card, 'Special') || hasSubtype(card, 'ACE SPEC')) return false;
  return isBasicEnergyName(card.name);
}

function isRadiant(card: DeckCardLike): boolean {
  return card.supertype === 'Pokémon' && (hasSubtype(card, 'Radiant') || /^radiant\s/i.test(card.name.trim()));
}

/** The name as the copy rule compares it. */
function ruleName(name: string): string {
  return name
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function hasName(name: string | null | undefined): boolean {
  return !!name && name.trim().length > 0;
}

function isMarkedIncomplete(name: string): boolean {
  return name.toLowerCase().includes(INCOMPLETE_DECK_MARKER.toLowerCase());
}

function constructionIssues(cards: DeckCardLike[]): DeckIssue[] {
  const issues: DeckIssue[] = [];
  const byName = new Map<string, { displayName: string; count: number }>();
  let aceSpecs = 0;
  let radiants = 0;
  for (const card of cards) {
    const n = copies(card.count);
    if (hasSubtype(card, 'ACE SPEC')) aceSpecs += n;
    if (isRadiant(card)) radiants += n;
    if (isBasicEnergy(card)) continue;
    const key = ruleName(card.name);
    const entry = byName.get(key);
    if (entry) entry.count += n;
    else byName.set(key, { displayName: card.name.trim(), count: n });
  }
  for (const { displayName, count } of byName.values()) {
    if (count > MAX_COPIES_PER_NAME) {
      issues.push({
        code: 'copies',
        message: `${displayName}: at most ${MAX_COPIES_PER_NAME} copies (currently ${count})`,
        cardName: displayName,
      });
    }
  }
  if (aceSpecs > MAX_ACE_SPEC_CARDS) {
    issues.push({
      code: 'ace-spec',
      message: `Only ${MAX_ACE_SPEC_CARDS} ACE SPEC card allowed (currently ${aceSpecs})`,
    });
  }
  if (radiants > MAX_RADIANT_POKEMON) {
    issues.push({
      code: 'radiant',
      message: `Only ${MAX_RADIANT_POKEMON} Radiant Pokémon allowed (currently ${radiants})`,
    });
  }
  return issues;
}

/** Everything wrong with a deck, in the order a player would fix it; empty when it can be played. */
export function deckBuildIssues(deck: { name?: string | null; cards: DeckCardLike[] }): DeckIssue[] {
  const issues: DeckIssue[] = [];
  if (!hasName(deck.name)) issues.push({ code: 'name', message: DECK_NAME_REQUIRED });
  else if (isMarkedIncomplete(deck.name!)) issues.push({ code: 'incomplete', message: INCOMPLETE_DECK_MESSAGE });
  const cards = deck.cards ?? [];
  const { total } = countCards(cards);
  if (total !== TCG_DECK_SIZE) issues.push({ code: 'size', message: deckSizeMessage(total) });
  return [...issues, ...constructionIssues(cards)];
}

/** The spec's message for the first reason the deck cannot be used in a match, or null when it can. */
export function validateDeckForMatches(
  deck: { name?: string | null; cards: DeckCardLike[] } | null | undefined,
): string | null {
  if (!deck) return NO_DECK_SELECTED;
  return deckBuildIssues(deck)[0]?.message ?? null;
}
