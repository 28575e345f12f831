// TCG matches of realistic size and shape for the bench, generated in SQL (generate_series, one statement per batch).
// Rows go in roughly in date order, one slice of the two years at a time, community and bench player interleaved,
// so each player's matches are spread over the heap as they would be after two years of logging.
import type pg from 'pg';
import { gameTally, matchOutcome, tcgMatchInputSchema } from '@trainerlog/core';

/** About 40 opponent archetypes; the first ones are the most played (skewed pick below). */
export const OPPONENT_DECKS = [
  'Charizard ex',
  'Gardevoir ex',
  'Dragapult ex',
  'Raging Bolt ex',
  'Lost Zone Box',
  'Regidrago VSTAR',
  'Gholdengo ex',
  'Terapagos ex',
  'Miraidon ex',
  'Roaring Moon ex',
  'Lugia VSTAR',
  'Chien-Pao ex',
  'Giratina VSTAR',
  'Iron Hands ex',
  'Arceus VSTAR',
  'Palkia VSTAR',
  'Snorlax Stall',
  'Pidgeot Control',
  'Ancient Box',
  'Future Box',
  'Iron Thorns ex',
  'Great Tusk ex',
  'Dialga VSTAR',
  'Banette ex',
  'Klawf ex',
  'Espathra ex',
  'Blissey ex',
  'Ceruledge ex',
  'Archaludon ex',
  'Hydreigon ex',
  'Festival Leads',
  'Dipplin ex',
  'Greninja ex',
  'Zoroark ex',
  'Comfey Lost Zone',
  'Cornerstone Ogerpon',
  'Mew VMAX',
  'Lost Zone Kyogre',
  'Sandy Shocks ex',
  'Froslass Munkidori',
];

const COMMUNITY_DECKS = [
  'Charizard Pidgeot',
  'Gardevoir',
  'Dragapult Dusknoir',
  'Raging Bolt Ogerpon',
  'Lost Box',
  'Regidrago',
  'Gholdengo',
  'Terapagos Noctowl',
  'Miraidon',
  'Roaring Moon',
  'Lugia Archeops',
  'Chien-Pao Baxcalibur',
  'Giratina',
  'Iron Hands',
  'Snorlax Stall',
  'Palkia',
  'Ancient Box',
  'Future Box',
  'Archaludon',
  'Ceruledge',
];

const NOTES = [
  'Prized both Ralts',
  'Opponent bricked',
  'Went second, lost to a turn-two Iono',
  'Close game, decked out',
  'Misplayed the Boss target',
  'Time called in game three',
  'Dead drew for four turns',
  'Good matchup, kept pressure',
];

/**
 * One batch: `count` matches dated `dayFrom`..`dayTo` days ago, owners picked from `userIds` (skewed toward the first
 * ones by `userSkew`), each owner playing a few of `deckNames` (`deckSpread`), with `deckIds[i]` as the deck of
 * `deckNames[i]` (none when `deckIds` is empty). Bo1 about 65 %, Bo3 the rest; every game object has the fields
 * tcgGameSchema fills; wins/losses/result are the core gameTally/matchOutcome of the games (checked by checkSample).
 */
