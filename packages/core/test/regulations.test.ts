import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_REGULATIONS,
  formatMechanic,
  isMegaFormat,
  mayHaveTera,
  regulationCodeOf,
  regulationOfFormat,
  restrictedLimitOfFormat,
  restrictedLimitProblem,
  restrictedPokemonMatcher,
  teamFormatProblems,
  vgcCommunityRegulationOf,
  vgcRegulationInputSchema,
  type VgcRegulation,
} from '../src/index.ts';

const regulation = (fields: Partial<VgcRegulation> & Pick<VgcRegulation, 'code'>): VgcRegulation => ({
  game: 'Pokémon Champions',
  mechanic: 'mega',
  showdownFormats: [],
  restrictedLimit: null,
  bannedPokemon: [],
  notes: '',
  ...fields,
});

/** The built-in list as an admin extended it: a new Champions regulation and a Scarlet & Violet one. */
const extended: VgcRegulation[] = [
  ...BUILT_IN_REGULATIONS,
  regulation({ code: 'M-D', showdownFormats: ['gen9championsvgc2027worlds'], restrictedLimit: 1 }),
  regulation({ code: 'J', game: 'Scarlet & Violet', mechanic: 'tera', bannedPokemon: ['Mew'] }),
];

describe('regulations as data', () => {
  it('the built-in list holds the Champions and Scarlet & Violet regulations', () => {
    expect(BUILT_IN_REGULATIONS.map((r) => r.code)).toEqual(
      expect.arrayContaining(['M-A', 'M-B', 'M-C', 'A', 'G', 'H', 'I']),
    );
    expect(BUILT_IN_REGULATIONS.find((r) => r.code === 'G')?.restrictedLimit).toBe(1);
    // Champions limits are not guessed: no team is refused until an admin sets them.
    expect(BUILT_IN_REGULATIONS.find((r) => r.code === 'M-A')?.restrictedLimit).toBeNull();
  });

  it('an admin-added regulation is read from its code and from a Showdown id that does not spell it', () => {
    expect(formatMechanic('VGC 2027 Reg M-D', extended)).toEqual({
      mechanic: 'mega',
      game: 'Pokémon Champions',
      regulation: 'M-D',
    });
    expect(formatMechanic('gen9championsvgc2027worlds', extended)?.regulation).toBe('M-D');
    expect(isMegaFormat('gen9championsvgc2027worlds', extended)).toBe(true);
    // Without the list the id names only its game.
    expect(formatMechanic('gen9championsvgc2027worlds')?.regulation).toBeNull();
    expect(formatMechanic('Reg J', extended)).toEqual({ mechanic: 'tera', game: 'Scarlet & Violet', regulation: 'J' });
    expect(mayHaveTera('Reg J', extended)).toBe(true);
  });

  it('a Tera regulation an admin adds with an M code turns its family off rather than guessing', () => {
    const mixed = [...BUILT_IN_REGULATIONS, regulation({ code: 'M-Z', game: 'Scarlet & Violet', mechanic: 'tera' })];
    expect(formatMechanic('Reg M-Q', mixed)).toBeNull();
    expect(formatMechanic('Reg M-Q')?.mechanic).toBe('mega');
  });

  it('restricted limits come from the list, null meaning not checked', () => {
    const isRestricted = restrictedPokemonMatcher(['Koraidon', 'Miraidon']);
    expect(restrictedLimitOfFormat('Reg M-D', extended)).toEqual({ regulation: 'Regulation M-D', limit: 1 });
    expect(restrictedLimitProblem('gen9championsvgc2027worlds', ['Koraidon', 'Miraidon'], isRestricted, extended)).toBe(
      'Regulation M-D allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)',
    );
    expect(restrictedLimitOfFormat('Reg M-A')).toBeNull();
    const edited = BUILT_IN_REGULATIONS.map((r) => (r.code === 'G' ? { ...r, restrictedLimit: 2 } : r));
    expect(restrictedLimitProblem('Reg G', ['Koraidon', 'Miraidon'], isRestricted, edited)).toBeNull();
    expect(regulationOfFormat('Reg G/H', extended)?.code).toBe('G');
    expect(restrictedLimitOfFormat('Reg G/H', extended)).toBeNull();
  });

  it('banned Pokémon of the regulation are a team finding, formes included', () => {
    const problems = teamFormatProblems(
      'Reg J',
      [{ species: 'Mew' }, { species: 'Incineroar' }],
      () => false,
      extended,
    );
    expect(problems).toEqual([{ rule: 'banned', message: 'Regulation J does not allow Mew', pokemon: ['Mew'] }]);
    expect(teamFormatProblems('Reg J', [{ species: 'Mew' }], () => false)).toEqual([]);
  });

  it('the VGC community files Champions and admin-added regulations by name', () => {
    expect(vgcCommunityRegulationOf('gen9championsvgc2026regmabo3')).toBe('Regulation M-A');
    expect(vgcCommunityRegulationOf('[Gen 9 Champions] VGC 2026 Reg M-B (Bo3)')).toBe('Regulation M-B');
    expect(vgcCommunityRegulationOf('VGC 2027 Reg M-D')).toBe('Other formats');
    expect(vgcCommunityRegulationOf('VGC 2027 Reg M-D', extended)).toBe('Regulation M-D');
    expect(vgcCommunityRegulationOf('gen9vgc2025regg', extended)).toBe('Regulation G');
  });

  it('codes are read in the shapes players write them and refused otherwise', () => {
    expect(regulationCodeOf('ma')).toBe('M-A');
    expect(regulationCodeOf(' Reg m a ')).toBe('M-A');
    expect(regulationCodeOf('g')).toBe('G');
    expect(regulationCodeOf('M-A2')).toBeNull();
    expect(regulationCodeOf('ABC')).toBeNull();
    const parsed = vgcRegulationInputSchema.parse({
      code: 'm-d',
      game: 'Pokémon Champions',
      mechanic: 'mega',
      showdownFormats: [' Gen9ChampionsVGC2027RegMD '],
    });
    expect(parsed).toEqual({
      code: 'M-D',
      game: 'Pokémon Champions',
      mechanic: 'mega',
      showdownFormats: ['gen9championsvgc2027regmd'],
      restrictedLimit: null,
      bannedPokemon: [],
      notes: '',
    });
    const bad = vgcRegulationInputSchema.safeParse({
      code: 'Regulation 12',
      game: 'Sword',
      mechanic: 'mega',
      restrictedLimit: 7,
      showdownFormats: ['a b'],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(['code', 'game', 'restrictedLimit', 'showdownFormats']),
    );
  });
});
