import { describe, expect, it } from 'vitest';
import { formatShowdownPaste, parseShowdownPaste } from '../src/index.ts';
import {
  PASTE_EVS_UNREADABLE,
  PASTE_LINE_BEFORE_SET,
  PASTE_MISSING_SPECIES,
  PASTE_SECOND_TEAM,
  PASTE_TOO_MANY_MOVES,
  PASTE_TOO_MANY_POKEMON,
  PASTE_UNKNOWN_LINE,
} from '../src/formats/showdownPaste.ts';
import { EV_TOTAL_EXCEEDED, teamPokemonInputSchema } from '../src/schemas/teams.ts';
import type { TeamPokemonInput } from '../src/index.ts';
import type { TeamPokemonInputBody } from '../src/schemas/teams.ts';

/** A complete Pokémon from the fields a test cares about. */
const mon = (fields: TeamPokemonInputBody): TeamPokemonInput => teamPokemonInputSchema.parse(fields);

/** Our own sun team, written as Showdown's Import/Export writes it (two trailing spaces on every line). */
const SUN_TEAM = [
  '=== [gen9vgc2025regh] Sunny Side Up ===  ',
  '',
  'Sol (Torkoal) (F) @ Charcoal  ',
  'Ability: Drought  ',
  'Level: 50  ',
  'Tera Type: Fire  ',
  'EVs: 252 HP / 252 SpA / 4 SpD  ',
  'Quiet Nature  ',
  'IVs: 0 Atk / 0 Spe  ',
  '- Eruption  ',
  '- Heat Wave  ',
  '- Earth Power  ',
  '- Protect  ',
  '',
  'Lilligant-Hisui (F) @ Focus Sash  ',
  'Ability: Chlorophyll  ',
  'Level: 50  ',
  'Shiny: Yes  ',
  'Tera Type: Rock  ',
  'EVs: 4 HP / 252 Atk / 252 Spe  ',
  'Jolly Nature  ',
  '- Close Combat  ',
  '- Leaf Blade  ',
  '- After You  ',
  '- Sleep Powder  ',
  '',
  'Ogerpon-Hearthflame @ Hearthflame Mask  ',
  'Ability: Mold Breaker  ',
  'Level: 50  ',
  'Tera Type: Fire  ',
  'EVs: 252 Atk / 4 SpD / 252 Spe  ',
  'Adamant Nature  ',
  '- Ivy Cudgel  ',
  '- Horn Leech  ',
  '- Follow Me  ',
  '- Spiky Shield  ',
  '',
  'Urshifu-Rapid-Strike (M) @ Mystic Water  ',
  'Ability: Unseen Fist  ',
  'Level: 50  ',
  'Tera Type: Water  ',
  'EVs: 4 HP / 252 Atk / 252 Spe  ',
  'Jolly Nature  ',
  '- Surging Strikes  ',
  '- Close Combat  ',
  '- Aqua Jet  ',
  '- Detect  ',
  '',
  'Chi-Yu @ Choice Specs  ',
  'Ability: Beads of Ruin  ',
  'Level: 50  ',
  'Tera Type: Fire  ',
  'EVs: 4 HP / 252 SpA / 252 Spe  ',
  'Timid Nature  ',
  '- Heat Wave  ',
  '- Overheat  ',
  '- Dark Pulse  ',
  '- Psychic  ',
  '',
  'Indeedee-F @ Psychic Seed  ',
  'Ability: Psychic Surge  ',
  'Level: 50  ',
  'Tera Type: Grass  ',
  'EVs: 252 HP / 252 Def / 4 SpD  ',
  'Bold Nature  ',
  'IVs: 0 Atk  ',
  '- Follow Me  ',
  '- Helping Hand  ',
  '- Trick Room  ',
  '- Protect  ',
  '',
].join('\n');

