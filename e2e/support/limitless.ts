// A stand-in for the Limitless tournament API (issue 15) for browser tests and screenshots, written from Limitless's
// public developer documentation: `GET /tournaments?game=&limit=&page=` (newest first), `/tournaments/{id}/details`,
// `/standings` and `/pairings`, 404 for an unknown tournament. The app is pointed at it with `LIMITLESS_API_URL`.
//
// The tournaments are ours: "Pallet Town Cup" (TCG, Swiss Bo1 then a Bo3 top 4) in which Ash won, had a bye, tied,
// lost, had an unreported round, won the top 4 and lost the finals — five matches to import — plus an older TCG
// tournament, a VGC tournament with open team lists, and as many filler tournaments as asked (so a search pages).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PALLET_ID = 'pallet-town-cup-2025';
export const PALLET_NAME = 'Pallet Town Cup';
export const CERULEAN_ID = 'cerulean-online-2025';
export const SAFFRON_ID = 'saffron-vgc-2025';
export const ASH = { username: 'ashk', name: 'Ash Ketchum' };

interface Tournament {
  id: string;
  game: 'PTCG' | 'VGC';
  format: string;
  name: string;
  date: string;
  players: number;
}

const card = (count: number, name: string, set: string, number: string) => ({ count, name, set, number });

/** Ash's 60 cards. */
const ASH_LIST = {
  pokemon: [
    card(3, 'Charmander', 'MEW', '4'),
    card(1, 'Charmeleon', 'PAF', '8'),
    card(3, 'Charizard ex', 'OBF', '125'),
    card(2, 'Pidgey', 'MEW', '16'),
    card(2, 'Pidgeot ex', 'OBF', '164'),
    card(1, 'Rotom V', 'LOR', '58'),
  ],
  trainer: [
    card(4, 'Arven', 'OBF', '186'),
    card(3, 'Iono', 'PAL', '185'),
    card(4, 'Ultra Ball', 'SVI', '196'),
    card(4, 'Rare Candy', 'SVI', '191'),
    card(4, 'Nest Ball', 'SVI', '181'),
    card(4, 'Buddy-Buddy Poffin', 'TEF', '144'),
    card(3, 'Super Rod', 'PAL', '188'),
    card(4, 'Boss’s Orders', 'PAL', '172'),
    card(2, 'Forest Seal Stone', 'SIT', '156'),
    card(3, 'Lost Vacuum', 'CRZ', '135'),
  ],
  energy: [card(13, 'Basic Fire Energy', 'SVE', '2')],
};

const standing = (
  player: string,
  name: string,
  country: string | null,
  placing: number,
  record: [number, number, number],
  deck: { id: string; name: string; icons: string[] } | null,
  extra: Record<string, unknown> = {},
) => ({
  player,
  name,
  country,
  placing,
  record: { wins: record[0], losses: record[1], ties: record[2] },
  decklist: null as unknown,
  deck,
  drop: null as number | null,
  ...extra,
});

const PALLET_STANDINGS = [
  standing('misty', 'Misty Waterflower', 'US', 1, [6, 1, 0], {
    id: 'gardevoir',
    name: 'Gardevoir',
    icons: ['gardevoir', 'kirlia'],
  }),
  standing(
    ASH.username,
    ASH.name,
    'JP',
    2,
    [4, 2, 1],
    { id: 'charizard-pidgeot', name: 'Charizard Pidgeot', icons: ['charizard', 'pidgeot'] },
    { decklist: ASH_LIST },
  ),
  standing('gary', 'Gary Oak', 'CA', 3, [4, 2, 0], { id: 'lost-box', name: 'Lost Box', icons: ['comfey', 'sableye'] }),
  standing('brock', 'Brock Harrison', null, 4, [2, 3, 1], null),
  standing(
    'tracey',
    'Tracey Sketchit',
    'GB',
    5,
    [1, 3, 0],
    { id: 'miraidon', name: 'Miraidon', icons: ['miraidon'] },
    {
      drop: 5,
    },
  ),
];

const pairing = (
  round: number,
  phase: number,
  table: number | null,
  player1: string,
  player2: string | null,
  winner: string | number | null,
) => ({ round, phase, table, match: `${round}-${table ?? 0}`, winner, player1, player2 });

const PALLET_PAIRINGS = [
  pairing(1, 1, 1, 'ashk', 'misty', 'ashk'),
  pairing(1, 1, 2, 'gary', 'brock', 'gary'),
  pairing(2, 1, null, 'ashk', null, 'ashk'),
  pairing(2, 1, 1, 'misty', 'gary', 'misty'),
  pairing(3, 1, 1, 'brock', 'ashk', 0),
  pairing(3, 1, 2, 'misty', 'tracey', 'misty'),
  pairing(4, 1, 1, 'ashk', 'gary', 'gary'),
  pairing(5, 1, 1, 'ashk', 'tracey', null),
  pairing(6, 2, 1, 'misty', 'brock', 'misty'),
  pairing(6, 2, 2, 'ashk', 'gary', 'ashk'),
  pairing(7, 2, 1, 'misty', 'ashk', 'misty'),
];

const mon = (name: string, item: string, ability: string, tera: string, attacks: string[]) => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  item,
  ability,
  attacks,
  tera,
});

