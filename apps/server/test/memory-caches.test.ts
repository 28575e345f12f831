import { gunzipSync, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { AUTH_CHANNEL, DATA_CHANNEL } from '../src/caching/changeFeed.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';

/**
 * How soon another writer's change must show: well under the caches' seconds below (so only the change feed can meet
 * it), with room for a loaded CI machine.
 */
const FEED_MS = 1500;

// Session lookups kept in memory (caching/sessionCache.ts), here for 4 s so the time bound can be watched.
const CACHE_SECONDS = 4;
const t = useTestApp({ MEMORY_CACHE_SECONDS: String(CACHE_SECONDS), REGISTER_RATE_LIMIT: '10000' });
/** A second instance on the same database, as behind a load balancer. */
let other: TestApp;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` instances listen for the auth notifications (the feed connects in the background). */
async function listeners(count: number) {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1`,
      [`listen ${AUTH_CHANNEL}; listen ${DATA_CHANNEL}`],
    );
    if (rows[0]!.n >= count) return;
    await sleep(25);
  }
  throw new Error('the change feed did not connect');
}

/** Polls `GET /api/auth/user` until it answers `status`; the milliseconds it took. */
async function statusWithin(app: TestApp, token: string, status: number, ms: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    if ((await call(app, 'GET', '/api/auth/user', { token })).status === status) return performance.now() - start;
    if (performance.now() - start > ms) throw new Error(`still not ${status} after ${ms} ms`);
    await sleep(10);
  }
}

/** Signed in and served from memory: a few reads after the feed is up. */
async function warm(app: TestApp, token: string) {
  for (let i = 0; i < 3; i += 1) expect((await call(app, 'GET', '/api/auth/user', { token })).status).toBe(200);
}

/** Runs `sql` with the triggers off, so no change notification is sent (as if it were lost in flight). */
async function withoutNotifications(sql: string, params: unknown[]) {
  const client = await t.database.pool.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(sql, params);
  } finally {
    await client.query(`set session_replication_role = origin`);
    client.release();
  }
}

/**
 * Waits until `app` has handled every change notification committed so far, so a kept session is not dropped later
 * by a notification of an earlier write still in flight (on a loaded machine it can arrive after the next requests).
 * Notifications arrive in commit order: a sentinel's own notification, sent now, drops its kept session (its row
 * expired without one), so once the sentinel is refused every earlier notification has been handled.
 */
async function feedCaughtUp(app: TestApp) {
  const sentinel = await registerUser(app);
  await warm(app, sentinel.token);
  await withoutNotifications(`update sessions set expires_at = now() - interval '1 day' where user_id = $1`, [
    sentinel.user._id,
  ]);
  await t.database.pool.query(`select pg_notify($1, $2)`, [AUTH_CHANNEL, sentinel.user._id]);
  await statusWithin(app, sentinel.token, 401, FEED_MS);
}

beforeAll(async () => {
  other = await buildApp({ config: t.config, db: t.database, mailer: t.mailer });
  await other.ready();
  await listeners(2);
});
afterAll(async () => {
  await other?.close();
});

