import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  displayNameOf,
  FRIEND_MESSAGES,
  socialMessages,
  type Friend,
  type FriendProfile,
  type FriendRequest,
  type FriendRequestResult,
  type FriendSearchQuery,
  type SentFriendRequest,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import {
  friendRequests,
  friendships,
  tcgMatchUserCounts,
  users,
  vgcMatchUserCounts,
  type UserRow,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { groupsSharedWithViewer } from '../match-groups/index.ts';
import { forgetFriendRequest, notify } from '../notifications/index.ts';
import { endGroupAccessBetween } from './endGroupAccess.ts';
import { areFriends, playerCardColumns, toPlayerCard } from '../players/index.ts';
import { searchPlayers } from './search.ts';

/**
 * Friends (issue 14; spec part 2 §7 Friends): the caller's friends and requests, the search, requesting, answering,
 * withdrawing, removing, and a friend's page. A friendship is two rows (one per direction) written and removed
 * together; every change between two players takes a lock on the pair first, so crossing requests, a double accept
 * or an accept racing a withdrawal end in one consistent state. Ids in paths are user ids; anything that is not a
 * friend (or request) of the caller — unknown, malformed or someone else's — is "not found".
 */

export type FriendService = ReturnType<typeof createFriendService>;

/** Serialises every friend change between `a` and `b` (whichever of the two acts) until the transaction ends. */
async function lockPair(q: Queryable, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`friends:${key}`}, 0))`);
}

/** Makes `a` and `b` friends (both rows; already-present rows are kept with their date). */
async function befriend(q: Queryable, a: string, b: string): Promise<void> {
  await q
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/** Deletes the pending request `from` → `to`; whether there was one. */
async function takeRequest(q: Queryable, from: string, to: string): Promise<boolean> {
  const deleted = await q
    .delete(friendRequests)
    .where(and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to)))
    .returning({ from: friendRequests.fromUserId });
  return deleted.length > 0;
}

export function createFriendService(db: Db) {
  return {
    /** The caller's friends, newest friendship first. */
    async list(userId: string): Promise<Friend[]> {
      const rows = await db
        .select({ card: playerCardColumns, since: friendships.createdAt })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId))
        .orderBy(desc(friendships.createdAt), users.username);
      return rows.map((row) => ({ ...toPlayerCard(row.card), since: row.since.toISOString() }));
    },

    /** Requests others sent the caller, newest first; `_id` is the sender's user id. */
    async incoming(userId: string): Promise<FriendRequest[]> {
      const rows = await db
        .select({ card: playerCardColumns, createdAt: friendRequests.createdAt })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, friendRequests.fromUserId))
        .where(eq(friendRequests.toUserId, userId))
        .orderBy(desc(friendRequests.createdAt), users.username);
      return rows.map((row) => ({
        _id: row.card.id,
        from: toPlayerCard(row.card),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Requests the caller sent and nobody answered yet, newest first; `_id` is the recipient's user id. */
    async outgoing(userId: string): Promise<SentFriendRequest[]> {
      const rows = await db
        .select({ card: playerCardColumns, createdAt: friendRequests.createdAt })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, friendRequests.toUserId))
        .where(eq(friendRequests.fromUserId, userId))
        .orderBy(desc(friendRequests.createdAt), users.username);
      return rows.map((row) => ({
        _id: row.card.id,
        to: toPlayerCard(row.card),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    search: (userId: string, query: FriendSearchQuery) => searchPlayers(db, userId, query),

    /**
     * Asks the player named `username` (exact, ignoring case) to be friends. When they had already asked the caller,
     * the two become friends at once instead.
     */
    async request(sender: UserRow, username: string): Promise<FriendRequestResult & { created: boolean }> {
      const [target] = await db
        .select(playerCardColumns)
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      if (!target) throw notFound(FRIEND_MESSAGES.userNotFound);
      if (target.id === sender.id) throw badRequest(FRIEND_MESSAGES.notYourself);
      const senderName = displayNameOf(sender);
      return db.transaction(async (tx) => {
        await lockPair(tx, sender.id, target.id);
        if (await areFriends(tx, sender.id, target.id)) throw conflict(FRIEND_MESSAGES.alreadyFriends);
        if (await takeRequest(tx, target.id, sender.id)) {
          await befriend(tx, sender.id, target.id);
          await forgetFriendRequest(tx, target.id, sender.id);
          await notify(tx, [
            {
              userId: target.id,
              type: 'friend_accepted',
              message: socialMessages.friendAccepted(senderName),
              fromUserId: sender.id,
            },
          ]);
          return { msg: FRIEND_MESSAGES.requestAcceptedInstead, friends: true, created: false };
        }
        const inserted = await tx
          .insert(friendRequests)
          .values({ fromUserId: sender.id, toUserId: target.id })
          .onConflictDoNothing()
          .returning({ from: friendRequests.fromUserId });
        if (inserted.length === 0) throw conflict(FRIEND_MESSAGES.alreadyRequested);
        await notify(tx, [
          {
            userId: target.id,
            type: 'friend_request',
            message: socialMessages.friendRequest(senderName),
            fromUserId: sender.id,
          },
        ]);
        return { msg: FRIEND_MESSAGES.requestSent, friends: false, created: true };
      });
    },

    /** Accepts the request `senderId` sent the caller: friends both ways, the sender told. */
    async accept(recipient: UserRow, senderId: string): Promise<void> {
      if (!isUuid(senderId)) throw notFound(FRIEND_MESSAGES.requestNotFound);
      await db.transaction(async (tx) => {
        await lockPair(tx, recipient.id, senderId);
        if (!(await takeRequest(tx, senderId, recipient.id))) throw notFound(FRIEND_MESSAGES.requestNotFound);
        await befriend(tx, recipient.id, senderId);
        await forgetFriendRequest(tx, senderId, recipient.id);
        await notify(tx, [
          {
            userId: senderId,
            type: 'friend_accepted',
            message: socialMessages.friendAccepted(displayNameOf(recipient)),
            fromUserId: recipient.id,
          },
        ]);
      });
    },

    /** Rejects the request `senderId` sent the caller (the sender is not told). */
    async reject(recipientId: string, senderId: string): Promise<void> {
      if (!isUuid(senderId)) throw notFound(FRIEND_MESSAGES.requestNotFound);
      await db.transaction(async (tx) => {
        await lockPair(tx, recipientId, senderId);
        if (!(await takeRequest(tx, senderId, recipientId))) throw notFound(FRIEND_MESSAGES.requestNotFound);
        await forgetFriendRequest(tx, senderId, recipientId);
      });
    },

    /** Withdraws the request the caller sent `recipientId`, with its notification. */
    async withdraw(senderId: string, recipientId: string): Promise<void> {
      if (!isUuid(recipientId)) throw notFound(FRIEND_MESSAGES.requestNotFound);
      await db.transaction(async (tx) => {
        await lockPair(tx, senderId, recipientId);
        if (!(await takeRequest(tx, senderId, recipientId))) throw notFound(FRIEND_MESSAGES.requestNotFound);
        await forgetFriendRequest(tx, senderId, recipientId);
      });
    },

    /** Ends the friendship (both sides) and every group access it allowed between the two. */
    async remove(userId: string, friendId: string): Promise<void> {
      if (!isUuid(friendId) || friendId === userId) throw notFound(FRIEND_MESSAGES.friendNotFound);
      await db.transaction(async (tx) => {
        await lockPair(tx, userId, friendId);
        const removed = await tx
          .delete(friendships)
          .where(
            or(
              and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)),
              and(eq(friendships.userId, friendId), eq(friendships.friendId, userId)),
            ),
          )
          .returning({ userId: friendships.userId });
        if (removed.length === 0) throw notFound(FRIEND_MESSAGES.friendNotFound);
        await endGroupAccessBetween(tx, userId, friendId);
      });
    },

    /** A friend's page: their player card, since when, games played (the trigger-kept counts) and shared groups. */
    async profile(viewerId: string, friendId: string): Promise<FriendProfile> {
      if (!isUuid(friendId) || friendId === viewerId) throw notFound(FRIEND_MESSAGES.friendNotFound);
      const [row] = await db
        .select({
          card: playerCardColumns,
          since: friendships.createdAt,
          tcg: sql<number>`coalesce(${tcgMatchUserCounts.matches}, 0)::int`,
          vgc: sql<number>`coalesce(${vgcMatchUserCounts.matches}, 0)::int`,
        })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .leftJoin(tcgMatchUserCounts, eq(tcgMatchUserCounts.userId, friendships.friendId))
        .leftJoin(vgcMatchUserCounts, eq(vgcMatchUserCounts.userId, friendships.friendId))
        .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, friendId)))
        .limit(1);
      if (!row) throw notFound(FRIEND_MESSAGES.friendNotFound);
      const sharedGroups = await groupsSharedWithViewer(db, viewerId, friendId);
      return {
        friend: {
          ...toPlayerCard(row.card),
          since: row.since.toISOString(),
          gamesPlayed: { tcg: row.tcg, vgc: row.vgc, total: row.tcg + row.vgc },
        },
        sharedGroups,
      };
    },
  };
}
