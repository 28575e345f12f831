// Match groups and sharing (issue 14) in a real browser against the real app, with two accounts in two isolated
// browser contexts. A creates a group from the dashboard's Match Group dialog with TCG and VGC matches and finds it in
// the dashboard's Groups view; shares it with B to view; B accepts in Group Invitations, pages through the group's
// popup (8 a page, details, Back to Match List) and can change nothing; A makes B an editor; B adds a match of their
// own from the dashboard's dialog; A sees it (and the bell says so), then deletes the group — gone for both, every
// match kept. A guest's Groups view explains that groups need an account. Matches and the friendship are seeded
// through the API; every group action goes through the screens.
import { apiEndpoints, GROUP_TEXT, socialMessages } from '@trainerlog/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn, type TestMember } from '../support/session.ts';
import {
  closeBell,
  expectUnread,
  makeFriends,
  notificationItems,
  openBell,
  readAllNotifications,
  returnToTab,
  seedTcgMatch,
  seedVgcMatch,
} from '../support/social.ts';

const baseURL = inject('baseURL');
const GROUP = 'Worlds 2025 Testing';
/** A's TCG matches: 11, of which the first 10 go in the group (7 won, 3 lost); two VGC matches (1 won, 1 lost). */
const TCG_OPPONENTS = Array.from({ length: 11 }, (_, i) => `Opponent ${String(i + 1).padStart(2, '0')}`);
const GROUPED_TCG = TCG_OPPONENTS.slice(0, 10);
const VGC_OPPONENTS = ['Wolfe', 'Cynthia'];
const B_OPPONENT = 'Brock Special';

let browser: Browser;
let ownerA: TestMember;
let friendB: TestMember;
let contextA: BrowserContext;
let contextB: BrowserContext;
let pageA: Page;
let pageB: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ownerA = await registerMember(baseURL, 'groupowner');
  friendB = await registerMember(baseURL, 'groupfriend');
  for (const [i, opponent] of TCG_OPPONENTS.entries()) {
    // Dated one day apart so the popup's newest-first order is known: Opponent 11 newest.
    const day = String(i + 1).padStart(2, '0');
    await seedTcgMatch(baseURL, ownerA, opponent, i % 10 < 7 ? 'win' : 'loss', `2025-03-${day}`);
  }
  await seedVgcMatch(baseURL, ownerA, VGC_OPPONENTS[0]!, 'win', '2025-04-01');
  await seedVgcMatch(baseURL, ownerA, VGC_OPPONENTS[1]!, 'loss', '2025-04-02');
  await seedTcgMatch(baseURL, friendB, B_OPPONENT, 'win', '2025-05-01');
  await makeFriends(baseURL, ownerA, friendB);
  // A's "… accepted your friend request" is read: A's bell counts only what the group brings.
  await readAllNotifications(baseURL, ownerA);
  ({ context: contextA, page: pageA } = await openIsolatedPage(browser, baseURL));
  ({ context: contextB, page: pageB } = await openIsolatedPage(browser, baseURL));
});
afterAll(async () => {
  await contextA?.close();
  await contextB?.close();
  await browser?.close();
});

const matchGroupDialog = (page: Page) => page.getByRole('dialog', { name: 'Match Group' });
const shareModal = (page: Page) => page.getByRole('dialog', { name: `Share Group: ${GROUP}` });
const popup = (page: Page) => page.getByRole('dialog', { name: GROUP });
const groupCard = (page: Page) => page.getByTestId('group-card').filter({ hasText: GROUP });
const rows = (scope: Locator) => scope.getByTestId('group-match-row');
const tcgSection = (scope: Locator) => scope.getByRole('region', { name: /^TCG Matches/ });
const vgcSection = (scope: Locator) => scope.getByRole('region', { name: /^VGC Matches/ });

async function openDashboard(page: Page, member: TestMember) {
  await signIn(page, member, '/dashboard');
  await page.getByRole('heading', { name: 'Your Match History' }).waitFor();
}

