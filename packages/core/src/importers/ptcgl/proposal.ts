/**
 * From a paste of PTCGL game logs to the matches the import proposes (issue 12, /import-match). Pure: the server
 * runs it over the text it received (preview and import), the browser over a guest's paste, with the same answer.
 *
 * Definitions:
 * - You (`me`) in a game: the screen name the player chose (`playerName`, when it is one of the game's players), else
 *   one of their remembered PTCGL screen names that plays in it, else the log's owner (the exporting player). Null
 *   when none applies: the preview asks "Choose which player you are".
 * - The game from your side: result (the winner is you → win; the other player → loss; no winner → unknown),
 *   wentFirst, coinFlipWin, coinFlipChoice (the coin-flip winner's choice, whoever made it — as the form records it),
 *   your and the opponent's mulligans, conceded ('Player' when you conceded, 'Opponent' when they did), and
 *   advancedDetails: first prize taken by, prize order (one entry per prize card, at most 6 per side), prize contents
 *   (the prize cards the log reveals, only when the log is yours).
 * - Grouping: logs in paste order against the same opponent (same screen name ignoring case, same you) form one Bo3
 *   until a side has two wins or three games are in it; a lone log is a Bo1. Two logs ending 1-1 with no third game
 *   are a Bo3 that time ended (issue 29: Swiss play at time), proposed as one Bo3 with `timeCalled` — a tie by games
 *   won (`ptcglTiedAtTime`). Games whose result is unknown keep their group open. The player can split and join
 *   afterwards; a Bo3 of exactly two games at 1-1 is read as ended at time wherever it is arranged.
 * - The same log twice in one paste (same fingerprint): the later copy is marked `duplicateOf` and left out of the
 *   proposal. A log already imported by this player (`importedFingerprints`) is marked `alreadyImported` and left out.
 * - Your deck: your deck that best overlaps the cards you played (`bestDeckForCards`), else the active deck, else no
 *   deck and the archetype name of what you played (or 'Unknown').
 */
import type { CategoryRules } from '../../analytics/categorize.ts';
import { tcgGamesProblem, type TcgGame } from '../../schemas/tcgMatches.ts';
import { MAX_PRIZES_PER_SIDE } from '../../schemas/tcgMatches.ts';
import { detectArchetype, UNKNOWN_ARCHETYPE, type DetectedArchetype } from './archetype.ts';
import { bestDeckForCards } from './deckOverlap.ts';
import { readPtcglLog } from './readPtcglLog.ts';
import { ptcglLogFingerprint } from './fingerprint.ts';
import { splitPtcglPaste } from './splitPaste.ts';
import type { PtcglLogReading } from './types.ts';

export interface PtcglDeckChoice {
  _id: string;
  name: string;
  cards: readonly { name: string; count?: number }[];
}

export interface PtcglPreviewOptions {
  playerName?: string | null;
  myScreenNames?: readonly string[];
  decks?: readonly PtcglDeckChoice[];
  activeDeckId?: string | null;
  categories?: readonly CategoryRules[];
  importedFingerprints?: ReadonlySet<string>;
}

/** The archetype of one side's deck as the log shows it (archetype.ts). */
export type PtcglArchetypeGuess = DetectedArchetype;

/** A game from your side; `result` is null when the log does not say who won. */
export type PtcglGameFields = Omit<TcgGame, 'result' | 'notes'> & { result: 'win' | 'loss' | null };

export interface PtcglGamePreview {
  /** Position of the log in the paste (0-based); matches refer to games by it. */
  index: number;
  fingerprint: string;
  logText: string;
  reading: PtcglLogReading;
  me: string | null;
  meSource: 'chosen' | 'screen-name' | 'owner' | null;
  opponent: string | null;
  fields: PtcglGameFields;
  myArchetype: PtcglArchetypeGuess;
  opponentArchetype: PtcglArchetypeGuess;
  /** Your deck as guessed from the cards you played; null without one. */
  myDeckId: string | null;
  myDeckSource: 'overlap' | 'active' | null;
  alreadyImported: boolean;
  /** Index of an earlier copy of the same log in this paste. */
  duplicateOf: number | null;
}

export interface PtcglMatchProposal {
  games: number[];
  format: 'Bo1' | 'Bo3';
  /** Issue 29: a Bo3 ended at time (two games at 1-1, `ptcglTiedAtTime`). */
  timeCalled: boolean;
  opponent: string | null;
  deckId: string | null;
  deckName: string;
  opponentDeck: string;
  opponentCategoryId: string | null;
  opponentPokemon: string[];
}

