import fs from 'node:fs';
import { readPtcglLog } from './src/importers/ptcgl/readPtcglLog.ts';
const r = readPtcglLog(fs.readFileSync(process.argv[2]!, 'utf8'));
const limit = Number(process.argv[3] ?? 60);
for (const e of r.timeline.slice(0, limit)) console.log(e.turn, e.player, e.action, e.card, e.englishCard ?? '', e.target ?? '');
console.log('events', r.timeline.length, 'opening', r.openingHand, 'mull', JSON.stringify(r.mulliganHands));
for (const [p, cs] of Object.entries(r.cards)) console.log(p, cs.filter(c=>c.firstUsedTurn!==null).map(c=>`${c.name}@${c.firstUsedTurn}`).join(', '));
console.log(r.problems);
