/**
 * A stand-in for the Limitless tournament API (issue 15), speaking its documented format: `GET /tournaments?game=
 * &limit=&page=` → `[{ id, game, format, name, date, players }]`, `/tournaments/<id>/details` (plus organizer,
 * decklists, isPublic, isOnline, phases), `/standings` (player, name, country, placing, record, decklist, deck, drop)
 * and `/pairings` (round, phase, table, match, winner, player1, player2). Our own fixtures:
 *
 * - TCG.cup — a League Cup: Swiss BO1 (4 rounds) then a BO3 top 4 (2 rounds). Ash's rounds: a win, a bye, a tie, a
 *   double loss, a top 4 win and a lost final; lists published; Iris dropped after round 2; one opponent (May) has
 *   no archetype.
 * - TCG.noLists — Swiss BO3 (3 rounds) without published lists; one round unreported.
 * - VGC.open — Swiss BO3 (2 rounds) then a BO3 final, with team lists.
 * - VGC.unknownSpecies — Gladion (Ash's second opponent) brings a species no Pokédex knows.
 * - OTHER_GAME — a tournament of a game that is not Pokémon.
 * - MISBEHAVING — ids whose every call answers 429, never answers, answers HTML, a 500 or JSON of another shape; any
 *   other id is a 404.
 * - The tournament lists: `TCG_LIST_SIZE` TCG tournaments (the fixtures among generated weekly cups, one in ten named
 *   "Pallet Town Challenge"), a few VGC ones, newest first, paged by `limit` and `page` (1 = newest).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { startLocalServer, type LocalServer } from './http-server.ts';

type Json = Record<string, unknown>;

export const TCG = {
  cup: { id: '65f0a1b2c3d4e5f601234567', name: 'Pallet Town League Cup #12', date: '2025-03-08T17:00:00.000Z' },
  noLists: { id: '65f0a1b2c3d4e5f601234568', name: 'Cerulean Monthly', date: '2025-03-07T18:30:00.000Z' },
} as const;
export const VGC = {
  open: { id: '65f0a1b2c3d4e5f6012345a1', name: 'Lumiose VGC Open', date: '2025-03-06T15:00:00.000Z' },
  unknownSpecies: { id: '65f0a1b2c3d4e5f6012345a2', name: 'Fakemon Friday', date: '2025-03-05T15:00:00.000Z' },
} as const;
export const OTHER_GAME = {
  id: '65f0a1b2c3d4e5f6012345f0',
  name: 'One Piece Weekly',
  date: '2025-03-05T19:00:00.000Z',
};
export const MISBEHAVING = {
  rateLimited: 'busy-tournament',
  silent: 'silent-tournament',
  html: 'html-tournament',
  serverError: 'broken-tournament',
  wrongShape: 'odd-tournament',
  unknown: '65f0a1b2c3d4e5f6deadbeef',
} as const;

/** Ash's Charizard list: 12 Pokémon, 40 Trainers, 8 Energy. */
export const ASH_LIST = {
  pokemon: [
    { count: 4, name: 'Charmander', set: 'MEW', number: '4' },
    { count: 1, name: 'Charmeleon', set: 'MEW', number: '5' },
    { count: 3, name: 'Charizard ex', set: 'OBF', number: '125' },
    { count: 2, name: 'Pidgey', set: 'MEW', number: '16' },
    { count: 2, name: 'Pidgeot ex', set: 'OBF', number: '164' },
  ],
  trainer: [
    { count: 4, name: 'Arven', set: 'SVI', number: '166' },
    { count: 4, name: 'Iono', set: 'PAL', number: '185' },
    { count: 4, name: "Professor's Research", set: 'SVI', number: '189' },
    { count: 2, name: "Boss's Orders", set: 'PAL', number: '172' },
    { count: 4, name: 'Rare Candy', set: 'SVI', number: '191' },
    { count: 4, name: 'Ultra Ball', set: 'SVI', number: '196' },
    { count: 4, name: 'Nest Ball', set: 'SVI', number: '181' },
    { count: 4, name: 'Buddy-Buddy Poffin', set: 'TEF', number: '144' },
    { count: 4, name: 'Pokégear 3.0', set: 'SVI', number: '186' },
    { count: 2, name: 'Counter Catcher', set: 'PAR', number: '160' },
    { count: 2, name: 'Super Rod', set: 'PAL', number: '188' },
    { count: 1, name: 'Forest Seal Stone', set: 'SIT', number: '156' },
    { count: 1, name: 'Lost Vacuum', set: 'CRZ', number: '135' },
  ],
  energy: [
    { count: 7, name: 'Fire Energy', set: 'SVE', number: '2' },
    { count: 1, name: 'Jet Energy', set: 'PAL', number: '190' },
  ],
};

