/**
 * GET /api/account/export and POST /api/account/import (issue 16 "Full export and re-import"): the round trip into a
 * fresh account is equal, a second import adds nothing, an import into a non-empty account skips what is there, and a
 * malformed or hostile file is refused whole (400 or 413, nothing written). Rows are counted in the database. The keys
 * of imported PTCGL logs and Showdown replays move with the account, so the new one refuses them a second time too;
 * a file of more matches than one multi-row INSERT holds round-trips whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DATA_EXPORT_MESSAGES,
  dataExportSchema,
  PTCGL_LOG_ALREADY_IMPORTED,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
} from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { englishTestLog } from './support/ptcgl-logs.ts';
import { vgcBattleLog } from './support/showdown-replays.ts';
import { useTestApp } from './support/test-app.ts';

// Many accounts and imports a minute: the suite's, not a client's.
const t = useTestApp({ REGISTER_RATE_LIMIT: '100000', COSTLY_WRITE_RATE_LIMIT: '100000' });

type Doc = ReturnType<typeof dataExportSchema.parse>;
type DataExport = Doc;
type User = Awaited<ReturnType<typeof registerUser>>;

const card = (id: string, name: string, count: number) => ({ id, name, supertype: 'Pokémon', count });
const six = ['Pikachu', 'Charizard', 'Gengar', 'Snorlax', 'Dragonite', 'Lucario'];

async function post(token: string, url: string, body: unknown) {
  const res = await call(t.app, 'POST', url, { token, body });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string };
}

/** A player with a bit of everything: decks, a team, matches of both games (with and without them), a group. */
async function seed(user: User, tag: string) {
  const token = user.token;
  const deck = await post(token, '/api/decks', { name: `Lugia ${tag}`, cards: [card('sv1-1', 'Lugia V', 4)] });
  await post(token, '/api/decks', { name: `Gardevoir ${tag}`, description: 'psychic' });
  const team = await post(token, '/api/teams', {
    name: `Sun ${tag}`,
    format: 'gen9vgc',
    // Pokémon Champions' stat points (issue 29) on one Pokémon go through the round trip.
    pokemon: six.map((s, i) => (i === 0 ? { species: s, statPoints: { hp: 32, spe: 32 } } : { species: s })),
  });
  const win = { result: 'win' };
  const tcg1 = await post(token, '/api/tcgmatches', {
    deckId: deck._id,
    opponentDeck: 'Charizard ex',
    date: '2024-05-01',
    format: 'Bo3',
    games: [win, { result: 'loss', notes: 'bricked' }, win],
    notes: 'close',
  });
  await post(token, '/api/tcgmatches', {
    deckName: 'Rogue',
    opponentDeck: 'Miraidon',
    date: '2024-05-02',
    games: [win],
  });
  // Two identical matches: a multiset, both must survive the round trip.
  await post(token, '/api/tcgmatches', {
    deckName: 'Rogue',
    opponentDeck: 'Miraidon',
    date: '2024-05-03',
    games: [win],
  });
  await post(token, '/api/tcgmatches', {
    deckName: 'Rogue',
    opponentDeck: 'Miraidon',
    date: '2024-05-03',
    games: [win],
  });
  const vgc1 = await post(token, '/api/vgcmatches', {
    teamId: team._id,
    opponentTeam: ['Incineroar'],
    opponentName: 'Ash',
    date: '2024-06-01',
    // Mega Evolution (issue 29) goes through the round trip.
    games: [
      {
        result: 'win',
        leadPokemon: ['Pikachu'],
        broughtPokemon: ['Pikachu', 'Gengar'],
        megaPokemon: 'Gengar',
        opponentMegaPokemon: 'Incineroar',
      },
    ],
  });
  await post(token, '/api/vgcmatches', { playerTeam: ['Pikachu'], date: '2024-06-02', recordedResult: 'tie' });
  await post(token, '/api/matchgroups', {
    name: `Regionals ${tag}`,
    type: 'mixed',
    matches: { tcg: [tcg1._id], vgc: [vgc1._id] },
  });
  const active = await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: { deckId: deck._id } });
  expect(active.status).toBeLessThan(300);
}

async function exportOf(token: string): Promise<Doc> {
  const res = await call(t.app, 'GET', '/api/account/export', { token });
  expect(res.status).toBe(200);
  return res.body as Doc;
}

const sorted = <T>(list: T[]) => list.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * What must survive a move: every item without its id, references named by what they point at, lists compared as
 * sets (items made in one transaction or millisecond share their creation time, so their order is not kept).
 */
