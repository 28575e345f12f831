import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackItem, FeedbackListQuery } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { feedback, users, type FeedbackRow } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/containsPattern.ts';

/** The author and the admin who replied, as two joins of users. */
export const author = alias(users, 'author');
const replier = alias(users, 'replier');

/** Submissions with their author and replier, ready for `toItem`. */
export function selectItems(q: Queryable) {
  return q
    .select({
      row: feedback,
      author: { id: author.id, username: author.username },
      replier: { id: replier.id, username: replier.username },
    })
    .from(feedback)
    .innerJoin(author, eq(author.id, feedback.userId))
    .leftJoin(replier, eq(replier.id, feedback.repliedBy));
}

type Person = { id: string; username: string };
type Selected = { row: FeedbackRow; author: Person; replier: Person | null };

export function toItem({ row, author, replier }: Selected): FeedbackItem {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    status: row.status,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { _id: author.id, username: author.username },
    reply:
      row.replyMessage !== null && row.repliedAt !== null
        ? {
            message: row.replyMessage,
            repliedAt: row.repliedAt.toISOString(),
            by: replier ? { _id: replier.id, username: replier.username } : null,
          }
        : null,
  };
}

/**
 * The admin list's filters (type, status, search). The search is case-insensitive, with % and _ literal, in the
 * message, the reply and the author's username; the query must join `author` (selectItems does).
 */
export function filtersOf(query: FeedbackListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(feedback.type, query.type));
  if (query.status) conditions.push(eq(feedback.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(feedback.message, pattern), ilike(feedback.replyMessage, pattern), ilike(author.username, pattern))!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
