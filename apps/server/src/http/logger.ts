import type { Writable } from 'node:stream';
import { pino, type DestinationStream, type Logger } from 'pino';

/** Standard output, or what a test captures the lines with. */
export type LogOutput = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Where the log goes: JSON lines (for log collectors) unless stdout is a terminal, where a person reads
 * "12:00:01 INFO  message" instead. Errors keep their stack.
 */
export function logDestination(output: LogOutput = process.stdout): Pick<Writable, 'write'> {
  if (!output.isTTY) return output;
  return {
    write(line: string) {
      try {
        const entry = JSON.parse(line) as { level: number; time: number; msg?: string; err?: { stack?: string } };
        const time = new Date(entry.time).toTimeString().slice(0, 8);
        const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
        const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
        return output.write(`${time} ${level} ${entry.msg ?? ''}${stack}\n`);
      } catch {
        return output.write(line);
      }
    },
  };
}

/**
 * The server's one logger (Fastify's own is this instance, see buildApp): what the process says outside requests —
 * the database starting, "running at", shutdown, crashes — goes through it too, so every line has one format.
 */
export function createLogger(level: string, output: LogOutput = process.stdout): Logger {
  return pino({ level }, logDestination(output) as DestinationStream);
}
