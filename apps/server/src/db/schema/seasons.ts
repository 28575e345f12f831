import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current season, whatever the races between admins: the database refuses a second.
    uniqueIndex('seasons_one_current_key')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    index('seasons_start_date_idx').on(t.startDate.desc()),
    check('seasons_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export type SeasonRow = typeof seasons.$inferSelect;
