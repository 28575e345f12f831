/**
 * Builders of Showdown battle logs for the replay reader's tests (issue 13): protocol lines as Showdown writes them
 * (sim/SIM-PROTOCOL.md), the replay JSON the replay server answers, and the page Showdown's "Download" button saves.
 * The battles are made up; only their shapes follow real replays.
 */
import { Dex } from '@pkmn/dex';

export interface Header {
  p1?: string;
  p2?: string;
  /** The `|tier|` label; null leaves the line out. */
  tier?: string | null;
  gametype?: string | null;
  gen?: number | null;
  /** true → `|rated|`; a string → `|rated|MESSAGE`; false → no line. */
  rated?: boolean | string;
  time?: number;
  /** `[game, of, series room]` → the `|uhtml|bestof|` box before the battle. */
  bestOf?: [number, number, string];
  teamsize?: number;
}

export const T = 1_750_000_000;

/** The opening lines of a battle, up to the rules (as a ladder VGC battle writes them). */
export function head(options: Header = {}): string[] {
  const p1 = options.p1 ?? 'Alice';
  const p2 = options.p2 ?? 'Bob';
  const time = options.time ?? T;
  const lines = [`|j|☆${p1}`, `|j|☆${p2}`];
  if (options.bestOf) {
    const [game, of, room] = options.bestOf;
    lines.push(
      `|html|<table width="100%"><tr><td align="left">${p1}</td><td align="right">${p2}</tr></table>`,
      `|uhtml|bestof|<h2><strong>Game ${game}</strong> of <a href="/game-bestof${of}-${room}">a best-of-${of}</a></h2>`,
    );
  }
  lines.push(`|t:|${time}`);
  if (options.gametype !== null) lines.push(`|gametype|${options.gametype ?? 'doubles'}`);
  lines.push(`|player|p1|${p1}|265|1500`, `|player|p2|${p2}|170|1480`);
  if (options.teamsize !== 0) {
    lines.push(`|teamsize|p1|${options.teamsize ?? 6}`, `|teamsize|p2|${options.teamsize ?? 6}`);
  }
  if (options.gen !== null) lines.push(`|gen|${options.gen ?? 9}`);
  if (options.tier !== null) lines.push(`|tier|${options.tier ?? '[Gen 9] VGC 2025 Reg I'}`);
  const rated = options.rated ?? true;
  if (rated !== false) lines.push(rated === true ? '|rated|' : `|rated|${rated}`);
  lines.push('|rule|Species Clause: Limit one of each Pokémon', '|rule|Item Clause: Limit 1 of each item');
  return lines;
}

/** Team preview: `|clearpoke`, the six `|poke|` lines of each side, `|teampreview|4`. */
export function preview(p1: readonly string[], p2: readonly string[]): string[] {
  return [
    '|clearpoke',
    ...p1.map((species) => `|poke|p1|${species}, L50|`),
    ...p2.map((species) => `|poke|p2|${species}, L50|`),
    '|teampreview|4',
    '|',
    `|t:|${T + 40}`,
  ];
}

/** A Pokémon entering: `switch('p1a', 'Incineroar')`, with a nickname `switch('p1a', 'Incineroar', 'Cat')`. */
export function enter(
  position: string,
  species: string,
  nickname?: string,
  how: 'switch' | 'drag' | 'replace' = 'switch',
): string {
  // Without a nickname, Showdown names a Pokémon after its base species (`p2a: Urshifu|Urshifu-Rapid-Strike`).
  const known = Dex.species.get(species);
  const name = nickname ?? (known.exists ? known.baseSpecies : (species.split('-')[0] ?? species));
  return `|${how}|${position}: ${name}|${species}, L50${how === 'replace' ? '' : ', M'}|100/100`;
}

/** A turn's usual filler (moves and damage the reader skips), then `|turn|n`. */
export function turn(n: number, ...events: string[]): string[] {
  return ['|', `|t:|${T + 60 * n}`, ...events, '|upkeep', `|turn|${n}`];
}

export const move = (user: string, name: string, target: string) => `|move|${user}|${name}|${target}`;
export const faint = (ident: string) => [`|-damage|${ident}|0 fnt`, `|faint|${ident}`];

/** The replay JSON of the replay server for a log (`players`, `formatid`…); `old` writes the pre-2023 shape. */
export function replayJson(
  log: string,
  options: { id?: string; format?: string; players?: [string, string]; uploadtime?: number; password?: string | null },
  old = false,
): string {
  const id = options.id ?? 'gen9vgc2025regi-2345678901';
  const players = options.players ?? ['Alice', 'Bob'];
  const format = options.format ?? '[Gen 9] VGC 2025 Reg I';
  if (old) {
    return JSON.stringify({ id, format, p1: players[0], p2: players[1], log, uploadtime: options.uploadtime ?? T });
  }
  return JSON.stringify({
    id,
    format,
    players,
    log,
    uploadtime: options.uploadtime ?? T + 900,
    views: 3,
    formatid: id.replace(/-\d+$/, '').replace(/^.*-/, ''),
    rating: 1500,
    private: options.password ? 1 : 0,
    password: options.password ?? null,
  });
}