describe('session cache on this instance', () => {
  it('serves a kept session without the database, for at most its seconds', async () => {
    const { token, user } = await registerUser(t.app);
    await feedCaughtUp(t.app);
    await warm(t.app, token);
    // Deleted without telling anyone (triggers off, as if the notification were lost): still served from memory…
    const client = await t.database.pool.connect();
    try {
      await client.query(`set session_replication_role = replica`);
      await client.query(`delete from sessions where user_id = $1`, [user._id]);
    } finally {
      await client.query(`set session_replication_role = origin`);
      client.release();
    }
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(200);
    // …but never longer than the cache's seconds: that is the bound when a notification is missed.
    const took = await statusWithin(t.app, token, 401, CACHE_SECONDS * 1000 + FEED_MS);
    expect(took).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + FEED_MS);
  });

  it("keeps the session through the player's match writes, and reads it again after a write that may change the user", async () => {
    const { token, user } = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', { token, body: { name: 'Lugia', cards: [] } });
    expect((await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: { deckId: deck.body._id } })).status).toBe(
      200,
    );
    // The active deck is a user row change: its notification must be handled before the session is kept.
    await feedCaughtUp(t.app);
    await warm(t.app, token);
    // The session row removed without a notification: only a kept session can still answer.
    const client = await t.database.pool.connect();
    try {
      await client.query(`set session_replication_role = replica`);
      await client.query(`update sessions set expires_at = now() - interval '1 day' where user_id = $1`, [user._id]);
    } finally {
      await client.query(`set session_replication_role = origin`);
      client.release();
    }
    const logged = await call(t.app, 'POST', '/api/tcgmatches', {
      token,
      body: { deckName: 'Lugia', opponentDeck: 'Gardevoir ex', date: '2026-01-10', games: [{ result: 'win' }] },
    });
    expect(logged.status).toBe(201);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(200);
    // Deleting a deck may clear the active deck (a user row change): the next request reads the database.
    expect((await call(t.app, 'DELETE', `/api/decks/${deck.body._id}`, { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('logout ends the token at once', async () => {
    const { token } = await registerUser(t.app);
    await warm(t.app, token);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body).toEqual({ msg: 'Token is not valid' });
  });

  it('a password change ends the other sessions at once, and the user is read again after their own write', async () => {
    const { token, email, password } = await registerUser(t.app);
    const second = (await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).body.token as string;
    await warm(t.app, token);
    await warm(t.app, second);
    const changed = await call(t.app, 'PUT', '/api/auth/update-user', {
      token,
      body: { currentPassword: password, newPassword: 'brand-new-one', username: 'renamedtrainer' },
    });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: second })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.username).toBe('renamedtrainer');
  });

  it('a deleted account stops working at once', async () => {
    const { token, password } = await registerUser(t.app);
    await warm(t.app, token);
    expect((await call(t.app, 'DELETE', '/api/auth/account', { token, body: { password } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('a change by another writer (an admin, the CLI) is seen within milliseconds', async () => {
    const { token, user } = await registerUser(t.app);
    await warm(t.app, token);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
    const start = performance.now();
    for (;;) {
      const seen = await call(t.app, 'GET', '/api/auth/user', { token });
      if (seen.body.role === 'admin') break;
      expect(performance.now() - start).toBeLessThan(FEED_MS);
      await sleep(5);
    }
    await t.database.db.delete(sessions).where(eq(sessions.userId, user._id));
    expect(await statusWithin(t.app, token, 401, FEED_MS)).toBeLessThan(FEED_MS);
  });
});

describe('session cache across instances', () => {
  it('a logout on one instance ends the token on the other within milliseconds', async () => {
    const { token } = await registerUser(t.app);
    await warm(t.app, token);
    await warm(other, token);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await statusWithin(other, token, 401, FEED_MS)).toBeLessThan(FEED_MS);
  });

  it('an account deleted on one instance stops working on the other within milliseconds', async () => {
    const { token, password } = await registerUser(t.app);
    await warm(other, token);
    expect((await call(t.app, 'DELETE', '/api/auth/account', { token, body: { password } })).status).toBe(200);
    expect(await statusWithin(other, token, 401, FEED_MS)).toBeLessThan(FEED_MS);
  });

  it('a password changed on one instance ends the other sessions on the other within milliseconds', async () => {
    const { token, email, password } = await registerUser(t.app);
    const second = (await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).body.token as string;
    await warm(other, second);
    const changed = await call(t.app, 'PUT', '/api/auth/update-user', {
      token,
      body: { currentPassword: password, newPassword: 'brand-new-two' },
    });
    expect(changed.status).toBe(200);
    expect(await statusWithin(other, second, 401, FEED_MS)).toBeLessThan(FEED_MS);
  });
});

describe('signed-in answers kept in memory', () => {
  const match = (opponentDeck: string) => ({
    deckName: 'Gardevoir',
    opponentDeck,
    format: 'Bo1',
    date: '2026-01-10',
    games: [{ result: 'win', wentFirst: true, coinFlipWin: true, coinFlipChoice: 'first' }],
  });
  const list = async (app: TestApp, token: string) =>
    (await call(app, 'GET', '/api/tcgmatches?page=1&pageSize=15', { token })).body as {
      totalCount: number;
      matches: { opponentDeck: string }[];
    };

  it("a player's own write shows in the next answer, on this instance at once and on another within milliseconds", async () => {
    const { token } = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/tcgmatches', { token, body: match('Charizard ex') })).status).toBe(201);
    for (const app of [t.app, other]) {
      expect((await list(app, token)).totalCount).toBe(1);
      expect((await call(app, 'GET', '/api/tcgmatches/summary', { token })).body.totalMatches).toBe(1);
    }
    expect((await call(t.app, 'POST', '/api/tcgmatches', { token, body: match('Dragapult ex') })).status).toBe(201);
    expect((await list(t.app, token)).totalCount).toBe(2);
    expect((await call(t.app, 'GET', '/api/tcgmatches/summary', { token })).body.totalMatches).toBe(2);
    const start = performance.now();
    while ((await list(other, token)).totalCount !== 2) {
      expect(performance.now() - start).toBeLessThan(FEED_MS);
      await sleep(5);
    }
  });

  it('a change by another writer (a season, a match written in SQL) is seen within milliseconds', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/tcgmatches', { token, body: match('Charizard ex') })).status).toBe(201);
    expect((await list(t.app, token)).matches[0]!.opponentDeck).toBe('Charizard ex');
    await t.database.pool.query(`update tcg_matches set opponent_deck = 'Lugia VSTAR' where user_id = $1`, [user._id]);
    const start = performance.now();
    while ((await list(t.app, token)).matches[0]!.opponentDeck !== 'Lugia VSTAR') {
      expect(performance.now() - start).toBeLessThan(FEED_MS);
      await sleep(5);
    }
    expect((await call(t.app, 'GET', '/api/tcgmatches/summary', { token })).body.season).toBeNull();
    await t.database.pool.query(
      `insert into seasons (name, start_date, end_date, is_current) values ('Now', current_date - 9, current_date + 9, true)`,
    );
    const since = performance.now();
    while ((await call(t.app, 'GET', '/api/tcgmatches/summary', { token })).body.season === null) {
      expect(performance.now() - since).toBeLessThan(FEED_MS);
      await sleep(5);
    }
  });

  it("never answers one player's kept answer to another", async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect(
      (await call(t.app, 'POST', '/api/tcgmatches', { token: first.token, body: match('Miraidon ex') })).status,
    ).toBe(201);
    expect((await list(t.app, first.token)).totalCount).toBe(1);
    expect((await list(t.app, first.token)).totalCount).toBe(1);
    expect((await list(t.app, second.token)).totalCount).toBe(0);
    expect((await call(t.app, 'GET', '/api/tcgmatches?page=1&pageSize=15')).status).toBe(401);
  });

  it('sends a large kept answer gzipped once compressed, and as it is to a client that takes no gzip', async () => {
    const { token } = await registerUser(t.app);
    for (const deck of ['Charizard ex', 'Dragapult ex', 'Gardevoir ex'])
      expect((await call(t.app, 'POST', '/api/tcgmatches', { token, body: match(deck) })).status).toBe(201);
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/tcgmatches/stats',
        headers: { 'x-auth-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const computed = await get();
    expect(computed.statusCode).toBe(200);
    expect(computed.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i += 1) {
      const zipped = await get('gzip, deflate, br');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/^application\/json/);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(computed.body);
    }
    // A client that prefers deflate gets what @fastify/compress chooses for it, as for any answer.
    const deflated = await get('deflate, gzip;q=0.5');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString()).toBe(computed.body);
    const plain = await get('gzip;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(computed.body);
    expect((await get()).body).toBe(computed.body);
  });
});
