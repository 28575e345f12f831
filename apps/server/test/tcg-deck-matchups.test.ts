import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bestAndWorstOf, matchupStats, type TcgMatch } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 18: the dashboard's active deck reads its matchups from tcg_deck_matchups (migration 0019) instead of grouping
// every match of the deck. After every kind of write the kept rows must equal a regrouping of the matches — counts,
// wins and the newest match's spelling — and the summary must equal the core's matchups over the deck's matches.

const t = useTestApp();

const W = [{ result: 'win' }];
const L = [{ result: 'loss' }];

/** The kept rows, and the same groups recounted from the matches as the summary grouped them before 0019. */
const KEPT = `select user_id, deck_id, opponent_key, matches, won, name, newest_id from tcg_deck_matchups`;
const RECOUNT = `
  select g.user_id, g.deck_id, g.k, g.n::int, g.w::int, n.name, n.id
  from (select user_id, deck_id, lower(btrim(opponent_deck)) k, count(*) n, count(*) filter (where wins > losses) w
        from tcg_matches where deck_id is not null group by 1, 2, 3) g
  join (select distinct on (user_id, deck_id, lower(btrim(opponent_deck)))
          user_id, deck_id, lower(btrim(opponent_deck)) k, btrim(opponent_deck) name, id
        from tcg_matches where deck_id is not null
        order by user_id, deck_id, lower(btrim(opponent_deck)), date desc, created_at desc, id desc) n
    on n.user_id = g.user_id and n.deck_id = g.deck_id and n.k = g.k`;

async function expectKeptExact() {
  const { rows } = await t.database.pool.query(
    `(${KEPT} except all (${RECOUNT})) union all ((${RECOUNT}) except all ${KEPT})`,
  );
  expect(rows).toEqual([]);
}

async function createDeck(token: string, name: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/decks', { token, body: { name, cards: [] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function log(token: string, body: Record<string, unknown>): Promise<TcgMatch> {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName: 'Deck', opponentDeck: 'Opp', date: '2025-01-01', games: W, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TcgMatch;
}

async function edit(token: string, match: TcgMatch, changes: Record<string, unknown>): Promise<TcgMatch> {
  const body = {
    deckId: match.deckId ?? undefined,
    deckName: match.deckName,
    opponentDeck: match.opponentDeck,
    date: match.date,
    games: match.games,
    notes: match.notes,
    ...changes,
  };
  const res = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as TcgMatch;
}

/** The summary's active deck matchups equal core's matchupStats over the deck's matches read back from the API. */
async function expectSummaryExact(token: string, deckId: string) {
  const active = await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: { deckId } });
  expect(active.status, JSON.stringify(active.body)).toBe(200);
  const matches: TcgMatch[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, 'GET', `/api/tcgmatches?pageSize=100&page=${page}`, { token });
    matches.push(...res.body.matches);
    if (page >= res.body.totalPages) break;
  }
  const mine = matches.filter((m) => m.deckId === deckId);
  const expected = matchupStats(mine);
  const summary = await call(t.app, 'GET', '/api/tcgmatches/summary', { token });
  expect(summary.status).toBe(200);
  const deck = summary.body.activeDeck;
  expect(deck.matches).toBe(mine.length);
  expect(deck.wins).toBe(expected.reduce((n, m) => n + m.wins, 0));
  const { best, worst } = bestAndWorstOf(expected);
  expect(deck.bestMatchup).toEqual(best);
  expect(deck.worstMatchup).toEqual(worst);
}

