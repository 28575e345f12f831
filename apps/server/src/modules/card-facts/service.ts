/**
 * Card facts of imported TCG games (issue 30 "Kept compactly"): read once from each match's kept PTCGL log by core
 * `tcgMatchCardFacts` and kept in `tcg_match_card_facts` (db/schema/cardFacts.ts), and the deck's Cards view computed
 * from them by core `tcgCardInsights`.
 *
 * Decisions:
 * - The log text stays the source of truth. A row is missing when the match is new, its log or games changed (the
 *   trigger of migration 0026 deletes it) or core's `TCG_CARD_FACTS_VERSION` moved past its `version`; `fill` reads
 *   exactly those matches again. So the backfill and a reader fix are one mechanism, resumable by construction: the
 *   state is the table itself, and a killed pass starts again where rows are missing.
 * - Start-up runs one background pass over every player (`backfill`), in batches of `BATCH` matches, yielding to the
 *   event loop between matches, with its progress in the server log. A player's Cards view first fills what is missing
 *   of that player (an import a moment ago), so a number is never computed from stale facts.
 * - Reading is the costly part (about a millisecond a log); the Cards view itself reads only the facts, the games'
 *   results and the opponent deck (never the log).
 */
import { sql } from 'drizzle-orm';
import {
  TCG_CARD_FACTS_VERSION,
  tcgCardGames,
  tcgCardGamesBehind,
  tcgCardInsights,
  tcgMatchCardFacts,
  filterCardGames,
  type CardGamesQuery,
  type CardInsightsQuery,
  type TcgCardInsightsMatch,
  type TcgGameCardFacts,
} from '@trainerlog/core';
import type { FastifyBaseLogger } from 'fastify';
import { createKeptRows } from '../../caching/index.ts';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound } from '../../http/errors.ts';
import { DECK_NOT_FOUND } from '../decks/index.ts';
import { createCardNames } from './cardNames.ts';
import { cardNamesOf, packCardFacts, unknownCardIds, unpackCardFacts, type PackedMatch } from './packed.ts';

const BATCH = 200;
/** Games listed behind one number (the list says how many there are in all). */
const GAMES_LISTED = 100;

