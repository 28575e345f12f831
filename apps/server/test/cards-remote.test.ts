import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { CATALOGUE_FIXTURE } from './support/catalogue.ts';
import { startLocalServer } from './support/http-server.ts';
import { useTestApp } from './support/test-app.ts';

// A pokemontcg.io v2 stand-in serving the fixture's cards with their sets, as the real API nests them.
const fixtureSets = JSON.parse(fs.readFileSync(path.join(CATALOGUE_FIXTURE, 'sets/en.json'), 'utf8')) as {
  id: string;
}[];
const remoteCards = fixtureSets.flatMap((set) =>
  (
    JSON.parse(fs.readFileSync(path.join(CATALOGUE_FIXTURE, `cards/en/${set.id}.json`), 'utf8')) as { name: string }[]
  ).map((card) => ({ ...card, set })),
);

interface SeenRequest {
  q: string;
  page: string | null;
  pageSize: string | null;
  apiKey: string | undefined;
}
const seen: SeenRequest[] = [];

const remote = await startLocalServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const q = url.searchParams.get('q') ?? '';
  seen.push({
    q,
    page: url.searchParams.get('page'),
    pageSize: url.searchParams.get('pageSize'),
    apiKey: request.headers['x-api-key'] as string | undefined,
  });
  if (url.pathname !== '/v2/cards') return void response.writeHead(404).end();
  if (q.includes('boom')) return void response.writeHead(500).end('{"error":"down"}');
  if (q.includes('garbage')) return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
  if (q.includes('slow')) return; // Never answers: the app's timeout must end the wait.
  // Enough of the query language for these tests: `name:*word*`.
  const word = /name:\*?([^*\s"]+)\*?/.exec(q)?.[1]?.toLowerCase() ?? '';
  const data = remoteCards.filter((card) => card.name.toLowerCase().includes(word));
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ data, page: 1, pageSize: 250, count: data.length, totalCount: data.length }));
});

const t = useTestApp({ CARD_API_URL: `${remote.url}/`, CARD_API_KEY: 'test-key', CARD_API_TIMEOUT_MS: '300' });

afterAll(async () => {
  await remote.close();
});
beforeEach(() => {
  seen.length = 0;
});

const search = (q: string, extra = '') => call(t.app, 'GET', `/api/cards/search?q=${encodeURIComponent(q)}${extra}`);

describe('remote card service (CARD_API_URL)', () => {
  it('is reported by the status', async () => {
    expect((await call(t.app, 'GET', '/api/cards/status')).body).toEqual({
      cards: 0,
      sets: 0,
      remote: true,
      source: 'off',
    });
  });

  it('answers what the local catalogue lacks, caches it, and is not asked again for it', async () => {
    const res = await search('charizard', '&pageSize=1');
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ q: 'name:*charizard*', page: '1', pageSize: '250', apiKey: 'test-key' }]);
    expect(res.body).toMatchObject({ page: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(res.body.cards[0]).toMatchObject({
      id: 'swsh12pt5-20',
      name: 'Radiant Charizard',
      setId: 'swsh12pt5',
      setName: 'Crown Zenith',
      setCode: 'CRZ',
    });
    expect((await call(t.app, 'GET', '/api/cards/status')).body).toEqual({
      cards: 2,
      sets: 2,
      remote: true,
      source: 'off',
    });
    // Cached cards carry the sort and lookup keys, and their set's release date, like imported ones.
    const cached = await t.database.db.execute(
      sql`select id, number_key, digit_key, number_sort, release_date from cards order by id`,
    );
    expect(cached.rows).toEqual([
      { id: 'swsh12pt5-20', number_key: '20', digit_key: '20', number_sort: 20, release_date: '2023-01-20' },
      { id: 'swshp-SWSH262', number_key: 'SWSH262', digit_key: '262', number_sort: 262, release_date: '2019-11-15' },
    ]);
    const resolved = await call(t.app, 'POST', '/api/cards/resolve', {
      body: { lines: [{ name: 'Charizard VSTAR', setCode: 'PR-SW', number: '262' }] },
    });
    expect(resolved.body.cards.map((c: { id: string }) => c.id)).toEqual(['swshp-SWSH262']);

    const second = await search('charizard', '&page=2&pageSize=1');
    expect(second.body.cards.map((c: { id: string }) => c.id)).toEqual(['swshp-SWSH262']);
    const local = await search('name:char* set:PR-SW');
    expect(local.body.totalCount).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('translates the query into pokemontcg.io syntax', async () => {
    await search('set:SVI supertype:trainer -subtypes:"ACE SPEC" gardevoir');
    expect(seen.map((s) => s.q)).toEqual(['set.ptcgoCode:SVI supertype:trainer -subtypes:"ACE SPEC" name:*gardevoir*']);
  });

  it('answers an empty page when the remote has nothing, and remembers that for a while', async () => {
    const res = await search('missingno');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 });
    await search('missingno');
    expect(seen).toHaveLength(1);
  });

  it('answers the empty local result, never a 500, when the remote talks nonsense or fails', async () => {
    for (const q of ['garbage', 'boom']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({ cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 });
    }
    expect(seen.map((s) => s.q)).toEqual(['name:*garbage*', 'name:*boom*']);
    // A failing service (HTTP 5xx) is not asked again for a while, whatever the query: no search waits on it.
    const next = await search('slow');
    expect(next.body.totalCount).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('does not ask the remote for an unreadable query', async () => {
    expect((await search('name:"open')).status).toBe(400);
    expect(seen).toHaveLength(0);
  });
});
