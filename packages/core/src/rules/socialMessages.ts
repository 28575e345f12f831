/**
 * The texts of notifications the server creates for real events (issue 14). `who` is the actor's display name
 * (core `displayNameOf`), `group` a group's name. Kept here so the server writes and tests read the same words.
 */

const quoted = (name: string) => `"${name}"`;
const matchesText = (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`;

export const socialMessages = {
  friendRequest: (who: string) => `${who} sent you a friend request`,
  friendAccepted: (who: string) => `${who} accepted your friend request`,
  groupInvitation: (who: string, group: string, permission: 'view' | 'edit') =>
    `${who} invited you to ${permission === 'edit' ? 'edit' : 'view'} the group ${quoted(group)}`,
  invitationAccepted: (who: string, group: string) => `${who} accepted your invitation to ${quoted(group)}`,
  invitationDeclined: (who: string, group: string) => `${who} declined your invitation to ${quoted(group)}`,
  matchesAdded: (who: string, group: string, count: number) => `${who} added ${matchesText(count)} to ${quoted(group)}`,
  matchesRemoved: (who: string, group: string, count: number) =>
    `${who} removed ${matchesText(count)} from ${quoted(group)}`,
  groupRenamed: (who: string, from: string, to: string) => `${who} renamed the group ${quoted(from)} to ${quoted(to)}`,
  groupDescribed: (who: string, group: string) => `${who} changed the description of ${quoted(group)}`,
  groupDeleted: (who: string, group: string) => `${who} deleted the group ${quoted(group)}`,
  accessChanged: (who: string, group: string, permission: 'view' | 'edit') =>
    `${who} changed your access to ${quoted(group)}: you can now ${permission === 'edit' ? 'edit' : 'only view'} it`,
  sharingStopped: (who: string, group: string) => `${who} stopped sharing ${quoted(group)} with you`,
  memberLeft: (who: string, group: string) => `${who} left the group ${quoted(group)}`,
  /** Issue 16: the owner deleted their account, and their shared group went with it. */
  accountDeleted: (who: string, group: string) => `${who} deleted their account; the group ${quoted(group)} is gone`,
} as const;
