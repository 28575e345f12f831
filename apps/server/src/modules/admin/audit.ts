import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditPage, AuditSource } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/**
 * The audit log (issue 17): what admins and owners did to others — role changes, admin match deletions, feedback
 * deletions and archive-all. Entries are written by `writeAudit` inside the change's own transaction, so a change that
 * fails leaves no entry and a change never goes unrecorded. The owner reads them newest first (owner only).
 */

export interface NewAuditEntry {
  action: AuditAction;
  /** Null for a change made with `npm run user` (source 'cli'). */
  actorId: string | null;
  /** 'app' unless said. */
  source?: AuditSource;
  /** Whom it was done to: the user whose role, match or feedback it was; null when none (archive-all). */
  targetId: string | null;
  /** One line a person reads; names as they were at the time (an account may be renamed or deleted later). */
  summary: string;
}

export async function writeAudit(q: Queryable, entry: NewAuditEntry): Promise<void> {
  await q.insert(auditLog).values(entry);
}

/** A quoted excerpt of a user's text for an audit summary (one line, at most `max` characters). */
export function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > max ? `${line.slice(0, max - 1)}…` : line}"`;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const person = (row: { id: string; username: string } | null) => (row ? { _id: row.id, username: row.username } : null);

export function createAuditService(db: Db) {
  return {
    /** A page of the log, newest first (audit_log_created_at_idx), with the actor's and target's current names. */
    async page(query: { page: number; pageSize: number }): Promise<AuditPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            summary: auditLog.summary,
            source: auditLog.source,
            createdAt: auditLog.createdAt,
            actor: { id: actor.id, username: actor.username },
            target: { id: target.id, username: target.username },
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(target, eq(target.id, auditLog.targetId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ count: sql<number>`count(*)::int` }).from(auditLog),
      ]);
      const totalCount = total?.count ?? 0;
      return {
        items: rows.map((row) => ({
          _id: row.id,
          action: row.action,
          actor: person(row.actor),
          target: person(row.target),
          summary: row.summary,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
