/**
 * Exactly-once sync (issue 16) on the server: the four creates (`POST /api/tcgmatches`, `/api/vgcmatches`,
 * `/api/decks`, `/api/teams`) with a `clientId` create one row per user and clientId however often (and however
 * concurrently) they are sent — 201 the first time, 200 with the same item after — and a match naming a local deck or
 * team (`local_…` id) is linked to it whether that deck or team reached the server before or after the match.
 * The counts the triggers keep (tcg_match_user_counts, vgc_match_user_counts, match_counts) count each match once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_INVALID, deckSchema, tcgMatchSchema, teamSchema, vgcMatchSchema } from '@trainerlog/core';
import { decks, tcgMatches, teams, vgcMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

// Many accounts and imports a minute: the suite's, not a client's.
const t = useTestApp({ REGISTER_RATE_LIMIT: '100000', COSTLY_WRITE_RATE_LIMIT: '100000' });
const MISSING = '00000000-0000-4000-8000-000000000000';
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

let sequence = 0;
const localId = () => `local_${Date.now()}_${++sequence}`;

const tcgBody = (extra: Record<string, unknown> = {}) => ({
  deckName: 'Gardevoir ex',
  opponentDeck: 'Charizard ex',
  date: '2025-03-01',
  games: [{ result: 'win' }],
  ...extra,
});
const vgcBody = (extra: Record<string, unknown> = {}) => ({
  playerTeam: SUN,
  opponentTeam: RAIN,
  date: '2025-03-01',
  games: [{ result: 'loss' }],
  ...extra,
});
const deckBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Gardevoir ex',
  cards: [{ id: 'sv1-86', name: 'Gardevoir ex', supertype: 'Pokémon', count: 2 }],
  ...extra,
});
const teamBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Sun',
  pokemon: SUN.map((species) => ({ species })),
  ...extra,
});

/** The four creates, each with its table and answer schema. */
const endpoints = [
  { name: 'TCG matches', url: '/api/tcgmatches', body: tcgBody, table: tcgMatches, schema: tcgMatchSchema },
  { name: 'VGC matches', url: '/api/vgcmatches', body: vgcBody, table: vgcMatches, schema: vgcMatchSchema },
  { name: 'decks', url: '/api/decks', body: deckBody, table: decks, schema: deckSchema },
  { name: 'teams', url: '/api/teams', body: teamBody, table: teams, schema: teamSchema },
] as const;

async function rowsOf(table: (typeof endpoints)[number]['table'], userId: string, clientId: string) {
  return t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.clientId, clientId)));
}

async function one<T>(query: string): Promise<T> {
  const result = await t.database.db.execute(sql.raw(query));
  return result.rows[0] as T;
}

describe.each(endpoints)('idempotent creates: $name', ({ url, body, table, schema }) => {
  it('answers 201 and then 200 with the same item, keeping one row', async () => {
    const me = await registerUser(t.app);
    const clientId = localId();
    const first = await call(t.app, 'POST', url, { token: me.token, body: body({ clientId }) });
    expect(first.status).toBe(201);
    expect(schema.parse(first.body).clientId).toBe(clientId);
    const again = await call(t.app, 'POST', url, { token: me.token, body: body({ clientId }) });
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.clientId).toBe(clientId);
    expect(await rowsOf(table, me.user._id, clientId)).toHaveLength(1);
  });

  it('answers five parallel sends of one clientId with one item, every answer the same', async () => {
    const me = await registerUser(t.app);
    const clientId = localId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'POST', url, { token: me.token, body: body({ clientId }) })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    // The whole answer, not only the id: a retry sees exactly what the first send created.
    const [first, ...rest] = answers.map((a) => schema.parse(a.body));
    for (const answer of rest) expect(answer).toEqual(first);
    expect(await rowsOf(table, me.user._id, clientId)).toHaveLength(1);
  });

  it('creates one row under ten concurrent retries', async () => {
    const me = await registerUser(t.app);
    const clientId = localId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', url, { token: me.token, body: body({ clientId }) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await rowsOf(table, me.user._id, clientId)).toHaveLength(1);
  });

  it('keeps clientIds per user: the same one from two users makes two items, never matching the other', async () => {
    const [me, other] = [await registerUser(t.app), await registerUser(t.app)];
    const clientId = localId();
    const mine = await call(t.app, 'POST', url, { token: me.token, body: body({ clientId }) });
    const theirs = await call(t.app, 'POST', url, { token: other.token, body: body({ clientId }) });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.user).toBe(other.user._id);
    expect(await rowsOf(table, me.user._id, clientId)).toHaveLength(1);
    expect(await rowsOf(table, other.user._id, clientId)).toHaveLength(1);
  });

  it('creates without a clientId as before (each a new item) and refuses one that is not a local id', async () => {
    const me = await registerUser(t.app);
    const a = await call(t.app, 'POST', url, { token: me.token, body: body() });
    const b = await call(t.app, 'POST', url, { token: me.token, body: body({ clientId: null }) });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).not.toBe(b.body._id);
    expect([a.body.clientId, b.body.clientId]).toEqual([null, null]);
    const bad = await call(t.app, 'POST', url, { token: me.token, body: body({ clientId: MISSING }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(CLIENT_ID_INVALID);
  });
});

