// The mixed traffic scenario alone (issue 18), without the rest of `npm run bench`:
// node --import tsx bench/src/run-mixed.ts
import { benchMixed } from './mixed.ts';

if (!(await benchMixed((line) => console.log(line)))) process.exitCode = 1;
