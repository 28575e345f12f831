import { asc, eq } from 'drizzle-orm';
import { ADMIN_TEXT, type PublicUser, type Role } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { toPublicUser } from '../auth/index.ts';
import { writeAudit } from './audit.ts';

/**
 * Managers (issue 17; spec part 1 §6, part 2 §6): the owner promotes users to admin (or owner) and demotes them.
 *
 * Rules, checked in one transaction with every owner row locked (SELECT … FOR UPDATE, in id order so two changes
 * never deadlock): the owner cannot change their own role; the last owner cannot lose the role; the caller must still
 * be an owner when the change happens. Two owners demoting each other at once: the second waits for the first's
 * locks, then sees one owner left, the one it would demote — refused as the last owner. Every change is written to
 * the audit log in the same transaction; setting the role a user already has changes nothing and writes nothing.
 */
export function createManagerService(db: Db) {
  return {
    async setRole(actorId: string, targetId: string, role: Role): Promise<PublicUser> {
      if (targetId === actorId) throw badRequest(ADMIN_TEXT.ownSelf);
      if (!isUuid(targetId)) throw notFound(ADMIN_TEXT.userNotFound);
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'owner'))
          .orderBy(asc(users.id))
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update').limit(1);
        if (!target) throw notFound(ADMIN_TEXT.userNotFound);
        if (target.role === 'owner' && role !== 'owner' && owners.length <= 1) throw badRequest(ADMIN_TEXT.lastOwner);
        if (!owners.some((owner) => owner.id === actorId)) throw forbidden(ADMIN_TEXT.ownerRequired);
        if (target.role === role) return toPublicUser(target);
        const [changed] = await tx.update(users).set({ role }).where(eq(users.id, targetId)).returning();
        await writeAudit(tx, {
          action: 'role.change',
          actorId,
          targetId,
          summary: `${target.username}: ${target.role} → ${role}`,
        });
        return toPublicUser(changed!);
      });
    },
  };
}

export type ManagerService = ReturnType<typeof createManagerService>;