/** The page Showdown's "Download" button saves: the log in a text/plain script, every `/` escaped as `\/`. */
export function replayPage(log: string, replayId?: string): string {
  return [
    '<!DOCTYPE html>',
    '<meta charset="utf-8" />',
    '<!-- version 1 -->',
    '<title>[Gen 9] VGC 2025 Reg I replay: Alice vs. Bob</title>',
    '<div class="wrapper replay-wrapper" style="max-width:1180px;margin:0 auto">',
    replayId ? `<input type="hidden" name="replayid" value="${replayId}" />` : '',
    '<div class="battle"></div><div class="battle-log"></div><div class="replay-controls"></div>',
    '<script type="text/plain" class="battle-log-data">' + log.replace(/\//g, '\\/') + '</script>',
    '</div>',
    `<script>let daily = Math.floor(Date.now()/1000/60/60/24);document.write('<script src="https://play.pokemonshowdown.com/js/replay-embed.js?version'+daily+'"></'+'script>');</script>`,
  ].join('\n');
}

export const REG_I_P1 = ['Miraidon', 'Iron Hands', 'Farigiraf', 'Whimsicott', 'Chi-Yu', 'Ogerpon-Wellspring'];
export const REG_I_P2 = ['Calyrex-Shadow', 'Incineroar', 'Urshifu-*', 'Rillaboom', 'Amoonguss', 'Raging Bolt'];

/**
 * A finished Reg I game: Alice (p1) leads Miraidon + Whimsicott, Bob (p2) Calyrex-Shadow (nicknamed "Horse") +
 * Incineroar, then Urshifu-Rapid-Strike and Rillaboom; Bob's four faint by turn 4.
 */
export function regIGame(options: Header = {}): string[] {
  return [
    ...head(options),
    ...preview(REG_I_P1, REG_I_P2),
    '|start',
    enter('p1a', 'Miraidon'),
    enter('p1b', 'Whimsicott'),
    enter('p2a', 'Calyrex-Shadow', 'Horse'),
    enter('p2b', 'Incineroar'),
    '|-fieldstart|move: Electric Terrain|[from] ability: Hadron Engine|[of] p1a: Miraidon',
    '|turn|1',
    ...turn(
      2,
      move('p1b: Whimsicott', 'Tailwind', 'p1b: Whimsicott'),
      '|-terastallize|p2a: Horse|Normal',
      move('p2a: Horse', 'Astral Barrage', 'p1a: Miraidon'),
      '|-damage|p1a: Miraidon|60/100',
      move('p1a: Miraidon', 'Electro Drift', 'p2b: Incineroar'),
      ...faint('p2b: Incineroar'),
    ),
    enter('p2b', 'Urshifu-Rapid-Strike'),
    ...turn(
      3,
      '|-terastallize|p1a: Miraidon|Electric',
      move('p1a: Miraidon', 'Draco Meteor', 'p2a: Horse'),
      ...faint('p2a: Horse'),
    ),
    enter('p2a', 'Rillaboom'),
    ...turn(4),
    move('p1a: Miraidon', 'Electro Drift', 'p2a: Rillaboom'),
    ...faint('p2a: Rillaboom'),
    move('p1b: Whimsicott', 'Moonblast', 'p2b: Urshifu'),
    ...faint('p2b: Urshifu'),
    '|',
    `|win|${options.p1 ?? 'Alice'}`,
  ];
}

export const CHAMPIONS_P1 = ['Charizard', 'Kingambit', 'Sinistcha', 'Basculegion', 'Garchomp', 'Whimsicott'];
export const CHAMPIONS_P2 = ['Floette-Eternal', 'Incineroar', 'Gengar', 'Pelipper', 'Archaludon', 'Tyranitar'];

/**
 * A Pokémon Champions game (issue 29), Reg M-A Bo3 game 1: Alice's Charizard Mega Evolves as current logs write it
 * (the forme change first, then `|-mega|POKEMON|SPECIES|MEGASTONE`), Bob's Floette (nicknamed "Flower") as older
 * logs write it (`|-mega|POKEMON|MEGASTONE`, then the forme change), and comes back in later as its Mega forme. The
 * battle ends with `end`: `|tie` (the overall timer) by default, or `|win|NAME`.
 */
export function championsGame(end = '|tie', options: Header = {}): string[] {
  return [
    ...head({
      tier: '[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)',
      bestOf: [1, 3, 'gen9championsvgc2026regmabo3-2700000000'],
      teamsize: 4,
      rated: 'Tournament battle',
      ...options,
    }),
    ...preview(CHAMPIONS_P1, CHAMPIONS_P2),
    '|start',
    enter('p1a', 'Charizard'),
    enter('p1b', 'Whimsicott'),
    enter('p2a', 'Floette-Eternal', 'Flower'),
    enter('p2b', 'Incineroar'),
    '|turn|1',
    ...turn(
      2,
      '|detailschange|p1a: Charizard|Charizard-Mega-Y, L50, M',
      '|-mega|p1a: Charizard|Charizard|Charizardite Y',
      '|-weather|SunnyDay|[from] ability: Drought|[of] p1a: Charizard',
      '|-mega|p2a: Flower|Floettite',
      '|detailschange|p2a: Flower|Floette-Mega, L50, F',
      move('p1b: Whimsicott', 'Tailwind', 'p1b: Whimsicott'),
      move('p1a: Charizard', 'Heat Wave', 'p2a: Flower'),
      '|-damage|p2a: Flower|40/100',
      move('p2a: Flower', 'Light of Ruin', 'p1a: Charizard'),
      '|-damage|p1a: Charizard|30/100',
    ),
    enter('p2a', 'Gengar'),
    ...turn(3, move('p2b: Incineroar', 'Fake Out', 'p1b: Whimsicott'), ...faint('p1b: Whimsicott')),
    enter('p1b', 'Garchomp'),
    ...turn(4),
    '|switch|p2a: Flower|Floette-Mega, L50, F|40/100',
    move('p1b: Garchomp', 'Protect', 'p1b: Garchomp'),
    '|',
    '|-message|Time is up for both players.',
    end,
  ];
}