export interface PtcglPastePreview {
  games: PtcglGamePreview[];
  matches: PtcglMatchProposal[];
  /** Text of the paste that is not part of any log (deck lists are looked for in it). */
  otherText: string;
  /** Set when the paste holds no game log at all. */
  notALogReason: string | null;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.toLowerCase() === b.toLowerCase();

function whoIsMe(reading: PtcglLogReading, options: PtcglPreviewOptions): Pick<PtcglGamePreview, 'me' | 'meSource'> {
  const chosen = options.playerName ? reading.players.find((p) => sameName(p, options.playerName)) : undefined;
  if (chosen) return { me: chosen, meSource: 'chosen' };
  const remembered = reading.players.find((p) => (options.myScreenNames ?? []).some((n) => sameName(n, p)));
  if (remembered) return { me: remembered, meSource: 'screen-name' };
  if (reading.owner) return { me: reading.owner, meSource: 'owner' };
  return { me: null, meSource: null };
}

const sideOf = (player: string | null, me: string | null) =>
  player === null ? null : player === me ? 'player' : 'opponent';

/** The game's fields from `me`'s side (see header). */
export function ptcglGameFields(reading: PtcglLogReading, me: string | null): PtcglGameFields {
  const known = me !== null && reading.players.includes(me);
  const opponent = known ? (reading.players.find((p) => p !== me) ?? null) : null;
  const mine = (player: string | null): boolean | null => (player === null || !known ? null : player === me);
  const { winner, wentFirst, coinFlip } = reading;
  const prizeOrder: ('player' | 'opponent')[] = [];
  const taken = { player: 0, opponent: 0 };
  if (known) {
    for (const event of reading.prizeOrder) {
      const side = event.player === me ? 'player' : 'opponent';
      for (let i = 0; i < event.count && taken[side] < MAX_PRIZES_PER_SIDE; i++, taken[side]++) prizeOrder.push(side);
    }
  }
  const firstPrize = known ? sideOf(reading.firstPrizeTakenBy, me) : null;
  const ownLog = known && reading.owner === me;
  const prizeContents = ownLog ? reading.ownerPrizeCards.slice(0, MAX_PRIZES_PER_SIDE).map((c) => c.slice(0, 100)) : [];
  const hasDetails = firstPrize !== null || prizeOrder.length > 0 || prizeContents.length > 0;
  return {
    result: mine(winner) === null ? null : mine(winner) ? 'win' : 'loss',
    wentFirst: mine(wentFirst),
    coinFlipWin: mine(coinFlip.winner),
    coinFlipChoice:
      coinFlip.winner !== null && wentFirst !== null ? (coinFlip.winner === wentFirst ? 'first' : 'second') : null,
    playerMulligans: known ? (reading.mulligans[me] ?? 0) : 0,
    opponentMulligans: opponent ? (reading.mulligans[opponent] ?? 0) : 0,
    conceded: reading.concededBy === null || !known ? null : reading.concededBy === me ? 'Player' : 'Opponent',
    ...(hasDetails
      ? { advancedDetails: { firstPrizeTakenBy: firstPrize, prizeOrder, prizeContents } }
      : { advancedDetails: undefined }),
  };
}

function archetypeOf(reading: PtcglLogReading, player: string | null, options: PtcglPreviewOptions) {
  const cards = player ? (reading.cards[player] ?? []) : [];
  return detectArchetype(cards, options.categories ?? []);
}

function previewGame(
  index: number,
  logText: string,
  options: PtcglPreviewOptions,
  seen: Map<string, number>,
): PtcglGamePreview {
  const reading = readPtcglLog(logText);
  const fingerprint = ptcglLogFingerprint(logText);
  const { me, meSource } = whoIsMe(reading, options);
  const opponent = me ? (reading.players.find((p) => p !== me) ?? null) : null;
  const myCards = me ? (reading.cards[me] ?? []) : [];
  const overlap = options.decks?.length ? bestDeckForCards(myCards, options.decks) : null;
  const active = options.activeDeckId && options.decks?.some((d) => d._id === options.activeDeckId);
  const duplicateOf = seen.get(fingerprint) ?? null;
  if (duplicateOf === null) seen.set(fingerprint, index);
  return {
    index,
    fingerprint,
    logText,
    reading,
    me,
    meSource,
    opponent,
    fields: ptcglGameFields(reading, me),
    myArchetype: archetypeOf(reading, me, options),
    opponentArchetype: archetypeOf(reading, opponent, options),
    myDeckId: overlap ? overlap.deckId : active ? options.activeDeckId! : null,
    myDeckSource: overlap ? 'overlap' : active ? 'active' : null,
    alreadyImported: options.importedFingerprints?.has(fingerprint) ?? false,
    duplicateOf,
  };
}

/** Whether a Bo3 of these results is over (a side has two wins) — unknown results keep it open. */
function isDecided(results: readonly ('win' | 'loss' | null)[]): boolean {
  return results.filter((r) => r === 'win').length >= 2 || results.filter((r) => r === 'loss').length >= 2;
}

/** Groups the importable games into matches (see header). Returns lists of game indices. */
export function groupPtcglGames(games: readonly PtcglGamePreview[]): number[][] {
  const groups: PtcglGamePreview[][] = [];
  let current: PtcglGamePreview[] = [];
  const close = () => {
    if (current.length > 0) groups.push(current);
    current = [];
  };
  for (const game of games) {
    if (game.duplicateOf !== null || game.alreadyImported || !game.reading.isGameLog) continue;
    const head = current[0];
    const joins =
      head !== undefined &&
      game.opponent !== null &&
      sameName(head.opponent, game.opponent) &&
      sameName(head.me, game.me) &&
      current.length < 3 &&
      !isDecided(current.map((g) => g.fields.result));
    if (!joins) close();
    current.push(game);
  }
  close();
  return groups.map((group) => group.map((g) => g.index));
}

/**
 * Issue 29: a Bo3 of two known games at 1-1 (no third game) ended at time — `timeCalled`, a tie by games won. The
 * proposal, the plan and the review read it the same way.
 */
export function ptcglTiedAtTime(format: 'Bo1' | 'Bo3', results: readonly ('win' | 'loss' | null)[]): boolean {
  return format === 'Bo3' && results.length === 2 && results.every((r) => r !== null) && !isDecided(results);
}

/** The proposed match for a group of games: format, your deck, the opponent's archetype of the first telling game. */
export function proposeMatch(
  games: readonly PtcglGamePreview[],
  indices: readonly number[],
  options: Pick<PtcglPreviewOptions, 'decks'>,
): PtcglMatchProposal {
  const members = indices.map((i) => games.find((g) => g.index === i)).filter((g): g is PtcglGamePreview => !!g);
  const telling = (pick: (g: PtcglGamePreview) => PtcglArchetypeGuess) =>
    members.map(pick).find((a) => a.confidence === 'strong') ??
    members.map(pick).find((a) => a.confidence === 'weak') ??
    members.map(pick)[0];
  const opponentArchetype = telling((g) => g.opponentArchetype);
  const deckId = members.map((g) => g.myDeckId).find((id) => id !== null) ?? null;
  const deck = deckId ? options.decks?.find((d) => d._id === deckId) : undefined;
  const myArchetype = telling((g) => g.myArchetype);
  const format = indices.length > 1 ? 'Bo3' : 'Bo1';
  return {
    games: [...indices],
    format,
    timeCalled: ptcglTiedAtTime(
      format,
      members.map((g) => g.fields.result),
    ),
    opponent: members[0]?.opponent ?? null,
    deckId: deck ? deck._id : null,
    deckName: deck ? deck.name : (myArchetype?.name ?? UNKNOWN_ARCHETYPE),
    opponentDeck: opponentArchetype?.name ?? UNKNOWN_ARCHETYPE,
    opponentCategoryId: opponentArchetype?.categoryId ?? null,
    opponentPokemon: opponentArchetype?.pokemon ?? [],
  };
}

/** Reads a whole paste: every log, the proposed matches, and the text around them. Never throws. */
export function previewPtcglPaste(text: string, options: PtcglPreviewOptions = {}): PtcglPastePreview {
  const split = splitPtcglPaste(text);
  const seen = new Map<string, number>();
  const games = split.logs.map((log, index) => previewGame(index, log.text, options, seen));
  const logs = games.filter((g) => g.reading.isGameLog);
  const matches = groupPtcglGames(logs).map((indices) => proposeMatch(games, indices, options));
  const notALogReason =
    logs.length > 0 ? null : (games[0]?.reading.notALogReason ?? readPtcglLog(text).notALogReason ?? null);
  return { games, matches, otherText: split.otherText, notALogReason };
}

/**
 * Whether a grouping of results is a complete match of that format (the logging form's rule); a Bo3 of two games at
 * 1-1 is complete, ended at time (`ptcglTiedAtTime`).
 */
export function ptcglGroupProblem(format: 'Bo1' | 'Bo3', results: readonly ('win' | 'loss')[]): string | null {
  return tcgGamesProblem(format, results, ptcglTiedAtTime(format, results));
}
