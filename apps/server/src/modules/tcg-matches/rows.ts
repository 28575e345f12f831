/**
 * A TCG match between its stored row and the API: the answer built from a row (core tcgMatchSchema) and the columns
 * stored for a validated input. Shared by the reads (service.ts) and the creates (insert.ts).
 */
import {
  bestOfOf,
  matchOutcome,
  matchScore,
  matchTally,
  recordedResultOf,
  type TcgGame,
  type TcgMatch,
  type TcgMatchInput,
} from '@trainerlog/core';
import type { TcgMatchRow } from '../../db/schema/index.ts';

/** A stored game, copied field by field so the answer holds exactly the schema's fields. */
function toGame(game: TcgGame): TcgGame {
  const copy: TcgGame = {
    result: game.result,
    wentFirst: game.wentFirst,
    coinFlipWin: game.coinFlipWin,
    coinFlipChoice: game.coinFlipChoice,
    playerMulligans: game.playerMulligans,
    opponentMulligans: game.opponentMulligans,
    conceded: game.conceded,
    notes: game.notes,
  };
  if (game.advancedDetails) {
    copy.advancedDetails = {
      firstPrizeTakenBy: game.advancedDetails.firstPrizeTakenBy,
      prizeOrder: game.advancedDetails.prizeOrder,
      prizeContents: game.advancedDetails.prizeContents,
    };
  }
  return copy;
}

/**
 * The match as the API shows it (core tcgMatchSchema); `user` is the owner's id. `group` is null here; answers fill it
 * with the match's group badge (matches/groupBadges.ts).
 */
export function toTcgMatch(row: TcgMatchRow): TcgMatch {
  const games = row.games.map(toGame);
  return {
    _id: row.id,
    user: row.userId,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    importSource: row.importSource,
    recordedResult: row.recordedResult,
    timeCalled: row.timeCalled,
    specialResult: row.specialResult,
    ptcglLogText: row.ptcglLogText,
    group: null,
    deckId: row.deckId,
    deckName: row.deckName,
    opponentDeck: row.opponentDeck,
    opponentDeckVariant: row.opponentDeckVariant,
    format: row.format,
    date: row.date,
    notes: row.notes,
    games,
    bestOf: bestOfOf(row.format),
    result: row.result,
    score: matchScore({ games, recordedResult: row.recordedResult, specialResult: row.specialResult }),
  };
}

/**
 * The stored columns of a validated match; the tallies are derived here so they never disagree with the games. A
 * match written through the API is the player's own: creating or editing one leaves no import marker and no imported
 * log text (spec part 2 §2, edit match: editing removes both).
 * A result-only match (issue 15) stores its recorded result, and its tally (core `matchTally`: win 1-0, loss 0-1,
 * tie 1-1) in wins/losses, so every aggregate over wins, losses and result — records, trend, groups, the counts the
 * triggers keep — reads the recorded result without knowing about it.
 */
export function columnsOf(input: TcgMatchInput, deckId: string | null, deckName: string) {
  const { wins, losses } = matchTally(input);
  return {
    importSource: input.importSource,
    // An ID is stored as a recorded tie and a bye as a recorded win (issue 29), so every aggregate reads them.
    recordedResult: recordedResultOf(input),
    timeCalled: input.timeCalled,
    specialResult: input.specialResult,
    ptcglLogText: input.importSource ? input.ptcglLogText : null,
    deckId,
    deckName,
    opponentDeck: input.opponentDeck,
    opponentDeckVariant: input.opponentDeckVariant,
    format: input.format,
    date: input.date,
    notes: input.notes,
    games: input.games,
    wins,
    losses,
    result: matchOutcome(input),
  };
}
