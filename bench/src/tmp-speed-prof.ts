import Fastify from 'fastify';
import { startBenchApp } from './benchApp.ts';
import { runLoad } from './load.ts';
const app = await startBenchApp('prof', 'profuser');
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, now: Date.now() }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const paths = process.argv.slice(2);
const run = async (url: string, ms: number) => {
  const r = await runLoad({ url, method: 'GET', headers: { 'x-auth-token': app.token }, concurrency: 16, durationMs: ms, maxRequests: 1e6 });
  return ((r.requests / r.elapsedMs) * 1000);
};
await run(app.url + paths[0], 500);
const b = await run(bareUrl + '/bare', 3000);
for (const p of paths) { const x = await run(app.url + p, 3000); console.log(p, x.toFixed(0), 'rps', (x / b).toFixed(3), 'x bare', b.toFixed(0)); }
await bare.close();
await app.close();
