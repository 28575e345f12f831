import { Dex } from '@pkmn/dex';
import { describe, expect, it } from 'vitest';
import { browserDexData } from '../../build/browserDexPlugin.ts';
import { createBrowserDex } from '../../build/browserDexRuntime.ts';

// The browser build resolves @pkmn/dex to this table (build/browserDexRuntime.ts): it must answer what the real dex
// answers, for every field core's readers use.
const data = browserDexData();
const browser = createBrowserDex(data);

const speciesFields = (found: ReturnType<typeof Dex.species.get> | ReturnType<typeof browser.species.get>) =>
  found.exists
    ? {
        exists: true,
        name: found.name,
        baseSpecies: found.baseSpecies,
        battleOnly: found.battleOnly ?? null,
        isMega: !!found.isMega,
        changesFrom: found.changesFrom ?? null,
        abilities: { ...found.abilities },
      }
    : // Core reads only `exists` of a name the dex does not know (it keeps the name as written).
      { exists: false };

/** Written forms the readers meet: replay details, team sheets, Limitless ids, forme words, unknown names. */
const WRITTEN_SPECIES = [
  'Urshifu-Rapid-Strike',
  'urshifu-rapid-strike',
  'Urshifu',
  'Zacian-Crowned',
  'Calyrex-Shadow',
  'Ogerpon-Wellspring-Tera',
  'Ogerpon-Wellspring',
  'Charizard-Mega-X',
  'Mega Charizard X',
  'Vulpix-A',
  'Alolan Ninetales',
  'Galarian Moltres',
  'Hisuian Arcanine',
  'Tauros-Paldea-Aqua',
  'Nidoran♀',
  'Nidoran♂',
  'Gastrodon-East',
  'Vivillon-Pokeball',
  'Necrozma-Ultra',
  'Palafin-Hero',
  'Terapagos-Stellar',
  'Kyogre-Primal',
  'Primal Groudon',
  '  Incineroar ',
  'Flutter Mane',
  'Sinistcha-Masterpiece',
  'Missingno.',
  'Notamon',
  'Notamon-Mega',
  '',
];

describe('browser Pokédex table', () => {
  it('answers every species id and alias as the real dex does', () => {
    const ids = [...Object.keys(data.speciesIds), ...Object.keys(data.aliases)];
    for (const id of ids)
      expect(speciesFields(browser.species.get(id)), id).toEqual(speciesFields(Dex.species.get(id)));
  });

  it('answers written species forms as the real dex does', () => {
    for (const written of WRITTEN_SPECIES) {
      expect(speciesFields(browser.species.get(written)), written).toEqual(speciesFields(Dex.species.get(written)));
    }
  });

  it('answers ability, item, move and type names as the real dex does', () => {
    const written = [
      ...Object.keys(data.aliases),
      ...['FocusSash', 'Sitrus', 'sitrus berry', 'SunnyDay', 'Hidden Power Fire 60', 'hiddenpowerfire', 'H', '0'],
      ...['Stellar', 'fairy', 'Intimidate', 'ProtosynthesisSpA', 'Not a thing', ''],
    ];
    const tables = [
      [browser.abilities, Dex.abilities, Object.keys(data.abilities)],
      [browser.items, Dex.items, Object.keys(data.items)],
      [browser.moves, Dex.moves, Object.keys(data.moves)],
      [browser.types, Dex.types, Object.keys(data.types)],
    ] as const;
    for (const [ours, real, ids] of tables) {
      for (const name of [...ids, ...written]) {
        const theirs = real.get(name);
        const answer = ours.get(name);
        expect(answer.exists ? answer : { exists: false }, name).toEqual(
          theirs.exists ? { exists: true, name: theirs.name } : { exists: false },
        );
      }
    }
  });

  it('is far smaller than the dex it stands for', () => {
    expect(JSON.stringify(data).length).toBeLessThan(450 * 1024);
  });
});
