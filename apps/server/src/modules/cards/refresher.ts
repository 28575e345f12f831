/**
 * Keeps the card catalogue filled from a public source (CARD_CATALOGUE_SOURCE_URL, the pokemontcg.io data layout)
 * without a manual step: in the background when the app starts with an empty catalogue, then every
 * CARD_CATALOGUE_REFRESH_HOURS. Searches only ever read the local copy, so a source that cannot be reached costs
 * one failed download per retry, never a wait per keystroke.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CardCatalogueSourceState } from '@trainerlog/core';
import type { Database } from '../../db/connect.ts';
import { createOutageReport, failureReason } from '../../outage.ts';
import { importCatalogue } from './import.ts';

export interface CatalogueRefresherOptions {
  database: Database;
  sourceUrl: string;
  /** Time between two imports once one has succeeded. */
  refreshMs: number;
  /** First wait after a failed import; doubled after each further failure, up to `refreshMs`. */
  retryMs?: number;
  log: FastifyBaseLogger;
}

/** Retries of an unreachable source start after this and back off to the refresh interval. */
const FIRST_RETRY_MS = 5 * 60_000;
/** Only one instance imports at a time when several share the database; the others wait for its result. */
const IMPORT_LOCK_KEY = 0x7472_6c63; // "trlc"
/** How soon an instance that found another one importing looks again. */
const LOCKED_RETRY_MS = 60_000;

export type CatalogueRefresher = ReturnType<typeof createCatalogueRefresher>;

export function createCatalogueRefresher({
  database,
  sourceUrl,
  refreshMs,
  retryMs = FIRST_RETRY_MS,
  log,
}: CatalogueRefresherOptions) {
  let state: CardCatalogueSourceState = 'idle';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let failures = 0;
  const stopping = new AbortController();
  const outage = createOutageReport(log, 'card catalogue');

  function schedule(delayMs: number) {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => void runOnce(), delayMs);
    // A pending refresh must not keep a process alive that is otherwise done (CLI tools, tests).
    timer.unref();
  }

  async function catalogueCount(): Promise<number> {
    const { rows } = await database.db.execute<{ cards: number }>(sql`select count(*)::int as cards from cards`);
    return rows[0]!.cards;
  }

  async function importWithLock(): Promise<'done' | 'locked'> {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        IMPORT_LOCK_KEY,
      ]);
      if (!rows[0]!.locked) return 'locked';
      try {
        const started = Date.now();
        const summary = await importCatalogue(sourceUrl, {
          db: database.db,
          log: (line) => log.debug(`Card catalogue: ${line}`),
          signal: stopping.signal,
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        log.info(
          `Card catalogue refreshed from ${sourceUrl}: ${summary.sets} sets, ${summary.cards} cards ` +
            `(${summary.inserted} new, ${summary.updated} updated) in ${seconds} s`,
        );
        // Not one set came through: the source is as good as unreachable (it went away after the set list).
        if (summary.cards === 0 && summary.failures.length > 0) throw new Error(summary.failures[0]);
        if (summary.failures.length > 0) {
          log.warn(`Card catalogue: ${summary.failures.length} set(s) could not be imported: ${summary.failures[0]}`);
        }
        return 'done';
      } finally {
        await client.query('select pg_advisory_unlock($1)', [IMPORT_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  async function attempt(): Promise<void> {
    // A scheduled refresh of a catalogue that is there keeps it 'ready': searches go on answering from it.
    if (state !== 'ready') state = 'loading';
    try {
      if ((await importWithLock()) === 'locked') {
        schedule(LOCKED_RETRY_MS);
        return;
      }
      failures = 0;
      state = 'ready';
      outage.succeeded();
      schedule(refreshMs);
    } catch (error) {
      if (stopping.signal.aborted) return;
      failures += 1;
      state = 'unreachable';
      const wait = Math.min(refreshMs, retryMs * 2 ** Math.min(failures - 1, 10));
      outage.failed(failureReason(error), new Date(Date.now() + wait));
      schedule(wait);
    }
  }

  function runOnce(): Promise<void> {
    return (running ??= attempt().finally(() => (running = undefined)));
  }

  return {
    /** What the builder is told while the catalogue is empty (GET /api/cards/status). */
    state(): CardCatalogueSourceState {
      return state;
    },

    /** Imports now when the catalogue is empty, else at the next refresh; never waits for the import itself. */
    async start(): Promise<void> {
      try {
        if ((await catalogueCount()) === 0) void runOnce();
        else {
          state = 'ready';
          schedule(refreshMs);
        }
      } catch (error) {
        log.warn({ err: error }, 'Card catalogue: could not read its size; importing at the next refresh');
        schedule(retryMs);
      }
    },

    /** Imports now (and waits), unless an import is running already, which is waited for instead. */
    refresh: runOnce,

    /** Cancels the schedule and a running import (between sets or mid-download), and waits for it to end. */
    async stop(): Promise<void> {
      stopping.abort();
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
