/// <reference lib="webworker" />
/**
 * The web app's worker for core computations (see `coreTasks.ts`): one request, one answer, in order of completion.
 * A failure is answered with its message, so the page sees the error the computation threw.
 */
import { runCoreTaskHere, type CoreTaskAnswer, type CoreTaskRequest } from './coreTasks.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<CoreTaskRequest>) => {
  const { id, task, args } = event.data;
  let answer: CoreTaskAnswer;
  try {
    answer = { id, ok: true, value: await runCoreTaskHere(task, args as never) };
  } catch (error) {
    answer = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
