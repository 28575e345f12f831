import { describe, expect, it } from 'vitest';
import { pokemonNameList, teamFilterKey } from '../src/index.ts';
import { baseSpeciesName, dedupeBySpecies, isFormName } from '../src/rules/pokemonNames.ts';

describe('baseSpeciesName', () => {
  it.each([
    // regional forms
    ['Ninetales-Alola', 'Ninetales'],
    ['Weezing-Galar', 'Weezing'],
    ['Arcanine-Hisui', 'Arcanine'],
    ['Wooper-Paldea', 'Wooper'],
    ['Tauros-Paldea-Combat', 'Tauros'],
    ['Tauros-Paldea-Blaze', 'Tauros'],
    ['Tauros-Paldea-Aqua', 'Tauros'],
    // megas and primals
    ['Charizard-Mega-X', 'Charizard'],
    ['Charizard-Mega-Y', 'Charizard'],
    ['Gengar-Mega', 'Gengar'],
    ['Kyogre-Primal', 'Kyogre'],
    // masks, styles, riders, formes
    ['Ogerpon-Wellspring', 'Ogerpon'],
    ['Ogerpon-Hearthflame', 'Ogerpon'],
    ['Ogerpon-Cornerstone', 'Ogerpon'],
    ['Urshifu-Rapid-Strike', 'Urshifu'],
    ['Urshifu-*', 'Urshifu'],
    ['Calyrex-Shadow', 'Calyrex'],
    ['Calyrex-Ice', 'Calyrex'],
    ['Landorus-Therian', 'Landorus'],
    ['Thundurus-Incarnate', 'Thundurus'],
    ['Ursaluna-Bloodmoon', 'Ursaluna'],
    ['Indeedee-F', 'Indeedee'],
    ['Tatsugiri-Droopy', 'Tatsugiri'],
    ['Maushold-Four', 'Maushold'],
    ['Necrozma-Dusk-Mane', 'Necrozma'],
    ['Zacian-Crowned', 'Zacian'],
    // hyphens and spaces that belong to the species
    ['Porygon-Z', 'Porygon-Z'],
    ['Ho-Oh', 'Ho-Oh'],
    ['Jangmo-o', 'Jangmo-o'],
    ['Hakamo-o', 'Hakamo-o'],
    ['Kommo-o', 'Kommo-o'],
    ['Kommo-o-Totem', 'Kommo-o'],
    ['Chi-Yu', 'Chi-Yu'],
    ['Ting-Lu', 'Ting-Lu'],
    ['Wo-Chien', 'Wo-Chien'],
    ['Chien-Pao', 'Chien-Pao'],
    ['Mr. Mime', 'Mr. Mime'],
    ['Mr. Mime-Galar', 'Mr. Mime'],
    ['Mr. Rime', 'Mr. Rime'],
    ['Mime Jr.', 'Mime Jr.'],
    ['Type: Null', 'Type: Null'],
    ['Tapu Koko', 'Tapu Koko'],
    ['Iron Hands', 'Iron Hands'],
    ['Great Tusk', 'Great Tusk'],
    ['Raging Bolt', 'Raging Bolt'],
    // spellings: case, accents, apostrophes, spacing, Showdown's Nidoran
    ['ho-oh', 'Ho-Oh'],
    ['  urshifu-rapid-strike ', 'Urshifu'],
    ['Flabebe', 'Flabébé'],
    ['Farfetch’d', "Farfetch'd"],
    ['Farfetch’d-Galar', "Farfetch'd"],
    ['Iron   Hands', 'Iron Hands'],
    ['Nidoran-F', 'Nidoran♀'],
    ['Nidoran-M', 'Nidoran♂'],
    // forms named by words in front
    ['Alolan Ninetales', 'Ninetales'],
    ['Mega Charizard X', 'Charizard'],
    ['Rapid Strike Urshifu', 'Urshifu'],
    ['Shadow Rider Calyrex', 'Calyrex'],
    ['Galarian Mr. Mime', 'Mr. Mime'],
    // names the list does not know: the spec's rule, the part before the first hyphen
    ['Fakemon-Mega', 'Fakemon'],
    ['Missingno', 'Missingno'],
    ['', ''],
  ])('%s → %s', (name, base) => {
    expect(baseSpeciesName(name)).toBe(base);
  });

  it('tells forms from species whose name has a hyphen', () => {
    expect(isFormName('Landorus-Therian')).toBe(true);
    expect(isFormName('Chi-Yu')).toBe(false);
    expect(isFormName('Porygon-Z')).toBe(false);
    expect(isFormName('Kommo-o-Totem')).toBe(true);
    expect(isFormName('ho-oh')).toBe(false);
    expect(isFormName('')).toBe(false);
  });
});

describe('pokemonNameList', () => {
  it('reads a list or a comma-separated string', () => {
    expect(pokemonNameList(' Chi-Yu, ,Urshifu-Rapid-Strike ,')).toEqual(['Chi-Yu', 'Urshifu-Rapid-Strike']);
    expect(pokemonNameList(['Amoonguss', '  ', ' Rillaboom'])).toEqual(['Amoonguss', 'Rillaboom']);
    expect(pokemonNameList(null)).toEqual([]);
  });
});

describe('dedupeBySpecies', () => {
  it('keeps one name per base species, preferring the form variant, in first-seen order', () => {
    expect(dedupeBySpecies(['Urshifu', 'Incineroar', 'Urshifu-Rapid-Strike', 'Ogerpon-Wellspring', 'Ogerpon'])).toEqual(
      ['Urshifu-Rapid-Strike', 'Incineroar', 'Ogerpon-Wellspring'],
    );
  });

  it('keeps the first form when two forms of one species appear', () => {
    expect(dedupeBySpecies(['Ogerpon-Hearthflame', 'Ogerpon-Wellspring'])).toEqual(['Ogerpon-Hearthflame']);
  });

  it('does not merge species that share the text before a hyphen', () => {
    expect(dedupeBySpecies(['Chi-Yu', 'Chien-Pao', 'Porygon-Z', 'Porygon', 'Porygon2'])).toEqual([
      'Chi-Yu',
      'Chien-Pao',
      'Porygon-Z',
      'Porygon',
      'Porygon2',
    ]);
  });

  it('treats names that differ only in case or spacing as one species', () => {
    expect(dedupeBySpecies('incineroar, Incineroar ,  Flabebe, Flabébé')).toEqual(['incineroar', 'Flabebe']);
  });
});

describe('teamFilterKey', () => {
  it('is the sorted lower-case base species', () => {
    expect(teamFilterKey(['Urshifu-Rapid-Strike', 'Incineroar', 'Chi-Yu', 'Ogerpon-Wellspring'])).toBe(
      'chi-yu,incineroar,ogerpon,urshifu',
    );
  });

  it('matches the same team written as a string, in another order and with other forms', () => {
    expect(teamFilterKey('Ogerpon, urshifu-*, INCINEROAR, Chi-Yu')).toBe(
      teamFilterKey(['Urshifu-Rapid-Strike', 'Incineroar', 'Chi-Yu', 'Ogerpon-Wellspring']),
    );
  });

  it('tells different teams apart', () => {
    expect(teamFilterKey(['Porygon-Z', 'Incineroar'])).not.toBe(teamFilterKey(['Porygon', 'Incineroar']));
    expect(teamFilterKey([])).toBe('');
  });
});
