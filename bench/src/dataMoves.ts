// Moving a player's data (issue 16): the guest sync of 1,000 local items into an account the way the browser sends them,
// and the export and import of a 10,000-match account through the account data file.
//
// Decisions:
// - The sync is the web sync's HTTP traffic (apps/web/src/data/sync/syncLocalData.ts), not the web code: the kinds in
//   the spec's order (TCG matches, VGC matches, decks, teams), each in chunks of 200 through `POST /api/sync/batch`
//   one chunk after another, every item with its local id as `clientId`, matches naming local decks and teams
//   (`local_…`) so the late linking is in the figure. It is then sent again whole, as a sync cut off before the
//   browser removed its copies would: every item must be answered with the item the first pass created and nothing
//   may be created. BENCH_SYNC_MODE=single measures the web sync's fallback instead (one POST an item, up to 4 at
//   once within a kind: the path before the batch, issue 16).
// - The exported account is seeded in SQL (matches, groups) and through the API (decks, teams) like the other
//   scenarios; the file is imported into a fresh account, then imported again (everything skipped).
//
// `npm run bench` runs it after the other scenarios; BENCH_DATA=0 skips it. Alone: `node --import tsx
// bench/src/dataMoves.ts` (BENCH_DATA_SYNC_ONLY=1: the sync alone).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  apiEndpoints,
  dataImportResultSchema,
  SYNC_BATCH_MAX_ITEMS,
  syncBatchAnswerSchema,
  type DataImportResult,
  type SyncBatchKind,
} from '@trainerlog/core';
import { benchApi, endpointUrl } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';
import { checkSeededMatches, seedMatches } from './seed-matches.ts';
import { seedGroups, settle } from './seed-social.ts';
import { createBenchTeams, seedVgcMatches } from './seed-vgc-matches.ts';

const SYNC = { tcg: 700, vgc: 200, decks: 50, teams: 50 };
/** The web sync's uploads at once within a kind on its one-by-one path (syncLocalData.ts `concurrency`). */
const SYNC_CONCURRENCY = Number(process.env.BENCH_SYNC_CONCURRENCY ?? 4);
/** `batch` (the web sync's path) or `single` (its fallback, one POST an item). */
const SYNC_MODE = process.env.BENCH_SYNC_MODE === 'single' ? 'single' : 'batch';
const SYNC_TARGET_MS = 3_000;
const TCG_MATCHES = 8_000;
const VGC_MATCHES = 2_000;
const EXPORT_DECKS = 50;
const GROUPS = 200;
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];
const DECK_NAMES = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];

const n = (x: number) => Math.round(x).toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const json = { 'content-type': 'application/json' };

/** A deck of 60 cards as the deck builder saves it. */
const deckCards = Array.from({ length: 15 }, (_, i) => ({
  id: `bench1-${i + 1}`,
  name: `Card ${i + 1}`,
  supertype: 'Pokémon' as const,
  count: 4,
  setCode: 'B1',
  number: String(i + 1),
}));

interface Upload {
  path: string;
  body: Record<string, unknown> & { clientId: string };
}

/** The single create of each kind (its path is the upload's in SYNC_MODE=single). */
const CREATE_PATHS = {
  tcgMatches: apiEndpoints.tcgMatches.create.path,
  vgcMatches: apiEndpoints.vgcMatches.create.path,
  decks: apiEndpoints.decks.create.path,
  teams: apiEndpoints.teams.create.path,
} as const;

/** The batch kind of each single create's path (core syncBatch.ts). */
const BATCH_KINDS: Record<string, SyncBatchKind> = {
  [CREATE_PATHS.tcgMatches]: 'tcgMatches',
  [CREATE_PATHS.vgcMatches]: 'vgcMatches',
  [CREATE_PATHS.decks]: 'decks',
  [CREATE_PATHS.teams]: 'teams',
};

