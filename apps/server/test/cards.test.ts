import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardResolveResponseSchema, cardSearchPageSchema, catalogueCardSchema } from '@trainerlog/core';
import { migrationsFolder } from '../src/db/migrate.ts';
import { upsertCards, upsertSets } from '../src/modules/cards/catalogue.ts';
import { cardOrder } from '../src/modules/cards/service.ts';
import { call } from './support/api.ts';
import { FIXTURE_CARD_COUNT, FIXTURE_SET_COUNT, loadCatalogueFixture } from './support/catalogue.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

beforeAll(async () => {
  await loadCatalogueFixture(t.database.db);
});

async function search(q?: string, extra = '') {
  const query = q === undefined ? extra : `q=${encodeURIComponent(q)}${extra}`;
  return call(t.app, 'GET', `/api/cards/search?${query}`);
}
async function ids(q: string) {
  const res = await search(q, '&pageSize=100');
  expect(res.status).toBe(200);
  return res.body.cards.map((c: { id: string }) => c.id);
}

describe('card search', () => {
  it('is public and defaults to name:*, page 1, 25 a page, newest set first and numbers in numeric order', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(cardSearchPageSchema.strict().parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({ page: 1, pageSize: 25, totalCount: FIXTURE_CARD_COUNT, totalPages: 3 });
    expect(res.body.cards).toHaveLength(25);
    expect(res.body.cards.slice(0, 3).map((c: { id: string }) => c.id)).toEqual(['sv5-25', 'sv5-50', 'sv5-51']);
    expect(res.body.cards[0]).toEqual({
      id: 'sv5-25',
      name: 'Iron Leaves ex',
      supertype: 'Pokémon',
      subtypes: ['Basic', 'ex', 'Future'],
      setId: 'sv5',
      setName: 'Temporal Forces',
      setCode: 'TEF',
      number: '25',
      regulationMark: 'H',
      nationalPokedexNumbers: [1010],
      imageSmall: 'https://images.pokemontcg.io/sv5/25.png',
      imageLarge: 'https://images.pokemontcg.io/sv5/25_hires.png',
    });
    expect((await search('')).body.totalCount).toBe(FIXTURE_CARD_COUNT);
    expect((await search('   ')).body.totalCount).toBe(FIXTURE_CARD_COUNT);
    // sv1: 81, 84, 85, 86, 89, 96, 166 … (not 166 before 81 as text would sort).
    const sv1 = await ids('set.id:sv1');
    expect(sv1.slice(0, 3)).toEqual(['sv1-81', 'sv1-84', 'sv1-85']);
    expect(sv1.at(-1)).toBe('sv1-245');
  });

  it('pages with totalCount and totalPages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search('name:*', `&page=${page}&pageSize=20`)));
    expect(pages.map((p) => p.body.cards.length)).toEqual([20, 20, 13, 0]);
    for (const [i, p] of pages.entries()) {
      expect(p.body).toMatchObject({ page: i + 1, pageSize: 20, totalCount: FIXTURE_CARD_COUNT, totalPages: 3 });
    }
    const all = pages.flatMap((p) => p.body.cards.map((c: { id: string }) => c.id));
    expect(new Set(all).size).toBe(FIXTURE_CARD_COUNT);
    const none = await search('name:nothing-like-this');
    expect(none.body).toEqual({ cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 });
  });

  it('understands names: wildcards, quotes, exact, plain words, case and accents', async () => {
    expect(await ids('name:char*')).toEqual(['swsh12pt5-20', 'swshp-SWSH262']);
    expect(await ids('name:CHAR*')).toEqual(['swsh12pt5-20', 'swshp-SWSH262']);
    expect(await ids('name:?ltra*')).toEqual(['sv1-196']);
    expect(await ids('name:"Professor\'s Research"')).toEqual(['sv1-189']);
    expect(await ids('name:"Professor’s research"')).toEqual(['sv1-189']);
    expect(await ids('!name:"Mewtwo V"')).toEqual(['swsh12pt5-30']);
    expect(await ids('name:"Mewtwo V"')).toEqual(['swsh12pt5-30', 'swsh12pt5gg-GG44']);
    expect(await ids('gardevoir ex')).toEqual(['sv1-86']);
    expect(await ids('pokegear')).toEqual(['sv1-186']);
    expect(await ids('Pokégear')).toEqual(['sv1-186']);
    expect(await ids('name:"basic psychic"')).toEqual(['sve-5']);
  });

  it('filters by set, supertype, subtypes, number, regulation mark, id and negation', async () => {
    expect(await ids('set.id:sv1 number:86')).toEqual(['sv1-86']);
    expect(await ids('set.ptcgoCode:svi')).toHaveLength(16);
    expect(await ids('set:SVI')).toEqual(await ids('set.id:sv1'));
    expect(await ids('set:CRZ')).toHaveLength(7);
    expect(await ids('set.name:"crown zenith"')).toHaveLength(7);
    expect(await ids('number:GG44')).toEqual(['swsh12pt5gg-GG44']);
    expect(await ids('number:086 set:SVI')).toEqual(['sv1-86']);
    expect(await ids('id:sve-5')).toEqual(['sve-5']);
    expect(await ids('nationalPokedexNumbers:6')).toEqual(['swsh12pt5-20', 'swshp-SWSH262']);

    const pokemon = await ids('supertype:pokemon');
    expect(pokemon).toEqual(await ids('supertype:Pokémon'));
    expect(pokemon).toHaveLength(22);
    expect(await ids('supertype:TRAINER')).toHaveLength(19);
    expect(await ids('supertype:energy')).toHaveLength(12);
    expect(await ids('supertype:plant')).toEqual([]);

    expect(await ids('subtypes:"ACE SPEC"')).toEqual(['sv5-153', 'sv5-157', 'sv5-158', 'sv5-162']);
    expect(await ids('set:TEF supertype:trainer -subtypes:"ACE SPEC"')).toEqual(['sv5-144']);
    expect(await ids('subtypes:supporter')).toEqual(['sv2-172', 'sv2-185', 'sv1-166', 'sv1-189', 'sv1-245']);
    expect(await ids('subtypes:stadium')).toEqual(['sv2-171', 'sv1-178']);
    expect(await ids('subtypes:"Pokémon Tool"')).toEqual(['sv1-169']);
    expect(await ids('subtypes:radiant')).toEqual(['swsh12pt5-20']);
    expect(await ids('supertype:energy subtypes:basic')).toHaveLength(8);

    expect(await ids('regulationMark:f')).toHaveLength(8);
    // Cards without a mark (the basic energies) are "not G" too.
    expect(await ids('set:SVE -regulationMark:G')).toHaveLength(8);
    expect(await ids('supertype:pokemon AND subtypes:ex -name:*pao*')).toEqual([
      'sv5-25',
      'sv5-50',
      'sv2-169',
      'sv1-81',
      'sv1-86',
    ]);
  });

  it('treats LIKE characters and quotes in values as text (parameterised SQL)', async () => {
    expect(await ids('name:%')).toEqual([]);
    expect(await ids('name:ultra_ball')).toEqual([]);
    expect(await ids('ultra\\')).toEqual([]);
    expect(await ids("name:\"x' or '1'='1\"")).toEqual([]);
    expect(await ids("'; drop table cards; --")).toEqual([]);
    expect((await search()).body.totalCount).toBe(FIXTURE_CARD_COUNT);
  });

  it('answers 400 with a clear message for a query it cannot read', async () => {
    const cases: [string, string][] = [
      ['name:"Professor', 'Invalid search: Missing closing quote in name:'],
      ['color:red', 'Invalid search: Unknown search field "color"'],
      ['name:a OR name:b', 'Invalid search: OR and parentheses are not supported'],
      ['(name:a)', 'Invalid search: OR and parentheses are not supported'],
      ['name:', 'Invalid search: "name:" needs a value'],
      ['nationalPokedexNumbers:abc', 'Invalid search: nationalPokedexNumbers needs a number'],
    ];
    for (const [q, message] of cases) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body.msg, q).toContain(message);
    }
    expect((await search('name:*', '&pageSize=101')).status).toBe(400);
    expect((await search('name:*', '&page=0')).status).toBe(400);
    expect((await search('x'.repeat(201))).status).toBe(400);
  });

  it('reports the catalogue status', async () => {
    const res = await call(t.app, 'GET', '/api/cards/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cards: FIXTURE_CARD_COUNT, sets: FIXTURE_SET_COUNT, remote: false, source: 'off' });
  });
});

