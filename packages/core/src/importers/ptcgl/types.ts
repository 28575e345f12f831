/**
 * The contract of the Pokémon TCG Live (PTCGL) game-log reader (issue 12). `readPtcglLog(text)` is pure, never
 * throws, and is used by the browser (guests) and the server (which always reads the text itself).
 *
 * Field names of `PtcglLogReading` marked CONTRACT are called by outside checks exactly as written.
 */

/**
 * The seven languages Pokémon TCG Live exports logs in (the client's locales en, de, fr, it, ptbr, es, es_la):
 * Spain's and Latin America's Spanish are written differently (`ha robado` / `robó`), so each has its own table.
 */
export const PTCGL_LANGUAGES = ['en', 'de', 'fr', 'es', 'es-419', 'it', 'pt-BR'] as const;
export type PtcglLanguage = (typeof PTCGL_LANGUAGES)[number];

export type PtcglEndReason = 'prizes' | 'concede' | 'deck_out' | 'no_pokemon' | 'timeout';

/**
 * What a player did with a card, as far as the log tells. 'evolved': the card was evolved into (it is the evolution,
 * not the Pokémon it evolved from). 'attacked': the Pokémon used an attack — a `used` line with a target or damage;
 * abilities (and attacks that neither hit nor damage) are `used` lines without them and are not attacks.
 */
export type PtcglCardAction =
  'played' | 'attached' | 'evolved' | 'attacked' | 'searched' | 'revealed' | 'drawn' | 'discarded';

export interface PtcglCardSeen {
  /** As the log writes it, in the log's language. */
  name: string;
  /** The English card name when the catalogue or the species list knows it, else null. */
  englishName: string | null;
  /** The English species when the card is a Pokémon the species list knows (`Raging Bolt` for `Furienblitz-ex`). */
  species: string | null;
  /** How often the log mentions this card for this player (a rough use count, not copies in the deck). */
  mentions: number;
  actions: PtcglCardAction[];
  /** How many attacks the log shows this Pokémon making (see 'attacked'); absent when none. */
  attacks?: number;
  /**
   * The first turn (as in the timeline: 0 for setup) the player played, attached, evolved into, attacked with or used
   * an ability of this card; null when the log only shows it drawn, searched, discarded, revealed or named.
   */
  firstUsedTurn: number | null;
  /**
   * The cards of the same player this one was evolved from, as the log writes them (`Drakloak` for `Dragapult ex`,
   * `Charmander` for a Rare Candy to `Charizard ex`), in order of first evolution; absent when none.
   */
  evolvedFrom?: string[];
}

/**
 * What happened in one timeline event (issue 30). 'evolved': `card` is the evolution, `target` what it evolved from;
 * 'attacked' and 'ability': `card` is the Pokémon (a `used` line with a target or damage is an attack, one without is
 * an ability: see PtcglCardAction); 'knockedOut': `player` is the owner of the Pokémon knocked out; 'prizeTaken': one
 * event per Prize card, `card` the card when the log reveals it; 'searched': a card put into the hand or into play
 * from the deck by an effect (a named draw on a sub-line, `drew … and played it`).
 */
export type PtcglTimelineAction =
  | 'played'
  | 'attached'
  | 'evolved'
  | 'attacked'
  | 'ability'
  | 'retreated'
  | 'knockedOut'
  | 'prizeTaken'
  | 'drew'
  | 'discarded'
  | 'searched'
  | 'shuffled';

/** One event of a game's timeline (issue 30), kept short: no line text, `target` only where the line has one. */
export interface PtcglTimelineEvent {
  /** 1-based, counting both players' turns; 0 in setup (as PtcglPrizeEvent.turn). */
  turn: number;
  /** The screen name of the player acting (for 'knockedOut', whose Pokémon it was). */
  player: string;
  action: PtcglTimelineAction;
  /** As the log writes it (without a card id), or null when the line names none (a hidden draw, a shuffle). */
  card: string | null;
  /** The English name of `card` when the catalogue or the species list knows it, else null. */
  englishCard: string | null;
  /** What the card went to or came from: attached to, evolved from, attacked, discarded from. */
  target?: string;
}

