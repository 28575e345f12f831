import { benchMixed } from './mixed.ts';
await benchMixed((l) => console.log(l), JSON.parse(process.env.TMP_WEIGHTS ?? 'null'));