describe('PUT keeps the clientId', () => {
  it('an edit of a synced deck and match leaves client_id as created', async () => {
    const me = await registerUser(t.app);
    const clientId = localId();
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: deckBody({ clientId }) });
    const edited = await call(t.app, 'PUT', `/api/decks/${deck.body._id}`, {
      token: me.token,
      body: deckBody({ name: 'Gardevoir v2', clientId: localId() }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.clientId).toBe(clientId);
    const matchId = localId();
    const match = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ clientId: matchId }),
    });
    const put = await call(t.app, 'PUT', `/api/tcgmatches/${match.body._id}`, { token: me.token, body: tcgBody() });
    expect(put.body.clientId).toBe(matchId);
  });
});

describe('references survive', () => {
  it('a TCG match naming a local deck created later is linked to it, keeping its name', async () => {
    const me = await registerUser(t.app);
    const deckClientId = localId();
    const played = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ clientId: localId(), deckId: deckClientId, deckName: 'Gardy' }),
    });
    expect(played.status).toBe(201);
    expect(played.body).toMatchObject({ deckId: null, deckName: 'Gardy' });
    const unnamed = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ deckId: deckClientId, deckName: '' }),
    });
    expect(unnamed.status).toBe(201);

    const deck = await call(t.app, 'POST', '/api/decks', {
      token: me.token,
      body: deckBody({ clientId: deckClientId }),
    });
    expect(deck.status).toBe(201);
    const linked = await call(t.app, 'GET', `/api/tcgmatches/${played.body._id}`, { token: me.token });
    expect(linked.body).toMatchObject({ deckId: deck.body._id, deckName: 'Gardy' });
    const named = await call(t.app, 'GET', `/api/tcgmatches/${unnamed.body._id}`, { token: me.token });
    expect(named.body).toMatchObject({ deckId: deck.body._id, deckName: 'Gardevoir ex' });
    const pending = await t.database.db
      .select({ id: tcgMatches.id })
      .from(tcgMatches)
      .where(eq(tcgMatches.deckClientId, deckClientId));
    expect(pending).toHaveLength(0);
  });

  it('a TCG match naming a local deck that already synced uses that deck', async () => {
    const me = await registerUser(t.app);
    const deckClientId = localId();
    const deck = await call(t.app, 'POST', '/api/decks', {
      token: me.token,
      body: deckBody({ clientId: deckClientId }),
    });
    const match = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ deckId: deckClientId, deckName: 'Old name' }),
    });
    expect(match.status).toBe(201);
    expect(match.body).toMatchObject({ deckId: deck.body._id, deckName: 'Gardevoir ex' });
  });

  it("never links to another user's deck with that clientId, and an unknown server deck id is still 404", async () => {
    const [me, other] = [await registerUser(t.app), await registerUser(t.app)];
    const deckClientId = localId();
    await call(t.app, 'POST', '/api/decks', { token: other.token, body: deckBody({ clientId: deckClientId }) });
    const match = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ deckId: deckClientId }),
    });
    expect(match.status).toBe(201);
    expect(match.body.deckId).toBeNull();
    // The other user creating another deck with that clientId (a retry: 200) links nothing of mine either.
    await call(t.app, 'POST', '/api/decks', { token: other.token, body: deckBody({ clientId: deckClientId }) });
    const still = await call(t.app, 'GET', `/api/tcgmatches/${match.body._id}`, { token: me.token });
    expect(still.body.deckId).toBeNull();
    const missing = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ deckId: MISSING }),
    });
    expect(missing.status).toBe(404);
    const vgcMissing = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ teamId: MISSING }),
    });
    expect(vgcMissing.status).toBe(404);
  });

  it('a VGC match naming a local team created later is linked to it; one synced before is used', async () => {
    const me = await registerUser(t.app);
    const teamClientId = localId();
    const played = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ clientId: localId(), teamId: teamClientId }),
    });
    expect(played.status).toBe(201);
    expect(played.body).toMatchObject({ teamId: null, playerTeam: SUN });
    const team = await call(t.app, 'POST', '/api/teams', {
      token: me.token,
      body: teamBody({ clientId: teamClientId }),
    });
    expect(team.status).toBe(201);
    const linked = await call(t.app, 'GET', `/api/vgcmatches/${played.body._id}`, { token: me.token });
    expect(linked.body).toMatchObject({ teamId: team.body._id, playerTeam: SUN });

    // Now that the team is on the server, a match naming its local id uses it (species filled from the team).
    const later = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ teamId: teamClientId, playerTeam: [] }),
    });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ teamId: team.body._id, playerTeam: SUN });
  });
});

