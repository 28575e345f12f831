// A stand-in for the Limitless tournament API for the Limitless import bench (issue 15), with generated data of
// realistic size, speaking the documented format (`GET /tournaments?game=&limit=&page=`, `/tournaments/<id>/details`,
// `/standings`, `/pairings`; see core `importers/limitless/types.ts`).
//
// The data:
// - Tournament lists of LIST_SIZE PTCG and LIST_SIZE VGC tournaments, newest first, one every 3 hours, named from a
//   vocabulary of towns and kinds; RARE_WORD stands in the names of three of them (list positions 120, 640 and 1,210),
//   so a search for it finds two in its first 10 pages of 100 and has to read all 10.
// - TCG_TOURNAMENT: 2,000 players with 60-card lists and an archetype each (one of ARCHETYPES, with icons), 9 Swiss
//   rounds (BO1) then a top 64 (6 rounds, BO3) — 9,063 pairings; about 3 % ties and a few double losses.
// - VGC_TOURNAMENT: 1,000 players with open team lists (6 Pokémon with item, ability, Tera type and 4 moves, from
//   VGC_TEAMS), 8 Swiss rounds then a top 32 (5 rounds), all BO3.
// - Any other tournament id is a 404.
//
// Decisions:
// - Swiss is simulated (pair by points, a hidden skill decides most games), so records, placings and pairings agree
//   and a top-cut player has 15 rounds as in a real event. A seeded generator: every run has the same data.
// - Answers are serialised once at start and sent as-is, so the stand-in costs the measured server next to nothing;
//   `delayMs` adds a fixed wait before each answer, to show what Limitless's own latency does to a search.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const LIST_SIZE = 1_500;
export const RARE_WORD = 'Zygarde';
const RARE_AT = new Set([120, 640, 1_210]);
export const TCG_TOURNAMENT = { id: 'bench-tcg-regional', players: 2_000, swiss: 9, topCut: 64 } as const;
export const VGC_TOURNAMENT = { id: 'bench-vgc-regional', players: 1_000, swiss: 8, topCut: 32 } as const;
const LIST_START = Date.parse('2025-06-01T18:00:00.000Z');

/** A TCG archetype as Limitless names it: its icons and the Pokémon at the core of its list ('4 Charmander'). */
const archetype = (name: string, icons: string, ...pokemon: string[]) => ({
  name,
  icons: icons.split(' '),
  pokemon: pokemon.map((line): [number, string] => [Number(line.slice(0, 1)), line.slice(2)]),
});

export const ARCHETYPES = [
  archetype('Charizard Pidgeot', 'charizard pidgeot', '4 Charmander', '3 Charizard ex'),
  archetype('Gardevoir', 'gardevoir', '4 Ralts', '2 Gardevoir ex'),
  archetype('Dragapult Dusknoir', 'dragapult dusknoir', '4 Dreepy', '3 Dragapult ex'),
  archetype('Raging Bolt Ogerpon', 'raging-bolt ogerpon', '4 Raging Bolt ex'),
  archetype('Lost Box', 'comfey sableye', '4 Comfey', '1 Sableye'),
  archetype('Regidrago', 'regidrago', '3 Regidrago V', '3 Regidrago VSTAR'),
  archetype('Gholdengo', 'gholdengo', '4 Gimmighoul', '4 Gholdengo ex'),
  archetype('Lugia Archeops', 'lugia archeops', '4 Lugia V', '3 Lugia VSTAR'),
  archetype('Roaring Moon', 'roaring-moon', '4 Roaring Moon ex'),
  archetype('Iron Thorns', 'iron-thorns', '4 Iron Thorns ex'),
  archetype('Miraidon', 'miraidon', '3 Miraidon ex', '2 Iron Hands ex'),
  archetype('Chien-Pao Baxcalibur', 'chien-pao baxcalibur', '3 Chien-Pao ex'),
  archetype('Snorlax Stall', 'snorlax', '3 Snorlax'),
  archetype('Terapagos', 'terapagos', '4 Terapagos ex'),
  archetype('Palkia Origin', 'palkia-origin', '3 Origin Forme Palkia V'),
  archetype('Archaludon', 'archaludon', '4 Duraludon', '3 Archaludon ex'),
  archetype('Klawf', 'klawf', '4 Klawf'),
  archetype('Banette', 'banette', '4 Shuppet', '4 Banette ex'),
  archetype('Grimmsnarl', 'grimmsnarl munkidori', '4 Impidimp', '3 Grimmsnarl ex'),
  archetype('Ancient Box', 'roaring-moon flutter-mane', '2 Roaring Moon', '2 Koraidon'),
];

