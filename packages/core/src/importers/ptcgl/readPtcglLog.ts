/**
 * readPtcglLog: the facts of one Pokémon TCG Live game log (issue 12). Pure, synchronous, never throws.
 *
 * Definitions:
 * - A *turn* is a turn heading (`Ann's Turn`, `Turn # 3 - Ann's Turn`, `Zug von Ann`); headings are counted, not
 *   their numbers, because old German exports number rounds (`Turn # 1` twice) and old English ones turns.
 * - The *owner* (exporting player) is the one whose opening hand is listed under its grid header; without that list,
 *   the side the ending line is written from (`Opponent conceded. Ann wins.`: Ann; `You conceded. Bo wins.`: Bo's
 *   opponent; endSide.ts); without either, the one whose turn draws and prize cards are named (`Ann drew Iono.`,
 *   `Iono was added to Ann's hand.`) rather than hidden (`Bo drew a card.`, `A card was added to Bo's hand.`).
 * - Mulligans per player: the largest of the number of `took a mulligan` lines, N of `took N mulligans`, the highest
 *   `Mulligan N` reveal after their mulligan line, and 1 when the opponent drew extra cards because of them.
 *
 * Decisions:
 * - A heading whose name is a placeholder (`[playerName]'s Turn`, written by some client versions) belongs to the
 *   first known player acting after it.
 * - The loser of an ending is the other player: `Opponent conceded. Ann wins.` was conceded by Ann's opponent, who
 *   ever exported it. Ending kinds and their precedence are in endReason.ts; a prize win counts all six of the
 *   winner's Prize cards even when the last take line is missing.
 * - The first ending that names a known winner is the result: a client writes nothing after it, so the lines that
 *   follow are text the player pasted after the log (`gg, Bo wins next time`, `Rematch: Bo wins.`, notes, a deck
 *   list). They are not read — they never change the winner, the prizes or the owner — and the first of them is
 *   reported as one problem, so nothing is dropped silently.
 * - Problems are only unread lines that name a fact (coin flip, going first, opening hand, mulligan, Prize card,
 *   `wins.`), not every action line the reader deliberately skips.
 */
import { forgetPhraseMatches } from './lineMemory.ts';
import type { PhraseKey, PhraseMatch } from './compile.ts';
import { CardsSeen } from './cardsSeen.ts';
import { looksLikeLog } from './detectLanguage.ts';
import { classifyEndReason, END_KEYS } from './endReason.ts';
import { endWinnerSide } from './endSide.ts';
import { listItems } from './normalize.ts';
import { isPlaceholderName, splitEndWinner } from './players.ts';
import { preparePtcglText } from './prepare.ts';
import { ReadingState } from './readingState.ts';
import type { PtcglEndReason, PtcglLogReading } from './types.ts';

/**
 * The lines that go on with the line before them in the timeline (timeline.ts): a prize take and the cards it adds
 * to the hand, an opening hand and the grid header above its card list. Any other line ends what came before.
 */
const CONTINUING_KEYS: ReadonlySet<PhraseKey> = new Set([
  'prizeOne',
  'prizeMany',
  'prizeCardRevealed',
  'prizeCardHidden',
  'openingGrid',
]);

export const NOT_A_LOG_MESSAGE = 'This text is not a Pokémon TCG Live game log.';
export const AFTER_END_MESSAGE = 'Text after the result line, not read as part of the game.';

export function emptyReading(reason: string): PtcglLogReading {
  return {
    isGameLog: false,
    notALogReason: reason,
    language: null,
    players: [],
    owner: null,
    coinFlip: { caller: null, call: null, winner: null },
    wentFirst: null,
    mulligans: {},
    prizesTaken: {},
    winner: null,
    endReason: null,
    concededBy: null,
    deckedOut: null,
    cards: {},
    turns: 0,
    prizeOrder: [],
    firstPrizeTakenBy: null,
    ownerPrizeCards: [],
    timeline: [],
    openingHand: [],
    mulliganHands: {},
    problems: [],
  };
}

function notALogReason(text: string): string {
  if (typeof text !== 'string' || text.trim() === '') return 'The text is empty.';
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const deckLines = lines.filter((line) => /^\s*\d+\s+\S.*\s[A-Z0-9-]{2,6}\s+\d+[a-z]?\s*$/.test(line)).length;
  if (lines.length > 0 && deckLines >= Math.max(3, lines.length / 2)) {
    return 'This looks like a deck list, not a Pokémon TCG Live game log.';
  }
  return NOT_A_LOG_MESSAGE;
}

export function readPtcglLog(text: string): PtcglLogReading {
  try {
    return readUnsafe(text);
  } catch {
    return emptyReading('This text could not be read as a Pokémon TCG Live game log.');
  } finally {
    // The per-line match memory serves one reading only; a long-lived server should not keep the last log's.
    forgetPhraseMatches();
  }
}

