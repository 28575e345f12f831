import { describe, expect, it } from 'vitest';
import {
  communityQuerySchema,
  deckCategorizationAssignSchema,
  deckCategorizationQuerySchema,
  deckCategoryInputSchema,
} from '../../src/index.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('deck category schemas', () => {
  it('trims and defaults a category', () => {
    expect(deckCategoryInputSchema.parse({ name: ' Charizard ', keywords: [' charizard '] })).toEqual({
      name: 'Charizard',
      sprites: [],
      keywords: ['charizard'],
      coreCards: [],
    });
  });

  it('refuses a blank name, three sprites and repeated keywords or core cards', () => {
    expect(messages(deckCategoryInputSchema.safeParse({ name: '  ' }))).toEqual(['Category name is required']);
    expect(messages(deckCategoryInputSchema.safeParse({}))).toEqual(['Category name is required']);
    expect(messages(deckCategoryInputSchema.safeParse({ name: 'X', sprites: ['a', 'b', 'c'] }))).toEqual([
      'At most 2 sprites',
    ]);
    expect(messages(deckCategoryInputSchema.safeParse({ name: 'X', keywords: ['Pokémon', 'pokemon'] }))).toEqual([
      'Keywords must not repeat',
    ]);
    expect(messages(deckCategoryInputSchema.safeParse({ name: 'X', coreCards: ['Comfey', 'COMFEY'] }))).toEqual([
      'Core cards must not repeat',
    ]);
    expect(messages(deckCategoryInputSchema.safeParse({ name: 'x'.repeat(61) }))).toEqual([
      'Category name must be at most 60 characters',
    ]);
  });

  it('reads the categorisation query and bulk assignment', () => {
    expect(deckCategorizationQuerySchema.parse({})).toEqual({ page: 1, status: 'uncategorized' });
    expect(deckCategorizationQuerySchema.parse({ page: '3', search: ' char ', status: 'all' })).toEqual({
      page: 3,
      search: 'char',
      status: 'all',
    });
    expect(deckCategorizationAssignSchema.parse({ keys: [' Charizard EX '], categoryId: null })).toEqual({
      keys: ['charizard ex'],
      categoryId: null,
    });
    expect(messages(deckCategorizationAssignSchema.safeParse({ keys: [], categoryId: null }))).toEqual([
      'Choose at least one deck name',
    ]);
  });
});

describe('communityQuerySchema', () => {
  it('defaults and reads blanks as unset', () => {
    expect(communityQuerySchema.parse({ from: '', to: ' ', minMatches: '' })).toEqual({
      convention: 'loss',
      minMatches: 20,
      granularity: 'week',
    });
    expect(communityQuerySchema.parse({ minMatches: '0', convention: 'third', granularity: 'month' })).toMatchObject({
      minMatches: 0,
      convention: 'third',
      granularity: 'month',
    });
  });

  it('refuses bad thresholds and ranges', () => {
    const bad = 'Minimum matches must be a whole number from 0 to 1000';
    expect(messages(communityQuerySchema.safeParse({ minMatches: '1001' }))).toEqual([bad]);
    expect(messages(communityQuerySchema.safeParse({ minMatches: '2.5' }))).toEqual([bad]);
    expect(messages(communityQuerySchema.safeParse({ minMatches: 'x' }))).toEqual([bad]);
    expect(messages(communityQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' }))).toEqual([
      'The end date must be on or after the start date',
    ]);
  });
});