describe('resolving deck list lines', () => {
  async function resolve(lines: { name: string; setCode?: string; number?: string }[]) {
    const res = await call(t.app, 'POST', '/api/cards/resolve', { body: { lines } });
    expect(res.status).toBe(200);
    return res.body.cards.map((c: { id: string } | null) => c?.id ?? null);
  }

  it('finds printings by PTCGL set code and number, galleries and promos included', async () => {
    expect(
      await resolve([
        { name: 'Gardevoir ex', setCode: 'SVI', number: '86' },
        { name: 'Iono', setCode: 'PAL', number: '185' },
        { name: 'Radiant Charizard', setCode: 'CRZ', number: '020' },
        { name: 'Mewtwo VSTAR', setCode: 'CRZ', number: 'GG44' },
        { name: 'Hisuian Zoroark VSTAR', setCode: 'CRZ-GG', number: '56' },
        { name: 'Hisuian Zoroark VSTAR', setCode: 'crz', number: 'GG056' },
        { name: 'Charizard VSTAR', setCode: 'PR-SW', number: 'SWSH262' },
        { name: 'Charizard VSTAR', setCode: 'PR-SW', number: '262' },
        { name: 'Basic Psychic Energy', setCode: 'SVE', number: '5' },
        { name: 'Arven', setCode: 'SVI', number: '245' },
        { name: 'Nest Ball', setCode: 'sv1', number: '181' },
      ]),
    ).toEqual([
      'sv1-86',
      'sv2-185',
      'swsh12pt5-20',
      'swsh12pt5gg-GG44',
      'swsh12pt5gg-GG56',
      'swsh12pt5gg-GG56',
      'swshp-SWSH262',
      'swshp-SWSH262',
      'sve-5',
      'sv1-245',
      'sv1-181',
    ]);
    // The answer skips the zod serializer: it must still be exactly the documented cards.
    const res = await call(t.app, 'POST', '/api/cards/resolve', {
      body: { lines: [{ name: 'Iono', setCode: 'PAL', number: '185' }, { name: 'Nobody' }] },
    });
    expect(
      cardResolveResponseSchema
        .extend({ cards: z.array(catalogueCardSchema.strict().nullable()) })
        .strict()
        .parse(res.body),
    ).toEqual(res.body);
  });

  it('falls back to the exact name (newest printing), and answers null for unknown cards, in line order', async () => {
    expect(
      await resolve([
        { name: 'Unknown Card', setCode: 'ABC', number: '1' },
        { name: 'Arven', setCode: 'OBF', number: '999' },
        { name: 'Basic {P} Energy', setCode: '', number: '' },
        { name: 'professor’s research' },
        { name: 'Gardevoir' },
        { name: '', setCode: 'SVI', number: '999' },
        { name: 'Ultra Ball', setCode: 'SVI', number: '196' },
      ]),
    ).toEqual([null, 'sv1-166', 'sve-5', 'sv1-189', null, null, 'sv1-196']);
    expect(await resolve([])).toEqual([]);
  });

  it('validates the request', async () => {
    const tooMany = Array.from({ length: 101 }, () => ({ name: 'Iono', setCode: 'PAL', number: '185' }));
    const res = await call(t.app, 'POST', '/api/cards/resolve', { body: { lines: tooMany } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('At most 100 lines can be resolved at once');
    expect((await call(t.app, 'POST', '/api/cards/resolve', { body: {} })).status).toBe(400);
  });
});

describe('search order and number keys', () => {
  const db = () => t.database.db;

  it('pages newest set first, then by the number as a number, exactly as the sort on the sets did', async () => {
    const legacy = await db().execute<{ id: string }>(sql`
      select c.id from cards c join card_sets s on s.id = c.set_id
      order by s.release_date desc nulls last, s.id, (substring(c.number from '[0-9]{1,9}'))::int nulls last,
        c.number, c.id`);
    const pages = await Promise.all([1, 2, 3].map((page) => search('name:*', `&page=${page}&pageSize=20`)));
    const paged = pages.flatMap((p) => p.body.cards.map((c: { id: string }) => c.id));
    expect(paged).toEqual(legacy.rows.map((r) => r.id));
    // Same release date: the set ids decide (Crown Zenith before its gallery); GG numbers by their digits.
    expect(await ids('set:CRZ number:GG*')).toEqual(['swsh12pt5gg-GG44', 'swsh12pt5gg-GG56', 'swsh12pt5gg-GG69']);
    expect((await ids('set:SVE')).slice(0, 3)).toEqual(['sve-1', 'sve-2', 'sve-3']);
  });

  it('reads a page off the order index instead of sorting the catalogue', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`
        explain select c.id from cards c join card_sets s on s.id = c.set_id order by ${cardOrder} limit 25`);
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('cards_search_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('computes the same keys in the migration backfill as in the importer', async () => {
    const migration = fs.readFileSync(path.join(migrationsFolder, '0002_catalogue_sort_keys.sql'), 'utf8');
    const backfill = migration.match(/UPDATE "cards" SET[\s\S]*?;/g)!;
    expect(backfill).toHaveLength(2);
    const keys = sql`select id, number_key, digit_key, number_sort, release_date from cards order by id`;
    const rollback = new Error('rollback');
    await expect(
      db().transaction(async (tx) => {
        // Awkward numbers next to the fixture's, written by the importer.
        const numbers = ['007', 'GG05', 'SWSH010', 'TG06', 'SV-P 001', '0', '00', 'A', 'gg07', ' 12 ', '1234567890'];
        await upsertCards(
          tx,
          numbers.map((number, i) => ({
            id: `keys-${i}`,
            name: 'Key Card',
            supertype: 'Trainer',
            subtypes: [],
            number,
            regulationMark: null,
            nationalPokedexNumbers: [],
            images: null,
          })),
          () => 'sv1',
        );
        const written = (await tx.execute(keys)).rows;
        expect(written.find((r) => r.id === 'keys-0')).toMatchObject({
          number_key: '7',
          digit_key: '7',
          number_sort: 7,
          release_date: '2023-03-31',
        });
        expect(written.find((r) => r.id === 'keys-2')).toMatchObject({
          number_key: 'SWSH10',
          digit_key: '10',
          number_sort: 10,
        });
        await tx.execute(
          sql`update cards set number_key = '', digit_key = '', number_sort = null, release_date = null`,
        );
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        expect((await tx.execute(keys)).rows).toEqual(written);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('keeps the cards’ release date with their set’s', async () => {
    await upsertSets(db(), [
      {
        id: 'sve',
        name: 'Scarlet & Violet Energies',
        series: 'Scarlet & Violet',
        printedTotal: 8,
        total: 8,
        ptcgoCode: 'SVE',
        releaseDate: '2030-01-01',
      },
    ]);
    try {
      expect((await search()).body.cards[0].id).toBe('sve-1');
      const dates = await db().execute<{ release_date: string }>(
        sql`select distinct release_date::text from cards where set_id = 'sve'`,
      );
      expect(dates.rows).toEqual([{ release_date: '2030-01-01' }]);
    } finally {
      await upsertSets(db(), [
        {
          id: 'sve',
          name: 'Scarlet & Violet Energies',
          series: 'Scarlet & Violet',
          printedTotal: 8,
          total: 8,
          ptcgoCode: 'SVE',
          releaseDate: '2023-03-31',
        },
      ]);
    }
    expect((await search()).body.cards[0].id).toBe('sv5-25');
  });
});
