// The friend search (issue 14; spec part 2 §7 Friends): a username prefix ignoring case, LIKE wildcards taken
// literally, in username order, paged on the server, never the caller nor their friends, each with where a request
// stands — and only player cards (never an email). The prefix is read from users_username_lower_prefix_idx.
import { describe, expect, it } from 'vitest';
import { FRIEND_MESSAGES, FRIEND_SEARCH_PAGE_SIZE, friendSearchResultSchema } from '@trainerlog/core';
import { prefixPattern } from '../src/modules/friends/search.ts';
import { call, registerUser } from './support/api.ts';
import { makeFriends, PLAYER_CARD_KEYS, sendRequest, type Player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const search = (who: Player, query: string) => call(t.app, 'GET', `/api/friends/search?${query}`, { token: who.token });
const names = (body: { users: { username: string }[] }) => body.users.map((u) => u.username);

describe('friend search', () => {
  it('matches a case-insensitive prefix, by username, never yourself or friends, with the request state', async () => {
    const me = await registerUser(t.app, { username: 'Kanto_Me' });
    const friend = await registerUser(t.app, { username: 'kanto_friend' });
    const asked = await registerUser(t.app, { username: 'KANTO_asked' });
    const asking = await registerUser(t.app, { username: 'kanto.asking' });
    const plain = await registerUser(t.app, { username: 'Kanto-plain' });
    await registerUser(t.app, { username: 'johto_kanto' });
    await makeFriends(t, me, friend);
    await sendRequest(t, me, asked);
    await sendRequest(t, asking, me);

    const res = await search(me, 'username=kAnTo');
    expect(res.status).toBe(200);
    expect(friendSearchResultSchema.strict().parse(res.body)).toBeTruthy();
    // Byte order of the lowered names (the index's order): '-' < '.' < '_'.
    expect(names(res.body)).toEqual(['Kanto-plain', 'kanto.asking', 'KANTO_asked']);
    expect(res.body.users.map((u: { requestState: string }) => u.requestState)).toEqual(['none', 'received', 'sent']);
    expect(res.body).toMatchObject({ page: 1, pageSize: FRIEND_SEARCH_PAGE_SIZE, total: 3, totalPages: 1 });
    for (const user of res.body.users) {
      expect(Object.keys(user).sort()).toEqual([...PLAYER_CARD_KEYS, 'requestState'].sort());
    }
    expect(res.body.users.find((u: { _id: string }) => u._id === plain.user._id)).toMatchObject({
      username: 'Kanto-plain',
      name: null,
      profilePicture: null,
      pokemonSprite: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com/);

    // The others see the caller and each other as the requests stand from their side.
    const fromAsked = await search(asked, 'username=kanto_m');
    expect(fromAsked.body.users).toEqual([expect.objectContaining({ _id: me.user._id, requestState: 'received' })]);
    const fromAsking = await search(asking, 'username=KANTO_ME');
    expect(fromAsking.body.users).toEqual([expect.objectContaining({ _id: me.user._id, requestState: 'sent' })]);
    // A friend of mine is not hidden from others; only from me.
    expect(names((await search(asking, 'username=kanto_f')).body)).toEqual(['kanto_friend']);
    expect(names((await search(me, 'username=kanto_f')).body)).toEqual([]);
    expect(names((await search(friend, 'username=kanto_me')).body)).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    const me = await registerUser(t.app);
    await registerUser(t.app, { username: 'ab_cd' });
    await registerUser(t.app, { username: 'abxcd' });
    await registerUser(t.app, { username: 'abcde' });
    expect(names((await search(me, 'username=ab_')).body)).toEqual(['ab_cd']);
    expect((await search(me, 'username=%25')).body.total).toBe(0);
    expect((await search(me, 'username=ab%25')).body.total).toBe(0);
    expect((await search(me, 'username=_')).body.total).toBe(0);
    expect((await search(me, `username=${encodeURIComponent('ab\\')}`)).body.total).toBe(0);
    expect(prefixPattern('a%b_c\\')).toBe('a\\%b\\_c\\\\%');
  });

  it('pages on the server', async () => {
    const me = await registerUser(t.app);
    const created = Array.from({ length: 23 }, (_, i) => `pager${String(i).padStart(2, '0')}`);
    // Stored as registration would (a password hash nobody logs in with): only the rows matter here.
    await t.database.pool.query(
      `insert into users (username, email, password_hash) select n, n || '@example.com', 'x' from unnest($1::text[]) n`,
      [created],
    );
    const first = await search(me, 'username=PAGER&pageSize=10');
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 23, totalPages: 3 });
    expect(names(first.body)).toEqual(created.slice(0, 10));
    const third = await search(me, 'username=pager&page=3&pageSize=10');
    expect(names(third.body)).toEqual(created.slice(20));
    const beyond = await search(me, 'username=pager&page=9&pageSize=10');
    expect(beyond.body).toMatchObject({ users: [], page: 9, total: 23, totalPages: 3 });
    const defaults = await search(me, 'username=pager');
    expect(defaults.body.users).toHaveLength(FRIEND_SEARCH_PAGE_SIZE);
  });

  it('validates the query', async () => {
    const me = await registerUser(t.app);
    const cases = ['', 'username=', 'username=%20%20', 'username=a&page=0', 'username=a&pageSize=51', 'page=x'];
    for (const query of cases) {
      const res = await search(me, query);
      expect(res.status, query).toBe(400);
    }
    expect((await search(me, 'username=')).body.msg).toBe(FRIEND_MESSAGES.enterUsername);
    expect((await search(me, `username=${'a'.repeat(31)}`)).status).toBe(400);
  });

  it('reads the prefix range from users_username_lower_prefix_idx', async () => {
    const me = await registerUser(t.app);
    // Enough players that a sequential scan is not the cheap way any more.
    await t.database.pool.query(
      `insert into users (username, email, password_hash)
       select 'crowd' || g, 'crowd' || g || '@example.com', 'x' from generate_series(1, 5000) g`,
    );
    await t.database.pool.query('analyze users');
    const client = await t.database.pool.connect();
    try {
      // The statements as the service sends them: the pattern and the caller as parameters.
      const plan = async (text: string) =>
        (await client.query(`explain ${text}`, [prefixPattern('crowd12'), me.user._id])).rows
          .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
          .join('\n');
      const where = `lower(u.username) like lower($1) escape '\\' and u.id <> $2
        and not exists (select 1 from friendships f where f.user_id = $2 and f.friend_id = u.id)`;
      const count = await plan(`select count(*) from users u where ${where}`);
      expect(count).toContain('users_username_lower_prefix_idx');
      const page = await plan(`select u.id from users u where ${where} order by lower(u.username) using ~<~ limit 10`);
      expect(page).toContain('users_username_lower_prefix_idx');
      expect(page).not.toMatch(/Sort/);
    } finally {
      client.release();
    }
    const res = await search(me, 'username=crowd12&pageSize=5');
    expect(res.body.total).toBe(111);
    expect(names(res.body)).toEqual(['crowd12', 'crowd120', 'crowd1200', 'crowd1201', 'crowd1202']);
  });
});
