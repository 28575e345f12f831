import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vgcMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '100000', COSTLY_WRITE_RATE_LIMIT: '100000' });

/** Two restricted Pokémon of the seeded list (migration 0005) and four that are not. */
const TWO_RESTRICTED = ['Koraidon', 'Miraidon', 'Incineroar', 'Rillaboom', 'Amoonguss', 'Flutter Mane'];
const REG_G_TOO_MANY = 'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)';

function matchBody(overrides: Record<string, unknown> = {}) {
  return {
    playerTeam: TWO_RESTRICTED,
    opponentTeam: ['Calyrex-Shadow', 'Zacian-Crowned', 'Kyogre'],
    format: 'Regulation G',
    bestOf: 1,
    date: '2025-03-01',
    games: [{ result: 'win' }],
    ...overrides,
  };
}

const post = (token: string, overrides: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/vgcmatches', { token, body: matchBody(overrides) });

async function storedCount(userId: string) {
  return (await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.userId, userId))).length;
}

describe('VGC matches and the restricted limit of their format', () => {
  it("refuses a player team over the format's limit at playerTeam and stores nothing", async () => {
    const me = await registerUser(t.app);
    for (const format of ['Regulation G', 'gen9vgc2025reggbo3', '[Gen 9] VGC 2025 Reg G']) {
      const res = await post(me.token, { format });
      expect(res.status, format).toBe(400);
      expect(res.body).toEqual({ msg: REG_G_TOO_MANY, errors: [{ path: 'playerTeam', message: REG_G_TOO_MANY }] });
    }
    const regH = await post(me.token, { format: 'VGC 2024 Reg H', playerTeam: ['Calyrex-Shadow', 'Incineroar'] });
    expect(regH.status).toBe(400);
    expect(regH.body.msg).toBe('Regulation H allows no restricted Pokémon (this team has 1: Calyrex-Shadow)');
    expect(await storedCount(me.user._id)).toBe(0);
  });

  it("accepts teams within the limit, formats without a known limit, and never checks the opponent's team", async () => {
    const me = await registerUser(t.app);
    expect((await post(me.token, { format: 'Reg I' })).status).toBe(201);
    expect((await post(me.token, { format: 'Regulation J' })).status).toBe(201);
    expect((await post(me.token, { format: 'Reg G/H' })).status).toBe(201);
    expect((await post(me.token, { format: '' })).status).toBe(201);
    // Two formes of one species are one restricted Pokémon; the opponent's three restricted are theirs.
    const formes = await post(me.token, { playerTeam: ['Calyrex-Shadow', 'Incineroar'], format: 'Reg G' });
    expect(formes.status, JSON.stringify(formes.body)).toBe(201);
    expect(await storedCount(me.user._id)).toBe(5);
  });

  it('checks an update too, and leaves the stored match as it was', async () => {
    const me = await registerUser(t.app);
    const created = await post(me.token, { format: 'Reg I' });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const res = await call(t.app, 'PUT', `/api/vgcmatches/${id}`, { token: me.token, body: matchBody() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'playerTeam', message: REG_G_TOO_MANY }]);
    const stored = await call(t.app, 'GET', `/api/vgcmatches/${id}`, { token: me.token });
    expect(stored.body.format).toBe('Reg I');
  });

  it("reads a saved team's format when the match's is blank, and its species when the match lists none", async () => {
    const me = await registerUser(t.app);
    const team = await call(t.app, 'POST', '/api/teams', {
      token: me.token,
      body: { name: 'Box legends', format: 'VGC 2025 Reg G', pokemon: TWO_RESTRICTED.map((species) => ({ species })) },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const blank = await post(me.token, { teamId: team.body._id, playerTeam: [], format: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'playerTeam', message: REG_G_TOO_MANY }]);
    // The match's own format wins over the team's.
    expect((await post(me.token, { teamId: team.body._id, playerTeam: [], format: 'Reg I' })).status).toBe(201);
  });

  it('follows the list: after an admin lifts a restriction the same match is accepted', async () => {
    const me = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    expect((await post(me.token)).status).toBe(400);

    const lifted = await call(t.app, 'DELETE', '/api/restricted-pokemon/Miraidon', { token: admin.token });
    expect(lifted.status).toBe(200);
    const res = await post(me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.playerTeam).toEqual(TWO_RESTRICTED);

    // Restricting it again makes the same body a 400 once more.
    const restored = await call(t.app, 'POST', '/api/restricted-pokemon', {
      token: admin.token,
      body: { name: 'Miraidon' },
    });
    expect(restored.status).toBe(201);
    expect((await post(me.token)).status).toBe(400);
  });
});
