// Card-level insight (issue 30): what card facts cost to read and keep, and how fast the Cards view and community card
// impact answer at size, on a database of its own.
//
// Printed: reading with and without facts (logs/s), stored bytes per game, the backfill rate (games/s), the Cards
// view of a deck with 10,000 imported games (cold, the first request, and warm p50), the same computation in core
// alone, and one archetype's community card impact when the counts hold 1,000,000 games.
//
// `npm run bench` runs it after the PTCGL scenario; BENCH_CARDS=0 skips it. Alone: `node --import tsx bench/src/cardFacts.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { readPtcglLog, tcgCardGames, tcgCardInsights, tcgGameCardFacts, type TcgGameCardFacts } from '@trainerlog/core';
import { createCardFactsService } from '../../apps/server/src/modules/card-facts/index.ts';
import { startBenchApp } from './benchApp.ts';

const FIXTURES = fileURLToPath(new URL('../../packages/core/test/importers/ptcgl/fixtures/', import.meta.url));
const DECK_GAMES = Number(process.env.BENCH_CARDS_GAMES ?? 10_000);
const BACKFILL_MATCHES = Number(process.env.BENCH_CARDS_BACKFILL ?? 2_000);
const COMMUNITY_GAMES = Number(process.env.BENCH_CARDS_COMMUNITY_GAMES ?? 1_000_000);

function logs(): string[] {
  return fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => fs.readFileSync(path.join(FIXTURES, name), 'utf8'))
    .filter((text) => {
      const r = readPtcglLog(text);
      return r.players.length === 2 && r.wentFirst !== null && r.owner !== null;
    });
}