describe('kept TCG deck matchups (migration 0019)', () => {
  it('stay exact, and the summary equals the core, through every kind of write', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const lugia = await createDeck(me.token, 'Lugia');
    const gardy = await createDeck(me.token, 'Gardevoir');
    const theirs = await createDeck(other.token, 'Lost Box');

    // Spellings of one opponent (case, spaces) and a later one renaming the group; a blank opponent; no deck.
    const a = await log(me.token, { deckId: lugia, opponentDeck: 'Charizard ex', date: '2025-01-01' });
    const b = await log(me.token, { deckId: lugia, opponentDeck: '  charizard EX ', date: '2025-02-01', games: L });
    const c = await log(me.token, { deckId: lugia, opponentDeck: 'Miraidon', date: '2025-01-15' });
    const d = await log(me.token, { deckId: lugia, opponentDeck: 'CHARIZARD EX', date: '2024-12-01' });
    const e = await log(me.token, { deckId: gardy, opponentDeck: 'Miraidon', games: L });
    await log(me.token, { opponentDeck: 'Miraidon' });
    await log(other.token, { deckId: theirs, opponentDeck: 'Charizard ex' });
    await expectKeptExact();
    await expectSummaryExact(me.token, lugia);

    // A multi-row insert for two users in one statement, with dates older and newer than the kept newest.
    await t.database.db.execute(sql`
      insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, format, date, games, wins, losses, result)
      select u.id, u.deck, 'Deck', case when g % 3 = 0 then 'charizard ex' else 'Raging Bolt' end, 'Bo1',
             ('2024-12-20'::date + g * 7)::date,
             json_build_array(json_build_object('result', case when g % 2 = 1 then 'win' else 'loss' end)),
             g % 2, 1 - g % 2, case when g % 2 = 1 then 'win' else 'loss' end
      from (values (${me.user._id}::uuid, ${lugia}::uuid), (${other.user._id}::uuid, ${theirs}::uuid)) u(id, deck),
           generate_series(1, 9) g`);
    await expectKeptExact();
    await expectSummaryExact(me.token, lugia);

    // Edits: the newest of a group spelled anew, moved to an older date, to another opponent, another deck, another
    // result; a notes-only edit of the newest.
    const b2 = await edit(me.token, b, { opponentDeck: 'Charizard EX' });
    await expectKeptExact();
    await edit(me.token, b2, { date: '2024-11-01' });
    await expectKeptExact();
    await edit(me.token, a, { opponentDeck: 'Gholdengo' });
    await edit(me.token, c, { deckId: gardy });
    await edit(me.token, d, { games: L });
    await edit(me.token, e, { notes: 'just notes' });
    await expectKeptExact();
    await expectSummaryExact(me.token, lugia);
    await expectSummaryExact(me.token, gardy);

    // Deletes: the newest of a group, then the last match of a group (the group goes).
    const newest = await t.database.pool.query<{ newest_id: string }>(
      `select newest_id from tcg_deck_matchups where deck_id = $1 and opponent_key = 'raging bolt'`,
      [lugia],
    );
    await t.database.db.execute(sql`delete from tcg_matches where id = ${newest.rows[0]!.newest_id}`);
    await expectKeptExact();
    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${a._id}`, { token: me.token })).status).toBe(200);
    await expectKeptExact();
    const gone = await t.database.pool.query(`select 1 from tcg_deck_matchups where opponent_key = 'gholdengo'`);
    expect(gone.rows).toHaveLength(0);
    await expectSummaryExact(me.token, lugia);

    // A deck deleted (its matches keep no deck), an account deleted, the rebuild, a truncation.
    expect((await call(t.app, 'DELETE', `/api/decks/${gardy}`, { token: me.token })).status).toBe(200);
    await expectKeptExact();
    await t.database.db.execute(sql`delete from users where id = ${other.user._id}`);
    await expectKeptExact();
    const before = await t.database.pool.query(`${KEPT} order by 1, 2, 3`);
    await t.database.db.execute(sql`select tcg_deck_matchups_rebuild()`);
    expect((await t.database.pool.query(`${KEPT} order by 1, 2, 3`)).rows).toEqual(before.rows);
    await t.database.db.execute(
      sql`truncate tcg_matches, tcg_match_logs, match_group_tcg_matches, tcg_match_card_facts`,
    );
    expect((await t.database.pool.query(KEPT)).rows).toEqual([]);
    await log(me.token, { deckId: lugia, opponentDeck: 'Dragapult' });
    await expectKeptExact();
    await expectSummaryExact(me.token, lugia);
  });
});
