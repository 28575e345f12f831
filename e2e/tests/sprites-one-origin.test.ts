// Sprites come from one origin (issue 18): a team of today's VGC (Generation 9, which pokesprite lacks) is drawn from
// our server only — never the public sprite repository — and, with that repository unreachable (the browser tests'
// app points SPRITE_SOURCE_URL at a closed port), every sprite is an image (the placeholder): no 404 in the console.
import { apiEndpoints, fillPath } from '@trainerlog/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let member: TestMember;

const GEN9_TEAM = ['Flutter Mane', 'Iron Hands', 'Koraidon', 'Miraidon', 'Terapagos', 'Incineroar'];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseURL, 'sprites');
  await apiFor(baseURL, member).teams.create({
    name: 'Paradox Box',
    format: 'Regulation G',
    pokemon: GEN9_TEAM.map((species) => ({ species })),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('sprites', () => {
  it('draws a Generation 9 team from our origin only, without a 404', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const imageRequests: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });

    await signIn(page, member, '/teams');
    await page.getByText('Paradox Box').first().waitFor();
    const sprites = page.locator('img[src*="/api/sprites/"]');
    await expect.poll(() => sprites.count()).toBeGreaterThanOrEqual(GEN9_TEAM.length);
    // Every sprite is a drawn image (a placeholder for the five the repository could not give), none broken.
    await expect
      .poll(() => sprites.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    const origin = new URL(baseURL).origin;
    expect(imageRequests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(
      imageRequests.some((url) => url.includes(fillPath(apiEndpoints.sprites.bySlug.path, { slug: 'iron-hands' }))),
    ).toBe(true);
    expect(failures).toEqual([]);
    await context.close();
  });
});
