import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BO1_ONE_GAME,
  BO3_ENDS_AT_TWO_WINS,
  BO3_NEEDS_THIRD_GAME,
  BO3_TWO_OR_THREE_GAMES,
  GAME_RESULT_REQUIRED,
  REPLAY_LINK_INVALID,
  TEAM_ID_INVALID,
  teamFilterKey,
  VGC_BROUGHT_NOT_IN_TEAM,
  VGC_CSV_COLUMNS,
  VGC_DUPLICATE_POKEMON,
  VGC_LEADS_NOT_BROUGHT,
  VGC_TEAM_REQUIRED,
  VGC_MEGA_NOT_BROUGHT,
  VGC_TERA_NOT_BROUGHT,
  vgcMatchPageSchema,
  vgcMatchSchema,
} from '@trainerlog/core';
import { vgcMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const MISSING = '00000000-0000-4000-8000-000000000000';

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];
const win = { result: 'win' };
const loss = { result: 'loss' };

function matchBody(overrides: Record<string, unknown> = {}) {
  return {
    playerTeam: SUN,
    opponentTeam: RAIN,
    opponentName: 'Wolfe',
    format: 'VGC 2025 Reg H',
    bestOf: 1,
    date: '2025-03-01',
    games: [win],
    ...overrides,
  };
}

async function storedCount(userId: string) {
  return (await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.userId, userId))).length;
}

