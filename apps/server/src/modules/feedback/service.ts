import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_TEXT,
  type FeedbackCreateInput,
  type FeedbackItem,
  type FeedbackListQuery,
  type FeedbackAdminQuery,
  type FeedbackPage,
  type FeedbackType,
  type FeedbackUpdateInput,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { feedback } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { excerpt, writeAudit } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { author, filtersOf, selectItems, toItem } from './queries.ts';

/**
 * Feedback and support (spec part 1 §5, part 2 §3–§8; issue 17): members send submissions and read their own with
 * the admin's reply; admins list, page, search, reply, update, archive, archive all and delete.
 *
 * Decisions:
 * - `archived` always equals `status = 'archived'` (a check constraint holds it): archiving sets both; restoring
 *   gives the item back 'answered' when it has a reply, else 'new'.
 * - A reply makes the item 'answered' (an archived one stays archived) and notifies the author in the same
 *   transaction; replying again replaces the reply. The notification names no sender ("An admin"), so it stays when
 *   that admin's account goes.
 * - Deleting and archive-all are written to the audit log (admin/audit.ts) in the same transaction.
 */

const TYPE_NAMES: Record<FeedbackType, string> = { feedback: 'feedback', suggestion: 'suggestion', bug: 'bug report' };

/** The author's notification text when an admin replies. */
export const feedbackReplyNotice = (type: FeedbackType) =>
  `An admin replied to your ${TYPE_NAMES[type]}. You can read the reply on the Support page.`;

/** The status an archived item returns to: answered once replied to, else new. */
const restoredStatus = sql<
  'new' | 'answered'
>`case when ${feedback.replyMessage} is null then 'new' else 'answered' end`;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

interface Admin {
  id: string;
  username: string;
}

/** The column changes of an admin update, archived kept equal to status (see header). */
function changesOf(input: FeedbackUpdateInput) {
  const changes: Partial<Record<keyof typeof feedback.$inferInsert, unknown>> = {};
  if (input.type !== undefined) changes.type = input.type;
  if (input.message !== undefined) changes.message = input.message;
  if (input.status !== undefined) {
    if (input.archived !== undefined && input.archived !== (input.status === 'archived')) {
      throw fieldError(
        'archived',
        `archived must be ${input.status === 'archived'} when the status is ${input.status}`,
      );
    }
    changes.status = input.status;
    changes.archived = input.status === 'archived';
  } else if (input.archived === true) {
    changes.status = 'archived';
    changes.archived = true;
  } else if (input.archived === false) {
    changes.status = sql`case when ${feedback.status} = 'archived' then ${restoredStatus} else ${feedback.status} end`;
    changes.archived = false;
  }
  return changes as Partial<typeof feedback.$inferInsert>;
}

