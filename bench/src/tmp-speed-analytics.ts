import { startBenchApp } from './benchApp.ts';
import { seedMatches } from './seed-matches.ts';
const app = await startBenchApp('an', 'anuser');
const auth = { 'x-auth-token': app.token, 'content-type': 'application/json' };
const decks: { id: string; name: string }[] = [];
for (const name of ['A', 'B', 'C', 'D', 'E']) {
  const r = await fetch(`${app.url}/api/decks`, { method: 'POST', headers: auth, body: JSON.stringify({ name, cards: [] }) });
  decks.push({ id: ((await r.json()) as { _id: string })._id, name });
}
const { rows } = await app.database.pool.query<{ id: string }>(`select id from users where username = 'anuser'`);
await seedMatches(app.database.pool, { communityUsers: 0, communityMatches: 0, player: { userId: rows[0]!.id, matches: 10_000, decks }, days: 730, batchSize: 10_000 });
await app.database.pool.query('vacuum (analyze) tcg_matches');
const queries = ['', '?convention=third', '?convention=exclude', '?bestOf=1', '?bestOf=3', '?format=Bo1', '?convention=third&bestOf=1'];
for (const q of queries) {
  const t0 = performance.now();
  const r = await fetch(`${app.url}/api/tcgmatches/stats${q}`, { headers: auth });
  const text = await r.text();
  console.log('tcg stats', q || '(default)', r.status, (performance.now() - t0).toFixed(0), 'ms', text.length, 'chars');
}
const t0 = performance.now();
const r = await fetch(`${app.url}/api/deck-analytics/${decks[0]!.id}`, { headers: auth });
await r.text();
console.log('deck analytics', r.status, (performance.now() - t0).toFixed(0), 'ms');
await app.close();
