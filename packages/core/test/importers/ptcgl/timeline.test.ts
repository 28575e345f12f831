/**
 * The timeline of a PTCGL log (issue 30): every `played` event (turn, player, card), the other actions, each card's
 * `firstUsedTurn` and the opening hand, on one game written in each of the seven languages' phrasings
 * (fixtures/timeline), and the consistency of `firstUsedTurn` with the timeline on every fixture log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPtcglLog } from '../../../src/importers/ptcgl/readPtcglLog.ts';
import type { PtcglLogReading, PtcglTimelineAction } from '../../../src/importers/ptcgl/types.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const TIMELINE_FIXTURES = path.join(FIXTURES, 'timeline');

/** The card names of the game in each language, by role. */
type Role =
  | 'charmander'
  | 'pidgey'
  | 'poffin'
  | 'fire'
  | 'arven'
  | 'iono'
  | 'candy'
  | 'zard'
  | 'pidgeotto'
  | 'ultra'
  | 'seal'
  | 'boss'
  | 'dreepy'
  | 'duskull'
  | 'nest'
  | 'psychic'
  | 'drakloak'
  | 'catcher';

interface Game {
  file: string;
  me: string;
  opponent: string;
  names: Record<Role, string>;
  /** The owner took a mulligan on the listed hand: the kept hand is not in the log. */
  mulligan?: boolean;
}

const GAMES: Game[] = [
  {
    file: 'en-timeline.txt',
    me: 'Ivy Moss',
    opponent: 'Rook_7',
    names: {
      charmander: 'Charmander',
      pidgey: 'Pidgey',
      poffin: 'Buddy-Buddy Poffin',
      fire: 'Basic Fire Energy',
      arven: 'Arven',
      iono: 'Iono',
      candy: 'Rare Candy',
      zard: 'Charizard ex',
      pidgeotto: 'Pidgeotto',
      ultra: 'Ultra Ball',
      seal: 'Forest Seal Stone',
      boss: "Boss's Orders",
      dreepy: 'Dreepy',
      duskull: 'Duskull',
      nest: 'Nest Ball',
      psychic: 'Basic Psychic Energy',
      drakloak: 'Drakloak',
      catcher: 'Counter Catcher',
    },
  },
  {
    file: 'de-timeline.txt',
    me: 'Lena Fuchs',
    opponent: 'Kai99',
    names: {
      charmander: 'Glumanda',
      pidgey: 'Taubsi',
      poffin: 'Dicke-Freunde-Knursp',
      fire: 'Basis-Feuer-Energie',
      arven: 'Arven',
      iono: 'Enigmara',
      candy: 'Sonderbonbon',
      zard: 'Glurak-ex',
      pidgeotto: 'Tauboga',
      ultra: 'Hyperball',
      seal: 'Waldsiegelstein',
      boss: 'Befehl vom Boss',
      dreepy: 'Grolldra',
      duskull: 'Zwirrlicht',
      nest: 'Nestball',
      psychic: 'Basis-Psycho-Energie',
      drakloak: 'Phandra',
      catcher: 'Konterfänger',
    },
  },
  {
    file: 'fr-timeline.txt',
    me: 'Éloïse',
    opponent: 'Bastien 3',
    names: {
      charmander: 'Salamèche',
      pidgey: 'Roucool',
      poffin: 'Poffin Copain',
      fire: 'Énergie Feu de base',
      arven: 'Pepper',
      iono: 'Mashynn',
      candy: 'Super Bonbon',
      zard: 'Dracaufeu-ex',
      pidgeotto: 'Roucoups',
      ultra: 'Hyper Ball',
      seal: 'Sceau de la Forêt',
      boss: 'Ordres du Boss',
      dreepy: 'Fantyrm',
      duskull: 'Skelénox',
      nest: 'Poké Ball Nid',
      psychic: 'Énergie Psy de base',
      drakloak: 'Dispareptil',
      catcher: 'Contre-Capture',
    },
  },
  {
    file: 'it-timeline.txt',
    me: 'Lupo Grigio',
    opponent: 'Marta_K',
    names: {
      charmander: 'Charmander',
      pidgey: 'Pidgey',
      poffin: 'Poffin del Cuore',
      fire: 'Energia base Fuoco',
      arven: 'Pepe',
      iono: 'Kissara',
      candy: 'Caramella Rara',
      zard: 'Charizard-ex',
      pidgeotto: 'Pidgeotto',
      ultra: 'Ultra Ball',
      seal: 'Sigillo della Foresta',
      boss: 'Ordini del Capo',
      dreepy: 'Dreepy',
      duskull: 'Duskull',
      nest: 'Nest Ball',
      psychic: 'Energia base Psico',
      drakloak: 'Drakloak',
      catcher: 'Controcattura',
    },
  },
  ...(['es', 'es-419'] as const).map((language) => ({
    file: `${language}-timeline.txt`,
    me: language === 'es' ? 'Lucía Sol' : 'Pablo Río',
    opponent: language === 'es' ? 'Nacho 12' : 'Vale_MX',
    names: {
      charmander: 'Charmander',
      pidgey: 'Pidgey',
      poffin: 'Poffin Amigo',
      fire: 'Energía Fuego Básica',
      arven: 'Pepo',
      iono: 'e-Nigma',
      candy: 'Caramelo Raro',
      zard: 'Charizard ex',
      pidgeotto: 'Pidgeotto',
      ultra: 'Ultra Ball',
      seal: 'Piedra Sello Bosque',
      boss: 'Órdenes de Jefes',
      dreepy: 'Dreepy',
      duskull: 'Duskull',
      nest: 'Nido Ball',
      psychic: 'Energía Psíquica Básica',
      drakloak: 'Drakloak',
      catcher: 'Contraatrapador',
    },
  })),
  {
    file: 'pt-br-timeline.txt',
    me: 'Tiago Luz',
    opponent: 'Bia_SP',
    mulligan: true,
    names: {
      charmander: 'Charmander',
      pidgey: 'Pidgey',
      poffin: 'Poffin de Colega',
      fire: 'Energia Fogo Básica',
      arven: 'Hilda',
      iono: 'Kissera',
      candy: 'Doce Raro',
      zard: 'Charizard ex',
      pidgeotto: 'Pidgeotto',
      ultra: 'Ultra Bola',
      seal: 'Pedra Selo da Floresta',
      boss: 'Ordens do Chefe',
      dreepy: 'Dreepy',
      duskull: 'Duskull',
      nest: 'Bola Ninho',
      psychic: 'Energia Psíquico Básica',
      drakloak: 'Drakloak',
      catcher: 'Contracaptura',
    },
  },
];

