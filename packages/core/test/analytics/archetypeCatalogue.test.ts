import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_CATALOGUE,
  ARCHETYPE_CATALOGUE_RULES,
  ARCHETYPE_CATALOGUE_VERSION,
} from '../../src/analytics/archetypeCatalogue.ts';
import { categorizeDeckName } from '../../src/analytics/categorize.ts';
import { deckCategoryInputSchema } from '../../src/schemas/deckCategories.ts';
import { speciesOfSpriteSlug } from '../../src/sprites/spriteSlug.ts';

const keyOf = (name: string) => categorizeDeckName(name, ARCHETYPE_CATALOGUE_RULES).categoryId;

describe('the built-in archetype catalogue', () => {
  it('is a versioned list of valid categories with unique keys and names and real sprites', () => {
    expect(ARCHETYPE_CATALOGUE_VERSION).toBeGreaterThanOrEqual(1);
    expect(ARCHETYPE_CATALOGUE.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ARCHETYPE_CATALOGUE.map((a) => a.key)).size).toBe(ARCHETYPE_CATALOGUE.length);
    expect(new Set(ARCHETYPE_CATALOGUE.map((a) => a.name.toLowerCase())).size).toBe(ARCHETYPE_CATALOGUE.length);
    for (const archetype of ARCHETYPE_CATALOGUE) {
      const { key, ...input } = archetype;
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(deckCategoryInputSchema.parse(input)).toEqual(input);
      for (const slug of archetype.sprites) expect(speciesOfSpriteSlug(slug), slug).not.toBeNull();
    }
  });

  it('files the names players write under one archetype, whatever stage showed', () => {
    for (const name of ['Gardevoir ex', 'gardevoir', 'Ralts', 'Kirlia', 'Gardevoir / Munkidori']) {
      expect(keyOf(name), name).toBe('gardevoir-ex');
    }
    for (const name of ['Dragapult ex', 'Dreepy', 'Drakloak', 'Dragapult Dusknoir']) {
      expect(keyOf(name), name).toBe('dragapult-ex');
    }
    expect(keyOf('Mega Gardevoir ex')).toBe('mega-gardevoir-ex');
    expect(keyOf('Charizard ex / Pidgeot ex')).toBe('charizard-ex');
    expect(keyOf('Charmander')).toBe('charizard-ex');
    expect(keyOf('Mega Charizard X ex')).toBe('mega-charizard-x-ex');
    expect(keyOf('Riolu')).toBe('mega-lucario-ex');
    expect(keyOf('Ho-Oh ex')).toBe('ho-oh-ex');
    expect(keyOf('Raging Bolt Ogerpon')).toBe('raging-bolt-ex');
    expect(keyOf('Gimmighoul')).toBe('gholdengo-ex');
    expect(keyOf('My own brew')).toBeNull();
  });
});
