import { gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase, withDatabaseName } from '../src/db/connect.ts';
import { users } from '../src/db/schema/index.ts';
import { call } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('health', () => {
  it('answers ok after asking the database', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/nope?x=1']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Not found' });
    }
    const wrongMethod = await call(t.app, 'DELETE', '/api/auth/user');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body).toEqual({ msg: 'Not found' });
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ash", "email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Malformed JSON in request body' });
    expect(await userCount()).toBe(0);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'ash', email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ msg: 'Request body is too large' });
    expect(await userCount()).toBe(0);
  });

  it('answers a missing body and a non-JSON body with 400/415, never 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Request body must be a JSON object');
    const array = await call(t.app, 'POST', '/api/auth/login', { body: [1, 2] });
    expect(array.status).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ msg: 'Unsupported content type; send JSON' });
  });
});

describe('values the database cannot store', () => {
  it('answers 400, not 500, and stores nothing', async () => {
    const reg = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'nul_user', email: 'nul@example.com', password: 'secret1' },
    });
    const token = reg.body.token as string;
    const nul = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { name: 'Ash\u0000Ketchum' } });
    expect(nul.status).toBe(400);
    const ancient = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { birthdate: '0000-01-01' } });
    expect(ancient.status).toBe(400);
    const me = await call(t.app, 'GET', '/api/auth/user', { token });
    expect(me.body).toMatchObject({ name: null, birthdate: null });
  });
});

describe('a database that does not answer', () => {
  it('makes /api/health answer 503', async () => {
    const { adminUrl } = inject('testDatabase');
    const broken = connectDatabase(withDatabaseName(adminUrl, 'tl_no_such_database'), { max: 1 });
    const app = await buildApp({ config: t.config, db: broken, mailer: t.mailer });
    try {
      const res = await call(app, 'GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', database: 'unavailable' });
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe('headers', () => {
  it('sends security headers with a CSP that allows the SPA and external sprites', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses large JSON answers with gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const spec = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(spec.info.title).toBe('Trainer Log API');
  });
});

describe('OpenAPI', () => {
  it('describes the routes with their zod schemas', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/admin/users',
        '/api/feedback/',
        '/api/health/',
        '/api/decks/',
        '/api/decks/{id}',
        '/api/cards/search',
        '/api/cards/resolve',
        '/api/sprites/{slug}',
      ]),
    );
    expect(spec.paths['/api/cards/search'].get.security).toEqual([]);
    expect(spec.paths['/api/decks/'].post.security).toBeUndefined();
    const register = spec.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );
    expect(spec.paths['/api/auth/login'].post.security).toEqual([]);
    expect(spec.security).toEqual([{ token: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('web app', () => {
  it('says clearly that the web app is not built when WEB_DIST is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('has not been built');
    expect(res.body).toContain('npm run build');
  });
});