const ASH_TEAM = [
  mon('Flutter Mane', 'Booster Energy', 'Protosynthesis', 'Fairy', ['Moonblast', 'Shadow Ball', 'Icy Wind', 'Protect']),
  mon('Incineroar', 'Sitrus Berry', 'Intimidate', 'Ghost', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']),
  mon('Rillaboom', 'Assault Vest', 'Grassy Surge', 'Fire', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']),
  mon('Urshifu', 'Focus Sash', 'Unseen Fist', 'Water', ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Protect']),
  mon('Amoonguss', 'Rocky Helmet', 'Regenerator', 'Water', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']),
  mon('Landorus', 'Life Orb', 'Sheer Force', 'Steel', ['Earth Power', 'Sludge Bomb', 'Substitute', 'Protect']),
];
const MISTY_TEAM = ['Calyrex-Shadow', 'Whimsicott', 'Farigiraf', 'Urshifu-Rapid-Strike', 'Ogerpon', 'Raging Bolt'].map(
  (name) => mon(name, '', '', '', []),
);

const SAFFRON_STANDINGS = [
  standing(ASH.username, ASH.name, 'JP', 1, [4, 0, 0], null, { decklist: ASH_TEAM }),
  standing('misty', 'Misty Waterflower', 'US', 2, [3, 1, 0], null, { decklist: MISTY_TEAM }),
];
const SAFFRON_PAIRINGS = [pairing(1, 1, 1, 'ashk', 'misty', 'ashk')];

const MAIN_TOURNAMENTS: Tournament[] = [
  { id: PALLET_ID, game: 'PTCG', format: 'SVI', name: PALLET_NAME, date: '2025-06-14T16:00:00.000Z', players: 5 },
  {
    id: SAFFRON_ID,
    game: 'VGC',
    format: 'SVG',
    name: 'Saffron VGC Open',
    date: '2025-06-10T18:00:00.000Z',
    players: 2,
  },
  {
    id: CERULEAN_ID,
    game: 'PTCG',
    format: 'SVI',
    name: 'Cerulean Online',
    date: '2025-05-03T15:00:00.000Z',
    players: 48,
  },
];

const DETAILS: Record<string, Record<string, unknown>> = {
  [PALLET_ID]: {
    organizer: { id: 7, name: 'Pallet League', logo: null },
    decklists: true,
    isPublic: true,
    isOnline: true,
    phases: [
      { phase: 1, type: 'SWISS', rounds: 5, mode: 'BO1' },
      { phase: 2, type: 'SINGLE_ELIMINATION', rounds: 2, mode: 'BO3' },
    ],
  },
  [SAFFRON_ID]: {
    organizer: { id: 8, name: 'Saffron Gym', logo: null },
    decklists: true,
    isPublic: true,
    isOnline: true,
    phases: [{ phase: 1, type: 'SWISS', rounds: 1, mode: 'BO3' }],
  },
  [CERULEAN_ID]: {
    organizer: { id: 9, name: 'Cerulean Gym', logo: null },
    decklists: false,
    isPublic: true,
    isOnline: true,
    phases: [{ phase: 1, type: 'SWISS', rounds: 6, mode: 'BO3' }],
  },
};

const STANDINGS: Record<string, unknown[]> = {
  [PALLET_ID]: PALLET_STANDINGS,
  [SAFFRON_ID]: SAFFRON_STANDINGS,
  [CERULEAN_ID]: [],
};
const PAIRINGS: Record<string, unknown[]> = {
  [PALLET_ID]: PALLET_PAIRINGS,
  [SAFFRON_ID]: SAFFRON_PAIRINGS,
  [CERULEAN_ID]: [],
};

/** Weekly filler tournaments, newest first, a day apart from `from` backwards. */
function fillers(count: number, from: Date): Tournament[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `weekly-${i + 1}`,
    game: i % 4 === 3 ? 'VGC' : 'PTCG',
    format: i % 4 === 3 ? 'SVG' : 'SVI',
    name: `${i % 4 === 3 ? 'VGC' : 'TCG'} Weekly Online #${300 - i}`,
    date: new Date(from.getTime() - i * 86_400_000).toISOString(),
    players: 16 + ((i * 7) % 90),
  }));
}

export interface LimitlessStandIn {
  url: string;
  /** Paths asked, in order. */
  asked: string[];
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a free port. `fillers` newer tournaments (dated from `fillersFrom` backwards) come before ours,
 * so the search has to page to find them.
 */
export async function startLimitlessStandIn(
  options: { fillers?: number; fillersFrom?: Date; port?: number } = {},
): Promise<LimitlessStandIn> {
  const all = [
    ...fillers(options.fillers ?? 0, options.fillersFrom ?? new Date('2025-09-30T17:00:00Z')),
    ...MAIN_TOURNAMENTS,
  ].sort((a, b) => b.date.localeCompare(a.date));
  const byId = new Map(all.map((t) => [t.id, t]));
  const asked: string[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://limitless.test');
    asked.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/tournaments') {
      const game = url.searchParams.get('game');
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = all.filter((t) => !game || t.game === game);
      return send(200, list.slice((page - 1) * limit, page * limit));
    }
    const match = /^\/tournaments\/([^/]+)\/(details|standings|pairings)$/.exec(url.pathname);
    const tournament = match ? byId.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !tournament) return send(404, { message: 'Tournament not found' });
    if (match[2] === 'details') {
      return send(200, { ...tournament, ...(DETAILS[tournament.id] ?? { decklists: false, phases: [] }) });
    }
    if (match[2] === 'standings') return send(200, STANDINGS[tournament.id] ?? []);
    return send(200, PAIRINGS[tournament.id] ?? []);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
