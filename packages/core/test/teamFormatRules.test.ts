import { describe, expect, it } from 'vitest';
import { isVgcFormat, restrictedPokemonMatcher, teamFormatProblems, vgcMatchDraftSchema } from '../src/index.ts';

const isRestricted = restrictedPokemonMatcher(['Calyrex', 'Koraidon', 'Miraidon', 'Zacian']);
const team = (...entries: [string, string?][]) => entries.map(([species, item]) => ({ species, item: item ?? '' }));

describe('teamFormatProblems', () => {
  it('finds nothing wrong with a legal Regulation G team', () => {
    const legal = team(
      ['Calyrex-Shadow', 'Focus Sash'],
      ['Incineroar', 'Safety Goggles'],
      ['Rillaboom', 'Assault Vest'],
      ['Urshifu-Rapid-Strike', 'Choice Scarf'],
      ['Farigiraf', 'Sitrus Berry'],
      ['Amoonguss', 'Rocky Helmet'],
    );
    expect(teamFormatProblems('Regulation G', legal, isRestricted)).toEqual([]);
  });

  it('names the rule and the Pokémon over the restricted limit', () => {
    const problems = teamFormatProblems(
      'VGC 2025 Reg G',
      team(['Koraidon'], ['Miraidon'], ['Incineroar']),
      isRestricted,
    );
    expect(problems).toEqual([
      {
        rule: 'restricted',
        message: 'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)',
        pokemon: ['Koraidon', 'Miraidon'],
      },
    ]);
  });

  it('reads the Species Clause by species, formes included', () => {
    const problems = teamFormatProblems(
      'gen9vgc2025regh',
      team(['Urshifu'], ['Incineroar'], ['Urshifu-Rapid-Strike'], ['Ogerpon-Wellspring']),
      isRestricted,
    );
    expect(problems).toEqual([
      {
        rule: 'species',
        message: 'Species Clause: Urshifu and Urshifu-Rapid-Strike are both Urshifu; a team holds one of each species',
        pokemon: ['Urshifu', 'Urshifu-Rapid-Strike'],
      },
    ]);
  });

  it('reads the Item Clause ignoring case, naming every holder', () => {
    const problems = teamFormatProblems(
      'Regulation H',
      team(['Flutter Mane', 'Booster Energy'], ['Iron Bundle', 'booster energy '], ['Gholdengo', 'Booster Energy']),
      isRestricted,
    );
    expect(problems).toEqual([
      {
        rule: 'item',
        message:
          'Item Clause: Flutter Mane, Iron Bundle and Gholdengo all hold Booster Energy; no two Pokémon may hold the same item',
        pokemon: ['Flutter Mane', 'Iron Bundle', 'Gholdengo'],
      },
    ]);
  });

  it('lists every broken rule, restricted first', () => {
    const problems = teamFormatProblems(
      'Reg G',
      team(['Zacian-Crowned', 'Rusted Sword'], ['Calyrex-Ice', 'Leftovers'], ['Calyrex-Shadow', 'Leftovers']),
      isRestricted,
    );
    expect(problems.map((p) => p.rule)).toEqual(['restricted', 'species', 'item']);
  });

  it('checks no clause outside VGC formats, and items only when known', () => {
    const twins = team(['Incineroar', 'Leftovers'], ['Incineroar', 'Leftovers']);
    expect(teamFormatProblems('', twins, isRestricted)).toEqual([]);
    expect(teamFormatProblems('gen9ou', twins, isRestricted)).toEqual([]);
    expect(teamFormatProblems('[Gen 8] VGC 2022', twins, isRestricted).map((p) => p.rule)).toEqual(['species', 'item']);
    expect(
      teamFormatProblems('Regulation G', [{ species: 'Incineroar' }, { species: 'Rillaboom' }], isRestricted),
    ).toEqual([]);
  });

  it('knows which formats are VGC ones', () => {
    expect(isVgcFormat('Regulation G')).toBe(true);
    expect(isVgcFormat('gen9vgc2024regh')).toBe(true);
    expect(isVgcFormat('VGC 2015')).toBe(true);
    expect(isVgcFormat('Casual')).toBe(false);
    expect(isVgcFormat('')).toBe(false);
  });
});

describe('vgcMatchDraftSchema', () => {
  it('keeps an unfinished VGC form as it is', () => {
    const draft = {
      teamId: null,
      playerTeam: ['Incineroar'],
      opponentTeam: [],
      bestOf: 3,
      games: [{ result: null, leadPokemon: ['Incineroar'], broughtPokemon: ['Incineroar'], wentFirst: null }],
      savedAt: '2026-01-01T00:00:00.000Z',
      isDraft: true,
    };
    expect(vgcMatchDraftSchema.parse(draft)).toEqual(draft);
  });

  it('refuses what is not a draft', () => {
    expect(vgcMatchDraftSchema.safeParse({ playerTeam: ['A'] }).success).toBe(false);
    expect(vgcMatchDraftSchema.safeParse({ bestOf: 2, savedAt: 'x', isDraft: true }).success).toBe(false);
    expect(
      vgcMatchDraftSchema.safeParse({ games: [{ leadPokemon: ['A', 'B', 'C'] }], savedAt: 'x', isDraft: true }).success,
    ).toBe(false);
  });
});
