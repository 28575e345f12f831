// HAProxy from Debian's packages in front of app instances (issue 31; docs/deployment.md has the same configuration
// for operators): the fleet test (tests/fleet.test.ts) and the mixed bench's fleet run (bench/src/mixed.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));

/** The balancer's configuration: round robin over `servers`, health-checked on /api/health every `checkMs`. */
export function haproxyConfig(port: number, servers: number[], checkMs: number): string {
  return [
    'global',
    '  maxconn 2048',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A request that cannot reach a server (refused connection) goes to another one; writes carry a clientId, so a
    // create retried after an empty response is answered with the match it already made (exactly-once, issue 16).
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    '  retry-on conn-failure empty-response',
    'frontend fleet',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  default-server inter ${checkMs}ms fall 2 rise 2`,
    ...servers.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

export interface Balancer {
  url: string;
  stop(): void;
}

/**
 * Writes the configuration into `dir`, checks it (`haproxy -c`), starts HAProxy in the foreground and waits until it
 * answers /api/health through a server.
 */
export async function startHaproxy(options: {
  dir: string;
  port: number;
  servers: number[];
  checkMs: number;
}): Promise<Balancer> {
  if (!HAPROXY) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const config = path.join(options.dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(options.port, options.servers, options.checkMs));
  const check = spawnSync(HAPROXY, ['-c', '-f', config]);
  if (check.status !== 0) throw new Error(`The HAProxy configuration is invalid: ${check.stderr.toString()}`);
  const haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i++) {
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (i >= 100) {
      haproxy.kill('SIGTERM');
      throw new Error('The balancer did not answer within 10 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => haproxy.kill('SIGTERM') };
}