const TRAINERS: [number, string, string, string][] = [
  [4, "Professor's Research", 'SVI', '189'],
  [4, 'Iono', 'PAL', '185'],
  [2, "Boss's Orders", 'PAL', '172'],
  [4, 'Ultra Ball', 'SVI', '196'],
  [4, 'Nest Ball', 'SVI', '181'],
  [4, 'Buddy-Buddy Poffin', 'TEF', '144'],
  [2, 'Counter Catcher', 'PAR', '160'],
  [2, 'Super Rod', 'PAL', '188'],
  [4, 'Rare Candy', 'SVI', '191'],
  [2, 'Switch', 'SVI', '194'],
  [1, 'Lost Vacuum', 'CRZ', '135'],
  [1, 'Artazon', 'PAL', '171'],
];

/** VGC teams (Regulation H: no restricted Pokémon), as Limitless sends species: an id and a display name. */
const VGC_TEAMS: string[][] = [
  ['Sinistcha', 'Ursaluna-Bloodmoon', 'Incineroar', 'Kingambit', 'Maushold', 'Dragonite'],
  ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Dragonite'],
  ['Indeedee-F', 'Armarouge', 'Torkoal', 'Hatterene', 'Ursaluna', 'Amoonguss'],
  ['Typhlosion-Hisui', 'Whimsicott', 'Kingambit', 'Rillaboom', 'Gholdengo', 'Dragonite'],
  ['Tatsugiri', 'Dondozo', 'Gholdengo', 'Incineroar', 'Annihilape', 'Arcanine-Hisui'],
  ['Palafin', 'Maushold', 'Gholdengo', 'Incineroar', 'Garchomp', 'Sinistcha'],
  ['Porygon2', 'Ursaluna', 'Hatterene', 'Incineroar', 'Amoonguss', 'Kingambit'],
];
const ITEMS = ['Sitrus Berry', 'Focus Sash', 'Choice Scarf', 'Assault Vest', 'Safety Goggles', 'Life Orb'];
const TERAS = ['Fairy', 'Ghost', 'Water', 'Grass', 'Steel', 'Normal', 'Fire', 'Dragon'];
const MOVES = ['Protect', 'Fake Out', 'Tailwind', 'Knock Off', 'Helping Hand', 'Follow Me', 'Trick Room'];

const TOWNS = ['Pallet', 'Viridian', 'Pewter', 'Cerulean', 'Vermilion', 'Lavender', 'Celadon', 'Fuchsia', 'Saffron'];
const KINDS = ['League Cup', 'League Challenge', 'Weekly', 'Monthly', 'Open', 'Invitational', 'Showdown'];
const FIRST = ['Ash', 'Misty', 'Brock', 'May', 'Dawn', 'Iris', 'Cilan', 'Serena', 'Clemont', 'Lana', 'Kiawe', 'Gloria'];
const LAST = ['Ketchum', 'Waterflower', 'Harrison', 'Maple', 'Berlitz', 'Oak', 'Birch', 'Rowan', 'Juniper', 'Sycamore'];

/** mulberry32: a small seeded generator, so every run has the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function tournamentList(game: 'PTCG' | 'VGC') {
  return Array.from({ length: LIST_SIZE }, (_, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    const kind = KINDS[Math.floor(i / TOWNS.length) % KINDS.length]!;
    const name = RARE_AT.has(i) ? `${town} ${RARE_WORD} ${kind} #${i}` : `${town} ${kind} #${i}`;
    return {
      id: `${game.toLowerCase()}-list-${String(i).padStart(5, '0')}`,
      game,
      format: game === 'PTCG' ? 'STANDARD' : 'SVH',
      name,
      date: new Date(LIST_START - i * 3 * 3_600_000).toISOString(),
      players: 16 + ((i * 37) % 200),
    };
  });
}

interface SimPlayer {
  username: string;
  index: number;
  skill: number;
  points: number;
  wins: number;
  losses: number;
  ties: number;
  placing: number;
}

type Pairing = Record<string, unknown>;

/** Swiss rounds then a single-elimination top cut (see header); returns the pairings and sets the players' records. */
function simulate(players: SimPlayer[], swiss: number, topCut: number, next: () => number): Pairing[] {
  const pairings: Pairing[] = [];
  const play = (round: number, phase: number, table: number, a: SimPlayer, b: SimPlayer, cut: boolean) => {
    const roll = next();
    let winner: string | 0 | -1;
    if (!cut && roll < 0.03) winner = 0;
    else if (!cut && roll < 0.035) winner = -1;
    else winner = next() < 1 / (1 + Math.exp(b.skill - a.skill)) ? a.username : b.username;
    if (winner === 0) {
      for (const p of [a, b]) {
        p.ties++;
        p.points += 1;
      }
    } else if (winner === -1) {
      a.losses++;
      b.losses++;
    } else {
      const [won, lost] = winner === a.username ? [a, b] : [b, a];
      won.wins++;
      won.points += 3;
      lost.losses++;
    }
    pairings.push({ round, phase, table, match: null, winner, player1: a.username, player2: b.username });
    return winner === b.username ? b : a;
  };
  for (let round = 1; round <= swiss; round++) {
    const order = players.map((p) => ({ p, key: p.points * 10 + next() })).sort((x, y) => y.key - x.key);
    for (let i = 0; i + 1 < order.length; i += 2) play(round, 1, i / 2 + 1, order[i]!.p, order[i + 1]!.p, false);
  }
  const ranked = [...players].sort((a, b) => b.points - a.points || a.index - b.index);
  ranked.forEach((p, i) => (p.placing = i + 1));
  // Seeded bracket: 1 v N, 2 v N-1, … ; losers of a round share the place after the survivors, by seed.
  let alive = ranked.slice(0, topCut);
  for (let round = swiss + 1; alive.length > 1; round++) {
    const winners: SimPlayer[] = [];
    const losers: SimPlayer[] = [];
    const half = alive.length / 2;
    for (let i = 0; i < half; i++) {
      const [a, b] = [alive[i]!, alive[alive.length - 1 - i]!];
      const won = play(round, 2, i + 1, a, b, true);
      winners.push(won);
      losers.push(won === a ? b : a);
    }
    losers.sort((x, y) => x.placing - y.placing).forEach((p, i) => (p.placing = half + 1 + i));
    alive = winners.sort((x, y) => x.placing - y.placing);
  }
  if (alive[0]) alive[0].placing = 1;
  return pairings;
}