function rate(texts: string[], read: (text: string) => unknown, seconds = 2) {
  for (const t of texts) read(t);
  let rounds = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (const t of texts) read(t);
    rounds++;
  }
  return (texts.length * rounds) / ((performance.now() - start) / 1000);
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchCardFacts(print: (line: string) => void): Promise<void> {
  const texts = logs();
  print(`\nCard facts (issue 30): ${texts.length} fixture logs`);
  const plain = rate(texts, (t) => readPtcglLog(t));
  const withFacts = rate(texts, (t) => {
    const r = readPtcglLog(t);
    return tcgGameCardFacts(r, r.owner!);
  });
  print(
    `  reading: ${plain.toFixed(0)} logs/s; with card facts: ${withFacts.toFixed(0)} logs/s (${(plain / withFacts).toFixed(2)}× the time)`,
  );
  const facts: TcgGameCardFacts[] = texts.map((t) => {
    const r = readPtcglLog(t);
    return tcgGameCardFacts(r, r.owner!)!;
  });
  const jsonBytes = facts.reduce((s, f) => s + Buffer.byteLength(JSON.stringify(f)), 0) / facts.length;
  print(`  facts of one game as JSON: ${jsonBytes.toFixed(0)} bytes on average`);

  // Core alone: the Cards view over DECK_GAMES games, cold (new objects) and again.
  const games = Array.from({ length: DECK_GAMES }, (_, i) => ({
    match: {
      _id: `m${i}`,
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
      opponentDeck: ['Gardevoir ex', 'Dragapult ex', 'Raging Bolt ex', 'Gholdengo ex'][i % 4]!,
      games: [{ result: i % 3 === 0 ? 'loss' : 'win', wentFirst: i % 2 === 0 }],
    },
    facts: [facts[i % facts.length]!],
  }));
  let t0 = performance.now();
  tcgCardInsights(tcgCardGames(games));
  const coreCold = performance.now() - t0;
  t0 = performance.now();
  tcgCardInsights(tcgCardGames(games), { wentFirst: true });
  print(
    `  core Cards view over ${DECK_GAMES} games: ${coreCold.toFixed(1)} ms cold, ${(performance.now() - t0).toFixed(1)} ms again (going first)`,
  );

  const app = await startBenchApp('cards', `bench_cards_${Date.now()}`);
  try {
    const { db } = app.database;
    const headers = { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' };
    const deck = await fetch(`${app.url}/api/decks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench deck', pokemonSprite: 'dragapult', cards: [] }),
    }).then((r) => r.json() as Promise<{ _id: string; user: string }>);
    const userId = (await db.execute<{ id: string }>(sql`select user_id as id from decks where id = ${deck._id}`))
      .rows[0]!.id;

    // The backfill: BACKFILL_MATCHES matches with kept logs, read by the service.
    const logged = Array.from({ length: BACKFILL_MATCHES }, (_, i) => {
      const text = texts[i % texts.length]!;
      const r = readPtcglLog(text);
      return { text, result: r.winner === r.owner ? 'win' : 'loss' };
    });
    await db.execute(sql`
      insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, format, date, games, wins, losses, result, import_source, ptcgl_log_text)
      select ${userId}::uuid, ${deck._id}::uuid, 'Bench deck', 'Gardevoir ex', 'Bo1', '2026-05-01',
        json_build_array(json_build_object('result', l.result)), (l.result = 'win')::int, (l.result = 'loss')::int, l.result, 'ptcgl', l.text
      from jsonb_to_recordset(${JSON.stringify(logged)}::jsonb) as l(text text, result text)`);
    const service = createCardFactsService(db);
    t0 = performance.now();
    const filled = await service.fill();
    const seconds = (performance.now() - t0) / 1000;
    print(
      `  backfill: ${filled.matches} matches, ${filled.games} games in ${seconds.toFixed(2)} s (${(filled.games / seconds).toFixed(0)} games/s)`,
    );
    const [size] = (
      await db.execute<{ bytes: number; games: number }>(sql`
        select sum(pg_column_size(f.*))::float8 as bytes, sum(json_array_length(facts::json))::float8 as games from tcg_match_card_facts f`)
    ).rows;
    print(
      `  stored: ${(size!.bytes / size!.games).toFixed(0)} bytes per game (the row with its packed facts, as PostgreSQL keeps it)`,
    );

    // The Cards view of a deck with DECK_GAMES imported games: facts rows straight in (their reading is measured above).
    await db.execute(sql`delete from tcg_matches where user_id = ${userId}`);
    const rows = games.map((g, i) => ({
      i,
      result: g.match.games[0]!.result,
      first: g.match.games[0]!.wentFirst,
      deck: g.match.opponentDeck,
    }));
    for (let start = 0; start < rows.length; start += 2000) {
      const { rows: inserted } = await db.execute<{ id: string }>(sql`
        insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, format, date, games, wins, losses, result)
        select ${userId}::uuid, ${deck._id}::uuid, 'Bench deck', r.deck, 'Bo1', '2026-05-01',
          json_build_array(json_build_object('result', r.result, 'wentFirst', r.first)),
          (r.result = 'win')::int, (r.result = 'loss')::int, r.result
        from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 2000))}::jsonb) as r(i int, result text, first boolean, deck text)
        returning id`);
      await service.store(inserted.map(({ id }) => ({ matchId: id, userId, games: [facts[0]!] })));
    }
    const cards = `${app.url}/api/deck-analytics/${deck._id}/cards`;
    t0 = performance.now();
    const first = await fetch(cards, { headers });
    const cold = performance.now() - t0;
    const body = (await first.json()) as { games: number };
    const warm: number[] = [];
    for (let i = 0; i < 10; i++) {
      t0 = performance.now();
      await (await fetch(`${cards}?turnOrder=${i % 2 ? 'first' : 'all'}`, { headers })).arrayBuffer();
      warm.push(performance.now() - t0);
    }
    print(
      `  GET /api/deck-analytics/:id/cards over ${body.games} games: ${cold.toFixed(0)} ms cold, p50 ${p50(warm).toFixed(0)} ms`,
    );

    // Community: counts holding COMMUNITY_GAMES games over 40 archetypes × 150 cards.
    await db.execute(sql`
      insert into deck_categories (id, name) select gen_random_uuid(), 'Bench archetype ' || a from generate_series(1, 40) a
      on conflict do nothing`);
    await db.execute(sql`
      insert into community_card_games (category_id, games, wins)
      select id, ${Math.round(COMMUNITY_GAMES / 40)}, ${Math.round(COMMUNITY_GAMES / 80)} from deck_categories where name like 'Bench archetype %'`);
    await db.execute(sql`
      insert into community_card_counts (category_id, card, g1, w1, g2, w2, g3, w3, ga, wa)
      select c.id, 'Card ' || n, x / 8, x / 16, x / 4, x / 8, x / 2, x / 4, x, x / 2
      from deck_categories c, generate_series(1, 150) n, lateral (select (${Math.round(COMMUNITY_GAMES / 40)} / n)::int as x) v
      where c.name like 'Bench archetype %'`);
    const archetype = (
      await db.execute<{ id: string }>(sql`select id from deck_categories where name = 'Bench archetype 1'`)
    ).rows[0]!.id;
    const community: number[] = [];
    for (let i = 0; i < 20; i++) {
      t0 = performance.now();
      await (await fetch(`${app.url}/api/analytics/global/cards?archetype=${archetype}`)).arrayBuffer();
      community.push(performance.now() - t0);
    }
    print(
      `  GET /api/analytics/global/cards (one archetype, counts of ${COMMUNITY_GAMES.toLocaleString('en-US')} games): p50 ${p50(community).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCardFacts((l) => console.log(l));
}
