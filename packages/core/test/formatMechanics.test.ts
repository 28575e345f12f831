import { describe, expect, it } from 'vitest';
import { formatMechanic, isMegaFormat, mayHaveTera } from '../src/rules/formatMechanics.ts';

describe('formatMechanic', () => {
  it('reads Champions regulations from Showdown ids, tier labels, import labels and typed text', () => {
    for (const [text, code] of [
      ['gen9championsvgc2026regma', 'M-A'],
      ['gen9championsvgc2026regmabo3', 'M-A'],
      ['[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)', 'M-A'],
      ['VGC 2026 Reg M-B', 'M-B'],
      ['Regulation M-C', 'M-C'],
      ['reg mc ladder', 'M-C'],
      ['Reg. M-A', 'M-A'],
    ] as const) {
      expect(formatMechanic(text), text).toEqual({ mechanic: 'mega', game: 'Pokémon Champions', regulation: code });
    }
  });

  it('reads Scarlet & Violet sets as Tera, the Regi trio excepted', () => {
    expect(formatMechanic('gen9vgc2025regg')).toEqual({ mechanic: 'tera', game: 'Scarlet & Violet', regulation: 'G' });
    expect(formatMechanic('gen9vgc2024reggbo3')?.regulation).toBe('G');
    expect(formatMechanic('VGC 2025 Reg I')?.regulation).toBe('I');
    expect(formatMechanic('Regulation Set F')?.regulation).toBe('F');
    expect(formatMechanic('[Gen 9] VGC 2026 Reg F (Bo3)')?.mechanic).toBe('tera');
    expect(formatMechanic('Regi core practice')).toBeNull();
  });

  it('a Champions format without a known regulation is still Mega; the next M regulation too', () => {
    expect(formatMechanic('Pokémon Champions')).toEqual({
      mechanic: 'mega',
      game: 'Pokémon Champions',
      regulation: null,
    });
    expect(formatMechanic('gen9championsbssregma')?.mechanic).toBe('mega');
    expect(formatMechanic('VGC 2027 Reg M-D')).toEqual({
      mechanic: 'mega',
      game: 'Pokémon Champions',
      regulation: null,
    });
  });

  it('falls back on the generation, and is null for unknown text', () => {
    expect(formatMechanic('gen9doublescustomgame')?.mechanic).toBe('tera');
    expect(formatMechanic('[Gen 8] VGC 2022')?.mechanic).toBe('dynamax');
    expect(formatMechanic('gen7vgc2019ultraseries')?.mechanic).toBe('z-move');
    expect(formatMechanic('gen6vgc2016')?.mechanic).toBe('mega');
    expect(formatMechanic('Casual')).toBeNull();
    expect(formatMechanic('')).toBeNull();
    expect(formatMechanic(null)).toBeNull();
  });

  it('isMegaFormat and mayHaveTera', () => {
    expect(isMegaFormat('VGC 2026 Reg M-A')).toBe(true);
    expect(isMegaFormat('VGC 2025 Reg I')).toBe(false);
    expect(mayHaveTera('VGC 2026 Reg M-A')).toBe(false);
    expect(mayHaveTera('')).toBe(true);
    expect(mayHaveTera('Casual')).toBe(true);
    expect(mayHaveTera('VGC 2025 Reg I')).toBe(true);
    expect(mayHaveTera('[Gen 8] VGC 2022')).toBe(false);
  });
});
