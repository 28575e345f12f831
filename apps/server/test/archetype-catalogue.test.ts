import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARCHETYPE_CATALOGUE, ARCHETYPE_CATALOGUE_VERSION, type CatalogueArchetype } from '@trainerlog/core';
import { deckCategories, users } from '../src/db/schema/index.ts';
import { applyArchetypeCatalogue, createCategoryCache } from '../src/modules/deck-categories/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

/** Issue 29: the built-in archetype catalogue, applied on start, updated by later versions without undoing admins. */
const t = useTestApp();

interface Category {
  _id: string;
  name: string;
  keywords: string[];
  sprites: string[];
  coreCards: string[];
}

async function member(role: 'user' | 'admin' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

async function categories(): Promise<Category[]> {
  const res = await call(t.app, 'GET', '/api/deck-categories');
  expect(res.status).toBe(200);
  return res.body.categories as Category[];
}

const byName = async (name: string) => (await categories()).find((c) => c.name === name);

async function log(token: string, deckName: string, opponentDeck: string, result: 'win' | 'loss' = 'win') {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName, opponentDeck, format: 'Bo1', date: '2026-03-02', games: [{ result }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function opponentCategoryOf(matchId: string): Promise<string | null> {
  const { rows } = await t.database.db.execute<{ id: string | null }>(
    sql`select opponent_category_id as id from tcg_matches where id = ${matchId}`,
  );
  return rows[0]!.id;
}

describe('the built-in archetype catalogue', () => {
  it('is there on a fresh instance, with its version recorded', async () => {
    const listed = await categories();
    expect(listed.map((c) => c.name)).toEqual(expect.arrayContaining(ARCHETYPE_CATALOGUE.map((a) => a.name)));
    expect(await byName('Gardevoir ex')).toMatchObject({ keywords: ['gardevoir', 'gardy'], sprites: ['gardevoir'] });
    const { rows } = await t.database.pool.query('select catalogue_version from deck_category_state');
    expect(rows[0].catalogue_version).toBe(ARCHETYPE_CATALOGUE_VERSION);
    // Applying the same version again changes nothing.
    const again = await applyArchetypeCatalogue(t.database.db, createCategoryCache());
    expect(again).toEqual({ version: ARCHETYPE_CATALOGUE_VERSION, added: 0, updated: 0 });
  });

  it('fills community meta from shared matches without admin work; Ralts and Kirlia land in the Gardevoir ex row', async () => {
    const ash = await member();
    const misty = await member();
    await log(ash.token, 'Dragapult ex', 'Gardevoir ex');
    await log(ash.token, 'Dragapult ex', 'Kirlia', 'loss');
    await log(misty.token, 'Charizard ex / Pidgeot ex', 'Ralts');
    const meta = await call(t.app, 'GET', '/api/analytics/global/meta?minMatches=0&granularity=month');
    expect(meta.status).toBe(200);
    expect(meta.body.uncategorizedMatches).toBe(0);
    const shares = Object.fromEntries(
      (meta.body.archetypes as { name: string; appearances: number }[]).map((a) => [a.name, a.appearances]),
    );
    expect(shares).toMatchObject({ 'Gardevoir ex': 3, 'Dragapult ex': 2, 'Charizard ex': 1 });
    const matrix = await call(t.app, 'GET', '/api/analytics/global/matrix?minMatches=0');
    expect(matrix.status).toBe(200);
    expect((matrix.body.archetypes as { name: string }[]).map((a) => a.name)).toEqual(
      expect.arrayContaining(['Gardevoir ex', 'Dragapult ex', 'Charizard ex']),
    );
  });

  it('lets admins edit and delete its rows, and a later version never overwrites or brings them back', async () => {
    const admin = await member('admin');
    const plain = await member();
    const gholdengo = (await byName('Gholdengo ex'))!;
    const crustle = (await byName('Crustle'))!;
    const edit = { name: 'Gholdengo', sprites: ['gholdengo'], keywords: ['gholdengo', 'gimmighoul'], coreCards: [] };

    // Another user can neither edit nor delete a built-in archetype.
    const refused = await call(t.app, 'PUT', `/api/deck-categories/${gholdengo._id}`, {
      token: plain.token,
      body: edit,
    });
    expect(refused.status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/deck-categories/${crustle._id}`, { token: plain.token })).status).toBe(
      403,
    );
    expect(await byName('Gholdengo ex')).toEqual(gholdengo);

    const edited = await call(t.app, 'PUT', `/api/deck-categories/${gholdengo._id}`, {
      token: admin.token,
      body: edit,
    });
    expect(edited.status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/deck-categories/${crustle._id}`, { token: admin.token })).status).toBe(
      200,
    );

    const player = await member();
    const lugiaMatch = await log(player.token, 'Dragapult ex', 'Lugia VSTAR');
    expect(await opponentCategoryOf(lugiaMatch)).toBeNull();

    // The next release: every entry changed, one entry added.
    const next: CatalogueArchetype[] = [
      ...ARCHETYPE_CATALOGUE.map((a) => ({ ...a, keywords: [...a.keywords, `${a.key} deck`] })),
      { key: 'lugia-vstar', name: 'Lugia VSTAR', keywords: ['lugia'], coreCards: [], sprites: ['lugia'] },
    ];
    const applied = await applyArchetypeCatalogue(
      t.database.db,
      createCategoryCache(),
      next,
      ARCHETYPE_CATALOGUE_VERSION + 1,
    );
    expect(applied).toEqual({
      version: ARCHETYPE_CATALOGUE_VERSION + 1,
      added: 1,
      updated: ARCHETYPE_CATALOGUE.length - 2,
    });

    const after = await categories();
    // The admin's edit stands; the deleted entry stays deleted; the others follow the release.
    expect(after.find((c) => c._id === gholdengo._id)).toMatchObject(edit);
    expect(after.some((c) => c.name === 'Crustle')).toBe(false);
    expect(after.find((c) => c.name === 'Dragapult ex')!.keywords).toContain('dragapult-ex deck');
    // Applying re-categorised the stored matches the new entry takes.
    const lugia = after.find((c) => c.name === 'Lugia VSTAR')!;
    expect(await opponentCategoryOf(lugiaMatch)).toBe(lugia._id);
    const rows = await t.database.db
      .select({ key: deckCategories.catalogueKey, edited: deckCategories.adminEdited })
      .from(deckCategories)
      .where(eq(deckCategories.id, gholdengo._id));
    expect(rows).toEqual([{ key: 'gholdengo-ex', edited: true }]);
  });

  it('leaves a category an admin named like an entry alone', async () => {
    await t.database.db.delete(deckCategories).where(eq(deckCategories.catalogueKey, 'lugia-vstar'));
    const admin = await member('admin');
    const own = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'Iron Thorns ex', sprites: [], keywords: ['thorns'], coreCards: [] },
    });
    expect(own.status).toBe(201);
    const next = [
      { key: 'iron-thorns-ex', name: 'Iron Thorns ex', keywords: ['iron thorns'], coreCards: [], sprites: [] },
    ];
    const applied = await applyArchetypeCatalogue(
      t.database.db,
      createCategoryCache(),
      next,
      ARCHETYPE_CATALOGUE_VERSION + 2,
    );
    expect(applied.added).toBe(0);
    expect(await byName('Iron Thorns ex')).toMatchObject({ _id: own.body._id, keywords: ['thorns'] });
  });
});
