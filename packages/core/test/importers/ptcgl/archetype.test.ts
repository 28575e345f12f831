import { describe, expect, it } from 'vitest';
import type { CategoryRules } from '../../../src/analytics/categorize.ts';
import { detectArchetype } from '../../../src/importers/ptcgl/archetype.ts';
import type { PtcglCardSeen } from '../../../src/importers/ptcgl/types.ts';

const card = (name: string, englishName: string | null, species: string | null, mentions: number): PtcglCardSeen => ({
  name,
  englishName,
  species,
  mentions,
  actions: ['played'],
});
const cat = (_id: string, name: string, keywords: string[], coreCards: string[] = []): CategoryRules => ({
  _id,
  name,
  keywords,
  coreCards,
});

const categories: CategoryRules[] = [
  cat('bolt', 'Raging Bolt', ['raging bolt'], ['Raging Bolt ex', 'Teal Mask Ogerpon ex']),
  cat('ogerpon', 'Teal Mask Ogerpon', ['teal mask ogerpon']),
  cat('box', 'Ogerpon Box', ['ogerpon box']),
  cat('pult', 'Dragapult', ['dragapult']),
  cat('fez', 'Fezandipiti', ['fezandipiti']),
  cat('pao', 'Chien-Pao Baxcalibur', ['chien pao baxcalibur']),
  cat('garde', 'Gardevoir', ['gardevoir']),
  cat('lost', 'Lost Box', ['lost box', 'comfey'], ['Comfey', "Colress's Experiment"]),
  cat('toolbox', 'Lost Toolbox', ['toolbox'], ['Sableye', 'Comfey', "Colress's Experiment"]),
  cat('chomp', "Cynthia's Garchomp", ["cynthia's garchomp"]),
  cat('zard', 'Charizard', ['charizard']),
  cat('zardex', 'Charizard ex', ['charizard ex']),
  cat('pidgeot', 'Pidgeot', ['pidgeot']),
];