/** The browser's local data: 1,000 items with local ids, the matches naming local decks and teams. */
function localData(): Upload[][] {
  const deckIds = Array.from({ length: SYNC.decks }, (_, i) => `local_1700000000000_deck${i}`);
  const teamIds = Array.from({ length: SYNC.teams }, (_, i) => `local_1700000000000_team${i}`);
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const tcg = Array.from({ length: SYNC.tcg }, (_, i) => ({
    path: CREATE_PATHS.tcgMatches,
    body: {
      clientId: `local_1700000000000_tcg${i}`,
      deckId: deckIds[i % deckIds.length],
      deckName: `${DECK_NAMES[i % DECK_NAMES.length]} ${i % deckIds.length}`,
      opponentDeck: DECK_NAMES[(i + 2) % DECK_NAMES.length],
      date: day(i),
      games: [{ result: i % 3 ? 'win' : 'loss' }],
      notes: `Local match ${i}`,
    },
  }));
  const vgc = Array.from({ length: SYNC.vgc }, (_, i) => ({
    path: CREATE_PATHS.vgcMatches,
    body: {
      clientId: `local_1700000000000_vgc${i}`,
      teamId: teamIds[i % teamIds.length],
      playerTeam: i % 2 ? SUN : RAIN,
      opponentTeam: i % 2 ? RAIN : SUN,
      date: day(i),
      games: [{ result: i % 4 ? 'win' : 'loss' }],
    },
  }));
  const decks = deckIds.map((clientId, i) => ({
    path: CREATE_PATHS.decks,
    body: { clientId, name: `${DECK_NAMES[i % DECK_NAMES.length]} ${i}`, cards: deckCards },
  }));
  const teams = teamIds.map((clientId, i) => ({
    path: CREATE_PATHS.teams,
    body: { clientId, name: `Team ${i}`, pokemon: (i % 2 ? SUN : RAIN).map((species) => ({ species })) },
  }));
  return [tcg, vgc, decks, teams];
}

interface SyncPass {
  /** Outcomes counted: an HTTP status (single mode), or `ok` / `refused` / the batch call's failed status. */
  statuses: Map<string, number>;
  kindMs: number[];
  /** clientId → the account's id, for the items synced. */
  ids: Map<string, string>;
}

/** One sync pass as the web sync sends it (SYNC_MODE): the kinds in order; the outcomes counted. */
async function syncPass(url: string, token: string, kinds: Upload[][]): Promise<SyncPass> {
  return SYNC_MODE === 'batch' ? batchPass(url, token, kinds) : singlePass(url, token, kinds);
}

/** Each kind in chunks of SYNC_BATCH_MAX_ITEMS through POST /api/sync/batch, one chunk after another. */
async function batchPass(url: string, token: string, kinds: Upload[][]): Promise<SyncPass> {
  const statuses = new Map<string, number>();
  const count = (key: string, by = 1) => statuses.set(key, (statuses.get(key) ?? 0) + by);
  const ids = new Map<string, string>();
  const kindMs: number[] = [];
  for (const items of kinds) {
    const start = performance.now();
    for (let from = 0; from < items.length; from += SYNC_BATCH_MAX_ITEMS) {
      const chunk = items.slice(from, from + SYNC_BATCH_MAX_ITEMS);
      const res = await fetch(endpointUrl(url, apiEndpoints.sync.batch), {
        method: 'POST',
        headers: { ...json, 'x-auth-token': token },
        body: JSON.stringify({ kind: BATCH_KINDS[chunk[0]!.path], items: chunk.map((item) => item.body) }),
      });
      if (res.status !== 200) {
        count(`batch ${res.status}: ${await res.text()}`, chunk.length);
        continue;
      }
      const { results } = syncBatchAnswerSchema.parse(await res.json());
      for (const result of results) {
        count(result.ok ? 'ok' : `refused (${result.message})`);
        if (result.ok) ids.set(result.clientId, String(result.item._id));
      }
    }
    kindMs.push(performance.now() - start);
  }
  return { statuses, kindMs, ids };
}

/** The one-by-one path: up to SYNC_CONCURRENCY POSTs at once within a kind. */
async function singlePass(url: string, token: string, kinds: Upload[][]): Promise<SyncPass> {
  const statuses = new Map<string, number>();
  const ids = new Map<string, string>();
  const kindMs: number[] = [];
  for (const items of kinds) {
    const start = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const res = await fetch(`${url}${item.path}`, {
          method: 'POST',
          headers: { ...json, 'x-auth-token': token },
          body: JSON.stringify(item.body),
        });
        const answer = (await res.json()) as { _id?: string };
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
        if (answer._id) ids.set(item.body.clientId, answer._id);
      }
    };
    await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
    kindMs.push(performance.now() - start);
  }
  return { statuses, kindMs, ids };
}

const kindText = (kindMs: readonly number[]) =>
  ['TCG', 'VGC', 'decks', 'teams'].map((kind, i) => `${kind} ${seconds(kindMs[i] ?? 0)}`).join(', ');

const statusText = (statuses: Map<string, number>) =>
  [...statuses].map(([status, count]) => `${n(count)}× ${status}`).join(', ');

async function accountCounts(pool: pg.Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<Record<string, number>>(
    `select (select count(*)::int from tcg_matches where user_id = $1) as tcg,
            (select count(*)::int from vgc_matches where user_id = $1) as vgc,
            (select count(*)::int from decks where user_id = $1) as decks,
            (select count(*)::int from teams where user_id = $1) as teams,
            (select count(*)::int from tcg_matches where user_id = $1 and deck_id is not null) as linked`,
    [userId],
  );
  return JSON.stringify(rows[0]);
}

