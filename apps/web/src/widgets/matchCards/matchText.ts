import { formatMatchDate, listResult, matchScore, type GameLike, type TcgGame, type TcgMatch } from '@trainerlog/core';

/** The one wording for a detail the player did not record, used by the card and the details dialog alike. */
export const NOT_RECORDED = 'Not recorded';
/** The details dialogs of a stored match without games (older or imported data). */
export const NO_GAMES = 'No games were recorded for this match.';
/** Shown when a stored match has no name for the player's deck (older or imported data). */
export const UNKNOWN_DECK = 'Unknown deck';

export interface ResultReading {
  won: boolean;
  /** 'Won 2-1' / 'Lost 0-1' (spec part 1 §4: won when game wins exceed losses, otherwise lost). */
  label: string;
  score: string;
}

/** A TCG match stores its score as `score`, a VGC match as `matchScore`; both are read the same way. */
export interface ScoredMatch {
  games: readonly GameLike[];
  score?: string;
  matchScore?: string;
}

export function matchResultReading(match: ScoredMatch): ResultReading {
  const won = listResult(match) === 'win';
  const score = matchScore({ games: match.games, matchScore: match.score ?? match.matchScore });
  return { won, label: `${won ? 'Won' : 'Lost'} ${score}`, score };
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
  const { label } = matchResultReading(match);
  return `Match details: ${label}, ${yourDeckName(match)} vs ${opponentDeckText(match)}, ${formatMatchDate(match.date)}`;
}
