/**
 * Limitless API answers written by us in the documented format (docs.limitlesstcg.com/developer/tournaments), with the
 * departures from it an old API shows in practice: numbers as strings, usernames in another letter case, a pairing
 * sent twice, malformed entries mixed in.
 *
 * TCG tournament (8 players + malformed lines): Swiss BO1 of 4 rounds, then a BO3 single-elimination top 4.
 * Ash's rounds: R1 win vs Misty (reported twice), R2 tie vs Brock (written BROCK), R3 double loss vs Gary, R4 bye,
 * Top 4 win vs José (written JOSÉ_M), Finals loss vs Cynthia. Brock's R4 vs Misty is unreported. Dawn dropped after
 * round 2. Misty published no list.
 */
import type { CategoryForImport } from '../../../src/importers/limitless/category.ts';
import type { LimitlessContext, LimitlessSource } from '../../../src/importers/limitless/review.ts';
import {
  readLimitlessDetails,
  readLimitlessPairings,
  readLimitlessStandings,
} from '../../../src/importers/limitless/upstream.ts';

export const TCG_ID = '65f0c0ffee0000000000abcd';
export const VGC_ID = '65f0c0ffee0000000000beef';

export const tcgDetailsJson = {
  id: TCG_ID,
  game: 'PTCG',
  format: 'STANDARD',
  name: 'Trainer Log Weekly #12',
  date: '2024-03-02T23:30:00.000Z',
  players: '8',
  organizer: { id: 7, name: 'Pallet Town League', logo: null },
  decklists: true,
  isPublic: true,
  isOnline: true,
  phases: [
    { phase: 1, type: 'SWISS', rounds: 4, mode: 'BO1' },
    { phase: '2', type: 'SINGLE_ELIMINATION', rounds: 2, mode: 'BO3' },
  ],
};

const card = (count: number | string, name: string, set: string, number: string | number) => ({
  count,
  name,
  set,
  number,
});

export const ashList = {
  pokemon: [
    card(4, 'Dreepy', 'TWM', 128),
    card(4, 'Drakloak', 'TWM', '129'),
    card('3', 'Dragapult ex', 'TWM', '130'),
    card(2, 'Pidgey', 'MEW', '16'),
    card(2, 'Pidgeot ex', 'OBF', '164'),
  ],
  trainer: [
    card(4, 'Arven', 'OBF', '186'),
    card(3, 'Iono', 'PAL', '185'),
    card(1, 'Iono', 'PAL', '185'),
    card(4, 'Rare Candy', 'SVI', '191'),
    card(4, 'Ultra Ball', 'SVI', '196'),
    card(0, 'Broken Line', 'SVI', '1'),
    { name: 'No Count' },
  ],
  energy: [card(3, 'Basic Psychic Energy', 'SVE', '5'), card(2, 'Luminous Energy', 'PAL', '191')],
};

const standing = (player: string, name: string, placing: number | string | null, extra: object = {}) => ({
  player,
  name,
  country: 'US',
  placing,
  record: { wins: 2, losses: 2, ties: 0 },
  decklist: null,
  deck: null,
  drop: null,
  ...extra,
});

export const tcgStandingsJson = [
  standing('ash', 'Ash Ketchum', 2, {
    record: { wins: '2', losses: 2, ties: 1 },
    decklist: ashList,
    deck: { id: 'dragapult-pidgeot', name: 'Dragapult ex', icons: ['dragapult', 'pidgeot'] },
  }),
  standing('cynthia', 'Cynthia', 1, {
    deck: { id: 'charizard-pidgeot', name: 'Charizard ex', icons: ['charizard', 'pidgeot'] },
  }),
  standing('misty', 'Misty Waterflower', 5, {
    deck: { id: 'gardevoir', name: 'Gardevoir ex', icons: ['gardevoir'] },
  }),
  standing('brock', 'Brock', 6, { deck: { id: 'rogue', name: 'Rogue Brew', icons: ['ogerpon-wellspring'] } }),
  standing('gary', 'Gary Oak', 4),
  standing('josé_m', 'José Martínez', 3, {
    country: 'ES',
    deck: { id: 'raging-bolt', name: 'Raging Bolt ex', icons: ['raging-bolt', 'ogerpon'] },
  }),
  standing('dawn', 'Dawn', null, { drop: 2 }),
  standing('eve', 'Eve', '8', { record: 'bad', country: '' }),
  standing('ASH', 'Ash twice', 9),
  null,
  'not a standing',
  { name: 'No Username' },
];