function comparable(doc: DataExport) {
  const names = new Map<string, string>();
  doc.decks.forEach((d) => names.set(d.exportId, `deck ${d.name}`));
  doc.teams.forEach((t) => names.set(t.exportId, `team ${t.name}`));
  const ref = (id: string | null) => (id === null ? null : (names.get(id) ?? 'unknown'));
  const tcgMatches = doc.tcgMatches.map((m) => ({ ...m, exportId: undefined, deckId: ref(m.deckId) }));
  const vgcMatches = doc.vgcMatches.map((m) => ({ ...m, exportId: undefined, teamId: ref(m.teamId) }));
  doc.tcgMatches.forEach((m, i) => names.set(m.exportId, JSON.stringify(tcgMatches[i])));
  doc.vgcMatches.forEach((m, i) => names.set(m.exportId, JSON.stringify(vgcMatches[i])));
  return {
    profile: {
      ...doc.profile,
      username: undefined,
      activeDeck: ref(doc.profile.activeDeck),
      activeTeam: ref(doc.profile.activeTeam),
    },
    decks: sorted(doc.decks.map((d) => ({ ...d, exportId: undefined }))),
    teams: sorted(doc.teams.map((t) => ({ ...t, exportId: undefined }))),
    tcgMatches: sorted(tcgMatches),
    vgcMatches: sorted(vgcMatches),
    groups: sorted(
      doc.groups.map((g) => ({
        ...g,
        exportId: undefined,
        matches: { tcg: sorted(g.matches.tcg.map(ref)), vgc: sorted(g.matches.vgc.map(ref)) },
      })),
    ),
  };
}

/** Every row the import may write, over all users. */
async function rowCounts() {
  const result = await t.database.db.execute(sql`
    select (select count(*) from decks)::int as decks, (select count(*) from teams)::int as teams,
      (select count(*) from tcg_matches)::int as tcg, (select count(*) from vgc_matches)::int as vgc,
      (select count(*) from match_groups)::int as groups,
      (select count(*) from match_group_tcg_matches)::int as links,
      (select count(*) from tcg_match_logs)::int as logs, (select count(*) from vgc_match_replays)::int as replays,
      (select count(*) from users where active_deck_id is not null)::int as active`);
  return result.rows[0];
}

const importFile = (token: string, body: unknown) => call(t.app, 'POST', '/api/account/import', { token, body });