describe('counts', () => {
  it('the trigger-kept counts count a retried match once', async () => {
    const me = await registerUser(t.app);
    const before = await one<{ tcg: number; vgc: number }>(
      `select (select count from match_counts where game = 'tcg') as tcg,
              (select count from match_counts where game = 'vgc') as vgc`,
    );
    const tcgId = localId();
    const vgcId = localId();
    await Promise.all(
      Array.from({ length: 5 }, () => [
        call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body: tcgBody({ clientId: tcgId }) }),
        call(t.app, 'POST', '/api/vgcmatches', { token: me.token, body: vgcBody({ clientId: vgcId }) }),
      ]).flat(),
    );
    const after = await one<{ tcg: number; vgc: number }>(
      `select (select count from match_counts where game = 'tcg') as tcg,
              (select count from match_counts where game = 'vgc') as vgc`,
    );
    expect([after.tcg - before.tcg, after.vgc - before.vgc]).toEqual([1, 1]);
    const tcgCounts = await one<{ matches: number; won: number }>(
      `select matches, won from tcg_match_user_counts where user_id = '${me.user._id}'`,
    );
    const vgcCounts = await one<{ matches: number; won: number }>(
      `select matches, won from vgc_match_user_counts where user_id = '${me.user._id}'`,
    );
    expect(tcgCounts).toEqual({ matches: 1, won: 1 });
    expect(vgcCounts).toEqual({ matches: 1, won: 0 });
    const page = await call(t.app, 'GET', '/api/tcgmatches', { token: me.token });
    expect(page.body.totalCount).toBe(1);
  });

  it('a sync sending many different matches at once (with repeats among them) counts each once', async () => {
    const me = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: deckBody({ clientId: localId() }) });
    const counts = () =>
      one<{ tcg: number; community: number }>(
        `select (select count from match_counts where game = 'tcg') as tcg,
                (select coalesce(sum(matches), 0)::int from community_players) as community`,
      );
    const before = await counts();
    const ids = Array.from({ length: 12 }, () => localId());
    const send = (clientId: string, i: number) =>
      call(t.app, 'POST', '/api/tcgmatches', {
        token: me.token,
        body: tcgBody({
          clientId,
          deckId: i % 2 ? deck.body.clientId : null,
          games: [{ result: i % 3 ? 'win' : 'loss' }],
        }),
      });
    const answers = await Promise.all([...ids, ...ids.slice(0, 4)].map((clientId, i) => send(clientId, i % 12)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    const after = await counts();
    expect([after.tcg - before.tcg, after.community - before.community]).toEqual([12, 12]);
    const mine = await one<{ matches: number; won: number }>(
      `select matches, won from tcg_match_user_counts where user_id = '${me.user._id}'`,
    );
    expect(mine).toEqual({ matches: 12, won: 8 });
    const linked = answers.filter((a) => a.status === 201 && a.body.deckId === deck.body._id);
    expect(linked).toHaveLength(6);
    expect(linked.every((a) => a.body.deckName === 'Gardevoir ex')).toBe(true);
  });
});
