// Pokémon TCG Live game logs for the browser tests of /import-match (issue 12), written here in the client's own
// phrasing (English with the old "Turn # N - " headings, German with "Zug von X"), one complete game each: the coin
// flip, the choice, opening hands (the exporting player's revealed), mulligans, turns with energy, attacks, knock-outs
// and prize cards (the owner's named, the opponent's hidden), and the ending. `seed` varies the draws, so games with
// the same players and course are still different logs (a log's fingerprint is its text).

export type LogLanguage = 'en' | 'de';

export interface LogSpec {
  language: LogLanguage;
  /** The exporting player: their draws and prize cards are revealed. */
  owner: string;
  opponent: string;
  /** Who calls the coin, what, and who wins the flip (and chooses to go first). */
  caller: string;
  call: 'heads' | 'tails';
  coinWinner: string;
  winner: string;
  ending: 'prizes' | 'concede';
  mulligans?: Record<string, number>;
  seed?: number;
}

interface Side {
  name: string;
  /** Active, then the bench that comes up after each knock-out. */
  pokemon: string[];
  /** Who comes back to the Active Spot when the bench is empty. */
  attacker: string;
  attack: string;
  energy: string;
  draws: string[];
}

const WORDS = {
  en: {
    setup: 'Setup',
    turn: (n: number, p: string) => `Turn # ${n} - ${p}'s Turn`,
    call: (p: string, c: 'heads' | 'tails') => `${p} chose ${c} for the opening coin flip.`,
    won: (p: string) => `${p} won the coin toss.`,
    first: (p: string) => `${p} decided to go first.`,
    hand: (p: string) => `${p} drew 7 cards for the opening hand.`,
    grid: '- 7 drawn cards.',
    mulligan: (p: string) => `${p} took a mulligan.`,
    bonus: (p: string, o: string, n: number) =>
      `${p} drew ${n} more card${n === 1 ? '' : 's'} because ${o} took at least 1 mulligan.`,
    active: (p: string, c: string) => `${p} played ${c} to the Active Spot.`,
    bench: (p: string, c: string) => `${p} played ${c} to the Bench.`,
    drew: (p: string, c: string) => `${p} drew ${c}.`,
    drewHidden: (p: string) => `${p} drew a card.`,
    attach: (p: string, c: string, t: string) => `${p} attached ${c} to ${t} in the Active Spot.`,
    used: (p: string, a: string, atk: string, o: string, t: string, d: number) =>
      `${p}'s ${a} used ${atk} on ${o}'s ${t} for ${d} damage.`,
    ko: (p: string, t: string) => `${p}'s ${t} was Knocked Out!`,
    prizes: (p: string, n: number) => (n === 1 ? `${p} took a Prize card.` : `${p} took ${n} Prize cards.`),
    prizeShown: (c: string, p: string) => `${c} was added to ${p}'s hand.`,
    prizeHidden: (p: string) => `A card was added to ${p}'s hand.`,
    nowActive: (p: string, t: string) => `${p}'s ${t} is now in the Active Spot.`,
    ended: (p: string) => `${p} ended their turn.`,
    endPrizes: (w: string) => `All Prize cards taken. ${w} wins.`,
    // The client writes the ending from the exporter's side: their opponent conceded, or they did.
    endConcede: (w: string) => `Opponent conceded. ${w} wins.`,
    endConceded: (w: string) => `You conceded. ${w} wins.`,
  },
  de: {
    setup: 'Vorbereitung',
    turn: (_n: number, p: string) => `Zug von ${p}`,
    call: (p: string, c: 'heads' | 'tails') =>
      `${p} hat ${c === 'heads' ? 'Kopf' : 'Zahl'} für den Münzwurf am Anfang gewählt.`,
    won: (p: string) => `${p} hat den Münzwurf gewonnen.`,
    first: (p: string) => `${p} möchte als Erster dran sein.`,
    hand: (p: string) => `${p} hat für die Starthand 7 Karten gezogen.`,
    grid: '- 7 gezogene Karten.',
    mulligan: (p: string) => `${p} hat einen Neustart gemacht.`,
    bonus: (p: string, o: string, n: number) =>
      `${p} hat ${n} zusätzliche Karte${n === 1 ? '' : 'n'} gezogen, weil ${o} mindestens 1 Neustart hatte.`,
    active: (p: string, c: string) => `${p} hat ${c} in die Aktive Position gelegt.`,
    bench: (p: string, c: string) => `${p} hat ${c} auf die Bank gelegt.`,
    drew: (p: string, c: string) => `${p} hat ${c} gezogen.`,
    drewHidden: (p: string) => `${p} hat eine Karte gezogen.`,
    attach: (p: string, c: string, t: string) => `${p} hat ${c} an ${t} in der Aktiven Position angelegt.`,
    used: (p: string, a: string, atk: string, o: string, t: string, d: number) =>
      `${a} von ${p} hat ${atk} gegen ${t} von ${o} für ${d} Schadenspunkte eingesetzt.`,
    ko: (p: string, t: string) => `${t} von ${p} wurde kampfunfähig gemacht!`,
    prizes: (p: string, n: number) =>
      n === 1 ? `${p} hat eine Preiskarte aufgenommen.` : `${p} hat ${n} Preiskarten aufgenommen.`,
    prizeShown: (c: string, p: string) => `${c} wurde zu der Hand von ${p} hinzugefügt.`,
    prizeHidden: (p: string) => `Eine Karte wurde zu der Hand von ${p} hinzugefügt.`,
    nowActive: (p: string, t: string) => `${t} von ${p} ist jetzt in der Aktiven Position.`,
    ended: (p: string) => `${p} hat den eigenen Zug beendet.`,
    endPrizes: (w: string) => `Alle Preiskarten genommen. ${w} hat gewonnen.`,
    endConcede: (w: string) => `Der Gegner hat aufgegeben. ${w} hat gewonnen.`,
    endConceded: (w: string) => `Du hast aufgegeben. ${w} hat gewonnen.`,
  },
} as const;

