/**
 * The card facts of an imported TCG game (issue 30 "Kept compactly"): what each side did with each card and when,
 * the log owner's opening hand, and the game's tempo milestones — read once from the game's PTCGL log and kept, so
 * card impact, tempo and openings (tcgCardImpact.ts, tcgTempo.ts) never read a log again.
 *
 * Definitions:
 * - Turns are the player's own turns: 1 is their first turn, 2 their second; 0 is setup. The log counts both players'
 *   turns (`turn` of the timeline), so a player who went first plays global turns 1, 3, 5… and their own turn k is
 *   global turn 2k − 1; the player who went second plays 2, 4, 6… ("when they played Iono by their turn 2").
 * - A card's `first` is the first own turn its player played, attached, evolved into, attacked with or used an
 *   ability of it (the reader's `firstUsedTurn`); null when it was only seen (drawn, searched, discarded). `uses` counts
 *   those actions. Cards are named in English where the reader knows the name, else as the log writes them, so logs of
 *   several languages count together.
 * - Milestones (own turns of "you", null when it never happened): `firstAttack`, `firstKnockOut` (the first of the
 *   opponent's Pokémon Knocked Out), `firstPrize` (the first Prize card you took); `stage2ByTurn2`: a Stage 2 Pokémon
 *   of yours was evolved into by your second turn.
 * - "You" is the side the match was logged for: the log's owner (the exporter), else the side the game's recorded
 *   going-first and result point to. A game whose side cannot be told has no facts (never a guess).
 *
 * Decisions:
 * - Facts are derived data. `TCG_CARD_FACTS_VERSION` names the reading that made them; when a reader fix changes what
 *   a log yields, the version moves and the server's backfill reads every kept log again (the log text stays the
 *   source of truth).
 * - A match's logs are zipped with its games in play order (`ptcglLogText` keeps them so); when the counts differ
 *   (a game logged by hand beside imported ones) only a single log beside a single game is trusted.
 */
import { splitPtcglPaste } from '../importers/ptcgl/splitPaste.ts';
import { readPtcglLog } from '../importers/ptcgl/readPtcglLog.ts';
import type { PtcglLogReading } from '../importers/ptcgl/types.ts';
import { evolutionStage } from '../rules/evolutionFamilies.ts';

/** Moves when a reader change alters the facts a kept log yields (see header). */
export const TCG_CARD_FACTS_VERSION = 1;

/** One card of one side in one game: [name, first own turn used, times used] (null first: read as not used). */
export type TcgCardUse = readonly [card: string, first: number | null, uses: number];

export interface TcgGameCardFacts {
  /** Your cards used in the game (first use and times used), in order of first mention. */
  you: TcgCardUse[];
  /** The opponent's cards used in the game. */
  opp: TcgCardUse[];
  /** Your opening hand as far as the log reveals it (names as for `you`); empty when not revealed. */
  hand: string[];
  /** Your mulligans. */
  mulligans: number;
  firstAttack: number | null;
  firstKnockOut: number | null;
  firstPrize: number | null;
  stage2ByTurn2: boolean;
}

const USE_ACTIONS: ReadonlySet<string> = new Set(['played', 'attached', 'evolved', 'attacked', 'ability']);

/** The own-turn number of global turn `turn` for a player who went first or not (see header). */
export function ownTurn(turn: number, wentFirst: boolean): number {
  if (turn <= 0) return 0;
  return wentFirst ? Math.ceil(turn / 2) : Math.floor(turn / 2);
}

/**
 * The card facts of one game read from its log, for the side `you` (a player of the reading); null when the reading
 * is not a game log, `you` is not one of its players, or it does not say who went first (turns cannot be told).
 */
