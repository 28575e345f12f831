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
    print('writers | creates | errors | creates/s | × one writer');
    let ok = true;
    let single = 0;
    for (const writers of WRITER_COUNTS) {
      const startAt = Date.now() + 3_000;
      const results = await Promise.all(
        Array.from({ length: writers }, (_, w) =>
          runWriter(url, players.slice(w * PLAYERS_PER_WRITER, (w + 1) * PLAYERS_PER_WRITER), startAt),
        ),
      );
      const creates = results.reduce((sum, r) => sum + r.creates, 0);
      const errors = results.reduce((sum, r) => sum + r.errors, 0);
      const seconds = Math.max(...results.map((r) => r.elapsedMs)) / 1000;
      const rate = creates / seconds;
      if (writers === 1) single = rate;
      if (errors > 0) ok = false;
      print(`${writers} | ${creates} | ${errors} | ${rate.toFixed(0)} | ${(rate / single).toFixed(2)}`);
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
