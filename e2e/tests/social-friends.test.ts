// Friends and the notification bell (issue 14) in a real browser against the real app. Two accounts in two isolated
// browser contexts become friends through the bell: A finds B on /friends and adds them; B's bell counts the request,
// B accepts it in the dropdown; A's bell then says so and A's friends list shows B. Clear All leaves friend requests
// (they are answered, not cleared); two tabs of one user keep the same unread count without a reload; a guest's
// /friends explains that friends need an account.
import { apiEndpoints, FRIEND_MESSAGES, socialMessages } from '@trainerlog/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn } from '../support/session.ts';
import {
  bell,
  closeBell,
  expectUnread,
  makeFriends,
  notificationItems,
  notificationsOf,
  openBell,
  requestFriend,
  returnToTab,
} from '../support/social.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openPage = () => openIsolatedPage(browser, baseURL);
const friendRows = (page: Page) => page.getByRole('list', { name: 'Your friends' }).getByTestId('friend-row');

describe('friends through the bell', () => {
  it('A adds B from /friends; B accepts in the bell; A is told and lists B', async () => {
    const memberA = await registerMember(baseURL, 'bella');
    const memberB = await registerMember(baseURL, 'bellb');
    const a = await openPage();
    const b = await openPage();
    try {
      // B is on the dashboard with nothing new.
      await signIn(b.page, memberB, '/dashboard');
      await expectUnread(b.page, 0);

      await signIn(a.page, memberA, '/friends');
      await a.page.getByRole('heading', { name: 'My Friends' }).waitFor();
      await a.page
        .getByText('No friends yet. Search for a player by username to send your first friend request.')
        .waitFor();
      // A case-insensitive prefix finds B (never A themself).
      await a.page.getByLabel('Search by username').fill(memberB.username.slice(0, -1).toUpperCase());
      const results = a.page.getByRole('list', { name: 'Search results' });
      const found = results.getByTestId('search-result').filter({ hasText: memberB.username });
      await found.waitFor();
      expect(await results.getByText(memberA.username).count()).toBe(0);
      await found.getByRole('button', { name: `Add ${memberB.username} as a friend` }).click();
      await a.page.getByText(FRIEND_MESSAGES.requestSent, { exact: true }).waitFor();
      await found.getByText('Request sent').waitFor();
      const sent = a.page.getByRole('list', { name: 'Sent friend requests' });
      await sent.getByText(memberB.username, { exact: true }).waitFor();

      // B comes back to the tab: the bell counts the request without waiting for the 30-second poll.
      await returnToTab(b.page);
      await expectUnread(b.page, 1);
      const dropdown = await openBell(b.page);
      const request = notificationItems(dropdown).filter({ hasText: socialMessages.friendRequest(memberA.username) });
      await request.waitFor();
      // A friend request is answered, not read by opening: the count stays.
      await expectUnread(b.page, 1);
      await request.getByRole('button', { name: 'Accept' }).click();
      await b.page.getByText(FRIEND_MESSAGES.accepted, { exact: true }).waitFor();
      await request.waitFor({ state: 'detached' });
      await dropdown.getByText('No notifications').waitFor();
      await expectUnread(b.page, 0);

      // A's bell says B accepted; opening it reads it.
      await returnToTab(a.page);
      await expectUnread(a.page, 1);
      const news = await openBell(a.page);
      const accepted = notificationItems(news).filter({ hasText: socialMessages.friendAccepted(memberB.username) });
      await accepted.waitFor();
      await expectUnread(a.page, 0);
      await expect.poll(async () => (await notificationsOf(baseURL, memberA)).every((n) => n.isRead)).toBe(true);
      await closeBell(a.page);

      // A's /friends lists B; the sent request is gone.
      await a.page.reload();
      await friendRows(a.page).filter({ hasText: memberB.username }).waitFor();
      expect(await friendRows(a.page).count()).toBe(1);
      expect(await a.page.getByRole('list', { name: 'Sent friend requests' }).count()).toBe(0);
      // And B's lists A.
      await b.page.goto('/friends');
      await friendRows(b.page).filter({ hasText: memberA.username }).waitFor();
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});

describe('the bell', () => {
  it('Clear All deletes the other notifications and keeps a friend request', async () => {
    const me = await registerMember(baseURL, 'clearme');
    const accepter = await registerMember(baseURL, 'clearfriend');
    const asker = await registerMember(baseURL, 'clearasker');
    await makeFriends(baseURL, me, accepter); // me: "… accepted your friend request"
    await requestFriend(baseURL, asker, me); // me: "… sent you a friend request"
    const { context, page } = await openPage();
    try {
      await signIn(page, me, '/dashboard');
      await expectUnread(page, 2);
      const dropdown = await openBell(page);
      await expect.poll(() => notificationItems(dropdown).count()).toBe(2);
      await dropdown.getByRole('button', { name: 'Clear All' }).click();
      await notificationItems(dropdown)
        .filter({ hasText: 'accepted your friend request' })
        .waitFor({ state: 'detached' });
      await expect.poll(() => notificationItems(dropdown).count()).toBe(1);
      const request = notificationItems(dropdown).filter({ hasText: socialMessages.friendRequest(asker.username) });
      await request.getByRole('button', { name: 'Accept' }).waitFor();
      // Nothing left to clear.
      expect(await dropdown.getByRole('button', { name: 'Clear All' }).isDisabled()).toBe(true);
      await expectUnread(page, 1);
      const stored = await notificationsOf(baseURL, me);
      expect(stored.map((n) => n.type)).toEqual(['friend_request']);
      // After a reload it is still there.
      await page.reload();
      await expectUnread(page, 1);
      const again = await openBell(page);
      await notificationItems(again)
        .filter({ hasText: socialMessages.friendRequest(asker.username) })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the unread count right across two tabs of the same user, without a reload', async () => {
    const me = await registerMember(baseURL, 'tabsme');
    const accepter = await registerMember(baseURL, 'tabsfriend');
    const asker = await registerMember(baseURL, 'tabsasker');
    await makeFriends(baseURL, me, accepter);
    await requestFriend(baseURL, asker, me);
    const { context, page: first } = await openPage();
    try {
      await signIn(first, me, '/dashboard');
      const second = await context.newPage();
      second.setDefaultTimeout(15_000);
      await second.goto('/friends');
      await expectUnread(first, 2);
      await expectUnread(second, 2);
      const secondLoads: string[] = [];
      second.on('framenavigated', (frame) => {
        if (frame === second.mainFrame()) secondLoads.push(frame.url());
      });

      // Opening the bell in the first tab reads the acceptance: the second tab's badge follows.
      const dropdown = await openBell(first);
      await notificationItems(dropdown).filter({ hasText: 'accepted your friend request' }).waitFor();
      await expectUnread(first, 1);
      await expectUnread(second, 1);

      // Accepting the request in the first tab: both badges go, and the second tab's /friends lists the new friend.
      const request = notificationItems(dropdown).filter({ hasText: socialMessages.friendRequest(asker.username) });
      await request.getByRole('button', { name: 'Accept' }).click();
      await first.getByText(FRIEND_MESSAGES.accepted, { exact: true }).waitFor();
      await expectUnread(first, 0);
      await expectUnread(second, 0);
      await friendRows(second).filter({ hasText: asker.username }).waitFor();
      expect(await bell(second).isVisible()).toBe(true);
      expect(secondLoads).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a guest', () => {
  it('sees /friends explain that friends need an account, with the ways to one', async () => {
    const { context, page } = await openPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const socialCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const { friends, notifications } = apiEndpoints;
      if (path.startsWith(friends.list.path) || path.startsWith(notifications.list.path)) socialCalls.push(path);
    });
    try {
      await page.goto('/friends');
      await page.getByRole('heading', { name: 'My Friends' }).waitFor();
      await page.getByText('Friends need an account').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Login' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
      await page.waitForURL((url) => url.pathname === '/register');
      // No bell for a guest, and nothing asked of the server.
      expect(await bell(page).count()).toBe(0);
      expect(socialCalls).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
