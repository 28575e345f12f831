/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  speciesOfSpriteSlug,
  speciesSlugForNumber,
  spriteSlugCandidates,
  spriteSlugForCardName,
} from '../src/index.ts';
import { nationalDexNumberForCardName } from '../src/sprites/spriteSlug.ts';
import { SPECIES_NAMES } from '../src/sprites/speciesNames.ts';

const pokespriteDir = dirname(createRequire(import.meta.url).resolve('pokesprite-images/package.json'));
const spriteExists = (slug: string) => existsSync(join(pokespriteDir, 'pokemon-gen8', 'regular', `${slug}.png`));

describe('spriteSlugForCardName', () => {
  it.each([
    ['Charizard ex', 'charizard'],
    ['Hisuian Zoroark VSTAR', 'zoroark-hisui'],
    ['Iron Hands ex', 'iron-hands'],
    ["Team Rocket's Mewtwo ex", 'mewtwo'],
    ['Radiant Greninja', 'greninja'],
    ['Origin Forme Palkia VSTAR', 'palkia-origin'],
    ['Galarian Moltres V', 'moltres-galar'],
    ['Alolan Vulpix', 'vulpix-alola'],
    ['Paldean Wooper', 'wooper-paldea'],
    ['Rapid Strike Urshifu VMAX', 'urshifu-rapid-strike'],
    ['Single Strike Urshifu V', 'urshifu'],
    ['Mr. Mime', 'mr-mime'],
    ['Galarian Mr. Mime', 'mr-mime-galar'],
    ['Mime Jr.', 'mime-jr'],
    ["Farfetch'd", 'farfetchd'],
    ['Sirfetch’d V', 'sirfetchd'],
    ['Flabébé', 'flabebe'],
    ['Nidoran ♀', 'nidoran-f'],
    ['Nidoran♂', 'nidoran-m'],
    ['Mew VMAX', 'mew'],
    ['Mewtwo V-UNION', 'mewtwo'],
    ['Lugia V', 'lugia'],
    ['Pikachu & Zekrom GX', 'pikachu'],
    ['Reshiram & Charizard GX', 'reshiram'],
    ['Dark Charizard', 'charizard'],
    ['Shining Magikarp', 'magikarp'],
    ['Porygon-Z', 'porygon-z'],
    ['Porygon2', 'porygon2'],
    ['Porygon', 'porygon'],
    ['Type: Null', 'type-null'],
    ['Tapu Lele GX', 'tapu-lele'],
    ['Ho-Oh ex', 'ho-oh'],
    ["Ethan's Ho-Oh ex", 'ho-oh'],
    ['Kommo-o', 'kommo-o'],
    ['Chien-Pao ex', 'chien-pao'],
    ['Kingambit', 'kingambit'],
    ['Roaring Moon ex', 'roaring-moon'],
    ['Giratina VSTAR', 'giratina'],
    ['Ice Rider Calyrex VMAX', 'calyrex-ice-rider'],
    ['Shadow Rider Calyrex V', 'calyrex-shadow-rider'],
    ['Dusk Mane Necrozma GX', 'necrozma-dusk'],
    ['Ultra Necrozma GX', 'necrozma-ultra'],
    ['Black Kyurem EX', 'kyurem-black'],
    ['Heat Rotom', 'rotom-heat'],
    ['Therian Forme Landorus V', 'landorus-therian'],
    ['Primal Kyogre EX', 'kyogre-primal'],
    ['M Rayquaza EX', 'rayquaza-mega'],
    ['Mega Charizard X ex', 'charizard-mega-x'],
    ['Bloodmoon Ursaluna ex', 'ursaluna-bloodmoon'],
    ['Wellspring Mask Ogerpon ex', 'ogerpon-wellspring'],
    ['Teal Mask Ogerpon ex', 'ogerpon'],
    ['Charizard-GX', 'charizard'],
    ['  charizard EX  ', 'charizard'],
    ['Ultra Ball', null],
    ["Boss's Orders", null],
    ['Basic {P} Energy', null],
    ['Double Turbo Energy', null],
    ['', null],
    ['リザードンex', null],
  ])('%s → %s', (name, slug) => {
    expect(spriteSlugForCardName(name)).toBe(slug);
  });
});

describe('spriteSlugCandidates', () => {
  it('gives the form first, then the species, and the species alone when there is no form', () => {
    expect(spriteSlugCandidates('Rapid Strike Urshifu VMAX')).toEqual(['urshifu-rapid-strike', 'urshifu']);
    expect(spriteSlugCandidates('Hisuian Zoroark VSTAR')).toEqual(['zoroark-hisui', 'zoroark']);
    expect(spriteSlugCandidates('Paldean Tauros')).toEqual(['tauros-paldea', 'tauros']);
    expect(spriteSlugCandidates('Charizard ex')).toEqual(['charizard']);
    expect(spriteSlugCandidates('Ultra Ball')).toEqual([]);
  });

  it('offers at least one slug with a pokesprite image for Pokémon of generations 1–8', () => {
    for (const name of [
      'Rapid Strike Urshifu VMAX',
      'Hisuian Zoroark VSTAR',
      'Origin Forme Dialga VSTAR',
      'Galarian Moltres V',
      'Alolan Vulpix',
      'Mr. Mime',
      'Nidoran ♀',
      'Ice Rider Calyrex VMAX',
      'Dusk Mane Necrozma GX',
      'White Kyurem EX',
      'Wash Rotom',
      'Primal Groudon EX',
      'M Rayquaza EX',
      'Mega Charizard Y',
    ]) {
      expect(spriteSlugCandidates(name).some(spriteExists), name).toBe(true);
    }
    // These forms have their own image, so the first guess is the one that exists.
    for (const slug of ['zoroark-hisui', 'palkia-origin', 'moltres-galar', 'calyrex-ice-rider', 'charizard-mega-y']) {
      expect(spriteExists(slug), slug).toBe(true);
    }
  });
});

