// Pokémon Showdown replays for the tests of /import-replay (issue 13), written here from the battle protocol
// (https://github.com/smogon/pokemon-showdown/blob/master/sim/SIM-PROTOCOL.md): a doubles battle with team preview,
// both leads, switches that bring the back two in, an optional Terastallization per side, the first knock-out, and a
// forfeit that ends it (or a log cut before the end). A game of a Showdown best-of-3 carries the series box
// (`|uhtml|bestof|…Game N of a best-of-3…`). `replayJson` wraps a log the way replay.pokemonshowdown.com answers
// `<id>.json`.

export type Side = 'p1' | 'p2';

export interface SideSpec {
  name: string;
  /** The six shown at team preview, as Showdown writes them (`Urshifu-*` for a hidden forme). */
  team: string[];
  /** The four brought: the first two lead, the other two come in later. Species as they enter the field. */
  brought: [string, string, string, string];
  /** A Terastallization: which brought Pokémon, and its type. */
  tera?: { species: string; type: string };
  /** An open team sheet (`|showteam|`): moves and items per Pokémon of `team`. */
  sheet?: boolean;
}

export interface ReplaySpec {
  /** The replay id (`gen9vgc2025regi-2300000001`). */
  id: string;
  /** A private replay's password (the link ends in `-<password>pw`). */
  password?: string;
  /** The `|tier|` label. */
  tier?: string;
  formatId?: string;
  /** `|gametype|`; doubles unless told. */
  gameType?: 'doubles' | 'singles';
  p1: SideSpec;
  p2: SideSpec;
  /** Who won; null: the log ends before anyone does. */
  winner: Side | null;
  /** Whose Pokémon faints first. */
  firstFaint: Side;
  /** Unix seconds of the battle's start. */
  start: number;
  /** A game of a Showdown best-of-3. */
  series?: { id: string; game: number; password: string };
  /** A chat line, so the fingerprint has something to leave out. */
  chat?: string;
}

const SHEET_MOVES = ['Protect', 'Fake Out', 'Helping Hand', 'Tailwind'];

const other = (side: Side): Side => (side === 'p1' ? 'p2' : 'p1');

function packedSheet(side: SideSpec): string {
  return side.team
    .map((species, i) => {
      const plain = species.replace(/-\*$/, '');
      const moves = SHEET_MOVES.map((m, j) => (j === 0 ? m : `${m}${i}`)).join(',');
      return `${plain}||Sitrus Berry ${i + 1}|Intimidate|${moves}||||||50|,,,,,Water`;
    })
    .join(']');
}

