import { Dex } from '@pkmn/dex';
import { describe, expect, it } from 'vitest';
import { countedSpecies, countedSpeciesKey } from '../src/rules/countedSpecies.ts';
import { BATTLE_ONLY_FORMES, COSMETIC_FORMES } from '../src/rules/foldedFormes.ts';

describe('countedSpecies', () => {
  it.each([
    // battle-relevant formes stay apart
    ['Calyrex-Shadow', 'Calyrex-Shadow'],
    ['Calyrex-Ice', 'Calyrex-Ice'],
    ['Calyrex', 'Calyrex'],
    ['Urshifu-Rapid-Strike', 'Urshifu-Rapid-Strike'],
    ['Urshifu', 'Urshifu'],
    ['Ogerpon-Wellspring', 'Ogerpon-Wellspring'],
    ['Ogerpon-Hearthflame', 'Ogerpon-Hearthflame'],
    ['Ogerpon-Cornerstone', 'Ogerpon-Cornerstone'],
    ['Ogerpon', 'Ogerpon'],
    ['Indeedee-F', 'Indeedee-F'],
    ['Indeedee', 'Indeedee'],
    ['Ninetales-Alola', 'Ninetales-Alola'],
    ['Tauros-Paldea-Aqua', 'Tauros-Paldea-Aqua'],
    ['Landorus-Therian', 'Landorus-Therian'],
    ['Ursaluna-Bloodmoon', 'Ursaluna-Bloodmoon'],
    ['Necrozma-Dusk-Mane', 'Necrozma-Dusk-Mane'],
    ['Chi-Yu', 'Chi-Yu'],
    ['Porygon-Z', 'Porygon-Z'],
    // battle-only formes fold into the forme they change from
    ['Charizard-Mega-Y', 'Charizard'],
    ['Kyogre-Primal', 'Kyogre'],
    ['Floette-Mega', 'Floette-Eternal'],
    ['Zacian-Crowned', 'Zacian'],
    ['Zamazenta-Crowned', 'Zamazenta'],
    ['Ogerpon-Wellspring-Tera', 'Ogerpon-Wellspring'],
    ['Ogerpon-Teal-Tera', 'Ogerpon'],
    ['Terapagos-Terastal', 'Terapagos'],
    ['Terapagos-Stellar', 'Terapagos'],
    ['Palafin-Hero', 'Palafin'],
    ['Urshifu-Rapid-Strike-Gmax', 'Urshifu-Rapid-Strike'],
    ['Darmanitan-Galar-Zen', 'Darmanitan-Galar'],
    // several possible origins: kept
    ['Necrozma-Ultra', 'Necrozma-Ultra'],
    // cosmetic formes are their species
    ['Gastrodon-East', 'Gastrodon'],
    ['Vivillon-High Plains', 'Vivillon'],
    ['Alcremie-Ruby-Swirl', 'Alcremie'],
    // names newer than the data lose a battle-only suffix
    ['Newmon-Mega-Z', 'Newmon'],
    ['Newmon-Tera', 'Newmon'],
    // wildcards, aliases, spoken names, spelling
    ['Urshifu-*', 'Urshifu'],
    ['Zacian-*', 'Zacian'],
    ['Urshifu-Single-Strike', 'Urshifu'],
    ['Ogerpon-Teal', 'Ogerpon'],
    ['Calyrex-Shadow-Rider', 'Calyrex-Shadow'],
    ['Shadow Rider Calyrex', 'Calyrex-Shadow'],
    ['Rapid Strike Urshifu', 'Urshifu-Rapid-Strike'],
    ['Alolan Ninetales', 'Ninetales-Alola'],
    ['Mega Charizard Y', 'Charizard'],
    ['calyrex-shadow', 'Calyrex-Shadow'],
    ['  flabebe ', 'Flabébé'],
    ['', ''],
  ])('%s counts as %s', (name, counted) => {
    expect(countedSpecies(name)).toBe(counted);
  });

  it('compares names ignoring case, accents, spaces and hyphens, and keeps the two Nidoran apart', () => {
    expect(countedSpeciesKey('Calyrex Shadow')).toBe(countedSpeciesKey('calyrex-shadow'));
    expect(countedSpeciesKey('Urshifu-Rapid-Strike')).not.toBe(countedSpeciesKey('Urshifu'));
    expect(countedSpeciesKey('Nidoran♀')).not.toBe(countedSpeciesKey('Nidoran♂'));
  });
});

describe('foldedFormes (held to Showdown data)', () => {
  const species = Dex.species.all().filter((s) => s.exists && !s.name.startsWith('Pokestar'));

  it('lists every battle-only forme, Mega, Primal and Gigantamax forme with one origin, and nothing else', () => {
    const expected = species.flatMap((s): [string, string][] => {
      if (!s.forme) return [];
      if (s.battleOnly) return Array.isArray(s.battleOnly) ? [] : [[s.name, s.battleOnly as string]];
      if (s.isMega || s.isPrimal || /^(Mega|Primal)/.test(s.forme) || s.forme === 'Gmax')
        return [[s.name, s.changesFrom ?? s.baseSpecies]];
      return [];
    });
    expect([...BATTLE_ONLY_FORMES].sort()).toEqual(expected.sort());
  });

  it('lists every cosmetic forme under its species', () => {
    const expected = species.flatMap((s) => (s.cosmeticFormes ?? []).map((c): [string, string] => [c, s.name]));
    expect([...COSMETIC_FORMES].sort()).toEqual(expected.sort());
  });

  it('keeps every other forme of the dex as itself', () => {
    const folded = new Set([...BATTLE_ONLY_FORMES, ...COSMETIC_FORMES].map(([name]) => name));
    const kept = species.filter(
      (s) => s.forme && !folded.has(s.name) && !s.battleOnly && s.num > 0 && !s.name.includes('Totem'),
    );
    // Spelled as the Pokédex list spells the species (Farfetch'd) with each forme word capitalised (Spiky-Eared).
    const renamed = kept.filter((s) => countedSpecies(s.name).toLowerCase() !== s.name.replace('’', "'").toLowerCase());
    expect(renamed.map((s) => s.name)).toEqual([]);
  });
});