function people(count: number, next: () => number): SimPlayer[] {
  return Array.from({ length: count }, (_, index) => ({
    username: `player${String(index + 1).padStart(4, '0')}`,
    index,
    skill: next() * 3,
    points: 0,
    wins: 0,
    losses: 0,
    ties: 0,
    placing: 0,
  }));
}

function standingOf(p: SimPlayer, extra: Record<string, unknown>) {
  return {
    player: p.username,
    name: `${FIRST[p.index % FIRST.length]} ${LAST[Math.floor(p.index / FIRST.length) % LAST.length]} ${p.index}`,
    country: ['US', 'GB', 'DE', 'JP', 'BR', 'FR'][p.index % 6],
    placing: p.placing,
    record: { wins: p.wins, losses: p.losses, ties: p.ties },
    drop: null,
    ...extra,
  };
}

function tcgList(archetype: (typeof ARCHETYPES)[number], variant: number) {
  const pokemon = archetype.pokemon.map(([count, name], i) => ({ count, name, set: 'SVI', number: String(10 + i) }));
  pokemon.push({ count: 2, name: 'Fezandipiti ex', set: 'SFA', number: '38' });
  const trainer = TRAINERS.map(([count, name, set, number], i) => ({
    count: i === variant % TRAINERS.length ? Math.max(1, count - 1) : count,
    name,
    set,
    number,
  }));
  const used = [...pokemon, ...trainer].reduce((sum, card) => sum + card.count, 0);
  return { pokemon, trainer, energy: [{ count: 60 - used, name: 'Basic Psychic Energy', set: 'SVE', number: '5' }] };
}

function tcgTournament() {
  const next = random(15);
  const players = people(TCG_TOURNAMENT.players, next);
  const pairings = simulate(players, TCG_TOURNAMENT.swiss, TCG_TOURNAMENT.topCut, next);
  const standings = [...players]
    .sort((a, b) => a.placing - b.placing)
    .map((p) => {
      // Archetype shares skewed toward the first ones (weight 1/rank), as in a real meta.
      const pick = Math.min(ARCHETYPES.length - 1, Math.floor(ARCHETYPES.length * next() ** 2));
      const archetype = ARCHETYPES[pick]!;
      return standingOf(p, {
        decklist: tcgList(archetype, p.index),
        deck: { id: slug(archetype.name), name: archetype.name, icons: archetype.icons },
      });
    });
  const details = {
    id: TCG_TOURNAMENT.id,
    game: 'PTCG',
    format: 'STANDARD',
    name: 'Bench Regional Championship',
    date: '2025-06-07T08:00:00.000Z',
    players: TCG_TOURNAMENT.players,
    organizer: { id: 1, name: 'Bench Organised Play', logo: null },
    decklists: true,
    isPublic: true,
    isOnline: false,
    phases: [
      { phase: 1, type: 'SWISS', rounds: TCG_TOURNAMENT.swiss, mode: 'BO1' },
      { phase: 2, type: 'SINGLE_ELIMINATION', rounds: Math.log2(TCG_TOURNAMENT.topCut), mode: 'BO3' },
    ],
  };
  return { details, standings, pairings, players };
}

