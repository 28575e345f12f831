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

const BATCH = 200;
/** Games listed behind one number (the list says how many there are in all). */
const GAMES_LISTED = 100;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type CardFactsService = ReturnType<typeof createCardFactsService>;

export function createCardFactsService(db: Db, log?: FastifyBaseLogger) {
  const kept = createKeptRows<{ match: TcgCardInsightsMatch; facts: readonly (TcgGameCardFacts | null)[] }>();
  let stopped = false;
  let running: Promise<void> | null = null;

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
    if (values.length > 0) {
      // The facts stored are those of the texts just read: a match whose log changed meanwhile lost its row to the
      // trigger after our read, and `where` keeps this insert from bringing stale facts back.
      await db.execute(sql`
        insert into tcg_match_card_facts (match_id, user_id, version, games)
        select v.match_id::uuid, v.user_id::uuid, ${TCG_CARD_FACTS_VERSION}, v.games
        from jsonb_to_recordset(${JSON.stringify(values.map((v) => ({ match_id: v.matchId, user_id: v.userId, games: v.games })))}::jsonb)
          as v(match_id text, user_id text, games jsonb)
        join tcg_matches m on m.id = v.match_id::uuid
        on conflict (match_id) do update set version = excluded.version, games = excluded.games`);
    }
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

  /** The deck's games with facts (after filling the player's missing ones); 404 unless the caller owns the deck. */
  async function deckGames(userId: string, deckId: string) {
    if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
    const { rows: owned } = await db.execute(sql`select 1 from decks where id = ${deckId} and user_id = ${userId}`);
    if (owned.length === 0) throw notFound(DECK_NOT_FOUND);
    await fill(userId);
    // The deck's rows kept in memory (caching/keptRows.ts): only rows whose match or facts changed are read again,
    // so a new filter or the games behind a number do not fetch 10,000 facts documents each time.
    const { rows } = await kept.rows(
      `${userId}:${deckId}`,
      async () => {
        const { rows: listed } = await db.execute<{ id: string; version: string }>(sql`
          select m.id, concat(m.xmin::text, ':', coalesce(f.xmin::text, '')) as version
          from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
          where m.user_id = ${userId} and m.deck_id = ${deckId}`);
        return { rows: listed };
      },
      async (ids) => {
        const { rows: read } = await db.execute<{
          id: string;
          version: string;
          date: string;
          opponent_deck: string;
          games: TcgCardInsightsMatch['games'];
          facts: (TcgGameCardFacts | null)[] | null;
        }>(sql`
          select m.id, concat(m.xmin::text, ':', coalesce(f.xmin::text, '')) as version, m.date::text as date,
            m.opponent_deck, m.games, f.games as facts
          from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id
          where m.user_id = ${userId} and m.deck_id = ${deckId} and m.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`);
        return read.map((row) => ({
          id: row.id,
          version: row.version,
          row: {
            match: { _id: row.id, date: row.date, opponentDeck: row.opponent_deck, games: row.games },
            facts: row.facts ?? [],
          },
        }));
      },
    );
    return tcgCardGames(rows);
  }

  const filterOf = (query: CardInsightsQuery) => ({
    wentFirst: query.turnOrder === 'all' ? null : query.turnOrder === 'first',
    opponentDeck: query.opponent,
  });

  return {
    fill,
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
