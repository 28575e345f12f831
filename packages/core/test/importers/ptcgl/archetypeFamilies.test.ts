import { Dex } from '@pkmn/dex';
import { describe, expect, it } from 'vitest';
import { categorizeDeckName, type CategoryRules } from '../../../src/analytics/categorize.ts';
import { previewPtcglPaste } from '../../../src/importers/ptcgl/proposal.ts';
import { evolvesFurther, finalStages, laterStages } from '../../../src/rules/evolutionFamilies.ts';

/**
 * Issue 29, "One opponent becomes three rows": a Gardevoir ex player whose final stage did not come out in every game.
 * Logs of our own in the English client's phrasing; the opponent shows only Ralts, then Ralts and Kirlia, then the
 * whole line up to Gardevoir ex.
 */
function log(opponentPlays: string[], seed: number): string {
  return [
    'Setup',
    'Ash chose tails for the opening coin flip.',
    'Gary won the coin toss.',
    'Gary decided to go first.',
    'Ash drew 7 cards for the opening hand.',
    '- 7 drawn cards.',
    '   • Dreepy, Ultra Ball, Nest Ball, Rare Candy, Drakloak, Basic Psychic Energy, Arven',
    'Gary drew 7 cards for the opening hand.',
    '- 7 drawn cards.',
    'Ash played Dreepy to the Active Spot.',
    'Gary played Ralts to the Active Spot.',
    '',
    "Turn # 1 - Gary's Turn",
    'Gary drew a card.',
    ...opponentPlays,
    'Gary ended their turn.',
    '',
    "Turn # 2 - Ash's Turn",
    'Ash drew a card.',
    `Ash's Dreepy used Bite on Gary's Ralts for ${40 + seed} damage.`,
    "Gary's Ralts was Knocked Out!",
    'Ash took 2 Prize cards.',
    'Ash took 4 Prize cards.',
    'All Prize cards taken. Ash wins.',
  ].join('\n');
}

const RALTS_ONLY = log(
  ['Gary played Ralts to the Bench.', "Gary's Ralts used Memory Skip on Ash's Dreepy for 10 damage."],
  1,
);
const KIRLIA = log(['Gary evolved Ralts to Kirlia on the Bench.', "Gary's Kirlia used Refinement."], 2);
const GARDEVOIR = log(
  [
    'Gary evolved Ralts to Kirlia on the Bench.',
    'Gary played Rare Candy.',
    'Gary evolved Kirlia to Gardevoir ex on the Bench.',
    "Gary's Gardevoir ex used Psychic Embrace.",
  ],
  3,
);

const cat = (_id: string, name: string, keywords: string[]): CategoryRules => ({ _id, name, keywords, coreCards: [] });
const categories: CategoryRules[] = [
  cat('garde', 'Gardevoir ex', ['gardevoir ex']),
  cat('pult', 'Dragapult ex', ['dragapult ex', 'dragapult']),
  cat('raichu', 'Raichu', ['raichu']),
];

const opponentArchetypes = (logs: string[], rules: readonly CategoryRules[]) =>
  previewPtcglPaste(logs.join('\n\n'), { categories: rules, playerName: 'Ash' }).games.map((g) => g.opponentArchetype);

describe('evolution families', () => {
  it('knows what a Pokémon may still become, nearest stage first, by base species', () => {
    expect(laterStages('Ralts')).toEqual(['Kirlia', 'Gardevoir', 'Gallade']);
    expect(finalStages('Ralts')).toEqual(['Gardevoir', 'Gallade']);
    expect(finalStages('Dreepy')).toEqual(['Dragapult']);
    expect(finalStages('Vulpix')).toEqual(['Ninetales']);
    expect(finalStages('Eevee')).toContain('Sylveon');
    expect(laterStages('Gardevoir')).toEqual([]);
    expect(evolvesFurther('Kirlia')).toBe(true);
    expect(evolvesFurther('Raging Bolt')).toBe(false);
    expect(laterStages('Not a Pokémon')).toEqual([]);
  });

  it('holds the generated table to @pkmn/dex (run packages/core/scripts/generate-evolutions.mjs after an update)', () => {
    for (const species of Dex.species.all()) {
      if (!species.evos?.length || species.battleOnly || species.isNonstandard === 'CAP') continue;
      const later = laterStages(species.baseSpecies);
      for (const evo of species.evos) expect(later).toContain(Dex.species.get(evo).baseSpecies);
    }
  });
});

describe('opponents of one archetype land in one name across games', () => {
  it('names a Ralts-only, a Kirlia and a Gardevoir ex game "Gardevoir ex"; weak where the final stage never showed', () => {
    const [ralts, kirlia, gardevoir] = opponentArchetypes([RALTS_ONLY, KIRLIA, GARDEVOIR], categories);
    expect(ralts).toEqual({ categoryId: 'garde', name: 'Gardevoir ex', pokemon: ['Gardevoir'], confidence: 'weak' });
    expect(kirlia).toMatchObject({ categoryId: 'garde', name: 'Gardevoir ex', confidence: 'weak' });
    expect(kirlia!.pokemon[0]).toBe('Gardevoir');
    expect(gardevoir).toMatchObject({ categoryId: 'garde', name: 'Gardevoir ex', confidence: 'strong' });
    expect(gardevoir!.pokemon[0]).toBe('Gardevoir');
  });

  it('in a branching family, takes the archetype the category list names', () => {
    const gallade = [cat('gallade', 'Gallade', ['gallade'])];
    expect(opponentArchetypes([RALTS_ONLY], gallade)[0]).toMatchObject({ categoryId: 'gallade', confidence: 'weak' });
    // Both final stages named: the ties of the rules choose, the same way every time (the longer keyword here).
    const both = [...gallade, cat('garde', 'Gardevoir ex', ['gardevoir'])];
    expect(opponentArchetypes([RALTS_ONLY, KIRLIA], both).map((a) => a?.categoryId)).toEqual(['garde', 'garde']);
  });

  it('without a category for the family, names the deck after what showed, as before', () => {
    expect(opponentArchetypes([RALTS_ONLY], [])[0]).toMatchObject({
      categoryId: null,
      name: 'Ralts',
      confidence: 'weak',
    });
  });

  it('prefers a category matched as shown over one matched by family at the same weight', () => {
    // The player's own Dreepy and Drakloak never evolved: Dragapult ex by family.
    const mine = previewPtcglPaste(RALTS_ONLY, { categories, playerName: 'Ash' }).games[0]!.myArchetype;
    expect(mine).toMatchObject({ categoryId: 'pult', name: 'Dragapult ex', confidence: 'weak' });
  });
});

describe('stored deck names by family (re-categorisation uses the same rules)', () => {
  it('files "Ralts", "Kirlia" and "Gardevoir ex" under one category', () => {
    for (const name of ['Ralts', 'kirlia', 'Gardevoir ex', 'Ralts / Kirlia']) {
      expect(categorizeDeckName(name, categories).categoryId).toBe('garde');
    }
  });

  it('never infers from a rule-box card, which does not evolve, nor over a keyword matched as written', () => {
    expect(categorizeDeckName('Pikachu ex', categories).categoryId).toBeNull();
    expect(categorizeDeckName('Pikachu', categories).categoryId).toBe('raichu');
    expect(categorizeDeckName('Dragapult / Ralts', categories).categoryId).toBe('pult');
    expect(categorizeDeckName('Lost Box', categories).categoryId).toBeNull();
  });
});
