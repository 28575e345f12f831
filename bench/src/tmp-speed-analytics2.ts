import { eq } from 'drizzle-orm';
import { tcgPersonalAnalytics, tcgAnalyticsSchema } from '@trainerlog/core';
import { startBenchApp } from './benchApp.ts';
import { seedMatches } from './seed-matches.ts';
import { tcgMatches } from '../../apps/server/src/db/schema/index.ts';
const app = await startBenchApp('an', 'anuser');
const { rows } = await app.database.pool.query<{ id: string }>(`select id from users where username = 'anuser'`);
const userId = rows[0]!.id;
await seedMatches(app.database.pool, { communityUsers: 0, communityMatches: 0, player: { userId, matches: 10_000, decks: [{ id: null as unknown as string, name: 'A' }] }, days: 730, batchSize: 10_000 }).catch(async (e) => { console.log('seed', e.message); });
const db = app.database.db;
const cols = { _id: tcgMatches.id, date: tcgMatches.date, createdAt: tcgMatches.createdAt, deckId: tcgMatches.deckId, deckName: tcgMatches.deckName, opponentDeck: tcgMatches.opponentDeck, format: tcgMatches.format, games: tcgMatches.games, recordedResult: tcgMatches.recordedResult };
for (let i = 0; i < 5; i++) {
  let t = performance.now();
  const ms = await db.select(cols).from(tcgMatches).where(eq(tcgMatches.userId, userId));
  const load = performance.now() - t; t = performance.now();
  const raw = await app.database.pool.query(`select id, date, created_at, deck_id, deck_name, opponent_deck, format, games::text, recorded_result from tcg_matches where user_id = $1`, [userId]);
  const rawMs = performance.now() - t; t = performance.now();
  const a = tcgPersonalAnalytics(ms as never, { query: { convention: 'loss', granularity: 'week' } as never, seasons: [], decks: [] });
  const comp = performance.now() - t; t = performance.now();
  const json = JSON.stringify(a);
  const str = performance.now() - t;
  console.log(ms.length, 'load', load.toFixed(0), 'raw(text games)', rawMs.toFixed(0), raw.rows.length, 'compute', comp.toFixed(0), 'stringify', str.toFixed(0), json.length);
}
await app.close();
