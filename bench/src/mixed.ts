// Mixed traffic (issue 18): exactly 50 clients for 30 s on one player's 2,000 TCG matches, each request a list page,
// the dashboard summary, a new match or the personal analytics, as a dashboard in use sends them. Printed per
// operation: requests, errors, p50 and p99. Target: p99 at most 250 ms and no errors.
import { Worker } from 'node:worker_threads';
import { apiEndpoints } from '@trainerlog/core';
import { benchApi, endpointUrl } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';
import { percentile } from './load.ts';
import { seedMatches } from './seed-matches.ts';

const CLIENTS = 50;
const DURATION_MS = 30_000;
const MATCHES = 2_000;
const DECKS = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];
/** The target of issue 18. */
const P99_TARGET_MS = 250;

interface Op {
  name: string;
  weight: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
interface OpResult {
  latenciesMs: number[];
  errors: number;
  statusCounts: Record<string, number>;
}

function runMixed(ops: Op[], clients: number, durationMs: number) {
  return new Promise<{ elapsedMs: number; results: Record<string, OpResult> }>((resolve, reject) => {
    const worker = new Worker(new URL('./mixed-worker.mjs', import.meta.url), {
      workerData: { ops, clients, durationMs },
    });
    worker.once('message', (result) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** Runs the scenario and prints its table; false when a target is missed or a request failed. */
export async function benchMixed(print: (line: string) => void): Promise<boolean> {
  const app = await startBenchApp('mixed', 'mixeduser');
  try {
    const json = { 'content-type': 'application/json' };
    const auth = { 'x-auth-token': app.token };
    const decks: { id: string; name: string }[] = [];
    for (const name of DECKS) {
      const created = await benchApi(app.url, app.token).decks.create({ name, cards: [] });
      decks.push({ id: created._id, name });
    }
    await benchApi(app.url, app.token).auth.setActiveDeck({ deckId: decks[0]!.id });
    const { rows } = await app.database.pool.query<{ id: string }>(`select id from users where username = 'mixeduser'`);
    await seedMatches(app.database.pool, {
      communityUsers: 0,
      communityMatches: 0,
      player: { userId: rows[0]!.id, matches: MATCHES, decks },
      days: 365,
      batchSize: 10_000,
    });
    await app.database.pool.query('vacuum (analyze) tcg_matches');

    const ops: Op[] = [
      {
        name: 'list (page 1 of 15)',
        weight: 35,
        url: `${endpointUrl(app.url, apiEndpoints.tcgMatches.list)}?page=1&pageSize=15`,
        method: 'GET',
        headers: auth,
      },
      {
        name: 'summary',
        weight: 25,
        url: endpointUrl(app.url, apiEndpoints.tcgMatches.summary),
        method: 'GET',
        headers: auth,
      },
      {
        name: 'analytics',
        weight: 20,
        url: endpointUrl(app.url, apiEndpoints.tcgMatches.stats),
        method: 'GET',
        headers: auth,
      },
      {
        name: 'create (Bo1)',
        weight: 20,
        url: endpointUrl(app.url, apiEndpoints.tcgMatches.create),
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({
          deckId: decks[0]!.id,
          opponentDeck: 'Gardevoir ex',
          format: 'Bo1',
          date: new Date().toISOString().slice(0, 10),
          games: [{ result: 'win', wentFirst: true, coinFlipWin: true, coinFlipChoice: 'first' }],
        }),
      },
    ];
    // MIXED_WEIGHTS=35,25,20,20 (list, summary, analytics, create) re-weighs the mix to see what costs what.
    const weights = process.env.MIXED_WEIGHTS?.split(',').map(Number);
    if (weights) ops.forEach((op, i) => (op.weight = weights[i] ?? op.weight));
    const { elapsedMs, results } = await runMixed(
      ops.filter((op) => op.weight > 0),
      CLIENTS,
      DURATION_MS,
    );

    print(
      `\nMixed traffic: ${CLIENTS} clients × ${DURATION_MS / 1000} s on a player's ${MATCHES.toLocaleString('en')} ` +
        `TCG matches (weights ${ops.map((o) => `${o.name.split(' ')[0]} ${o.weight}%`).join(', ')})\n`,
    );
    const header = ['operation', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
    const table: string[][] = [];
    const all: number[] = [];
    let errors = 0;
    for (const op of ops) {
      const r = results[op.name];
      if (!r) continue;
      const sorted = [...r.latenciesMs].sort((a, b) => a - b);
      for (const ms of sorted) all.push(ms);
      errors += r.errors;
      table.push([
        op.name,
        r.latenciesMs.length.toLocaleString('en'),
        String(r.errors),
        ((r.latenciesMs.length / elapsedMs) * 1000).toFixed(0),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 99).toFixed(1),
      ]);
      if (r.errors) print(`  ${op.name}: statuses ${JSON.stringify(r.statusCounts)}`);
    }
    all.sort((a, b) => a - b);
    table.push([
      'all',
      all.length.toLocaleString('en'),
      String(errors),
      ((all.length / elapsedMs) * 1000).toFixed(0),
      percentile(all, 50).toFixed(1),
      percentile(all, 99).toFixed(1),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    print(line(header));
    print(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of table) print(line(row));
    const p99 = percentile(all, 99);
    const ok = errors === 0 && p99 <= P99_TARGET_MS;
    print(
      `\n${ok ? 'Within' : 'MISSED'} the target: p99 ${p99.toFixed(1)} ms (≤ ${P99_TARGET_MS}), ${errors} errors (0).`,
    );
    return ok;
  } finally {
    await app.close();
  }
}
