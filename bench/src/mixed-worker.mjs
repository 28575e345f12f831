// The mixed load (mixed.ts): closed-loop clients, each request an operation drawn by weight, latencies kept per
// operation. Plain JavaScript in a worker thread, like load-worker.mjs.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

function request(agent, op) {
  return new Promise((resolve, reject) => {
    const req = http.request(op.url, { method: op.method, headers: op.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(op.body);
  });
}

/** A small deterministic generator, so every run draws the same sequence of operations. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** @param {{ ops: { name: string, weight: number, url: string, method: string, headers: Record<string,string>, body?: string }[], clients: number, durationMs: number }} spec */
async function run(spec) {
  const results = Object.fromEntries(spec.ops.map((op) => [op.name, { latenciesMs: [], errors: 0, statusCounts: {} }]));
  const total = spec.ops.reduce((n, op) => n + op.weight, 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.clients });
  const begin = performance.now();
  const deadline = begin + spec.durationMs;

  async function client(index) {
    const next = random(index + 1);
    while (performance.now() < deadline) {
      let pick = next() * total;
      const op = spec.ops.find((o) => (pick -= o.weight) < 0) ?? spec.ops[spec.ops.length - 1];
      const result = results[op.name];
      const t0 = performance.now();
      try {
        const status = await request(agent, op);
        result.statusCounts[status] = (result.statusCounts[status] ?? 0) + 1;
        if (status >= 400) result.errors += 1;
      } catch {
        result.errors += 1;
      }
      result.latenciesMs.push(performance.now() - t0);
    }
  }

  await Promise.all(Array.from({ length: spec.clients }, (_, i) => client(i)));
  agent.destroy();
  return { elapsedMs: performance.now() - begin, results };
}

run(workerData).then((result) => parentPort.postMessage(result));
