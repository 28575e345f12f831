import { describe, expect, it } from 'vitest';
import { bringLeadGamesAnswerSchema, vgcPersonalAnalyticsSchema, type VgcMatch } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const MINE = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

async function log(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: { opponentName: 'Opp', date: '2025-01-01', playerTeam: MINE, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as VgcMatch;
}

const game = (result: 'win' | 'loss', leads: string[], brought: string[], theirs: string[]) => ({
  result,
  leadPokemon: leads,
  broughtPokemon: brought,
  opponentLeadPokemon: theirs.slice(0, 2),
  opponentBroughtPokemon: theirs,
});

const gamesBehind = (token: string | undefined, query: Record<string, string>) =>
  call(t.app, 'GET', `/api/vgcmatches/bring-lead-games?${new URLSearchParams(query)}`, token ? { token } : {});

async function seeded() {
  const me = await registerUser(t.app);
  const other = await registerUser(t.app);
  const sun = await log(me.token, {
    opponentName: 'Sun player',
    opponentTeam: SUN,
    format: 'Reg H',
    bestOf: 3,
    date: '2025-02-01',
    games: [
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
      ),
      game(
        'loss',
        ['Incineroar', 'Amoonguss'],
        ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal', 'Flutter Mane', 'Ursaluna', 'Walking Wake'],
      ),
      game(
        'win',
        ['Rillaboom', 'Incineroar'],
        ['Incineroar', 'Rillaboom', 'Flutter Mane', 'Amoonguss'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Walking Wake'],
      ),
    ],
  });
  const rain = await log(me.token, {
    opponentName: 'Rain player',
    opponentTeam: RAIN,
    format: 'Reg G',
    date: '2025-01-10',
    games: [
      game(
        'loss',
        ['Rillaboom', 'Flutter Mane'],
        ['Rillaboom', 'Flutter Mane', 'Incineroar', 'Amoonguss'],
        ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
      ),
    ],
  });
  // The other member led with Landorus and faced the same sun team: never in my lists, nor mine in theirs.
  const theirs = await log(other.token, {
    opponentTeam: SUN,
    date: '2025-03-01',
    games: [
      game(
        'loss',
        ['Landorus-Therian', 'Incineroar'],
        ['Landorus-Therian', 'Incineroar', 'Flutter Mane', 'Amoonguss'],
        ['Torkoal', 'Walking Wake', 'Ursaluna', 'Farigiraf'],
      ),
    ],
  });
  return { me, other, sun, rain, theirs };
}

const listed = (body: unknown) =>
  bringLeadGamesAnswerSchema.parse(body).games.map((g) => `${g.matchId}:${g.game}:${g.result}`);

describe('the games behind each Bring & lead number (issue 30)', () => {
  it('lists my games behind each kind of number, newest first, as the figures count them', async () => {
    const { me, sun, rain } = await seeded();
    const brought = await gamesBehind(me.token, { kind: 'brought', pokemon: 'Incineroar' });
    expect(brought.status, JSON.stringify(brought.body)).toBe(200);
    const answer = bringLeadGamesAnswerSchema.parse(brought.body);
    expect(answer.total).toBe(4);
    expect(answer.games[0]).toEqual({
      matchId: sun._id,
      game: 0,
      date: '2025-02-01',
      opponentName: 'Sun player',
      result: 'win',
    });
    expect(listed(brought.body)).toEqual([
      `${sun._id}:0:win`,
      `${sun._id}:1:loss`,
      `${sun._id}:2:win`,
      `${rain._id}:0:loss`,
    ]);

    // The lists hold as many games as the figures of /stats count.
    const stats = vgcPersonalAnalyticsSchema.parse(
      (await call(t.app, 'GET', '/api/vgcmatches/stats', { token: me.token })).body,
    );
    const incineroar = stats.bringLead.pokemon.find((r) => r.pokemon === 'Incineroar')!;
    expect(answer.total).toBe(incineroar.brought.games);
    const led = bringLeadGamesAnswerSchema.parse(
      (await gamesBehind(me.token, { kind: 'led', pokemon: 'Incineroar' })).body,
    );
    expect(led.total).toBe(incineroar.led.games);

    // A lead pair in either order.
    expect(listed((await gamesBehind(me.token, { kind: 'leadPair', pokemon: 'Rillaboom,Incineroar' })).body)).toEqual([
      `${sun._id}:0:win`,
      `${sun._id}:2:win`,
    ]);
    // Opponent trends: faced in the preview, and brought by them.
    expect(listed((await gamesBehind(me.token, { kind: 'opponent', pokemon: 'Flutter Mane' })).body)).toEqual([
      `${sun._id}:0:win`,
      `${sun._id}:1:loss`,
      `${sun._id}:2:win`,
    ]);
    expect(listed((await gamesBehind(me.token, { kind: 'opponentBrought', pokemon: 'Flutter Mane' })).body)).toEqual([
      `${sun._id}:1:loss`,
    ]);
    // The analytics filters apply: Reg G keeps the rain match only.
    expect(
      listed((await gamesBehind(me.token, { kind: 'brought', pokemon: 'Incineroar', format: 'reg g' })).body),
    ).toEqual([`${rain._id}:0:loss`]);
  });

  it('never lists another member’s games', async () => {
    const { me, other, theirs } = await seeded();
    const mine = bringLeadGamesAnswerSchema.parse(
      (await gamesBehind(me.token, { kind: 'led', pokemon: 'Landorus-Therian' })).body,
    );
    expect(mine).toEqual({ total: 0, games: [] });
    const myFaced = bringLeadGamesAnswerSchema.parse(
      (await gamesBehind(me.token, { kind: 'opponent', pokemon: 'Torkoal' })).body,
    );
    expect(myFaced.games.some((g) => g.matchId === theirs._id)).toBe(false);
    const theirFaced = bringLeadGamesAnswerSchema.parse(
      (await gamesBehind(other.token, { kind: 'opponent', pokemon: 'Torkoal' })).body,
    );
    expect(theirFaced.games.map((g) => g.matchId)).toEqual([theirs._id]);
  });

  it('refuses bad input (400), an unknown season (404) and guests (401)', async () => {
    const { me } = await seeded();
    const kind = await gamesBehind(me.token, { kind: 'best', pokemon: 'Incineroar' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toContain('Kind must be brought, led, leadPair, opponent, opponentBrought');
    const missing = await gamesBehind(me.token, { kind: 'led' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Pokémon is required');
    const pair = await gamesBehind(me.token, { kind: 'leadPair', pokemon: 'Incineroar' });
    expect(pair.status).toBe(400);
    expect(JSON.stringify(pair.body)).toContain('A lead pair is two Pokémon');
    const two = await gamesBehind(me.token, { kind: 'brought', pokemon: 'Incineroar,Rillaboom' });
    expect(two.status).toBe(400);
    const range = await gamesBehind(me.token, {
      kind: 'led',
      pokemon: 'Incineroar',
      from: '2025-02-01',
      to: '2025-01-01',
    });
    expect(range.status).toBe(400);
    const season = await gamesBehind(me.token, {
      kind: 'led',
      pokemon: 'Incineroar',
      seasonId: '00000000-0000-4000-8000-000000000000',
    });
    expect([season.status, season.body.msg]).toEqual([404, 'Season not found']);
    expect((await gamesBehind(undefined, { kind: 'led', pokemon: 'Incineroar' })).status).toBe(401);
  });
});
