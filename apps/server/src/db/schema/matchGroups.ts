import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tcgMatches } from './tcgMatches.ts';
import { users } from './users.ts';
import { vgcMatches } from './vgcMatches.ts';

/**
 * Match groups (issue 14). A group belongs to its owner and holds TCG and VGC matches through two link tables; a
 * deleted match leaves every group (cascade), a deleted group leaves its matches alone. Shares are one row per
 * invited friend with the permission and the answer.
 */
export const matchGroups = pgTable(
  'match_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['tcg', 'vgc', 'mixed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_groups_user_created_idx').on(t.userId, t.createdAt),
    check('match_groups_type_check', sql`${t.type} in ('tcg', 'vgc', 'mixed')`),
  ],
);

export type MatchGroupRow = typeof matchGroups.$inferSelect;

const linkColumns = () => ({
  groupId: uuid('group_id')
    .notNull()
    .references(() => matchGroups.id, { onDelete: 'cascade' }),
  // Who put the match there (its owner: only players add their own matches).
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchGroupTcgMatches = pgTable(
  'match_group_tcg_matches',
  {
    ...linkColumns(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => tcgMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.matchId] }),
    // A match's groups (its badge; removing a leaving member's matches).
    index('match_group_tcg_matches_match_idx').on(t.matchId, t.addedAt),
  ],
);

export const matchGroupVgcMatches = pgTable(
  'match_group_vgc_matches',
  {
    ...linkColumns(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => vgcMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.matchId] }),
    index('match_group_vgc_matches_match_idx').on(t.matchId, t.addedAt),
  ],
);

export const matchGroupShares = pgTable(
  'match_group_shares',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => matchGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: ['view', 'edit'] })
      .notNull()
      .default('edit'),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // The groups shared with a user (their list, their invitations).
    index('match_group_shares_user_status_idx').on(t.userId, t.status),
    check('match_group_shares_permission_check', sql`${t.permission} in ('view', 'edit')`),
    check('match_group_shares_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

export type MatchGroupShareRow = typeof matchGroupShares.$inferSelect;
