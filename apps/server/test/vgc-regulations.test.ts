import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_REGULATIONS,
  BUILT_IN_REGULATIONS_VERSION,
  type VgcRegulation,
  type VgcRegulationRow,
} from '@trainerlog/core';
import { users, vgcRegulations } from '../src/db/schema/index.ts';
import { applyBuiltInRegulations } from '../src/modules/vgc-regulations/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

/** Issue 29: VGC regulations as data admins extend, seeded by migration 0025, updated by later releases. */
const t = useTestApp();

async function member(role: 'user' | 'admin' | 'owner' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

async function regulations(): Promise<VgcRegulationRow[]> {
  const res = await call(t.app, 'GET', '/api/vgc-regulations');
  expect(res.status).toBe(200);
  return res.body.regulations as VgcRegulationRow[];
}
const byCode = async (code: string) => (await regulations()).find((r) => r.code === code);

const newRegulation = (code: string, fields: Record<string, unknown> = {}) => ({
  code,
  game: 'Pokémon Champions',
  mechanic: 'mega',
  showdownFormats: [],
  restrictedLimit: null,
  bannedPokemon: [],
  notes: '',
  ...fields,
});

describe('VGC regulations', () => {
  it('are seeded with the built-in list on migration, readable by anyone, Champions first', async () => {
    const listed = await regulations();
    const plain = listed.map(({ builtIn: _b, adminEdited: _a, ...rest }) => rest);
    expect(plain).toEqual(BUILT_IN_REGULATIONS.map((r) => ({ ...r })));
    expect(listed.every((r) => r.builtIn && !r.adminEdited)).toBe(true);
    expect(listed.slice(0, 3).map((r) => r.code)).toEqual(['M-A', 'M-B', 'M-C']);
    const { rows } = await t.database.pool.query('select built_in_version from vgc_regulation_state');
    expect(rows[0].built_in_version).toBe(BUILT_IN_REGULATIONS_VERSION);
    const me = await member();
    expect((await call(t.app, 'GET', '/api/vgc-regulations', { token: me.token })).body).toEqual({
      regulations: listed,
    });
  });

  it('are changed by admins and owners only: 401 for guests, 403 for members, nothing stored', async () => {
    const user = await member();
    for (const [method, url, body] of [
      ['POST', '/api/vgc-regulations', newRegulation('M-X')],
      ['PUT', '/api/vgc-regulations/G', newRegulation('G', { game: 'Scarlet & Violet', mechanic: 'tera' })],
      ['DELETE', '/api/vgc-regulations/G', undefined],
    ] as const) {
      expect((await call(t.app, method, url, { body })).status, `${method} ${url} guest`).toBe(401);
      const res = await call(t.app, method, url, { token: user.token, body });
      expect(res.status, `${method} ${url} member`).toBe(403);
    }
    expect(await byCode('M-X')).toBeUndefined();
    expect(await byCode('G')).toMatchObject({ restrictedLimit: 1, adminEdited: false });
  });

  it('an admin adds, changes and removes regulations; every answer is the whole list', async () => {
    const admin = await member('admin');
    const created = await call(t.app, 'POST', '/api/vgc-regulations', {
      token: admin.token,
      body: newRegulation('m d', {
        showdownFormats: ['Gen9ChampionsVGC2027Worlds'],
        restrictedLimit: 1,
        bannedPokemon: ['mewtwo', 'calyrex shadow'],
        notes: 'Worlds 2027 rules',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const added = (created.body.regulations as VgcRegulationRow[]).find((r) => r.code === 'M-D');
    expect(added).toEqual({
      code: 'M-D',
      game: 'Pokémon Champions',
      mechanic: 'mega',
      showdownFormats: ['gen9championsvgc2027worlds'],
      restrictedLimit: 1,
      bannedPokemon: ['Mewtwo', 'Calyrex-Shadow'],
      notes: 'Worlds 2027 rules',
      builtIn: false,
      adminEdited: false,
    });

    const owner = await member('owner');
    const changed = await call(t.app, 'PUT', '/api/vgc-regulations/md', {
      token: owner.token,
      body: newRegulation('M-E', { restrictedLimit: 2 }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await byCode('M-D')).toBeUndefined();
    expect(await byCode('M-E')).toMatchObject({ restrictedLimit: 2, bannedPokemon: [] });

    const builtIn = await call(t.app, 'PUT', '/api/vgc-regulations/M-A', {
      token: admin.token,
      body: newRegulation('M-A', { restrictedLimit: 0, showdownFormats: ['gen9championsvgc2026regma'] }),
    });
    expect(builtIn.status).toBe(200);
    expect(await byCode('M-A')).toMatchObject({ restrictedLimit: 0, builtIn: true, adminEdited: true });

    const removed = await call(t.app, 'DELETE', '/api/vgc-regulations/M-E', { token: admin.token });
    expect(removed.status).toBe(200);
    expect((removed.body.regulations as VgcRegulationRow[]).some((r) => r.code === 'M-E')).toBe(false);
    expect((await call(t.app, 'DELETE', '/api/vgc-regulations/M-E', { token: admin.token })).status).toBe(404);
    const missing = await call(t.app, 'PUT', '/api/vgc-regulations/Q', {
      token: admin.token,
      body: newRegulation('Q'),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad input with a clear 400 and a taken code with 409, storing nothing', async () => {
    const admin = await member('admin');
    const before = await regulations();
    for (const [body, path, message] of [
      [
        newRegulation('Regulation 12'),
        'code',
        'Regulation code must be one letter (G) or two letters with a dash (M-A)',
      ],
      [
        newRegulation('M-F', { game: 'Sword & Shield' }),
        'game',
        'Game must be one of: Pokémon Champions, Scarlet & Violet',
      ],
      [newRegulation('M-F', { restrictedLimit: 7 }), 'restrictedLimit', 'Restricted limit must be at most 6'],
      [newRegulation('M-F', { showdownFormats: ['gen9 champions'] }), 'showdownFormats.0', undefined],
      [newRegulation('M-F', { bannedPokemon: ['Notamonx'] }), 'bannedPokemon.0', 'Notamonx'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/vgc-regulations', { token: admin.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const error = (res.body.errors as { path: string; message: string }[]).find((e) => e.path === path);
      expect(error, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(error!.message).toContain(message);
    }
    const taken = await call(t.app, 'POST', '/api/vgc-regulations', {
      token: admin.token,
      body: newRegulation('g', { game: 'Scarlet & Violet', mechanic: 'tera' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('A regulation with this code already exists');
    const renamed = await call(t.app, 'PUT', '/api/vgc-regulations/M-B', {
      token: admin.token,
      body: newRegulation('M-C'),
    });
    expect(renamed.status).toBe(409);
    expect(await regulations()).toEqual(before);
  });

  it('a later built-in version adds and updates rows but keeps what admins edited and deleted', async () => {
    const admin = await member('admin');
    // The admin edits H, deletes F and adds J of their own; B stays as shipped.
    await call(t.app, 'PUT', '/api/vgc-regulations/H', {
      token: admin.token,
      body: newRegulation('H', { game: 'Scarlet & Violet', mechanic: 'tera', restrictedLimit: 1 }),
    });
    expect((await call(t.app, 'DELETE', '/api/vgc-regulations/F', { token: admin.token })).status).toBe(200);
    await call(t.app, 'POST', '/api/vgc-regulations', {
      token: admin.token,
      body: newRegulation('J', { game: 'Scarlet & Violet', mechanic: 'tera', notes: 'mine' }),
    });
    const release = (code: string, fields: Partial<VgcRegulation>) => ({
      ...BUILT_IN_REGULATIONS.find((r) => r.code === code)!,
      ...fields,
    });
    const next: VgcRegulation[] = [
      ...BUILT_IN_REGULATIONS.filter((r) => !['B', 'H'].includes(r.code)),
      release('B', { notes: 'updated by the release' }),
      release('H', { notes: 'updated by the release' }),
      { ...release('I', {}), code: 'J', notes: 'the release one' },
      { ...release('M-A', {}), code: 'M-Z', restrictedLimit: 2 },
    ];
    const applied = await applyBuiltInRegulations(t.database.db, next, BUILT_IN_REGULATIONS_VERSION + 1);
    expect(applied.version).toBe(BUILT_IN_REGULATIONS_VERSION + 1);
    expect(await byCode('B')).toMatchObject({ notes: 'updated by the release' });
    expect(await byCode('H')).toMatchObject({ notes: '', restrictedLimit: 1, adminEdited: true });
    expect(await byCode('F')).toBeUndefined();
    expect(await byCode('J')).toMatchObject({ notes: 'mine', builtIn: false });
    expect(await byCode('M-Z')).toMatchObject({ restrictedLimit: 2, builtIn: true });
    // Applying the same version again changes nothing.
    const again = await applyBuiltInRegulations(t.database.db, next, BUILT_IN_REGULATIONS_VERSION + 1);
    expect(again).toEqual({ version: BUILT_IN_REGULATIONS_VERSION + 1, added: 0, updated: 0 });
    await t.database.db.delete(vgcRegulations).where(eq(vgcRegulations.code, 'M-Z'));
  });

  it("an admin's limit and regulation apply to the next match save and to the VGC community", async () => {
    const admin = await member('admin');
    const me = await member();
    const body = (format: string) => ({
      playerTeam: ['Koraidon', 'Miraidon', 'Incineroar', 'Rillaboom'],
      opponentTeam: ['Charizard'],
      format,
      bestOf: 1,
      date: '2026-05-01',
      games: [{ result: 'win' }],
    });
    await call(t.app, 'POST', '/api/vgc-regulations', {
      token: admin.token,
      body: newRegulation('M-Q', { showdownFormats: ['gen9championsvgc2027finals'], restrictedLimit: 1 }),
    });
    const refused = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: body('gen9championsvgc2027finals'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Regulation M-Q allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)');
    const kept = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: { ...body('VGC 2027 Reg M-Q'), playerTeam: ['Koraidon', 'Incineroar'] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const community = await call(t.app, 'GET', '/api/analytics/global/vgc');
    expect(community.status).toBe(200);
    expect(community.body.regulations).toEqual(
      expect.arrayContaining([expect.objectContaining({ regulation: 'Regulation M-Q', matches: 1 })]),
    );
  });
});
