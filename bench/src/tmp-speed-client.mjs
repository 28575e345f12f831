import { Worker } from 'node:worker_threads';
const spec = JSON.parse(process.argv[2]);
const w = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: spec });
w.once('message', (r) => { delete r.latenciesMs; console.log(JSON.stringify(r)); process.exit(0); });