/** The dashboard's Matches / Groups switch. */
async function showView(page: Page, view: 'Matches' | 'Groups') {
  await page.getByRole('radiogroup', { name: 'View' }).getByText(view, { exact: true }).click();
}

/** Opens the Share modal from the group's card (the owner's Groups view). */
async function openShare(page: Page) {
  await groupCard(page).getByRole('button', { name: 'Share group' }).click();
  await shareModal(page).waitFor();
  return shareModal(page);
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => combobox.inputValue()).toBe(option);
}

async function openPopup(page: Page) {
  await groupCard(page).getByRole('button', { name: 'Show Matches' }).click();
  await popup(page).waitFor();
  return popup(page);
}

describe('match groups shared between two friends', () => {
  it('A creates a group with TCG and VGC matches from the dashboard dialog; the Groups view shows its record', async () => {
    await openDashboard(pageA, ownerA);
    await pageA.getByRole('button', { name: 'Create Group', exact: true }).click();
    const dialog = matchGroupDialog(pageA);
    await dialog.waitFor();
    // New group is the default; a name is needed before it can be created.
    expect(await dialog.getByRole('button', { name: 'Create Group' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Group Name').fill(GROUP);
    await dialog.getByLabel('Group Description (optional)').fill('Every game of the week before Worlds');
    await dialog.getByText('TCG and VGC', { exact: true }).click();

    const matches = dialog.getByRole('group', { name: 'Matches' });
    await expect.poll(() => matches.getByRole('checkbox').count()).toBe(11);
    for (const opponent of GROUPED_TCG) {
      await matches.getByRole('checkbox', { name: `Gardevoir ex vs ${opponent}` }).check();
    }
    await dialog.getByText('Selected: 10 matches', { exact: true }).waitFor();

    await dialog.getByRole('tab', { name: 'VGC Matches' }).click();
    await expect.poll(() => matches.getByRole('checkbox').count()).toBe(2);
    for (const opponent of VGC_OPPONENTS) {
      await matches.getByRole('checkbox', { name: new RegExp(`vs ${opponent} \\(`) }).check();
    }
    await dialog.getByText('Selected: 2 matches').waitFor();
    await dialog.getByText('(and 10 TCG)').waitFor();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await showView(pageA, 'Groups');
    const card = groupCard(pageA);
    await card.waitFor();
    await card.getByText('MIXED', { exact: true }).waitFor();
    // 12 matches: 7 + 1 won, 3 + 1 lost → 8 of 12, 67 %.
    const stats = card.getByTestId('group-stats');
    await expect.poll(() => stats.innerText()).toMatch(/12\s*Matches\s*8\s*Wins\s*4\s*Losses\s*67%\s*Win Rate/i);
    expect(await card.getByRole('img', { name: 'Shared', exact: true }).count()).toBe(0);
    const [stored] = await apiFor(baseURL, ownerA).matchGroups.list();
    expect(stored).toMatchObject({ name: GROUP, type: 'mixed', matchCounts: { tcg: 10, vgc: 2 } });
  });

  it('A shares it with B to view; the invitation is sent and B is listed as view, pending', async () => {
    const modal = await openShare(pageA);
    const friend = modal.getByRole('combobox', { name: 'Friend' });
    expect(await friend.getAttribute('placeholder')).toBe('Choose a friend...');
    const permission = modal.getByRole('combobox', { name: 'Permission', exact: true });
    expect(await permission.inputValue()).toBe('Edit');
    await choose(pageA, friend, friendB.username);
    await choose(pageA, permission, 'View');
    await modal.getByRole('button', { name: 'Send Invitation' }).click();
    await modal.getByText(GROUP_TEXT.invitationSent).waitFor();
    // It closes by itself 1.5 s later.
    await modal.waitFor({ state: 'hidden', timeout: 5000 });

    const again = await openShare(pageA);
    const entry = again.getByTestId('shared-with-entry').filter({ hasText: friendB.username });
    await entry.getByText('View', { exact: true }).waitFor();
    await entry.getByText('Pending', { exact: true }).waitFor();
    // Every friend is invited: nobody left to offer.
    await again.getByText(GROUP_TEXT.allInvited).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });
    await groupCard(pageA).getByRole('img', { name: 'Shared', exact: true }).waitFor();
  });

  it('B accepts in Group Invitations and reads the group: 8 matches a page, details, and nothing to change', async () => {
    await signIn(pageB, friendB, '/match-groups');
    await pageB.getByRole('heading', { name: 'Match Groups', exact: true }).waitFor();
    await pageB.getByRole('button', { name: /View Invitations/ }).click();
    const invitations = pageB.getByRole('dialog', { name: 'Group Invitations' });
    const invitation = invitations.getByTestId('invitation').filter({ hasText: GROUP });
    await invitation.getByText(`Invited by ${ownerA.username}`).waitFor();
    await invitation.getByText('Permission: view').waitFor();
    await invitation.getByText(/^12 matches/).waitFor();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    // The last invitation answered: the modal closes itself after 1 s.
    await invitations.waitFor({ state: 'hidden', timeout: 5000 });

    const card = groupCard(pageB);
    await card.getByRole('img', { name: 'Shared with you' }).waitFor();
    await card.getByText(`by ${ownerA.username} · view only`).waitFor();
    // A viewer may neither edit, share nor delete.
    for (const label of ['Edit group', 'Share group', 'Delete group']) {
      expect(await card.getByRole('button', { name: label }).count()).toBe(0);
    }

    const list = await openPopup(pageB);
    const tcg = tcgSection(list);
    await tcg.getByRole('heading', { name: 'TCG Matches (10)' }).waitFor();
    await vgcSection(list).getByRole('heading', { name: 'VGC Matches (2)' }).waitFor();
    await expect.poll(() => rows(tcg).count()).toBe(8);
    await expect.poll(() => rows(vgcSection(list)).count()).toBe(2);
    await tcg.getByText('Page 1 of 2').waitFor();
    // Newest first: Opponent 10 (March 10) leads; Opponent 11 was left out of the group.
    await rows(tcg).first().getByText('Opponent 10').waitFor();
    expect(await list.getByText('Opponent 11').count()).toBe(0);
    await tcg.getByRole('button', { name: 'Next' }).click();
    await tcg.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => rows(tcg).count()).toBe(2);
    await rows(tcg).last().getByText('Opponent 01').waitFor();
    // No remove buttons for a viewer.
    expect(await list.getByRole('button', { name: 'Remove from group' }).count()).toBe(0);

    await rows(tcg).last().getByRole('button').first().click();
    const back = list.getByRole('button', { name: GROUP_TEXT.backToList });
    await back.waitFor();
    await list.getByText('Opponent 01').first().waitFor();
    await list.getByText('Victory').first().waitFor();
    expect(await list.getByRole('button', { name: /Add Notes|Edit Notes/ }).count()).toBe(0);
    await back.click();
    await tcg.getByText('Page 2 of 2').waitFor();
    await pageB.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
  });

  it('A makes B an editor; B adds a match of their own from the dashboard; A sees it and is told', async () => {
    // A comes back to the tab: the bell counts B's answer, and the groups are read again with it.
    await returnToTab(pageA);
    await expectUnread(pageA, 1);
    const modal = await openShare(pageA);
    const entry = modal.getByTestId('shared-with-entry').filter({ hasText: friendB.username });
    await entry.getByText('Accepted', { exact: true }).waitFor();
    await choose(pageA, modal.getByRole('combobox', { name: `Permission for ${friendB.username}` }), 'Edit');
    await entry.locator('.mantine-Badge-root').getByText('Edit', { exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Opening the bell reads B's answer; what comes next is counted anew.
    const dropdown = await openBell(pageA);
    await notificationItems(dropdown)
      .filter({ hasText: socialMessages.invitationAccepted(friendB.username, GROUP) })
      .waitFor();
    await closeBell(pageA);
    await expectUnread(pageA, 0);

    await openDashboard(pageB, friendB);
    await pageB.getByRole('button', { name: 'Create Group', exact: true }).first().click();
    const dialog = matchGroupDialog(pageB);
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Add to existing group' }).check();
    await choose(pageB, dialog.getByRole('combobox', { name: 'Group' }), GROUP);
    await dialog.getByRole('checkbox', { name: `Gardevoir ex vs ${B_OPPONENT}` }).check();
    await dialog.getByText('Selected: 1 matches').waitFor();
    await dialog.getByRole('button', { name: 'Add to Group' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await returnToTab(pageA);
    await expectUnread(pageA, 1);
    const news = await openBell(pageA);
    await notificationItems(news)
      .filter({ hasText: socialMessages.matchesAdded(friendB.username, GROUP, 1) })
      .waitFor();
    await closeBell(pageA);

    const list = await openPopup(pageA);
    const tcg = tcgSection(list);
    await tcg.getByRole('heading', { name: 'TCG Matches (11)' }).waitFor();
    // B's match is the newest (May 1): first, marked as played by B.
    await rows(tcg).first().getByText(B_OPPONENT).waitFor();
    await rows(tcg).first().getByText(`Played by ${friendB.username}`).waitFor();
    await pageA.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await expect
      .poll(() => groupCard(pageA).getByTestId('group-stats').innerText())
      .toMatch(/13\s*Matches\s*9\s*Wins\s*4\s*Losses\s*69%/i);
  });

  it('A deletes the group: gone for both, and every match stays', async () => {
    await groupCard(pageA).getByRole('button', { name: 'Delete group' }).click();
    const confirm = pageA.getByRole('dialog', { name: 'Delete Group' });
    await confirm
      .getByText('Are you sure you want to delete this group? Matches in this group will not be deleted.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await pageA.getByText(GROUP_TEXT.noGroups).waitFor();
    expect(await groupCard(pageA).count()).toBe(0);

    await signIn(pageB, friendB, '/match-groups');
    await pageB.getByText(GROUP_TEXT.noGroups).waitFor();
    expect(await groupCard(pageB).count()).toBe(0);

    // A's dashboard still lists all 11 TCG matches, and the API keeps both games' matches.
    await showView(pageA, 'Matches');
    await pageA.getByRole('tab', { name: 'TCG Matches' }).click();
    const cards = pageA.getByTestId('match-list').getByTestId('tcg-match-card');
    await expect.poll(() => cards.count()).toBe(11);
    expect((await apiFor(baseURL, ownerA).tcgMatches.list()).totalCount).toBe(11);
    expect((await apiFor(baseURL, ownerA).vgcMatches.list()).totalCount).toBe(2);
    expect((await apiFor(baseURL, friendB).tcgMatches.list()).totalCount).toBe(1);
  });
});

describe('a guest', () => {
  it("sees the dashboard's Groups view explain that groups need an account, with the ways to one", async () => {
    const { context, page } = await openIsolatedPage(browser, baseURL);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const groupCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(apiEndpoints.matchGroups.list.path))
        groupCalls.push(request.url());
    });
    try {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Match History' }).waitFor();
      await showView(page, 'Groups');
      await page.getByText('Match groups need an account').waitFor();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.getByRole('link', { name: 'Register' }).first().waitFor();
      // Create Group explains the same instead of failing.
      await page.getByRole('button', { name: 'Create Group', exact: true }).click();
      const explain = page.getByRole('dialog', { name: 'Create Group' });
      await explain.getByText('Match groups need an account').waitFor();
      await explain.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(groupCalls).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