/**
 * The SQL statements `work` sends and their summed round trips (the app runs in this process, on this `pg`): why an
 * import takes what it takes. Reads the time to each statement's answer, so overlapping statements count twice.
 */
async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ value: T; statements: number; sqlMs: number; kinds: Map<string, number> }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let statements = 0;
  let sqlMs = 0;
  const kinds = new Map<string, number>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    // The statement's kind: its verb and table, e.g. `insert into "tcg_matches"`, `select … from "decks"`.
    const kind = /^\s*(insert into \S+|update \S+|delete from \S+|select\b.*?\bfrom \S+|\S+)/is.exec(text)?.[1] ?? '?';
    const short = kind.replace(/select\b.*?\bfrom/is, 'select … from').slice(0, 60);
    kinds.set(short, (kinds.get(short) ?? 0) + 1);
    const start = performance.now();
    const answer = original.apply(this, args);
    if (answer instanceof Promise) void answer.finally(() => (sqlMs += performance.now() - start)).catch(() => {});
    return answer;
  };
  try {
    return { value: await work(), statements, sqlMs, kinds };
  } finally {
    proto.query = original;
  }
}

async function importFile(url: string, token: string, file: string): Promise<{ ms: number; result: DataImportResult }> {
  const start = performance.now();
  const res = await fetch(endpointUrl(url, apiEndpoints.account.import), {
    method: 'POST',
    headers: { ...json, 'x-auth-token': token },
    body: file,
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${text.slice(0, 500)}`);
  return { ms, result: dataImportResultSchema.parse(JSON.parse(text)) };
}

const countsText = (counts: DataImportResult['added']) =>
  `${n(counts.tcgMatches)} TCG, ${n(counts.vgcMatches)} VGC, ${counts.decks} decks, ${counts.teams} teams, ` +
  `${counts.groups} groups`;

export async function benchDataMoves(log: (line: string) => void): Promise<boolean> {
  const bench = await startBenchApp('data', 'databench');
  const { database, token, url } = bench;
  const failures: string[] = [];
  try {
    const userIdOf = async (username: string) =>
      (await database.pool.query<{ id: string }>('select id from users where username = $1', [username])).rows[0]!.id;
    log(`\nMoving a player's data (issue 16) — ${os.cpus().length} cores, Node ${process.version}`);

    // (a) The guest sync into a fresh account, then the same items again.
    const syncUser = 'syncbench';
    const { token: syncToken } = await benchApi(url).auth.register({
      username: syncUser,
      email: `${syncUser}@example.com`,
      password: 'pikachu123',
    });
    const kinds = localData();
    const total = kinds.reduce((sum, items) => sum + items.length, 0);
    let start = performance.now();
    const firstPass = await countStatements(() => syncPass(url, syncToken, kinds));
    const { statuses: first, kindMs: firstKinds, ids: firstIds } = firstPass.value;
    const firstMs = performance.now() - start;
    const afterFirst = await accountCounts(database.pool, await userIdOf(syncUser));
    start = performance.now();
    const { statuses: again, kindMs: againKinds, ids: againIds } = await syncPass(url, syncToken, kinds);
    const againMs = performance.now() - start;
    const afterAgain = await accountCounts(database.pool, await userIdOf(syncUser));
    const [created, repeated] = SYNC_MODE === 'batch' ? ['ok', 'ok'] : ['201', '200'];
    if (first.get(created) !== total) failures.push(`first sync: ${statusText(first)}, expected ${total}× ${created}`);
    if (again.get(repeated) !== total)
      failures.push(`repeated sync: ${statusText(again)}, expected ${total}× ${repeated}`);
    const moved = [...firstIds].filter(([clientId, id]) => againIds.get(clientId) !== id).length;
    if (moved > 0) failures.push(`repeated sync answered ${moved} items with another id than the first`);
    if (afterAgain !== afterFirst) failures.push(`repeated sync changed the account: ${afterFirst} → ${afterAgain}`);
    log(
      `Sync of ${n(total)} local items (${SYNC.tcg} TCG, ${SYNC.vgc} VGC, ${SYNC.decks} decks, ${SYNC.teams} teams; ` +
        (SYNC_MODE === 'batch'
          ? `batches of ${SYNC_BATCH_MAX_ITEMS}, one at a time):`
          : `one POST an item, ${SYNC_CONCURRENCY} at once per kind):`),
    );
    log(
      `  first sync   ${seconds(firstMs).padStart(8)}  (${(firstMs / total).toFixed(2)} ms/item; ${statusText(first)}; ` +
        `target ≤ ${seconds(SYNC_TARGET_MS)}: ${firstMs <= SYNC_TARGET_MS ? 'met' : 'NOT met'})`,
    );
    log(
      `  same again   ${seconds(againMs).padStart(8)}  (${(againMs / total).toFixed(2)} ms/item; ${statusText(again)})`,
    );
    log(`  per kind, first: ${kindText(firstKinds)}; again: ${kindText(againKinds)}`);
    log(
      `  first sync: ${n(firstPass.statements)} SQL statements (${(firstPass.statements / total).toFixed(1)} an ` +
        `item); most: ${[...firstPass.kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([kind, count]) => `${n(count)}× ${kind}`)
          .join('; ')}`,
    );
    log(`  account after: ${afterFirst}`);

    // (b) Export of a 10,000-match account, import into an empty one, import again (BENCH_DATA_SYNC_ONLY=1: not).
    if (process.env.BENCH_DATA_SYNC_ONLY === '1') {
      if (failures.length) log(`\nFailed checks:\n${failures.join('\n')}`);
      return failures.length === 0;
    }
    const userId = await userIdOf('databench');
    const seedStart = performance.now();
    const decks: { id: string; name: string }[] = [];
    for (let d = 0; d < EXPORT_DECKS; d += 1) {
      const name = DECK_NAMES[d] ?? `Deck ${d}`;
      const created = await benchApi(url, token).decks.create({ name, cards: deckCards });
      if (d < DECK_NAMES.length) decks.push({ id: created._id, name });
    }
    const sqlStart = performance.now();
    const tcg = await seedMatches(database.pool, {
      communityUsers: 0,
      communityMatches: 0,
      player: { userId, matches: TCG_MATCHES, decks },
      days: 730,
      batchSize: 50_000,
    });
    // The check counts the whole table: the synced account's matches are in it too.
    await checkSeededMatches(database.pool, tcg + SYNC.tcg);
    await seedVgcMatches(database.pool, {
      communityMatches: 0,
      player: { userId, matches: VGC_MATCHES, teams: await createBenchTeams(url, token) },
      days: 730,
      batchSize: 10_000,
    });
    const sqlMs = performance.now() - sqlStart;
    await seedGroups(database.pool, { userId, groups: GROUPS, friends: 0 });
    await settle(database.pool, ['tcg_matches', 'vgc_matches', 'decks', 'teams', 'match_groups', 'users']);
    const seedMs = performance.now() - seedStart;
    log(
      `\nAccount data file: ${n(TCG_MATCHES)} TCG + ${n(VGC_MATCHES)} VGC matches, ${EXPORT_DECKS} decks of 60 cards, ` +
        `the bench teams, ${GROUPS} groups (seeded in ${seconds(seedMs)}; the matches in multi-row SQL, same ` +
        `triggers, in ${seconds(sqlMs)})`,
    );

    start = performance.now();
    const exported = await fetch(endpointUrl(url, apiEndpoints.account.export), { headers: { 'x-auth-token': token } });
    const file = await exported.text();
    const exportMs = performance.now() - start;
    if (exported.status !== 200) throw new Error(`export failed: ${exported.status} ${file.slice(0, 500)}`);
    const bytes = Buffer.byteLength(file);
    log(`  export            ${seconds(exportMs).padStart(8)}  (${(bytes / 1024 / 1024).toFixed(2)} MB)`);

    const importUser = 'importbench';
    const { token: importToken } = await benchApi(url).auth.register({
      username: importUser,
      email: `${importUser}@example.com`,
      password: 'pikachu123',
    });
    const counted = await countStatements(() => importFile(url, importToken, file));
    const imported = counted.value;
    log(`  import (empty)    ${seconds(imported.ms).padStart(8)}  added ${countsText(imported.result.added)}`);
    log(
      `                    ${n(counted.statements)} SQL statements, ${seconds(counted.sqlMs)} waiting on their answers ` +
        `(${((counted.sqlMs / counted.statements) * 1000).toFixed(0)} µs each)`,
    );
    const top = [...counted.kinds].sort((a, b) => b[1] - a[1]).slice(0, 5);
    log(`                    most: ${top.map(([kind, count]) => `${n(count)}× ${kind}`).join('; ')}`);
    const reimported = await importFile(url, importToken, file);
    log(`  import again      ${seconds(reimported.ms).padStart(8)}  skipped ${countsText(reimported.result.skipped)}`);
    if (imported.result.added.tcgMatches !== TCG_MATCHES || imported.result.added.vgcMatches !== VGC_MATCHES)
      failures.push(`import added ${countsText(imported.result.added)}`);
    if (Object.values(reimported.result.added).some((count) => count > 0))
      failures.push(`re-import added ${countsText(reimported.result.added)}`);

    if (failures.length) log(`\nFailed checks:\n${failures.join('\n')}`);
    return failures.length === 0;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await benchDataMoves((line) => console.log(line)))) process.exitCode = 1;
}