describe('export and import of all my data', () => {
  let owner: User;
  let other: User;
  let file: Doc;

  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    await seed(owner, 'mine');
    await seed(other, 'theirs');
    file = await exportOf(owner.token);
  });

  it('answers guests 401', async () => {
    expect((await call(t.app, 'GET', '/api/account/export')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/account/import', { body: file })).status).toBe(401);
  });

  it('exports the caller’s data only, as a download the schema reads', async () => {
    const res = await call(t.app, 'GET', '/api/account/export', { token: owner.token });
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trainerlog-${owner.user.username}-${today}.json"`,
    );
    expect(dataExportSchema.safeParse(res.body).success).toBe(true);
    expect(file.format).toBe('trainerlog-export');
    expect(file.version).toBe(1);
    expect(file.decks.map((d) => d.name).sort()).toEqual(['Gardevoir mine', 'Lugia mine']);
    expect(file.teams).toHaveLength(1);
    expect(file.tcgMatches).toHaveLength(4);
    expect(file.vgcMatches).toHaveLength(2);
    expect(file.groups.map((g) => g.name)).toEqual(['Regionals mine']);
    expect(JSON.stringify(file)).not.toContain('theirs');
    expect(file.profile.activeDeck).toBe(file.decks.find((d) => d.name === 'Lugia mine')!.exportId);
  });

  it('round-trips into a fresh account, and a second import adds nothing', async () => {
    const fresh = await registerUser(t.app);
    const first = await importFile(fresh.token, file);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      added: { decks: 2, teams: 1, tcgMatches: 4, vgcMatches: 2, groups: 1 },
      skipped: { decks: 0, teams: 0, tcgMatches: 0, vgcMatches: 0, groups: 0 },
    });
    const copy = await exportOf(fresh.token);
    expect(comparable(copy)).toEqual(comparable(file));
    expect(copy.vgcMatches.flatMap((m) => m.games.map((g) => g.megaPokemon))).toContain('Gengar');
    expect(copy.teams[0]!.pokemon[0]!.statPoints).toEqual({ hp: 32, atk: 0, def: 0, spa: 0, spd: 0, spe: 32 });
    // Everything created belongs to the importer: none of the file's ids were reused.
    const ids = new Set([...file.decks, ...file.tcgMatches, ...file.vgcMatches].map((i) => i.exportId));
    expect([...copy.decks, ...copy.tcgMatches, ...copy.vgcMatches].some((i) => ids.has(i.exportId))).toBe(false);

    const before = await rowCounts();
    const second = await importFile(fresh.token, file);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      added: { decks: 0, teams: 0, tcgMatches: 0, vgcMatches: 0, groups: 0 },
      skipped: { decks: 2, teams: 1, tcgMatches: 4, vgcMatches: 2, groups: 1 },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('imports into a non-empty account, skipping what it already holds', async () => {
    const holder = await registerUser(t.app);
    await post(holder.token, '/api/decks', { name: 'Lugia mine', cards: [card('sv1-1', 'Lugia V', 4)] });
    await post(holder.token, '/api/tcgmatches', {
      deckName: 'Rogue',
      opponentDeck: 'Miraidon',
      date: '2024-05-03',
      games: [{ result: 'win' }],
    });
    await post(holder.token, '/api/decks', { name: 'Something else' });
    const res = await importFile(holder.token, file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: { decks: 1, teams: 1, tcgMatches: 3, vgcMatches: 2, groups: 1 },
      skipped: { decks: 1, teams: 0, tcgMatches: 1, vgcMatches: 0, groups: 0 },
    });
    const after = await exportOf(holder.token);
    expect(after.decks).toHaveLength(3);
    expect(after.tcgMatches).toHaveLength(4);
    // The file's match on its Lugia deck now points at the Lugia deck the account already had.
    const lugia = after.decks.find((d) => d.name === 'Lugia mine')!;
    expect(after.tcgMatches.filter((m) => m.deckId === lugia.exportId)).toHaveLength(1);
  });

  describe('refuses malformed and hostile files whole', () => {
    let victim: User;
    beforeAll(async () => {
      victim = await registerUser(t.app);
    });

    async function refused(body: unknown, status = 400) {
      const before = await rowCounts();
      const res = await importFile(victim.token, body);
      expect(res.status).toBe(status);
      expect(await rowCounts()).toEqual(before);
      return res.body as { msg: string; errors?: { path: string; message: string }[] };
    }

    it('a file of another kind or version', async () => {
      expect((await refused({ ...file, format: 'something-else' })).msg).toBe(DATA_EXPORT_MESSAGES.wrongFormat);
      expect((await refused({ ...file, version: 2 })).msg).toBe(DATA_EXPORT_MESSAGES.wrongVersion);
      expect((await refused({ hello: 'world' })).errors?.map((e) => e.path)).toContain('format');
    });

    it('bad types anywhere, with the path in the file', async () => {
      const games = [...file.tcgMatches];
      games[3] = { ...games[3]!, games: [{ result: 'draw' } as never] };
      const body = await refused({ ...file, tcgMatches: games });
      expect(body.errors?.some((e) => e.path.startsWith('tcgMatches.3.games'))).toBe(true);
      await refused({ ...file, decks: 'all of them' });
      await refused({ ...file, vgcMatches: [{ ...file.vgcMatches[0]!, date: 'yesterday' }] });
    });

    it('references to ids not in the file, such as another user’s', async () => {
      const theirs = await exportOf(other.token);
      const stolenDeck = theirs.decks[0]!.exportId;
      const body = await refused({
        ...file,
        tcgMatches: file.tcgMatches.map((m, i) => (i === 0 ? { ...m, deckId: stolenDeck } : m)),
      });
      expect(body.errors).toContainEqual({
        path: 'tcgMatches.0.deckId',
        message: DATA_EXPORT_MESSAGES.referenceNotInFile,
      });
      const groups = [{ ...file.groups[0]!, matches: { tcg: [theirs.tcgMatches[0]!.exportId], vgc: [] } }];
      const grouped = await refused({ ...file, groups });
      expect(grouped.errors?.[0]?.path).toBe('groups.0.matches.tcg.0');
      // Their data is untouched and not the victim's.
      expect((await exportOf(other.token)).tcgMatches).toHaveLength(4);
      expect((await exportOf(victim.token)).tcgMatches).toHaveLength(0);
    });

    it('a file over 20 MB is 413, a 50 MB one too', async () => {
      const huge = { ...file, exportedAt: 'x'.repeat(21 * 1024 * 1024) };
      await refused(huge, 413);
      await refused({ ...file, exportedAt: 'x'.repeat(50 * 1024 * 1024) }, 413);
    });

    it('what only the server can check (an unknown Pokémon), at its path in the file', async () => {
      const vgcMatches = file.vgcMatches.map((m, i) => (i === 1 ? { ...m, playerTeam: ['Notamon'] } : m));
      const body = await refused({ ...file, vgcMatches });
      expect(body.errors?.map((e) => e.path)).toEqual([expect.stringMatching(/^vgcMatches\.1\.playerTeam/)]);
    });

    it('import keys that are not keys, and the wrong keys on the wrong game', async () => {
      const tcgMatches = file.tcgMatches.map((m, i) => (i === 0 ? { ...m, ptcglLogFingerprints: ['../etc'] } : m));
      const body = await refused({ ...file, tcgMatches });
      expect(body.errors?.[0]?.path).toBe('tcgMatches.0.ptcglLogFingerprints.0');
      const vgcMatches = file.vgcMatches.map((m, i) =>
        i === 0 ? { ...m, showdownReplayKeys: ['0123456789abcdef'] } : m,
      );
      expect((await refused({ ...file, vgcMatches })).errors?.[0]?.path).toBe('vgcMatches.0.showdownReplayKeys.0');
    });
  });
});

