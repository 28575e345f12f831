import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TcgMatchPage } from '@trainerlog/core';
import { ApiError } from '../../src/api/client.ts';
import { api } from '../../src/api/typedClient.ts';
import { setToken } from '../../src/api/token.ts';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(body: unknown = {}, status = 200) {
  const fetchMock = vi.fn(async () => jsonResponse(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call) => call as unknown as [string, RequestInit]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typed client', () => {
  it('builds the path and query of a list, leaving out empty values', async () => {
    const calls = stubFetch({ matches: [], page: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
    const page = await api.tcgMatches.list({ page: 2, pageSize: 10, search: '', sort: 'newest', seasonId: undefined });
    expectTypeOf(page).toEqualTypeOf<TcgMatchPage>();
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/tcgmatches?page=2&pageSize=10&sort=newest');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends no query string when nothing is set', async () => {
    const calls = stubFetch([]);
    await api.matchGroups.list();
    await api.matchGroups.list({ q: '' });
    expect(calls().map(([url]) => url)).toEqual(['/api/matchgroups', '/api/matchgroups']);
  });

  it('encodes path parameters as one segment each and sends the body as JSON with the token', async () => {
    setToken('abc123');
    const calls = stubFetch({});
    await api.matchGroups.share({ id: 'g/1', userId: 'u 2' }, { permission: 'edit' });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/matchgroups/g%2F1/shares/u%202');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"permission":"edit"}');
    expect(init.headers).toMatchObject({ 'x-auth-token': 'abc123', 'Content-Type': 'application/json' });
  });

  it('repeats a key for each element of an array value', async () => {
    const calls = stubFetch({});
    await api.pokemon.list({ search: ['a', 'b'] as unknown as string });
    expect(calls()[0]![0]).toBe('/api/pokemon?search=a&search=b');
  });

  it('takes params, then query, then options', async () => {
    const calls = stubFetch({});
    const controller = new AbortController();
    await api.limitless.review({ id: 'abc' }, { player: 'ash ketchum' }, { signal: controller.signal });
    expect(calls()[0]![0]).toBe('/api/limitless/tournaments/abc/review?player=ash+ketchum');
  });

  it('sends a DELETE body and answers errors as ApiError', async () => {
    const calls = stubFetch({ msg: 'No token' }, 401);
    const error = await api.notifications
      .remove({ notificationIds: ['n1'] }, { globalAuthHandling: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, msg: 'No token' });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/notifications');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"notificationIds":["n1"]}');
  });

  it('sends no body for a call without one', async () => {
    const calls = stubFetch({ msg: 'ok' });
    await api.seasons.setCurrent({ id: 's1' });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/seasons/s1/set-current');
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});
