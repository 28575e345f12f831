import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const exec = promisify(execFile);
/** Server CPU µs per request (this process only), with the load in a child process. */
export async function cpuPerRequest(url: string, headers: Record<string, string> = {}, ms = 3000, concurrency = 16) {
  const spec = { url, method: 'GET', headers, concurrency, durationMs: ms, maxRequests: 1e6 };
  const c0 = process.cpuUsage();
  const { stdout } = await exec('node', [new URL('./tmp-speed-client.mjs', import.meta.url).pathname, JSON.stringify(spec)]);
  const c = process.cpuUsage(c0);
  const r = JSON.parse(stdout) as { requests: number; errors: number; elapsedMs: number };
  return { us: (c.user + c.system) / r.requests, rps: (r.requests / r.elapsedMs) * 1000, errors: r.errors };
}
