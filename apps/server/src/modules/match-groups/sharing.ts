/**
 * Sharing a group (issue 14): the owner invites friends (view or edit), changes or stops a share; an invitee
 * accepts or declines, and may leave. Members who go (stopped or left) take their own matches out of the group
 * with them. Each step notifies the other side in the same transaction (core socialMessages).
 *
 * Decisions:
 * - A declined invitation may be sent again: the share returns to pending with the new permission.
 * - Answering an invitation answers `{msg}` (INVITATION_ACCEPTED / INVITATION_DECLINED); the invitee's invitation
 *   notification is kept and marked read.
 * - Stopping a still-pending share also removes the invitation's notification (there is nothing left to answer);
 *   an invitee leaving has theirs marked read.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  GROUP_MESSAGES,
  socialMessages,
  type MatchGroup,
  type MatchGroupInviteInput,
  type MatchGroupRespondInput,
  type MatchGroupShareUpdateInput,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchGroupShares, notifications } from '../../db/schema/index.ts';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { areFriends } from '../players/index.ts';
import { notify } from '../notifications/index.ts';
import { requireOwner, standingOf } from './access.ts';
import { removeMembersMatches } from './links.ts';
import { groupAsSeenBy, nameOf, type Actor } from './members.ts';

export const INVITATION_ACCEPTED = 'Invitation accepted';
export const INVITATION_DECLINED = 'Invitation declined';

const shareOf = (groupId: string, userId: string) =>
  and(eq(matchGroupShares.groupId, groupId), eq(matchGroupShares.userId, userId));

/** The invitee's invitation notifications about a group: marked read, or removed. */
async function settleInvitationNotice(q: Queryable, userId: string, groupId: string, how: 'read' | 'remove') {
  const where = and(
    eq(notifications.userId, userId),
    eq(notifications.groupId, groupId),
    eq(notifications.type, 'group_invitation'),
  );
  if (how === 'read') await q.update(notifications).set({ isRead: true }).where(where);
  else await q.delete(notifications).where(where);
}

