import { desc, eq } from 'drizzle-orm';
import type { FeedbackCreateInput, FeedbackItem, FeedbackUpdateInput } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { feedback, users, type FeedbackRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const FEEDBACK_NOT_FOUND = 'Feedback not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toItem(row: FeedbackRow, author: { id: string; username: string }): FeedbackItem {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    status: row.status,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { _id: author.id, username: author.username },
  };
}

export function createFeedbackService(db: Db) {
  const withAuthor = () =>
    db
      .select({ row: feedback, author: { id: users.id, username: users.username } })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId));

  async function byId(id: string): Promise<FeedbackItem> {
    const [found] = await withAuthor().where(eq(feedback.id, id)).limit(1);
    if (!found) throw notFound(FEEDBACK_NOT_FOUND);
    return toItem(found.row, found.author);
  }

  async function change(id: string, changes: Partial<typeof feedback.$inferInsert>): Promise<FeedbackItem> {
    if (!UUID.test(id)) throw notFound(FEEDBACK_NOT_FOUND);
    const [row] = await db
      .update(feedback)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(feedback.id, id))
      .returning({ id: feedback.id });
    if (!row) throw notFound(FEEDBACK_NOT_FOUND);
    return byId(row.id);
  }

  return {
    async create(author: { id: string; username: string }, input: FeedbackCreateInput): Promise<FeedbackItem> {
      const [row] = await db
        .insert(feedback)
        .values({ userId: author.id, type: input.type, message: input.message })
        .returning();
      return toItem(row!, author);
    },

    async listOwn(userId: string): Promise<FeedbackItem[]> {
      const rows = await withAuthor().where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt));
      return rows.map((r) => toItem(r.row, r.author));
    },

    async listAll(): Promise<FeedbackItem[]> {
      const rows = await withAuthor().orderBy(desc(feedback.createdAt));
      return rows.map((r) => toItem(r.row, r.author));
    },

    update: (id: string, input: FeedbackUpdateInput) => change(id, input),

    archive: (id: string, archived: boolean) => change(id, { archived }),

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound(FEEDBACK_NOT_FOUND);
      const deleted = await db.delete(feedback).where(eq(feedback.id, id)).returning({ id: feedback.id });
      if (deleted.length === 0) throw notFound(FEEDBACK_NOT_FOUND);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