const INSERT_BATCH = `
with r as materialized (
  select floor(power(random(), $8::float8) * cardinality($3::uuid[]))::int as ui,
         random() as r_deck, random() as r_opp, random() as r_case, random() as r_var, random() as r_fmt,
         random() as r_pat, random() as r_day, random() as r_time, random() as r_notes
  from generate_series(1, $1::int)
), m as materialized (
  select ($3::uuid[])[1 + ui] as user_id,
         1 + (ui * 7 + least($9::int - 1, floor(power(r_deck, 2) * $9::int)::int)) % cardinality($5::text[]) as di,
         (select case when r_case < 0.03 then lower(name) else name end
            from (select ($6::text[])[least(cardinality($6::text[]), 1 + floor(power(r_opp, 1.8) * cardinality($6::text[]))::int)] as name) n
         ) as opponent_deck,
         case when r_var < 0.1 then (array['Pidgeot', 'Dusknoir', 'Radiant Charizard'])[least(3, 1 + floor(r_var * 30)::int)]
              else '' end as variant,
         case when r_fmt < 0.65 then 'Bo1' else 'Bo3' end as format,
         case when r_fmt < 0.65 then case when r_pat < 0.5 then 'W' else 'L' end
              else (array['WW', 'LL', 'WLW', 'LWW', 'WLL', 'LWL'])[least(6, 1 + floor(r_pat * 6)::int)] end as pattern,
         current_date - ($10::int + floor(r_day * ($2::int - $10::int + 1))::int) as day,
         r_time,
         case when r_notes < 0.85 then ''
              else ($7::text[])[least(cardinality($7::text[]), 1 + floor((r_notes - 0.85) / 0.15 * cardinality($7::text[]))::int)]
         end as notes
  from r
), t as (
  select m.*,
         length(pattern) - length(replace(pattern, 'W', '')) as wins,
         length(pattern) - length(replace(pattern, 'L', '')) as losses,
         least(now(), (day + time '09:00' + r_time * interval '14 hours')::timestamptz) as created
  from m
)
insert into tcg_matches (user_id, deck_id, deck_name, opponent_deck, opponent_deck_variant, format, date, notes, games,
                         wins, losses, result, created_at, updated_at)
select user_id, ($4::uuid[])[di], ($5::text[])[di], opponent_deck, variant, format, day, notes,
       (select json_agg(json_build_object(
                 'result', case when substr(t.pattern, i, 1) = 'W' then 'win' else 'loss' end,
                 'wentFirst', random() < 0.5,
                 'coinFlipWin', random() < 0.5,
                 'coinFlipChoice', case when random() < 0.85 then 'first' else 'second' end,
                 'playerMulligans', floor(power(random(), 4) * 3)::int,
                 'opponentMulligans', floor(power(random(), 4) * 3)::int,
                 'conceded', case when random() < 0.04 then
                               case when substr(t.pattern, i, 1) = 'W' then 'Opponent' else 'Player' end end,
                 'notes', '') order by i)
          from generate_series(1, length(t.pattern)) i),
       wins, losses, case when wins > losses then 'win' when losses > wins then 'loss' else 'tie' end,
       created, created
from t
order by day, created`;

export interface Batch {
  count: number;
  dayFrom: number;
  dayTo: number;
  userIds: string[];
  deckIds: string[];
  deckNames: string[];
  userSkew: number;
  deckSpread: number;
}

export async function insertBatch(client: pg.PoolClient, b: Batch): Promise<void> {
  if (b.count <= 0) return;
  await client.query(INSERT_BATCH, [
    b.count,
    b.dayFrom,
    b.userIds,
    b.deckIds,
    b.deckNames,
    OPPONENT_DECKS,
    NOTES,
    b.userSkew,
    b.deckSpread,
    b.dayTo,
  ]);
}

export interface MatchSeed {
  communityUsers: number;
  communityMatches: number;
  player: { userId: string; matches: number; decks: { id: string; name: string }[] };
  /** Days back the history goes (about two years). */
  days: number;
  batchSize: number;
}

