// Friends, notifications and match groups (issue 14) under load: the unread count every open tab polls every 30 s
// (throughput and p99 at 64 and 256 connections, and how many polling clients that carries), and the groups page and
// a group's popup for a player with 200 groups over 10,000 matches — next to a bare Fastify JSON route measured in the
// same run, as in the main table.
//
// `npm run bench` runs it after the other scenarios; BENCH_SOCIAL=0 skips it. Alone: `node --import tsx
// bench/src/social.ts`. BENCH_SECONDS sets the seconds per case (default 4).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { apiEndpoints, UNREAD_POLL_MS } from '@trainerlog/core';
import { benchApi, endpointUrl } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';
import { percentile, runLoad, type LoadResult, type LoadSpec } from './load.ts';
import { checkSeededMatches, seedMatches } from './seed-matches.ts';
import { seedGroups, seedNotifications, settle } from './seed-social.ts';
import { createBenchTeams, seedVgcMatches } from './seed-vgc-matches.ts';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const POLL_CONNECTIONS = [64, 256];
const POLLING_CLIENTS = 1_000;
const TCG_MATCHES = 8_000;
const VGC_MATCHES = 2_000;
const GROUPS = 200;
const DECKS = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];

function load(spec: Omit<LoadSpec, 'durationMs' | 'maxRequests'>): Promise<LoadResult> {
  const full: LoadSpec = { durationMs: DURATION_MS, maxRequests: 500_000, ...spec };
  return runLoad(full);
}

const n = (x: number) => Math.round(x).toLocaleString('en');

interface Case {
  name: string;
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  /** Checks one answer before the load (a wrong request shows its answer instead of only an error count). */
  check?: (body: unknown) => string | undefined;
}

