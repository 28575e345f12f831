// The mixed load (mixed.ts): one closed-loop client per player, each request a kind drawn by weight from the player's
// own kinds and one of that kind's requests drawn evenly, then a think time drawn evenly from 0 to 2 × thinkMs;
// latencies kept per kind. Plain JavaScript in a worker thread, like load-worker.mjs.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

function send(agent, request) {
  return new Promise((resolve, reject) => {
    const req = http.request(request.url, { method: request.method, headers: request.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/** A small deterministic generator, so every run draws the same sequence of requests. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * @typedef {{ url: string, method: string, headers: Record<string,string>, body?: string }} Request
 * @typedef {{ name: string, weight: number, requests: Request[] }} Kind
 * @param {{ clients: { kinds: Kind[] }[], durationMs: number, thinkMs: number }} spec
 */
async function run(spec) {
  const results = {};
  const resultOf = (name) => (results[name] ??= { latenciesMs: [], errors: 0, statusCounts: {} });
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.clients.length });
  const begin = performance.now();
  const deadline = begin + spec.durationMs;

  async function client({ kinds }, index) {
    const next = random(index + 1);
    const total = kinds.reduce((n, kind) => n + kind.weight, 0);
    // Clients start spread over one think time, not all at once.
    await new Promise((r) => setTimeout(r, next() * spec.thinkMs));
    while (performance.now() < deadline) {
      let pick = next() * total;
      const kind = kinds.find((k) => (pick -= k.weight) < 0) ?? kinds[kinds.length - 1];
      const request = kind.requests[Math.floor(next() * kind.requests.length)];
      const result = resultOf(kind.name);
      const t0 = performance.now();
      try {
        const status = await send(agent, request);
        result.statusCounts[status] = (result.statusCounts[status] ?? 0) + 1;
        if (status >= 400) result.errors += 1;
      } catch {
        result.errors += 1;
      }
      result.latenciesMs.push(performance.now() - t0);
      if (spec.thinkMs > 0) await new Promise((r) => setTimeout(r, next() * 2 * spec.thinkMs));
    }
  }

  await Promise.all(spec.clients.map((c, i) => client(c, i)));
  agent.destroy();
  return { elapsedMs: performance.now() - begin, results };
}

run(workerData).then((result) => parentPort.postMessage(result));
