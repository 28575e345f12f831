import {
  formatMatchDate,
  groupResult,
  matchBestOf,
  matchScore,
  recordedResultOf,
  RESULT_ONLY_SCORE,
  SPECIAL_RESULT_LABELS,
  specialResultOf,
  type GameLike,
  type MatchOutcome,
  type TcgGame,
  type TcgMatch,
} from '@trainerlog/core';

/** The one wording for a detail the player did not record, used by the card and the details dialog alike. */
export const NOT_RECORDED = 'Not recorded';
/** The details dialogs of a stored match without games (older or imported data). */
export const NO_GAMES = 'No games were recorded for this match.';
/** Shown when a stored match has no name for the player's deck (older or imported data). */
export const UNKNOWN_DECK = 'Unknown deck';

/** The marker of a match that records its result only (issue 15; core `matchScore` shows the same words). */
export const RESULT_ONLY = RESULT_ONLY_SCORE;
/** The details' line for a result-only match; `resultOnlyNote` adds where it came from. */
export const GAME_SCORES_UNKNOWN = 'The game scores of this match are not known: only its result was recorded.';
export const LIMITLESS_SCORES_UNKNOWN =
  'The game scores of this match are not known: it was imported from Limitless, which publishes only the result.';
/** The details' line of a round without games (issue 29: `specialResult`). */
export const SPECIAL_RESULT_NOTES = {
  id: 'An intentional draw: both players agreed to a tie without playing.',
  bye: 'A bye: no opponent this round, counted as a win.',
  'no-show': 'A no-show: the round was decided without playing.',
} as const;
/** The card's marker of a match ended when time was called (issue 29). */
export const TIME_CALLED = 'Time called';

export interface ResultReading {
  won: boolean;
  /**
   * The card's accent: win or loss by the list reading; 'tie' only for a recorded tie — a result-only tie is shown as
   * what it is ("Tied"), while a played match keeps the spec's reading (a 1-1 is lost).
   */
  outcome: MatchOutcome;
  /**
   * 'Won 2-1' / 'Lost 0-1' (spec part 1 §4: won when game wins exceed losses, otherwise lost); 'Won' / 'Lost' /
   * 'Tied' for a result-only match, whose score is not known.
   */
  label: string;
  score: string;
  /** True when the match records its result only (no games, `recordedResult`). */
  resultOnly: boolean;
}

/** A TCG match stores its score as `score`, a VGC match as `matchScore`; both are read the same way. */
export interface ScoredMatch {
  games: readonly GameLike[];
  score?: string;
  matchScore?: string;
  recordedResult?: string | null;
  specialResult?: string | null;
  timeCalled?: boolean | null;
}

const RECORDED_LABEL: Record<MatchOutcome, string> = { win: 'Won', loss: 'Lost', tie: 'Tied' };

export function matchResultReading(match: ScoredMatch): ResultReading {
  const recorded = recordedResultOf(match);
  const special = specialResultOf(match);
  if (recorded && special) {
    // Issue 29: 'ID', 'Bye', 'No-show (won)' / 'No-show (lost)'.
    const name = SPECIAL_RESULT_LABELS[special];
    const label = special === 'no-show' ? `${name} (${recorded === 'win' ? 'won' : 'lost'})` : name;
    return { won: recorded === 'win', outcome: recorded, label, score: name, resultOnly: true };
  }
  if (recorded) {
    return {
      won: recorded === 'win',
      outcome: recorded,
      label: RECORDED_LABEL[recorded],
      score: RESULT_ONLY,
      resultOnly: true,
    };
  }
  // Equal game wins are a tie (issue 29: time called, or a tied game); no game counted reads as lost.
  const outcome = groupResult(match) ?? 'loss';
  const score = matchScore({ games: match.games, matchScore: match.score ?? match.matchScore });
  return { won: outcome === 'win', outcome, label: `${RECORDED_LABEL[outcome]} ${score}`, score, resultOnly: false };
}

/** The details' line saying why a result-only match has no game scores, or what its special result is. */
export function resultOnlyNote(match: { importSource?: string | null; specialResult?: string | null }): string {
  const special = specialResultOf(match);
  if (special) return SPECIAL_RESULT_NOTES[special];
  return match.importSource === 'limitless' ? LIMITLESS_SCORES_UNKNOWN : GAME_SCORES_UNKNOWN;
}

