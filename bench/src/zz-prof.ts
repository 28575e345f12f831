import { sql } from 'drizzle-orm';
import { readPtcglLog, tcgCardGames, tcgCardInsights, tcgGameCardFacts } from '@trainerlog/core';
import fs from 'node:fs';
import path from 'node:path';
import { startBenchApp } from '/work/main/bench/src/benchApp.ts';
const FIX = '/work/main/packages/core/test/importers/ptcgl/fixtures/';
const texts = fs.readdirSync(FIX).filter((f) => f.endsWith('.txt')).map((f) => fs.readFileSync(path.join(FIX, f), 'utf8'));
const facts = texts.map((t) => { const r = readPtcglLog(t); return r.owner ? tcgGameCardFacts(r, r.owner) : null; }).filter(Boolean);
const app = await startBenchApp('prof', `prof_${Date.now()}`);
const { db } = app.database;
const headers = { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' };
const deck = await fetch(`${app.url}/api/decks`, { method: 'POST', headers, body: JSON.stringify({ name: 'D', pokemonSprite: 'dragapult', cards: [] }) }).then((r) => r.json() as Promise<{ _id: string }>);
const userId = (await db.execute<{ id: string }>(sql`select user_id as id from decks where id = ${deck._id}`)).rows[0]!.id;
const rows = Array.from({ length: 10000 }, (_, i) => ({ result: i % 3 ? 'win' : 'loss', first: i % 2 === 0, deck: ['A', 'B', 'C', 'D'][i % 4], facts: facts[i % facts.length] }));
for (let s = 0; s < rows.length; s += 2000) {
  await db.execute(sql`with m as (insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, format, date, games, wins, losses, result)
    select ${userId}::uuid, ${deck._id}::uuid, 'D', r.deck, 'Bo1', '2026-05-01', json_build_array(json_build_object('result', r.result, 'wentFirst', r.first)), (r.result='win')::int, (r.result='loss')::int, r.result
    from jsonb_to_recordset(${JSON.stringify(rows.slice(s, s + 2000))}::jsonb) as r(result text, first boolean, deck text, facts jsonb) returning id)
    insert into tcg_match_card_facts (match_id, user_id, version, games) select m.id, ${userId}::uuid, 1, jsonb_build_array(${JSON.stringify(facts[s / 2000 % facts.length])}::jsonb) from m`);
}
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  const { rows: r } = await db.execute<any>(sql`select m.id, m.date::text as date, m.opponent_deck, m.games, f.games as facts from tcg_matches m left join tcg_match_card_facts f on f.match_id = m.id where m.user_id = ${userId} and m.deck_id = ${deck._id}`);
  const q = performance.now() - t; t = performance.now();
  const g = tcgCardGames(r.map((row: any) => ({ match: { _id: row.id, date: row.date, opponentDeck: row.opponent_deck, games: row.games }, facts: row.facts ?? [] })));
  const b = performance.now() - t; t = performance.now();
  tcgCardInsights(g, {});
  console.log(`query ${q.toFixed(1)} build ${b.toFixed(1)} insights ${(performance.now() - t).toFixed(1)}`);
}
let t = performance.now();
await (await fetch(`${app.url}/api/deck-analytics/${deck._id}/cards`, { headers })).arrayBuffer();
console.log('http', (performance.now() - t).toFixed(1));
await app.close();
