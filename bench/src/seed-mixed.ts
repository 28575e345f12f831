// The community of the mixed bench (mixed.ts, issue 31): PLAYERS distinct members, each with their own 500–2,000 TCG
// matches, three decks (the first active) and a VGC team, and a session of their own from a real login.
//
// Set-up goes through the API where the rows have rules (registering the first member, decks, teams, logging in);
// the other members are rows sharing the first one's password hash, and the matches are seed-matches.ts's batches,
// one statement per player and quarter of the two years (oldest quarter first, every player's quarter before the next
// quarter), so a player's matches lie spread over the heap as after two years of logging, not side by side.
import type pg from 'pg';
import { benchApi } from './benchApi.ts';
import { insertBatch } from './seed-matches.ts';
import { BENCH_TEAMS, createBenchTeam } from './seed-vgc-matches.ts';

export const MIXED_DECKS = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];
const PASSWORD = 'pikachu123';
const DAYS = 730;
const SLICES = 4;

export interface MixedPlayer {
  username: string;
  token: string;
  matches: number;
  decks: { id: string; name: string }[];
  teamId: string;
}

/** 500–2,000 matches, spread evenly by a fixed stride over the players. */
export const matchesOf = (index: number, players: number) =>
  500 + Math.round((((index * 37) % players) / Math.max(1, players - 1)) * 1500);

/**
 * Seeds `players` members through `appUrl` and `pool` (see header) and returns them with their sessions; `log`
 * hears the progress.
 */
export async function seedMixedPlayers(
  pool: pg.Pool,
  appUrl: string,
  players: number,
  log: (line: string) => void,
): Promise<MixedPlayer[]> {
  const started = performance.now();
  const name = (i: number) => `mixed${String(i).padStart(4, '0')}`;
  await benchApi(appUrl).auth.register({ username: name(0), email: `${name(0)}@example.com`, password: PASSWORD });
  await pool.query(
    `insert into users (username, email, password_hash)
     select 'mixed' || lpad(g::text, 4, '0'), 'mixed' || lpad(g::text, 4, '0') || '@example.com',
       (select password_hash from users where username = $2)
     from generate_series(1, $1::int - 1) g`,
    [players, name(0)],
  );
  const seeded: (MixedPlayer & { userId: string })[] = [];
  for (let i = 0; i < players; i++) {
    const { token, user } = await benchApi(appUrl).auth.login({ email: `${name(i)}@example.com`, password: PASSWORD });
    const api = benchApi(appUrl, token);
    const decks: { id: string; name: string }[] = [];
    for (let d = 0; d < 3; d++) {
      const deckName = MIXED_DECKS[(i + d) % MIXED_DECKS.length]!;
      decks.push({ id: (await api.decks.create({ name: deckName, cards: [] }))._id, name: deckName });
    }
    await api.auth.setActiveDeck({ deckId: decks[0]!.id });
    const team = await createBenchTeam(appUrl, token, BENCH_TEAMS[i % BENCH_TEAMS.length]!);
    seeded.push({ username: name(i), userId: user._id, token, matches: matchesOf(i, players), decks, teamId: team.id });
  }
  log(
    `mixed: ${players} players with decks, a team and a session (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const client = await pool.connect();
  try {
    await client.query('select setseed(0.31)');
    for (let s = 0; s < SLICES; s++) {
      const dayFrom = Math.round((DAYS * (SLICES - s)) / SLICES);
      const dayTo = Math.round((DAYS * (SLICES - s - 1)) / SLICES) + (s === SLICES - 1 ? 0 : 1);
      for (const player of seeded) {
        const count = Math.round((player.matches * (s + 1)) / SLICES) - Math.round((player.matches * s) / SLICES);
        await insertBatch(client, {
          count,
          dayFrom,
          dayTo,
          userIds: [player.userId],
          deckIds: player.decks.map((d) => d.id),
          deckNames: player.decks.map((d) => d.name),
          userSkew: 1,
          deckSpread: player.decks.length,
        });
      }
    }
  } finally {
    client.release();
  }
  await pool.query('vacuum (analyze) tcg_matches');
  const total = seeded.reduce((n, p) => n + p.matches, 0);
  log(
    `mixed: ${total.toLocaleString('en')} matches seeded (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  return seeded.map(({ userId: _, ...player }) => player);
}