interface CardFactsRow {
  match: TcgCardInsightsMatch;
  facts: readonly (TcgGameCardFacts | null)[];
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type CardFactsService = ReturnType<typeof createCardFactsService>;

export function createCardFactsService(db: Db, log?: FastifyBaseLogger) {
  const kept = createKeptRows<CardFactsRow>();
  const cardNames = createCardNames(db);
  let stopped = false;
  let running: Promise<void> | null = null;

  /**
   * Stores the facts of these matches (packed, packed.ts) at the current version. Only matches that still exist get
   * a row; the facts stored are those of the texts just read: a match whose log changed meanwhile lost its row to the
   * trigger after our read, and the join keeps this insert from bringing stale facts back.
   */
  async function store(values: readonly { matchId: string; userId: string; games: (TcgGameCardFacts | null)[] }[]) {
    if (values.length === 0) return;
    const names = new Set<string>();
    for (const value of values) cardNamesOf(value.games, names);
    await cardNames.ensure(names);
    const rows = values.map((v) => ({
      match_id: v.matchId,
      user_id: v.userId,
      facts: packCardFacts(v.games, cardNames.idOf),
    }));
    await db.execute(sql`
      insert into tcg_match_card_facts (match_id, user_id, version, facts)
      select v.match_id::uuid, v.user_id::uuid, ${TCG_CARD_FACTS_VERSION}, v.facts
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(match_id text, user_id text, facts text)
      join tcg_matches m on m.id = v.match_id::uuid
      on conflict (match_id) do update set version = excluded.version, facts = excluded.facts`);
  }

  /** Reads and stores the facts of up to `BATCH` matches missing them (of one player, or of all); how many. */
  async function fillBatch(userId?: string): Promise<{ matches: number; games: number }> {
    const { rows } = await db.execute<{ id: string; user_id: string; log: string; games: unknown }>(sql`
      select m.id, m.user_id, m.ptcgl_log_text as log, m.games from tcg_matches m
      where m.ptcgl_log_text is not null ${userId ? sql`and m.user_id = ${userId}` : sql``}
        and not exists (select 1 from tcg_match_card_facts f
          where f.match_id = m.id and f.version >= ${TCG_CARD_FACTS_VERSION})
      order by m.user_id, m.id limit ${BATCH}`);
    let games = 0;
    const values: { matchId: string; userId: string; games: (TcgGameCardFacts | null)[] }[] = [];
    for (const row of rows) {
      const facts = tcgMatchCardFacts({ ptcglLogText: row.log, games: row.games as never });
      games += facts.filter(Boolean).length;
      values.push({ matchId: row.id, userId: row.user_id, games: facts });
      if (values.length % 20 === 0) await yieldToLoop();
    }
    await store(values);
    return { matches: rows.length, games };
  }

  /** Every missing row of one player (or of all players), batch after batch. */
  async function fill(userId?: string, progress?: (done: number, games: number) => void) {
    let done = 0;
    let games = 0;
    for (;;) {
      if (stopped) return { matches: done, games };
      const batch = await fillBatch(userId);
      done += batch.matches;
      games += batch.games;
      if (batch.matches > 0) progress?.(done, games);
      if (batch.matches < BATCH) return { matches: done, games };
    }
  }

  /**
   * The deck's matches with their facts, as one JSON text built by PostgreSQL (10,000 rows as one value: the per-row
   * cost of the driver is most of reading them one by one): `[[id, version, date, opponent deck, games, packed facts
   * or null], …]`, all of the deck's or those of `ids`; and how many of the deck's matches keep a log without current
   * facts (then the caller fills them first).
   */
  async function readDeck(userId: string, deckId: string, ids?: readonly string[]) {
    const { rows } = await db.execute<{ rows: string; missing: number }>(sql`
      select coalesce('[' || string_agg(concat('["', m.id, '","', m.xmin, ':', f.xmin, '","', m.date, '",',
          coalesce(to_json(m.opponent_deck)::text, '""'), ',', coalesce(m.games::text, 'null'), ',',
          coalesce(f.facts, 'null'), ']'), ',') || ']', '[]') as rows,
        count(*) filter (where m.ptcgl_log_text is not null
          and (f.version is null or f.version < ${TCG_CARD_FACTS_VERSION}))::int as missing
      from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
      where m.user_id = ${userId} and m.deck_id = ${deckId}
        ${ids ? sql`and m.id = any(${sql.param(ids)}::uuid[])` : sql``}`);
    const read = JSON.parse(rows[0]!.rows) as [
      string,
      string,
      string,
      string,
      TcgCardInsightsMatch['games'],
      PackedMatch | null,
    ][];
    await cardNames.load(
      unknownCardIds(
        read.map((r) => r[5] ?? []),
        cardNames.names,
      ),
    );
    return {
      missing: rows[0]!.missing,
      rows: read.map(([id, version, date, opponentDeck, games, packed]) => ({
        id,
        version,
        row: {
          match: { _id: id, date, opponentDeck, games },
          facts: packed ? unpackCardFacts(packed, cardNames.names) : [],
        },
      })),
    };
  }

  /** The deck's ids and row versions, narrowly (no facts), and how many miss current facts (see readDeck). */
  async function listDeck(userId: string, deckId: string) {
    const { rows } = await db.execute<{ listed: string | null; missing: number }>(sql`
      select string_agg(concat(m.id, ' ', m.xmin, ':', f.xmin), ' ') as listed,
        count(*) filter (where m.ptcgl_log_text is not null
          and (f.version is null or f.version < ${TCG_CARD_FACTS_VERSION}))::int as missing
      from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
      where m.user_id = ${userId} and m.deck_id = ${deckId}`);
    const parts = rows[0]!.listed?.split(' ') ?? [];
    const listed: { id: string; version: string }[] = [];
    for (let i = 0; i < parts.length; i += 2) listed.push({ id: parts[i]!, version: parts[i + 1]! });
    return { missing: rows[0]!.missing, rows: listed };
  }

  /** The deck's games with facts (after filling the player's missing ones); 404 unless the caller owns the deck. */
  async function deckGames(userId: string, deckId: string) {
    if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
    const { rows: owned } = await db.execute(sql`select 1 from decks where id = ${deckId} and user_id = ${userId}`);
    if (owned.length === 0) throw notFound(DECK_NOT_FOUND);
    // The deck's rows kept in memory (caching/keptRows.ts): only rows whose match or facts changed are read again,
    // so a new filter or the games behind a number do not fetch 10,000 facts documents each time. A scope not kept
    // (the first request) is listed and read in one statement. Either listing counts the deck's matches whose log has
    // no current facts (an import a moment ago): those are read first, so a number never comes from stale facts.
    const scope = `${userId}:${deckId}`;
    const { rows } = await kept.rows(
      scope,
      async () => {
        const list = () => (kept.has(scope) ? listDeck(userId, deckId) : readDeck(userId, deckId));
        let listing = await list();
        if (listing.missing > 0) {
          await fill(userId);
          listing = await list();
        }
        return { rows: listing.rows };
      },
      async (ids) => (await readDeck(userId, deckId, ids)).rows,
    );
    return tcgCardGames(rows);
  }

  const filterOf = (query: CardInsightsQuery) => ({
    wentFirst: query.turnOrder === 'all' ? null : query.turnOrder === 'first',
    opponentDeck: query.opponent,
  });

  return {
    fill,
    store,
    /** GET /api/deck-analytics/:id/cards. */
    async insights(userId: string, deckId: string, query: CardInsightsQuery) {
      return tcgCardInsights(await deckGames(userId, deckId), filterOf(query));
    },
    /** GET /api/deck-analytics/:id/cards/games. */
    async gamesBehind(userId: string, deckId: string, query: CardGamesQuery) {
      const { games } = await deckGames(userId, deckId);
      const behind = tcgCardGamesBehind(filterCardGames(games, filterOf(query)), query);
      return {
        total: behind.length,
        games: behind.slice(0, GAMES_LISTED).map(({ matchId, game, date, opponentDeck, result, wentFirst }) => ({
          matchId,
          game,
          date,
          opponentDeck,
          result,
          wentFirst,
        })),
      };
    },
    /** The start-up pass over every player (see header); resolves when done or stopped. */
    backfill(): Promise<void> {
      running ??= (async () => {
        const started = Date.now();
        const { matches, games } = await fill(undefined, (done, games) =>
          log?.info(`Card facts: read ${done} kept logs (${games} games) so far`),
        );
        if (matches > 0) {
          const seconds = (Date.now() - started) / 1000;
          log?.info(
            `Card facts: ${matches} matches (${games} games) read in ${seconds.toFixed(1)} s ` +
              `(${Math.round(games / Math.max(seconds, 0.001))} games/s)`,
          );
        }
      })()
        .catch((error: unknown) =>
          log?.warn({ err: error }, 'Card facts: the backfill stopped; the next start resumes it'),
        )
        .finally(() => {
          running = null;
        });
      return running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
