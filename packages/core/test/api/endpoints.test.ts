import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiEndpoints,
  buildApiClient,
  createFetchApiClient,
  fillPath,
  queryString,
  type ApiCall,
  type EndpointSpec,
  type FetchLike,
} from '../../src/index.ts';

const entries = Object.entries(apiEndpoints).flatMap(([area, group]) =>
  Object.entries(group as Record<string, EndpointSpec>).map(([name, spec]) => ({ id: `${area}.${name}`, spec })),
);

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    const keys = entries.map(({ spec }) => `${spec.method} ${spec.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries.length).toBeGreaterThan(130);
  });

  it('has paths under /api without a trailing slash, and a params schema naming exactly the path parameters', () => {
    for (const { id, spec } of entries) {
      expect(spec.path, id).toMatch(/^\/api\/[^?#]*[^/]$/);
      const inPath = [...spec.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      const inSchema = spec.params ? Object.keys((spec.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, id).toEqual(inPath);
    }
  });

  it('gives every entry an answer schema that is not unknown, and a body only to writes', () => {
    for (const { id, spec } of entries) {
      expect(spec.answer, id).toBeInstanceOf(z.ZodType);
      expect(spec.answer instanceof z.ZodUnknown || spec.answer instanceof z.ZodAny, id).toBe(false);
      if (spec.body) expect(spec.method, id).not.toBe('GET');
    }
  });
});

describe('building calls', () => {
  it('fills path parameters, each encoded as one segment', () => {
    expect(fillPath('/api/matchgroups/:id/shares/:userId', { id: 'a/b', userId: 'é x' })).toBe(
      '/api/matchgroups/a%2Fb/shares/%C3%A9%20x',
    );
    expect(() => fillPath('/api/decks/:id', {})).toThrow('Missing path parameter id');
  });

  it('writes a query string in key order, without empty values, repeating array keys', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined, b: null, c: '' })).toBe('');
    expect(queryString({ sort: 'newest', page: 2, bestOf: 3, open: false, ids: ['x', 'y'] })).toBe(
      '?sort=newest&page=2&bestOf=3&open=false&ids=x&ids=y',
    );
    expect(queryString({ search: 'a&b c' })).toBe('?search=a%26b+c');
  });

  it('passes params, query, body and options to send in that order', async () => {
    const send = vi.fn(async (_call: ApiCall<{ token: string }>) => ({}));
    const client = buildApiClient(apiEndpoints, send);
    await client.limitless.review({ id: 't1' }, { player: 'Ash' }, { token: 'x' });
    await client.matchGroups.addMatches({ id: 'g1' }, { tcgMatchIds: ['m1'] } as never);
    await client.tcgMatches.list();
    expect(send.mock.calls.map(([call]) => [call.method, call.path, call.body, call.options])).toEqual([
      ['GET', '/api/limitless/tournaments/t1/review?player=Ash', undefined, { token: 'x' }],
      ['PUT', '/api/matchgroups/g1/matches', { tcgMatchIds: ['m1'] }, undefined],
      ['GET', '/api/tcgmatches', undefined, undefined],
    ]);
  });
});

describe('the fetch client', () => {
  it('sends JSON with the token and throws a failed answer with the call and its text', async () => {
    const seen: { url: string; init: { method: string; headers: Record<string, string>; body?: string } }[] = [];
    const answers = [
      { status: 201, type: 'application/json', text: '{"_id":"d1"}' },
      { status: 200, type: 'text/csv', text: 'a,b' },
      { status: 404, type: 'application/json', text: '{"msg":"Deck not found"}' },
    ];
    const fetch: FetchLike = async (url, init) => {
      seen.push({ url, init });
      const answer = answers.shift()!;
      return {
        ok: answer.status < 300,
        status: answer.status,
        headers: { get: () => answer.type },
        text: async () => answer.text,
      };
    };
    const client = createFetchApiClient({ baseUrl: 'http://x', token: 't1', fetch });
    await expect(client.decks.create({ name: 'Lost Box' })).resolves.toEqual({ _id: 'd1' });
    await expect(client.tcgMatches.export({ sort: 'newest' })).resolves.toBe('a,b');
    await expect(client.decks.get({ id: 'nope' })).rejects.toThrow('GET /api/decks/nope 404: {"msg":"Deck not found"}');
    expect(seen[0]).toEqual({
      url: 'http://x/api/decks',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': 't1' },
        body: '{"name":"Lost Box"}',
      },
    });
    expect(seen[1]!.url).toBe('http://x/api/tcgmatches/export?sort=newest');
    expect(seen[1]!.init.body).toBeUndefined();
  });
});