const smallList = (name: string) => ({
  pokemon: [{ count: 4, name, set: 'SVI', number: '1' }],
  trainer: [{ count: 52, name: 'Ultra Ball', set: 'SVI', number: '196' }],
  energy: [{ count: 4, name: 'Psychic Energy', set: 'SVE', number: '5' }],
});

const deck = (id: string, name: string, icons: string[]) => ({ id, name, icons });

const standing = (
  player: string,
  name: string,
  placing: number | null,
  record: [number, number, number],
  extra: Json = {},
) => ({
  player,
  name,
  country: 'US',
  placing,
  record: { wins: record[0], losses: record[1], ties: record[2] },
  decklist: null,
  deck: null,
  drop: null,
  ...extra,
});

const pairing = (
  round: number,
  phase: number,
  table: number | null,
  player1: string,
  player2: string | null,
  winner: string | 0 | -1 | null,
  match: string | null = null,
) => {
  const entry: Json = { round, phase, table, match, player1 };
  if (player2 !== null) entry.player2 = player2;
  if (winner !== null) entry.winner = winner;
  return entry;
};

const cupStandings = [
  standing('ash', 'Ash Ketchum', 2, [3, 2, 1], {
    decklist: ASH_LIST,
    deck: deck('charizard-pidgeot', 'Charizard Pidgeot', ['charizard', 'pidgeot']),
  }),
  standing('may', 'May Maple', 1, [6, 0, 0], { decklist: smallList('Snorlax'), country: 'JP' }),
  standing('dawn', 'Dawn Berlitz', 3, [3, 2, 0], {
    decklist: smallList('Miraidon ex'),
    deck: deck('miraidon', 'Miraidon', ['miraidon']),
  }),
  standing('misty', 'Misty Waterflower', 4, [2, 3, 0], {
    decklist: smallList('Gardevoir ex'),
    deck: deck('gardevoir', 'Gardevoir ex', ['gardevoir']),
  }),
  standing('brock', 'Brock Harrison', 5, [1, 2, 1], {
    decklist: smallList('Lugia V'),
    deck: deck('lugia-archeops', 'Lugia Archeops', ['lugia', 'archeops']),
  }),
  standing('gary', 'Gary Oak', 6, [1, 3, 0], {
    decklist: smallList('Chien-Pao ex'),
    deck: deck('chien-pao-baxcalibur', 'Chien-Pao Baxcalibur', ['chien-pao', 'baxcalibur']),
  }),
  standing('iris', 'Iris', 7, [0, 2, 0], {
    decklist: smallList('Haxorus'),
    deck: deck('haxorus', 'Haxorus', ['haxorus']),
    drop: 2,
  }),
];

const cupPairings = [
  pairing(1, 1, 1, 'ash', 'misty', 'ash'),
  pairing(1, 1, 2, 'may', 'iris', 'may'),
  pairing(1, 1, 3, 'dawn', 'brock', 'dawn'),
  pairing(1, 1, null, 'gary', null, 'gary'),
  pairing(2, 1, null, 'ash', null, 'ash'),
  pairing(2, 1, 1, 'may', 'dawn', 'may'),
  pairing(2, 1, 2, 'misty', 'iris', 'misty'),
  pairing(2, 1, 3, 'gary', 'brock', 'brock'),
  pairing(3, 1, 1, 'brock', 'ash', 0),
  pairing(3, 1, 2, 'may', 'misty', 'may'),
  pairing(3, 1, 3, 'dawn', 'gary', 'dawn'),
  pairing(4, 1, 1, 'ash', 'gary', -1),
  pairing(4, 1, 2, 'may', 'brock', 'may'),
  pairing(4, 1, 3, 'misty', 'dawn', 'dawn'),
  pairing(5, 2, 1, 'ash', 'dawn', 'ash', 'T4-1'),
  pairing(5, 2, 2, 'may', 'misty', 'may', 'T4-2'),
  pairing(6, 2, 1, 'may', 'ash', 'may', 'F-1'),
];

const noListsStandings = [
  standing('ash', 'Ash Ketchum', 1, [2, 0, 0]),
  standing('cilan', 'Cilan', 2, [1, 1, 0]),
  standing('serena', 'Serena', 3, [0, 1, 0]),
];
const noListsPairings = [
  pairing(1, 1, 1, 'ash', 'cilan', 'ash'),
  pairing(2, 1, 1, 'serena', 'ash', 'ash'),
  pairing(3, 1, 1, 'ash', 'serena', null),
];

