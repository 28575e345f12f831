/**
 * Pokémon Showdown battles for the replay import's tests and bench (issue 13), written as the simulator writes its
 * protocol: a VGC doubles battle between two players with team preview, four brought each, optional Terastallization,
 * filler turns, and the loser's four fainting one by one; or a singles battle. `replayJson` wraps a log the way the
 * replay server answers `<id>.json`.
 */

export const ALICE_SIX = ['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus', 'Chien-Pao'];
/** Alice brings these four: the first two lead. */
export const ALICE_FOUR = ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom'];
export const BOB_SIX = ['Calyrex-Shadow', 'Amoonguss', 'Farigiraf', 'Ogerpon-Hearthflame', 'Raging Bolt', 'Landorus'];
export const BOB_FOUR = ['Calyrex-Shadow', 'Amoonguss', 'Raging Bolt', 'Farigiraf'];

export const VGC_TIER = '[Gen 9] VGC 2025 Reg I';
export const VGC_FORMAT_ID = 'gen9vgc2025regi';
export const BO3_TIER = '[Gen 9] VGC 2025 Reg I (Bo3)';
export const BO3_FORMAT_ID = 'gen9vgc2025regibo3';

/** 2025-06-15 12:00 UTC, in Unix seconds. */
export const T0 = Date.UTC(2025, 5, 15, 12, 0, 0) / 1000;

export interface BattleSpec {
  p1: string;
  p2: string;
  /** Both sides' six as team preview shows them (`Urshifu-*` for Urshifu) and their four brought, leads first. */
  six?: { p1: string[]; p2: string[] };
  four?: { p1: string[]; p2: string[] };
  /** Who wins; null for a log cut before the end. */
  winner: 'p1' | 'p2' | null;
  start?: number;
  tier?: string;
  /** Showdown's best-of-3 series room (`game-bestof3-<series>-<password>pw`) and this game's number in it. */
  series?: { id: string; password: string; game: number };
  /** A Tera of p1's first lead, of this type. */
  tera?: string;
  /** Turns of Protect before the knockouts, to make the log longer. */
  fillerTurns?: number;
  /** Chat lines between turns (not part of the battle). */
  chat?: boolean;
}

const previewName = (species: string) => (species.startsWith('Urshifu') ? 'Urshifu-*' : species);
/** Showdown names a Pokémon without a nickname after its base species (`Urshifu`), other formes kept here. */
const nick = (species: string) => (species.startsWith('Urshifu') ? 'Urshifu' : species);
const details = (species: string) => `${species}, L50`;