const pairing = (round: number | string, table: number | null, player1: string, player2: unknown, winner: unknown) => ({
  round,
  phase: 1,
  table,
  player1,
  player2,
  winner,
});

export const tcgPairingsJson = [
  pairing(1, 1, 'ash', 'misty', 'ash'),
  pairing(1, 1, 'ash', 'misty', 'ash'),
  pairing(1, 2, 'brock', 'gary', 'gary'),
  pairing(1, 3, 'cynthia', 'josé_m', 'cynthia'),
  pairing(1, 4, 'dawn', 'eve', 'dawn'),
  pairing(2, 1, 'BROCK', 'ash', 0),
  pairing(2, 2, 'cynthia', 'dawn', 'cynthia'),
  pairing('3', 1, 'gary', 'ash', '-1'),
  pairing(3, 2, 'cynthia', 'josé_m', 'JOSÉ_M'),
  { round: 4, phase: 1, table: null, player1: 'ash', winner: 'ash' },
  pairing(4, 1, 'brock', 'misty', null),
  pairing(4, 2, 'cynthia', 'gary', 'cynthia'),
  { round: 5, phase: 2, table: 1, player1: 'JOSÉ_M', player2: 'ash', winner: 'Ash' },
  { round: 5, phase: 2, table: 2, player1: 'cynthia', player2: 'gary', winner: 'cynthia' },
  { round: 6, phase: 2, table: 1, player1: 'cynthia', player2: 'ash', winner: 'cynthia' },
  { round: 'x', phase: 1, player1: 'ash', player2: 'misty', winner: 'ash' },
  { round: 2, phase: 1, winner: 'brock' },
  42,
];

/** The same tournament published without lists. */
export const noListDetailsJson = { ...tcgDetailsJson, decklists: false };
export const noListStandingsJson = tcgStandingsJson
  .filter((s): s is ReturnType<typeof standing> => typeof s === 'object' && s !== null && 'player' in s)
  .map(({ decklist: _decklist, ...rest }) => rest);

export const vgcDetailsJson = {
  id: VGC_ID,
  game: 'VGC',
  format: 'SVF',
  name: 'Saffron Doubles Cup',
  date: '2024-05-10T18:00:00Z',
  players: 3,
  organizer: 'Saffron Gym',
  decklists: 'true',
  isOnline: true,
  phases: [{ phase: 1, type: 'SWISS', rounds: 3, mode: 'BO3' }],
};

const mon = (id: string, name: string, item: string, ability: string, attacks: string[], tera: string) => ({
  id,
  name,
  item,
  ability,
  attacks,
  tera,
});