function vgcTournament() {
  const next = random(23);
  const players = people(VGC_TOURNAMENT.players, next);
  const pairings = simulate(players, VGC_TOURNAMENT.swiss, VGC_TOURNAMENT.topCut, next);
  const standings = [...players]
    .sort((a, b) => a.placing - b.placing)
    .map((p) => {
      const team = VGC_TEAMS[Math.min(VGC_TEAMS.length - 1, Math.floor(VGC_TEAMS.length * next() ** 2))]!;
      return standingOf(p, {
        decklist: team.map((name, i) => ({
          id: slug(name),
          name,
          item: ITEMS[(p.index + i) % ITEMS.length],
          ability: '',
          attacks: [0, 1, 2, 3].map((m) => MOVES[(p.index + i + m) % MOVES.length]),
          tera: TERAS[(p.index + i) % TERAS.length],
        })),
        deck: null,
      });
    });
  const details = {
    id: VGC_TOURNAMENT.id,
    game: 'VGC',
    format: 'SVH',
    name: 'Bench VGC Regional',
    date: '2025-06-08T08:00:00.000Z',
    players: VGC_TOURNAMENT.players,
    organizer: { id: 1, name: 'Bench Organised Play', logo: null },
    decklists: true,
    isPublic: true,
    isOnline: false,
    phases: [
      { phase: 1, type: 'SWISS', rounds: VGC_TOURNAMENT.swiss, mode: 'BO3' },
      { phase: 2, type: 'SINGLE_ELIMINATION', rounds: Math.log2(VGC_TOURNAMENT.topCut), mode: 'BO3' },
    ],
  };
  return { details, standings, pairings, players };
}

export interface LimitlessStandIn {
  url: string;
  /** Usernames by placing (1st first) and their numbers of pairings. */
  tcg: { usernames: string[]; rounds: Map<string, number>; standingsBytes: number; pairings: number };
  vgc: { usernames: string[]; rounds: Map<string, number>; standingsBytes: number; pairings: number };
  /** Requests answered so far, per kind ('list', 'details', 'standings', 'pairings'). */
  asked: Record<string, number>;
  /** A wait before each answer (ms), standing in for Limitless's own latency. */
  delayMs: number;
  close(): Promise<void>;
}

function summaryOf(t: { details: object; standings: { player: string }[]; pairings: Pairing[] }) {
  const rounds = new Map<string, number>();
  for (const p of t.pairings)
    for (const side of [p.player1, p.player2] as string[]) rounds.set(side, (rounds.get(side) ?? 0) + 1);
  return {
    usernames: t.standings.map((s) => s.player),
    rounds,
    answers: {
      details: JSON.stringify(t.details),
      standings: JSON.stringify(t.standings),
      pairings: JSON.stringify(t.pairings),
    },
  };
}

export async function startLimitlessStandIn(): Promise<LimitlessStandIn> {
  const lists = { PTCG: tournamentList('PTCG'), VGC: tournamentList('VGC') };
  const tcg = summaryOf(tcgTournament());
  const vgc = summaryOf(vgcTournament());
  const tournaments: Record<string, typeof tcg.answers> = {
    [TCG_TOURNAMENT.id]: tcg.answers,
    [VGC_TOURNAMENT.id]: vgc.answers,
  };
  const asked: Record<string, number> = {};
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (kind: string, status: number, body: string) => {
      asked[kind] = (asked[kind] ?? 0) + 1;
      const answer = () => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      if (standIn.delayMs > 0) setTimeout(answer, standIn.delayMs);
      else answer();
    };
    if (url.pathname === '/tournaments') {
      const list = lists[url.searchParams.get('game') as keyof typeof lists] ?? [];
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      return send('list', 200, JSON.stringify(list.slice((page - 1) * limit, page * limit)));
    }
    const match = /^\/tournaments\/([^/]+)\/(details|standings|pairings)$/.exec(url.pathname);
    const answers = match ? tournaments[match[1]!] : undefined;
    if (!match || !answers) return send('missing', 404, '{"message":"Tournament not found"}');
    send(match[2]!, 200, answers[match[2] as keyof typeof answers]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: LimitlessStandIn = {
    url: `http://127.0.0.1:${port}`,
    tcg: {
      usernames: tcg.usernames,
      rounds: tcg.rounds,
      standingsBytes: Buffer.byteLength(tcg.answers.standings),
      pairings: JSON.parse(tcg.answers.pairings).length,
    },
    vgc: {
      usernames: vgc.usernames,
      rounds: vgc.rounds,
      standingsBytes: Buffer.byteLength(vgc.answers.standings),
      pairings: JSON.parse(vgc.answers.pairings).length,
    },
    asked,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