/** 'TCG • Bo1' (Bo1 when the stored format is missing). */
export function formatBadgeText(match: Pick<TcgMatch, 'format'>): string {
  return `TCG • ${match.format || 'Bo1'}`;
}

export function yourDeckName(match: Pick<TcgMatch, 'deckName'>): string {
  return match.deckName.trim() || UNKNOWN_DECK;
}

/** 'Charizard ex (Pidgeot)', or the deck alone without a variant. */
export function opponentDeckText(match: Pick<TcgMatch, 'opponentDeck' | 'opponentDeckVariant'>): string {
  const variant = match.opponentDeckVariant.trim();
  return variant ? `${match.opponentDeck} (${variant})` : match.opponentDeck;
}

/** 'Went First' / 'Went Second', or null when the turn order was not recorded. */
export function turnOrderText(game: Pick<TcgGame, 'wentFirst'> | undefined): string | null {
  if (game?.wentFirst === true) return 'Went First';
  if (game?.wentFirst === false) return 'Went Second';
  return null;
}

/** 'Won coin flip' / 'Lost coin flip', or null when the flip was not recorded. */
export function coinFlipText(game: Pick<TcgGame, 'coinFlipWin'> | undefined): string | null {
  if (game?.coinFlipWin === true) return 'Won coin flip';
  if (game?.coinFlipWin === false) return 'Lost coin flip';
  return null;
}

/** The accessible name of a card's open action: enough to tell 15 cards apart by ear. */
export function cardOpenLabel(match: TcgMatch): string {
  return `Match details: ${resultLabelForEar(match)}, ${yourDeckName(match)} vs ${opponentDeckText(match)}, ${formatMatchDate(match.date)}`;
}

/** 'Won 2-1', or 'Won (result only)' for a match whose games are not known. */
export function resultLabelForEar(match: ScoredMatch): string {
  const { label, resultOnly } = matchResultReading(match);
  return resultOnly ? `${label} (${RESULT_ONLY.toLowerCase()})` : label;
}

/** One game of a best-of-3 on its card (issue 28: each game's own result, turn order and flip, not game 1's). */
export interface CardGameLine {
  /** 'G1 W · 1st · flip W': what the card shows. */
  short: string;
  /** 'Game 1: won, went first, won the coin flip': what a screen reader says for it. */
  spoken: string;
}

interface CardGame {
  result?: string | null;
  wentFirst?: boolean | null;
  coinFlipWin?: boolean | null;
}

const SHORT_RESULT: Record<string, string> = { win: 'W', loss: 'L', tie: 'T' };
const SPOKEN_RESULT: Record<string, string> = { win: 'won', loss: 'lost', tie: 'tied' };

/**
 * The per-game lines of a match played over more than one game (a Bo3), or null for a Bo1, whose card keeps the
 * spec's "Went First" and coin flip words. What a game did not record is left out of its line.
 */
export function cardGameLines(match: {
  games: readonly CardGame[];
  bestOf?: number | null;
  format?: string | null;
}): CardGameLine[] | null {
  if (match.games.length === 0 || (match.games.length < 2 && matchBestOf(match) < 2)) return null;
  return match.games.map((game, index) => {
    const short = [`G${index + 1} ${SHORT_RESULT[game.result ?? ''] ?? '?'}`];
    const spoken = [SPOKEN_RESULT[game.result ?? ''] ?? 'result not recorded'];
    if (typeof game.wentFirst === 'boolean') {
      short.push(game.wentFirst ? '1st' : '2nd');
      spoken.push(game.wentFirst ? 'went first' : 'went second');
    }
    if (typeof game.coinFlipWin === 'boolean') {
      short.push(`flip ${game.coinFlipWin ? 'W' : 'L'}`);
      spoken.push(game.coinFlipWin ? 'won the coin flip' : 'lost the coin flip');
    }
    return { short: short.join(' · '), spoken: `Game ${index + 1}: ${spoken.join(', ')}` };
  });
}
