// What the top-level scripts say. By default plain lines (npm test, npm run dev, the CLIs); `npm start` switches to the
// server's format (useServerLogFormat) before it says anything, so its whole output is one log: pino's JSON lines
// when stdout is not a terminal (a service manager, a container, a pipe), "12:00:01 INFO  message" when it is. Node
// built-ins only: this runs before `npm install`.
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** pino's numbers, so that a log collector reads these lines as it reads the server's. */
const LEVELS = { info: 30, warn: 40, error: 50 };

let serverFormat = false;

export function useServerLogFormat() {
  serverFormat = true;
}

/** One line at `level` ('info', 'warn' or 'error'). */
export function say(level, message) {
  if (!serverFormat) return (level === 'info' ? console.log : console.error)(message);
  if (process.stdout.isTTY) {
    const time = new Date().toTimeString().slice(0, 8);
    return process.stdout.write(`${time} ${level.toUpperCase().padEnd(5)} ${message}\n`);
  }
  const entry = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), msg: message };
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}

/**
 * Runs a command to its end and returns its exit code. Its output is passed through as it comes, except in the
 * server's format without a terminal: then each of its lines becomes one log line (stderr's as warnings).
 */
export function runLogged(command, args, options = {}) {
  if (!serverFormat || process.stdout.isTTY) {
    return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1;
  }
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.error) say('error', `Could not run ${command}: ${result.error.message}`);
  for (const [stream, level] of [
    [result.stdout, 'info'],
    [result.stderr, 'warn'],
  ]) {
    for (const line of (stream ?? '').split('\n')) {
      // Terminal colour codes mean nothing in a JSON log.
      const text = stripVTControlCharacters(line).trimEnd();
      if (text) say(level, text);
    }
  }
  return result.status ?? 1;
}
