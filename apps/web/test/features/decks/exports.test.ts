import type { DeckCard } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { buildDeckListPdf, pdfBody } from '../../../src/features/decks/exports.ts';

const card = (name: string, count: number, supertype: DeckCard['supertype'], setCode = '', number = ''): DeckCard => ({
  id: name,
  name,
  supertype,
  subtypes: [],
  count,
  setCode,
  number,
  imageUrl: null,
});

const deck = {
  name: 'Gardevoir Control',
  category: 'Gardevoir ex',
  cards: [
    card('Ralts', 4, 'Pokémon', 'SVI', '84'),
    card('Nest Ball', 4, 'Trainer', 'SVI', '181'),
    card('Arven', 4, 'Trainer'),
    card('Basic Psychic Energy', 10, 'Energy', 'SVE', '5'),
  ],
};

const user = {
  playerName: 'Ash Ketchum',
  playerId: '1234567',
  division: 'Master' as const,
  birthdate: null,
  name: null,
  username: 'ash',
};

describe('deck list PDF', () => {
  it('lists sections sorted by name, with SVI 1 for a card without set code and number, and the player', () => {
    const body = pdfBody(deck, user, new Date('2024-01-05T12:00:00Z'));
    expect(body.header).toEqual([
      'Player Name: Ash Ketchum',
      'Player ID: 1234567',
      'Division: Master',
      'Date: Jan 5, 2024',
      'Category: Gardevoir ex',
    ]);
    expect(body.sections).toEqual([
      { heading: 'Pokémon: 4', lines: ['4 Ralts SVI 84'] },
      { heading: 'Trainer: 8', lines: ['4 Arven SVI 1', '4 Nest Ball SVI 181'] },
      { heading: 'Energy: 10', lines: ['10 Basic Psychic Energy SVE 5'] },
    ]);
    expect(body.footer).toBe('Total Cards: 22');
  });

  it('writes an uncompressed A4 PDF whose text can be read back', async () => {
    const pdf = await (await buildDeckListPdf(deck, null)).text();
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('(Gardevoir Control)');
    expect(pdf).toContain('(4 Nest Ball SVI 181)');
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it('starts a new page past 280 mm', async () => {
    const many = {
      ...deck,
      cards: Array.from({ length: 60 }, (_, i) => card(`Card ${i}`, 1, 'Trainer', 'SVI', String(i))),
    };
    const pdf = await (await buildDeckListPdf(many, null)).text();
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