/** The decks both sides play: a fire deck for the owner, a psychic one for the opponent, in the log's language. */
const DECKS = {
  en: {
    owner: {
      pokemon: ['Charizard ex', 'Pidgeot ex', 'Charizard ex', 'Fezandipiti ex'],
      attacker: 'Charizard ex',
      attack: 'Burning Darkness',
      energy: 'Basic Fire Energy',
      draws: [
        'Rare Candy',
        'Ultra Ball',
        'Arven',
        'Iono',
        'Nest Ball',
        'Super Rod',
        'Counter Catcher',
        'Buddy-Buddy Poffin',
      ],
    },
    opponent: {
      pokemon: ['Gardevoir ex', 'Kirlia', 'Gardevoir ex', 'Drifloon'],
      attacker: 'Gardevoir ex',
      attack: 'Miracle Force',
      energy: 'Basic Psychic Energy',
      draws: [],
    },
  },
  de: {
    owner: {
      pokemon: ['Glurak-ex', 'Tauboss-ex', 'Glurak-ex', 'Fezandipiti-ex'],
      attacker: 'Glurak-ex',
      attack: 'Brennende Finsternis',
      energy: 'Basis-Feuer-Energie',
      draws: [
        'Sonderbonbon',
        'Hyperball',
        'Arven',
        'Enigmara',
        'Nestball',
        'Super-Rute',
        'Jagdzeichen',
        'Kumpel-Kuschel-Puff',
      ],
    },
    opponent: {
      pokemon: ['Gardevoir-ex', 'Kirlia', 'Gardevoir-ex', 'Driftlon'],
      attacker: 'Gardevoir-ex',
      attack: 'Wunderkraft',
      energy: 'Basis-Psycho-Energie',
      draws: [],
    },
  },
} as const;

