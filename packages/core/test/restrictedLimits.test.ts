import { describe, expect, it } from 'vitest';
import { restrictedLimitOfFormat, restrictedLimitProblem, restrictedPokemonMatcher } from '../src/index.ts';
import { RESTRICTED_LIMITS, restrictedSpeciesOf } from '../src/rules/restrictedLimits.ts';

/** A slice of the seeded list (migration 0005), in the Pokédex spelling the API answers with. */
const isRestricted = restrictedPokemonMatcher(['Calyrex', 'Calyrex-Shadow', 'Koraidon', 'Miraidon', 'Zacian']);

describe('restrictedLimitOfFormat', () => {
  it.each([
    ['Regulation G', 'G'],
    ['regulation g', 'G'],
    ['Reg G', 'G'],
    ['Reg. G', 'G'],
    ['RegG', 'G'],
    ['Regulation Set G', 'G'],
    ['VGC 2025 Reg G', 'G'],
    ['VGC 2025 Reg G Bo3', 'G'],
    ['gen9vgc2025regg', 'G'],
    ['gen9vgc2025reggbo3', 'G'],
    ['[Gen 9] VGC 2024 Reg H', 'H'],
    ['[Gen 9] VGC 2025 Reg I (Bo3)', 'I'],
    ['gen9vgc2023regulationc', 'C'],
    ['VGC2024RegF', 'F'],
    ['Reg G ladder, Regionals practice', 'G'],
    ['Reg A', 'A'],
  ])('reads %j as Regulation %s', (format, letter) => {
    expect(restrictedLimitOfFormat(format)?.regulation).toBe(`Regulation ${letter}`);
  });

  it('knows the limits of A to I and nothing else', () => {
    expect(RESTRICTED_LIMITS).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 1, H: 0, I: 2 });
    expect(restrictedLimitOfFormat('Reg G')).toEqual({ regulation: 'Regulation G', limit: 1 });
    expect(restrictedLimitOfFormat('Reg H')).toEqual({ regulation: 'Regulation H', limit: 0 });
    expect(restrictedLimitOfFormat('Reg I')).toEqual({ regulation: 'Regulation I', limit: 2 });
  });

  it.each([
    '',
    '   ',
    'VGC 2025',
    'Doubles OU',
    'gen9doublesou',
    'Regulation',
    'Regulation J',
    'gen9vgc2026regj',
    'Reg Z',
    'Regionals',
    'Regieleki team',
    'Reg G/H',
    'Reg G & H',
    'RegG/H',
    'Regulation G then Regulation H',
    '[Gen 8] VGC 2022 Reg G',
    'gen8vgc2022regg',
    'VGC 2022 Series 12',
  ])('does not guess for %j', (format) => {
    expect(restrictedLimitOfFormat(format)).toBeNull();
  });

  it('reads a bare RegI as Regulation I, but not the Regi trio', () => {
    expect(restrictedLimitOfFormat('RegI Bo3')?.regulation).toBe('Regulation I');
    expect(restrictedLimitOfFormat('Regi core')).toBeNull();
    expect(restrictedLimitOfFormat('gen9vgc2025regi')?.regulation).toBe('Regulation I');
  });

  it('takes the same regulation named twice as one', () => {
    expect(restrictedLimitOfFormat('gen9vgc2025regg — Reg G')?.regulation).toBe('Regulation G');
  });
});

describe('restrictedSpeciesOf', () => {
  it('counts one per species, named as first written, and ignores blanks', () => {
    expect(
      restrictedSpeciesOf(['Calyrex-Shadow', 'Incineroar', ' ', 'calyrex', 'Koraidon', 'Koraidon'], isRestricted),
    ).toEqual(['Calyrex-Shadow', 'Koraidon']);
  });
});

describe('restrictedLimitProblem', () => {
  it('names the regulation, its limit and the restricted Pokémon of the team', () => {
    expect(restrictedLimitProblem('Regulation G', ['Koraidon', 'Incineroar', 'Miraidon'], isRestricted)).toBe(
      'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)',
    );
    expect(restrictedLimitProblem('gen9vgc2024regh', ['Calyrex-Shadow', 'Incineroar'], isRestricted)).toBe(
      'Regulation H allows no restricted Pokémon (this team has 1: Calyrex-Shadow)',
    );
    expect(
      restrictedLimitProblem('Reg I', ['Koraidon', 'Miraidon', 'Zacian-Crowned', 'Incineroar'], isRestricted),
    ).toBe('Regulation I allows 2 restricted Pokémon (this team has 3: Koraidon, Miraidon, Zacian-Crowned)');
  });

  it('accepts a team within the limit', () => {
    expect(restrictedLimitProblem('Reg G', ['Koraidon', 'Incineroar'], isRestricted)).toBeNull();
    expect(restrictedLimitProblem('Reg I', ['Koraidon', 'Miraidon'], isRestricted)).toBeNull();
    expect(restrictedLimitProblem('Reg H', ['Incineroar', 'Rillaboom'], isRestricted)).toBeNull();
  });

  it('counts two formes of one species once', () => {
    expect(restrictedLimitProblem('Reg G', ['Calyrex-Shadow', 'Calyrex-Ice'], isRestricted)).toBeNull();
  });

  it('checks nothing in a format without a known limit', () => {
    expect(restrictedLimitProblem('Regulation J', ['Koraidon', 'Miraidon', 'Zacian'], isRestricted)).toBeNull();
    expect(restrictedLimitProblem('', ['Koraidon', 'Miraidon'], isRestricted)).toBeNull();
  });

  it('follows the list it is given (a restriction lifted)', () => {
    const lifted = restrictedPokemonMatcher(['Koraidon']);
    expect(restrictedLimitProblem('Reg G', ['Koraidon', 'Miraidon'], lifted)).toBeNull();
  });
});
