import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DECK_CATEGORY_NAME_REQUIRED,
  DECK_CATEGORY_NAME_TAKEN,
  deckCategorizationPageSchema,
  deckCategoryListSchema,
  deckCategorySchema,
} from '@trainerlog/core';
import { tcgMatches, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { withoutBuiltInCategories } from './support/categories.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
// These tests write categories from nothing, as an admin of an instance without the built-in catalogue would.
withoutBuiltInCategories(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

async function member(role: 'user' | 'admin' | 'owner' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

async function logMatch(token: string, deckName: string, opponentDeck: string) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName, opponentDeck, format: 'Bo1', date: '2025-03-01', games: [{ result: 'win' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

describe('deck categories', () => {
  it('are listed for anyone and changed by admins and owners only', async () => {
    const admin = await member('admin');
    const owner = await member('owner');
    const plain = await member();
    const body = { name: 'Charizard', sprites: ['charizard', 'pidgeot'], keywords: ['charizard'], coreCards: [] };

    for (const [method, url] of [
      ['POST', '/api/deck-categories'],
      ['PUT', `/api/deck-categories/${MISSING}`],
      ['DELETE', `/api/deck-categories/${MISSING}`],
      ['GET', '/api/admin/deck-categorization'],
      ['PUT', '/api/admin/deck-categorization'],
    ] as const) {
      const payload =
        method === 'DELETE' || method === 'GET'
          ? undefined
          : url.includes('admin')
            ? { keys: ['x'], categoryId: null }
            : body;
      const anonymous = await call(t.app, method, url, { body: payload });
      expect(anonymous.status).toBe(401);
      const refused = await call(t.app, method, url, { token: plain.token, body: payload });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: 'Admin access required' });
    }

    const created = await call(t.app, 'POST', '/api/deck-categories', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(deckCategorySchema.strict().parse(created.body)).toMatchObject(body);
    const second = await call(t.app, 'POST', '/api/deck-categories', {
      token: owner.token,
      body: { name: ' Arceus ', keywords: [' arceus '] },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ name: 'Arceus', sprites: [], keywords: ['arceus'], coreCards: [] });

    const list = await call(t.app, 'GET', '/api/deck-categories?_=123');
    expect(list.status).toBe(200);
    expect(deckCategoryListSchema.parse(list.body).categories.map((c) => c.name)).toEqual(['Arceus', 'Charizard']);

    const duplicate = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'CHARIZARD' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ msg: DECK_CATEGORY_NAME_TAKEN });
    const renameClash = await call(t.app, 'PUT', `/api/deck-categories/${second.body._id}`, {
      token: admin.token,
      body: { name: 'charizard' },
    });
    expect(renameClash.status).toBe(409);

    const blank = await call(t.app, 'POST', '/api/deck-categories', { token: admin.token, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'name', message: DECK_CATEGORY_NAME_REQUIRED }]);
    const repeated = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'Lugia', keywords: ['Lugia', 'lugia'], sprites: ['a', 'b', 'c'] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'keywords', message: 'Keywords must not repeat' },
        { path: 'sprites', message: 'At most 2 sprites' },
      ]),
    );

    const updated = await call(t.app, 'PUT', `/api/deck-categories/${second.body._id}`, {
      token: owner.token,
      body: { name: 'Arceus VSTAR', keywords: ['arceus'], sprites: ['arceus'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: second.body._id, name: 'Arceus VSTAR', sprites: ['arceus'] });

    for (const [method, url] of [
      ['PUT', `/api/deck-categories/${MISSING}`],
      ['PUT', '/api/deck-categories/not-a-uuid'],
      ['DELETE', `/api/deck-categories/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, { token: admin.token, body: method === 'PUT' ? body : undefined });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Category not found' });
    }
    const deleted = await call(t.app, 'DELETE', `/api/deck-categories/${second.body._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ msg: 'Category deleted' });
    const after = await call(t.app, 'GET', '/api/deck-categories');
    expect(after.body.categories.map((c: { name: string }) => c.name)).toEqual(['Charizard']);
  });

  it('categorises new matches and lists deck names with counts for bulk assignment', async () => {
    const admin = await member('admin');
    const me = await member();
    const cat = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'Gholdengo', keywords: ['gholdengo'] },
    });
    const gholdengo = cat.body._id as string;
    const first = await logMatch(me.token, 'Gholdengo ex', 'Snorlax Stall');
    await logMatch(me.token, 'gholdengo EX ', 'Snorlax stall');
    await logMatch(me.token, 'Snorlax Stall', 'Iron Thorns');
    const [row] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, first));
    expect(row).toMatchObject({ playerCategoryId: gholdengo, opponentCategoryId: null, community: true });

    const page = await call(t.app, 'GET', '/api/admin/deck-categorization', { token: admin.token });
    expect(page.status).toBe(200);
    const parsed = deckCategorizationPageSchema.parse(page.body);
    // Uncategorised names only (the default), most played first.
    expect(parsed.names.filter((n) => ['snorlax stall', 'iron thorns'].includes(n.key))).toEqual([
      { name: 'Snorlax Stall', key: 'snorlax stall', matches: 3, categoryId: null, source: null },
      { name: 'Iron Thorns', key: 'iron thorns', matches: 1, categoryId: null, source: null },
    ]);
    expect(parsed.names.some((n) => n.key === 'gholdengo ex')).toBe(false);
    const all = await call(t.app, 'GET', '/api/admin/deck-categorization?status=all&search=GHOLD', {
      token: admin.token,
    });
    expect(all.body).toEqual({
      names: [{ name: 'Gholdengo ex', key: 'gholdengo ex', matches: 2, categoryId: gholdengo, source: 'rule' }],
      page: 1,
      pageSize: 25,
      totalCount: 1,
      totalPages: 1,
    });
    const bad = await call(t.app, 'GET', '/api/admin/deck-categorization?status=none', { token: admin.token });
    expect(bad.status).toBe(400);

    const assigned = await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: ['Snorlax Stall', 'iron thorns'], categoryId: gholdengo },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ updated: 2 });
    const moved = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.userId, me.user._id));
    expect(moved.every((m) => m.playerCategoryId === gholdengo && m.opponentCategoryId === gholdengo)).toBe(true);
    const assignedPage = await call(t.app, 'GET', '/api/admin/deck-categorization?status=all&search=snorlax', {
      token: admin.token,
    });
    expect(assignedPage.body.names).toEqual([
      { name: 'Snorlax Stall', key: 'snorlax stall', matches: 3, categoryId: gholdengo, source: 'assigned' },
    ]);
    const unknown = await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: ['iron thorns'], categoryId: MISSING },
    });
    expect(unknown.status).toBe(404);
    const empty = await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: [], categoryId: null },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'keys', message: 'Choose at least one deck name' }]);

    const cleared = await call(t.app, 'PUT', '/api/admin/deck-categorization', {
      token: admin.token,
      body: { keys: ['snorlax stall'], categoryId: null },
    });
    expect(cleared.body).toEqual({ updated: 1 });
    const [back] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, first));
    expect(back).toMatchObject({ playerCategoryId: gholdengo, opponentCategoryId: null });
  });
});