/** A complete game log (see the file header). */
export function ptcglLog(spec: LogSpec): string {
  const w = WORDS[spec.language];
  const decks = DECKS[spec.language];
  const seed = spec.seed ?? 0;
  const owner: Side = {
    name: spec.owner,
    ...decks.owner,
    pokemon: [...decks.owner.pokemon],
    draws: [...decks.owner.draws],
  };
  const opponent: Side = {
    name: spec.opponent,
    ...decks.opponent,
    pokemon: [...decks.opponent.pokemon],
    draws: [...decks.opponent.draws],
  };
  const sides = [owner, opponent];
  const byName = (name: string) => sides.find((s) => s.name === name)!;
  const other = (side: Side) => (side === owner ? opponent : owner);
  const draw = (side: Side, turn: number) =>
    side === owner ? w.drew(side.name, side.draws[(turn + seed) % side.draws.length]!) : w.drewHidden(side.name);

  const lines: string[] = [w.setup, w.call(spec.caller, spec.call), w.won(spec.coinWinner), w.first(spec.coinWinner)];
  for (const side of [byName(spec.coinWinner), other(byName(spec.coinWinner))]) {
    lines.push(w.hand(side.name), w.grid);
    if (side === owner)
      lines.push(`   • ${[...owner.draws.slice(seed % 3, (seed % 3) + 5), owner.energy, owner.energy].join(', ')}`);
    const mulligans = spec.mulligans?.[side.name] ?? 0;
    for (let i = 0; i < mulligans; i++) lines.push(w.mulligan(side.name));
    if (mulligans > 0) lines.push(w.bonus(other(side).name, side.name, mulligans));
  }
  for (const side of sides) {
    lines.push(w.active(side.name, side.pokemon[0]!));
    for (const benched of side.pokemon.slice(1)) lines.push(w.bench(side.name, benched));
  }

  const winner = byName(spec.winner);
  const loser = other(winner);
  const taken = new Map<Side, number>([
    [owner, 0],
    [opponent, 0],
  ]);
  let turn = 0;
  let current = byName(spec.coinWinner);
  let finished = false;
  while (!finished) {
    turn++;
    lines.push('', '', w.turn(turn, current.name), draw(current, turn));
    lines.push(w.attach(current.name, current.energy, current.pokemon[0]!));
    const attacks = turn > 2 && (current === winner || (turn === 4 && taken.get(current) === 0));
    if (attacks) {
      const target = other(current);
      const knocked = target.pokemon.shift()!;
      lines.push(
        w.used(current.name, current.pokemon[0]!, current.attack, target.name, knocked, 240),
        w.ko(target.name, knocked),
      );
      const count = Math.min(knocked.endsWith('ex') ? 2 : 1, 6 - taken.get(current)!);
      taken.set(current, taken.get(current)! + count);
      lines.push(w.prizes(current.name, count));
      for (let i = 0; i < count; i++) {
        lines.push(
          current === owner
            ? w.prizeShown(owner.draws[(turn + i + seed + 3) % owner.draws.length]!, owner.name)
            : w.prizeHidden(current.name),
        );
      }
      if (current === winner && spec.ending === 'concede' && taken.get(current)! >= 4) {
        const ending = loser === owner ? w.endConceded(winner.name) : w.endConcede(winner.name);
        lines.push('', '', w.turn(turn + 1, loser.name), draw(loser, turn + 1), ending);
        finished = true;
      } else if (taken.get(current)! >= 6) {
        lines.push(w.endPrizes(current.name));
        finished = true;
      } else {
        if (target.pokemon.length === 0) target.pokemon.push(target.attacker);
        lines.push(w.nowActive(target.name, target.pokemon[0]!));
      }
    } else lines.push(w.ended(current.name));
    current = other(current);
  }
  return lines.join('\n');
}

/** A 60-card PTCGL deck list export, pasted with logs to be offered as a deck. */
export const DECK_LIST = `Pokémon: 10
4 Charmander PAF 7
3 Charizard ex OBF 125
3 Pidgeot ex OBF 164

Trainer: 42
4 Rare Candy SVI 191
4 Ultra Ball SVI 196
4 Arven SVI 166
4 Iono PAL 185
4 Nest Ball SVI 181
4 Buddy-Buddy Poffin TEF 144
4 Boss's Orders PAL 172
4 Super Rod PAL 188
4 Counter Catcher PAR 160
6 Forest Seal Stone SIT 156

Energy: 8
8 Basic Fire Energy SVE 2

Total Cards: 60`;

/** A complete English game AshK wins on prizes against Brock, with any field changed (the tests' common log). */
export function testLog(spec: Partial<LogSpec> = {}): string {
  return ptcglLog({
    language: 'en',
    owner: 'AshK',
    opponent: 'Brock',
    caller: 'Brock',
    call: 'tails',
    coinWinner: 'AshK',
    winner: 'AshK',
    ending: 'prizes',
    ...spec,
  });
}
