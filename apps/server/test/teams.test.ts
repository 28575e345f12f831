import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamSchema, type Team } from '@trainerlog/core';
import { teams, users } from '../src/db/schema/index.ts';
import { teamListOrder } from '../src/modules/teams/service.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const MISSING = '00000000-0000-4000-8000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const urshifu = {
  species: 'urshifu-rapid-strike',
  nickname: 'Wave',
  item: 'Choice Scarf',
  ability: 'Unseen Fist',
  teraType: 'water',
  nature: 'jolly',
  gender: 'M',
  shiny: true,
  moves: ['Surging Strikes', 'Close Combat', 'U-turn', 'Aqua Jet'],
  evs: { atk: 252, spe: 252, hp: 4 },
};
const sixSpecies = ['Incineroar', 'Rillaboom', 'Flutter Mane', 'Calyrex-Shadow', 'Amoonguss', 'Farigiraf'];
const sixMons = sixSpecies.map((species) => ({ species }));
const strictTeam = teamSchema.extend({ pokemon: z.array(teamSchema.shape.pokemon.element.strict()) }).strict();

async function createTeam(token: string, body: unknown): Promise<Team> {
  const res = await call(t.app, 'POST', '/api/teams', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function storedTeams(userId: string) {
  return t.database.db.select().from(teams).where(eq(teams.userId, userId));
}

describe('teams', () => {
  it('are for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/teams'],
      ['POST', '/api/teams'],
      ['GET', `/api/teams/${MISSING}`],
      ['PUT', `/api/teams/${MISSING}`],
      ['DELETE', `/api/teams/${MISSING}`],
      ['PUT', `/api/teams/${MISSING}/pokemon`],
      ['DELETE', `/api/teams/${MISSING}/pokemon/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, { body: method === 'PUT' || method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'No token' });
    }
  });

  it('creates a team with every Pokémon filled in and spelled as the Pokédex spells it', async () => {
    const me = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/teams', {
      token: me.token,
      body: {
        name: '  Rain  ',
        format: ' gen9vgc2025regg ',
        pokemon: [urshifu, { species: '  lando-t ', statPoints: { hp: 32, atk: 32, spe: 2 } }],
      },
    });
    expect(created.status).toBe(201);
    expect(strictTeam.parse(created.body)).toEqual(created.body);
    expect(created.body).toMatchObject({ name: 'Rain', format: 'gen9vgc2025regg', user: me.user._id });
    const [first, second] = created.body.pokemon;
    expect(first).toEqual({
      id: expect.stringMatching(UUID),
      species: 'Urshifu-Rapid-Strike',
      nickname: 'Wave',
      item: 'Choice Scarf',
      ability: 'Unseen Fist',
      teraType: 'Water',
      nature: 'Jolly',
      gender: 'M',
      shiny: true,
      level: 50,
      moves: ['Surging Strikes', 'Close Combat', 'U-turn', 'Aqua Jet'],
      evs: { hp: 4, atk: 252, def: 0, spa: 0, spd: 0, spe: 252 },
      ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
    });
    expect(second).toMatchObject({ species: 'Landorus-Therian', nickname: '', teraType: '', gender: null, moves: [] });
    // Pokémon Champions' stat points (issue 29): kept on the Pokémon that has them, absent on the others.
    expect(second.statPoints).toEqual({ hp: 32, atk: 32, def: 0, spa: 0, spd: 0, spe: 2 });
    expect('statPoints' in first).toBe(false);
    const read = await call(t.app, 'GET', `/api/teams/${created.body._id}`, { token: me.token });
    expect(read.body.pokemon[1].statPoints).toEqual(second.statPoints);
    expect(second.id).not.toBe(first.id);
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

    const empty = await createTeam(me.token, {});
    expect(empty).toMatchObject({ name: '', format: '', pokemon: [] });
  });

  it('reads, lists newest update first, replaces whole and deletes', async () => {
    const me = await registerUser(t.app);
    const older = await createTeam(me.token, { name: 'Sun', format: 'VGC 2025 Reg G', pokemon: sixMons });
    const newer = await createTeam(me.token, { name: 'Trick Room', pokemon: [{ species: 'Indeedee-F' }] });

    const read = await call(t.app, 'GET', `/api/teams/${older._id}`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(older);
    let list = await call(t.app, 'GET', '/api/teams', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((team: Team) => team._id)).toEqual([newer._id, older._id]);

    // A full replacement: what is left out takes its default, ids sent back are kept, others are new.
    const kept = older.pokemon[0]!;
    const replaced = await call(t.app, 'PUT', `/api/teams/${older._id}`, {
      token: me.token,
      body: { name: 'Sun v2', pokemon: [{ ...kept, item: 'Safety Goggles' }, { species: 'Torkoal' }] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ _id: older._id, name: 'Sun v2', format: '', createdAt: older.createdAt });
    expect(replaced.body.pokemon).toEqual([
      { ...kept, item: 'Safety Goggles' },
      expect.objectContaining({ species: 'Torkoal', id: expect.stringMatching(UUID) }),
    ]);
    expect(older.pokemon.map((p) => p.id)).not.toContain(replaced.body.pokemon[1].id);
    expect(Date.parse(replaced.body.updatedAt)).toBeGreaterThan(Date.parse(older.updatedAt));
    list = await call(t.app, 'GET', '/api/teams', { token: me.token });
    expect(list.body.map((team: Team) => team._id)).toEqual([older._id, newer._id]);

    const removed = await call(t.app, 'DELETE', `/api/teams/${older._id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ msg: 'Team deleted' });
    const gone = await call(t.app, 'GET', `/api/teams/${older._id}`, { token: me.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: 'Team not found' });
    expect((await call(t.app, 'DELETE', `/api/teams/${older._id}`, { token: me.token })).status).toBe(404);
    expect((await storedTeams(me.user._id)).map((row) => row.id)).toEqual([newer._id]);
  });

  it('replaces the Pokémon list keeping ids, and removes one Pokémon by id', async () => {
    const me = await registerUser(t.app);
    const team = await createTeam(me.token, { name: 'Balance', format: 'Reg H', pokemon: sixMons.slice(0, 3) });
    const [a, b, c] = team.pokemon;

    const reordered = await call(t.app, 'PUT', `/api/teams/${team._id}/pokemon`, {
      token: me.token,
      body: {
        pokemon: [
          { ...c, nickname: 'Mane' },
          { id: a!.id, species: 'Incineroar', item: 'Sitrus Berry' },
          { id: 'local_1700000000000_x', species: 'Tornadus' },
          { id: a!.id, species: 'Incineroar' },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({ name: 'Balance', format: 'Reg H' });
    const ids = reordered.body.pokemon.map((p: { id: string }) => p.id);
    expect(ids.slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[3]).toMatch(UUID);
    expect(new Set([...ids, b!.id]).size).toBe(5);
    expect(reordered.body.pokemon[0]).toEqual({ ...c, nickname: 'Mane' });
    expect(reordered.body.pokemon[1]).toMatchObject({ species: 'Incineroar', item: 'Sitrus Berry', nature: '' });

    const without = await call(t.app, 'DELETE', `/api/teams/${team._id}/pokemon/${a!.id}`, { token: me.token });
    expect(without.status).toBe(200);
    expect(without.body.pokemon).toEqual(reordered.body.pokemon.filter((p: { id: string }) => p.id !== a!.id));
    expect(Date.parse(without.body.updatedAt)).toBeGreaterThan(Date.parse(reordered.body.updatedAt));

    for (const pokemonId of [a!.id, b!.id, 'not-an-id']) {
      const missing = await call(t.app, 'DELETE', `/api/teams/${team._id}/pokemon/${pokemonId}`, { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Pokemon not found' });
    }
    expect((await call(t.app, 'GET', `/api/teams/${team._id}`, { token: me.token })).body).toEqual(without.body);

    const cleared = await call(t.app, 'PUT', `/api/teams/${team._id}/pokemon`, {
      token: me.token,
      body: { pokemon: [] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.pokemon).toEqual([]);
  });

  it('rejects bad input with the field path and stores nothing', async () => {
    const me = await registerUser(t.app);
    const cases: [unknown, string, string][] = [
      [{ name: 'x'.repeat(101) }, 'name', 'Team name must be at most 100 characters'],
      [{ format: 'f'.repeat(61) }, 'format', 'Format must be at most 60 characters'],
      [{ pokemon: [...sixMons, { species: 'Pikachu' }] }, 'pokemon', 'A team has at most 6 Pokémon'],
      [{ pokemon: [{ species: '  ' }] }, 'pokemon.0.species', 'Species is required'],
      [{ pokemon: [{}] }, 'pokemon.0.species', 'Species is required'],
      [{ pokemon: [{ species: 'P'.repeat(61) }] }, 'pokemon.0.species', 'Species must be at most 60 characters'],
      [{ pokemon: [{ species: 'Pikachu', nickname: 'a@b' }] }, 'pokemon.0.nickname', 'Nickname cannot contain @'],
      [
        { pokemon: [{ species: 'Pikachu', item: 'i'.repeat(61) }] },
        'pokemon.0.item',
        'Item must be at most 60 characters',
      ],
      [
        { pokemon: [{ species: 'Pikachu', ability: 'a'.repeat(61) }] },
        'pokemon.0.ability',
        'Ability must be at most 60 characters',
      ],
      [{ pokemon: [{ species: 'Pikachu', teraType: 'Shadow' }] }, 'pokemon.0.teraType', 'Tera type must be one of'],
      [
        { pokemon: [{ species: 'Pikachu', nature: 'Grumpy' }] },
        'pokemon.0.nature',
        'Nature must be one of the 25 natures',
      ],
      [{ pokemon: [{ species: 'Pikachu', gender: 'X' }] }, 'pokemon.0.gender', 'Gender must be M, F or null'],
      [{ pokemon: [{ species: 'Pikachu', shiny: 'yes' }] }, 'pokemon.0.shiny', 'Shiny must be true or false'],
      [{ pokemon: [{ species: 'Pikachu', level: 0 }] }, 'pokemon.0.level', 'Level must be between 1 and 100'],
      [{ pokemon: [{ species: 'Pikachu', level: 50.5 }] }, 'pokemon.0.level', 'Level must be a whole number'],
      [
        { pokemon: [{ species: 'Pikachu', moves: ['Thunderbolt', 'Protect', 'Fake Out', 'Volt Switch', 'Nuzzle'] }] },
        'pokemon.0.moves',
        'A Pokémon has at most 4 moves',
      ],
      [{ pokemon: [{ species: 'Pikachu', moves: [' '] }] }, 'pokemon.0.moves.0', 'A move cannot be empty'],
      [
        { pokemon: [{ species: 'Pikachu', moves: ['m'.repeat(41)] }] },
        'pokemon.0.moves.0',
        'Each move must be at most 40 characters',
      ],
      [
        { pokemon: [{ species: 'Pikachu', evs: { atk: 253 } }] },
        'pokemon.0.evs.atk',
        'Atk EV must be between 0 and 252',
      ],
      [
        { pokemon: [{ species: 'Pikachu', evs: { hp: 252, atk: 252, spe: 8 } }] },
        'pokemon.0.evs',
        'EVs must total at most 510',
      ],
      [{ pokemon: [{ species: 'Pikachu', ivs: { spe: 32 } }] }, 'pokemon.0.ivs.spe', 'Spe IV must be between 0 and 31'],
      [
        { pokemon: [{ species: 'Pikachu', statPoints: { hp: 32, atk: 32, spe: 3 } }] },
        'pokemon.0.statPoints',
        'Stat points must total at most 66',
      ],
      [
        { pokemon: [{ species: 'Pikachu', statPoints: { spe: 33 } }] },
        'pokemon.0.statPoints.spe',
        'Spe stat points must be between 0 and 32',
      ],
      [{ pokemon: [{ species: 'Pikachu', ivs: { spe: -1 } }] }, 'pokemon.0.ivs.spe', 'Spe IV must be between 0 and 31'],
      [{ pokemon: [{ species: 'Pikachu' }, { species: 'Agumon' }] }, 'pokemon.1.species', 'Unknown Pokémon "Agumon"'],
      [{ pokemon: [{ species: '25' }] }, 'pokemon.0.species', 'Unknown Pokémon "25"'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(t.app, 'POST', '/api/teams', { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(res.body)).toContainEqual({
        path,
        message: expect.stringContaining(message),
      });
    }
    const notObject = await call(t.app, 'POST', '/api/teams', { token: me.token, body: ['Pikachu'] });
    expect(notObject.status).toBe(400);
    expect(await storedTeams(me.user._id)).toEqual([]);

    // Every unknown species is reported at once.
    const twoUnknown = await call(t.app, 'POST', '/api/teams', {
      token: me.token,
      body: { pokemon: [{ species: 'Fakemon' }, { species: 'Pikachu' }, { species: 'Missingno.' }] },
    });
    expect(twoUnknown.body).toEqual({
      msg: 'Unknown Pokémon "Fakemon"',
      errors: [
        { path: 'pokemon.0.species', message: 'Unknown Pokémon "Fakemon"' },
        { path: 'pokemon.2.species', message: 'Unknown Pokémon "Missingno."' },
      ],
    });

    // Updates are refused the same way and leave the team as it was.
    const team = await createTeam(me.token, { name: 'Keep', pokemon: sixMons });
    for (const [method, url, body] of [
      ['PUT', `/api/teams/${team._id}`, { name: 'Changed', pokemon: [{ species: 'Pikachu', level: 101 }] }],
      ['PUT', `/api/teams/${team._id}`, { name: 'Changed', pokemon: [{ species: 'Agumon' }] }],
      ['PUT', `/api/teams/${team._id}/pokemon`, { pokemon: [...sixMons, ...sixMons] }],
      ['PUT', `/api/teams/${team._id}/pokemon`, { pokemon: [{ species: 'Agumon' }] }],
      ['PUT', `/api/teams/${team._id}/pokemon`, {}],
    ] as const) {
      const res = await call(t.app, method, url, { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await call(t.app, 'GET', `/api/teams/${team._id}`, { token: me.token })).body).toEqual(team);
  });

  it('answers 404 "Team not found" for unknown and malformed ids, never a 500', async () => {
    const me = await registerUser(t.app);
    for (const id of [MISSING, 'not-a-uuid', 'local_1700000000000_abc', "1' or '1'='1"]) {
      const url = `/api/teams/${encodeURIComponent(id)}`;
      for (const res of [
        await call(t.app, 'GET', url, { token: me.token }),
        await call(t.app, 'PUT', url, { token: me.token, body: { name: 'x' } }),
        await call(t.app, 'DELETE', url, { token: me.token }),
        await call(t.app, 'PUT', `${url}/pokemon`, { token: me.token, body: { pokemon: [] } }),
        await call(t.app, 'DELETE', `${url}/pokemon/${MISSING}`, { token: me.token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ msg: 'Team not found' });
      }
    }
  });

  it('keeps a team from another user: no read, change, delete, Pokémon change or activation', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const team = await createTeam(owner.token, { name: 'Mine', pokemon: sixMons });
    const url = `/api/teams/${team._id}`;
    for (const res of [
      await call(t.app, 'GET', url, { token: other.token }),
      await call(t.app, 'PUT', url, { token: other.token, body: { name: 'Stolen' } }),
      await call(t.app, 'PUT', `${url}/pokemon`, { token: other.token, body: { pokemon: [] } }),
      await call(t.app, 'DELETE', `${url}/pokemon/${team.pokemon[0]!.id}`, { token: other.token }),
      await call(t.app, 'DELETE', url, { token: other.token }),
      await call(t.app, 'PUT', '/api/auth/active-team', { token: other.token, body: { teamId: team._id } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Team not found' });
    }
    expect((await call(t.app, 'GET', '/api/teams', { token: other.token })).body).toEqual([]);
    expect((await call(t.app, 'GET', url, { token: owner.token })).body).toEqual(team);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.user._id));
    expect(otherRow!.activeTeamId).toBeNull();
  });
});

describe('active team', () => {
  it('is set to one of the caller’s teams, cleared with null, and cleared when that team is deleted', async () => {
    const me = await registerUser(t.app);
    const first = await createTeam(me.token, { name: 'First', pokemon: sixMons });
    const second = await createTeam(me.token, { name: 'Second' });

    const set = await call(t.app, 'PUT', '/api/auth/active-team', { token: me.token, body: { teamId: first._id } });
    expect(set.status).toBe(200);
    expect(set.body.activeTeam).toBe(first._id);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeTeam).toBe(first._id);

    const cleared = await call(t.app, 'PUT', '/api/auth/active-team', { token: me.token, body: { teamId: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.activeTeam).toBeNull();

    for (const teamId of ['nope', MISSING]) {
      const unknown = await call(t.app, 'PUT', '/api/auth/active-team', { token: me.token, body: { teamId } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ msg: 'Team not found' });
    }

    await call(t.app, 'PUT', '/api/auth/active-team', { token: me.token, body: { teamId: second._id } });
    await call(t.app, 'DELETE', `/api/teams/${first._id}`, { token: me.token });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeTeam).toBe(second._id);
    await call(t.app, 'DELETE', `/api/teams/${second._id}`, { token: me.token });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).body.activeTeam).toBeNull();
  });

  it('goes with the account: deleting a user deletes their teams', async () => {
    const me = await registerUser(t.app);
    await createTeam(me.token, { name: 'Gone', pokemon: sixMons });
    await t.database.db.delete(users).where(eq(users.id, me.user._id));
    expect(await storedTeams(me.user._id)).toEqual([]);
  });
});

describe('the team list query', () => {
  it('reads teams_user_id_updated_at_idx in order, without a sort', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.userId, MISSING))
        .orderBy(...teamListOrder)
        .toSQL();
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${sql.raw(query.sql.replace('$1', `'${MISSING}'`))}`,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('teams_user_id_updated_at_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
