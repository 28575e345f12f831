// The bring/lead advisor (issue 30 "Speed": advisor for one opponent team over 10,000 VGC games ≤ 50 ms): core
// `vgcBringLeadAdvice` — the pure function the server runs over a player's kept rows and the browser's worker runs
// for guests — over 10,000 generated games (about 5,000 matches, Bo1 and Bo3, every game with both sides' four and leads
// and each match with the opponent's preview drawn from 60 teams around 12 cores, so about a tenth of the matches
// share four or more with the asked six).
//
// `npm run bench` runs it; BENCH_BRING_LEAD=0 skips it. Alone: `node --import tsx bench/src/bringLead.ts`.
// Cold: the first call over these matches (after three over another player's, as a running server has its code
// compiled; nothing of theirs read); warm: the median and worst of the next runs, each with a fresh list reader as
// every request has. Both wall and CPU time are printed: on a shared machine the wall time also counts waiting.
import { pathToFileURL } from 'node:url';
import { vgcBringLeadAdvice } from '@trainerlog/core';

const TARGET_MS = 50;
const GAMES = 10_000;
const RUNS = Number(process.env.BENCH_BRING_LEAD_RUNS ?? 30);

const POOL = [
  'Incineroar',
  'Rillaboom',
  'Urshifu-Rapid-Strike',
  'Urshifu',
  'Amoonguss',
  'Flutter Mane',
  'Landorus-Therian',
  'Ogerpon-Wellspring',
  'Ogerpon-Hearthflame',
  'Chi-Yu',
  'Torkoal',
  'Lilligant-Hisui',
  'Walking Wake',
  'Ursaluna',
  'Farigiraf',
  'Pelipper',
  'Archaludon',
  'Basculegion',
  'Kingambit',
  'Gholdengo',
  'Dondozo',
  'Tatsugiri',
  'Calyrex-Shadow',
  'Calyrex-Ice',
  'Miraidon',
  'Koraidon',
  'Terapagos',
  'Raging Bolt',
  'Iron Hands',
  'Tornadus',
  'Charizard-Mega-Y',
  'Indeedee-F',
  'Hatterene',
  'Grimmsnarl',
  'Whimsicott',
  'Sinistcha',
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** About 5,000 matches holding exactly `GAMES` counted games (see header). */
export function bringLeadMatches(seed = 30) {
  const r = rng(seed);
  const pick = (from: readonly string[], n: number) => {
    const left = [...from];
    const out: string[] = [];
    while (out.length < n && left.length) out.push(left.splice(Math.floor(r() * left.length), 1)[0]!);
    return out;
  };
  const cores = Array.from({ length: 12 }, () => pick(POOL, 6));
  const teams = Array.from({ length: 60 }, (_, i) => {
    const core = cores[i % cores.length]!;
    const swapped = pick(core, 4 + Math.floor(r() * 2));
    return [
      ...swapped,
      ...pick(
        POOL.filter((p) => !swapped.includes(p)),
        6 - swapped.length,
      ),
    ];
  });
  const mine = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'];
  const matches = [];
  let games = 0;
  for (let m = 0; games < GAMES; m++) {
    const opponentTeam = teams[Math.floor(r() * teams.length)]!;
    const count = Math.min(r() < 0.5 ? 1 : 3, GAMES - games);
    games += count;
    matches.push({
      _id: `m${m}`,
      opponentTeam,
      games: Array.from({ length: count }, () => {
        const brought = pick(mine, 4);
        const theirs = pick(opponentTeam, 4);
        return {
          result: r() < 0.52 ? 'win' : 'loss',
          broughtPokemon: brought,
          leadPokemon: brought.slice(0, 2),
          opponentBroughtPokemon: theirs,
          opponentLeadPokemon: theirs.slice(0, 2),
        };
      }),
    });
  }
  return { matches, asked: teams[0]! };
}

export async function benchBringLead(log: (line: string) => void): Promise<boolean> {
  const { matches, asked } = bringLeadMatches();
  // Wall time and the process's CPU time: on a machine shared with other work the wall time also counts the time
  // the thread waited for a core, which the CPU time does not.
  const time = () => {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    const advice = vgcBringLeadAdvice(matches, asked);
    const wall = Number(process.hrtime.bigint() - start) / 1e6;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000, advice };
  };
  // A running server has already advised other players: its code is compiled and common names are read. Three calls
  // over another player's games first, so that "cold" is this player's first advice (nothing of theirs read), not
  // the process's start.
  const other = bringLeadMatches(31);
  for (let i = 0; i < 3; i++) vgcBringLeadAdvice(other.matches, other.asked);
  const cold = time();
  const warm = Array.from({ length: RUNS }, () => time());
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const wallMedian = median(warm.map((t) => t.wall));
  const cpuMedian = median(warm.map((t) => t.cpu));
  const worst = Math.max(...warm.map((t) => t.wall));
  log(`\nBring/lead advisor (issue 30): one opponent six over ${GAMES.toLocaleString('en')} VGC games`);
  log(
    `  ${cold.advice.matches.length} of ${matches.length} matches share ≥ ${cold.advice.sharedNeeded} ` +
      `(${cold.advice.games} games)`,
  );
  log(`  cold ${cold.wall.toFixed(1)} ms (CPU ${cold.cpu.toFixed(1)} ms)`);
  log(
    `  warm median ${wallMedian.toFixed(1)} ms (CPU ${cpuMedian.toFixed(1)} ms) · worst of ${RUNS} ${worst.toFixed(1)} ms`,
  );
  const within = wallMedian <= TARGET_MS && cold.cpu <= TARGET_MS;
  log(`  ${within ? 'Within' : 'MISSED'}: ≤ ${TARGET_MS} ms (warm median wall time, cold CPU time)`);
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await benchBringLead((l) => console.log(l)))) process.exitCode = 1;
}
