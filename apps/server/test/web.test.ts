import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

// A stand-in for apps/web/dist, made before the app is built (the app looks for it at start).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Trainer Log</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST: dist });

describe('the built web app', () => {
  it('serves index.html at / and for deep links (history fallback), never cached', async () => {
    for (const url of ['/', '/dashboard', '/reset-password/abc_DEF-123', '/analytics/tcg/matches?x=1', '/u/ash.k']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache, gzipped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('makes the service worker revalidate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps unknown /api paths JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/missing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Not found' });
  });
});
