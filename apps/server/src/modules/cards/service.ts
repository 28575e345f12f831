import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CardCatalogueSourceState,
  CardCatalogueStatus,
  CardResolveLine,
  CardSearchPage,
  CatalogueCard,
  Supertype,
} from '@trainerlog/core';
import { SUPERTYPES } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { createOutageReport } from '../../outage.ts';
import { upsertCardsWithSets } from './catalogue.ts';
import {
  CardQueryError,
  hasWildcard,
  likeLiteral,
  likePattern,
  normalizeCardNumber,
  parseCardQuery,
  searchText,
  toPokemonTcgQuery,
  type CardQueryTerm,
} from './query.ts';
import { RemoteCardsError, type RemoteCards } from './remote.ts';

export type CardService = ReturnType<typeof createCardService>;

export interface CardServiceDeps {
  db: Db;
  /** The CARD_API_URL service, when configured. */
  remote?: RemoteCards;
  /** The background import from CARD_CATALOGUE_SOURCE_URL (refresher.ts); `off` without one. */
  sourceState?: () => CardCatalogueSourceState;
  log: FastifyBaseLogger;
}

/** A query the remote had nothing for is not asked again for this long; one it failed on, for a shorter while. */
const REMOTE_MISS_MS = 5 * 60_000;
const REMOTE_FAILURE_MS = 30_000;
/**
 * After the remote could not be reached at all (no internet, timeout, 5xx), no search asks it for this long: each
 * keystroke is a new query, and none should wait for a timeout the previous one already met.
 */
const REMOTE_DOWN_MS = 60_000;
/** Search counts remembered (see searchLocal); the oldest is dropped first. */
const COUNT_CACHE_SIZE = 500;

/** PTCGL promo codes whose pokemontcg.io set may lack a ptcgoCode. */
const PROMO_SET_IDS: Record<string, string> = {
  'PR-SV': 'svp',
  'PR-SW': 'swshp',
  'PR-SM': 'smp',
  'PR-XY': 'xyp',
  'PR-BLW': 'bwp',
  'PR-HS': 'hsp',
  'PR-DPP': 'dpp',
};

/** PTCGL writes basic energies with type symbols ("Basic {P} Energy"). */
const ENERGY_SYMBOLS: Record<string, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
};

const SUPERTYPE_TEXTS = SUPERTYPES.map((s) => [searchText(s), s] as const);

export { normalizeCardNumber };

const cardColumns = sql`c.id, c.name, c.supertype, c.subtypes, c.set_id, s.name as set_name,
  coalesce(s.ptcgo_code, upper(s.id)) as set_code, c.number, c.regulation_mark, c.national_pokedex_numbers,
  c.image_small, c.image_large`;

// Newest set first, then the printed number as a number (2 before 10, GG2 before GG10): the columns of
// cards_search_order_idx in its order, so a page walks that index instead of sorting every match.
export const cardOrder = sql`c.release_date desc nulls last, c.set_id, c.number_sort nulls last, c.number, c.id`;

type CardRowOut = {
  id: string;
  name: string;
  supertype: string;
  subtypes: string[];
  set_id: string;
  set_name: string;
  set_code: string;
  number: string;
  regulation_mark: string | null;
  national_pokedex_numbers: number[];
  image_small: string | null;
  image_large: string | null;
};

function toCatalogueCard(row: CardRowOut): CatalogueCard {
  return {
    id: row.id,
    name: row.name,
    supertype: row.supertype as Supertype,
    subtypes: row.subtypes,
    setId: row.set_id,
    setName: row.set_name,
    setCode: row.set_code,
    number: row.number,
    regulationMark: row.regulation_mark,
    nationalPokedexNumbers: row.national_pokedex_numbers,
    imageSmall: row.image_small,
    imageLarge: row.image_large,
  };
}

/** `column` compared with a value: exactly (case-insensitive), or as a pattern when it has wildcards. */
function matchText(column: SQL, value: string): SQL {
  return hasWildcard(value)
    ? sql`lower(${column}) like ${likePattern(value.toLowerCase())}`
    : sql`lower(${column}) = ${value.toLowerCase()}`;
}

/** Names: part of the name by default, the whole name with `!`, word starts with wildcards (`char*` → Radiant Charizard). */
function matchName(column: SQL, term: CardQueryTerm): SQL {
  const value = searchText(term.value);
  if (/^\*+$/.test(value)) return sql`true`;
  if (term.exact) return hasWildcard(value) ? sql`${column} like ${likePattern(value)}` : sql`${column} = ${value}`;
  if (hasWildcard(value)) {
    const pattern = likePattern(value);
    return sql`(${column} like ${pattern} or ${column} like ${`% ${pattern}`})`;
  }
  return sql`${column} like ${`%${likeLiteral(value)}%`}`;
}

