/**
 * The pure core computations that can take long on a phone (issue 28: "move heavy computation off the main thread"):
 * a guest's personal analytics over every stored match, and reading a pasted PTCGL log or a set of Showdown replays.
 * Each loads on first use, in the worker (`coreWorker.ts`) or, where there is none, in the page (`runCoreTask.ts`).
 * Arguments and answers are plain data (structured clone: objects, arrays, Sets, Dates), never functions.
 */
export const coreTasks = {
  tcgPersonalAnalytics: () => import('./tasks/analytics.ts').then((m) => m.tcgPersonalAnalytics),
  vgcPersonalAnalytics: () => import('./tasks/analytics.ts').then((m) => m.vgcPersonalAnalytics),
  tcgCardInsights: () => import('./tasks/cardInsights.ts').then((m) => m.cardInsightsOfMatches),
  tcgCardGames: () => import('./tasks/cardInsights.ts').then((m) => m.cardGamesOfMatches),
  vgcBringLeadAdviceWithin: () => import('./tasks/analytics.ts').then((m) => m.vgcBringLeadAdviceWithin),
  vgcBringLeadGamesWithin: () => import('./tasks/analytics.ts').then((m) => m.vgcBringLeadGamesWithin),
  previewPtcglPaste: () => import('./tasks/ptcglReading.ts').then((m) => m.previewPtcglPaste),
  previewShowdownImport: () => import('./tasks/showdownReading.ts').then((m) => m.previewShowdownImport),
};

export type CoreTaskName = keyof typeof coreTasks;
type TaskFunction<K extends CoreTaskName> = Awaited<ReturnType<(typeof coreTasks)[K]>>;
export type CoreTaskArgs<K extends CoreTaskName> = Parameters<TaskFunction<K>>;
export type CoreTaskResult<K extends CoreTaskName> = ReturnType<TaskFunction<K>>;

/** A request to the worker and its answer, matched by `id`. */
export interface CoreTaskRequest {
  id: number;
  task: CoreTaskName;
  args: unknown[];
}
export type CoreTaskAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Runs a task here (the worker's body, and the page's fallback). */
export async function runCoreTaskHere<K extends CoreTaskName>(
  task: K,
  args: CoreTaskArgs<K>,
): Promise<CoreTaskResult<K>> {
  const fn = (await coreTasks[task]()) as unknown as (...a: CoreTaskArgs<K>) => CoreTaskResult<K>;
  return fn(...args);
}