/** Community users (sharing the player's password hash), then every match in date slices. Returns rows inserted. */
export async function seedMatches(pool: pg.Pool, seed: MatchSeed): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into users (username, email, password_hash)
       select 'player' || g, 'player' || g || '@example.com', (select password_hash from users where id = $2)
       from generate_series(1, $1::int) g`,
      [seed.communityUsers, seed.player.userId],
    );
    const { rows } = await client.query<{ id: string }>(
      `select id from users where username like 'player%' order by username`,
    );
    const communityIds = rows.map((r) => r.id);
    const slices = Math.max(1, Math.ceil(seed.communityMatches / seed.batchSize));
    let inserted = 0;
    for (let s = 0; s < slices; s += 1) {
      // Oldest slice first; slice s covers [dayFrom, dayTo] days ago.
      const dayFrom = Math.round((seed.days * (slices - s)) / slices);
      const dayTo = Math.round((seed.days * (slices - s - 1)) / slices) + (s === slices - 1 ? 0 : 1);
      const share = (total: number) => Math.round((total * (s + 1)) / slices) - Math.round((total * s) / slices);
      const community = share(seed.communityMatches);
      const player = share(seed.player.matches);
      await insertBatch(client, {
        count: community,
        dayFrom,
        dayTo,
        userIds: communityIds,
        deckIds: [],
        deckNames: COMMUNITY_DECKS,
        userSkew: 1.6,
        deckSpread: 3,
      });
      await insertBatch(client, {
        count: player,
        dayFrom,
        dayTo,
        userIds: [seed.player.userId],
        deckIds: seed.player.decks.map((d) => d.id),
        deckNames: seed.player.decks.map((d) => d.name),
        userSkew: 1,
        deckSpread: seed.player.decks.length,
      });
      inserted += community + player;
    }
    return inserted;
  } finally {
    client.release();
  }
}

/**
 * The seeded data is what the API would have stored: the counters agree with the table, and a random sample of rows
 * passes tcgMatchInputSchema with wins/losses/result equal to the server's gameTally/matchOutcome of its games.
 */
export async function checkSeededMatches(pool: pg.Pool, expected: number): Promise<void> {
  const { rows: counts } = await pool.query<{ stored: number; counted: number }>(
    `select (select count from match_counts where game = 'tcg') as stored, (select count(*)::int from tcg_matches) as counted`,
  );
  const { stored, counted } = counts[0]!;
  if (stored !== counted || counted !== expected) {
    throw new Error(`match counts disagree: match_counts ${stored}, rows ${counted}, inserted ${expected}`);
  }
  const { rows } = await pool.query<{
    deck_name: string;
    opponent_deck: string;
    opponent_deck_variant: string;
    format: 'Bo1' | 'Bo3';
    date: string;
    notes: string;
    games: unknown;
    wins: number;
    losses: number;
    result: string;
  }>(
    `select deck_name, opponent_deck, opponent_deck_variant, format, date::text as date, notes, games, wins, losses, result
     from tcg_matches tablesample bernoulli (0.5) repeatable (7)`,
  );
  for (const row of rows) {
    const parsed = tcgMatchInputSchema.safeParse({
      deckName: row.deck_name,
      opponentDeck: row.opponent_deck,
      opponentDeckVariant: row.opponent_deck_variant,
      format: row.format,
      date: row.date,
      notes: row.notes,
      games: row.games,
    });
    if (!parsed.success) throw new Error(`seeded match is invalid: ${parsed.error.message} ${JSON.stringify(row)}`);
    const tally = gameTally(parsed.data.games);
    const outcome = matchOutcome({ games: parsed.data.games });
    if (tally.wins !== row.wins || tally.losses !== row.losses || outcome !== row.result) {
      throw new Error(`seeded match tallies disagree with the games: ${JSON.stringify(row)}`);
    }
  }
}

/**
 * A migrated, empty database filled as the backup and upgrade benches need it: one user, `matches` community matches
 * over two years, vacuumed; answers what was seeded, how long it took and the database's size.
 */
export async function seedCommunityDatabase(
  pool: pg.Pool,
  matches: number,
): Promise<{ seeded: number; ms: number; megabytes: number }> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (username, email, password_hash) values ('benchuser', 'bench@example.com', 'x') returning id`,
  );
  const start = performance.now();
  const seeded = await seedMatches(pool, {
    communityUsers: 500,
    communityMatches: matches,
    player: { userId: rows[0]!.id, matches: 0, decks: [] },
    days: 730,
    batchSize: 50_000,
  });
  await pool.query('vacuum analyze');
  const { rows: size } = await pool.query<{ bytes: string }>(`select pg_database_size(current_database()) as bytes`);
  return { seeded, ms: performance.now() - start, megabytes: Number(size[0]!.bytes) / 1024 / 1024 };
}
