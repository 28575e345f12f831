import { describe, expect, it } from 'vitest';
import type { PokemonSummary } from '@trainerlog/core';
import { call } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const get = (url: string) => call(t.app, 'GET', url);
const names = (results: PokemonSummary[]) => results.map((entry) => entry.name);

async function search(term: string, limit?: number) {
  const query = new URLSearchParams({ search: term, ...(limit ? { limit: String(limit) } : {}) });
  const res = await get(`/api/pokemon?${query}`);
  expect(res.status, term).toBe(200);
  return res.body as { total: number; results: PokemonSummary[] };
}

describe('pokemon list and search', () => {
  it('lists every species and forme in National Dex order, with no made-up ones, without a login', async () => {
    const res = await get('/api/pokemon?limit=20000');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { total, results } = res.body as { total: number; results: PokemonSummary[] };
    expect(results).toHaveLength(total);
    expect(total).toBeGreaterThan(1300);
    const listed = new Set(names(results));
    for (const forme of [
      'Urshifu-Rapid-Strike',
      'Ogerpon-Wellspring',
      'Calyrex-Shadow',
      'Tauros-Paldea-Aqua',
      'Indeedee-F',
      'Landorus-Therian',
      'Charizard-Mega-Y',
      'Sinistcha-Masterpiece',
    ])
      expect(listed, forme).toContain(forme);
    for (const fake of ['Syclant', 'Pokestar Smeargle', 'MissingNo.', 'Crucibelle-Mega'])
      expect(listed).not.toContain(fake);
    expect(results[0]).toMatchObject({ id: 'bulbasaur', name: 'Bulbasaur', num: 1, types: ['Grass', 'Poison'] });
    expect(results.at(-1)!.num).toBe(1025);
    expect(results.every((entry, i) => i === 0 || results[i - 1]!.num <= entry.num)).toBe(true);
    // A species comes before its formes.
    expect(names(results).indexOf('Urshifu')).toBe(names(results).indexOf('Urshifu-Rapid-Strike') - 1);
  });

  it('answers a species with its types, base stats, forme and sprite', async () => {
    const { results } = await search('urshifu rapid strike', 1);
    expect(results[0]).toEqual({
      id: 'urshifurapidstrike',
      name: 'Urshifu-Rapid-Strike',
      num: 892,
      types: ['Fighting', 'Water'],
      baseStats: { hp: 100, atk: 130, def: 100, spa: 63, spd: 60, spe: 97 },
      baseSpecies: 'Urshifu',
      forme: 'Rapid-Strike',
      // pokesprite has no Rapid Strike box sprite outside Gigantamax: the species' one, served by us.
      imageUrl: '/api/sprites/urshifu',
      availability: 'current',
    });
  });

  it('gives 10 results by default and respects the limit, counting every match', async () => {
    const byDefault = await search('a');
    expect(byDefault.results).toHaveLength(10);
    expect(byDefault.total).toBeGreaterThan(500);
    const limited = await search('a', 3);
    expect(names(limited.results)).toEqual(names(byDefault.results).slice(0, 3));
    expect((await get('/api/pokemon')).body.results).toHaveLength(10);
  });

  it('ranks the whole name, then name prefixes, then later words, then anything containing the term', async () => {
    expect(names((await search('landorus')).results)).toEqual(['Landorus', 'Landorus-Therian']);
    expect(names((await search('bolt')).results)).toEqual(['Boltund', 'Raging Bolt', 'Bellibolt']);
    const urs = names((await search('urs', 20)).results);
    expect(urs.slice(0, 3)).toEqual(['Ursaring', 'Urshifu', 'Urshifu-Rapid-Strike']);
    expect(urs.indexOf('Ursaluna')).toBeLessThan(urs.indexOf('Teddiursa'));
    expect(urs.indexOf('Ursaluna-Bloodmoon')).toBe(urs.indexOf('Ursaluna') + 1);
    expect(names((await search('tauros')).results)).toEqual([
      'Tauros',
      'Tauros-Paldea-Combat',
      'Tauros-Paldea-Blaze',
      'Tauros-Paldea-Aqua',
    ]);
    expect(names((await search('shadow')).results)).toContain('Calyrex-Shadow');
    expect(names((await search('wellspring')).results)[0]).toBe('Ogerpon-Wellspring');
  });

  it('ignores case, accents, spaces and punctuation', async () => {
    const cases: [string, string][] = [
      ['flutter mane', 'Flutter Mane'],
      ['FlutterMane', 'Flutter Mane'],
      ['ho oh', 'Ho-Oh'],
      ['farfetchd', 'Farfetch’d'],
      ['Flabebe', 'Flabébé'],
      ['mr. mime', 'Mr. Mime'],
      ['Indeedee F', 'Indeedee-F'],
    ];
    for (const [term, expected] of cases) expect(names((await search(term)).results)[0], term).toBe(expected);
  });

  it('finds nothing for a term matching no species, and rejects bad limits and long terms with the field', async () => {
    expect(await search('zzzz')).toEqual({ total: 0, results: [] });
    for (const limit of ['0', '20001', '2.5', 'ten']) {
      const res = await get(`/api/pokemon?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.errors[0], limit).toEqual({
        path: 'limit',
        message: 'Limit must be a whole number from 1 to 20000',
      });
    }
    const long = await get(`/api/pokemon?search=${'a'.repeat(61)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toEqual({ path: 'search', message: 'Search must be at most 60 characters' });
    expect(long.headers['cache-control']).toBe('no-store');
  });
});

describe('one pokemon', () => {
  it('finds a forme by Showdown id, name and alias, and a species by National Dex number', async () => {
    for (const key of ['landorustherian', 'Landorus-Therian', 'landorus therian', 'Lando-T'])
      expect((await get(`/api/pokemon/${encodeURIComponent(key)}`)).body.name, key).toBe('Landorus-Therian');
    const pikachu = await get('/api/pokemon/25');
    expect(pikachu.body.name).toBe('Pikachu');
    expect((await get('/api/pokemon/1025')).body.name).toBe('Pecharunt');
  });

  it('answers abilities, learnable moves and the sprite, formes inheriting their species’ moves', async () => {
    const res = await get('/api/pokemon/Urshifu-Rapid-Strike');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatchObject({
      id: 'urshifurapidstrike',
      name: 'Urshifu-Rapid-Strike',
      num: 892,
      types: ['Fighting', 'Water'],
      abilities: ['Unseen Fist'],
      sprites: { front_default: '/api/sprites/urshifu' },
    });
    expect(res.body.moves).toEqual(expect.arrayContaining(['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect']));
    expect(res.body.moves).not.toContain('Wicked Blow');
    expect([...res.body.moves].sort((a: string, b: string) => a.localeCompare(b, 'en'))).toEqual(res.body.moves);

    const therian = (await get('/api/pokemon/landorustherian')).body;
    expect(therian.abilities).toEqual(['Intimidate']);
    expect(therian.moves).toEqual(expect.arrayContaining(['Earthquake', 'U-turn', 'Stealth Rock']));

    // Wellspring has no learnset of its own in the data; Rotom-Wash adds its own move to Rotom's.
    expect((await get('/api/pokemon/ogerpon-wellspring')).body.moves).toEqual(
      expect.arrayContaining(['Ivy Cudgel', 'Horn Leech']),
    );
    expect((await get('/api/pokemon/rotom-wash')).body.moves).toEqual(
      expect.arrayContaining(['Hydro Pump', 'Thunderbolt']),
    );
    // An evolution knows its earlier stages' moves.
    expect((await get('/api/pokemon/raichu')).body.moves).toContain('Volt Tackle');
  });

  it('points every species and forme at our own sprites, Generation 9 by its species slug', async () => {
    const sprigatito = (await get('/api/pokemon/sprigatito')).body;
    expect(sprigatito.imageUrl).toBe('/api/sprites/sprigatito');
    expect((await get('/api/pokemon/ogerpon-wellspring')).body.imageUrl).toBe('/api/sprites/ogerpon');
    expect(sprigatito.sprites.front_default).toBe(sprigatito.imageUrl);
    expect((await get('/api/pokemon/calyrex-shadow')).body.imageUrl).toBe('/api/sprites/calyrex-shadow-rider');
    expect((await get('/api/pokemon/indeedee-f')).body.abilities).toEqual([
      'Own Tempo',
      'Synchronize',
      'Psychic Surge',
    ]);
    const sprite = await call(t.app, 'GET', '/api/sprites/calyrex-shadow-rider');
    expect(sprite.status).toBe(200);
  });

  it('answers 404 "Pokemon not found" for unknown, made-up and out-of-range names', async () => {
    for (const key of ['notapokemon', 'syclant', 'pokestarsmeargle', '0', '1026', '-']) {
      const res = await get(`/api/pokemon/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body, key).toEqual({ msg: 'Pokemon not found' });
      expect(res.headers['cache-control'], key).toBe('no-store');
    }
    const blank = await get('/api/pokemon/%20');
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]).toEqual({ path: 'nameOrId', message: 'Name or id is required' });
  });
});

describe('pokemon data lists', () => {
  it('lists abilities and held items by name, past ones flagged, made-up ones and Poké Balls left out', async () => {
    const abilities = (await get('/api/pokemon-data/abilities')).body;
    expect(abilities.length).toBeGreaterThan(300);
    expect(abilities).toContainEqual(
      expect.objectContaining({ id: 'intimidate', name: 'Intimidate', availability: 'current' }),
    );
    const abilityNames = abilities.map((a: { name: string }) => a.name);
    expect(abilityNames).not.toContain('No Ability');
    expect(abilityNames).not.toContain('Mountaineer');
    expect([...abilityNames].sort((a: string, b: string) => a.localeCompare(b, 'en'))).toEqual(abilityNames);

    const items = (await get('/api/pokemon-data/items')).body;
    expect(items).toContainEqual(
      expect.objectContaining({ id: 'choicescarf', name: 'Choice Scarf', availability: 'current' }),
    );
    expect(items).toContainEqual(expect.objectContaining({ name: 'Booster Energy', availability: 'current' }));
    expect(items).toContainEqual(expect.objectContaining({ name: 'Charizardite Y', availability: 'past' }));
    const itemNames = items.map((i: { name: string }) => i.name);
    expect(itemNames).not.toContain('Poke Ball');
    expect(itemNames).not.toContain('Master Ball');
    expect(items.find((i: { name: string }) => i.name === 'Leftovers').description).toMatch(/1\/16/);
  });

  it('lists exactly the 18 types, without unknown, shadow, ??? or Stellar', async () => {
    const res = await get('/api/pokemon-data/types');
    expect(res.body.map((type: { name: string }) => type.name)).toEqual([
      'Bug',
      'Dark',
      'Dragon',
      'Electric',
      'Fairy',
      'Fighting',
      'Fire',
      'Flying',
      'Ghost',
      'Grass',
      'Ground',
      'Ice',
      'Normal',
      'Poison',
      'Psychic',
      'Rock',
      'Steel',
      'Water',
    ]);
  });

  it('lists the 25 natures with the stats they raise and lower', async () => {
    const natures = (await get('/api/pokemon-data/natures')).body;
    expect(natures).toHaveLength(25);
    expect(natures).toContainEqual({ id: 'adamant', name: 'Adamant', plus: 'atk', minus: 'spa' });
    expect(natures).toContainEqual({ id: 'timid', name: 'Timid', plus: 'spe', minus: 'atk' });
    expect(natures).toContainEqual({ id: 'hardy', name: 'Hardy', plus: null, minus: null });
  });

  it('answers 304 to a browser holding the current ETag, and the full answer otherwise', async () => {
    const first = await get('/api/pokemon-data/natures');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"pkmn-dex@/);
    for (const url of ['/api/pokemon-data/natures', '/api/pokemon?search=pika', '/api/pokemon/pikachu']) {
      const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(cached.statusCode, url).toBe(304);
      expect(cached.body, url).toBe('');
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.headers.etag, url).toBe(etag);
    }
  });
});