export function createGroupSharing(db: Db) {
  /** The share of `userId` in a group the actor owns (404 shareNotFound when there is none). */
  async function existingShare(tx: Queryable, groupId: string, userId: string) {
    if (!isUuid(userId)) throw notFound(GROUP_MESSAGES.shareNotFound);
    const [share] = await tx
      .select({ permission: matchGroupShares.permission, status: matchGroupShares.status })
      .from(matchGroupShares)
      .where(shareOf(groupId, userId))
      .limit(1);
    if (!share) throw notFound(GROUP_MESSAGES.shareNotFound);
    return share;
  }

  return {
    /** Owner only: invite a friend (not yourself; not one already pending or accepted). Answers the group. */
    async invite(actor: Actor, groupId: string, input: MatchGroupInviteInput): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const standing = await requireOwner(tx, actor.id, groupId, GROUP_MESSAGES.ownerOnlyShare);
        const friendId = input.friendId.toLowerCase();
        if (friendId === actor.id) throw fieldError('friendId', GROUP_MESSAGES.notYourself);
        if (!(await areFriends(tx, actor.id, friendId))) throw fieldError('friendId', GROUP_MESSAGES.notAFriend);
        const [share] = await tx
          .insert(matchGroupShares)
          .values({ groupId, userId: friendId, permission: input.permission })
          .onConflictDoUpdate({
            target: [matchGroupShares.groupId, matchGroupShares.userId],
            set: { permission: input.permission, status: 'pending', invitedAt: sql`now()`, respondedAt: null },
            setWhere: eq(matchGroupShares.status, 'declined'),
          })
          .returning({ userId: matchGroupShares.userId });
        if (!share) throw conflict(GROUP_MESSAGES.alreadyInvited);
        await notify(tx, [
          {
            userId: friendId,
            type: 'group_invitation',
            message: socialMessages.groupInvitation(nameOf(actor), standing.name, input.permission),
            fromUserId: actor.id,
            groupId,
          },
        ]);
        return groupAsSeenBy(tx, standing);
      });
    },

    /** The pending invitee accepts or declines (anyone else: 404 noInvitation). Answers `{msg}`. */
    async respond(actor: Actor, groupId: string, input: MatchGroupRespondInput): Promise<{ msg: string }> {
      return db.transaction(async (tx) => {
        const standing = await standingOf(tx, actor.id, groupId, 'write');
        if (!standing || standing.share?.status !== 'pending') throw notFound(GROUP_MESSAGES.noInvitation);
        await tx
          .update(matchGroupShares)
          .set({ status: input.response, respondedAt: sql`now()` })
          .where(shareOf(groupId, actor.id));
        const accepted = input.response === 'accepted';
        const who = nameOf(actor);
        await notify(tx, [
          {
            userId: standing.ownerId,
            type: accepted ? 'group_invitation_accepted' : 'group_invitation_declined',
            message: accepted
              ? socialMessages.invitationAccepted(who, standing.name)
              : socialMessages.invitationDeclined(who, standing.name),
            fromUserId: actor.id,
            groupId,
          },
        ]);
        await settleInvitationNotice(tx, actor.id, groupId, 'read');
        return { msg: accepted ? INVITATION_ACCEPTED : INVITATION_DECLINED };
      });
    },

    /** Owner only: another permission for an existing share (its status kept); an accepted member is told. */
    async changeShare(
      actor: Actor,
      groupId: string,
      userId: string,
      input: MatchGroupShareUpdateInput,
    ): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const standing = await requireOwner(tx, actor.id, groupId, GROUP_MESSAGES.ownerOnlyShare);
        const share = await existingShare(tx, groupId, userId);
        if (share.permission !== input.permission) {
          await tx.update(matchGroupShares).set({ permission: input.permission }).where(shareOf(groupId, userId));
          if (share.status === 'accepted') {
            await notify(tx, [
              {
                userId,
                type: 'group_access_changed',
                message: socialMessages.accessChanged(nameOf(actor), standing.name, input.permission),
                fromUserId: actor.id,
                groupId,
              },
            ]);
          }
        }
        return groupAsSeenBy(tx, standing);
      });
    },

    /** Owner only: the share goes, and the member's matches leave the group; an accepted member is told. */
    async stopSharing(actor: Actor, groupId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const standing = await requireOwner(tx, actor.id, groupId, GROUP_MESSAGES.ownerOnlyShare);
        const share = await existingShare(tx, groupId, userId);
        await tx.delete(matchGroupShares).where(shareOf(groupId, userId));
        await removeMembersMatches(tx, groupId, userId);
        if (share.status === 'accepted') {
          await notify(tx, [
            {
              userId,
              type: 'group_access_changed',
              message: socialMessages.sharingStopped(nameOf(actor), standing.name),
              fromUserId: actor.id,
              groupId,
            },
          ]);
        } else if (share.status === 'pending') {
          await settleInvitationNotice(tx, userId, groupId, 'remove');
        }
      });
    },

    /** An accepted or pending invitee leaves, with their matches; the owner cannot (400) and is told of a member. */
    async leave(actor: Actor, groupId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const standing = await standingOf(tx, actor.id, groupId, 'write');
        if (standing?.access === 'owner') throw badRequest(GROUP_MESSAGES.ownerCannotLeave);
        const status = standing?.share?.status;
        if (!standing || (status !== 'accepted' && status !== 'pending')) throw notFound(GROUP_MESSAGES.notFound);
        await tx.delete(matchGroupShares).where(shareOf(groupId, actor.id));
        await removeMembersMatches(tx, groupId, actor.id);
        if (status === 'accepted') {
          await notify(tx, [
            {
              userId: standing.ownerId,
              type: 'group_left',
              message: socialMessages.memberLeft(nameOf(actor), standing.name),
              fromUserId: actor.id,
              groupId,
            },
          ]);
        } else {
          await settleInvitationNotice(tx, actor.id, groupId, 'read');
        }
      });
    },
  };
}
