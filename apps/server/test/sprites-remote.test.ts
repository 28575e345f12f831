import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { pokespriteBoxDir } from '../src/modules/sprites/service.ts';
import { startLocalServer } from './support/http-server.ts';
import { CLOSED_PORT_URL, useTestApp } from './support/test-app.ts';

// A stand-in for the public sprite repository (PokeAPI's sprites/pokemon/<number>.png): a few numbers it has, one
// it answers slowly (so concurrent askers overlap), one that is not an image, the rest 404.
const pokespriteFile = (slug: string) => fs.readFileSync(path.join(pokespriteBoxDir(), `${slug}.png`));
const PLAYER_PLACEHOLDER = pokespriteFile('pikachu');
const OPPONENT_PLACEHOLDER = pokespriteFile('mewtwo');
// Any real PNG will do as "the repository's" sprite; a pokesprite one that is not a placeholder.
const REPOSITORY_PNG: Record<string, Buffer> = {
  '/987.png': pokespriteFile('bulbasaur'), // Flutter Mane
  '/992.png': pokespriteFile('ivysaur'), // Iron Hands
  '/1017.png': pokespriteFile('venusaur'), // Ogerpon
  '/1008.png': pokespriteFile('charmander'), // Miraidon, answered slowly
};
const seen: string[] = [];
const repository = await startLocalServer((request, response) => {
  const url = request.url ?? '/';
  seen.push(url);
  if (url === '/1004.png') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
  const png = REPOSITORY_PNG[url];
  if (!png) return void response.writeHead(404).end('Not Found');
  const send = () => response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  if (url === '/1008.png') setTimeout(send, 150);
  else send();
});

const t = useTestApp({ SPRITE_SOURCE_URL: `${repository.url}/` });

afterAll(async () => {
  await repository.close();
});
beforeEach(() => {
  seen.length = 0;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('sprites pokesprite lacks (SPRITE_SOURCE_URL)', () => {
  it('fetches a Generation 9 sprite once, keeps it in DATA_DIR/sprites and serves it from there', async () => {
    const first = await get('/api/sprites/iron-hands');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    expect(first.headers['x-sprite']).toBe('found');
    expect(first.rawPayload.equals(REPOSITORY_PNG['/992.png']!)).toBe(true);
    expect(seen).toEqual(['/992.png']);
    expect(fs.readFileSync(path.join(t.dataDir, 'sprites', '992.png')).equals(REPOSITORY_PNG['/992.png']!)).toBe(true);

    const again = await get('/api/sprites/iron-hands.png');
    expect(again.rawPayload.equals(REPOSITORY_PNG['/992.png']!)).toBe(true);
    expect(seen).toEqual(['/992.png']);
  });

  it('fetches once for many concurrent requests of the same missing sprite', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/sprites/miraidon')));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-sprite']).toBe('found');
      expect(answer.rawPayload.equals(REPOSITORY_PNG['/1008.png']!)).toBe(true);
    }
    expect(seen).toEqual(['/1008.png']);
  });

  it('shows a forme its species: pokesprite’s when it has the species, else the repository’s', async () => {
    const rapidStrike = await get('/api/sprites/urshifu-rapid-strike');
    expect(rapidStrike.rawPayload.equals(pokespriteFile('urshifu'))).toBe(true);
    const wellspring = await get('/api/sprites/ogerpon-wellspring');
    expect(wellspring.headers['x-sprite']).toBe('found');
    expect(wellspring.rawPayload.equals(REPOSITORY_PNG['/1017.png']!)).toBe(true);
    expect(seen).toEqual(['/1017.png']);
    const byName = await get(`/api/sprites/by-name/${encodeURIComponent('Flutter Mane ex')}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.rawPayload.equals(REPOSITORY_PNG['/987.png']!)).toBe(true);
  });

  it('answers the side’s placeholder, 200 and briefly cached, for a sprite the repository does not have', async () => {
    for (const [url, placeholder] of [
      ['/api/sprites/koraidon', PLAYER_PLACEHOLDER],
      ['/api/sprites/koraidon?side=opponent', OPPONENT_PLACEHOLDER],
      ['/api/sprites/roaring-moon-but-spelt-oddly', PLAYER_PLACEHOLDER],
      ['/api/sprites/not-a-pokemon', PLAYER_PLACEHOLDER],
      ['/api/sprites/chi-yu', PLAYER_PLACEHOLDER], // #1004: the repository answers HTML, which is not kept
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.headers['cache-control'], url).toBe('public, max-age=300');
      expect(res.headers['x-sprite'], url).toBe('placeholder');
      expect(res.rawPayload.equals(placeholder), url).toBe(true);
    }
    // The repository was asked once per species and is not asked again for one it lacks.
    expect(seen.sort()).toEqual(['/1004.png', '/1005.png', '/1007.png']);
    await get('/api/sprites/koraidon');
    expect(seen).toHaveLength(3);
    expect(fs.existsSync(path.join(t.dataDir, 'sprites', '1004.png'))).toBe(false);
  });
});

describe('sprites without internet', () => {
  const offline = useTestApp({ SPRITE_SOURCE_URL: CLOSED_PORT_URL, SPRITE_SOURCE_TIMEOUT_MS: '5000' });

  it('answers placeholders at once for a whole VGC team, never a 404', async () => {
    const team = ['flutter-mane', 'iron-hands', 'koraidon', 'miraidon', 'terapagos', 'incineroar'];
    const started = performance.now();
    const answers = await Promise.all(team.map((slug) => offline.app.inject({ url: `/api/sprites/${slug}` })));
    // Far under the source's 5 s timeout: nothing waited on it.
    expect(performance.now() - started).toBeLessThan(3000);
    answers.forEach((res, i) => {
      expect(res.statusCode, team[i]).toBe(200);
      expect(res.headers['x-sprite'], team[i]).toBe(team[i] === 'incineroar' ? 'found' : 'placeholder');
    });
    expect(answers[0]!.rawPayload.equals(PLAYER_PLACEHOLDER)).toBe(true);
    expect(fs.existsSync(path.join(offline.dataDir, 'sprites'))).toBe(false);
  });
});
