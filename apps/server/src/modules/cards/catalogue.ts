/**
 * The local card catalogue: pokemontcg.io's data format (github.com/PokemonTCG/pokemon-tcg-data, and the
 * api.pokemontcg.io v2 answers) validated, and written idempotently. Used by `npm run cards:import` and by the
 * search's remote cache.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SUPERTYPES, type Supertype } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { digitKeyOf, normalizeCardNumber, numberSortOf, searchText } from './query.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** `2023/03/31` (the data files) or `2023-03-31`; stored as a date. */
const releaseDate = z
  .string()
  .regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/, 'releaseDate must look like 2023/03/31')
  .transform((v) => v.replaceAll('/', '-'))
  .nullish()
  .transform((v) => v ?? null);

export const pokemonTcgSetSchema = z.object({
  id: text(50),
  name: text(200),
  series: z.string().trim().max(200).default(''),
  printedTotal: z.number().int().min(0).max(100_000).default(0),
  total: z.number().int().min(0).max(100_000).default(0),
  ptcgoCode: optionalText(20),
  releaseDate,
});
export type PokemonTcgSet = z.infer<typeof pokemonTcgSetSchema>;

const SUPERTYPE_BY_TEXT = new Map<string, Supertype>(SUPERTYPES.map((s) => [searchText(s), s]));

export const pokemonTcgCardSchema = z.object({
  id: text(100),
  name: text(200),
  supertype: z.string().transform((value, ctx) => {
    const supertype = SUPERTYPE_BY_TEXT.get(searchText(value.trim()));
    if (!supertype) {
      ctx.addIssue({ code: 'custom', message: `supertype must be Pokémon, Trainer or Energy (got "${value}")` });
      return z.NEVER;
    }
    return supertype;
  }),
  subtypes: z
    .array(text(60))
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  number: text(30),
  regulationMark: optionalText(5),
  nationalPokedexNumbers: z
    .array(z.number().int().min(0).max(100_000))
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  images: z
    .object({ small: optionalText(500), large: optionalText(500) })
    .partial()
    .nullish(),
  /** Present in API answers (and combined files); absent in the per-set data files. */
  set: pokemonTcgSetSchema.optional(),
});
export type PokemonTcgCard = z.infer<typeof pokemonTcgCardSchema>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

// One statement per batch keeps 20k cards to a few dozen round trips; the JSON stays well under PostgreSQL's limits.
const BATCH_SIZE = 1000;

/** Insert or update sets by id. */
export async function upsertSets(db: Queryable, sets: PokemonTcgSet[]): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0 };
  for (let start = 0; start < sets.length; start += BATCH_SIZE) {
    const batch = sets.slice(start, start + BATCH_SIZE).map((s) => ({
      id: s.id,
      name: s.name,
      series: s.series,
      ptcgo_code: s.ptcgoCode,
      printed_total: s.printedTotal,
      total: s.total,
      release_date: s.releaseDate,
    }));
    const result = await db.execute<{ inserted: boolean }>(sql`
      insert into card_sets (id, name, series, ptcgo_code, printed_total, total, release_date, updated_at)
      select id, name, series, ptcgo_code, printed_total, total, release_date, now()
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(id text, name text, series text, ptcgo_code text, printed_total int, total int, release_date date)
      on conflict (id) do update set
        name = excluded.name, series = excluded.series, ptcgo_code = excluded.ptcgo_code,
        printed_total = excluded.printed_total, total = excluded.total, release_date = excluded.release_date,
        updated_at = now()
      returning (xmax = 0) as inserted`);
    addCounts(counts, result.rows);
    // The cards carry a copy of their set's release date (their first sort key): a changed date moves them too.
    await db.execute(sql`
      update cards c set release_date = s.release_date
      from card_sets s
      where s.id = any(${sql.param(batch.map((b) => b.id))}::text[]) and c.set_id = s.id
        and c.release_date is distinct from s.release_date`);
  }
  return counts;
}

/** Insert or update cards by id; `setIdOf` names each card's set (which must exist). */
export async function upsertCards(
  db: Queryable,
  cards: PokemonTcgCard[],
  setIdOf: (card: PokemonTcgCard) => string,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0 };
  // A file listing one id twice would make one statement update a row twice, which PostgreSQL refuses.
  const unique = [...new Map(cards.map((c) => [c.id, c])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE).map((c) => {
      const numberKey = normalizeCardNumber(c.number);
      return {
        id: c.id,
        set_id: setIdOf(c),
        name: c.name,
        name_search: searchText(c.name),
        supertype: c.supertype,
        subtypes: c.subtypes,
        number: c.number,
        number_key: numberKey,
        digit_key: digitKeyOf(numberKey),
        number_sort: numberSortOf(c.number),
        regulation_mark: c.regulationMark,
        national_pokedex_numbers: c.nationalPokedexNumbers,
        image_small: c.images?.small ?? null,
        image_large: c.images?.large ?? null,
      };
    });
    const result = await db.execute<{ inserted: boolean }>(sql`
      insert into cards (id, set_id, name, name_search, supertype, subtypes, number, number_key, digit_key,
                         number_sort, release_date, regulation_mark, national_pokedex_numbers, image_small,
                         image_large, updated_at)
      select x.id, x.set_id, x.name, x.name_search, x.supertype, x.subtypes, x.number, x.number_key, x.digit_key,
             x.number_sort, (select s.release_date from card_sets s where s.id = x.set_id), x.regulation_mark,
             x.national_pokedex_numbers, x.image_small, x.image_large, now()
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(id text, set_id text, name text, name_search text, supertype text, subtypes text[], number text,
             number_key text, digit_key text, number_sort int, regulation_mark text, national_pokedex_numbers int[],
             image_small text, image_large text)
      on conflict (id) do update set
        set_id = excluded.set_id, name = excluded.name, name_search = excluded.name_search,
        supertype = excluded.supertype, subtypes = excluded.subtypes, number = excluded.number,
        number_key = excluded.number_key, digit_key = excluded.digit_key, number_sort = excluded.number_sort,
        release_date = excluded.release_date, regulation_mark = excluded.regulation_mark, national_pokedex_numbers = excluded.national_pokedex_numbers,
        image_small = excluded.image_small, image_large = excluded.image_large, updated_at = now()
      returning (xmax = 0) as inserted`);
    addCounts(counts, result.rows);
  }
  return counts;
}

function addCounts(counts: UpsertCounts, rows: { inserted: boolean }[]) {
  for (const row of rows) {
    if (row.inserted) counts.inserted += 1;
    else counts.updated += 1;
  }
}

/**
 * API answers carry each card's set: write the sets, then the cards, in one transaction (the remote cache, and
 * "combined" import files).
 */
export async function upsertCardsWithSets(db: Queryable, cards: PokemonTcgCard[]): Promise<UpsertCounts> {
  const sets = new Map<string, PokemonTcgSet>();
  for (const card of cards) if (card.set) sets.set(card.set.id, card.set);
  await upsertSets(db, [...sets.values()]);
  return upsertCards(db, cards, (card) => card.set!.id);
}
