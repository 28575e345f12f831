// Feedback and support in a real browser against the real app: a player sends a bug report from the floating button
// and finds it on the Support page; an admin replies to it and archives it on /admin/feedback; the player then sees
// the reply (and a notification about it) on Support.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { setRole } from '../support/database.ts';
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

describe('feedback and support in the browser', () => {
  it('sends a bug report, the admin answers and archives it, and the player reads the answer', async () => {
    const player = await registerMember(baseURL, 'reporter');
    const admin = await registerMember(baseURL, 'feedbackadmin');
    await setRole(dataDir, admin.username, 'admin');
    const report = `The deck builder freezes after 61 cards (${player.username})`;
    const answer = 'Thanks! Fixed in the next release.';

    // The player, from the floating button on the dashboard.
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, player, '/dashboard');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter a message').waitFor();
    await dialog.getByLabel('Type of Submission', { exact: true }).click();
    await page.getByRole('option', { name: 'Bug Report' }).click();
    await dialog.getByLabel('Message').fill(report);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog
      .getByText('Thank you for your submission! You can view your submissions in the Support page.')
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/support');
    const mine = page.getByTestId('feedback-submission').filter({ hasText: report });
    await mine.waitFor();
    await mine.getByText('Bug Report').waitFor();
    expect(await mine.getByTestId('feedback-status').textContent()).toBe('New');
    expect(await mine.getByTestId('feedback-reply').count()).toBe(0);

    // The admin finds it among every submission, replies, then archives it.
    const adminSide = await openIsolatedPage(browser, baseURL);
    const adminPage = adminSide.page;
    await signIn(adminPage, admin, '/admin/hub');
    await adminPage.getByRole('link', { name: 'Feedback', exact: true }).click();
    await adminPage.waitForURL('**/admin/feedback');
    await adminPage.getByLabel('Search', { exact: true }).fill(player.username);
    const item = adminPage.getByTestId('admin-feedback-item').filter({ hasText: report });
    await item.waitFor();
    await item.getByRole('button', { name: 'Reply', exact: true }).click();
    await item.getByRole('button', { name: 'Send Reply' }).click();
    await item.getByText('Please enter a reply').waitFor();
    await item.getByLabel(`Reply to @${player.username}`).fill(answer);
    await item.getByRole('button', { name: 'Send Reply' }).click();
    await item.getByText(answer).waitFor();
    await item.getByText('Answered', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Archive', exact: true }).click();
    await item.getByText('Archived', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Restore' }).waitFor();

    const [stored] = await apiFor(baseURL, player).feedback.listOwn();
    expect(stored).toMatchObject({ type: 'bug', message: report, archived: true, reply: { message: answer } });

    // The player sees the answer on Support, and was told about it.
    await page.reload();
    await mine.getByTestId('feedback-reply').getByText(answer).waitFor();
    expect(await mine.getByTestId('feedback-status').textContent()).toBe('Archived');
    const notifications = await apiFor(baseURL, player).notifications.list();
    expect(notifications.some((n) => n.type === 'feedback_reply')).toBe(true);

    await adminSide.context.close();
    await context.close();
  });

  it('keeps the admin screen closed to a player', async () => {
    const player = await registerMember(baseURL, 'curious');
    const { context, page } = await openIsolatedPage(browser, baseURL);
    await signIn(page, player, '/admin/feedback');
    await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    expect(await page.getByTestId('admin-feedback-item').count()).toBe(0);
    await context.close();
  });
});
