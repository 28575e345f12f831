import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deckCardSchema, deckSchema } from '@trainerlog/core';
import { decks, users } from '../src/db/schema/index.ts';
import { deckListOrder } from '../src/modules/decks/service.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const gardevoir = {
  name: 'Gardevoir ex',
  description: 'Psychic toolbox',
  category: 'Standard',
  pokemonSprite: 'gardevoir',
  secondaryPokemonSprite: 'drifloon',
  cards: [
    {
      id: 'sv1-86',
      name: 'Gardevoir ex',
      supertype: 'Pokémon',
      subtypes: ['Stage 2', 'ex'],
      count: 2,
      setCode: 'SVI',
      number: '86',
    },
    {
      id: 'sv1-196',
      name: 'Ultra Ball',
      supertype: 'Trainer',
      subtypes: ['Item'],
      count: 4,
      setCode: 'SVI',
      number: '196',
    },
    {
      id: 'sve-5',
      name: 'Basic Psychic Energy',
      supertype: 'Energy',
      subtypes: ['Basic'],
      count: 9,
      setCode: 'SVE',
      number: '5',
    },
  ],
};

async function deckCount(userId: string) {
  return (await t.database.db.select().from(decks).where(eq(decks.userId, userId))).length;
}

describe('decks', () => {
  it('are for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/decks'],
      ['POST', '/api/decks'],
      ['GET', '/api/decks/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/decks/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/decks/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(t.app, method, url, {
        body: method === 'POST' || method === 'PUT' ? gardevoir : undefined,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'No token' });
    }
  });

  it('creates, reads, lists (newest update first), replaces and deletes a deck', async () => {
    const me = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/decks', { token: me.token, body: gardevoir });
    expect(created.status).toBe(201);
    expect(deckSchema.strict().parse(created.body)).toBeTruthy();
    expect(created.body).toMatchObject({
      name: 'Gardevoir ex',
      description: 'Psychic toolbox',
      category: 'Standard',
      pokemonSprite: 'gardevoir',
      secondaryPokemonSprite: 'drifloon',
      cardCount: 15,
      user: me.user._id,
    });
    expect(created.body.cards[0]).toEqual({ ...gardevoir.cards[0], imageUrl: null });
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

    const minimal = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: '  Lost Box  ' } });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({
      name: 'Lost Box',
      description: '',
      category: 'Uncategorized',
      pokemonSprite: null,
      secondaryPokemonSprite: null,
      cards: [],
      cardCount: 0,
    });

    const read = await call(t.app, 'GET', `/api/decks/${created.body._id}`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    let list = await call(t.app, 'GET', '/api/decks', { token: me.token });
    expect(list.status).toBe(200);
    // The list skips the zod serializer: its answer must still be exactly the documented deck, field for field.
    expect(z.array(deckSchema.extend({ cards: z.array(deckCardSchema.strict()) }).strict()).parse(list.body)).toEqual(
      list.body,
    );
    expect(list.body.map((d: { _id: string }) => d._id)).toEqual([minimal.body._id, created.body._id]);

    const replaced = await call(t.app, 'PUT', `/api/decks/${created.body._id}`, {
      token: me.token,
      body: { ...gardevoir, name: 'Gardevoir ex (Incomplete)', cards: gardevoir.cards.slice(0, 2) },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ _id: created.body._id, name: 'Gardevoir ex (Incomplete)', cardCount: 6 });
    expect(replaced.body.createdAt).toBe(created.body.createdAt);
    expect(Date.parse(replaced.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
    list = await call(t.app, 'GET', '/api/decks', { token: me.token });
    expect(list.body.map((d: { _id: string }) => d._id)).toEqual([created.body._id, minimal.body._id]);

    const removed = await call(t.app, 'DELETE', `/api/decks/${created.body._id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ msg: 'Deck deleted' });
    const gone = await call(t.app, 'GET', `/api/decks/${created.body._id}`, { token: me.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: 'Deck not found' });
    expect((await call(t.app, 'DELETE', `/api/decks/${created.body._id}`, { token: me.token })).status).toBe(404);
  });

  it('rejects invalid decks with field errors and stores nothing', async () => {
    const me = await registerUser(t.app);
    const noName = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { ...gardevoir, name: '   ' } });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({
      msg: 'Deck must have a name',
      errors: [{ path: 'name', message: 'Deck must have a name' }],
    });
    const missingName = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { cards: [] } });
    expect(missingName.status).toBe(400);
    expect(missingName.body.errors).toEqual([{ path: 'name', message: 'Deck must have a name' }]);

    const badCard = await call(t.app, 'POST', '/api/decks', {
      token: me.token,
      body: { ...gardevoir, cards: [{ ...gardevoir.cards[0], count: 0, supertype: 'Item' }] },
    });
    expect(badCard.status).toBe(400);
    expect(badCard.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'cards.0.count', message: 'Count must be at least 1' },
        { path: 'cards.0.supertype', message: 'Supertype must be Pokémon, Trainer or Energy' },
      ]),
    );
    const tooMany = await call(t.app, 'POST', '/api/decks', {
      token: me.token,
      body: {
        name: 'Pile',
        cards: Array.from({ length: 5 }, (_, i) => ({ ...gardevoir.cards[2], id: `e${i}`, count: 60 })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe('A deck can hold at most 200 cards');
    const notJson = await call(t.app, 'POST', '/api/decks', { token: me.token, body: ['not', 'an', 'object'] });
    expect(notJson.status).toBe(400);
    expect(await deckCount(me.user._id)).toBe(0);

    const deck = (await call(t.app, 'POST', '/api/decks', { token: me.token, body: gardevoir })).body;
    const badUpdate = await call(t.app, 'PUT', `/api/decks/${deck._id}`, {
      token: me.token,
      body: { ...gardevoir, name: '', description: 'changed' },
    });
    expect(badUpdate.status).toBe(400);
    expect((await call(t.app, 'GET', `/api/decks/${deck._id}`, { token: me.token })).body).toEqual(deck);
  });

  it('answers 404 "Deck not found" for unknown and malformed ids, never a 500', async () => {
    const me = await registerUser(t.app);
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      'local_1700000000000_abc',
      "1' or '1'='1",
    ]) {
      const url = `/api/decks/${encodeURIComponent(id)}`;
      for (const res of [
        await call(t.app, 'GET', url, { token: me.token }),
        await call(t.app, 'PUT', url, { token: me.token, body: gardevoir }),
        await call(t.app, 'DELETE', url, { token: me.token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ msg: 'Deck not found' });
      }
    }
  });

  it('keeps a deck from another user: no read, change, delete or activation', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const deck = (await call(t.app, 'POST', '/api/decks', { token: owner.token, body: gardevoir })).body;
    const url = `/api/decks/${deck._id}`;
    for (const res of [
      await call(t.app, 'GET', url, { token: other.token }),
      await call(t.app, 'PUT', url, { token: other.token, body: { ...gardevoir, name: 'Stolen' } }),
      await call(t.app, 'DELETE', url, { token: other.token }),
      await call(t.app, 'PUT', '/api/auth/active-deck', { token: other.token, body: { deckId: deck._id } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Deck not found' });
    }
    expect((await call(t.app, 'GET', '/api/decks', { token: other.token })).body).toEqual([]);
    expect((await call(t.app, 'GET', url, { token: owner.token })).body).toEqual(deck);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.user._id));
    expect(otherRow!.activeDeckId).toBeNull();
  });
});

describe('active deck', () => {
  it('is set to one of the caller’s decks, cleared with null, and cleared when that deck is deleted', async () => {
    const me = await registerUser(t.app);
    const first = (await call(t.app, 'POST', '/api/decks', { token: me.token, body: gardevoir })).body;
    const second = (await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Second' } })).body;

    const set = await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId: first._id } });
    expect(set.status).toBe(200);
    expect(set.body.activeDeck).toBe(first._id);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeDeck).toBe(first._id);

    const cleared = await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.activeDeck).toBeNull();

    const unknown = await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'Deck not found' });

    await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId: second._id } });
    await call(t.app, 'DELETE', `/api/decks/${first._id}`, { token: me.token });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeDeck).toBe(second._id);
    await call(t.app, 'DELETE', `/api/decks/${second._id}`, { token: me.token });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeDeck).toBeNull();
  });

  it('goes with the account: deleting a user deletes their decks', async () => {
    const me = await registerUser(t.app);
    await call(t.app, 'POST', '/api/decks', { token: me.token, body: gardevoir });
    await t.database.db.delete(users).where(eq(users.id, me.user._id));
    expect(await deckCount(me.user._id)).toBe(0);
  });
});

describe('the deck list query', () => {
  it('reads decks_user_id_updated_at_idx in order, without a sort', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: decks.id })
        .from(decks)
        .where(eq(decks.userId, '00000000-0000-0000-0000-000000000000'))
        .orderBy(...deckListOrder)
        .toSQL();
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${sql.raw(query.sql.replace('$1', "'00000000-0000-0000-0000-000000000000'"))}`,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('decks_user_id_updated_at_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
