// TCG creates per second with 1, 2 and 4 writer processes on one database (issue 31, "Writes that scale"). Each
// writer process is what an app instance is to the database: its own pool of ten connections and eight players
// logging matches one after another through the app's create (`createTcgMatchService().create`, the one-statement
// INSERT of migration 0020), without HTTP so the figure is the database's and not the event loop's. Every player is
// distinct (their own per-player rows) and logs a varied archetype against a varied opponent, as a community does.
// Printed: creates/s per writer count and the ratio to one writer; afterwards the kept global count must equal the
// rows (checked, a mismatch fails the scenario).
//
// `npm run bench` runs it (BENCH_WRITERS=0 skips it); alone: `node --import tsx bench/src/writers.ts`.
import { spawn } from 'node:child_process';
import type { Pool } from 'pg';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchApi } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';

const WRITER_COUNTS = [1, 2, 4];
/** Players per writer process: the app's eight match-write slots, each kept busy. */
const PLAYERS_PER_WRITER = 8;
const DURATION_MS = Number(process.env.BENCH_WRITERS_SECONDS ?? 8) * 1000;
const WRITER_DECKS = [
  'Charizard Pidgeot',
  'Gardevoir',
  'Dragapult Dusknoir',
  'Raging Bolt Ogerpon',
  'Lost Box',
  'Miraidon',
  'Gholdengo',
  'Roaring Moon',
  'Lugia Archeops',
  'Chien-Pao Baxcalibur',
  'Iron Thorns',
  'Snorlax Stall',
];

interface WriterPlayer {
  userId: string;
  deckId: string;
}

interface WriterResult {
  creates: number;
  errors: number;
  elapsedMs: number;
}

/** Runs one writer process (writers-worker.ts) until `startAt + durationMs`; resolves with what it counted. */
function runWriter(databaseUrl: string, players: WriterPlayer[], startAt: number): Promise<WriterResult> {
  const worker = fileURLToPath(new URL('./writers-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`writer process exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as WriterResult);
    });
    child.stdin.end(
      JSON.stringify({ databaseUrl, players, opponents: WRITER_DECKS, startAt, durationMs: DURATION_MS }),
    );
  });
}

/**
 * Where the writers' active statements are, sampled every 20 ms during a case: the share waiting on a lock (the rest
 * run or wait for the CPU or the disk), and the most frequent lock waited on. On a machine with more cores than the
 * writers need, creates/s follows the first; on a saturated one the CPU caps creates/s whatever the locks.
 */
async function sampleLockWaits(pool: Pool, startAt: number, durationMs: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const end = Date.now() + durationMs;
  let active = 0;
  let waiting = 0;
  const events = new Map<string, number>();
  while (Date.now() < end) {
    const { rows } = await pool.query<{ event: string | null; n: number }>(
      `select case when wait_event_type = 'Lock' then wait_event end as event, count(*)::int as n
       from pg_stat_activity
       where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()
         and query like 'insert into "tcg_matches"%'
       group by 1`,
    );
    for (const { event, n } of rows) {
      active += n;
      if (event) {
        waiting += n;
        events.set(event, (events.get(event) ?? 0) + n);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const top = [...events].sort((a, b) => b[1] - a[1])[0];
  const share = active ? Math.round((100 * waiting) / active) : 0;
  return `${share}%${top ? ` (mostly ${top[0]})` : ''}`;
}

/** Runs the scenario and prints its table; false when a writer failed a create or the kept count disagrees. */
export async function benchWriters(print: (line: string) => void): Promise<boolean> {
  const app = await startBenchApp('writers', 'writersuser');
  try {
    const url = app.database.pool.options.connectionString!;
    // Each archetype a category, as in a community using the archetype catalogue: the community figures are kept
    // per archetype pair, so matches spread over 144 pairs rather than all landing on "uncategorised".
    await app.database.pool.query(
      `insert into deck_categories (name, keywords) select n, array[lower(n)] from unnest($1::text[]) n
       on conflict do nothing`,
      [WRITER_DECKS],
    );
    await app.database.pool.query(`update deck_category_state set version = version + 1`);
    const total = Math.max(...WRITER_COUNTS) * PLAYERS_PER_WRITER;
    const players: WriterPlayer[] = [];
    for (let i = 0; i < total; i += 1) {
      const { token } = await benchApi(app.url).auth.register({
        username: `writer${i}`,
        email: `writer${i}@example.com`,
        password: 'pikachu123',
      });
      const deck = await benchApi(app.url, token).decks.create({
        name: WRITER_DECKS[i % WRITER_DECKS.length]!,
        cards: [],
      });
      const { rows } = await app.database.pool.query<{ id: string }>(`select id from users where username = $1`, [
        `writer${i}`,
      ]);
      players.push({ userId: rows[0]!.id, deckId: deck._id });
    }
    print(`\nTCG creates/s by writer processes (${PLAYERS_PER_WRITER} players each, ${DURATION_MS / 1000} s a case)\n`);
    print('writers | creates | errors | creates/s | × one writer | active writers waiting on a lock');
    let ok = true;
    let single = 0;
    for (const writers of WRITER_COUNTS) {
      // Time for every writer process to start and make its first (warming) create on a busy machine.
      const startAt = Date.now() + 3_000 + 1_500 * writers;
      const sampling = sampleLockWaits(app.database.pool, startAt, DURATION_MS);
      const results = await Promise.all(
        Array.from({ length: writers }, (_, w) =>
          runWriter(url, players.slice(w * PLAYERS_PER_WRITER, (w + 1) * PLAYERS_PER_WRITER), startAt),
        ),
      );
      const waits = await sampling;
      const creates = results.reduce((sum, r) => sum + r.creates, 0);
      const errors = results.reduce((sum, r) => sum + r.errors, 0);
      const seconds = Math.max(...results.map((r) => r.elapsedMs)) / 1000;
      const rate = creates / seconds;
      if (writers === 1) single = rate;
      if (errors > 0) ok = false;
      print(`${writers} | ${creates} | ${errors} | ${rate.toFixed(0)} | ${(rate / single).toFixed(2)} | ${waits}`);
    }
    const { rows } = await app.database.pool.query<{ kept: number; counted: number }>(
      `select (select count from match_counts where game = 'tcg')::int as kept, (select count(*)::int from tcg_matches) as counted`,
    );
    const { kept, counted } = rows[0]!;
    print(`kept TCG count ${kept}, rows ${counted}: ${kept === counted ? 'equal' : 'DIFFERENT'}`);
    return ok && kept === counted;
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await benchWriters((line) => console.log(line)))) process.exitCode = 1;
}
