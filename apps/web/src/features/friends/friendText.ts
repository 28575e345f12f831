import { displayNameOf } from '@trainerlog/core';

/**
 * Small texts of the friends screens. "Friends since" dates read like the rest of the app's dates (Mar 5, 2025);
 * an unreadable date shows nothing rather than "Invalid Date".
 */
export function formatFriendDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function friendsSinceText(iso: string): string {
  const date = formatFriendDate(iso);
  return date ? `Friends since ${date}` : 'Friends';
}

/** The player's name, and their @username when the name is a different display name. */
export function playerNames(user: { name?: string | null; username: string }): { title: string; handle: string } {
  return { title: displayNameOf(user), handle: `@${user.username}` };
}
