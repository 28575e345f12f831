import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_SOURCES } from '@trainerlog/core';
import { users } from './users.ts';

/**
 * What admins and owners did to others (issue 17): role changes, admin match deletions, feedback deletions and
 * archive-all; and role changes made on the server with `npm run user`. Written in the same transaction as the change; the owner reads it newest first. A deleted actor or
 * target leaves the entry (the summary keeps the names as they were).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    // 'cli': made on the server with `npm run user` (actor_id null).
    source: text('source', { enum: AUDIT_SOURCES }).notNull().default('app'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('audit_log_action_check', sql.raw(`action in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`)),
    check('audit_log_source_check', sql.raw(`source in (${AUDIT_SOURCES.map((source) => `'${source}'`).join(', ')})`)),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