export function createFeedbackService(db: Db) {
  async function byId(q: Queryable, id: string): Promise<FeedbackItem> {
    const [found] = await selectItems(q).where(eq(feedback.id, id)).limit(1);
    if (!found) throw notFound(FEEDBACK_TEXT.notFound);
    return toItem(found);
  }

  async function change(id: string, changes: Partial<typeof feedback.$inferInsert>): Promise<FeedbackItem> {
    if (!isUuid(id)) throw notFound(FEEDBACK_TEXT.notFound);
    const [row] = await db
      .update(feedback)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(feedback.id, id))
      .returning({ id: feedback.id });
    if (!row) throw notFound(FEEDBACK_TEXT.notFound);
    return byId(db, row.id);
  }

  return {
    async create(user: { id: string; username: string }, input: FeedbackCreateInput): Promise<FeedbackItem> {
      const [row] = await db
        .insert(feedback)
        .values({ userId: user.id, type: input.type, message: input.message })
        .returning();
      return toItem({ row: row!, author: user, replier: null });
    },

    /** The caller's own submissions, newest first, with the admin's reply. */
    async listOwn(userId: string): Promise<FeedbackItem[]> {
      const rows = await selectItems(db)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id));
      return rows.map(toItem);
    },

    /** Admin: every submission meeting the filters, newest first (GET /api/feedback, no paging). */
    async listAll(query: FeedbackListQuery): Promise<FeedbackItem[]> {
      const rows = await selectItems(db).where(filtersOf(query)).orderBy(desc(feedback.createdAt), desc(feedback.id));
      return rows.map(toItem);
    },

    /** Admin: one page of the filtered list, its total, and the status counts over every submission. */
    async page(query: FeedbackAdminQuery): Promise<FeedbackPage> {
      const where = filtersOf(query);
      const [rows, [filtered], [counts]] = await Promise.all([
        selectItems(db)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(feedback)
          .innerJoin(author, eq(author.id, feedback.userId))
          .where(where),
        db
          .select({
            new: countWhere(sql`${feedback.status} = 'new'`),
            answered: countWhere(sql`${feedback.status} = 'answered'`),
            archived: countWhere(sql`${feedback.status} = 'archived'`),
          })
          .from(feedback),
      ]);
      const totalCount = filtered?.count ?? 0;
      return {
        items: rows.map(toItem),
        page: query.page,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
        counts: { new: counts?.new ?? 0, answered: counts?.answered ?? 0, archived: counts?.archived ?? 0 },
      };
    },

    update: (id: string, input: FeedbackUpdateInput) => change(id, changesOf(input)),

    archive: (id: string, archived: boolean) => change(id, changesOf({ archived })),

    /** Replies (or replaces the reply) and notifies the author, in one transaction (see header). */
    async reply(id: string, admin: Admin, message: string): Promise<FeedbackItem> {
      if (!isUuid(id)) throw notFound(FEEDBACK_TEXT.notFound);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(feedback)
          .set({
            replyMessage: message,
            repliedAt: sql`now()`,
            repliedBy: admin.id,
            status: sql`case when ${feedback.status} = 'archived' then 'archived' else 'answered' end`,
            updatedAt: sql`now()`,
          })
          .where(eq(feedback.id, id))
          .returning({ id: feedback.id, userId: feedback.userId, type: feedback.type });
        if (!row) throw notFound(FEEDBACK_TEXT.notFound);
        if (row.userId !== admin.id) {
          await notify(tx, [{ userId: row.userId, type: 'feedback_reply', message: feedbackReplyNotice(row.type) }]);
        }
        return byId(tx, row.id);
      });
    },

    /** Archives every unarchived submission (optionally of one type and status); the count archived. */
    async archiveAll(
      admin: Admin,
      filter: { type?: FeedbackType | undefined; status?: 'new' | 'answered' | undefined },
    ) {
      return db.transaction(async (tx) => {
        const archived = await tx
          .update(feedback)
          .set({ status: 'archived', archived: true, updatedAt: sql`now()` })
          .where(
            and(
              ne(feedback.status, 'archived'),
              filter.type ? eq(feedback.type, filter.type) : undefined,
              filter.status ? eq(feedback.status, filter.status) : undefined,
            ),
          )
          .returning({ id: feedback.id });
        if (archived.length > 0) {
          const scope = [filter.type && `type ${filter.type}`, filter.status && `status ${filter.status}`].filter(
            Boolean,
          );
          const noun = archived.length === 1 ? 'submission' : 'submissions';
          await writeAudit(tx, {
            action: 'feedback.archive_all',
            actorId: admin.id,
            targetId: null,
            summary: `Archived ${archived.length} ${noun}${scope.length > 0 ? ` (${scope.join(', ')})` : ''}`,
          });
        }
        return { archivedCount: archived.length };
      });
    },

    async remove(id: string, admin: Admin): Promise<void> {
      if (!isUuid(id)) throw notFound(FEEDBACK_TEXT.notFound);
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(feedback)
          .where(eq(feedback.id, id))
          .returning({ userId: feedback.userId, type: feedback.type, message: feedback.message });
        if (!deleted) throw notFound(FEEDBACK_TEXT.notFound);
        const [owner] = await selectAuthorName(tx, deleted.userId);
        await writeAudit(tx, {
          action: 'feedback.delete',
          actorId: admin.id,
          targetId: deleted.userId,
          summary: `${TYPE_NAMES[deleted.type]} from ${owner?.username ?? 'a deleted user'}: ${excerpt(deleted.message)}`,
        });
      });
    },
  };
}

function selectAuthorName(q: Queryable, userId: string) {
  return q.select({ username: author.username }).from(author).where(eq(author.id, userId)).limit(1);
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
