import { asc, ilike, or, sql } from 'drizzle-orm';
import type { PublicUser } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { toPublicUser } from '../auth/user-view.ts';

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createAdminService(db: Db) {
  return {
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