describe('a deck whose cards change', () => {
  it('moves its matches to the archetype its new cards make (name rules still first)', async () => {
    const admin = await member('admin');
    const player = await member();
    const category = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'Zard Cards', keywords: ['zardcards'], coreCards: ['Charizard ex', 'Pidgeot ex'] },
    });
    expect(category.status).toBe(201);
    const card = (name: string, id: string) => ({
      id,
      name,
      supertype: 'Pokémon',
      count: 2,
      setCode: 'OBF',
      number: id,
    });
    const deck = await call(t.app, 'POST', '/api/decks', { token: player.token, body: { name: 'My list' } });
    expect(deck.status).toBe(201);
    const match = await call(t.app, 'POST', '/api/tcgmatches', {
      token: player.token,
      body: {
        deckId: deck.body._id,
        deckName: 'My list',
        opponentDeck: 'Lost Box',
        format: 'Bo1',
        date: '2025-03-01',
        games: [{ result: 'win' }],
      },
    });
    expect(match.status).toBe(201);
    const categoryOf = async () =>
      (
        await t.database.db
          .select({ c: tcgMatches.playerCategoryId })
          .from(tcgMatches)
          .where(eq(tcgMatches.id, match.body._id))
      )[0]!.c;
    expect(await categoryOf()).toBeNull();

    const withCards = { name: 'My list', cards: [card('Charizard ex', '125'), card('Pidgeot ex', '164')] };
    expect(
      (await call(t.app, 'PUT', `/api/decks/${deck.body._id}`, { token: player.token, body: withCards })).status,
    ).toBe(200);
    expect(await categoryOf()).toBe(category.body._id);
    const meta = await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=0');
    expect(meta.body.archetypes.map((a: { name: string }) => a.name)).toContain('Zard Cards');

    const without = { name: 'My list', cards: [card('Pidgeot ex', '164')] };
    expect(
      (await call(t.app, 'PUT', `/api/decks/${deck.body._id}`, { token: player.token, body: without })).status,
    ).toBe(200);
    expect(await categoryOf()).toBeNull();
  });
});
