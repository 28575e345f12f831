// One writer process of the writers scenario (writers.ts): reads {databaseUrl, players, opponents, startAt, durationMs} on stdin,
// waits for startAt (so every writer of a case starts together), then each player creates TCG matches one after
// another through the app's create until the time is up; prints {creates, errors, elapsedMs} as one JSON line.
import { tcgMatchInputSchema } from '@trainerlog/core';
import { connectDatabase } from '../../apps/server/src/db/connect.ts';
import { createTcgMatchService } from '../../apps/server/src/modules/tcg-matches/index.ts';

interface Job {
  databaseUrl: string;
  players: { userId: string; deckId: string }[];
  /** The archetypes the players meet, in turn. */
  opponents: string[];
  startAt: number;
  durationMs: number;
}

let text = '';
for await (const chunk of process.stdin) text += String(chunk);
const job = JSON.parse(text) as Job;
const database = connectDatabase(job.databaseUrl, { max: 10 });
const service = createTcgMatchService(database.db);
const results = ['win', 'loss'] as const;
let creates = 0;
let errors = 0;
try {
  // The rules are read once before the clock starts, as a running app has them already.
  await service.create(job.players[0]!.userId, matchInput(job.players[0]!.deckId, 0, 0));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt - Date.now())));
  const begin = performance.now();
  const deadline = begin + job.durationMs;
  await Promise.all(
    job.players.map(async (player, p) => {
      for (let i = 1; performance.now() < deadline; i += 1) {
        try {
          await service.create(player.userId, matchInput(player.deckId, p, i));
          creates += 1;
        } catch (error) {
          errors += 1;
          if (errors === 1) console.error(error);
        }
      }
    }),
  );
  console.log(JSON.stringify({ creates, errors, elapsedMs: performance.now() - begin }));
} finally {
  await database.close();
}

function matchInput(deckId: string, player: number, i: number) {
  return tcgMatchInputSchema.parse({
    deckId,
    opponentDeck: job.opponents[(player * 7 + i) % job.opponents.length],
    format: 'Bo1',
    date: new Date().toISOString().slice(0, 10),
    games: [{ result: results[(player + i) % 2], wentFirst: i % 2 === 0, coinFlipWin: true, coinFlipChoice: 'first' }],
  });
}
