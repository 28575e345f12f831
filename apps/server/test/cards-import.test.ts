import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cards } from '../src/db/schema/index.ts';
import { CatalogueImportError, importCatalogue } from '../src/modules/cards/import.ts';
import { call } from './support/api.ts';
import { CATALOGUE_FIXTURE, FIXTURE_CARD_COUNT, FIXTURE_SET_COUNT } from './support/catalogue.ts';
import { startLocalServer } from './support/http-server.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-cards-'));

// The fixture folder over HTTP, as raw.githubusercontent.com serves the pokemontcg.io data.
const fixtureServer = await startLocalServer((request, response) => {
  const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/data\//, '');
  const file = path.join(CATALOGUE_FIXTURE, relative);
  if (!file.startsWith(CATALOGUE_FIXTURE + path.sep) || !fs.existsSync(file)) {
    response.writeHead(404).end('404: Not Found');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' }).end(fs.readFileSync(file));
});

afterAll(async () => {
  await fixtureServer.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const quiet = { log: () => {} };

function writeJson(relative: string, value: unknown): string {
  const file = path.join(scratch, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

async function cli(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: t.database.pool.options.connectionString, LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/cards-import.ts', ...args], {
      cwd: serverRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('cards:import', () => {
  it('leaves search answering an empty list while the catalogue is empty', async () => {
    const res = await call(t.app, 'GET', '/api/cards/search');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 });
    expect((await call(t.app, 'GET', '/api/cards/status')).body).toEqual({
      cards: 0,
      sets: 0,
      remote: false,
      source: 'off',
    });
  });

  it('loads a folder and then its URL idempotently through the CLI: same counts every run', async () => {
    const first = await cli(CATALOGUE_FIXTURE);
    expect(first.stderr).not.toMatch(/FAILED|Could not/);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      `Imported ${FIXTURE_SET_COUNT} sets and ${FIXTURE_CARD_COUNT} cards (53 new, 0 updated)`,
    );
    expect(first.stdout).toContain('swsh12pt5gg  Crown Zenith Galarian Gallery: 3 cards');
    expect(first.stdout).toContain(`The catalogue holds ${FIXTURE_CARD_COUNT} cards in ${FIXTURE_SET_COUNT} sets.`);

    const again = await cli(`${fixtureServer.url}/data/`);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      `Imported ${FIXTURE_SET_COUNT} sets and ${FIXTURE_CARD_COUNT} cards (0 new, 53 updated)`,
    );
    expect(again.stdout).toContain(`The catalogue holds ${FIXTURE_CARD_COUNT} cards in ${FIXTURE_SET_COUNT} sets.`);
    expect((await call(t.app, 'GET', '/api/cards/status')).body).toEqual({
      cards: FIXTURE_CARD_COUNT,
      sets: FIXTURE_SET_COUNT,
      remote: false,
      source: 'off',
    });
    expect((await call(t.app, 'GET', '/api/cards/search?q=set:SVE')).body.totalCount).toBe(8);
  });

  it('loads a URL idempotently without the CLI too', async () => {
    for (let i = 0; i < 2; i++) {
      const summary = await importCatalogue(fixtureServer.url + '/data', { db: t.database.db, ...quiet });
      expect(summary).toEqual({
        sets: FIXTURE_SET_COUNT,
        cards: FIXTURE_CARD_COUNT,
        inserted: 0,
        updated: FIXTURE_CARD_COUNT,
        failures: [],
      });
    }
    await expect(importCatalogue(`${fixtureServer.url}/nothing-here`, { db: t.database.db, ...quiet })).rejects.toThrow(
      /has no sets\/en\.json/,
    );
  });

  it('fails one bad set file whole, with its name and item, and still loads the others', async () => {
    const folder = path.join(scratch, 'bad-folder');
    writeJson('bad-folder/sets/en.json', [
      { id: 'good1', name: 'Good Set', series: 'Test', printedTotal: 1, total: 1, releaseDate: '2020/01/01' },
      { id: 'bad1', name: 'Bad Set', series: 'Test', printedTotal: 3, total: 3, releaseDate: '2020/01/01' },
    ]);
    writeJson('bad-folder/cards/en/good1.json', [
      { id: 'good1-1', name: 'Good Card', supertype: 'Trainer', subtypes: ['Item'], number: '1' },
    ]);
    writeJson('bad-folder/cards/en/bad1.json', [
      { id: 'bad1-1', name: 'Fine', supertype: 'Pokémon', number: '1' },
      { id: 'bad1-2', name: 'Also fine', supertype: 'Energy', number: '2' },
      { id: 'bad1-3', name: 'Spell Card', supertype: 'Spell', number: '3' },
    ]);
    const summary = await importCatalogue(folder, { db: t.database.db, ...quiet });
    expect(summary.failures).toEqual([
      'cards/en/bad1.json: item 3 (id "bad1-3"): supertype: supertype must be Pokémon, Trainer or Energy (got "Spell")',
    ]);
    expect(summary).toMatchObject({ sets: 1, cards: 1 });
    expect(await t.database.db.select().from(cards).where(eq(cards.setId, 'bad1'))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/cards/search?q=set.id:bad1')).body.totalCount).toBe(0);
    expect((await call(t.app, 'GET', '/api/cards/search?q=set.id:good1')).body.totalCount).toBe(1);

    const bad = await cli(folder);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('1 set(s) of');
    expect(bad.stderr).toContain('cards/en/bad1.json: item 3 (id "bad1-3")');
  });

  it('reads single files: a sets file, a cards file of a known set, and cards carrying their set', async () => {
    const setsFile = writeJson('single/sets.json', [
      {
        id: 'solo1',
        name: 'Solo',
        series: 'Test',
        printedTotal: 2,
        total: 2,
        ptcgoCode: 'SOL',
        releaseDate: '2019/05/05',
      },
    ]);
    expect(await importCatalogue(setsFile, { db: t.database.db, ...quiet })).toMatchObject({ sets: 1, cards: 0 });

    const cardsFile = writeJson('single/solo1.json', [
      { id: 'solo1-1', name: 'Solo Card', supertype: 'Pokemon', subtypes: ['Basic'], number: '1' },
    ]);
    expect(await importCatalogue(cardsFile, { db: t.database.db, ...quiet })).toMatchObject({ cards: 1, inserted: 1 });
    const solo = await call(t.app, 'GET', '/api/cards/search?q=set:SOL');
    expect(solo.body.cards.map((c: { id: string; supertype: string }) => [c.id, c.supertype])).toEqual([
      ['solo1-1', 'Pokémon'],
    ]);

    const orphan = writeJson('single/orphans.json', [
      { id: 'nowhere9-1', name: 'Orphan', supertype: 'Trainer', number: '1' },
    ]);
    await expect(importCatalogue(orphan, { db: t.database.db, ...quiet })).rejects.toThrow(
      'orphans.json: set nowhere9 is not in the catalogue yet; import the sets file (sets/en.json) or the whole folder first',
    );

    const combined = writeJson('single/answer.json', {
      data: [
        {
          id: 'duo1-7',
          name: 'Duo Card',
          supertype: 'Energy',
          subtypes: ['Special'],
          number: '7',
          set: { id: 'duo1', name: 'Duo', series: 'Test', printedTotal: 9, total: 9, releaseDate: '2018/01/01' },
        },
      ],
    });
    expect(await importCatalogue(combined, { db: t.database.db, ...quiet })).toMatchObject({ sets: 1, cards: 1 });
    expect((await call(t.app, 'GET', '/api/cards/search?q=set.id:duo1')).body.totalCount).toBe(1);
  });

  it('writes the sort and lookup keys, follows a set’s new release date, and recounts after an import', async () => {
    const set = { id: 'keys1', name: 'Keys', series: 'Test', printedTotal: 9, total: 9, releaseDate: '2017/02/03' };
    const card = (number: string) => ({ id: `keys1-${number}`, name: 'Key Card', supertype: 'Trainer', number, set });
    const first = writeJson('keys/first.json', [card('007'), card('GG05'), card('SWSH010'), card('A')]);
    await importCatalogue(first, { db: t.database.db, ...quiet });
    const rows = await t.database.db.execute(
      sql`select id, number_key, digit_key, number_sort, release_date from cards where set_id = 'keys1' order by id`,
    );
    expect(rows.rows).toEqual([
      { id: 'keys1-007', number_key: '7', digit_key: '7', number_sort: 7, release_date: '2017-02-03' },
      { id: 'keys1-A', number_key: 'A', digit_key: '', number_sort: null, release_date: '2017-02-03' },
      { id: 'keys1-GG05', number_key: 'GG5', digit_key: '5', number_sort: 5, release_date: '2017-02-03' },
      { id: 'keys1-SWSH010', number_key: 'SWSH10', digit_key: '10', number_sort: 10, release_date: '2017-02-03' },
    ]);
    const ids = async () =>
      (await call(t.app, 'GET', '/api/cards/search?q=set.id:keys1')).body.cards.map((c: { id: string }) => c.id);
    const total = async () => (await call(t.app, 'GET', '/api/cards/search?q=set.id:keys1')).body.totalCount;
    expect(await ids()).toEqual(['keys1-GG05', 'keys1-007', 'keys1-SWSH010', 'keys1-A']);
    expect(await total()).toBe(4);

    // Another card, written by another connection: the remembered count of this search is not used again.
    await importCatalogue(writeJson('keys/second.json', [card('8')]), { db: t.database.db, ...quiet });
    expect(await total()).toBe(5);

    await importCatalogue(writeJson('keys/sets.json', [{ ...set, releaseDate: '2099/01/01' }]), {
      db: t.database.db,
      ...quiet,
    });
    const dates = await t.database.db.execute(sql`select distinct release_date from cards where set_id = 'keys1'`);
    expect(dates.rows).toEqual([{ release_date: '2099-01-01' }]);
    const newest = await call(t.app, 'GET', '/api/cards/search');
    expect(newest.body.cards[0].id).toBe('keys1-GG05');
  });

  it('refuses what is not pokemontcg.io data with a clear message', async () => {
    const notJson = path.join(scratch, 'broken.json');
    fs.writeFileSync(notJson, '[{"id": ');
    await expect(importCatalogue(notJson, { db: t.database.db, ...quiet })).rejects.toThrow(/is not valid JSON/);
    const other = writeJson('other.json', [{ hello: 'world' }]);
    await expect(importCatalogue(other, { db: t.database.db, ...quiet })).rejects.toThrow(
      /neither a sets file nor a cards file/,
    );
    await expect(
      importCatalogue(path.join(scratch, 'missing'), { db: t.database.db, ...quiet }),
    ).rejects.toBeInstanceOf(CatalogueImportError);
    const res = await cli(notJson);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('broken.json is not valid JSON');
    expect((await cli()).code).toBe(1);
  });
});
