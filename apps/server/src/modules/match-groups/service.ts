/**
 * Match groups (issue 14): a player's groups and the groups shared with them — list, read, create, rename, add and
 * remove matches, delete — under the roles of access.ts. Sharing (invite, respond, change, stop, leave) is in
 * sharing.ts and the read-only pages (the popup's match pages, pending invitations) in pages.ts; this service joins
 * them. Every write runs in one transaction with the notifications it causes (notify), so a refused or failed write
 * leaves neither a change nor a notification behind.
 */
import { eq, sql } from 'drizzle-orm';
import {
  GROUP_MESSAGES,
  socialMessages,
  type MatchGroup,
  type MatchGroupCreateInput,
  type MatchGroupMatchesInput,
  type MatchGroupSummary,
  type MatchGroupUpdateInput,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { matchGroups } from '../../db/schema/index.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import { type NewNotification, notify } from '../notifications/index.ts';
import { requireEditor, requireOwner, requireReader, type Standing } from './access.ts';
import { addLinks, gamesHeld, holds, ownMatchesToAdd, ownersInGroup, removeLinks } from './links.ts';
import { acceptedMembersOf, groupAsSeenBy, nameOf, otherMembersOf, type Actor } from './members.ts';
import { createGroupPages } from './pages.ts';
import { createGroupSharing } from './sharing.ts';
import { groupsVisibleTo, type SummaryOptions } from './summaries.ts';

export type { Actor } from './members.ts';
export type MatchGroupService = ReturnType<typeof createMatchGroupService>;

export function createMatchGroupService(db: Db) {
  /** 'group_updated' for every other member. */
  async function notifyUpdate(tx: Queryable, standing: Standing, actor: Actor, messages: string[]) {
    if (messages.length === 0) return;
    const recipients = await otherMembersOf(tx, standing, actor.id);
    const items: NewNotification[] = recipients.flatMap((userId) =>
      messages.map((message) => ({
        userId,
        type: 'group_updated' as const,
        message,
        fromUserId: actor.id,
        groupId: standing.id,
      })),
    );
    await notify(tx, items);
  }

  /** Inserts a group of the caller holding some of their own matches (checked by ownMatchesToAdd); its id. */
  async function insertGroup(
    tx: Queryable,
    userId: string,
    input: Pick<MatchGroupCreateInput, 'name' | 'description' | 'type'>,
    matches: MatchGroupCreateInput['matches'],
  ): Promise<string> {
    const ids = await ownMatchesToAdd(tx, userId, input.type, matches, { tcg: 'matches.tcg', vgc: 'matches.vgc' });
    const [row] = await tx
      .insert(matchGroups)
      .values({ userId, name: input.name, description: input.description, type: input.type })
      .returning({ id: matchGroups.id });
    await addLinks(tx, row!.id, ids);
    return row!.id;
  }

  const touch = (tx: Queryable, groupId: string) =>
    tx
      .update(matchGroups)
      .set({ updatedAt: sql`now()` })
      .where(eq(matchGroups.id, groupId));

  return {
    /** The caller's groups and the groups shared with them (accepted). */
    list(viewerId: string, options: SummaryOptions): Promise<MatchGroupSummary[]> {
      return groupsVisibleTo(db, viewerId, options);
    },

    async get(viewerId: string, groupId: string): Promise<MatchGroup> {
      const standing = await requireReader(db, viewerId, groupId);
      return groupAsSeenBy(db, standing);
    },

    /** A new group of the caller, with some of their own matches of the group's game(s). */
    async create(actor: Actor, input: MatchGroupCreateInput): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const groupId = await insertGroup(tx, actor.id, input, input.matches);
        const standing = await requireReader(tx, actor.id, groupId);
        return groupAsSeenBy(tx, standing);
      });
    },

    /**
     * A new group of the caller in the caller's transaction, holding matches they just created there (the Limitless
     * import, issue 15): the rules of `create`, without a notification (nobody else is in a new group). Its id.
     */
    async createWithin(
      tx: Queryable,
      userId: string,
      input: Pick<MatchGroupCreateInput, 'name' | 'description' | 'type'>,
      matches: MatchGroupCreateInput['matches'],
    ): Promise<string> {
      return insertGroup(tx, userId, input, matches);
    },

    /**
     * Rename or describe (owner or editor); change the type (owner only; not while the group holds matches of a game
     * the new type leaves out). Other members hear about a new name or description.
     */
    async update(actor: Actor, groupId: string, input: MatchGroupUpdateInput): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const standing = await requireEditor(tx, actor.id, groupId);
        const typeChanges = input.type !== undefined && input.type !== standing.type;
        if (typeChanges && standing.access !== 'owner') throw forbidden(GROUP_MESSAGES.ownerOnly);
        if (typeChanges) {
          const held = await gamesHeld(tx, groupId);
          const left = (['tcg', 'vgc'] as const).some((game) => held[game] && !holds(input.type!, game));
          if (left) throw fieldError('type', GROUP_MESSAGES.wrongGame);
        }
        const renamed = input.name !== undefined && input.name !== standing.name;
        const described = input.description !== undefined && input.description !== standing.description;
        if (renamed || described || typeChanges) {
          await tx
            .update(matchGroups)
            .set({
              ...(renamed ? { name: input.name } : {}),
              ...(described ? { description: input.description } : {}),
              ...(typeChanges ? { type: input.type } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(matchGroups.id, groupId));
        }
        const who = nameOf(actor);
        const messages: string[] = [];
        if (renamed) messages.push(socialMessages.groupRenamed(who, standing.name, input.name!));
        if (described) messages.push(socialMessages.groupDescribed(who, renamed ? input.name! : standing.name));
        await notifyUpdate(tx, standing, actor, messages);
        return groupAsSeenBy(tx, standing);
      });
    },

    /** Adds some of the caller's own matches (owner or editor); ids already in the group change nothing. */
    async addMatches(actor: Actor, groupId: string, input: MatchGroupMatchesInput): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const standing = await requireEditor(tx, actor.id, groupId);
        const ids = await ownMatchesToAdd(
          tx,
          actor.id,
          standing.type,
          { tcg: input.tcgMatches, vgc: input.vgcMatches },
          { tcg: 'tcgMatches', vgc: 'vgcMatches' },
        );
        const added = await addLinks(tx, groupId, ids);
        if (added > 0) {
          await touch(tx, groupId);
          await notifyUpdate(tx, standing, actor, [socialMessages.matchesAdded(nameOf(actor), standing.name, added)]);
        }
        return groupAsSeenBy(tx, standing);
      });
    },

    /** Removes matches: the owner any, an editor only their own (403 when any named match in the group is another's). */
    async removeMatches(actor: Actor, groupId: string, input: MatchGroupMatchesInput): Promise<MatchGroup> {
      return db.transaction(async (tx) => {
        const standing = await requireEditor(tx, actor.id, groupId);
        if (standing.access !== 'owner') {
          const owners = [
            ...(await ownersInGroup(tx, groupId, 'tcg', input.tcgMatches)),
            ...(await ownersInGroup(tx, groupId, 'vgc', input.vgcMatches)),
          ];
          if (owners.some((match) => match.userId !== actor.id)) throw forbidden(GROUP_MESSAGES.notYourMatch);
        }
        const removed =
          (await removeLinks(tx, groupId, 'tcg', input.tcgMatches)) +
          (await removeLinks(tx, groupId, 'vgc', input.vgcMatches));
        if (removed > 0) {
          await touch(tx, groupId);
          await notifyUpdate(tx, standing, actor, [
            socialMessages.matchesRemoved(nameOf(actor), standing.name, removed),
          ]);
        }
        return groupAsSeenBy(tx, standing);
      });
    },

    /** Owner only. The matches stay; accepted members are told first (the notification keeps the group's name). */
    async remove(actor: Actor, groupId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const standing = await requireOwner(tx, actor.id, groupId, GROUP_MESSAGES.ownerOnlyDelete, 'delete');
        const members = await acceptedMembersOf(tx, groupId);
        const message = socialMessages.groupDeleted(nameOf(actor), standing.name);
        await notify(
          tx,
          members.map((userId) => ({ userId, type: 'group_deleted' as const, message, fromUserId: actor.id, groupId })),
        );
        await tx.delete(matchGroups).where(eq(matchGroups.id, groupId));
      });
    },

    ...createGroupSharing(db),
    ...createGroupPages(db),
  };
}
