import { asc, ilike, or, sql } from 'drizzle-orm';
import type { PublicUser } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { toPublicUser } from '../auth/index.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';
import { createAuditService } from './audit.ts';
import { createManagerService } from './managers.ts';
import { createAdminMatchService } from './matches.ts';
import { containsPattern } from '../../db/containsPattern.ts';
import { adminSummary } from './summary.ts';

/**
 * The admin area (issue 17; spec part 1 §6, part 2 §2, §6): the hub's counts, user search, managers (roles), the
 * audit log and admin matches — one object for the routes, each part in its own file.
 */
export function createAdminService(db: Db, matchServices: { tcg: TcgMatchService; vgc: VgcMatchService }) {
  return {
    summary: () => adminSummary(db),
    managers: createManagerService(db),
    audit: createAuditService(db),
    matches: createAdminMatchService(db, matchServices),

    /** Owner only: users whose username, email or name contains `search` (case-insensitive), by username. */
    async listUsers(query: { search?: string | undefined; limit: number }): Promise<PublicUser[]> {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(
          pattern
            ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.name, pattern))
            : undefined,
        )
        .orderBy(asc(sql`lower(${users.username})`))
        .limit(query.limit);
      return rows.map(toPublicUser);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