const SUN_TEAM_POKEMON: TeamPokemonInput[] = [
  mon({
    species: 'Torkoal',
    nickname: 'Sol',
    gender: 'F',
    item: 'Charcoal',
    ability: 'Drought',
    teraType: 'Fire',
    evs: { hp: 252, spa: 252, spd: 4 },
    nature: 'Quiet',
    ivs: { atk: 0, spe: 0 },
    moves: ['Eruption', 'Heat Wave', 'Earth Power', 'Protect'],
  }),
  mon({
    species: 'Lilligant-Hisui',
    gender: 'F',
    item: 'Focus Sash',
    ability: 'Chlorophyll',
    shiny: true,
    teraType: 'Rock',
    evs: { hp: 4, atk: 252, spe: 252 },
    nature: 'Jolly',
    moves: ['Close Combat', 'Leaf Blade', 'After You', 'Sleep Powder'],
  }),
  mon({
    species: 'Ogerpon-Hearthflame',
    item: 'Hearthflame Mask',
    ability: 'Mold Breaker',
    teraType: 'Fire',
    evs: { atk: 252, spd: 4, spe: 252 },
    nature: 'Adamant',
    moves: ['Ivy Cudgel', 'Horn Leech', 'Follow Me', 'Spiky Shield'],
  }),
  mon({
    species: 'Urshifu-Rapid-Strike',
    gender: 'M',
    item: 'Mystic Water',
    ability: 'Unseen Fist',
    teraType: 'Water',
    evs: { hp: 4, atk: 252, spe: 252 },
    nature: 'Jolly',
    moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect'],
  }),
  mon({
    species: 'Chi-Yu',
    item: 'Choice Specs',
    ability: 'Beads of Ruin',
    teraType: 'Fire',
    evs: { hp: 4, spa: 252, spe: 252 },
    nature: 'Timid',
    moves: ['Heat Wave', 'Overheat', 'Dark Pulse', 'Psychic'],
  }),
  mon({
    species: 'Indeedee-F',
    item: 'Psychic Seed',
    ability: 'Psychic Surge',
    teraType: 'Grass',
    evs: { hp: 252, def: 252, spd: 4 },
    nature: 'Bold',
    ivs: { atk: 0 },
    moves: ['Follow Me', 'Helping Hand', 'Trick Room', 'Protect'],
  }),
];

/** A looser paste: no levels, no EVs, nicknames, `~` moves, Hidden Power, lines Showdown writes for older games. */
const ODDS_AND_ENDS = `Tusk (Great Tusk)
Ability: Protosynthesis
~ Headlong Rush
~ Ice Spinner

Calyrex-Shadow @ Life Orb
Ability: As One (Spectrier)
Level: 100
Happiness: 0
Pokeball: Cherish Ball
Dynamax Level: 5
Gigantamax: Yes
Hidden Power: Fire
Modest Nature
- Astral Barrage
- Hidden Power [Fire]

Mr. Mime-Galar
Tera Type: stellar
jolly nature
- Freeze-Dry

Big Mouth (Tauros-Paldea-Aqua) (M)
- Wave Crash
- Raging Bull

Porygon-Z @ Choice Scarf

Landorus-Therian
Ability: Intimidate
EVs: 252 hp / 4 atk / 252 speed
`;