export interface PtcglPrizeEvent {
  player: string;
  /** Prize cards taken at once (a knock-out of a Pokémon ex gives 2, of a Mega Evolution Pokémon ex 3). */
  count: number;
  /** The turn number (1-based, counting both players' turns) in which they were taken; 0 in setup. */
  turn: number;
}

export interface PtcglProblem {
  /** 1-based line of the (normalised) text, or 0 when the problem concerns the whole text. */
  line: number;
  text: string;
  message: string;
}

export interface PtcglLogReading {
  /** False when the text is not a PTCGL game log at all; then `notALogReason` says why in words a player understands. */
  isGameLog: boolean;
  notALogReason: string | null;
  /** CONTRACT. Null only when the text is not a log. */
  language: PtcglLanguage | null;
  /** CONTRACT. Both screen names in order of appearance (one in a log that ends before the opponent appears). */
  players: string[];
  /** CONTRACT. The exporting player (whose opening hand and draws are revealed), or null when the log cannot tell. */
  owner: string | null;
  /** CONTRACT. */
  coinFlip: { caller: string | null; call: 'heads' | 'tails' | null; winner: string | null };
  /** CONTRACT. */
  wentFirst: string | null;
  /** CONTRACT. Every player in `players` has an entry (0 when none). */
  mulligans: Record<string, number>;
  /** CONTRACT. Every player in `players` has an entry (0 when none). */
  prizesTaken: Record<string, number>;
  /** CONTRACT. */
  winner: string | null;
  /** CONTRACT. Both prizes and no Pokémon at once → 'prizes'; a log that stops before the end → null. */
  endReason: PtcglEndReason | null;
  /** CONTRACT. */
  concededBy: string | null;
  /** CONTRACT. */
  deckedOut: string | null;
  /** Per player (keys of `players`), the cards seen, in order of first mention. */
  cards: Record<string, PtcglCardSeen[]>;
  /** Turns played (both players' turns counted; setup is not a turn). */
  turns: number;
  /** Every prize take in order. */
  prizeOrder: PtcglPrizeEvent[];
  /** Who took the first prize card, or null when nobody took one. */
  firstPrizeTakenBy: string | null;
  /**
   * Names of prize cards the owner took, as the log reveals them (the opponent's are hidden), in order, in the log's
   * language.
   */
  ownerPrizeCards: string[];
  /** CONTRACT (issue 30). Every event the log shows, in log order (PtcglTimelineEvent). */
  timeline: PtcglTimelineEvent[];
  /**
   * CONTRACT (issue 30). The owner's opening hand as the log lists it (names as written); [] when the log does not
   * reveal the hand the owner kept (no list, no known owner, or the list is one the owner took a mulligan on).
   */
  openingHand: string[];
  /** Per player of `players`, the hands the log reveals they took a mulligan on, in order ([] when none). */
  mulliganHands: Record<string, string[][]>;
  /** Lines the reader could not place. Never a throw. */
  problems: PtcglProblem[];
}

/**
 * One language's phrasing of the lines the reader understands. Each entry is a list of templates (several wordings
 * across client versions). Templates are whole lines after normalisation (curly apostrophes turned into `'`, runs of
 * spaces into one, line trimmed, a leading `- ` bullet removed), compared ignoring letter case, with placeholders:
 *
 * - `{player}` / `{opponent}` / `{winner}` / `{loser}`: a screen name (any text; the reader prefers known names),
 * - `{n}`: a whole number, `{card}` / `{pokemon}` / `{target}`: a card name, `{attack}`: an attack or ability name,
 * - `{call}`: one of `heads` / `tails` words of that language,
 * - `{damage}`: a number of damage points,
 * - `{rest}`: any further sentences on the same line (damage lines go on about Weakness and Resistance),
 * - `{reason}`: the reason sentence of an ending.
 *
 * Literal parentheses, dots and other regex characters in templates are taken literally.
 */
