import { afterAll, describe, expect, it } from 'vitest';
import { LIMITLESS_DEFAULT_API_URL, LIMITLESS_MESSAGES } from '@trainerlog/core';
import { ConfigError, loadConfig } from '../src/config.ts';
import { RATE_LIMITED_MESSAGE } from '../src/http/errors.ts';
import { createLimitlessClient } from '../src/modules/limitless-import/client.ts';
import { call, registerUser } from './support/api.ts';
import { startLimitlessStandIn, TCG } from './support/limitless.ts';
import { useTestApp } from './support/test-app.ts';

// The Limitless import's limits (issue 15): its configuration, the per-address rate limit, and the client's own
// guards (the size cap, ids it will not send).
const standIn = await startLimitlessStandIn();
const t = useTestApp({ LIMITLESS_API_URL: standIn.url, LIMITLESS_RATE_LIMIT: '3' });
afterAll(async () => {
  await standIn.close();
});

describe('Limitless configuration', () => {
  it('defaults to the public Limitless API, no key, 10 s and 30 calls a minute', () => {
    expect(loadConfig({}).limitless).toEqual({
      apiUrl: LIMITLESS_DEFAULT_API_URL,
      apiKey: undefined,
      timeoutMs: 10_000,
      perMinute: 30,
    });
    expect(
      loadConfig({
        LIMITLESS_API_URL: 'http://limitless.local/api/',
        LIMITLESS_API_KEY: 'k',
        LIMITLESS_TIMEOUT_MS: '2500',
        LIMITLESS_RATE_LIMIT: '5',
      }).limitless,
    ).toEqual({ apiUrl: 'http://limitless.local/api', apiKey: 'k', timeoutMs: 2500, perMinute: 5 });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        LIMITLESS_API_URL: 'ftp://limitless.local',
        LIMITLESS_TIMEOUT_MS: 'soon',
        LIMITLESS_RATE_LIMIT: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['LIMITLESS_API_URL', 'LIMITLESS_TIMEOUT_MS', 'LIMITLESS_RATE_LIMIT']) {
      expect((error as Error).message).toContain(name);
    }
  });
});

describe('rate limit', () => {
  it('limits each import call per client address (LIMITLESS_RATE_LIMIT a minute), before asking Limitless', async () => {
    const { token } = await registerUser(t.app);
    const players = () => call(t.app, 'GET', `/api/limitless/tournaments/${TCG.cup.id}/players`, { token });
    for (let i = 0; i < 3; i++) expect((await players()).status).toBe(200);
    const limited = await players();
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe(RATE_LIMITED_MESSAGE);
    // Kept for five minutes: the three calls asked Limitless once.
    expect(standIn.asked(`/tournaments/${TCG.cup.id}/details`)).toHaveLength(1);
  });
});

describe('the Limitless client', () => {
  it('refuses an answer larger than its cap as unreadable', async () => {
    const client = createLimitlessClient({ apiUrl: standIn.url, timeoutMs: 1000, maxBytes: 1024 });
    await expect(client.standings(TCG.cup.id)).rejects.toMatchObject({
      statusCode: 502,
      message: LIMITLESS_MESSAGES.unreadable,
    });
    // The details are small enough.
    await expect(client.details(TCG.cup.id)).resolves.toMatchObject({ id: TCG.cup.id, decklists: true });
  });

  it('never sends an id that is not a Limitless id', async () => {
    const client = createLimitlessClient({ apiUrl: standIn.url, timeoutMs: 1000 });
    const before = standIn.requests.length;
    await expect(client.details('../../admin')).rejects.toMatchObject({
      statusCode: 400,
      message: LIMITLESS_MESSAGES.linkInvalid,
    });
    expect(standIn.requests.length).toBe(before);
  });

  it('sends the API key as X-Access-Key only when one is configured', async () => {
    await createLimitlessClient({ apiUrl: standIn.url, timeoutMs: 1000 }).tournaments('vgc', 1);
    expect(standIn.requests.at(-1)!.headers['x-access-key']).toBeUndefined();
    await createLimitlessClient({ apiUrl: standIn.url, apiKey: 'secret', timeoutMs: 1000 }).tournaments('vgc', 1);
    expect(standIn.requests.at(-1)!.headers['x-access-key']).toBe('secret');
  });
});