describe('spriteSlugCandidates for Showdown formes', () => {
  it('reads the forme after the hyphen, in pokesprite spelling where it differs', () => {
    expect(spriteSlugCandidates('Calyrex-Shadow')).toEqual(['calyrex-shadow-rider', 'calyrex']);
    expect(spriteSlugCandidates('Necrozma-Dusk-Mane')).toEqual(['necrozma-dusk', 'necrozma']);
    expect(spriteSlugCandidates('Landorus-Therian')).toEqual(['landorus-therian', 'landorus']);
    expect(spriteSlugCandidates('Mr. Mime-Galar')).toEqual(['mr-mime-galar', 'mr-mime']);
    expect(spriteSlugCandidates('Urshifu-*')).toEqual(['urshifu']);
    expect(spriteSlugCandidates('Chi-Yu')).toEqual(['chi-yu']);
    // A hyphenated card mechanic is not a forme.
    expect(spriteSlugCandidates('Charizard-GX')).toEqual(['charizard']);
  });

  it('finds an image for the usual VGC formes of generations 1–8', () => {
    for (const name of [
      'Calyrex-Shadow',
      'Calyrex-Ice',
      'Zacian-Crowned',
      'Ninetales-Alola',
      'Rotom-Wash',
      'Kyurem-Black',
    ]) {
      expect(spriteExists(spriteSlugCandidates(name)[0]!), name).toBe(true);
    }
  });
});

describe('species names', () => {
  it('lists 1025 species, numbered from 1', () => {
    expect(SPECIES_NAMES).toHaveLength(1025);
    expect(nationalDexNumberForCardName('Bulbasaur')).toBe(1);
    expect(nationalDexNumberForCardName('Pikachu ex')).toBe(25);
    expect(nationalDexNumberForCardName('Iron Hands ex')).toBe(992);
    expect(nationalDexNumberForCardName('Pecharunt ex')).toBe(1025);
    expect(nationalDexNumberForCardName('Ultra Ball')).toBeNull();
  });

  it('spells generations 1–8 as pokesprite does, so every species slug has an image', () => {
    const data = JSON.parse(readFileSync(join(pokespriteDir, 'data', 'pokemon.json'), 'utf8')) as Record<
      string,
      { name: { eng: string }; slug: { eng: string } }
    >;
    for (let number = 1; number <= 905; number++) {
      const entry = data[String(number).padStart(3, '0')]!;
      expect(SPECIES_NAMES[number - 1]).toBe(entry.name.eng);
      expect(spriteSlugForCardName(entry.name.eng)).toBe(entry.slug.eng);
      expect(spriteExists(entry.slug.eng), entry.slug.eng).toBe(true);
    }
  });

  it('finds every species by its own name', () => {
    SPECIES_NAMES.forEach((name, index) => {
      expect(nationalDexNumberForCardName(name), name).toBe(index + 1);
    });
  });
});

describe('species of sprite slugs (the server falls back to them)', () => {
  it('names the species a slug starts with, and its National Pokédex number', () => {
    expect(speciesOfSpriteSlug('ogerpon-wellspring')).toEqual({ slug: 'ogerpon', number: 1017 });
    expect(speciesOfSpriteSlug('iron-hands')).toEqual({ slug: 'iron-hands', number: 992 });
    expect(speciesOfSpriteSlug('urshifu-rapid-strike')).toEqual({ slug: 'urshifu', number: 892 });
    expect(speciesOfSpriteSlug('mr-mime-galar')).toEqual({ slug: 'mr-mime', number: 122 });
    expect(speciesOfSpriteSlug('nidoran-f')).toEqual({ slug: 'nidoran-f', number: 29 });
    expect(speciesOfSpriteSlug('dark-charizard')).toBeNull();
    expect(speciesOfSpriteSlug('not-a-pokemon')).toBeNull();
  });

  it('gives the species slug of a number, none outside the Pokédex', () => {
    expect(speciesSlugForNumber(1)).toBe('bulbasaur');
    expect(speciesSlugForNumber(987)).toBe('flutter-mane');
    expect(speciesSlugForNumber(1025)).toBe('pecharunt');
    expect(speciesSlugForNumber(0)).toBeNull();
    expect(speciesSlugForNumber(1026)).toBeNull();
  });
});