/** The battle log (the replay's `log`), `\n` line ends. */
export function battleLog(spec: ReplaySpec): string {
  const tier = spec.tier ?? '[Gen 9] VGC 2025 Reg I';
  const sides = { p1: spec.p1, p2: spec.p2 };
  const name = (side: Side) => sides[side].name;
  const lines: string[] = [`|j|☆${spec.p1.name}`, `|j|☆${spec.p2.name}`];
  if (spec.series) {
    const { id, game, password } = spec.series;
    lines.push(
      `|uhtml|bestof|<h2><strong>Game ${game}</strong> of <a href="/game-bestof3-${id}-${password}pw">a best-of-3</a></h2>`,
    );
  }
  let clock = spec.start;
  const tick = (seconds = 15) => {
    clock += seconds;
    lines.push('|', `|t:|${clock}`);
  };
  lines.push(
    `|t:|${spec.start - 40}`,
    `|gametype|${spec.gameType ?? 'doubles'}`,
    `|player|p1|${spec.p1.name}|ethan|1200`,
    `|player|p2|${spec.p2.name}|lyra|1180`,
    '|teamsize|p1|6',
    '|teamsize|p2|6',
    '|gen|9',
    `|tier|${tier}`,
    '|rated|',
    '|rule|Species Clause: Limit one of each Pokémon',
    '|clearpoke',
  );
  for (const side of ['p1', 'p2'] as const) {
    for (const species of sides[side].team) lines.push(`|poke|${side}|${species}, L50|`);
  }
  lines.push('|teampreview|4');
  for (const side of ['p1', 'p2'] as const) {
    if (sides[side].sheet) lines.push(`|showteam|${side}|${packedSheet(sides[side])}`);
  }
  if (spec.chat) lines.push(`|c|☆${spec.p1.name}|${spec.chat}`);
  lines.push('|', `|t:|${spec.start}`, '|teamsize|p1|4', '|teamsize|p2|4', '|start');
  const active: Record<Side, [string, string]> = {
    p1: [spec.p1.brought[0], spec.p1.brought[1]],
    p2: [spec.p2.brought[0], spec.p2.brought[1]],
  };
  const slot = (side: Side, i: 0 | 1) => `${side}${i === 0 ? 'a' : 'b'}: ${active[side][i]}`;
  const switchIn = (side: Side, i: 0 | 1, species: string) => {
    active[side][i] = species;
    lines.push(`|switch|${slot(side, i)}|${species}, L50|100/100`);
  };
  for (const side of ['p1', 'p2'] as const) {
    switchIn(side, 0, sides[side].brought[0]);
    switchIn(side, 1, sides[side].brought[1]);
  }
  lines.push('|turn|1');

  // Turn 1: Terastallizations, then the first knock-out; its side sends in its third.
  tick();
  for (const side of ['p1', 'p2'] as const) {
    const tera = sides[side].tera;
    if (!tera) continue;
    const at = active[side].indexOf(tera.species) === 1 ? 1 : 0;
    lines.push(`|-terastallize|${slot(side, at)}|${tera.type}`);
    lines.push(`|detailschange|${slot(side, at)}|${tera.species}, L50, tera:${tera.type}`);
  }
  const fainting = spec.firstFaint;
  const hitter = other(fainting);
  lines.push(`|move|${slot(hitter, 0)}|Close Combat|${slot(fainting, 0)}`);
  lines.push(`|-damage|${slot(fainting, 0)}|0 fnt`, `|faint|${slot(fainting, 0)}`);
  lines.push('|upkeep');
  tick(5);
  switchIn(fainting, 0, sides[fainting].brought[2]);
  lines.push('|turn|2');

  // Turn 2: the other side switches its third in.
  tick();
  switchIn(hitter, 0, sides[hitter].brought[2]);
  lines.push(`|move|${slot(fainting, 1)}|Protect|${slot(fainting, 1)}`, '|upkeep', '|turn|3');

  // Turn 3: both bring their fourth in.
  tick();
  switchIn('p1', 1, spec.p1.brought[3]);
  switchIn('p2', 1, spec.p2.brought[3]);
  lines.push('|upkeep', '|turn|4');

  if (spec.winner) {
    tick(20);
    lines.push(`|-message|${name(other(spec.winner))} forfeited.`, '|', `|win|${name(spec.winner)}`);
  }
  return lines.join('\n');
}

/** The format id of a spec (from the tier label unless given). */
export function formatIdOf(spec: ReplaySpec): string {
  return spec.formatId ?? spec.id.replace(/-\d+$/, '');
}

/** The replay as replay.pokemonshowdown.com answers `<id>.json`. */
export function replayJson(spec: ReplaySpec): string {
  return JSON.stringify({
    id: spec.id,
    format: (spec.tier ?? '[Gen 9] VGC 2025 Reg I').replace(/^\[Gen \d+\] /, '[Gen 9] '),
    players: [spec.p1.name, spec.p2.name],
    log: battleLog(spec),
    uploadtime: spec.start + 400,
    views: 3,
    formatid: formatIdOf(spec),
    rating: 1200,
    private: spec.password ? 1 : 0,
    password: spec.password ?? null,
  });
}

/** The canonical replay link (`https://replay.pokemonshowdown.com/<id>[-<password>pw]`). */
export function replayLink(spec: ReplaySpec): string {
  return `https://replay.pokemonshowdown.com/${spec.id}${spec.password ? `-${spec.password}pw` : ''}`;
}

/** The path a replay server answers the JSON at (`/<id>[-<password>pw].json`). */
export function replayJsonPath(spec: ReplaySpec): string {
  return `/${spec.id}${spec.password ? `-${spec.password}pw` : ''}.json`;
}

// ---------------------------------------------------------------------------------------------------------------
// The teams and games the tests use.

export const ASH_TEAM = ['Flutter Mane', 'Incineroar', 'Rillaboom', 'Urshifu-*', 'Landorus', 'Chien-Pao'];
export const MISTY_TEAM = ['Calyrex-Shadow', 'Whimsicott', 'Pelipper', 'Iron Hands', 'Amoonguss', 'Farigiraf'];

export const ASH = 'AshKetchum';
export const MISTY = 'MistyWaterflower';

