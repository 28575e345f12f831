import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createCatalogueRefresher } from '../src/modules/cards/refresher.ts';
import { call } from './support/api.ts';
import { CATALOGUE_FIXTURE, FIXTURE_CARD_COUNT, FIXTURE_SET_COUNT } from './support/catalogue.ts';
import { startLocalServer } from './support/http-server.ts';
import { CLOSED_PORT_URL, useTestApp, type TestContext } from './support/test-app.ts';

// A stand-in for the public card source: the fixture folder over HTTP, as raw.githubusercontent.com serves the
// pokemontcg.io data (sets/en.json, cards/en/<set>.json).
const sourceRequests: string[] = [];
const source = await startLocalServer((request, response) => {
  const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/data\//, '');
  sourceRequests.push(relative);
  const file = path.join(CATALOGUE_FIXTURE, relative);
  if (!file.startsWith(CATALOGUE_FIXTURE + path.sep) || !fs.existsSync(file)) {
    return void response.writeHead(404).end('404: Not Found');
  }
  const send = () => response.writeHead(200, { 'content-type': 'text/plain' }).end(fs.readFileSync(file));
  // The set list comes slowly, so two instances starting together overlap.
  if (relative === 'sets/en.json') setTimeout(send, 150);
  else send();
});

// A card API that accepts connections and never answers, like a network that drops packets.
const remoteRequests: string[] = [];
const blackHole = await startLocalServer((request) => {
  remoteRequests.push(request.url ?? '');
});

afterAll(async () => {
  await source.close();
  await blackHole.close();
});
beforeEach(() => {
  sourceRequests.length = 0;
  remoteRequests.length = 0;
});

async function waitForStatus(t: TestContext, done: (status: { cards: number; source: string }) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = (await call(t.app, 'GET', '/api/cards/status')).body;
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`status never arrived: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('card catalogue configuration', () => {
  it('imports automatically by default, but never under a test runner, and can be switched off', () => {
    const bare = { DATA_DIR: '/tmp/x' };
    expect(loadConfig(bare).cardCatalogue).toEqual({
      sourceUrl: 'https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master',
      autoImport: true,
      refreshHours: 24,
    });
    expect(loadConfig({ ...bare, VITEST: 'true' }).cardCatalogue.autoImport).toBe(false);
    expect(loadConfig({ ...bare, NODE_ENV: 'test' }).cardCatalogue.autoImport).toBe(false);
    expect(loadConfig({ ...bare, CARD_CATALOGUE_AUTO_IMPORT: '0' }).cardCatalogue.autoImport).toBe(false);
    expect(loadConfig({ ...bare, VITEST: 'true', CARD_CATALOGUE_AUTO_IMPORT: '1' }).cardCatalogue.autoImport).toBe(
      true,
    );
    expect(() => loadConfig({ ...bare, CARD_CATALOGUE_AUTO_IMPORT: 'maybe' })).toThrow(/CARD_CATALOGUE_AUTO_IMPORT/);
    expect(() => loadConfig({ ...bare, CARD_CATALOGUE_SOURCE_URL: 'ftp://x' })).toThrow(/CARD_CATALOGUE_SOURCE_URL/);
  });
});

describe('a fresh instance with internet', () => {
  const t = useTestApp({ CARD_CATALOGUE_AUTO_IMPORT: '1', CARD_CATALOGUE_SOURCE_URL: `${source.url}/data/` });

  it('fills its empty catalogue in the background and searches it without a manual step', async () => {
    const status = await waitForStatus(t, (s) => s.source === 'ready');
    expect(status).toEqual({ cards: FIXTURE_CARD_COUNT, sets: FIXTURE_SET_COUNT, remote: false, source: 'ready' });
    const found = await call(t.app, 'GET', `/api/cards/search?q=${encodeURIComponent('gardevoir')}`);
    expect(found.body.cards.map((c: { name: string }) => c.name)).toContain('Gardevoir ex');
  });
});

describe('a fresh instance without internet', () => {
  const t = useTestApp({
    CARD_CATALOGUE_AUTO_IMPORT: '1',
    CARD_CATALOGUE_SOURCE_URL: CLOSED_PORT_URL,
    CARD_API_URL: blackHole.url,
    CARD_API_TIMEOUT_MS: '400',
  });

  it('says so at once, and no keystroke waits on the unreachable card API more than once', async () => {
    const started = performance.now();
    const status = await waitForStatus(t, (s) => s.source === 'unreachable');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(status).toEqual({ cards: 0, sets: 0, remote: true, source: 'unreachable' });

    // The first search meets the card API's timeout; every later one, whatever it asks, answers from the
    // (empty) local catalogue at once: the card API is asked only that first time.
    const first = await call(t.app, 'GET', '/api/cards/search?q=g');
    expect(first.status).toBe(200);
    for (const q of ['ga', 'gar', 'gard', 'garde', 'gardevoir']) {
      const res = await call(t.app, 'GET', `/api/cards/search?q=${q}`);
      expect(res.body.totalCount, q).toBe(0);
    }
    expect(remoteRequests).toHaveLength(1);
  });
});

describe('the catalogue refresher', () => {
  const t = useTestApp();

  it('imports again every interval, and one import runs at a time across instances sharing the database', async () => {
    const quiet = { ...t.app.log, info: () => {}, warn: () => {}, debug: () => {} } as unknown as typeof t.app.log;
    const options = { database: t.database, sourceUrl: `${source.url}/data`, refreshMs: 400, log: quiet };
    const first = createCatalogueRefresher(options);
    const second = createCatalogueRefresher(options);
    try {
      expect(first.state()).toBe('idle');
      // Two instances at once: the database's advisory lock lets one import; the other sees it loading.
      await Promise.all([first.refresh(), second.refresh()]);
      expect(sourceRequests.filter((r) => r === 'sets/en.json')).toHaveLength(1);
      expect([first.state(), second.state()].sort()).toEqual(['loading', 'ready']);
      const ready = first.state() === 'ready' ? first : second;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Refreshed on schedule (idempotently: the same cards, updated in place).
      expect(sourceRequests.filter((r) => r === 'sets/en.json').length).toBeGreaterThanOrEqual(2);
      expect(ready.state()).toBe('ready');
      expect((await call(t.app, 'GET', '/api/cards/status')).body.cards).toBe(FIXTURE_CARD_COUNT);
    } finally {
      await first.stop();
      await second.stop();
    }
    const after = sourceRequests.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sourceRequests).toHaveLength(after);
  });

  it('reports "off" when the automatic import is switched off', async () => {
    expect((await call(t.app, 'GET', '/api/cards/status')).body.source).toBe('off');
  });
});
