import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categorizeDeck,
  categorizeDeckName,
  communityMatrix,
  communityMatrixSchema,
  communityMeta,
  communityMetaSchema,
  periodStart,
  publicUserSchema,
  type CommunityPairRow,
  type CommunityTrendRow,
  type DeckCategory,
} from '@trainerlog/core';
import { tcgMatches, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { withoutBuiltInCategories } from './support/categories.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
// These tests write categories from nothing, as an admin of an instance without the built-in catalogue would.
withoutBuiltInCategories(t);

async function member(role: 'user' | 'admin' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

const win = { result: 'win' };
const loss = { result: 'loss' };

async function log(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { format: 'Bo1', date: '2025-03-03', games: [win], deckName: 'Unnamed', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Record<string, unknown> & { _id: string };
}

async function edit(token: string, match: Record<string, unknown>, changes: Record<string, unknown>) {
  const { deckId, deckName, opponentDeck, format, date, notes, games } = match;
  const res = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, {
    token,
    body: { deckId, deckName, opponentDeck, format, date, notes, games, ...changes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The meta and matrix recomputed from scratch: every match, categorised now by core, counted unless opted out. */
async function fromScratch(query: { from?: string; to?: string; minMatches: number; granularity: 'week' | 'month' }) {
  const categories = (await call(t.app, 'GET', '/api/deck-categories')).body.categories as DeckCategory[];
  const assigned = await t.database.db.execute<{ key: string; category_id: string }>(
    sql`select key, category_id from deck_name_assignments`,
  );
  const assignments = new Map(assigned.rows.map((r) => [r.key, r.category_id]));
  const matches = await t.database.db.execute<{
    date: string;
    result: 'win' | 'loss' | 'tie';
    deck_name: string;
    opponent_deck: string;
    cards: { name: string }[] | null;
    user_id: string;
    opt_out: boolean;
  }>(sql`
    select to_char(m.date, 'YYYY-MM-DD') as date, m.result, m.deck_name, m.opponent_deck, d.cards, m.user_id,
      u.community_opt_out as opt_out
    from tcg_matches m join users u on u.id = m.user_id left join decks d on d.id = m.deck_id`);
  const rows: CommunityPairRow[] = [];
  const trend: CommunityTrendRow[] = [];
  const players = new Set<string>();
  for (const m of matches.rows) {
    if (m.opt_out) continue;
    if (query.from && m.date < query.from) continue;
    if (query.to && m.date > query.to) continue;
    const p = categorizeDeck(m.deck_name, m.cards, categories, assignments).categoryId;
    const o = categorizeDeckName(m.opponent_deck, categories, assignments).categoryId;
    rows.push({
      playerCategoryId: p,
      opponentCategoryId: o,
      wins: m.result === 'win' ? 1 : 0,
      losses: m.result === 'loss' ? 1 : 0,
      ties: m.result === 'tie' ? 1 : 0,
    });
    const period = periodStart(m.date, query.granularity);
    trend.push({ period, categoryId: p, appearances: 1 }, { period, categoryId: o, appearances: 1 });
    players.add(m.user_id);
  }
  return {
    meta: communityMeta({
      rows,
      trend,
      granularity: query.granularity,
      players: players.size,
      categories,
      convention: 'third',
      minMatches: query.minMatches,
    }),
    matrix: communityMatrix(rows, categories, 'third', query.minMatches),
  };
}

async function expectExact(label: string) {
  for (const query of [
    { minMatches: 2, granularity: 'week' as const },
    { from: '2025-03-04', to: '2025-04-30', minMatches: 0, granularity: 'month' as const },
  ]) {
    const qs = new URLSearchParams({
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      granularity: query.granularity,
      minMatches: String(query.minMatches),
      convention: 'third',
    });
    const meta = await call(t.app, 'GET', `/api/analytics/global/meta?${qs}`);
    const matrix = await call(t.app, 'GET', `/api/analytics/global/matrix?${qs}`);
    expect(meta.status).toBe(200);
    expect(matrix.status).toBe(200);
    const expected = await fromScratch(query);
    expect(communityMetaSchema.strict().parse(meta.body), `${label} meta`).toEqual(expected.meta);
    expect(communityMatrixSchema.strict().parse(matrix.body), `${label} matrix`).toEqual(expected.matrix);
  }
  // The deck-name counts too: every name on either side of every match.
  const counts = await t.database.db.execute<{ key: string; n: number }>(sql`
    select lower(btrim(n)) as key, count(*)::int as n
    from (select deck_name as n from tcg_matches union all select opponent_deck from tcg_matches) x group by 1`);
  const kept = await t.database.db.execute<{ key: string; n: number }>(
    sql`select key, matches as n from deck_names where matches > 0`,
  );
  const sort = (rows: { key: string; n: number }[]) => [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));
  expect(sort(kept.rows), `${label} deck names`).toEqual(sort(counts.rows));
}

describe('community analytics', () => {
  it('stay exact through creates, edits, deletes, re-categorisation and opt-out', async () => {
    const admin = await member('admin');
    const ash = await member();
    const misty = await member();
    const brock = await member();
    const create = async (body: Record<string, unknown>) =>
      (await call(t.app, 'POST', '/api/deck-categories', { token: admin.token, body })).body as DeckCategory;
    const charizard = await create({ name: 'Charizard', keywords: ['charizard'] });
    const gardevoir = await create({ name: 'Gardevoir', keywords: ['gardevoir'] });
    const lugia = await create({ name: 'Lugia', coreCards: ['Lugia VSTAR', 'Archeops'] });
    await expectExact('empty');

    const deck = await call(t.app, 'POST', '/api/decks', {
      token: ash.token,
      body: {
        name: 'My Birds',
        cards: [
          { id: 'silt-139', name: 'Lugia VSTAR', supertype: 'Pokémon', count: 3 },
          { id: 'silt-147', name: 'Archeops', supertype: 'Pokémon', count: 4 },
        ],
      },
    });
    expect(deck.status).toBe(201);
    const birds = await log(ash.token, { deckId: deck.body._id, opponentDeck: 'Charizard ex', date: '2025-03-01' });
    const a1 = await log(ash.token, { deckName: 'Charizard ex', opponentDeck: 'Gardevoir ex', date: '2025-03-05' });
    const a2 = await log(ash.token, {
      deckName: 'Charizard ex',
      opponentDeck: 'Roaring Moon',
      format: 'Bo3',
      games: [loss, win, loss],
      date: '2025-03-12',
    });
    await log(misty.token, {
      deckName: 'Gardevoir ex',
      opponentDeck: 'charizard EX',
      games: [loss],
      date: '2025-04-02',
    });
    const m2 = await log(misty.token, { deckName: 'Gardevoir ex', opponentDeck: 'Gardevoir', date: '2025-04-03' });
    await log(misty.token, { deckName: 'Miraidon', opponentDeck: 'Lost Box', date: '2025-05-10' });
    await log(brock.token, {
      deckName: 'Roaring Moon',
      opponentDeck: 'Gardevoir ex',
      games: [loss],
      date: '2025-03-20',
    });
    await log(brock.token, { deckName: 'Charizard Pidgeot', opponentDeck: 'Miraidon', date: '2025-04-15' });
    // A tie (imports can hold them; the form cannot): written directly, uncategorised like its rules say.
    await t.database.db.insert(tcgMatches).values({
      userId: brock.user._id,
      deckName: 'Roaring Moon',
      opponentDeck: 'Lost Box',
      format: 'Bo3',
      date: '2025-04-20',
      wins: 1,
      losses: 1,
      result: 'tie',
    });
    await expectExact('created');

    await edit(ash.token, a1, { opponentDeck: 'Roaring Moon' });
    await edit(ash.token, a2, { format: 'Bo1', games: [win] });
    await edit(misty.token, m2, { date: '2025-03-02' });
    await edit(ash.token, birds, { notes: 'only notes' });
    const gone = await log(misty.token, { deckName: 'Gardevoir ex', opponentDeck: 'Miraidon' });
    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${gone._id}`, { token: misty.token })).status).toBe(200);
    await expectExact('edited');

    await create({ name: 'Roaring Moon', keywords: ['moon'] });
    const renamed = await call(t.app, 'PUT', `/api/deck-categories/${gardevoir._id}`, {
      token: admin.token,
      body: { name: 'Gardevoir Psychic', keywords: ['gardevoir'], sprites: ['gardevoir'] },
    });
    expect(renamed.status).toBe(200);
    await call(t.app, 'PUT', `/api/deck-categories/${charizard._id}`, {
      token: admin.token,
      body: { name: 'Charizard', keywords: ['charizard pidgeot', 'charizard ex'] },
    });
    await expectExact('categories changed');
    expect((await call(t.app, 'DELETE', `/api/deck-categories/${lugia._id}`, { token: admin.token })).status).toBe(200);
    await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: ['miraidon', 'lost box', 'gardevoir'], categoryId: charizard._id },
    });
    await expectExact('assigned');
    await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: ['gardevoir'], categoryId: null },
    });

    const out = await call(t.app, 'PUT', '/api/auth/community-sharing', {
      token: brock.token,
      body: { communityOptOut: true },
    });
    expect(out.status).toBe(200);
    expect(publicUserSchema.strict().parse(out.body)).toMatchObject({ communityOptOut: true });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: brock.token })).body.communityOptOut).toBe(true);
    await log(brock.token, { deckName: 'Roaring Moon', opponentDeck: 'Charizard ex', date: '2025-04-21' });
    await expectExact('opted out');
    const meta = await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=0');
    expect(meta.body.players).toBe(2);
    const back = await call(t.app, 'PUT', '/api/auth/community-sharing', {
      token: brock.token,
      body: { communityOptOut: false },
    });
    expect(back.body.communityOptOut).toBe(false);
    await expectExact('opted in');
    expect((await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=0')).body.players).toBe(3);

    // The figures are not trivially empty: archetypes met and a sabotaged aggregate is caught.
    const now = await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=0');
    expect(now.body.archetypes.length).toBeGreaterThanOrEqual(3);
    expect(now.body.totalMatches).toBe(10);
    expect(meta.body.totalMatches).toBe(6); // while Brock's 4 were out
    await t.database.db.execute(sql`update community_tcg_totals set wins = wins + 1 where wins > 0`);
    await expect(expectExact('sabotaged')).rejects.toThrow();
    await t.database.db.execute(sql`select community_rebuild()`);
    await expectExact('rebuilt');

    // Privacy: anyone reads the figures, which hold no user id, deck list or note.
    const matrix = await call(t.app, 'GET', '/api/analytics/global/matrix');
    expect(matrix.status).toBe(200);
    for (const text of [JSON.stringify(meta.body), JSON.stringify(matrix.body)]) {
      for (const secret of [ash.user._id, misty.user._id, brock.user._id, deck.body._id, 'only notes', 'Archeops']) {
        expect(text).not.toContain(secret);
      }
    }
    const bad = await call(t.app, 'PUT', '/api/auth/community-sharing', {
      token: ash.token,
      body: { communityOptOut: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'PUT', '/api/auth/community-sharing', { body: { communityOptOut: true } })).status).toBe(
      401,
    );
    const badQuery = await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=5000');
    expect(badQuery.status).toBe(400);
    const season = await call(
      t.app,
      'GET',
      '/api/analytics/global/matrix?seasonId=00000000-0000-4000-8000-000000000000',
    );
    expect(season.status).toBe(404);
  });
});
