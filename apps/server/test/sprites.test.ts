import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pokespriteBoxDir } from '../src/modules/sprites/service.ts';
import { call } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const spriteFile = (slug: string) => fs.readFileSync(path.join(pokespriteBoxDir(), `${slug}.png`));

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('sprites', () => {
  it('serves pokesprite box sprites by slug as cacheable PNGs, without a login', async () => {
    for (const slug of ['charizard', 'zoroark-hisui', 'mr-mime']) {
      const res = await get(`/api/sprites/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.rawPayload.equals(spriteFile(slug))).toBe(true);
    }
    const withExtension = await get('/api/sprites/charizard.png');
    expect(withExtension.statusCode).toBe(200);
    expect(withExtension.rawPayload.equals(spriteFile('charizard'))).toBe(true);
  });

  it('answers 404 "Sprite not found" for anything that is not a slug', async () => {
    for (const url of [
      '/api/sprites/not_a_slug',
      '/api/sprites/..%2F..%2Fpackage.json',
      '/api/sprites/..%2Fshiny%2Fcharizard',
      '/api/sprites/..%5C..%5Cpackage.json',
      '/api/sprites/charizard%00',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ msg: 'Sprite not found' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Paths the router resolves elsewhere are still no file of ours.
    for (const url of ['/api/sprites/../../package.json', '/api/sprites/%2e%2e', '/api/sprites/..']) {
      const escaped = await call(t.app, 'GET', url);
      expect(escaped.status, url).toBe(404);
      expect(escaped.raw.body, url).not.toContain('"version"');
    }
  });

  it('lists the available slugs, sorted, at /api/sprites and /api/sprites/index.json', async () => {
    const res = await call(t.app, 'GET', '/api/sprites');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.length).toBeGreaterThan(1000);
    expect(res.body).toEqual(expect.arrayContaining(['charizard', 'zoroark-hisui', 'pikachu', 'mewtwo']));
    // Generation 9 species too: pokesprite lacks them, the sprite route fetches them (sprites-remote.test.ts).
    expect(res.body).toEqual(expect.arrayContaining(['sprigatito', 'iron-hands', 'flutter-mane', 'terapagos']));
    expect(new Set(res.body).size).toBe(res.body.length);
    expect([...res.body].sort()).toEqual(res.body);
    expect(res.body.every((slug: string) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
    expect((await call(t.app, 'GET', '/api/sprites/index.json')).body).toEqual(res.body);
  });

  it('finds the sprite for a TCG card name, form first', async () => {
    const cases: [string, string][] = [
      ['Hisuian Zoroark VSTAR', 'zoroark-hisui'],
      ['Charizard ex', 'charizard'],
      ['Radiant Charizard', 'charizard'],
      ['Gardevoir ex', 'gardevoir'],
    ];
    for (const [name, slug] of cases) {
      const res = await get(`/api/sprites/by-name/${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(spriteFile(slug)), name).toBe(true);
    }
    for (const name of ['Ultra Ball', 'Basic Psychic Energy']) {
      const res = await call(t.app, 'GET', `/api/sprites/by-name/${encodeURIComponent(name)}`);
      expect(res.status, name).toBe(404);
      expect(res.body).toEqual({ msg: 'Sprite not found' });
    }
  });
});
