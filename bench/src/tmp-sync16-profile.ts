import pg from 'pg';
import { startBenchApp } from './benchApp.ts';
const bench = await startBenchApp('prof', 'profuser');
const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const original = proto.query;
let log: string[] | null = null;
proto.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const start = performance.now();
  const answer = original.apply(this, args);
  if (log && answer instanceof Promise) void answer.finally(() => log?.push(`${(performance.now() - start).toFixed(2)}ms ${text.replace(/\s+/g, ' ').slice(0, 160)}`)).catch(() => {});
  return answer;
};
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${bench.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': bench.token }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
};
const body = (i: number) => ({ clientId: `local_1_tcg${i}`, deckId: 'local_1_deck1', deckName: 'Gardevoir', opponentDeck: 'Lost Box', date: '2025-01-01', games: [{ result: 'win' }], notes: 'x' });
for (let i = 0; i < 50; i++) await post('/api/tcgmatches', body(i));
log = [];
let t = performance.now();
console.log(await post('/api/tcgmatches', body(1000)), (performance.now() - t).toFixed(2), 'ms');
console.log(log.join('\n'));
log = null;
const N = Number(process.env.N ?? 300);
for (const conc of [1, 4]) {
  t = performance.now();
  let next = 2000 + conc * 10000;
  const end = next + N;
  await Promise.all(Array.from({ length: conc }, async () => { while (next < end) await post('/api/tcgmatches', body(next++)); }));
  console.log(`conc ${conc}: ${((performance.now() - t) / N).toFixed(2)} ms/item`);
  t = performance.now();
  next = 2000 + conc * 10000;
  await Promise.all(Array.from({ length: conc }, async () => { while (next < end) await post('/api/tcgmatches', body(next++)); }));
  console.log(`conc ${conc} again: ${((performance.now() - t) / N).toFixed(2)} ms/item`);
}
await bench.close();
