/**
 * "Delete my account" (issue 16): after the password is confirmed, every row of the player goes, in one transaction.
 *
 * Decisions (docs/decisions.md, "Deleting an account"):
 * - Almost everything goes by the foreign keys: every table with a user column references users ON DELETE CASCADE
 *   (matches, decks, teams, groups and their shares and links, friendships and friend requests both ways,
 *   notifications to and from the player, sessions, reset tokens, imports, feedback, per-user counts). Deleting the
 *   users row is therefore one statement, and the statement-level count triggers of tcg_matches/vgc_matches
 *   (migrations 0003, 0004, 0006, 0008) fire for the cascaded deletes inside it, so the global match counts and the
 *   community aggregates drop the player's matches in the same transaction.
 * - The community tables keyed by player (community_players, _player_days, _player_years) have no foreign key (their
 *   trigger upserts could otherwise break it mid-cascade): the triggers bring them to 0, then they are deleted here,
 *   so no row anywhere still names the player.
 * - Members of the groups the player owns (accepted, and invitees still pending) are told before the group goes.
 *   Those notifications belong to the members and carry no sender: notifications.from_user_id cascades, so a sender
 *   would take them away with the account. The group link is set null by its foreign key; the text keeps the name.
 * - The password is checked before the transaction (argon2 is slow; no locks held meanwhile). A wrong one is a 400 at
 *   `password` and changes nothing. The shared category lock is taken first, like every match write.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DELETE_ACCOUNT_MESSAGES, displayNameOf, socialMessages } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import {
  communityPlayerDays,
  communityPlayers,
  communityPlayerYears,
  matchGroups,
  matchGroupShares,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { lockForCommunitySharing } from './community-sharing.ts';
import { verifyPassword } from './secrets.ts';

export async function deleteAccount(db: Db, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('password', DELETE_ACCOUNT_MESSAGES.wrongPassword);
  }
  await db.transaction(async (tx) => {
    await lockForCommunitySharing(tx);
    // Holds off the player's other requests (a match insert waits for the key) until the rows are gone.
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) throw new HttpError(401, 'Token is not valid'); // Already deleted by a concurrent request.

    const owned = await tx
      .select({ groupId: matchGroups.id, name: matchGroups.name, memberId: matchGroupShares.userId })
      .from(matchGroups)
      .innerJoin(matchGroupShares, eq(matchGroupShares.groupId, matchGroups.id))
      .where(and(eq(matchGroups.userId, user.id), inArray(matchGroupShares.status, ['accepted', 'pending'])));
    const who = displayNameOf(user);
    await notify(
      tx,
      owned.map((row) => ({
        userId: row.memberId,
        type: 'group_deleted' as const,
        message: socialMessages.accountDeleted(who, row.name),
        fromUserId: null,
        groupId: row.groupId,
      })),
    );

    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(communityPlayerDays).where(eq(communityPlayerDays.userId, user.id));
    await tx.delete(communityPlayerYears).where(eq(communityPlayerYears.userId, user.id));
    await tx.delete(communityPlayers).where(eq(communityPlayers.userId, user.id));
  });
}