export interface PtcglPhrases {
  language: PtcglLanguage;
  /** The setup heading line (`Setup`). */
  setup: string[];
  /** Turn headings, old and new (`Turn # {n} - {player}'s Turn`, `{player}'s Turn`). */
  turnHeader: string[];
  /** Words for the coin faces. */
  heads: string[];
  tails: string[];
  coinCall: string[];
  coinWon: string[];
  goFirst: string[];
  goSecond: string[];
  openingHand: string[];
  mulliganOne: string[];
  mulliganMany: string[];
  /** The opponent's extra draw after a mulligan (`{player} drew {n} more cards because {opponent} took at least 1 mulligan.`). */
  mulliganBonus: string[];
  prizeOne: string[];
  prizeMany: string[];
  /** A prize card revealed to the owner (`{card} was added to {player}'s hand.`). */
  prizeCardRevealed: string[];
  /** A hidden card added to a hand (`A card was added to {player}'s hand.`). */
  prizeCardHidden: string[];
  knockedOut: string[];
  turnEnded: string[];
  /** Drawing a named card (the owner's draws are revealed): `{player} drew {card}.` */
  drewCard: string[];
  /** Drawing hidden cards: `{player} drew a card.`, `{player} drew {n} cards.` */
  drewHidden: string[];
  playedToActive: string[];
  playedToBench: string[];
  playedStadium: string[];
  played: string[];
  attached: string[];
  evolved: string[];
  /** `{player}'s {pokemon} used {attack}.` and with a target and damage. */
  used: string[];
  retreated: string[];
  nowActive: string[];
  discarded: string[];
  /** Endings. `{winner}` / `{loser}` name the sides; any may be absent from a template. */
  endPrizes: string[];
  endConcede: string[];
  endDeckOut: string[];
  endNoPokemon: string[];
  endTimeout: string[];
  /**
   * A final line naming only the winner (`{winner} wins.`). The client writes every ending as
   * `[reason]. [winner] wins.`, so the reader also accepts these templates after any reason sentence and classifies
   * that reason with `endReasonWords` when no `end*` template above matched it.
   */
  endWinnerOnly: string[];

  // Optional keys (added after the first contract; a table without them still reads the core facts).

  /** The `Pokémon Checkup` heading between turns (not a turn). */
  checkup?: string[];
  /** The grid header under an opening hand (`{n} drawn cards.`); a card list under it reveals the owner. */
  openingGrid?: string[];
  /** The header above a mulligan's revealed hand (`Cards revealed from Mulligan {n}`). */
  mulliganReveal?: string[];
  /** Shuffling a deck or hand (`{player} shuffled their deck.`, `{player} shuffled {n} cards into their deck.`). */
  shuffled?: string[];
  /** Searching a card straight into play (`{player} drew {card} and played it to the Bench.`). */
  drewPlayed?: string[];
  /** A player who did not act in time (`{player} didn't take an action in time.`). */
  timeoutAction?: string[];
  /**
   * Words that classify the reason sentence of an ending no `end*` template matched, checked in the order concede,
   * prizes, timeout, deck out, no Pokémon; compared ignoring case.
   */
  endReasonWords?: Partial<Record<PtcglEndReason, string[]>>;
  /**
   * Ending templates (exactly as listed in the `end*` keys) written from the side of an exporter who won:
   * `Opponent conceded. {winner} wins.` (endSide.ts).
   */
  endWonByOwner?: string[];
  /** Ending templates written from the side of an exporter who lost: `You conceded. {winner} wins.` (endSide.ts). */
  endWonByOpponent?: string[];
}