const ash = (brought: SideSpec['brought'], extra: Partial<SideSpec> = {}): SideSpec => ({
  name: ASH,
  team: ASH_TEAM,
  brought,
  ...extra,
});
const misty = (brought: SideSpec['brought'], extra: Partial<SideSpec> = {}): SideSpec => ({
  name: MISTY,
  team: MISTY_TEAM,
  brought,
  ...extra,
});

const SERIES = { id: 'gen9vgc2025regibo3-2400000100', password: 'k3y5eriespw0rd' };
const BO3_START = 1_750_000_000;

/** A Showdown best-of-3 (private replays): Ash wins 2–1. */
export const BO3: ReplaySpec[] = [
  {
    id: 'gen9vgc2025regibo3-2400000101',
    password: 'g1secret',
    tier: '[Gen 9] VGC 2025 Reg I (Bo3)',
    p1: ash(['Flutter Mane', 'Incineroar', 'Urshifu-Rapid-Strike', 'Rillaboom'], {
      tera: { species: 'Flutter Mane', type: 'Fairy' },
      sheet: true,
    }),
    p2: misty(['Calyrex-Shadow', 'Whimsicott', 'Iron Hands', 'Amoonguss'], {
      tera: { species: 'Calyrex-Shadow', type: 'Normal' },
      sheet: true,
    }),
    winner: 'p1',
    firstFaint: 'p2',
    start: BO3_START,
    series: { ...SERIES, game: 1 },
    chat: 'gl hf',
  },
  {
    id: 'gen9vgc2025regibo3-2400000102',
    password: 'g2secret',
    tier: '[Gen 9] VGC 2025 Reg I (Bo3)',
    p1: ash(['Rillaboom', 'Urshifu-Rapid-Strike', 'Incineroar', 'Landorus'], { sheet: true }),
    p2: misty(['Pelipper', 'Calyrex-Shadow', 'Whimsicott', 'Farigiraf'], {
      tera: { species: 'Calyrex-Shadow', type: 'Normal' },
      sheet: true,
    }),
    winner: 'p2',
    firstFaint: 'p1',
    start: BO3_START + 700,
    series: { ...SERIES, game: 2 },
  },
  {
    id: 'gen9vgc2025regibo3-2400000103',
    password: 'g3secret',
    tier: '[Gen 9] VGC 2025 Reg I (Bo3)',
    p1: ash(['Chien-Pao', 'Flutter Mane', 'Incineroar', 'Landorus'], {
      tera: { species: 'Chien-Pao', type: 'Dark' },
      sheet: true,
    }),
    p2: misty(['Calyrex-Shadow', 'Amoonguss', 'Iron Hands', 'Whimsicott'], { sheet: true }),
    winner: 'p1',
    firstFaint: 'p2',
    start: BO3_START + 1500,
    series: { ...SERIES, game: 3 },
  },
];

/** A ladder Bo1 (public replay): Misty (p1 here) beats Brock. */
export const LADDER_BO1: ReplaySpec = {
  id: 'gen9vgc2025regi-2400000200',
  p1: misty(['Whimsicott', 'Iron Hands', 'Calyrex-Shadow', 'Pelipper']),
  p2: {
    name: 'BrockRock',
    team: ['Kingambit', 'Gholdengo', 'Dragonite', 'Rillaboom', 'Amoonguss', 'Incineroar'],
    brought: ['Kingambit', 'Gholdengo', 'Dragonite', 'Incineroar'],
    tera: { species: 'Kingambit', type: 'Flying' },
  },
  winner: 'p1',
  firstFaint: 'p2',
  start: 1_751_000_000,
};

/** A singles battle: not VGC. */
export const SINGLES: ReplaySpec = {
  id: 'gen9ou-2400000300',
  tier: '[Gen 9] OU',
  gameType: 'singles',
  p1: ash(['Flutter Mane', 'Incineroar', 'Rillaboom', 'Landorus']),
  p2: misty(['Calyrex-Shadow', 'Whimsicott', 'Pelipper', 'Iron Hands']),
  winner: 'p2',
  firstFaint: 'p1',
  start: 1_752_000_000,
};

/**
 * One entry of Showdown's replay search (`/search.json?user=<id>`), as replay.pokemonshowdown.com lists a public
 * replay: newest first in the answer, `rating` when rated.
 */
export function searchEntry(spec: ReplaySpec) {
  const replay = JSON.parse(replayJson(spec)) as { format: string; players: string[]; uploadtime: number };
  return { uploadtime: replay.uploadtime, id: spec.id, format: replay.format, players: replay.players, rating: 1200 };
}
