import { sql } from 'drizzle-orm';
import {
  pageCountOf,
  type FriendRequestState,
  type FriendSearchQuery,
  type FriendSearchResult,
} from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { toPlayerCard } from '../players/index.ts';

/**
 * The friend search (GET /api/friends/search): players whose username starts with the typed text, ignoring case, in
 * username order, paged on the server — never the caller, never an existing friend — each with where a friend
 * request between the two stands. The prefix is read from users_username_lower_prefix_idx (lower(username)
 * text_pattern_ops): the pattern is `lower(prefix) || '%'` with LIKE's own wildcards in the input escaped, and the
 * page is ordered with that index's operator (`using ~<~`), so a page reads only the rows up to its end.
 */

/** `lower(username) like <this> escape '\'`: the typed text with `\`, `%` and `_` taken literally, then any rest. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface SearchRow extends Record<string, unknown> {
  id: string;
  username: string;
  name: string | null;
  profile_picture: string | null;
  pokemon_sprite: string | null;
  request_state: FriendRequestState;
}

export async function searchPlayers(
  q: Queryable,
  callerId: string,
  query: FriendSearchQuery,
): Promise<FriendSearchResult> {
  const pattern = prefixPattern(query.username);
  // The candidates: the prefix range of the index, minus the caller and their friends (one primary-key probe each).
  const candidates = sql`
    lower(u.username) like lower(${pattern}) escape '\\'
    and u.id <> ${callerId}
    and not exists (select 1 from friendships f where f.user_id = ${callerId} and f.friend_id = u.id)`;
  const [counted, page] = await Promise.all([
    q.execute<{ total: number }>(sql`select count(*)::int as total from users u where ${candidates}`),
    q.execute<SearchRow>(sql`
      select u.id, u.username, u.name, u.profile_picture, u.pokemon_sprite,
             case
               when exists (select 1 from friend_requests r where r.from_user_id = ${callerId} and r.to_user_id = u.id)
                 then 'sent'
               when exists (select 1 from friend_requests r where r.from_user_id = u.id and r.to_user_id = ${callerId})
                 then 'received'
               else 'none'
             end as request_state
      from users u
      where ${candidates}
      order by lower(u.username) using ~<~
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return {
    users: page.rows.map((row) => ({
      ...toPlayerCard({
        id: row.id,
        username: row.username,
        name: row.name,
        profilePicture: row.profile_picture,
        pokemonSprite: row.pokemon_sprite,
      }),
      requestState: row.request_state,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCountOf(total, query.pageSize),
  };
}
