import {
  localCalendarDate,
  turnOrderAfterCoinFlip,
  turnOrderSetByPlayer,
  tcgMatchInputSchema,
  type TcgGameInput,
  type TcgMatch,
  type TcgMatchDraft,
  type TcgMatchFormat,
  type TcgMatchInput,
} from '@trainerlog/core';
import { matchInputOf, type TcgDraftFields } from '../../data/entities/tcgMatches.ts';
import {
  PLAYED_ROUND,
  playedGameList,
  roundResultBody,
  roundResultForm,
  sendsGames,
  shownGameCount,
  type RoundResultForm,
} from './roundResult.ts';

export type Side = 'player' | 'opponent';

/** One game as the form holds it: null is "not recorded". */
export interface GameForm {
  result: 'win' | 'loss' | 'tie' | null;
  coinFlipWin: boolean | null;
  coinFlipChoice: 'first' | 'second' | null;
  wentFirst: boolean | null;
  /**
   * True once the player chose "You went" themselves (or a stored game's turn order disagrees with its flip): the
   * turn order then no longer follows the coin flip and choice. Never sent; it is the form's own memory.
   */
  wentFirstSetByPlayer: boolean;
  playerMulligans: number;
  opponentMulligans: number;
  conceded: 'Player' | 'Opponent' | null;
  notes: string;
  firstPrizeTakenBy: Side | null;
  prizeOrder: Side[];
  prizeContents: string[];
}

/**
 * The round fields (`RoundResultForm`, roundResult.ts): a result-only match's recorded result (issue 15) — while set,
 * the match has no games and the form shows the result with "Enter the games" (`enterGames`) instead of the game
 * fields, and a save sends it back, so it is kept — time called and a special result (issue 29).
 */
export interface MatchForm extends RoundResultForm {
  deckId: string | null;
  deckName: string;
  opponentDeck: string;
  opponentDeckVariant: string;
  format: TcgMatchFormat;
  date: string;
  notes: string;
  /** Always three games; only the first `visibleGameCount` are part of the match. */
  games: GameForm[];
}

export const MAX_FORM_GAMES = 3;

export function emptyGame(): GameForm {
  return {
    result: null,
    coinFlipWin: null,
    coinFlipChoice: null,
    wentFirst: null,
    wentFirstSetByPlayer: false,
    playerMulligans: 0,
    opponentMulligans: 0,
    conceded: null,
    notes: '',
    firstPrizeTakenBy: null,
    prizeOrder: [],
    prizeContents: [],
  };
}

export function emptyMatchForm(today: Date = new Date()): MatchForm {
  return {
    deckId: null,
    deckName: '',
    opponentDeck: '',
    opponentDeckVariant: '',
    format: 'Bo1',
    date: localCalendarDate(today),
    notes: '',
    games: Array.from({ length: MAX_FORM_GAMES }, emptyGame),
    ...PLAYED_ROUND,
  };
}

/** "Enter the games": the recorded result is dropped and the games start empty, as on a new match. */
export function enterGames(form: MatchForm): MatchForm {
  return { ...form, recordedResult: null, games: Array.from({ length: MAX_FORM_GAMES }, emptyGame) };
}

/**
 * A game after the player's change. "You went" follows the coin flip and the choice (core `turnOrderAfterCoinFlip`)
 * until the player sets it; setting it back to "not recorded" hands it to the flip again.
 */
export function withGameChanges(game: GameForm, changes: Partial<GameForm>): GameForm {
  const next = { ...game, ...changes };
  if ('wentFirst' in changes) return { ...next, wentFirstSetByPlayer: changes.wentFirst !== null };
  if ('coinFlipWin' in changes || 'coinFlipChoice' in changes) {
    return {
      ...next,
      wentFirst: turnOrderAfterCoinFlip({ wentFirst: game.wentFirst, setByPlayer: game.wentFirstSetByPlayer }, next),
    };
  }
  return next;
}

/** Games appear as needed: Bo1 one; Bo3 two, and a third only after 1-1 (or, time called, after a tied game). */
export function visibleGameCount(form: Pick<MatchForm, 'format' | 'games'>): number {
  return shownGameCount(form.format === 'Bo3', form.games);
}

/** The games the form sends (`playedGameList`: with time called, without a Bo3's trailing unplayed games). */
export function playedGames(form: Pick<MatchForm, 'format' | 'games' | 'timeCalled'>): GameForm[] {
  return playedGameList(form.format === 'Bo3', form.games, form.timeCalled);
}