interface Measured {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(item: Case, failures: string[]): Promise<Measured> {
  const probe = await fetch(item.url, { headers: item.headers });
  const text = await probe.text();
  if (probe.status >= 400) failures.push(`${item.name}: probe ${probe.status} ${text.slice(0, 300)}`);
  else {
    const problem = item.check?.(JSON.parse(text));
    if (problem) failures.push(`${item.name}: ${problem}`);
  }
  const result = await load({ url: item.url, method: 'GET', headers: item.headers, concurrency: item.concurrency });
  if (result.errors) failures.push(`${item.name}: ${result.errors} errors, ${JSON.stringify(result.statusCounts)}`);
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    name: item.name,
    concurrency: item.concurrency,
    requests: result.requests,
    errors: result.errors,
    rps: (result.requests / result.elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

function table(rows: readonly Measured[], bare: Map<number, number>): string[] {
  const header = ['case', 'conc', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'vs bare'];
  const cells = rows.map((r) => [
    r.name,
    String(r.concurrency),
    n(r.requests),
    String(r.errors),
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    bare.get(r.concurrency) ? (r.rps / bare.get(r.concurrency)!).toFixed(3) : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

export async function benchSocial(log: (line: string) => void): Promise<boolean> {
  const bench = await startBenchApp('social', 'socialbench');
  const { database, token } = bench;
  const bare = Fastify();
  const failures: string[] = [];
  try {
    bare.get('/bare', async () => ({ ok: true, now: Date.now() }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const auth = { 'x-auth-token': token };
    const { rows: me } = await database.pool.query<{ id: string }>(
      `select id from users where username = 'socialbench'`,
    );
    const userId = me[0]!.id;

    // Seed: notifications, 10,000 matches (TCG and VGC), 200 groups over them.
    const seedStart = performance.now();
    const unread = await seedNotifications(database.pool, {
      userId,
      notifications: 1_000,
      unreadEvery: 10,
      communityUsers: 1_000,
      perCommunityUser: 50,
    });
    const decks: { id: string; name: string }[] = [];
    for (const name of DECKS) {
      const created = await benchApi(bench.url, token).decks.create({ name });
      decks.push({ id: created._id, name });
    }
    const tcg = await seedMatches(database.pool, {
      communityUsers: 0,
      communityMatches: 0,
      player: { userId, matches: TCG_MATCHES, decks },
      days: 730,
      batchSize: 50_000,
    });
    await checkSeededMatches(database.pool, tcg);
    await seedVgcMatches(database.pool, {
      communityMatches: 0,
      player: { userId, matches: VGC_MATCHES, teams: await createBenchTeams(bench.url, token) },
      days: 730,
      batchSize: 10_000,
    });
    const groups = await seedGroups(database.pool, { userId, groups: GROUPS, friends: 10 });
    await settle(database.pool, [
      'notifications',
      'tcg_matches',
      'vgc_matches',
      'match_groups',
      'match_group_tcg_matches',
      'match_group_vgc_matches',
      'match_group_shares',
      'friendships',
      'users',
    ]);
    const seedMs = performance.now() - seedStart;

    const { rows: plan } = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off)
       select count(*)::int from notifications where user_id = $1 and not is_read`,
      [userId],
    );
    const groupsTotal = groups.ownGroups + groups.sharedWithPlayer;
    log(`\nFriends, notifications and match groups (issue 14) — ${os.cpus().length} cores, Node ${process.version}`);
    log(
      `Seeded in ${(seedMs / 1000).toFixed(1)} s: the player's 1,000 notifications (${unread} unread) among ` +
        `${n(50_000)} of 1,000 other players (mostly read); ${n(TCG_MATCHES)} TCG + ${n(VGC_MATCHES)} VGC matches; ` +
        `${groups.ownGroups} own groups + ${groups.sharedWithPlayer} friends' groups shared with the player, ` +
        `${n(groups.tcgLinks)} TCG and ${n(groups.vgcLinks)} VGC group links (season group ${n(groups.season.tcg)} ` +
        `TCG matches, a typical group ${groups.typical.tcg}). ${DURATION_MS / 1000} s per case.`,
    );
    log(`unread-count plan: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' | ')}\n`);

    const unreadUrl = endpointUrl(bench.url, apiEndpoints.notifications.unreadCount);
    const popup = (groupId: string, page: number) =>
      `${endpointUrl(bench.url, apiEndpoints.matchGroups.matches, { id: groupId })}?game=tcg&page=${page}`;
    const pageOf = (total: number) => (body: unknown) => {
      const answer = body as { matches?: unknown[]; total?: number };
      if (answer.total !== total) return `total ${answer.total}, expected ${total}`;
      if (answer.matches?.length !== 8) return `${answer.matches?.length} matches on the page, expected 8`;
    };
    const cases: Case[] = [
      ...POLL_CONNECTIONS.flatMap((c) => [
        { name: 'bare Fastify JSON route (baseline)', url: `${bareUrl}/bare`, headers: {}, concurrency: c },
        // The floor of any member route: the session lookup (one query) and nothing else.
        {
          name: 'GET /api/auth/user (session + user)',
          url: endpointUrl(bench.url, apiEndpoints.auth.user),
          headers: auth,
          concurrency: c,
        },
        {
          name: 'GET /api/notifications/unread-count',
          url: unreadUrl,
          headers: auth,
          concurrency: c,
          check: (body: unknown) =>
            (body as { unreadCount: number }).unreadCount === unread ? undefined : `answered ${JSON.stringify(body)}`,
        },
      ]),
      { name: 'bare Fastify JSON route (baseline)', url: `${bareUrl}/bare`, headers: {}, concurrency: CONCURRENCY },
      {
        name: 'GET /api/notifications (50 newest)',
        url: endpointUrl(bench.url, apiEndpoints.notifications.list),
        headers: auth,
        concurrency: CONCURRENCY,
      },
      {
        name: `GET /api/matchgroups (${groupsTotal} groups)`,
        url: endpointUrl(bench.url, apiEndpoints.matchGroups.list),
        headers: auth,
        concurrency: CONCURRENCY,
        check: (body) =>
          Array.isArray(body) && body.length === groupsTotal ? undefined : `answered ${String(body).slice(0, 200)}`,
      },
      {
        name: `GET …/matches?game=tcg&page=3 (group of ${groups.typical.tcg})`,
        url: popup(groups.typical.id, 3),
        headers: auth,
        concurrency: CONCURRENCY,
        check: pageOf(groups.typical.tcg),
      },
      {
        name: `GET …/matches?game=tcg&page=3 (season, ${n(groups.season.tcg)})`,
        url: popup(groups.season.id, 3),
        headers: auth,
        concurrency: CONCURRENCY,
        check: pageOf(groups.season.tcg),
      },
      {
        name: `GET …/matches?game=tcg&page=100 (season, ${n(groups.season.tcg)})`,
        url: popup(groups.season.id, 100),
        headers: auth,
        concurrency: CONCURRENCY,
        check: pageOf(groups.season.tcg),
      },
    ];
    const rows: Measured[] = [];
    const bareRps = new Map<number, number>();
    for (const item of cases) {
      const measured = await measure(item, failures);
      if (item.url.endsWith('/bare')) bareRps.set(item.concurrency, measured.rps);
      rows.push(measured);
    }
    for (const line of table(rows, bareRps)) log(line);

    const perClient = 1000 / UNREAD_POLL_MS;
    log(
      `\nUnread-count polling (every ${UNREAD_POLL_MS / 1000} s per open tab; ${POLLING_CLIENTS} clients need ` +
        `${(POLLING_CLIENTS * perClient).toFixed(1)} req/s):`,
    );
    for (const row of rows.filter((r) => r.name.includes('unread-count'))) {
      const clients = row.rps / perClient;
      log(
        `  ${String(row.concurrency).padStart(3)} connections: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms ` +
          `→ ${n(clients)} polling clients; ${POLLING_CLIENTS} clients ${clients >= POLLING_CLIENTS ? 'fit' : 'DO NOT fit'} ` +
          `(${((POLLING_CLIENTS * perClient * 100) / row.rps).toFixed(2)} % of capacity)`,
      );
    }
    if (failures.length) log(`\nFailed requests:\n${failures.join('\n')}`);
    return failures.length === 0;
  } finally {
    await bare.close();
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await benchSocial((line) => console.log(line)))) process.exitCode = 1;
}