const read = (file: string) => readPtcglLog(fs.readFileSync(path.join(TIMELINE_FIXTURES, file), 'utf8'));

/** `[turn, player, card, target?]` of every event of one action, in order. */
function eventsOf(reading: PtcglLogReading, action: PtcglTimelineAction): (string | number | null)[][] {
  return reading.timeline
    .filter((event) => event.action === action)
    .map((event) => [event.turn, event.player, event.card, ...(event.target === undefined ? [] : [event.target])]);
}

/** Each card's firstUsedTurn for one player, by name (cards only seen: null). */
function firstUsed(reading: PtcglLogReading, player: string): Record<string, number | null> {
  return Object.fromEntries((reading.cards[player] ?? []).map((card) => [card.name, card.firstUsedTurn]));
}

describe('readPtcglLog timeline, one game in every language', () => {
  it('has a fixture for every language the reader knows', () => {
    const languages = GAMES.map((game) => read(game.file).language);
    expect(new Set(languages)).toEqual(new Set(['en', 'de', 'fr', 'it', 'es', 'es-419', 'pt-BR']));
  });

  for (const game of GAMES) {
    describe(game.file, () => {
      const reading = read(game.file);
      const { me, opponent: them } = game;
      const n = game.names;

      it('reads every played event with its turn, player and card (setup is turn 0)', () => {
        expect(reading.problems).toEqual([]);
        expect(reading.turns).toBe(4);
        expect(eventsOf(reading, 'played')).toEqual([
          [0, me, n.charmander],
          [0, them, n.dreepy],
          [0, them, n.duskull],
          [1, me, n.pidgey],
          [1, me, n.poffin],
          // `drew 2 cards and played them to the Bench` with its list: searched, then played.
          [1, me, n.charmander],
          [1, me, n.pidgey],
          [1, me, n.arven],
          [2, them, n.nest],
          [2, them, n.dreepy],
          [3, me, n.candy],
          [3, me, n.iono],
          [4, them, n.catcher],
        ]);
      });

      it('reads attachments, evolutions, attacks, abilities, retreats, knock-outs, prizes and discards', () => {
        expect(eventsOf(reading, 'attached')).toEqual([
          [1, me, n.fire, n.charmander],
          [2, them, n.psychic, n.dreepy],
          [3, me, n.fire, n.zard],
          [3, me, n.fire, n.charmander],
        ]);
        expect(eventsOf(reading, 'evolved')).toEqual([
          [3, me, n.zard, n.charmander],
          [3, me, n.pidgeotto, n.pidgey],
          [4, them, n.drakloak, n.dreepy],
        ]);
        expect(eventsOf(reading, 'attacked')).toEqual([
          [2, them, n.dreepy, n.charmander],
          [3, me, n.zard, n.dreepy],
        ]);
        expect(eventsOf(reading, 'ability')).toEqual([
          [3, me, n.zard],
          [4, them, n.drakloak],
        ]);
        expect(eventsOf(reading, 'retreated')).toEqual([[3, me, n.charmander]]);
        expect(eventsOf(reading, 'knockedOut')).toEqual([[3, them, n.dreepy]]);
        expect(eventsOf(reading, 'prizeTaken')).toEqual([[3, me, n.boss]]);
        expect(eventsOf(reading, 'discarded')).toEqual([
          [3, them, n.psychic, n.dreepy],
          [4, them, n.psychic],
          [4, them, n.nest],
        ]);
        expect(eventsOf(reading, 'searched')).toEqual([
          [1, me, n.charmander],
          [1, me, n.pidgey],
          [2, them, n.dreepy],
        ]);
        expect(eventsOf(reading, 'shuffled')).toEqual([
          [1, me, null],
          [1, me, null],
          [2, them, null],
          [3, me, null],
          [3, me, null],
          [3, them, null],
        ]);
      });

      it('reads draws: named ones with their card, hidden ones without, a list naming the cards of its line', () => {
        const drew = eventsOf(reading, 'drew');
        const openingHand = game.mulligan
          ? [n.ultra, n.fire, n.iono, n.boss, n.fire, n.arven, n.seal]
          : [n.charmander, n.poffin, n.candy, n.fire, n.arven, n.iono, n.pidgey];
        expect(drew).toEqual([
          ...openingHand.map((card) => [0, me, card]),
          [0, them, null],
          ...(game.mulligan ? [[0, them, null]] : []),
          [1, me, n.ultra],
          [1, me, n.candy],
          [1, me, n.seal],
          [2, them, null],
          [3, me, n.fire],
          ...[n.boss, n.fire, n.pidgey, n.ultra].map((card) => [3, me, card]),
          [3, them, null],
          [4, them, null],
          [4, them, null],
        ]);
      });

      it('gives each card the first turn it was used, null when only seen', () => {
        expect(firstUsed(reading, me)).toEqual({
          [n.charmander]: 0,
          [n.pidgey]: 1,
          [n.poffin]: 1,
          [n.fire]: 1,
          [n.arven]: 1,
          [n.candy]: 3,
          [n.zard]: 3,
          [n.pidgeotto]: 3,
          [n.iono]: 3,
          [n.ultra]: null,
          [n.seal]: null,
          [n.boss]: null,
        });
        expect(firstUsed(reading, them)).toEqual({
          [n.dreepy]: 0,
          [n.duskull]: 0,
          [n.nest]: 2,
          [n.psychic]: 2,
          [n.drakloak]: 4,
          [n.catcher]: 4,
        });
      });

      it('reads the opening hand of the owner, and the hands a mulligan revealed', () => {
        expect(reading.owner).toBe(me);
        if (game.mulligan) {
          expect(reading.openingHand).toEqual([]);
          expect(reading.mulliganHands[me]).toEqual([[n.ultra, n.fire, n.iono, n.boss, n.fire, n.arven, n.seal]]);
        } else {
          expect(reading.openingHand).toEqual([n.charmander, n.poffin, n.candy, n.fire, n.arven, n.iono, n.pidgey]);
          expect(reading.mulliganHands).toEqual({ [me]: [], [them]: [] });
        }
      });
    });
  }

  it('names cards in English beside the log’s name where the catalogue knows them', () => {
    const german = read('de-timeline.txt');
    const evolved = german.timeline.find((event) => event.action === 'evolved');
    expect(evolved).toMatchObject({ card: 'Glurak-ex', englishCard: 'Charizard ex', target: 'Glumanda' });
    expect(german.timeline.find((event) => event.card === 'Nestball')?.englishCard).toBe('Nest Ball');
    expect(german.timeline.find((event) => event.card === 'Konterfänger')?.englishCard).toBeNull();
  });
});

