// A bounded closed-loop load generator, run in a worker thread so it does not share the server's event loop.
// Plain JavaScript: worker threads do not inherit the TypeScript loader.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

// node:http with keep-alive costs the client far less CPU than fetch, so the numbers describe the server.
function request(agent, spec) {
  return new Promise((resolve, reject) => {
    const req = http.request(spec.url, { method: spec.method, headers: spec.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(spec.body);
  });
}

/** @param {import('./load.ts').LoadSpec} spec */
async function runLoad(spec) {
  const latencies = [];
  const statusCounts = {};
  let started = 0;
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const begin = performance.now();
  const deadline = begin + spec.durationMs;

  async function client() {
    while (performance.now() < deadline && started < spec.maxRequests) {
      started += 1;
      const t0 = performance.now();
      try {
        const status = await request(agent, spec);
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        if (status >= 400) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }

  await Promise.all(Array.from({ length: spec.concurrency }, client));
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    statusCounts,
    elapsedMs: performance.now() - begin,
    latenciesMs: latencies,
  };
}

runLoad(workerData).then((result) => parentPort.postMessage(result));