async function log(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', { token, body: matchBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function createTeam(token: string, species: string[], name = 'Sun') {
  const res = await call(t.app, 'POST', '/api/teams', {
    token,
    body: { name, pokemon: species.map((s) => ({ species: s })) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

const idsOf = (page: { matches: { _id: string }[] }) => page.matches.map((m) => m._id);

describe('VGC matches', () => {
  it('are for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/vgcmatches'],
      ['GET', '/api/vgcmatches/summary'],
      ['GET', '/api/vgcmatches/export'],
      ['GET', '/api/vgcmatches/team-stats'],
      ['GET', `/api/vgcmatches/team-stats/${MISSING}`],
      ['POST', '/api/vgcmatches'],
      ['GET', `/api/vgcmatches/${MISSING}`],
      ['PUT', `/api/vgcmatches/${MISSING}`],
      ['DELETE', `/api/vgcmatches/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, {
        body: method === 'POST' || method === 'PUT' ? matchBody() : undefined,
      });
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ msg: 'No token' });
    }
  });

  it('logs, reads, replaces and deletes a match, in the Pokédex spelling, deriving result and score', async () => {
    const me = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: matchBody({
        playerTeam: ['torkoal', 'lilligant-hisui', 'Walking Wake', 'ursaluna', 'FARIGIRAF', 'Flutter Mane'],
        opponentTeam: ['Urshifu-*', 'Lando-T', 'incineroar'],
        opponentName: '  Wolfe  ',
        bestOf: 3,
        replayLink: 'https://replay.pokemonshowdown.com/gen9vgc2025regh-123',
        notes: '  tight games',
        games: [
          {
            result: 'loss',
            wentFirst: true,
            leadPokemon: ['torkoal', 'Lilligant-Hisui'],
            broughtPokemon: ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
            opponentLeadPokemon: ['urshifu-*', 'Incineroar'],
            opponentBroughtPokemon: ['Urshifu-*', 'Incineroar', 'lando-t'],
            firstKnockout: 'opponent',
            teraPokemon: 'torkoal',
            opponentTeraPokemon: 'lando-t',
            megaPokemon: 'ursaluna',
            opponentMegaPokemon: 'incineroar',
          },
          { result: 'win', notes: 'adapted' },
          { result: 'win', replayLink: 'http://example.com/g3' },
        ],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const match = vgcMatchSchema.strict().parse(created.body);
    expect(match).toMatchObject({
      user: me.user._id,
      gameType: 'VGC',
      group: null,
      teamId: null,
      playerTeam: SUN,
      opponentTeam: ['Urshifu', 'Landorus-Therian', 'Incineroar'],
      opponentName: 'Wolfe',
      bestOf: 3,
      notes: '  tight games',
      result: 'win',
      matchScore: '2-1',
    });
    expect(match.games[0]).toEqual({
      result: 'loss',
      wentFirst: true,
      leadPokemon: ['Torkoal', 'Lilligant-Hisui'],
      opponentLeadPokemon: ['Urshifu', 'Incineroar'],
      broughtPokemon: ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
      opponentBroughtPokemon: ['Urshifu', 'Incineroar', 'Landorus-Therian'],
      firstKnockout: 'opponent',
      teraPokemon: 'Torkoal',
      opponentTeraPokemon: 'Landorus-Therian',
      megaPokemon: 'Ursaluna',
      opponentMegaPokemon: 'Incineroar',
      movesUsed: null,
      replayLink: '',
      notes: '',
    });
    expect(match.games[1]).toMatchObject({
      teraPokemon: null,
      opponentTeraPokemon: null,
      megaPokemon: null,
      opponentMegaPokemon: null,
    });
    const [row] = await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.id, match._id));
    expect(row).toMatchObject({
      wins: 2,
      losses: 1,
      result: 'win',
      playerTeamKey: teamFilterKey(SUN),
      opponentTeamKey: 'incineroar,landorus,urshifu',
    });

    const read = await call(t.app, 'GET', `/api/vgcmatches/${match._id}`, { token: me.token });
    expect(read.body).toEqual(created.body);

    // Editing notes sends the whole match back; everything is replaced.
    const replaced = await call(t.app, 'PUT', `/api/vgcmatches/${match._id}`, {
      token: me.token,
      body: matchBody({ notes: 'edited', games: [loss], opponentTeam: [] }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      _id: match._id,
      notes: 'edited',
      result: 'loss',
      matchScore: '0-1',
      bestOf: 1,
      opponentTeam: [],
      replayLink: '',
      createdAt: match.createdAt,
    });
    const [edited] = await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.id, match._id));
    expect(edited).toMatchObject({ wins: 0, losses: 1, result: 'loss', opponentTeamKey: '' });

    const removed = await call(t.app, 'DELETE', `/api/vgcmatches/${match._id}`, { token: me.token });
    expect(removed.body).toEqual({ msg: 'Match deleted' });
    expect((await call(t.app, 'GET', `/api/vgcmatches/${match._id}`, { token: me.token })).status).toBe(404);
    expect(await storedCount(me.user._id)).toBe(0);
  });

  it('refuses every invalid match with the field path, storing nothing, on create and on replace', async () => {
    const me = await registerUser(t.app);
    const kept = await log(me.token, { notes: 'original' });
    const game = (extra: Record<string, unknown>) => ({ games: [{ result: 'win', ...extra }] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bestOf: 1, games: [win, loss] }, 'games', BO1_ONE_GAME],
      [{ bestOf: 1, games: [] }, 'games', BO1_ONE_GAME],
      [{ bestOf: 3, games: [win] }, 'games', BO3_TWO_OR_THREE_GAMES],
      [{ bestOf: 3, games: [win, loss] }, 'games', BO3_NEEDS_THIRD_GAME],
      [{ bestOf: 3, games: [win, win, loss] }, 'games', BO3_ENDS_AT_TWO_WINS],
      [{ bestOf: 5 }, 'bestOf', 'Best-of must be 1 or 3'],
      [{ games: [{ result: 'draw' }] }, 'games.0.result', GAME_RESULT_REQUIRED],
      [
        game({ leadPokemon: ['Torkoal', 'Ursaluna'], broughtPokemon: ['Torkoal', 'Farigiraf'] }),
        'games.0.leadPokemon',
        VGC_LEADS_NOT_BROUGHT,
      ],
      [game({ broughtPokemon: ['Torkoal', 'Incineroar'] }), 'games.0.broughtPokemon', VGC_BROUGHT_NOT_IN_TEAM],
      [
        game({ opponentBroughtPokemon: ['Pelipper', 'Kyogre'] }),
        'games.0.opponentBroughtPokemon',
        VGC_BROUGHT_NOT_IN_TEAM,
      ],
      [
        game({ leadPokemon: ['Torkoal', 'Ursaluna', 'Farigiraf'] }),
        'games.0.leadPokemon',
        'Your leads has at most 2 Pokémon',
      ],
      [
        game({ broughtPokemon: SUN.slice(0, 5) }),
        'games.0.broughtPokemon',
        'Your brought Pokémon has at most 4 Pokémon',
      ],
      [{ playerTeam: [...SUN, 'Pikachu'] }, 'playerTeam', 'Your team has at most 6 Pokémon'],
      [{ opponentTeam: [...RAIN, 'Pikachu'] }, 'opponentTeam', "Opponent's team has at most 6 Pokémon"],
      [{ playerTeam: ['Torkoal', 'torkoal'] }, 'playerTeam', VGC_DUPLICATE_POKEMON],
      // Two spellings of one species are one Pokémon once spelled as the Pokédex spells it.
      [{ opponentTeam: ['Lando-T', 'Landorus-Therian'] }, 'opponentTeam', VGC_DUPLICATE_POKEMON],
      [{ opponentTeam: ['Urshifu-*', 'Urshifu'] }, 'opponentTeam', VGC_DUPLICATE_POKEMON],
      [{ playerTeam: [] }, 'playerTeam', VGC_TEAM_REQUIRED],
      [{ playerTeam: [], teamId: 'local_1700000000000_abc' }, 'playerTeam', VGC_TEAM_REQUIRED],
      [{ playerTeam: ['Torkoal', 'Pikachuuu'] }, 'playerTeam.1', 'Unknown Pokémon "Pikachuuu"'],
      [{ opponentTeam: ['Pelipper', '*'] }, 'opponentTeam.1', 'Unknown Pokémon "*"'],
      [{ opponentTeam: ['Pelipper', '25'] }, 'opponentTeam.1', 'Unknown Pokémon "25"'],
      [
        { opponentTeam: [], games: [{ result: 'win', opponentLeadPokemon: ['Missingno'] }] },
        'games.0.opponentLeadPokemon.0',
        'Unknown Pokémon "Missingno"',
      ],
      [{ replayLink: 'javascript:alert(1)' }, 'replayLink', REPLAY_LINK_INVALID],
      [game({ replayLink: 'replay.pokemonshowdown.com/x' }), 'games.0.replayLink', REPLAY_LINK_INVALID],
      [{ replayLink: `https://x.com/${'a'.repeat(300)}` }, 'replayLink', 'Replay link must be at most 300 characters'],
      [{ teamId: 'team-1' }, 'teamId', TEAM_ID_INVALID],
      [{ teamId: 42 }, 'teamId', TEAM_ID_INVALID],
      [{ date: '2024-02-30' }, 'date', 'Date must be a valid date (YYYY-MM-DD)'],
      [{ date: '2007-12-31' }, 'date', 'Date must be in 2008 or later'],
      [{ date: '2999-01-01' }, 'date', 'Date cannot be in the future'],
      [{ opponentName: 'x'.repeat(101) }, 'opponentName', 'Opponent name must be at most 100 characters'],
      [{ format: 'x'.repeat(61) }, 'format', 'Format must be at most 60 characters'],
      [{ notes: 'x'.repeat(10_001) }, 'notes', 'Notes must be at most 10000 characters'],
      [game({ notes: 'x'.repeat(10_001) }), 'games.0.notes', 'Game notes must be at most 10000 characters'],
      [game({ movesUsed: 'Fake Out' }), 'games.0.movesUsed', 'Moves used must be a list of Pokémon and their moves'],
      [game({ firstKnockout: 'me' }), 'games.0.firstKnockout', 'First knockout must be player or opponent'],
      [game({ teraPokemon: 'Pelipper' }), 'games.0.teraPokemon', VGC_TERA_NOT_BROUGHT],
      [game({ megaPokemon: 'Pelipper' }), 'games.0.megaPokemon', VGC_MEGA_NOT_BROUGHT],
      [
        { opponentTeam: [], games: [{ result: 'win', opponentMegaPokemon: 'Missingno' }] },
        'games.0.opponentMegaPokemon',
        'Unknown Pokémon "Missingno"',
      ],
      [
        { opponentTeam: [], games: [{ result: 'win', opponentTeraPokemon: 'Missingno' }] },
        'games.0.opponentTeraPokemon',
        'Unknown Pokémon "Missingno"',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const body = matchBody(overrides);
      for (const [method, url] of [
        ['POST', '/api/vgcmatches'],
        ['PUT', `/api/vgcmatches/${kept._id}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: me.token, body });
        expect(res.status, `${method} ${JSON.stringify(overrides).slice(0, 80)}`).toBe(400);
        expect(res.body.errors, `${method} ${JSON.stringify(overrides).slice(0, 80)}`).toContainEqual({
          path,
          message,
        });
      }
    }
    // Every unknown name at once, each at its path; the message is the first one's.
    const many = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: matchBody({ opponentTeam: ['Pelipper', 'Fakemon', 'Nopemon'] }),
    });
    expect(many.body).toEqual({
      msg: 'Unknown Pokémon "Fakemon"',
      errors: [
        { path: 'opponentTeam.1', message: 'Unknown Pokémon "Fakemon"' },
        { path: 'opponentTeam.2', message: 'Unknown Pokémon "Nopemon"' },
      ],
    });
    expect(await storedCount(me.user._id)).toBe(1);
    const unchanged = await call(t.app, 'GET', `/api/vgcmatches/${kept._id}`, { token: me.token });
    expect(unchanged.body).toEqual(kept);
  });

  it("uses the caller's saved team: fills an empty player team, keeps the id until the team is deleted", async () => {
    const me = await registerUser(t.app);
    const teamId = await createTeam(me.token, ['lilligant-hisui', ...SUN.filter((s) => s !== 'Lilligant-Hisui')]);
    const filled = await log(me.token, {
      teamId,
      playerTeam: [],
      games: [{ result: 'win', broughtPokemon: ['Torkoal', 'Lilligant-Hisui'] }],
    });
    expect(filled).toMatchObject({
      teamId,
      playerTeam: ['Lilligant-Hisui', ...SUN.filter((s) => s !== 'Lilligant-Hisui')],
    });
    // A player team given with the id is kept as sent (the team may have changed since).
    const typed = await log(me.token, { teamId, playerTeam: ['Torkoal', 'Ursaluna'] });
    expect(typed).toMatchObject({ teamId, playerTeam: ['Torkoal', 'Ursaluna'] });
    // Brought Pokémon are checked against the team the match gets.
    const outside = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: matchBody({ teamId, playerTeam: [], games: [{ result: 'win', broughtPokemon: ['Pelipper'] }] }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([{ path: 'games.0.broughtPokemon', message: VGC_BROUGHT_NOT_IN_TEAM }]);
    // A team without Pokémon cannot stand in for the player team.
    const emptyTeam = await createTeam(me.token, [], 'Empty');
    const none = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: matchBody({ teamId: emptyTeam, playerTeam: [] }),
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'playerTeam', message: VGC_TEAM_REQUIRED }]);
    // A browser team's id cannot be known here: stored as null, the player team kept.
    const local = await log(me.token, { teamId: 'local_1700000000000_abc' });
    expect(local).toMatchObject({ teamId: null, playerTeam: SUN });

    expect((await call(t.app, 'DELETE', `/api/teams/${teamId}`, { token: me.token })).status).toBe(200);
    const orphan = await call(t.app, 'GET', `/api/vgcmatches/${filled._id}`, { token: me.token });
    expect(orphan.body).toMatchObject({ teamId: null, playerTeam: filled.playerTeam });
    const gone = await call(t.app, 'PUT', `/api/vgcmatches/${filled._id}`, {
      token: me.token,
      body: matchBody({ teamId }),
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: 'Team not found' });
    expect(await storedCount(me.user._id)).toBe(3);
  });

  it("hides another member's matches and refuses another member's team", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await log(me.token);
    for (const [method, url] of [
      ['GET', `/api/vgcmatches/${mine._id}`],
      ['PUT', `/api/vgcmatches/${mine._id}`],
      ['DELETE', `/api/vgcmatches/${mine._id}`],
      ['GET', '/api/vgcmatches/not-a-uuid'],
      ['PUT', '/api/vgcmatches/not-a-uuid'],
      ['DELETE', `/api/vgcmatches/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, {
        token: other.token,
        body: method === 'PUT' ? matchBody({ notes: 'hijacked' }) : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Match not found' });
    }
    expect((await call(t.app, 'GET', `/api/vgcmatches/${mine._id}`, { token: me.token })).body).toEqual(mine);
    const theirs = await call(t.app, 'GET', '/api/vgcmatches', { token: other.token });
    expect(theirs.body).toMatchObject({ matches: [], totalCount: 0 });
    const theirExport = await call(t.app, 'GET', '/api/vgcmatches/export', { token: other.token });
    expect(theirExport.raw.body.split('\r\n')).toHaveLength(2);

    const theirTeam = await createTeam(other.token, RAIN, 'Rain');
    for (const teamId of [theirTeam, MISSING]) {
      const stolen = await call(t.app, 'POST', '/api/vgcmatches', { token: me.token, body: matchBody({ teamId }) });
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ msg: 'Team not found' });
      const swapped = await call(t.app, 'PUT', `/api/vgcmatches/${mine._id}`, {
        token: me.token,
        body: matchBody({ teamId }),
      });
      expect(swapped.status).toBe(404);
      expect(swapped.body).toEqual({ msg: 'Team not found' });
    }
    expect(await storedCount(me.user._id)).toBe(1);
    expect(await storedCount(other.user._id)).toBe(0);
  });
});

describe('GET /api/vgcmatches', () => {
  it('pages newest first with totals; oldest reverses; past the end is empty; bad queries are 400', async () => {
    const me = await registerUser(t.app);
    const ids: string[] = [];
    for (const date of ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-03', '2025-01-04', '2025-01-05']) {
      ids.push((await log(me.token, { date }))._id);
    }
    const newestOrder = [ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]];
    const first = await call(t.app, 'GET', '/api/vgcmatches?pageSize=4', { token: me.token });
    expect(first.status).toBe(200);
    vgcMatchPageSchema.parse(first.body);
    expect(first.body).toMatchObject({ page: 1, pageSize: 4, totalCount: 6, totalPages: 2 });
    expect(idsOf(first.body)).toEqual(newestOrder.slice(0, 4));
    const second = await call(t.app, 'GET', '/api/vgcmatches?pageSize=4&page=2', { token: me.token });
    expect(idsOf(second.body)).toEqual(newestOrder.slice(4));
    const beyond = await call(t.app, 'GET', '/api/vgcmatches?pageSize=4&page=3', { token: me.token });
    expect(beyond.body).toMatchObject({ matches: [], totalCount: 6, totalPages: 2 });
    const oldest = await call(t.app, 'GET', '/api/vgcmatches?sort=oldest', { token: me.token });
    expect(idsOf(oldest.body)).toEqual([...newestOrder].reverse());
    expect((await call(t.app, 'GET', '/api/vgcmatches', { token: me.token })).body).toMatchObject({
      page: 1,
      pageSize: 15,
      totalPages: 1,
    });
    for (const query of [
      'page=0',
      'pageSize=101',
      'sort=best',
      `search=${'x'.repeat(101)}`,
      `teamKey=${'x'.repeat(501)}`,
    ]) {
      const bad = await call(t.app, 'GET', `/api/vgcmatches?${query}`, { token: me.token });
      expect(bad.status, query).toBe(400);
    }
  });

  it('searches opponent name, notes or format ignoring case, with wildcards taken literally', async () => {
    const me = await registerUser(t.app);
    const wolfe = await log(me.token, { opponentName: 'Wolfe Glick', notes: '' });
    const noted = await log(me.token, { opponentName: 'Aaron', notes: 'plays like WOLFE' });
    const format = await log(me.token, { opponentName: 'Zoe', format: 'Reg_G 100%' });
    await log(me.token, { opponentName: 'Other', notes: 'nothing', format: 'Reg H' });
    const search = async (text: string) => {
      const res = await call(t.app, 'GET', `/api/vgcmatches?search=${encodeURIComponent(text)}`, { token: me.token });
      expect(res.status).toBe(200);
      return idsOf(res.body).sort();
    };
    expect(await search('wolfe')).toEqual([wolfe._id, noted._id].sort());
    expect(await search('  wOlFe ')).toEqual([wolfe._id, noted._id].sort());
    expect(await search('reg_g')).toEqual([format._id]);
    expect(await search('%')).toEqual([format._id]);
    expect(await search('reg_h')).toEqual([]); // '_' is not a wildcard: 'Reg H' does not match
    expect(await search('torkoal')).toEqual([]); // teams are not searched
    const total = await call(t.app, 'GET', '/api/vgcmatches?search=wolfe&pageSize=1', { token: me.token });
    expect(total.body).toMatchObject({ totalCount: 2, totalPages: 2 });
  });

  it("searches your team, the opponent's team or name for the Match Group dialog's picker", async () => {
    const me = await registerUser(t.app);
    const sun = await log(me.token, { opponentName: 'Aaron', playerTeam: SUN, opponentTeam: RAIN, notes: '' });
    const rain = await log(me.token, { opponentName: 'Zoe', playerTeam: RAIN, opponentTeam: SUN, notes: '' });
    const named = await log(me.token, { opponentName: 'Torkoal Fan', playerTeam: RAIN, opponentTeam: RAIN });
    await log(me.token, { opponentName: 'Other', playerTeam: RAIN, opponentTeam: RAIN, notes: 'torkoal talk' });
    const picker = async (text: string) => {
      const url = `/api/vgcmatches?searchIn=picker&search=${encodeURIComponent(text)}`;
      const res = await call(t.app, 'GET', url, { token: me.token });
      expect(res.status).toBe(200);
      return idsOf(res.body).sort();
    };
    expect(await picker('torKOAL')).toEqual([sun._id, rain._id, named._id].sort());
    expect(await picker('lilligant-h')).toEqual([sun._id, rain._id].sort());
    expect(await picker('%')).toEqual([]);
  });

  it('sorts by opponent name A-Z and Z-A ignoring case, newest first among equal names, no name last', async () => {
    const me = await registerUser(t.app);
    const b = await log(me.token, { opponentName: 'banette', date: '2025-02-01' });
    const a1 = await log(me.token, { opponentName: 'Aaron', date: '2025-02-01' });
    const a2 = await log(me.token, { opponentName: 'aaron', date: '2025-02-03' });
    const none = await log(me.token, { opponentName: '', date: '2025-02-05' });
    const c = await log(me.token, { opponentName: 'Chien', date: '2025-01-01' });
    const order = async (sort: string) =>
      idsOf((await call(t.app, 'GET', `/api/vgcmatches?sort=${sort}`, { token: me.token })).body);
    const az = await order('a-z');
    expect(az.slice(2)).toEqual([b._id, c._id, none._id]);
    expect(az.slice(0, 2).sort()).toEqual([a1._id, a2._id].sort());
    const za = await order('z-a');
    expect(za.slice(0, 2)).toEqual([c._id, b._id]);
    expect(za.at(-1)).toBe(none._id);
  });

  it("filters by the team key (any spelling or order of the team), and with the team's id", async () => {
    const me = await registerUser(t.app);
    const teamId = await createTeam(me.token, SUN);
    const exact = await log(me.token, { date: '2025-01-01' });
    const reordered = await log(me.token, {
      date: '2025-01-02',
      playerTeam: ['flutter mane', 'Farigiraf', 'Ursaluna', 'Walking Wake', 'Lilligant', 'Torkoal'],
    });
    const byId = await log(me.token, { date: '2025-01-03', teamId, playerTeam: RAIN });
    const rain = await log(me.token, { date: '2025-01-04', playerTeam: RAIN });
    const list = async (query: string) =>
      (await call(t.app, 'GET', `/api/vgcmatches?${query}`, { token: me.token })).body;
    const key = encodeURIComponent(teamFilterKey(SUN));
    expect(idsOf(await list(`teamKey=${key}`))).toEqual([reordered._id, exact._id]);
    expect(await list(`teamKey=${key}&pageSize=1`)).toMatchObject({ totalCount: 2 });
    expect(idsOf(await list(`teamKey=${key}&teamId=${teamId}`))).toEqual([byId._id, reordered._id, exact._id]);
    expect(idsOf(await list(`teamKey=${encodeURIComponent(teamFilterKey(RAIN))}`))).toEqual([rain._id, byId._id]);
    expect(idsOf(await list(`teamId=${teamId}`))).toEqual([byId._id]);
    // A browser team's id has no matches here; with a key it adds nothing.
    expect(idsOf(await list('teamId=local_1_a'))).toEqual([]);
    expect(idsOf(await list(`teamKey=${key}&teamId=local_1_a`))).toEqual([reordered._id, exact._id]);
    expect((await list('teamKey=nothing')).totalCount).toBe(0);
    expect((await list('teamKey=')).totalCount).toBe(4);
    // Another member's team id shows none of their matches (the filter is scoped to the caller).
    const other = await registerUser(t.app);
    const theirs = await call(t.app, 'GET', `/api/vgcmatches?teamId=${teamId}`, { token: other.token });
    expect(theirs.body.totalCount).toBe(0);
  });

  it('keeps the matches dated within a season, and exports the shown matches as CSV', async () => {
    const me = await registerUser(t.app);
    const owner = await registerUser(t.app);
    await t.database.db.execute(`update users set role = 'owner' where id = '${owner.user._id}'`);
    const season = await call(t.app, 'POST', '/api/seasons', {
      token: owner.token,
      body: { name: 'Spring', startDate: '2025-03-01', endDate: '2025-03-31' },
    });
    expect(season.status).toBe(201);
    await log(me.token, { date: '2025-02-28' });
    const first = await log(me.token, {
      date: '2025-03-01',
      opponentName: '=cmd',
      bestOf: 3,
      games: [win, loss, win],
      notes: 'a, "b"',
    });
    const last = await log(me.token, { date: '2025-03-31', playerTeam: RAIN, opponentTeam: [] });
    await log(me.token, { date: '2025-04-01' });
    const res = await call(t.app, 'GET', `/api/vgcmatches?seasonId=${season.body._id}`, { token: me.token });
    expect(res.body.totalCount).toBe(2);
    expect(idsOf(res.body)).toEqual([last._id, first._id]);
    for (const id of [MISSING, 'nope']) {
      const missing = await call(t.app, 'GET', `/api/vgcmatches?seasonId=${id}`, { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Season not found' });
    }

    const csv = await call(t.app, 'GET', `/api/vgcmatches/export?seasonId=${season.body._id}&sort=oldest`, {
      token: me.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="vgc_matches_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.raw.body.split('\r\n')).toEqual([
      VGC_CSV_COLUMNS.join(','),
      `2025-03-01,'=cmd,VGC 2025 Reg H,3,Win,2-1,"${SUN.join(', ')}","${RAIN.join(', ')}",W,L,W,N/A,N/A,"a, ""b"""`,
      `2025-03-31,Wolfe,VGC 2025 Reg H,1,Win,1-0,"${RAIN.join(', ')}",,W,N/A,N/A,N/A,N/A,`,
      '',
    ]);
    const filtered = await call(
      t.app,
      'GET',
      `/api/vgcmatches/export?teamKey=${encodeURIComponent(teamFilterKey(RAIN))}`,
      {
        token: me.token,
      },
    );
    expect(filtered.raw.body.split('\r\n')).toHaveLength(3);
    const bad = await call(t.app, 'GET', `/api/vgcmatches/export?seasonId=${MISSING}`, { token: me.token });
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ msg: 'Season not found' });
  });
});
