import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  statusCounts: Record<string, number>;
  elapsedMs: number;
  latenciesMs: number[];
}

/** Runs one load case in a worker thread (load-worker.mjs), so the client's work does not slow the app's thread. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: spec });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** The p-th percentile (0–100) of values sorted ascending; 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