const vgcMon = (name: string, item: string, ability: string, tera: string, attacks: string[]) => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  item,
  ability,
  attacks,
  tera,
});
export const ASH_TEAM = [
  vgcMon('Flutter Mane', 'Booster Energy', 'Protosynthesis', 'Fairy', [
    'Moonblast',
    'Shadow Ball',
    'Icy Wind',
    'Protect',
  ]),
  vgcMon('Incineroar', 'Sitrus Berry', 'Intimidate', 'Ghost', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']),
  vgcMon('Rillaboom', 'Assault Vest', 'Grassy Surge', 'Fire', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']),
  vgcMon('Amoonguss', 'Rocky Helmet', 'Regenerator', 'Water', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']),
  vgcMon('Tornadus', 'Covert Cloak', 'Prankster', 'Dark', ['Tailwind', 'Bleakwind Storm', 'Taunt', 'Protect']),
  vgcMon('Chi-Yu', 'Choice Specs', 'Beads of Ruin', 'Fire', ['Heat Wave', 'Dark Pulse', 'Overheat', 'Snarl']),
];
const vgcTeam = (names: string[]) => names.map((name) => vgcMon(name, 'Leftovers', '', 'Normal', ['Protect']));

const openStandings = [
  standing('ash', 'Ash Ketchum', 1, [3, 0, 0], { decklist: ASH_TEAM }),
  standing('serena', 'Serena', 2, [2, 1, 0], {
    decklist: vgcTeam(['Pikachu', 'Sylveon', 'Garchomp', 'Talonflame', 'Gengar', 'Lucario']),
  }),
  standing('clemont', 'Clemont', 3, [1, 1, 0], {
    decklist: vgcTeam(['Heliolisk', 'Luxray', 'Magnezone', 'Rotom', 'Ampharos', 'Raichu']),
  }),
];
const openPairings = [
  pairing(1, 1, 1, 'ash', 'clemont', 'ash'),
  pairing(2, 1, 1, 'serena', 'ash', 'ash'),
  pairing(3, 2, 1, 'ash', 'serena', 'ash', 'F-1'),
];

const fakemonStandings = [
  standing('ash', 'Ash Ketchum', 1, [2, 0, 0], { decklist: ASH_TEAM }),
  openStandings[2]!,
  standing('gladion', 'Gladion', 3, [0, 1, 0], {
    decklist: vgcTeam(['Silvally', 'Bulbamonster', 'Lycanroc', 'Umbreon', 'Crobat', 'Zoroark']),
  }),
];
const fakemonPairings = [pairing(1, 1, 1, 'ash', 'clemont', 'ash'), pairing(2, 1, 1, 'gladion', 'ash', 'ash')];

const summary = (t: { id: string; name: string; date: string }, game: string, format: string, players: number) => ({
  id: t.id,
  game,
  format,
  name: t.name,
  date: t.date,
  players,
});

interface Fixture {
  details: Json;
  standings: Json[];
  pairings: Json[];
}

const organizer = { id: 42, name: 'Kanto Organised Play', logo: null };
const TOURNAMENTS: Record<string, Fixture> = {
  [TCG.cup.id]: {
    details: {
      ...summary(TCG.cup, 'PTCG', 'STANDARD', 7),
      organizer,
      decklists: true,
      isPublic: true,
      isOnline: true,
      phases: [
        { phase: 1, type: 'SWISS', rounds: 4, mode: 'BO1' },
        { phase: 2, type: 'SINGLE_ELIMINATION', rounds: 2, mode: 'BO3' },
      ],
    },
    standings: cupStandings,
    pairings: cupPairings,
  },
  [TCG.noLists.id]: {
    details: {
      ...summary(TCG.noLists, 'PTCG', 'STANDARD', 3),
      organizer,
      decklists: false,
      isPublic: true,
      isOnline: true,
      phases: [{ phase: 1, type: 'SWISS', rounds: 3, mode: 'BO3' }],
    },
    standings: noListsStandings,
    pairings: noListsPairings,
  },
  [VGC.open.id]: {
    details: {
      ...summary(VGC.open, 'VGC', 'SVG', 3),
      organizer,
      decklists: true,
      isPublic: true,
      isOnline: true,
      phases: [
        { phase: 1, type: 'SWISS', rounds: 2, mode: 'BO3' },
        { phase: 2, type: 'SINGLE_ELIMINATION', rounds: 1, mode: 'BO3' },
      ],
    },
    standings: openStandings,
    pairings: openPairings,
  },
  [VGC.unknownSpecies.id]: {
    details: {
      ...summary(VGC.unknownSpecies, 'VGC', 'SVG', 3),
      organizer,
      decklists: true,
      isPublic: true,
      isOnline: true,
      phases: [{ phase: 1, type: 'SWISS', rounds: 2, mode: 'BO3' }],
    },
    standings: fakemonStandings,
    pairings: fakemonPairings,
  },
  [OTHER_GAME.id]: {
    details: {
      ...summary(OTHER_GAME, 'OP', 'OP09', 2),
      organizer,
      decklists: true,
      isPublic: true,
      isOnline: true,
      phases: [{ phase: 1, type: 'SWISS', rounds: 1, mode: 'BO1' }],
    },
    standings: [standing('luffy', 'Luffy', 1, [1, 0, 0]), standing('zoro', 'Zoro', 2, [0, 1, 0])],
    pairings: [pairing(1, 1, 1, 'luffy', 'zoro', 'luffy')],
  },
};

export const TCG_LIST_SIZE = 1150;
/** One generated TCG tournament every 6 hours back from here; the fixtures sit among them by date. */
const LIST_START = Date.parse('2025-03-10T20:00:00.000Z');

/** The generated tournament `i` (0 = newest): one in ten is a "Pallet Town Challenge". */
export function generatedTournament(i: number) {
  return {
    id: `gen${String(i).padStart(6, '0')}`,
    game: 'PTCG',
    format: 'STANDARD',
    name: i % 10 === 0 ? `Pallet Town Challenge #${i}` : `Weekly Cup #${i}`,
    date: new Date(LIST_START - i * 6 * 3_600_000).toISOString(),
    players: 16 + (i % 50),
  };
}

const byNewest = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);
export const TCG_LIST = [
  ...Array.from({ length: TCG_LIST_SIZE - 2 }, (_, i) => generatedTournament(i)),
  summary(TCG.cup, 'PTCG', 'STANDARD', 7),
  summary(TCG.noLists, 'PTCG', 'STANDARD', 3),
].sort(byNewest);
const VGC_LIST = [
  summary(VGC.open, 'VGC', 'SVG', 3),
  summary({ id: 'vgc000001', name: 'Kalos Weekly', date: '2025-03-04T18:00:00.000Z' }, 'VGC', 'SVG', 24),
].sort(byNewest);
const OTHER_LIST = [summary(OTHER_GAME, 'OP', 'OP09', 2)];

export interface LimitlessStandIn extends LocalServer {
  /** Every path asked, in order, with its headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Paths asked so far that start with `prefix`. */
  asked(prefix: string): string[];
  /** Makes the tournament lists answer 429, never answer, answer HTML, or behave (null). */
  listFailure: 'rateLimited' | 'silent' | 'html' | null;
}

export async function startLimitlessStandIn(): Promise<LimitlessStandIn> {
  const requests: LimitlessStandIn['requests'] = [];

  const server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ path: `${url.pathname}${url.search}`, headers: request.headers });
    const json = (status: number, body: unknown) =>
      void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const misbehave = (how: string): boolean => {
      if (how === 'rateLimited') json(429, { message: 'Too many requests' });
      else if (how === 'html')
        void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Limitless</html>');
      else if (how === 'serverError') json(500, { message: 'Internal error' });
      else if (how === 'wrongShape') json(200, { tournament: 'maybe' });
      // 'silent' never answers: the app's timeout must end the wait.
      return true;
    };

    if (url.pathname === '/tournaments') {
      // `standIn` is set below, before any request can arrive.
      if (standIn.listFailure) return void misbehave(standIn.listFailure);
      const game = url.searchParams.get('game');
      const list = game === 'PTCG' ? TCG_LIST : game === 'VGC' ? VGC_LIST : game === 'OP' ? OTHER_LIST : [];
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(200, list.slice((page - 1) * limit, page * limit));
    }
    const match = /^\/tournaments\/([^/]+)\/(details|standings|pairings)$/.exec(url.pathname);
    if (!match) return json(404, { message: 'Not found' });
    const [, id, part] = match as unknown as [string, string, 'details' | 'standings' | 'pairings'];
    const how = Object.entries(MISBEHAVING).find(([, misbehaving]) => misbehaving === id)?.[0];
    if (how && how !== 'unknown') return void misbehave(how);
    const fixture = TOURNAMENTS[id];
    if (!fixture) return json(404, { message: 'Tournament not found' });
    return json(200, fixture[part]);
  });

  const standIn: LimitlessStandIn = Object.assign(server, {
    requests,
    asked: (prefix: string) => requests.map((r) => r.path).filter((path) => path.startsWith(prefix)),
    listFailure: null,
  });
  return standIn;
}
