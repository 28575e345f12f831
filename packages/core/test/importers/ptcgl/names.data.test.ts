import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SPECIES_NAMES } from '../../../src/sprites/speciesNames.ts';
import { ITALIAN_SPECIES, PORTUGUESE_SPECIES } from '../../../src/importers/ptcgl/names/paradoxNames.ts';
import * as data from '../../../src/importers/ptcgl/names/speciesData.ts';

const require = createRequire(import.meta.url);
const unpack = (text: string) => text.replace(/\n/g, '').split('|');

describe('species data of the PTCGL name lookup', () => {
  it('is in sync with the npm package `pokemon` (rerun scripts/generate-ptcgl-species.mjs otherwise)', () => {
    const lists = { de: data.SPECIES_DE, fr: data.SPECIES_FR, es: data.SPECIES_ES };
    for (const [language, text] of Object.entries(lists)) {
      const expected = require(`pokemon/data/${language}.json`) as string[];
      expect(unpack(text), language).toEqual(expected);
      expect(unpack(text)).toHaveLength(SPECIES_NAMES.length);
    }
  });

  it('lines up with the English list by Pokédex number', () => {
    const de = unpack(data.SPECIES_DE);
    expect([SPECIES_NAMES[1020], de[1020]]).toEqual(['Raging Bolt', 'Furienblitz']);
    expect([SPECIES_NAMES[657], unpack(data.SPECIES_FR)[657]]).toEqual(['Greninja', 'Amphinobi']);
  });

  it('has Italian and Portuguese names only for species that exist', () => {
    for (const table of [ITALIAN_SPECIES, PORTUGUESE_SPECIES]) {
      for (const number of Object.keys(table).map(Number)) {
        expect(number).toBeGreaterThanOrEqual(1);
        expect(number).toBeLessThanOrEqual(SPECIES_NAMES.length);
      }
    }
    expect(SPECIES_NAMES[1020]).toBe('Raging Bolt');
    expect(ITALIAN_SPECIES[1021]).toEqual(['Furiatonante']);
    expect(PORTUGUESE_SPECIES[1021]).toEqual(['Raio Fúria']);
  });
});
