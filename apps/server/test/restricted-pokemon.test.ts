import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restrictedPokemon, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** The seed of migration 0005, alphabetical as the list answers. */
const SEEDED = [
  'Calyrex',
  'Calyrex-Ice',
  'Calyrex-Shadow',
  'Cosmoem',
  'Cosmog',
  'Dialga',
  'Dialga-Origin',
  'Eternatus',
  'Giratina',
  'Giratina-Origin',
  'Groudon',
  'Ho-Oh',
  'Koraidon',
  'Kyogre',
  'Kyurem',
  'Kyurem-Black',
  'Kyurem-White',
  'Lugia',
  'Lunala',
  'Mewtwo',
  'Miraidon',
  'Necrozma',
  'Necrozma-Dawn-Wings',
  'Necrozma-Dusk-Mane',
  'Palkia',
  'Palkia-Origin',
  'Rayquaza',
  'Reshiram',
  'Solgaleo',
  'Terapagos',
  'Zacian',
  'Zacian-Crowned',
  'Zamazenta',
  'Zamazenta-Crowned',
  'Zekrom',
];

async function member(role: 'user' | 'admin' | 'owner' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

const storedNames = async () =>
  (
    await t.database.db
      .select()
      .from(restrictedPokemon)
      .orderBy(sql`lower(${restrictedPokemon.name})`)
  ).map((row) => row.name);

describe('restricted Pokémon', () => {
  it('are seeded with the restricted legendaries in Pokédex spelling, and readable by anyone', async () => {
    const guest = await call(t.app, 'GET', '/api/restricted-pokemon');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ pokemon: SEEDED });
    const me = await member();
    expect((await call(t.app, 'GET', '/api/restricted-pokemon', { token: me.token })).body).toEqual(guest.body);
    for (const name of SEEDED) {
      const known = await call(t.app, 'GET', `/api/pokemon/${encodeURIComponent(name)}`);
      expect(known.body.name, name).toBe(name);
    }
  });

  it('are changed by admins and owners only', async () => {
    const user = await member();
    for (const [method, url, body] of [
      ['POST', '/api/restricted-pokemon', { name: 'Pikachu' }],
      ['DELETE', '/api/restricted-pokemon/Mewtwo', undefined],
    ] as const) {
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ msg: 'No token' });
      const refused = await call(t.app, method, url, { token: user.token, body });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: 'Admin access required' });
    }
    expect(await storedNames()).toEqual(SEEDED);

    const owner = await member('owner');
    const added = await call(t.app, 'POST', '/api/restricted-pokemon', { token: owner.token, body: { name: 'Mew' } });
    expect(added.status).toBe(201);
    expect(added.body.pokemon).toContain('Mew');
    const removed = await call(t.app, 'DELETE', '/api/restricted-pokemon/Mew', { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ pokemon: SEEDED });
  });

  it('add in the Pokédex spelling, refuse unknown names and duplicates, and remove by any spelling', async () => {
    const admin = await member('admin');
    const add = (name: unknown) =>
      call(t.app, 'POST', '/api/restricted-pokemon', { token: admin.token, body: { name } });

    const added = await add('  urshifu rapid strike ');
    expect(added.status).toBe(201);
    expect(added.body.pokemon).toEqual([...SEEDED, 'Urshifu-Rapid-Strike'].sort((a, b) => a.localeCompare(b, 'en')));

    for (const again of ['Urshifu-Rapid-Strike', 'URSHIFU-RAPID-STRIKE']) {
      const duplicate = await add(again);
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ msg: 'Urshifu-Rapid-Strike is already restricted' });
    }
    expect((await add('mewtwo')).body).toEqual({ msg: 'Mewtwo is already restricted' });

    const unknown = await add('Agumon');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      msg: 'Unknown Pokémon "Agumon"',
      errors: [{ path: 'name', message: 'Unknown Pokémon "Agumon"' }],
    });
    for (const [name, message] of [
      ['   ', 'Pokémon name is required'],
      [undefined, 'Pokémon name is required'],
      ['x'.repeat(61), 'Pokémon name must be at most 60 characters'],
    ] as const) {
      const bad = await add(name);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'name', message }]);
    }

    const removed = await call(
      t.app,
      'DELETE',
      `/api/restricted-pokemon/${encodeURIComponent('urshifu rapid strike')}`,
      {
        token: admin.token,
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ pokemon: SEEDED });
    const lower = await call(t.app, 'DELETE', '/api/restricted-pokemon/ho-oh', { token: admin.token });
    expect(lower.status).toBe(200);
    expect(lower.body.pokemon).not.toContain('Ho-Oh');

    for (const name of ['Ho-Oh', 'Pikachu', 'Agumon']) {
      const missing = await call(t.app, 'DELETE', `/api/restricted-pokemon/${name}`, { token: admin.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Pokémon is not restricted' });
    }
    expect(await storedNames()).toEqual(SEEDED.filter((name) => name !== 'Ho-Oh'));
  });
});