export const redTeam = [
  mon(
    'urshifu-rapid-strike',
    'Urshifu',
    'Choice Scarf',
    'Unseen Fist',
    ['Surging Strikes', 'Close Combat', 'U-turn', 'Aqua Jet'],
    'water',
  ),
  mon(
    'incineroar',
    'Incineroar',
    'Safety Goggles',
    'Intimidate',
    ['Fake Out', 'Parting Shot', 'Knock Off', 'Flare Blitz'],
    'Ghost',
  ),
  mon(
    'flutter-mane',
    'Flutter Mane',
    'Booster Energy',
    'Protosynthesis',
    ['Moonblast', 'Shadow Ball', 'Protect', 'Icy Wind'],
    'FAIRY',
  ),
  mon(
    'rillaboom',
    'Rillaboom',
    'Assault Vest',
    'Grassy Surge',
    ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn'],
    'Fire',
  ),
  mon(
    'calyrex-shadow-rider',
    'Calyrex-Shadow',
    'Focus Sash',
    'As One (Spectrier)',
    ['Astral Barrage', 'Protect', 'Nasty Plot', 'Psyshock', 'Extra Move'],
    'Normal',
  ),
  mon('', 'Amoonguss', 'Rocky Helmet', 'Regenerator', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect'], 'Sparkly'),
  { id: 'broken' },
];

export const vgcStandingsJson = [
  {
    player: 'red',
    name: 'Red',
    country: 'JP',
    placing: 1,
    record: { wins: 1, losses: 1, ties: 0 },
    decklist: redTeam,
    drop: null,
  },
  {
    player: 'blue',
    name: 'Blue',
    country: 'JP',
    placing: 2,
    record: { wins: 1, losses: 1, ties: 0 },
    decklist: [
      mon('miraidon', 'Miraidon', 'Choice Specs', 'Hadron Engine', ['Electro Drift'], 'Fairy'),
      mon('iron-hands', 'Iron Hands', '', '', [], ''),
    ],
  },
  { player: 'leaf', name: 'Leaf', placing: 3, record: { wins: 1, losses: 1, ties: 0 }, decklist: null },
];

export const vgcPairingsJson = [
  { round: 1, phase: 1, table: 1, player1: 'red', player2: 'blue', winner: 'red' },
  { round: 2, phase: 1, table: 1, player1: 'leaf', player2: 'red', winner: 'leaf' },
  { round: 3, phase: 1, table: 1, player1: 'blue', player2: 'leaf', winner: 'blue' },
];

export const CATEGORIES: CategoryForImport[] = [
  { _id: 'cat-zard', name: 'Charizard', sprites: ['charizard', 'pidgeot'], keywords: ['charizard'], coreCards: [] },
  { _id: 'cat-dragapult', name: 'Dragapult', sprites: ['dragapult'], keywords: ['dragapult'], coreCards: [] },
  {
    _id: 'cat-ogerpon',
    name: 'Ogerpon Box',
    sprites: ['ogerpon-wellspring'],
    keywords: ['ogerpon box'],
    coreCards: [],
  },
];

export const DECK_IDS = {
  dragapult: '11111111-1111-4111-8111-111111111111',
  lugia: '22222222-2222-4222-8222-222222222222',
};
export const TEAM_IDS = {
  rain: '33333333-3333-4333-8333-333333333333',
  sun: '44444444-4444-4444-8444-444444444444',
};

export function context(over: Partial<LimitlessContext> = {}): LimitlessContext {
  return {
    decks: [
      {
        _id: DECK_IDS.lugia,
        name: 'Lugia',
        cards: [
          { name: 'Lugia V', count: 3 },
          { name: 'Ultra Ball', count: 4 },
          { name: 'Iono', count: 2 },
        ],
      },
      {
        _id: DECK_IDS.dragapult,
        name: 'My Dragapult',
        cards: [
          { name: 'Dreepy', count: 4 },
          { name: 'Dragapult ex', count: 3 },
          { name: 'Rare Candy', count: 4 },
          { name: 'Basic Psychic Energy', count: 5 },
        ],
      },
    ],
    activeDeckId: DECK_IDS.lugia,
    teams: [
      {
        _id: TEAM_IDS.sun,
        name: 'Sun',
        species: ['Torkoal', 'Lilligant-Hisui', 'Incineroar', 'Farigiraf', 'Flutter Mane', 'Urshifu'],
      },
      {
        _id: TEAM_IDS.rain,
        name: 'Rain',
        species: ['Urshifu', 'Incineroar', 'Flutter Mane', 'Rillaboom', 'Pelipper', 'Archaludon'],
      },
    ],
    activeTeamId: TEAM_IDS.sun,
    categories: CATEGORIES,
    alreadyImported: null,
    ...over,
  };
}

/** A tournament as the server reads it: each answer through its reader. */
export function source(details: unknown, standings: unknown, pairings: unknown): LimitlessSource {
  return {
    details: readLimitlessDetails(details)!,
    standings: readLimitlessStandings(standings)!.items,
    pairings: readLimitlessPairings(pairings)!.items,
  };
}