describe('imported logs and replays move with the account', () => {
  const ptcglLog = englishTestLog({ owner: 'Ash Ketchum', opponent: 'Gary_99', winner: 'Ash Ketchum', seed: 7 });
  const battle = vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: 'p1' });
  const ptcglImport = (token: string) =>
    call(t.app, 'POST', '/api/tcgmatches/import/ptcgl', { token, body: { date: '2025-06-01', text: ptcglLog } });
  const showdownImport = (token: string) =>
    call(t.app, 'POST', '/api/vgcmatches/import/showdown', {
      token,
      body: { replays: [{ text: battle }], playerName: 'Alice' },
    });

  it('exports the log text and keys, and the importing account refuses the same log and replay', async () => {
    const owner = await registerUser(t.app);
    expect((await ptcglImport(owner.token)).status).toBe(201);
    expect((await showdownImport(owner.token)).status).toBe(201);
    const exported = await exportOf(owner.token);
    const [tcg] = exported.tcgMatches;
    expect(tcg!.ptcglLogText).toContain('Gary_99');
    expect(tcg!.ptcglLogFingerprints).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
    expect(exported.vgcMatches[0]!.showdownReplayKeys).toEqual([expect.stringMatching(/^log:[0-9a-f]{16}$/)]);

    const moved = await registerUser(t.app);
    expect((await importFile(moved.token, exported)).status).toBe(200);
    const copy = await exportOf(moved.token);
    expect(comparable(copy)).toEqual(comparable(exported));
    const before = await rowCounts();
    const again = await ptcglImport(moved.token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(PTCGL_LOG_ALREADY_IMPORTED);
    const replayAgain = await showdownImport(moved.token);
    expect(replayAgain.status).toBe(409);
    expect(replayAgain.body.msg).toBe(SHOWDOWN_REPLAY_ALREADY_IMPORTED);
    expect(await rowCounts()).toEqual(before);
    // A second import of the file adds neither matches nor keys.
    expect((await importFile(moved.token, exported)).body.added.tcgMatches).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });

  it('a file from before the keys were exported: a PTCGL match gets its keys from its log text', async () => {
    const owner = await registerUser(t.app);
    expect((await ptcglImport(owner.token)).status).toBe(201);
    const exported = await exportOf(owner.token);
    const older = {
      ...exported,
      tcgMatches: exported.tcgMatches.map(({ ptcglLogFingerprints: _keys, ...m }) => m),
    };
    const moved = await registerUser(t.app);
    expect((await importFile(moved.token, older)).status).toBe(200);
    expect((await ptcglImport(moved.token)).status).toBe(409);
    expect((await exportOf(moved.token)).tcgMatches[0]!.ptcglLogFingerprints).toEqual(
      exported.tcgMatches[0]!.ptcglLogFingerprints,
    );
  });
});

describe('a file of more matches than one INSERT holds', () => {
  it('round-trips 1,200 TCG and 600 VGC matches, each pointing at its deck and team', async () => {
    const owner = await registerUser(t.app);
    await seed(owner, 'many');
    const small = await exportOf(owner.token);
    const tcgMatches = Array.from({ length: 1_200 }, (_, i) => ({
      ...small.tcgMatches[i % small.tcgMatches.length]!,
      exportId: `local_1_tcg${i}`,
      notes: `match ${i}`,
    }));
    const vgcMatches = Array.from({ length: 600 }, (_, i) => ({
      ...small.vgcMatches[i % small.vgcMatches.length]!,
      exportId: `local_1_vgc${i}`,
      notes: `match ${i}`,
    }));
    const big = { ...small, tcgMatches, vgcMatches, groups: [] };
    const fresh = await registerUser(t.app);
    const res = await importFile(fresh.token, big);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.added).toMatchObject({ tcgMatches: 1_200, vgcMatches: 600 });
    const copy = await exportOf(fresh.token);
    expect(comparable(copy)).toEqual(comparable({ ...big, profile: { ...big.profile } }));
    const counts = await t.database.db.execute(sql`
      select (select matches from tcg_match_user_counts where user_id = ${fresh.user._id})::int as tcg,
        (select matches from vgc_match_user_counts where user_id = ${fresh.user._id})::int as vgc`);
    expect(counts.rows[0]).toEqual({ tcg: 1_200, vgc: 600 });
  });
});
