// Issue 31 in a real browser against the real app (main.ts, so its backup schedule runs): the owner's Admin Dashboard
// shows the backups (the last good one, or that there is none yet) and each outside service's state, with no serious
// axe finding in either scheme; an admin who is not the owner does not see it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessibleRoute, openSweepPage, SWEEP_CONTEXTS } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('backups and outside services on the Admin Dashboard', () => {
  it.each([SWEEP_CONTEXTS[0]!, SWEEP_CONTEXTS[3]!])('shows the owner both at %i px, %s', async (width, scheme) => {
    const owner = await registerMember(baseURL, `opsowner${width}${scheme}`);
    await setRole(dataDir, owner.username, 'owner');
    const { context, page } = await openSweepPage(browser, baseURL, { width, scheme, token: owner.token });
    try {
      await expectAccessibleRoute(page, '/admin/hub', scheme);
      const section = page.getByRole('region', { name: 'Backups and outside services' });
      await expect.poll(() => section.getByTestId('admin-last-backup').textContent()).toMatch(/verified|No backup/);
      const services = await section.getByTestId('admin-service').allTextContents();
      expect(services.some((text) => text.includes('Limitless'))).toBe(true);
      expect(services.some((text) => text.includes('Pokémon Showdown'))).toBe(true);
      expect(services.some((text) => text.includes('PokePaste'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is not shown to an admin who is not the owner', async () => {
    const admin = await registerMember(baseURL, 'opsadmin');
    await setRole(dataDir, admin.username, 'admin');
    const { context, page } = await openSweepPage(browser, baseURL, {
      width: 1280,
      scheme: 'light',
      token: admin.token,
    });
    try {
      await page.goto('/admin/hub');
      await page.getByRole('navigation', { name: 'Admin tools' }).waitFor();
      expect(await page.getByRole('region', { name: 'Backups and outside services' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