describe('parseShowdownPaste', () => {
  it('reads a full Showdown export with a team header, nicknames, genders, shiny, forms, EVs and IVs', () => {
    const parsed = parseShowdownPaste(SUN_TEAM);
    expect(parsed.problems).toEqual([]);
    expect(parsed.name).toBe('Sunny Side Up');
    expect(parsed.format).toBe('gen9vgc2025regh');
    expect(parsed.pokemon).toEqual(SUN_TEAM_POKEMON);
  });

  it('reads sets without levels, items or EVs, `~` moves, Hidden Power, and ignores lines of older games', () => {
    const parsed = parseShowdownPaste(ODDS_AND_ENDS);
    expect(parsed.problems).toEqual([]);
    expect(parsed.name).toBe('');
    expect(parsed.format).toBe('');
    expect(parsed.pokemon).toEqual([
      mon({
        species: 'Great Tusk',
        nickname: 'Tusk',
        ability: 'Protosynthesis',
        moves: ['Headlong Rush', 'Ice Spinner'],
      }),
      mon({
        species: 'Calyrex-Shadow',
        item: 'Life Orb',
        ability: 'As One (Spectrier)',
        level: 100,
        nature: 'Modest',
        moves: ['Astral Barrage', 'Hidden Power Fire'],
      }),
      mon({ species: 'Mr. Mime-Galar', teraType: 'Stellar', nature: 'Jolly', moves: ['Freeze-Dry'] }),
      mon({ species: 'Tauros-Paldea-Aqua', nickname: 'Big Mouth', gender: 'M', moves: ['Wave Crash', 'Raging Bull'] }),
      mon({ species: 'Porygon-Z', item: 'Choice Scarf' }),
      mon({ species: 'Landorus-Therian', ability: 'Intimidate', evs: { hp: 252, atk: 4, spe: 252 } }),
    ]);
    expect(parsed.pokemon.every((p) => p.level === 100 || p.level === 50)).toBe(true);
  });

  it('reads Windows line endings, a byte order mark, tabs and runs of spaces like a clean paste', () => {
    const messy =
      '\uFEFF' +
      SUN_TEAM.split('\n')
        .map((line) => line.replace(/ /g, '  ').replace(/^/, '\t'))
        .join('\r\n');
    const parsed = parseShowdownPaste(messy);
    expect(parsed.problems).toEqual([]);
    expect(parsed.pokemon).toEqual(SUN_TEAM_POKEMON);
    expect(parsed.name).toBe('Sunny Side Up');
  });

  it('reads a paste copied with a blank line between every line', () => {
    const doubleSpaced = [
      'Chi-Yu @ Choice Specs',
      'Ability: Beads of Ruin',
      'Timid Nature',
      '- Heat Wave',
      '',
      'Porygon-Z',
    ]
      .join('\n\n')
      .replace(/\n\n\n\n/, '\n\n');
    const parsed = parseShowdownPaste(doubleSpaced);
    expect(parsed.problems).toEqual([]);
    expect(parsed.pokemon).toEqual([
      mon({ species: 'Chi-Yu', item: 'Choice Specs', ability: 'Beads of Ruin', nature: 'Timid', moves: ['Heat Wave'] }),
      mon({ species: 'Porygon-Z' }),
    ]);
  });

  it('tells a species in parentheses from a gender', () => {
    const parsed = parseShowdownPaste(
      [
        'Pikachu (F)',
        '',
        'Sparky (Pikachu)',
        '',
        'M (Pikachu) (M) @ Light Ball',
        '',
        'Queen (Indeedee-F) (F) @ Psychic Seed',
        '',
        'Big (Small) (Maushold-Four) @ Wide Lens',
        '',
        'Incineroar (Incineroar) (m) @ Sitrus Berry',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.pokemon.map((p) => [p.nickname, p.species, p.gender, p.item])).toEqual([
      ['', 'Pikachu', 'F', ''],
      ['Sparky', 'Pikachu', null, ''],
      ['M', 'Pikachu', 'M', 'Light Ball'],
      ['Queen', 'Indeedee-F', 'F', 'Psychic Seed'],
      ['Big (Small)', 'Maushold-Four', null, 'Wide Lens'],
      ['', 'Incineroar', 'M', 'Sitrus Berry'],
    ]);
  });

  it('reports unknown lines and bad values with their line numbers, and keeps the rest of the set', () => {
    const parsed = parseShowdownPaste(
      [
        'Ability: Intimidate', // 1: before any set
        '', // 2
        'Incineroar @ Sitrus Berry', // 3
        'Ability: Intimidate', // 4
        'Level: 500', // 5
        'Tera Type: Plastic', // 6
        'EVs: 252 HP / 252 Def / 252 SpD', // 7
        'IVs: 32 Spe', // 8
        'Silly Nature', // 9
        'Favourite food: berries', // 10
        'Shiny: Maybe', // 11
        'EVs: lots', // 12
        '- Fake Out', // 13
        '- Knock Off', // 14
        '- Parting Shot', // 15
        '- Protect', // 16
        '- Flare Blitz', // 17
        'just some words', // 18
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([
      { line: 1, text: 'Ability: Intimidate', message: PASTE_LINE_BEFORE_SET },
      { line: 5, text: 'Level: 500', message: 'Level must be a whole number between 1 and 100' },
      { line: 6, text: 'Tera Type: Plastic', message: 'Unknown Tera type "Plastic"' },
      { line: 7, text: 'EVs: 252 HP / 252 Def / 252 SpD', message: EV_TOTAL_EXCEEDED },
      { line: 8, text: 'IVs: 32 Spe', message: 'IVs must be between 0 and 31 per stat' },
      { line: 9, text: 'Silly Nature', message: 'Unknown nature "Silly"' },
      { line: 10, text: 'Favourite food: berries', message: PASTE_UNKNOWN_LINE },
      { line: 11, text: 'Shiny: Maybe', message: 'Shiny must be Yes or No' },
      { line: 12, text: 'EVs: lots', message: PASTE_EVS_UNREADABLE },
      { line: 17, text: '- Flare Blitz', message: PASTE_TOO_MANY_MOVES },
      { line: 18, text: 'just some words', message: PASTE_UNKNOWN_LINE },
    ]);
    expect(parsed.pokemon).toEqual([
      mon({
        species: 'Incineroar',
        item: 'Sitrus Berry',
        ability: 'Intimidate',
        moves: ['Fake Out', 'Knock Off', 'Parting Shot', 'Protect'],
      }),
    ]);
  });

  it('reports an EV line that names a stat twice', () => {
    const parsed = parseShowdownPaste('Amoonguss\nEVs: 100 HP / 100 HP');
    expect(parsed.problems).toEqual([{ line: 2, text: 'EVs: 100 HP / 100 HP', message: 'EVs give HP twice' }]);
  });

  it('reports a set without a species and does not import it', () => {
    const parsed = parseShowdownPaste('Rillaboom\n\n@ Leftovers\nAbility: Grassy Surge\n- Protect\n\nAmoonguss');
    expect(parsed.problems).toEqual([{ line: 3, text: '@ Leftovers', message: PASTE_MISSING_SPECIES }]);
    expect(parsed.pokemon.map((p) => p.species)).toEqual(['Rillaboom', 'Amoonguss']);
  });

  it('imports six Pokémon and reports a seventh set', () => {
    const names = ['Rillaboom', 'Amoonguss', 'Incineroar', 'Chi-Yu', 'Ting-Lu', 'Wo-Chien', 'Chien-Pao'];
    const parsed = parseShowdownPaste(names.map((n) => `${n}\n- Protect`).join('\n\n'));
    expect(parsed.pokemon.map((p) => p.species)).toEqual(names.slice(0, 6));
    expect(parsed.problems).toEqual([{ line: 19, text: 'Chien-Pao', message: PASTE_TOO_MANY_POKEMON }]);
  });

  it('imports the first team of a Showdown backup and reports where the second begins', () => {
    const parsed = parseShowdownPaste(
      '=== [gen9vgc2025regh] Rain ===\n\nPelipper\n\n=== [gen9ou] Other ===\n\nGarchomp\n',
    );
    expect(parsed.name).toBe('Rain');
    expect(parsed.pokemon.map((p) => p.species)).toEqual(['Pelipper']);
    expect(parsed.problems).toEqual([{ line: 5, text: '=== [gen9ou] Other ===', message: PASTE_SECOND_TEAM }]);
  });

  it('reads a header with no format, and an empty paste', () => {
    expect(parseShowdownPaste('=== Just a name ===\nPelipper').name).toBe('Just a name');
    expect(parseShowdownPaste('   \n\r\n')).toEqual({ name: '', format: '', pokemon: [], problems: [] });
  });
});

describe('formatShowdownPaste', () => {
  it('writes the standard Showdown export', () => {
    expect(formatShowdownPaste(SUN_TEAM_POKEMON.slice(0, 2), { name: 'Sunny Side Up', format: 'gen9vgc2025regh' }))
      .toBe(`=== [gen9vgc2025regh] Sunny Side Up ===

Sol (Torkoal) (F) @ Charcoal
Ability: Drought
Level: 50
Tera Type: Fire
EVs: 252 HP / 252 SpA / 4 SpD
Quiet Nature
IVs: 0 Atk / 0 Spe
- Eruption
- Heat Wave
- Earth Power
- Protect

Lilligant-Hisui (F) @ Focus Sash
Ability: Chlorophyll
Level: 50
Shiny: Yes
Tera Type: Rock
EVs: 4 HP / 252 Atk / 252 Spe
Jolly Nature
- Close Combat
- Leaf Blade
- After You
- Sleep Powder
`);
  });

  it('writes a bare species with its level, Hidden Power in brackets, and nothing for no Pokémon', () => {
    expect(formatShowdownPaste([mon({ species: 'Porygon-Z', moves: ['Hidden Power Ice'] })])).toBe(
      'Porygon-Z\nLevel: 50\n- Hidden Power [Ice]\n',
    );
    expect(formatShowdownPaste([])).toBe('');
  });

  it('keeps a team name that starts with a bracket from being read back as the format', () => {
    const text = formatShowdownPaste([mon({ species: 'Pelipper' })], { name: '[Rain] Team' });
    expect(text.startsWith('=== [] [Rain] Team ===\n')).toBe(true);
    expect(parseShowdownPaste(text)).toMatchObject({ name: '[Rain] Team', format: '' });
  });
});

/** A small deterministic generator, so a failing generated team can be reproduced. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (max: number) => Math.floor(next() * (max + 1));
  return { pick, int, next };
}

const SPECIES = [
  'Flutter Mane',
  'Iron Hands',
  'Kommo-o',
  'Ho-Oh',
  'Ogerpon-Cornerstone',
  'Zamazenta-Crowned',
  'Type: Null',
  'Farfetch’d',
  'Flabébé',
  'Nidoran-F',
];
const NICKNAMES = ['', '', 'Bob', 'Mr (Fluffy)', 'F', 'Ünïcode ✨', 'Sir Hops-a-lot'];
const ITEMS = ['', 'Leftovers', 'Booster Energy', "King's Rock", 'Choice Scarf'];
const MOVES = ['Protect', 'U-turn', 'Will-O-Wisp', 'Hidden Power Grass', "King's Shield", 'Freeze-Dry', 'Double-Edge'];

function generatedTeam(seed: number): TeamPokemonInput[] {
  const { pick, int, next } = generator(seed);
  return Array.from({ length: 1 + int(5) }, () => {
    const evs = { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 };
    let budget = 510;
    for (const stat of ['hp', 'atk', 'def', 'spa', 'spd', 'spe'] as const) {
      evs[stat] = Math.min(int(252), budget);
      budget -= evs[stat];
    }
    const ivs = { hp: 31, atk: next() < 0.3 ? 0 : 31, def: 31, spa: 31, spd: 31, spe: int(31) };
    return mon({
      species: pick(SPECIES),
      nickname: pick(NICKNAMES),
      item: pick(ITEMS),
      ability: pick(['', 'Intimidate', 'Protosynthesis']),
      teraType: pick(['', 'Fairy', 'Stellar']),
      nature: pick(['', 'Timid', 'Brave']),
      gender: pick([null, 'M', 'F'] as const),
      shiny: next() < 0.5,
      level: pick([1, 50, 100, int(99) + 1]),
      moves: Array.from({ length: int(4) }, () => pick(MOVES)),
      evs,
      ivs,
    });
  });
}

describe('parse(format(team)) is identity', () => {
  it('on the fixtures', () => {
    for (const team of [SUN_TEAM_POKEMON, parseShowdownPaste(ODDS_AND_ENDS).pokemon]) {
      const parsed = parseShowdownPaste(formatShowdownPaste(team, { name: 'Round Trip', format: 'gen9vgc2025regh' }));
      expect(parsed.problems).toEqual([]);
      expect(parsed.pokemon).toEqual(team);
      expect([parsed.name, parsed.format]).toEqual(['Round Trip', 'gen9vgc2025regh']);
    }
  });

  it('on generated teams', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const team = generatedTeam(seed);
      const parsed = parseShowdownPaste(formatShowdownPaste(team));
      expect(parsed.problems, `seed ${seed}`).toEqual([]);
      expect(parsed.pokemon, `seed ${seed}`).toEqual(team);
    }
  });
});