describe('detectArchetype', () => {
  it('names the category of a German Raging Bolt log, with all its core cards seen', () => {
    const cards = [
      card('Türkisgrüne-Maske-Ogerpon-ex', 'Teal Mask Ogerpon ex', 'Ogerpon', 6),
      card('Strahlendes Quajutsu', 'Radiant Greninja', 'Greninja', 2),
      card('Furienblitz-ex', 'Raging Bolt ex', 'Raging Bolt', 5),
      card('Nestball', 'Nest Ball', null, 3),
      card('Basis-Kampf-Energie', 'Basic Fighting Energy', null, 4),
    ];
    // Raging Bolt: keyword 5 + core cards 5 + 6 = 16, against Teal Mask Ogerpon's 6.
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'bolt',
      name: 'Raging Bolt',
      pokemon: ['Raging Bolt', 'Ogerpon', 'Greninja'],
      confidence: 'strong',
    });
  });

  it('weighs categories by how much their Pokémon were used', () => {
    const cards = [
      card('Fezandipiti ex', 'Fezandipiti ex', 'Fezandipiti', 2),
      card('Dreepy', 'Dreepy', 'Dreepy', 3),
      card('Drakloak', 'Drakloak', 'Drakloak', 2),
      card('Dragapult ex', 'Dragapult ex', 'Dragapult', 8),
    ];
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'pult',
      name: 'Dragapult',
      pokemon: ['Dragapult', 'Dreepy', 'Fezandipiti', 'Drakloak'],
      confidence: 'strong',
    });
    const zard = [card('Pidgeot ex', 'Pidgeot ex', 'Pidgeot', 3), card('Charizard ex', 'Charizard ex', 'Charizard', 7)];
    // Charizard and Charizard ex weigh 7 each: the longer keyword wins.
    expect(detectArchetype(zard, categories).categoryId).toBe('zardex');
  });

  it('matches a keyword naming several Pokémon when each was shown', () => {
    const both = [
      card('Chien-Pao ex', 'Chien-Pao ex', 'Chien-Pao', 3),
      card('Frigibax', 'Frigibax', 'Frigibax', 1),
      card('Baxcalibur', 'Baxcalibur', 'Baxcalibur', 2),
    ];
    expect(detectArchetype(both, categories)).toEqual({
      categoryId: 'pao',
      name: 'Chien-Pao Baxcalibur',
      pokemon: ['Chien-Pao', 'Baxcalibur', 'Frigibax'],
      confidence: 'strong',
    });
    const one = [card('Chien-Pao ex', 'Chien-Pao ex', 'Chien-Pao', 3)];
    expect(detectArchetype(one, categories)).toEqual({
      categoryId: null,
      name: 'Chien-Pao ex',
      pokemon: ['Chien-Pao'],
      confidence: 'weak',
    });
  });

  it('is weak when the archetype was barely shown', () => {
    const cards = [card('Ralts', 'Ralts', 'Ralts', 2), card('Gardevoir-ex', 'Gardevoir ex', 'Gardevoir', 1)];
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'garde',
      name: 'Gardevoir',
      pokemon: ['Gardevoir', 'Ralts'],
      confidence: 'weak',
    });
  });

  it('uses core cards, Trainers included, and prefers them on equal weight', () => {
    const cards = [
      card('Comfey', 'Comfey', 'Comfey', 4),
      card("Colress's Experiment", "Colress's Experiment", null, 2),
      card('Sableye', 'Sableye', 'Sableye', 1),
    ];
    // Lost Box: keyword comfey 4 + core 4 + 2 = 10; Lost Toolbox: core only, 1 + 4 + 2 = 7.
    expect(detectArchetype(cards, categories)).toMatchObject({ categoryId: 'lost', confidence: 'strong' });
    const onlyToolbox = [cat('toolbox', 'Lost Toolbox', ['toolbox'], ['Sableye', 'Comfey', "Colress's Experiment"])];
    expect(detectArchetype(cards, onlyToolbox)).toEqual({
      categoryId: 'toolbox',
      name: 'Lost Toolbox',
      pokemon: ['Comfey', 'Sableye'],
      confidence: 'strong',
    });
  });

  it('works from the English name of any language and falls back to the species', () => {
    const translated = [card('Garchomp-ex di Camilla', "Cynthia's Garchomp ex", 'Garchomp', 4)];
    expect(detectArchetype(translated, categories)).toMatchObject({ categoryId: 'chomp', confidence: 'strong' });
    const untranslated = [card('Garchomp-ex di Qualcuno', null, 'Garchomp', 4)];
    expect(detectArchetype(untranslated, categories)).toEqual({
      categoryId: null,
      name: 'Garchomp',
      pokemon: ['Garchomp'],
      confidence: 'weak',
    });
  });

  it('names the most-used Pokémon when no category matches', () => {
    const cards = [
      card('Miraidon ex', 'Miraidon ex', 'Miraidon', 3),
      card('Iron Hands ex', 'Iron Hands ex', 'Iron Hands', 5),
      card('Miraidon', 'Miraidon', 'Miraidon', 3),
    ];
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: null,
      name: 'Iron Hands ex',
      pokemon: ['Miraidon', 'Iron Hands'],
      confidence: 'weak',
    });
    expect(detectArchetype(cards, [])).toMatchObject({ name: 'Iron Hands ex', confidence: 'weak' });
  });

  it('is Unknown when no Pokémon was shown', () => {
    const unknown = { categoryId: null, name: 'Unknown', pokemon: [], confidence: 'unknown' };
    expect(detectArchetype([], categories)).toEqual(unknown);
    expect(detectArchetype([card('Ultra Ball', 'Ultra Ball', null, 2)], categories)).toEqual(unknown);
  });

  it('does not depend on the order of the categories', () => {
    const ties = [cat('z', 'Zeta', ['miraidon']), cat('y', 'alpha', ['MIRAIDON'])];
    const cards = [card('Miraidon ex', 'Miraidon ex', 'Miraidon', 3)];
    expect(detectArchetype(cards, ties).categoryId).toBe('y');
    expect(detectArchetype(cards, [...ties].reverse()).categoryId).toBe('y');
  });
});