function gameInput(game: GameForm): TcgGameInput {
  const hasPrizes = game.firstPrizeTakenBy !== null || game.prizeOrder.length > 0 || game.prizeContents.length > 0;
  return {
    // An unset result is left out so the schema reports it as missing.
    ...(game.result ? { result: game.result } : {}),
    coinFlipWin: game.coinFlipWin,
    coinFlipChoice: game.coinFlipChoice,
    wentFirst: game.wentFirst,
    playerMulligans: game.playerMulligans,
    opponentMulligans: game.opponentMulligans,
    conceded: game.conceded,
    notes: game.notes,
    ...(hasPrizes
      ? {
          advancedDetails: {
            firstPrizeTakenBy: game.firstPrizeTakenBy,
            prizeOrder: game.prizeOrder,
            prizeContents: game.prizeContents,
          },
        }
      : {}),
  } as TcgGameInput;
}

/** The request body of the form (before validation); a result-only match sends its result and no games. */
export function matchBody(form: MatchForm) {
  return {
    deckId: form.deckId,
    deckName: form.deckName,
    opponentDeck: form.opponentDeck,
    opponentDeckVariant: form.opponentDeckVariant,
    format: form.format,
    date: form.date,
    notes: form.notes,
    games: sendsGames(form) ? playedGames(form).map(gameInput) : [],
    ...roundResultBody(form),
  };
}

/** Validates with the core input schema; errors are keyed by their dotted path ('games.0.result'). */
export function validateMatchForm(
  form: MatchForm,
): { ok: true; input: TcgMatchInput } | { ok: false; errors: Record<string, string> } {
  const parsed = tcgMatchInputSchema.safeParse(matchBody(form));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

function gameForm(game: Partial<TcgGameInput> | undefined): GameForm {
  const base = emptyGame();
  if (!game) return base;
  const details = game.advancedDetails;
  return {
    result: game.result === 'win' || game.result === 'loss' || game.result === 'tie' ? game.result : null,
    coinFlipWin: typeof game.coinFlipWin === 'boolean' ? game.coinFlipWin : null,
    coinFlipChoice: game.coinFlipChoice ?? null,
    wentFirst: typeof game.wentFirst === 'boolean' ? game.wentFirst : null,
    wentFirstSetByPlayer: turnOrderSetByPlayer(game),
    playerMulligans: game.playerMulligans ?? 0,
    opponentMulligans: game.opponentMulligans ?? 0,
    conceded: game.conceded ?? null,
    notes: game.notes ?? '',
    firstPrizeTakenBy: details?.firstPrizeTakenBy ?? null,
    prizeOrder: [...(details?.prizeOrder ?? [])],
    prizeContents: [...(details?.prizeContents ?? [])],
  };
}

function withGames(games: readonly (Partial<TcgGameInput> | undefined)[]): GameForm[] {
  return Array.from({ length: MAX_FORM_GAMES }, (_, i) => gameForm(games[i]));
}

/**
 * A stored match in the form; the import marker and the imported log are not carried (spec part 2 §2). A result-only
 * match keeps its recorded result (the form shows it, and a save keeps it until the player enters the games).
 */
export function formFromMatch(match: TcgMatch): MatchForm {
  const { importSource: _source, ptcglLogText: _log, games, recordedResult, ...fields } = matchInputOf(match);
  const round = roundResultForm({ ...fields, recordedResult });
  return { ...fields, ...round, games: withGames(sendsGames(round) ? games : []) };
}

export function formFromDraft(draft: TcgMatchDraft, today: Date = new Date()): MatchForm {
  const empty = emptyMatchForm(today);
  return {
    deckId: draft.deckId ?? null,
    deckName: draft.deckName ?? '',
    opponentDeck: draft.opponentDeck ?? '',
    opponentDeckVariant: draft.opponentDeckVariant ?? '',
    format: draft.format ?? 'Bo1',
    date: draft.date || empty.date,
    notes: draft.notes ?? '',
    games: withGames(draft.games ?? []),
    ...PLAYED_ROUND,
  };
}

/** A draft is of a new match, which the form logs with its games: it has no recorded result. */
export function draftFields(form: MatchForm): TcgDraftFields {
  // The draft keeps the games as typed; time called and a special result are chosen again on resuming.
  const { recordedResult: _recorded, timeCalled: _time, specialResult: _special, ...body } = matchBody(form);
  return { ...body, games: body.games as TcgDraftFields['games'] };
}
