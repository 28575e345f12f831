import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { cpuPerRequest } from './tmp-speed-cpu.ts';
async function make(kind: string) {
  const f = Fastify();
  if (kind.includes('helmet')) await f.register(helmet);
  if (kind.includes('compress')) await f.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  f.get('/bare', async () => ({ ok: true, now: Date.now() }));
  return { f, url: await f.listen({ port: 0, host: '127.0.0.1' }) };
}
for (const k of process.argv.slice(2)) {
  const { f, url } = await make(k);
  const r = await cpuPerRequest(url + '/bare');
  console.log(k, r.rps.toFixed(0), 'rps; server CPU µs/req', r.us.toFixed(1));
  await f.close();
}
