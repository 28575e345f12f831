// Managers in a real browser against the real app: the owner finds a player by username and makes them an admin
// (the audit log records it), and the new admin then sees the Admin Dashboard link; an admin who is not an owner
// cannot open the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { apiFor } from '../support/api.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the sidebar (a route change may close it again while the app settles) and returns its Account links. */
async function openSidebar(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    try {
      await page.getByRole('link', { name: 'Settings', exact: true }).waitFor({ timeout: 4000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('managers in the browser', () => {
  it('the owner promotes a player, who then sees the Admin Dashboard link', async () => {
    const owner = await registerMember(baseURL, 'siteowner');
    await setRole(dataDir, owner.username, 'owner');
    const player = await registerMember(baseURL, 'helper');

    // Before: no admin link for the player.
    const playerSide = await openIsolatedPage(browser, baseURL);
    await signIn(playerSide.page, player, '/dashboard');
    await openSidebar(playerSide.page);
    expect(await playerSide.page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);

    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, owner, '/admin/hub');
    await page.getByRole('link', { name: 'Managers', exact: true }).click();
    await page.waitForURL('**/admin/managers');
    await page.getByLabel('Search users').fill(player.username);
    const row = page.getByTestId('manager-user-row').filter({ hasText: player.username });
    await row.getByText('Player', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Make ${player.username} an admin` }).click();
    await row.getByText('Admin', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Remove ${player.username}'s admin role` }).waitFor();
    await page.getByTestId('audit-entry').filter({ hasText: player.username }).first().waitFor();

    // The owner's own row says why it has no button.
    await page.getByLabel('Search users').fill(owner.username);
    const self = page.getByTestId('manager-user-row').filter({ hasText: owner.username });
    await self.getByText('You cannot change your own role').waitFor();
    expect(await self.getByRole('button').count()).toBe(0);

    const [stored] = await apiFor(baseURL, owner).admin.users({ search: player.username });
    expect(stored).toMatchObject({ username: player.username, role: 'admin', isAdmin: true });
    const audit = await apiFor(baseURL, owner).admin.audit();
    expect(audit.items.some((e) => e.action === 'role.change' && e.target?.username === player.username)).toBe(true);

    // After: the new admin sees the link and reaches the Admin Dashboard through it.
    await playerSide.page.goto('/dashboard');
    await openSidebar(playerSide.page);
    await playerSide.page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await playerSide.page.waitForURL('**/admin/hub');
    await playerSide.page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    // An admin who is not an owner has no Managers tile.
    await playerSide.page.getByRole('link', { name: 'Feedback', exact: true }).waitFor();
    expect(await playerSide.page.getByRole('link', { name: 'Managers', exact: true }).count()).toBe(0);
    await playerSide.page.goto('/admin/managers');
    await playerSide.page.getByRole('heading', { name: 'Owner access required' }).waitFor();

    await playerSide.context.close();
    await context.close();
  });
});
