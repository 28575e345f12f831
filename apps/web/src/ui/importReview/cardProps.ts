/**
 * What an import review hands each match card and, from the card, each game card: the match's games and proposal,
 * its score and errors, and the controls (change, split, join, leave a game out, choose a result), each answering the
 * next arrangement. The same for every import, so the screens only add what is their own (decks, teams, names).
 */
import {
  canJoinNext,
  chooseResult,
  proposalOf,
  resultOf,
  scoreOf,
  setExcluded,
  updateMatch,
  type Arrangement,
  type GameLike,
  type GameOutcome,
  type GameResult,
  type MatchChanges,
  type MatchOfGames,
  type MatchScore,
} from './arrangement.ts';
import type { MatchErrors } from './importErrors.ts';

/** What the review knows that its match cards need. */
export interface MatchCardsSource<M extends MatchOfGames, G extends GameLike, P extends { games: readonly number[] }> {
  arrangement: Arrangement<M>;
  /** The proposal's matches (core's), to show what was proposed for the same games. */
  proposals: readonly P[];
  gameAt(index: number): G | undefined;
  errors: MatchErrors;
  onArrange(next: Arrangement<M>, changed: { key: string; games: readonly number[] }): void;
  /** The feature's split and join (what a one-game or a joined match changes). */
  split(arrangement: Arrangement<M>, key: string): Arrangement<M>;
  join(arrangement: Arrangement<M>, key: string): Arrangement<M>;
}

/** The props every import's match card takes (`matchCardProps` gives them); a screen's card adds its own. */
export interface MatchCardBaseProps<M extends MatchOfGames, G extends GameLike, P> {
  /** 1-based, in the arrangement's order. */
  number: number;
  match: M;
  proposal: P | undefined;
  games: readonly G[];
  excluded: readonly number[];
  resultOf(game: G): GameOutcome | null;
  score: MatchScore;
  canSplit: boolean;
  canJoin: boolean;
  /** Errors of the match's fields and of the match as a whole (`''`). */
  errors: Record<string, string>;
  gameErrors: Record<number, string[]>;
  onChange(changes: MatchChanges<M>): void;
  onSplit(): void;
  onJoin(): void;
  onExclude(game: number, excluded: boolean): void;
  onChooseResult(game: number, result: GameResult): void;
}

/** The props of the match card of `match`, the `index`th of the arrangement. */
export function matchCardProps<M extends MatchOfGames, G extends GameLike, P extends { games: readonly number[] }>(
  source: MatchCardsSource<M, G, P>,
  match: M,
  index: number,
): MatchCardBaseProps<M, G, P> {
  const { arrangement, gameAt, onArrange } = source;
  const changed = { key: match.key, games: match.games };
  return {
    number: index + 1,
    match,
    proposal: proposalOf(source.proposals, match.games),
    games: match.games.map(gameAt).filter((g): g is G => !!g),
    excluded: arrangement.excluded,
    resultOf: (game: GameLike) => resultOf(arrangement, game),
    score: scoreOf(arrangement, match, gameAt),
    canSplit: match.games.length > 1,
    canJoin: canJoinNext(arrangement, match.key),
    errors: source.errors.matches[match.key] ?? {},
    gameErrors: source.errors.games,
    onChange: (changes: MatchChanges<M>) => onArrange(updateMatch(arrangement, match.key, changes), changed),
    onSplit: () => onArrange(source.split(arrangement, match.key), changed),
    onJoin: () => onArrange(source.join(arrangement, match.key), changed),
    onExclude: (game: number, excluded: boolean) => onArrange(setExcluded(arrangement, game, excluded), changed),
    onChooseResult: (game: number, result: GameResult) => onArrange(chooseResult(arrangement, game, result), changed),
  };
}

/** The props of the game card of `game`, the `index`th of its match, from its match card's props. */
export function gameCardProps<G extends GameLike>(
  source: Pick<
    MatchCardBaseProps<MatchOfGames, G, unknown>,
    'excluded' | 'resultOf' | 'gameErrors' | 'onExclude' | 'onChooseResult'
  >,
  game: G,
  index: number,
) {
  return {
    game,
    number: index + 1,
    result: source.resultOf(game),
    excluded: source.excluded.includes(game.index),
    errors: source.gameErrors[game.index] ?? [],
    onExclude: (excluded: boolean) => source.onExclude(game.index, excluded),
    onChooseResult: (result: GameResult) => source.onChooseResult(game.index, result),
  };
}
