// One app process for the whole browser suite, on a temporary data dir with the embedded PostgreSQL, with the
// fixture card catalogue loaded the way an operator would (`npm run cards:import -- <folder>`).
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { loadCardCatalogue } from './support/catalogue.ts';
import { makeDataDir, startApp, type AppProcess } from './support/app-process.ts';

let app: AppProcess | undefined;

export default async function setup(project: TestProject) {
  const dataDir = makeDataDir();
  app = await startApp({ dataDir });
  await loadCardCatalogue(dataDir);
  project.provide('baseURL', app.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await app?.stop('SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
