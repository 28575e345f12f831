// The Limitless import bench's data in SQL (issue 15): members with sessions, the community deck categories the
// stand-in's archetypes fall in, and a long import history.
//
// Decisions:
// - Members get a session row each (the sha256 of a random token, as the app stores them) instead of registering: an
//   argon2 hash per importing member would dominate the run.
// - The history member has imported once through the API; the other rows (each with its match group, the deck of that
//   import) are written here, dated a day apart.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ARCHETYPES } from './limitless-standin.ts';

/** `count` members with a session each, in SQL (see header); returns their tokens in order. */
export async function seedMembers(pool: pg.Pool, prefix: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await pool.query(
    `with made as (
       insert into users (username, email, password_hash)
       select $1 || g, $1 || g || '@example.com', (select password_hash from users order by created_at limit 1)
       from generate_series(1, $2::int) g
       returning id, username)
     insert into sessions (user_id, token_hash, expires_at)
     select made.id, t.hash, now() + interval '30 days'
     from made join unnest($3::text[]) with ordinality t(hash, i) on made.username = $1 || t.i`,
    [prefix, count, hashes],
  );
  return tokens;
}

/** The community deck categories the archetypes fall in (by name), as an admin would have made them. */
export async function seedCategories(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into deck_categories (name, keywords, sprites)
     select a->>'name', array[lower(a->>'name')], array(select jsonb_array_elements_text(a->'icons'))
     from jsonb_array_elements($1::jsonb) a`,
    [JSON.stringify(ARCHETYPES.map(({ name, icons }) => ({ name, icons })))],
  );
  await pool.query(`update deck_category_state set version = version + 1`);
}

/** Brings the member who imported once already to `imports` history rows, each with its group (see header). */
export async function seedHistory(pool: pg.Pool, token: string, imports: number): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  await pool.query(
    `with me as (select user_id as id from sessions where token_hash = $1),
     deck as (select d.id from decks d, me where d.user_id = me.id limit 1),
     made as (
       insert into match_groups (user_id, name, description, type, created_at, updated_at)
       select me.id, 'Limitless Cup #' || g, 'Placed ' || g, 'tcg', now() - g * interval '1 day',
              now() - g * interval '1 day'
       from me, generate_series(1, $2::int) g
       returning id, name, created_at)
     insert into limitless_imports (user_id, tournament_id, game, name, format, date, players, username, player_name,
       "placing", wins, losses, ties, match_count, group_id, deck_id, imported_at)
     select me.id, 'history-' || row_number() over (order by made.created_at), 'tcg', made.name, 'STANDARD',
            made.created_at::date, 64, 'player0001', 'Ash', 9, 5, 3, 1, 9, made.id, (select id from deck),
            made.created_at
     from made, me`,
    [hash, imports - 1],
  );
}

/** The plan of the history's statement (as the service writes it) for the member `token` signs in. */
export async function planOfHistory(pool: pg.Pool, token: string): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off)
     select li.*, g.name, d.name, t.name from limitless_imports li
     left join match_groups g on g.id = li.group_id left join decks d on d.id = li.deck_id
     left join teams t on t.id = li.team_id
     where li.user_id = (select user_id from sessions where token_hash = $1)
     order by li.imported_at desc, li.tournament_id`,
    [createHash('sha256').update(token).digest('hex')],
  );
  // The plan's nodes only (their statistics and buffers are noise here).
  return rows
    .map((row) => row['QUERY PLAN'].trim().replace(/^->\s*/, ''))
    .filter((line) => /^[A-Z][A-Za-z ]*(Scan|Join|Sort|Loop|Hash)\b/.test(line))
    .join(' | ');
}
