// Helpers of the social browser tests (issue 14): matches and friendships seeded through the API (the screens that
// make them have their own tests), and the notification bell as a user sees it — its badge, its dropdown, and the
// "I came back to this tab" nudge that makes it read the count again without waiting for the 30-second poll.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiFor } from './api.ts';
import type { TestMember } from './session.ts';

export const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
export const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

/** Logs a Bo1 TCG match with one game of `result` against `opponentDeck`; returns its id. */
export async function seedTcgMatch(
  baseURL: string,
  member: TestMember,
  opponentDeck: string,
  result: 'win' | 'loss',
  date = '2025-03-01',
): Promise<string> {
  const body = { deckName: 'Gardevoir ex', opponentDeck, format: 'Bo1' as const, date, notes: '', games: [{ result }] };
  const match = await apiFor(baseURL, member).tcgMatches.create(body);
  return match._id;
}

/** Logs a Bo1 VGC match (Sun against `opponentName`'s Rain) with one game of `result`; returns its id. */
export async function seedVgcMatch(
  baseURL: string,
  member: TestMember,
  opponentName: string,
  result: 'win' | 'loss',
  date = '2025-03-01',
): Promise<string> {
  const body = {
    playerTeam: SUN,
    opponentTeam: RAIN,
    opponentName,
    format: 'VGC 2025 Reg H',
    bestOf: 1 as const,
    date,
    games: [{ result }],
  };
  const match = await apiFor(baseURL, member).vgcMatches.create(body);
  return match._id;
}

/** `from` asks `to` to be friends (through the API); `to` gets a friend request notification. */
export function requestFriend(baseURL: string, from: TestMember, to: TestMember) {
  return apiFor(baseURL, from).friends.request({ username: to.username });
}

/** `from` asks and `to` accepts: they are friends, and `from` has a "… accepted your friend request" notification. */
export async function makeFriends(baseURL: string, from: TestMember, to: TestMember) {
  await requestFriend(baseURL, from, to);
  await apiFor(baseURL, to).friends.accept({ id: from.id });
}

export interface ListedNotification {
  _id: string;
  type: string;
  isRead: boolean;
  message: string;
}

export const notificationsOf = (baseURL: string, member: TestMember): Promise<ListedNotification[]> =>
  apiFor(baseURL, member).notifications.list();

/** The bell's button; its accessible name carries the unread count ("Notifications, 2 unread"). */
export const bell = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The bell's accessible name for `count` unread notifications. */
export const bellName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/** Waits until the bell reads `count` unread: its name says so, and its badge shows the number (none at 0). */
export async function expectUnread(page: Page, count: number, timeout = 10_000) {
  const badge = bell(page).locator('xpath=..').locator('.mantine-Indicator-indicator');
  const reading = async () => ({
    name: await bell(page).getAttribute('aria-label'),
    badge: (await badge.count()) > 0 && (await badge.isVisible()) ? await badge.textContent() : null,
  });
  await expect.poll(reading, { timeout }).toEqual({ name: bellName(count), badge: count > 0 ? String(count) : null });
}

/** Marks every notification of the member read (through the API), so a test counts only what it causes. */
export async function readAllNotifications(baseURL: string, member: TestMember) {
  const notificationIds = (await notificationsOf(baseURL, member)).map((n) => n._id);
  if (notificationIds.length === 0) return;
  await apiFor(baseURL, member).notifications.markRead({ notificationIds });
}

/**
 * The user comes back to this tab: it is brought to the front and told so, as the browser tells a page its user
 * returned; the bell reads its count again at once (the app refetches on focus) instead of at the next 30-second poll.
 */
export async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

/**
 * Opens the bell's dropdown and returns it. The tab is brought to the front first, as the user clicking it would
 * have done: Chromium throttles the timers and animation frames of a tab behind another one.
 */
export async function openBell(page: Page): Promise<Locator> {
  await page.bringToFront();
  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await dropdown.waitFor();
  return dropdown;
}

/** Closes the bell's dropdown with Escape, as a keyboard user would. */
export async function closeBell(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
}

export const notificationItems = (dropdown: Locator) => dropdown.getByTestId('notification-item');