export function tcgGameCardFacts(reading: PtcglLogReading, you: string): TcgGameCardFacts | null {
  const r = reading;
  if (!r.isGameLog || !r.players.includes(you) || r.wentFirst === null) return null;
  const opponent = r.players.find((p) => p !== you) ?? null;
  const first = (player: string | null) => player !== null && r.wentFirst === player;
  const english = new Map<string, string>();
  for (const cards of Object.values(r.cards)) {
    for (const card of cards) if (card.englishName) english.set(card.name, card.englishName);
  }
  const nameOf = (card: string, englishCard?: string | null) => englishCard || english.get(card) || card;

  const uses = new Map<string, Map<string, { first: number | null; uses: number }>>();
  for (const player of r.players) uses.set(player, new Map());
  for (const player of r.players) {
    for (const card of r.cards[player] ?? []) {
      const firstUsed = card.firstUsedTurn ?? null;
      uses.get(player)!.set(nameOf(card.name, card.englishName), {
        first: firstUsed === null ? null : ownTurn(firstUsed, first(player)),
        uses: 0,
      });
    }
  }
  const facts: TcgGameCardFacts = {
    you: [],
    opp: [],
    hand: (r.openingHand ?? []).map((card) => nameOf(card)),
    mulligans: r.mulligans[you] ?? 0,
    firstAttack: null,
    firstKnockOut: null,
    firstPrize: null,
    stage2ByTurn2: false,
  };
  const youFirst = first(you);
  for (const event of r.timeline ?? []) {
    if (event.card === null) continue;
    const own = ownTurn(event.turn, first(event.player));
    if (USE_ACTIONS.has(event.action)) {
      const byCard = uses.get(event.player);
      const name = nameOf(event.card, event.englishCard);
      const entry = byCard?.get(name);
      if (byCard && !entry) byCard.set(name, { first: own, uses: 1 });
      else if (entry) {
        entry.uses++;
        if (entry.first === null || own < entry.first) entry.first = own;
      }
    }
    if (event.player === you && event.action === 'attacked' && facts.firstAttack === null) facts.firstAttack = own;
    if (event.player === you && event.action === 'evolved' && ownTurn(event.turn, youFirst) <= 2) {
      if (evolutionStage(nameOf(event.card, event.englishCard)) === 2) facts.stage2ByTurn2 = true;
    }
    // A Knocked Out line names the Pokémon's owner: the opponent's Pokémon falling is your knock-out.
    if (event.action === 'knockedOut' && event.player === opponent && facts.firstKnockOut === null) {
      facts.firstKnockOut = ownTurn(event.turn, youFirst);
    }
  }
  const prize = r.prizeOrder.find((p) => p.player === you);
  if (prize) facts.firstPrize = ownTurn(prize.turn, youFirst);
  // Only cards used are kept: one only drawn, searched or discarded says nothing of its play (and is a third of them).
  const list = (player: string | null): TcgCardUse[] =>
    player === null
      ? []
      : [...(uses.get(player) ?? new Map()).entries()]
          .filter(([, u]) => u.first !== null)
          .map(([card, u]) => [card, u.first, u.uses]);
  facts.you = list(you);
  facts.opp = list(opponent);
  return facts;
}

/** The fields of a stored match the facts read. */
export interface TcgCardFactsMatchLike {
  ptcglLogText?: string | null;
  games?: readonly { result?: string | null; wentFirst?: boolean | null }[] | null;
}

/** The side of a reading that is "you" for a game recorded with this result and going-first (see header). */
function youOf(reading: PtcglLogReading, game: { result?: string | null; wentFirst?: boolean | null }): string | null {
  if (reading.owner) return reading.owner;
  const [a, b] = reading.players;
  if (a === undefined || b === undefined) return null;
  if (reading.wentFirst && typeof game.wentFirst === 'boolean') {
    return game.wentFirst ? reading.wentFirst : reading.wentFirst === a ? b : a;
  }
  if (reading.winner && (game.result === 'win' || game.result === 'loss')) {
    return game.result === 'win' ? reading.winner : reading.winner === a ? b : a;
  }
  return null;
}

/**
 * The card facts of each game of a stored match, by game index (null for a game without readable facts); an empty
 * list for a match without a kept log.
 */
export function tcgMatchCardFacts(match: TcgCardFactsMatchLike): (TcgGameCardFacts | null)[] {
  const games = match.games ?? [];
  if (!match.ptcglLogText || games.length === 0) return [];
  const logs = splitPtcglPaste(match.ptcglLogText).logs;
  if (logs.length !== games.length) return games.map(() => null);
  return games.map((game, index) => {
    const reading = readPtcglLog(logs[index]!.text);
    const you = youOf(reading, game);
    return you === null ? null : tcgGameCardFacts(reading, you);
  });
}