describe('readPtcglLog timeline on every fixture log', () => {
  const USED = new Set<PtcglTimelineAction>(['played', 'attached', 'evolved', 'attacked', 'ability']);
  const files = fs.readdirSync(FIXTURES).filter((file) => file.endsWith('.txt'));

  it.each(files)('%s: firstUsedTurn is the first used event of the card in the timeline', (file) => {
    const reading = readPtcglLog(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
    const first = new Map<string, number>();
    let previousTurn = 0;
    for (const event of reading.timeline) {
      expect(reading.players).toContain(event.player);
      expect(event.turn).toBeGreaterThanOrEqual(previousTurn);
      expect(event.turn).toBeLessThanOrEqual(reading.turns);
      previousTurn = event.turn;
      const key = `${event.player}\n${(event.card ?? '').toLowerCase()}`;
      if (USED.has(event.action) && event.card !== null && !first.has(key)) first.set(key, event.turn);
    }
    for (const [player, cards] of Object.entries(reading.cards)) {
      for (const card of cards) {
        expect([card.name, card.firstUsedTurn]).toEqual([
          card.name,
          first.get(`${player}\n${card.name.toLowerCase()}`) ?? null,
        ]);
      }
    }
  });
});

describe('readPtcglLog timeline, wordings outside the seven games', () => {
  it('reads German discards written with the owner named twice, and a named card shuffled back', () => {
    const reading = readPtcglLog(
      [
        'Vorbereitung',
        'Mia hat den Münzwurf gewonnen.',
        'Mia möchte als Erster dran sein.',
        'Mia hat Glumanda in die Aktive Position gelegt.',
        'Tom hat Grolldra in die Aktive Position gelegt.',
        '',
        'Zug von Mia',
        'Mia hat eine Karte gezogen.',
        'Mia hat Trekkingschuhe gespielt.',
        '- Mia hat Basis-Feuer-Energie von Mia auf den Ablagestapel von Mia gelegt.',
        'Mia hat Hyperball gespielt.',
        '- Mia hat 2 Karten von Mia auf den Ablagestapel von Mia gelegt.',
        '   • Taubsi, Enigmara',
        '- Mia hat das eigene Deck gemischt.',
        'Der Gegner hat aufgegeben. Mia hat gewonnen.',
      ].join('\n'),
    );
    expect(eventsOf(reading, 'discarded')).toEqual([
      [1, 'Mia', 'Basis-Feuer-Energie'],
      [1, 'Mia', 'Taubsi'],
      [1, 'Mia', 'Enigmara'],
    ]);
    expect(eventsOf(reading, 'played')).toEqual([
      [0, 'Mia', 'Glumanda'],
      [0, 'Tom', 'Grolldra'],
      [1, 'Mia', 'Trekkingschuhe'],
      [1, 'Mia', 'Hyperball'],
    ]);
    const portuguese = readPtcglLog(
      [
        'Preparação',
        'Ana decidiu jogar primeiro.',
        'Ana jogou Dreepy no Campo Ativo.',
        'Rui jogou Gible no Campo Ativo.',
        '',
        'Turno de Ana',
        'Ana comprou uma carta.',
        'Ana jogou Bola Noturna.',
        '- Ana embaralhou Energia Luminosa no baralho dele.',
        'O oponente se rendeu. Ana venceu.',
      ].join('\n'),
    );
    expect(eventsOf(portuguese, 'shuffled')).toEqual([[1, 'Ana', 'Energia Luminosa']]);
  });
});

describe('readPtcglLog timeline on quirky exports', () => {
  const fixture = (file: string) => readPtcglLog(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));

  it('names cards without their card ids', () => {
    const reading = fixture('en-card-ids-sweep.txt');
    expect(eventsOf(reading, 'played')).toEqual([
      [0, 'Marlowe_7', 'Dreepy'],
      [0, 'Quill Harbor', 'Mega Kangaskhan ex'],
      [0, 'Quill Harbor', "Cynthia's Gible"],
      [1, 'Quill Harbor', 'Fezandipiti ex'],
      [2, 'Marlowe_7', 'Rare Candy'],
    ]);
    expect(eventsOf(reading, 'evolved')[0]).toEqual([2, 'Marlowe_7', 'Dragapult ex', 'Dreepy']);
    expect(reading.openingHand[0]).toBe('Dreepy');
  });

  it('counts turns under placeholder headings', () => {
    expect(eventsOf(fixture('en-cut-mid-game-placeholder-headers.txt'), 'played')).toEqual([
      [0, 'Hollis', 'Solrock'],
      [0, 'Hollis', 'Lunatone'],
      [0, 'Juniper_Ray', 'Pidgey'],
      [1, 'Juniper_Ray', 'Buddy-Buddy Poffin'],
      [1, 'Juniper_Ray', 'Froakie'],
      [1, 'Juniper_Ray', 'Duskull'],
      [2, 'Hollis', 'Fighting Gong'],
    ]);
  });

  it('never throws and keeps unreadable lines as problems', () => {
    const reading = readPtcglLog(
      'Setup\nAnn decided to go first.\nAnn played Dreepy to the Active Spot.\n• , , ,\n- \n',
    );
    expect(Array.isArray(reading.timeline)).toBe(true);
    expect(readPtcglLog('').timeline).toEqual([]);
    expect(readPtcglLog('not a log at all').openingHand).toEqual([]);
  });
});
