// The admin seasons screen in a real browser against the real app: an admin reaches it from the Admin Dashboard,
// creates seasons, sets one current (exactly one stays current), edits and deletes with confirmation; bad input is
// refused in the form and changes nothing; a member who is not an admin sees the access message.
import type { Season } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Seasons are shared by every suite using this app, so this one's names are unique and lists are filtered. */
const tag = Date.now().toString(36);

function seasonsOnServer(): Promise<Season[]> {
  return apiFor(baseURL).seasons.list();
}

const seasonRow = (page: Page, name: string) =>
  page.getByTestId('season-row').filter({ has: page.getByText(name, { exact: true }) });

async function openNewSeasonDialog(page: Page) {
  // With no seasons yet the empty state offers creation; otherwise the title row does.
  await page
    .getByRole('button', { name: /^(New Season|Create a Season)$/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'New Season' });
}

async function createSeason(page: Page, name: string, start: string, end: string) {
  const dialog = await openNewSeasonDialog(page);
  await dialog.getByLabel('Season name').fill(name);
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('End date').fill(end);
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await seasonRow(page, name).waitFor();
}

async function adminMember(): Promise<TestMember> {
  const member = await registerMember(baseURL, 'seasonadmin');
  await setRole(dataDir, member.username, 'admin');
  return member;
}

describe('admin seasons in the browser', () => {
  it('creates two seasons, sets the second current, edits one and deletes one after confirming', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, await adminMember(), '/admin');
    await page.waitForURL('**/admin/hub');
    await page.getByRole('link', { name: 'Seasons' }).click();
    await page.waitForURL('**/admin/seasons');

    const first = `Spring ${tag}`;
    const second = `Summer ${tag}`;
    await createSeason(page, first, '2031-03-01', '2031-05-31');
    await createSeason(page, second, '2031-06-01', '2031-08-31');
    await seasonRow(page, second).getByText('Jun 1, 2031 – Aug 31, 2031').waitFor();

    await seasonRow(page, first)
      .getByRole('button', { name: `Set ${first} as current` })
      .click();
    await seasonRow(page, first).getByText('Current', { exact: true }).waitFor();
    await seasonRow(page, second)
      .getByRole('button', { name: `Set ${second} as current` })
      .click();
    await seasonRow(page, second).getByText('Current', { exact: true }).waitFor();
    // The first loses its badge, and the server agrees that exactly one season is current.
    await seasonRow(page, first)
      .getByRole('button', { name: `Set ${first} as current` })
      .waitFor();
    expect(await seasonRow(page, first).getByText('Current', { exact: true }).count()).toBe(0);
    expect(
      await page
        .getByTestId('season-row')
        .filter({ has: page.getByText('Current', { exact: true }) })
        .count(),
    ).toBe(1);
    const current = (await seasonsOnServer()).filter((s) => s.isCurrent);
    expect(current.map((s) => s.name)).toEqual([second]);

    const renamed = `Spring Regionals ${tag}`;
    await seasonRow(page, first)
      .getByRole('button', { name: `Edit ${first}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Season' });
    await expect.poll(() => edit.getByLabel('Season name').inputValue()).toBe(first);
    await edit.getByLabel('Season name').fill(renamed);
    await edit.getByLabel('End date').fill('2031-04-30');
    await edit.getByRole('button', { name: 'Save Season' }).click();
    await seasonRow(page, renamed).getByText('Mar 1, 2031 – Apr 30, 2031').waitFor();
    expect((await seasonsOnServer()).find((s) => s.name === renamed)).toMatchObject({
      startDate: '2031-03-01',
      endDate: '2031-04-30',
      isCurrent: false,
    });

    await seasonRow(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this season?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await seasonRow(page, renamed).count()).toBe(1);
    await seasonRow(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete Season' }).click();
    await seasonRow(page, renamed).waitFor({ state: 'detached' });
    const names = (await seasonsOnServer()).map((s) => s.name);
    expect(names).toContain(second);
    expect(names).not.toContain(renamed);
    await context.close();
  });

  it('refuses an empty name and an end before the start, changing nothing', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    await signIn(page, await adminMember(), '/admin/seasons');
    await page.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    const before = await seasonsOnServer();

    const dialog = await openNewSeasonDialog(page);
    await dialog.getByLabel('Season name').fill('   ');
    await dialog.getByLabel('Start date').fill('2032-06-10');
    await dialog.getByLabel('End date').fill('2032-06-01');
    await dialog.getByRole('button', { name: 'Create Season' }).click();
    await dialog.getByText('Season name is required').waitFor();
    await dialog.getByText('End date must be on or after the start date').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await seasonsOnServer()).toEqual(before);
    await context.close();
  });

  it('shows a member who is not an admin the access message instead of the screen', async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL, { width: 390, height: 844 });
    await signIn(page, await registerMember(baseURL, 'seasonuser'), '/admin/seasons');
    await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    expect(await page.getByRole('button', { name: /^(New Season|Create a Season)$/ }).count()).toBe(0);
    expect(await page.getByTestId('season-row').count()).toBe(0);
    await context.close();
  });
});