function termCondition(term: CardQueryTerm): SQL {
  switch (term.field) {
    case null:
    case 'name':
      return matchName(sql`c.name_search`, term);
    case 'set.name':
      return matchName(sql`lower(s.name)`, { ...term, value: term.value.toLowerCase() });
    case 'set.id':
      return matchText(sql`s.id`, term.value);
    case 'set.ptcgoCode':
      return matchText(sql`s.ptcgo_code`, term.value);
    case 'set':
      return sql`(${matchText(sql`s.ptcgo_code`, term.value)} or ${matchText(sql`s.id`, term.value)})`;
    case 'supertype': {
      const wanted = searchText(term.value);
      const pattern = new RegExp(
        `^${wanted
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      );
      const matches = SUPERTYPE_TEXTS.filter(([text]) =>
        hasWildcard(wanted) ? pattern.test(text) : text === wanted,
      ).map(([, supertype]) => supertype);
      if (matches.length === 0) return sql`false`;
      return sql`c.supertype in (${sql.join(
        matches.map((m) => sql`${m}`),
        sql`, `,
      )})`;
    }
    case 'subtypes':
      return sql`exists (select 1 from unnest(c.subtypes) as st(subtype) where ${matchText(sql`st.subtype`, term.value)})`;
    case 'number':
      return hasWildcard(term.value)
        ? matchText(sql`c.number`, term.value)
        : sql`c.number_key = ${normalizeCardNumber(term.value)}`;
    case 'regulationMark':
      return matchText(sql`c.regulation_mark`, term.value);
    case 'id':
      return matchText(sql`c.id`, term.value);
    case 'nationalPokedexNumbers':
      return sql`${Number(term.value)}::int = any(c.national_pokedex_numbers)`;
  }
}

/** Whether a term reads the card's set (`s.*`). */
function usesSet(term: CardQueryTerm): boolean {
  return term.field === 'set' || term.field === 'set.id' || term.field === 'set.ptcgoCode' || term.field === 'set.name';
}

function whereClause(terms: CardQueryTerm[]): SQL {
  if (terms.length === 0) return sql`true`;
  return sql.join(
    terms.map((term) => {
      const condition = termCondition(term);
      // A missing value (no regulation mark) is "not G" too. A plain condition stays bare: null drops the row
      // just as false does, and the bare form is what the name indexes match.
      return term.negated ? sql`not coalesce(${condition}, false)` : sql`(${condition})`;
    }),
    sql` and `,
  );
}

export function createCardService({ db, remote, sourceState = () => 'off', log }: CardServiceDeps) {
  const remoteSkipUntil = new Map<string, number>();
  let remoteDownUntil = 0;
  const remoteOutage = createOutageReport(log, 'remote card service');
  const remoteInFlight = new Map<string, Promise<boolean>>();

  // Counts by query, each with the catalogue version it was read at (see cardCatalogueState): a repeated search
  // skips its count while nothing in the catalogue has been written since, in this process or any other.
  const counts = new Map<string, { version: string; total: number }>();

  async function countMatches(terms: CardQueryTerm[], key: string): Promise<number> {
    // Every card has its set (a non-null foreign key), so a count that does not filter on the set skips the join.
    const from = terms.some(usesSet) ? sql`cards c join card_sets s on s.id = c.set_id` : sql`cards c`;
    // The version and the count come from one statement, hence one snapshot: the count is exact for that version.
    const result = await db.execute<{ version: string; total: number }>(sql`
      select (select version from card_catalogue_state where id = 1)::text as version, count(*)::int as total
      from ${from} where ${whereClause(terms)}`);
    const { version, total } = result.rows[0]!;
    counts.delete(key);
    if (counts.size >= COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    counts.set(key, { version, total });
    return total;
  }

  async function searchLocal(terms: CardQueryTerm[], page: number, pageSize: number): Promise<CardSearchPage> {
    const key = JSON.stringify(terms);
    const cached = counts.get(key);
    const pageQuery = db.execute<CardRowOut & { catalogue_version: string }>(sql`
      select ${cardColumns}, (select version from card_catalogue_state where id = 1)::text as catalogue_version
      from cards c join card_sets s on s.id = c.set_id
      where ${whereClause(terms)} order by ${cardOrder} limit ${pageSize} offset ${(page - 1) * pageSize}`);
    let totalCount: number;
    let rows: (CardRowOut & { catalogue_version: string })[];
    if (cached) {
      rows = (await pageQuery).rows;
      // An empty page carries no version; its count is asked again.
      totalCount = rows[0]?.catalogue_version === cached.version ? cached.total : await countMatches(terms, key);
    } else {
      const [pageResult, total] = await Promise.all([pageQuery, countMatches(terms, key)]);
      rows = pageResult.rows;
      totalCount = total;
    }
    return {
      cards: rows.map(toCatalogueCard),
      page,
      pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / pageSize),
    };
  }

  /** Asks the remote service and caches what it finds; true when something new may now be found locally. */
  async function fillFromRemote(terms: CardQueryTerm[]): Promise<boolean> {
    if (!remote) return false;
    const query = toPokemonTcgQuery(terms) || 'name:*';
    if (remoteDownUntil > Date.now() || (remoteSkipUntil.get(query) ?? 0) > Date.now()) return false;
    let pending = remoteInFlight.get(query);
    if (!pending) {
      pending = (async () => {
        try {
          const found = await remote.search(query);
          remoteOutage.succeeded();
          if (found.length === 0) {
            remoteSkipUntil.set(query, Date.now() + REMOTE_MISS_MS);
            return false;
          }
          await db.transaction((tx) => upsertCardsWithSets(tx, found));
          return true;
        } catch (error) {
          remoteSkipUntil.set(query, Date.now() + REMOTE_FAILURE_MS);
          if (error instanceof RemoteCardsError && error.unreachable) {
            remoteDownUntil = Date.now() + REMOTE_DOWN_MS;
            remoteOutage.failed((error as Error).message, new Date(remoteDownUntil));
          } else {
            log.warn(`Card search "${query}" could not use the remote card service: ${(error as Error).message}`);
          }
          return false;
        } finally {
          remoteInFlight.delete(query);
        }
      })();
      remoteInFlight.set(query, pending);
    }
    return pending;
  }

  return {
    /** Spec part 2 §3 "Card search page"; the local catalogue first, then (when it has nothing) CARD_API_URL. */
    async search(query: { q: string; page: number; pageSize: number }): Promise<CardSearchPage> {
      let terms: CardQueryTerm[];
      try {
        terms = parseCardQuery(query.q);
      } catch (error) {
        if (error instanceof CardQueryError) throw badRequest(`Invalid search: ${error.message}`);
        throw error;
      }
      const local = await searchLocal(terms, query.page, query.pageSize);
      if (local.totalCount > 0 || !(await fillFromRemote(terms))) return local;
      return searchLocal(terms, query.page, query.pageSize);
    },

    /**
     * The catalogue card of each deck list line: by set code and printed number first (PTCGL codes; gallery
     * subsets such as `CRZ-GG` or numbers such as `GG56`/`TG06` find their gallery set, which shares the main
     * set's code; `PR-SW` finds the promo set), then by exact name (the newest printing); null when unknown.
     */
    async resolve(lines: CardResolveLine[]): Promise<(CatalogueCard | null)[]> {
      if (lines.length === 0) return [];
      const parsed = lines.map((line) => {
        let code = line.setCode.trim().toUpperCase();
        let number = normalizeCardNumber(line.number);
        const gallery = /^(.+)-(GG|TG)$/.exec(code);
        if (gallery) {
          code = gallery[1]!;
          if (/^\d+$/.test(number)) number = `${gallery[2]}${number}`;
        }
        return { code, number };
      });

      // Only the sets the lines name (by PTCGL code or id, and the promo sets of promo codes).
      const codes = [...new Set(parsed.filter((p) => p.number && p.code).map((p) => p.code))];
      const promoIds = codes.flatMap((code) => (PROMO_SET_IDS[code] ? [PROMO_SET_IDS[code]] : []));
      const sets = codes.length
        ? (
            await db.execute<{ id: string; ptcgo_code: string | null; name: string; set_code: string }>(sql`
              select id, ptcgo_code, name, coalesce(ptcgo_code, upper(id)) as set_code from card_sets
              where upper(ptcgo_code) = any(${sql.param(codes)}::text[]) or upper(id) = any(${sql.param(codes)}::text[])
                or id = any(${sql.param(promoIds)}::text[])
              order by id`)
          ).rows
        : [];
      const setsById = new Map(sets.map((set) => [set.id, set]));
      const setIdsByCode = new Map<string, string[]>();
      const addCode = (code: string, id: string) => setIdsByCode.set(code, [...(setIdsByCode.get(code) ?? []), id]);
      for (const set of sets) {
        if (set.ptcgo_code) addCode(set.ptcgo_code.toUpperCase(), set.id);
        addCode(set.id.toUpperCase(), set.id);
      }
      for (const [code, id] of Object.entries(PROMO_SET_IDS)) {
        if (setsById.has(id) && !setIdsByCode.get(code)?.includes(id)) addCode(code, id);
      }
      const wanted = parsed.map(({ code, number }) => ({
        setIds: number ? (setIdsByCode.get(code) ?? []) : [],
        number,
      }));

      /** The cards of the (set, key) pairs given, by one index lookup each; the set columns come from `sets`. */
      const cardsByKey = async (
        key: 'number_key' | 'digit_key',
        pairs: Map<string, { setId: string; key: string }>,
      ) => {
        if (pairs.size === 0) return [];
        const list = [...pairs.values()];
        const rows = await db.execute<
          Omit<CardRowOut, 'set_name' | 'set_code'> & { number_key: string; digit_key: string }
        >(sql`
          select c.id, c.name, c.supertype, c.subtypes, c.set_id, c.number, c.regulation_mark,
            c.national_pokedex_numbers, c.image_small, c.image_large, c.number_key, c.digit_key
          from unnest(${sql.param(list.map((p) => p.setId))}::text[], ${sql.param(list.map((p) => p.key))}::text[])
            as w(set_id, key)
          join cards c on c.set_id = w.set_id and c.${sql.raw(key)} = w.key`);
        return rows.rows.map((row) => {
          const set = setsById.get(row.set_id)!;
          const card = toCatalogueCard({ ...row, set_name: set.name, set_code: set.set_code });
          return { card, numberKey: row.number_key, digitKey: row.digit_key };
        });
      };
      const pairsOf = (list: typeof wanted) => {
        const pairs = new Map<string, { setId: string; key: string }>();
        for (const w of list) for (const setId of w.setIds) pairs.set(`${setId}|${w.number}`, { setId, key: w.number });
        return pairs;
      };

      // First the printings themselves (set and number key)…
      const byPrinting = new Map<string, CatalogueCard>();
      for (const { card, numberKey } of await cardsByKey('number_key', pairsOf(wanted))) {
        byPrinting.set(`${card.setId}|${numberKey}`, card);
      }
      const results: (CatalogueCard | null)[] = wanted.map((w) => {
        for (const setId of w.setIds) {
          const card = byPrinting.get(`${setId}|${w.number}`);
          if (card) return card;
        }
        return null;
      });
      // …then digits alone ("PR-SW 262"), for the lines still unresolved: they name a lettered number only when
      // exactly one printing has them.
      const byDigits = new Map<string, CatalogueCard[]>();
      const digitLines = wanted.filter((w, i) => !results[i] && /^\d+$/.test(w.number));
      for (const { card, digitKey } of await cardsByKey('digit_key', pairsOf(digitLines))) {
        const key = `${card.setId}|${digitKey}`;
        byDigits.set(key, [...(byDigits.get(key) ?? []), card]);
      }
      wanted.forEach((w, i) => {
        if (results[i] || !/^\d+$/.test(w.number)) return;
        const candidates = w.setIds.flatMap((setId) => byDigits.get(`${setId}|${w.number}`) ?? []);
        if (candidates.length === 1) results[i] = candidates[0]!;
      });

      const nameKey = (name: string) =>
        searchText(name.replace(/\{([A-Z])\}/g, (symbol, letter: string) => ENERGY_SYMBOLS[letter] ?? symbol)).trim();
      const names = [...new Set(lines.filter((_, i) => !results[i] && lines[i]!.name).map((l) => nameKey(l.name)))];
      if (names.length) {
        const rows = await db.execute<CardRowOut & { name_key: string }>(sql`
          select distinct on (c.name_search) ${cardColumns}, c.name_search as name_key
          from cards c join card_sets s on s.id = c.set_id
          where c.name_search = any(${sql.param(names)}::text[])
          order by c.name_search, ${cardOrder}`);
        const byName = new Map(rows.rows.map((row) => [row.name_key, toCatalogueCard(row)]));
        lines.forEach((line, i) => {
          if (!results[i] && line.name) results[i] = byName.get(nameKey(line.name)) ?? null;
        });
      }
      return results;
    },

    async status(): Promise<CardCatalogueStatus> {
      const result = await db.execute<{ cards: number; sets: number }>(
        sql`select (select count(*)::int from cards) as cards, (select count(*)::int from card_sets) as sets`,
      );
      const row = result.rows[0]!;
      return { cards: row.cards, sets: row.sets, remote: remote !== undefined, source: sourceState() };
    },
  };
}
