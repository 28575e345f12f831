import { benchMixed } from './mixed.ts';
await benchMixed((l) => console.log(l));