/** One battle's protocol log (see the header). */
export function vgcBattleLog(spec: BattleSpec): string {
  const six = spec.six ?? { p1: ALICE_SIX, p2: BOB_SIX };
  const four = spec.four ?? { p1: ALICE_FOUR, p2: BOB_FOUR };
  let time = spec.start ?? T0;
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  const tick = () => push(`|t:|${(time += 20)}`);
  const name = { p1: spec.p1, p2: spec.p2 };

  push(`|j|☆${spec.p1}`, `|j|☆${spec.p2}`, `|t:|${time}`, '|gametype|doubles');
  push(`|player|p1|${spec.p1}|lucas|1200`, `|player|p2|${spec.p2}|dawn|1180`, '|teamsize|p1|6', '|teamsize|p2|6');
  push('|gen|9', `|tier|${spec.tier ?? VGC_TIER}`, '|rated|');
  if (spec.series) {
    const { id, password, game } = spec.series;
    push(
      `|uhtml|bestof|<h2><strong>Game ${game}</strong> of <a href="/game-bestof3-${id}-${password}pw">a best-of-3</a></h2>`,
    );
  }
  push('|rule|Species Clause: Limit one of each Pokémon', '|rule|Item Clause: Limit 1 of each item', '|clearpoke');
  for (const side of ['p1', 'p2'] as const)
    for (const species of six[side]) push(`|poke|${side}|${details(previewName(species))}|item`);
  push('|teampreview|4', '|', `|t:|${(time += 30)}`, '|start');
  const field = { p1a: four.p1[0]!, p1b: four.p1[1]!, p2a: four.p2[0]!, p2b: four.p2[1]! };
  for (const [slot, species] of Object.entries(field))
    push(`|switch|${slot}: ${nick(species)}|${details(species)}|100/100`);
  let turn = 1;
  push(`|turn|${turn}`);

  const at = (slot: keyof typeof field) => `${slot}: ${nick(field[slot])}`;
  const nextTurn = () => {
    push('|upkeep', '|');
    tick();
    push(`|turn|${++turn}`);
    if (spec.chat) push(`|c|☆${spec.p1}|gl hf ${turn}`);
  };
  if (spec.tera) push(`|-terastallize|${at('p1a')}|${spec.tera}`);
  for (let i = 0; i < (spec.fillerTurns ?? 1); i++) {
    for (const slot of ['p1a', 'p1b', 'p2a', 'p2b'] as const)
      push(`|move|${at(slot)}|Protect|${at(slot)}`, `|-singleturn|${at(slot)}|Protect`);
    nextTurn();
  }
  if (spec.winner === null) return lines.join('\n');

  const winner = spec.winner;
  const loser = winner === 'p1' ? 'p2' : 'p1';
  // The winner brings in its back two…
  field[`${winner}a`] = four[winner][2]!;
  push(`|switch|${at(`${winner}a`)}|${details(field[`${winner}a`])}|100/100`);
  nextTurn();
  field[`${winner}b`] = four[winner][3]!;
  push(`|switch|${at(`${winner}b`)}|${details(field[`${winner}b`])}|100/100`);
  nextTurn();
  // …then knocks out the loser's four, two a turn.
  for (const round of [0, 1]) {
    for (const slot of ['a', 'b'] as const) {
      const target = at(`${loser}${slot}`);
      push(`|move|${at(`${winner}${slot}`)}|Tackle|${target}`, `|-damage|${target}|0 fnt`);
      push(`|faint|${target}`);
    }
    if (round === 0) {
      push('|upkeep');
      for (const [slot, back] of [
        ['a', 2],
        ['b', 3],
      ] as const) {
        field[`${loser}${slot}`] = four[loser][back]!;
        push(`|switch|${at(`${loser}${slot}`)}|${details(field[`${loser}${slot}`])}|100/100`);
      }
      push('|');
      tick();
      push(`|turn|${++turn}`);
    }
  }
  push('|', `|win|${name[winner]}`);
  return lines.join('\n');
}

/** A Gen 9 OU singles battle, not VGC. */
export function singlesBattleLog(p1: string, p2: string): string {
  return [
    `|t:|${T0}`,
    '|gametype|singles',
    `|player|p1|${p1}|lucas|1500`,
    `|player|p2|${p2}|dawn|1500`,
    '|teamsize|p1|6',
    '|teamsize|p2|6',
    '|gen|9',
    '|tier|[Gen 9] OU',
    '|rated|',
    '|clearpoke',
    '|teampreview',
    '|',
    '|start',
    '|switch|p1a: Great Tusk|Great Tusk|100/100',
    '|switch|p2a: Kingambit|Kingambit, F|100/100',
    '|turn|1',
    '|move|p1a: Great Tusk|Headlong Rush|p2a: Kingambit',
    '|-damage|p2a: Kingambit|0 fnt',
    '|faint|p2a: Kingambit',
    '|',
    `|win|${p1}`,
  ].join('\n');
}

export interface ReplayJsonSpec {
  id: string;
  log: string;
  players: [string, string];
  format?: string;
  formatid?: string;
  uploadtime?: number;
  password?: string | null;
}

/** The replay server's answer for `<id>.json`. */
export function replayJson(spec: ReplayJsonSpec): string {
  return JSON.stringify({
    id: spec.id,
    format: spec.format ?? VGC_TIER,
    formatid: spec.formatid ?? VGC_FORMAT_ID,
    players: spec.players,
    log: spec.log,
    uploadtime: spec.uploadtime ?? T0 + 600,
    views: 3,
    rating: 1200,
    private: spec.password ? 1 : 0,
    password: spec.password ?? null,
  });
}