function readUnsafe(text: string): PtcglLogReading {
  const prepared = preparePtcglText(text);
  const { matcher, guess, contents, language } = prepared;
  if (!matcher || !language || !looksLikeLog(guess)) return emptyReading(notALogReason(text));
  const phrases = matcher.phrases;
  const state = new ReadingState(prepared.players, new CardsSeen(language));
  const factNeedles = matcher.needles([
    'coinCall',
    'coinWon',
    'goFirst',
    'goSecond',
    'openingHand',
    'mulliganOne',
    'prizeOne',
    'prizeMany',
  ]);
  const isHeads = (word: string) => phrases.heads.some((face) => face.toLowerCase() === word.toLowerCase());

  let context: PhraseMatch | null = null;
  let contextText = '';
  let previousUnread = '';
  let end: { winner: string | null; loser: string | null; kind: PtcglEndReason | null } | null = null;

  let reportedAfterEnd = false;

  contents.forEach((content, index) => {
    if (content.kind === 'blank') return;
    if (end?.winner) {
      // Nothing follows the result line in a log: what does is text the player pasted after it (see the header).
      if (!reportedAfterEnd) {
        state.problems.push({ line: index + 1, text: content.text, message: AFTER_END_MESSAGE });
        reportedAfterEnd = true;
      }
      return;
    }
    if (content.kind === 'list') {
      state.readList(context, contextText, listItems(content.text));
      return;
    }
    const found = matcher.match(content.text);
    if (!found) {
      // The card list of an opening hand written as a sub-line (`- a, b, c`) in some exports.
      if (content.kind === 'sub' && context?.key === 'openingGrid')
        state.readList(context, contextText, listItems(content.text));
      else if (content.kind === 'sub' && context?.key === 'mulliganReveal')
        state.readList(context, contextText, listItems(content.text));
      else {
        state.timeline.otherLine();
        const lower = content.text.toLowerCase();
        if (factNeedles.some((needle) => lower.includes(needle)) || / wins\.?$/i.test(content.text)) {
          state.problems.push({
            line: index + 1,
            text: content.text,
            message: 'A line about the game that the reader could not place.',
          });
        }
        context = null;
        contextText = content.text;
        previousUnread = content.text;
      }
      return;
    }
    const s = found.slots;
    const player = state.known(s.player);
    state.noteActor(player);
    if (!CONTINUING_KEYS.has(found.key)) state.timeline.otherLine();
    switch (found.key) {
      case 'setup':
      case 'checkup':
        break;
      case 'turnHeader':
        state.startTurn(s.player && !isPlaceholderName(s.player) ? state.known(s.player) : null);
        break;
      case 'coinCall':
        state.coinFlip.caller = player;
        state.coinFlip.call = s.call ? (isHeads(s.call) ? 'heads' : 'tails') : null;
        break;
      case 'coinWon':
        state.coinFlip.winner = player;
        break;
      case 'goFirst':
        state.declaredFirst = player;
        break;
      case 'goSecond':
        state.declaredSecond = player;
        break;
      case 'openingHand':
        state.openingHandOf = player;
        state.drewOpeningHand(player);
        break;
      case 'mulliganOne':
      case 'mulliganMany':
      case 'mulliganReveal':
      case 'mulliganBonus':
        state.readMulligan(found.key, player, state.known(s.opponent), Number(s.n ?? 1));
        break;
      case 'prizeOne':
      case 'prizeMany':
        state.takePrizes(player, found.key === 'prizeOne' ? 1 : Number(s.n ?? 1));
        break;
      case 'prizeCardHidden':
        state.hiddenPrizeCard(player);
        break;
      case 'prizeCardRevealed':
        state.revealPrizeCard(player, s.card ?? '');
        break;
      case 'timeoutAction':
        state.timedOut = player;
        break;
      case 'endWinnerOnly': {
        const split =
          s.reason !== undefined ? { reason: s.reason, name: s.winner ?? '' } : splitEndWinner(s.winner ?? '');
        const reason = split.reason !== '' ? split.reason : previousUnread;
        end = { winner: state.winnerName(split.name), loser: null, kind: classifyEndReason(reason, phrases) };
        state.endSide = endWinnerSide(phrases, found, reason);
        break;
      }
      case 'endPrizes':
      case 'endConcede':
      case 'endDeckOut':
      case 'endNoPokemon':
      case 'endTimeout':
        end = {
          winner: state.winnerName(s.winner ?? ''),
          loser: state.known(s.loser),
          kind: END_KEYS[found.key] ?? null,
        };
        state.endSide = endWinnerSide(phrases, found, '');
        break;
      default:
        state.readAction(found, content.kind === 'sub');
    }
    context = found;
    contextText = content.text;
    previousUnread = '';
  });

  return state.finish(language, end);
}
