// The social data of the bench (issue 14), in SQL: notifications for the unread-count poll, and a player's match
// groups over their matches for the groups page and the group popup.
//
// Decisions:
// - Notifications: the bench player has 1,000 of which every tenth is unread (100), among a community of players
//   whose notifications are mostly read (as they are once people open the bell) — the mix the unread count's partial
//   index is made for.
// - Groups: the player owns 200 groups (mixed, created over two years) and belongs to a few friends' groups. Every
//   match sits in one group by its place in the history, about a third also in a second group, and one big "season"
//   group holds every fifth match (about 2,000), so the groups page aggregates ~13,000 links plus the season's and
//   the popup is measured on a typical group and on the big one. Some of the player's groups are shared with friends
//   (accepted, pending, declined), so the owner's share lists are read too.
import type pg from 'pg';

export interface NotificationSeed {
  userId: string;
  notifications: number;
  unreadEvery: number;
  communityUsers: number;
  perCommunityUser: number;
}

/** Notifications for the player and a community; every `unreadEvery`-th is unread. Returns the player's unread. */
export async function seedNotifications(pool: pg.Pool, seed: NotificationSeed): Promise<number> {
  await pool.query(
    `with crowd as (
       insert into users (username, email, password_hash)
       select 'bell' || g, 'bell' || g || '@example.com', (select password_hash from users where id = $1)
       from generate_series(1, $2::int) g
       returning id)
     insert into notifications (user_id, type, message, is_read, created_at)
     select crowd.id, 'group_updated', 'Someone changed a group', n % $4::int <> 0,
            now() - n * interval '1 hour'
     from crowd, generate_series(1, $3::int) n`,
    [seed.userId, seed.communityUsers, seed.perCommunityUser, seed.unreadEvery * 5],
  );
  const { rows } = await pool.query<{ unread: number }>(
    `with mine as (
       insert into notifications (user_id, type, message, is_read, created_at)
       select $1, case when n % 3 = 0 then 'friend_accepted' else 'group_updated' end, 'Notice ' || n,
              n % $3::int <> 0, now() - n * interval '10 minutes'
       from generate_series(1, $2::int) n
       returning is_read)
     select count(*) filter (where not is_read)::int as unread from mine`,
    [seed.userId, seed.notifications, seed.unreadEvery],
  );
  return rows[0]!.unread;
}

export interface GroupSeed {
  userId: string;
  groups: number;
  /** Friends who own one group each shared with the player (accepted). */
  friends: number;
}

export interface SeededGroups {
  ownGroups: number;
  sharedWithPlayer: number;
  tcgLinks: number;
  vgcLinks: number;
  /** A typical group and the big season group (ids), with their TCG match counts. */
  typical: { id: string; tcg: number };
  season: { id: string; tcg: number };
}

export async function seedGroups(pool: pg.Pool, seed: GroupSeed): Promise<SeededGroups> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into match_groups (user_id, name, description, type, created_at, updated_at)
       select $1, case when g = 1 then 'Season 2025' else 'Event ' || g end, 'Testing for event ' || g, 'mixed',
              now() - (($2::int - g) * interval '3 days'), now() - (($2::int - g) * interval '3 days')
       from generate_series(1, $2::int) g`,
      [seed.userId, seed.groups],
    );
    // Friends: users, both friendship rows, one group each shared with the player; the player shares some back.
    await client.query(
      `with friend as (
         insert into users (username, email, password_hash)
         select 'groupfriend' || g, 'groupfriend' || g || '@example.com', (select password_hash from users where id = $1)
         from generate_series(1, $2::int) g returning id),
       friendship as (
         insert into friendships (user_id, friend_id)
         select $1, id from friend union all select id, $1 from friend),
       owned as (
         insert into match_groups (user_id, name, type) select id, 'Friend group', 'mixed' from friend returning id)
       insert into match_group_shares (group_id, user_id, permission, status, responded_at)
       select id, $1, 'view', 'accepted', now() from owned`,
      [seed.userId, seed.friends],
    );
    await client.query(
      `insert into match_group_shares (group_id, user_id, permission, status)
       select g.id, f.friend_id, case when f.n % 2 = 0 then 'edit' else 'view' end,
              (array['accepted', 'pending', 'declined'])[1 + f.n % 3]
       from (select id, row_number() over (order by created_at) as rn from match_groups where user_id = $1) g
       join (select friend_id, row_number() over (order by friend_id) as n from friendships where user_id = $1) f
         on f.n <= 3
       where g.rn % 4 = 0`,
      [seed.userId],
    );
    // Links: match k (oldest first) → group k mod N; a third also → group (7k + 3) mod N (never the same one);
    // every fifth → the season group (group 1).
    const links = async (game: 'tcg' | 'vgc') => {
      const result = await client.query(
        `with g as (select array_agg(id order by created_at) as ids from match_groups where user_id = $1),
         m as (select id, row_number() over (order by date, created_at, id) as k from ${game}_matches where user_id = $1)
         insert into match_group_${game}_matches (group_id, match_id, added_at)
         select g.ids[1 + (m.k % $2::int)], m.id, now() from g, m
         union all
         select g.ids[1 + ((7 * m.k + 3) % $2::int)], m.id, now() from g, m where m.k % 3 = 0
         union all
         select g.ids[1], m.id, now() from g, m where m.k % 5 = 0 and m.k % $2::int <> 0
           and (7 * m.k + 3) % $2::int <> 0
         on conflict do nothing`,
        [seed.userId, seed.groups],
      );
      return result.rowCount ?? 0;
    };
    const tcgLinks = await links('tcg');
    const vgcLinks = await links('vgc');
    await client.query('commit');
    const { rows } = await client.query<{ id: string; tcg: number }>(
      `select g.id, (select count(*)::int from match_group_tcg_matches l where l.group_id = g.id) as tcg
       from match_groups g where g.user_id = $1 order by g.created_at`,
      [seed.userId],
    );
    return {
      ownGroups: seed.groups,
      sharedWithPlayer: seed.friends,
      tcgLinks,
      vgcLinks,
      season: rows[0]!,
      typical: rows[Math.floor(rows.length / 2)]!,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * VACUUM after the bulk load, as autovacuum would soon after. The bench cluster commits asynchronously and VACUUM may
 * not mark a page all-visible before its rows' commits are flushed, so a checkpoint flushes them first (otherwise
 * index-only scans would still visit the heap, which a server with durable commits would not).
 */
export async function settle(pool: pg.Pool, tables: readonly string[]): Promise<void> {
  await pool.query('checkpoint');
  for (const table of tables) await pool.query(`vacuum (analyze) ${table}`);
}
