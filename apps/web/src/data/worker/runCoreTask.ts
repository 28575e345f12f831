/**
 * Runs a core computation off the page's main thread (issue 28), so a long analytics pass or reading a big paste
 * never blocks taps and scrolling on a phone. One module worker serves the whole app, started on first use.
 *
 * Decisions:
 * - Where a worker cannot be started (no Worker, as in the unit tests' DOM, or a browser refusing module workers)
 *   or dies, the task runs in the page: the answer is the same, only where it is computed differs.
 * - An error thrown by the computation comes back as an Error with the same message; the worker stays up.
 */
import {
  runCoreTaskHere,
  type CoreTaskAnswer,
  type CoreTaskArgs,
  type CoreTaskName,
  type CoreTaskRequest,
  type CoreTaskResult,
} from './coreTasks.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  run: () => void;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The shared worker, or null when this browser cannot give one (then every task runs in the page). */
function coreWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./coreWorker.ts', import.meta.url), { type: 'module', name: 'trainerlog-core' });
  } catch {
    worker = null;
  }
  if (worker) {
    worker.onmessage = (event: MessageEvent<CoreTaskAnswer>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.message));
    };
    // The worker could not load or crashed: what it had in hand runs in the page, and so does everything after.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      const orphans = [...pending.values()];
      pending.clear();
      orphans.forEach((task) => task.run());
    };
  }
  return worker;
}

export function runCoreTask<K extends CoreTaskName>(task: K, ...args: CoreTaskArgs<K>): Promise<CoreTaskResult<K>> {
  return new Promise<CoreTaskResult<K>>((resolve, reject) => {
    const runHere = () => runCoreTaskHere(task, args).then(resolve, reject);
    const target = coreWorker();
    if (!target) {
      void runHere();
      return;
    }
    const id = nextId++;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, run: () => void runHere() });
    try {
      target.postMessage({ id, task, args } satisfies CoreTaskRequest);
    } catch {
      // Arguments the structured clone cannot copy: compute here rather than fail.
      pending.delete(id);
      void runHere();
    }
  });
}
