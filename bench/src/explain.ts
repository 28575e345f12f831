// `BENCH_EXPLAIN=1 npm run bench`: before the load cases, one request per listed endpoint with every statement it
// sends recorded, then EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of each on the seeded data — to check which index serves what.
import type pg from 'pg';

interface Recorded {
  text: string;
  values: unknown[];
}

/** Records the statements sent through `pool.query` (the app's non-transaction queries) while `run` runs. */
async function recordStatements(pool: pg.Pool, run: () => Promise<void>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const patched = (...args: unknown[]) => {
    // query(text, values) or query({ text, values }, values) as drizzle sends it.
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
    if (config?.text) {
      recorded.push({ text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) });
    }
    return original(...args);
  };
  (pool as unknown as { query: typeof patched }).query = patched;
  try {
    await run();
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  return recorded;
}

/** Prints each endpoint's statements with their plans (session and auth lookups included, as the app sends them). */
export async function explainEndpoints(
  pool: pg.Pool,
  endpoints: { name: string; url: string; headers: Record<string, string> }[],
): Promise<void> {
  for (const endpoint of endpoints) {
    const statements = await recordStatements(pool, async () => {
      const res = await fetch(endpoint.url, { headers: endpoint.headers });
      await res.text();
    });
    console.log(`\n=== ${endpoint.name}: ${statements.length} statements`);
    for (const statement of statements) {
      // Only reads are explained: EXPLAIN ANALYZE runs the statement. Per-node timing is off: its clock reads would
      // inflate plans that touch thousands of rows; the total execution time stays.
      if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off, timing off) ${statement.text}`,
        statement.values,
      );
      console.log(`\n-- ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      for (const row of rows) console.log(row['QUERY PLAN']);
    }
  }
}
