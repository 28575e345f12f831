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
  tcgCardGamesListed,
  tcgCardInsights,
  tcgMatchCardFacts,
  filterCardGames,
  type CardGamesQuery,
  type CardInsightsQuery,
  type TcgCardInsightsMatch,
  type TcgGameCardFacts,
} from '@trainerlog/core';
import type { FastifyBaseLogger } from 'fastify';
import { createKeptRows, type RowVersion } from '../../caching/index.ts';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound } from '../../http/errors.ts';
import { DECK_NOT_FOUND } from '../decks/index.ts';
import { createCardNames } from './cardNames.ts';
import { cardNamesOf, packCardFacts, unpackCardFacts, type PackedMatch } from './packed.ts';

const BATCH = 200;

interface CardFactsRow {
  match: TcgCardInsightsMatch;
  facts: (TcgGameCardFacts | null)[];
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

  /** Whether the caller owns the deck, and how many of its matches keep a log without current facts. */
  const deckState = (userId: string, deckId: string) => sql`
    exists (select 1 from decks where id = ${deckId} and user_id = ${userId}) as owned,
    count(*) filter (where m.ptcgl_log_text is not null
      and (f.version is null or f.version < ${TCG_CARD_FACTS_VERSION}))::int as missing`;

  /**
   * The deck's matches with their facts (all of them, or those of `ids`) and the deck's state (deckState), read as a
   * few long texts rather than 10,000 rows (the driver's per-row cost was most of reading them one by one), column by
   * column: ids, versions and dates joined by spaces (split, not parsed), the opponent decks, games and packed facts
   * as JSON arrays. The card names added since the last read come side by side, on another connection (cardNames.ts).
   */
  async function readDeck(userId: string, deckId: string, ids?: readonly string[]) {
    const names = cardNames.load();
    names.catch(() => {}); // awaited below; a failed statement first must not leave it unhandled
    const { rows } = await db.execute<{
      ids: string | null;
      versions: string;
      dates: string;
      decks: string;
      games: string;
      facts: string;
      owned: boolean;
      missing: number;
    }>(sql`
      select string_agg(m.id::text, ' ') as ids, string_agg(concat(m.xmin, ':', f.xmin), ' ') as versions,
        string_agg(m.date::text, ' ') as dates,
        '[' || string_agg(coalesce(to_json(m.opponent_deck)::text, '""'), ',') || ']' as decks,
        '[' || string_agg(coalesce(m.games::text, 'null'), ',') || ']' as games,
        '[' || string_agg(coalesce(f.facts, 'null'), ',') || ']' as facts, ${deckState(userId, deckId)}
      from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
      where m.user_id = ${userId} and m.deck_id = ${deckId}
        ${ids ? sql`and m.id = any(${sql.param(ids)}::uuid[])` : sql``}`);
    const row = rows[0]!;
    const { owned, missing } = row;
    await names;
    if (row.ids === null) return { owned, missing, rows: [] };
    const versions = row.versions.split(' ');
    const dates = row.dates.split(' ');
    const decks = JSON.parse(row.decks) as string[];
    const games = JSON.parse(row.games) as TcgCardInsightsMatch['games'][];
    const packed = JSON.parse(row.facts) as (PackedMatch | null)[];
    const unknown = new Set<number>();
    const read: (RowVersion & { row: CardFactsRow })[] = row.ids.split(' ').map((id, i) => ({
      id,
      version: versions[i]!,
      row: {
        match: { _id: id, date: dates[i]!, opponentDeck: decks[i]!, games: games[i]! },
        facts: unpackCardFacts(packed[i] ?? [], cardNames.names, unknown) ?? [],
      },
    }));
    if (unknown.size > 0) {
      // A name committed after a larger id was read: read those and unpack again (what was named stays named).
      await cardNames.load([...unknown]);
      read.forEach((kept, i) => (kept.row.facts = unpackCardFacts(packed[i] ?? [], cardNames.names, new Set()) ?? []));
    }
    return { owned, missing, rows: read };
  }

  /** The deck's ids and row versions, narrowly (no facts), and the deck's state (deckState). */
  async function listDeck(userId: string, deckId: string) {
    const { rows } = await db.execute<{ listed: string | null; owned: boolean; missing: number }>(sql`
      select string_agg(concat(m.id, ' ', m.xmin, ':', f.xmin), ' ') as listed, ${deckState(userId, deckId)}
      from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
      where m.user_id = ${userId} and m.deck_id = ${deckId}`);
    const parts = rows[0]!.listed?.split(' ') ?? [];
    const listed: { id: string; version: string }[] = [];
    for (let i = 0; i < parts.length; i += 2) listed.push({ id: parts[i]!, version: parts[i + 1]! });
    return { owned: rows[0]!.owned, missing: rows[0]!.missing, rows: listed };
  }

  /** The deck's games with facts (after filling the player's missing ones); 404 unless the caller owns the deck. */
  async function deckGames(userId: string, deckId: string) {
    if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
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
        if (!listing.owned) throw notFound(DECK_NOT_FOUND);
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
      return tcgCardGamesListed(filterCardGames(games, filterOf(query)), query);
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
