// Issue 18 "Speed": what personal TCG analytics cost at the database for one player with 10,000 matches (among
// 50,000 community matches): reading every row with its games (as the service did), against reading only ids and
// versions and fetching changed rows (caching/keptRows.ts), then core's composite over them.
// Run: node --import tsx bench/src/analytics-load.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql, and } from 'drizzle-orm';
import { tcgPersonalAnalytics, type TcgAnalyticsMatch } from '@trainerlog/core';
import { connectDatabase } from '../../apps/server/src/db/connect.ts';
import { ensureEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { tcgMatches } from '../../apps/server/src/db/schema/index.ts';
import { createKeptRows } from '../../apps/server/src/caching/index.ts';
import { seedMatches } from './seed-matches.ts';

const PLAYER_MATCHES = Number(process.env.PLAYER_MATCHES ?? 10_000);

const columns = {
  _id: tcgMatches.id,
  date: tcgMatches.date,
  createdAt: tcgMatches.createdAt,
  deckId: tcgMatches.deckId,
  deckName: tcgMatches.deckName,
  opponentDeck: tcgMatches.opponentDeck,
  format: tcgMatches.format,
  games: tcgMatches.games,
  recordedResult: tcgMatches.recordedResult,
};

async function timed<T>(label: string, rounds: number, run: () => Promise<T>): Promise<T> {
  let result = await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(rounds / 2)]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms`);
  return result;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-analytics-load-'));
  fs.chmodSync(dataDir, 0o755);
  const pg = await ensureEmbeddedPostgres({ dataDir, ephemeral: true });
  const database = connectDatabase(pg.connectionString, { max: 4 });
  try {
    await runMigrations(database.pool);
    const { rows: users } = await database.pool.query<{ id: string }>(
      `insert into users (username, email, password_hash) values ('me', 'me@example.com', 'x') returning id`,
    );
    const userId = users[0]!.id;
    const { rows: decks } = await database.pool.query<{ id: string; name: string }>(
      `insert into decks (user_id, name) select $1, 'Deck ' || g from generate_series(1, 5) g returning id, name`,
      [userId],
    );
    await seedMatches(database.pool, {
      communityUsers: 50,
      communityMatches: 50_000,
      player: { userId, matches: PLAYER_MATCHES, decks },
      days: 730,
      batchSize: 20_000,
    });
    await database.pool.query('vacuum analyze');
    const { db } = database;
    const scope = eq(tcgMatches.userId, userId);
    const query = { convention: 'loss', granularity: 'week' } as const;
    console.log(`player with ${PLAYER_MATCHES} matches`);

    const all = await timed('full read (every column the composite reads)', 10, () =>
      db.select(columns).from(tcgMatches).where(scope),
    );
    await timed('core composite', 10, async () => tcgPersonalAnalytics(all as TcgAnalyticsMatch[], { query }));

    const kept = createKeptRows<TcgAnalyticsMatch>();
    const versions = () =>
      db
        .select({ id: tcgMatches.id, version: sql<string>`${tcgMatches}.xmin::text` })
        .from(tcgMatches)
        .where(scope);
    const fetch = async (ids: string[]) =>
      (
        await db
          .select({ ...columns, version: sql<string>`${tcgMatches}.xmin::text` })
          .from(tcgMatches)
          .where(and(scope, inArray(tcgMatches.id, ids)))
      ).map(({ version, ...row }) => ({ id: row._id, version, row: row as TcgAnalyticsMatch }));
    await timed('ids and versions only', 10, versions);
    const listing = async () => ({ rows: await versions() });
    const { rows } = await timed('kept rows, unchanged', 10, () => kept.rows('me', listing, fetch));
    const same =
      JSON.stringify(tcgPersonalAnalytics(rows, { query })) ===
      JSON.stringify(tcgPersonalAnalytics(all as TcgAnalyticsMatch[], { query }));
    console.log(`kept rows give the same answer: ${same}`);
    await timed('kept rows after one update', 10, async () => {
      await database.pool.query(
        `update tcg_matches set notes = notes where id = (select id from tcg_matches where user_id = $1 limit 1)`,
        [userId],
      );
      const start = performance.now();
      const result = await kept.rows('me', listing, fetch);
      return [result, performance.now() - start];
    });
    await timed('kept rows after one update + composite', 10, async () => {
      await database.pool.query(
        `update tcg_matches set notes = notes where id = (select id from tcg_matches where user_id = $1 limit 1)`,
        [userId],
      );
      return tcgPersonalAnalytics((await kept.rows('me', listing, fetch)).rows, { query });
    });
  } finally {
    await database.close();
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
