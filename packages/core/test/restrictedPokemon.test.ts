import { describe, expect, it } from 'vitest';
import { restrictedPokemonMatcher } from '../src/index.ts';
import { isRestrictedPokemon, restrictedOnTeams } from '../src/rules/restrictedPokemon.ts';

/** A slice of the seeded list (migration 0005), in the Pokédex spelling the API answers with. */
const LIST = ['Calyrex', 'Calyrex-Shadow', 'Ho-Oh', 'Koraidon', 'Necrozma-Dusk-Mane', 'Zacian', 'Mewtwo'];

describe('isRestrictedPokemon', () => {
  it.each(['Koraidon', 'Calyrex-Shadow', 'Ho-Oh', 'Necrozma-Dusk-Mane'])('finds %s, listed as is', (name) => {
    expect(isRestrictedPokemon(name, LIST)).toBe(true);
  });

  it.each(['koraidon', 'calyrex shadow', 'CALYREX-SHADOW', ' Ho Oh ', 'ho-oh'])(
    'ignores case, spacing and hyphens versus spaces: %j',
    (name) => {
      expect(isRestrictedPokemon(name, LIST)).toBe(true);
    },
  );

  it.each(['Zacian-Crowned', 'Zacian-*', 'Calyrex-Ice', 'Mewtwo-Mega-X', 'Mega Mewtwo Y'])(
    'counts %s as a forme of a listed species',
    (name) => {
      expect(isRestrictedPokemon(name, LIST)).toBe(true);
    },
  );

  it('lets a listed forme cover only itself', () => {
    const onlyShadow = ['Calyrex-Shadow', 'Necrozma-Dusk-Mane'];
    expect(isRestrictedPokemon('Calyrex-Shadow', onlyShadow)).toBe(true);
    expect(isRestrictedPokemon('Calyrex', onlyShadow)).toBe(false);
    expect(isRestrictedPokemon('Calyrex-Ice', onlyShadow)).toBe(false);
    expect(isRestrictedPokemon('Necrozma', onlyShadow)).toBe(false);
    expect(isRestrictedPokemon('Necrozma-Dawn-Wings', onlyShadow)).toBe(false);
  });

  it.each(['Incineroar', 'Urshifu-Rapid-Strike', 'Porygon-Z', 'Mew', 'Zamazenta', '', '   '])(
    'does not flag %j',
    (name) => {
      expect(isRestrictedPokemon(name, LIST)).toBe(false);
    },
  );

  it('flags nothing with an empty list', () => {
    expect(isRestrictedPokemon('Koraidon', [])).toBe(false);
    expect(restrictedPokemonMatcher(['', ' '])('Koraidon')).toBe(false);
  });
});

describe('restrictedOnTeams', () => {
  const game = (sides: Partial<Record<'lead' | 'oppLead' | 'brought' | 'oppBrought', string[]>> = {}) => ({
    leadPokemon: sides.lead ?? [],
    opponentLeadPokemon: sides.oppLead ?? [],
    broughtPokemon: sides.brought ?? [],
    opponentBroughtPokemon: sides.oppBrought ?? [],
  });

  it('names the restricted Pokémon of each team, player first, in team order', () => {
    const match = {
      playerTeam: ['Incineroar', 'Calyrex-Shadow', 'Urshifu-Rapid-Strike', 'Zacian-Crowned'],
      opponentTeam: ['Koraidon', 'Flutter Mane', 'Ho-Oh'],
      games: [game()],
    };
    expect(restrictedOnTeams(match, LIST)).toEqual([
      { name: 'Calyrex-Shadow', team: 'player' },
      { name: 'Zacian-Crowned', team: 'player' },
      { name: 'Koraidon', team: 'opponent' },
      { name: 'Ho-Oh', team: 'opponent' },
    ]);
  });

  it('reads a team stored as one comma-separated string', () => {
    expect(restrictedOnTeams({ playerTeam: 'Amoonguss, Koraidon ,', opponentTeam: '' }, LIST)).toEqual([
      { name: 'Koraidon', team: 'player' },
    ]);
  });

  it('adds what an unrecorded team led or brought, once per side', () => {
    const match = {
      playerTeam: ['Koraidon', 'Incineroar'],
      opponentTeam: [],
      games: [
        game({ lead: ['Koraidon'], brought: ['Koraidon', 'Incineroar'], oppLead: ['Calyrex-Shadow'] }),
        game({ oppBrought: ['calyrex-shadow', 'Zacian-Crowned', 'Rillaboom'] }),
      ],
    };
    expect(restrictedOnTeams(match, LIST)).toEqual([
      { name: 'Koraidon', team: 'player' },
      { name: 'Calyrex-Shadow', team: 'opponent' },
      { name: 'Zacian-Crowned', team: 'opponent' },
    ]);
  });

  it('keeps a restricted Pokémon on both sides in a mirror match', () => {
    expect(restrictedOnTeams({ playerTeam: ['Miraidon'], opponentTeam: ['Miraidon'] }, ['Miraidon'])).toEqual([
      { name: 'Miraidon', team: 'player' },
      { name: 'Miraidon', team: 'opponent' },
    ]);
  });

  it('accepts a ready-made test instead of the list', () => {
    const isRestricted = restrictedPokemonMatcher(LIST);
    expect(restrictedOnTeams({ playerTeam: ['Mewtwo'] }, isRestricted)).toEqual([{ name: 'Mewtwo', team: 'player' }]);
  });

  it('is empty without teams or games', () => {
    expect(restrictedOnTeams({}, LIST)).toEqual([]);
    expect(restrictedOnTeams({ playerTeam: null, opponentTeam: null, games: null }, LIST)).toEqual([]);
  });
});
