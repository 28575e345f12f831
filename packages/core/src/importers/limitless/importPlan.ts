/**
 * What a Limitless import creates (issue 15, step 3 "Import creates the matches …, saves the deck, and creates a
 * match group named after the tournament holding all its matches"), from a review (`review.ts`) and the player's
 * choices (`limitlessImportRequestSchema`). Pure: the server creates what the plan says in one transaction.
 *
 * Definitions:
 * - The list. TCG — 'new': the list becomes a new deck named `list.name` or the offer's suggested name, and every
 *   match is played with it (deckId null, deckName the new deck's name: the server creates the deck first and sets
 *   the id); 'existing': one of the caller's decks (`list.id`); 'none': no deck, the deck name is the player's
 *   archetype (else 'Limitless deck'). VGC — 'new': a new team (teamId null until the server creates it);
 *   'existing': one of the caller's teams; 'none': no team, the list's species as the player's team. Every match
 *   holds the team's species (`playerTeam`).
 * - Problems, each at its request path, and nothing is planned when there is one: 'new' without a published list →
 *   `list.action` noListToSave; 'existing' with an id not among the caller's decks/teams → `list.id`
 *   deckRequired/teamRequired; VGC 'none' without a list → `list.action` teamRequired; a `date` more than a day from
 *   the tournament's UTC day → `date`; no round to import → `player` noRounds; a match the match schema refuses →
 *   the schema's message at `date` for date problems, else `matches.<i>.<field>`.
 * - A match per imported round, in round order, dated `date` (default the review's day). TCG: format Bo1/Bo3, the
 *   opponent's archetype name as opponent deck ('Unknown' without one), `importSource` 'limitless'; VGC: the
 *   opponent's name and species, the tournament's format, bestOf 1/3. A Bo1 win or loss holds one game with that
 *   result; a Bo3 round and every tie record the result only (`recordedResult`, no games), and a bye is a match
 *   with `specialResult` 'bye' (issue 29; opponent deck 'Bye', no opponent). Notes:
 *   `Limitless: <tournament> · <label>[, table N] · vs <name> (<username>)` plus ` · double loss`.
 * - Group: the tournament's name (at most 100 characters), the game as type, and a description with the day, the
 *   player, their placing, record and the tournament's link. History: the tournament, the player and the counts.
 */
import type { DeckInput } from '../../schemas/decks.ts';
import {
  LIMITLESS_MESSAGES,
  type LimitlessGame,
  type LimitlessImportRequest,
  type LimitlessReview,
  type LimitlessRound,
} from '../../schemas/limitless.ts';
import { tcgMatchInputSchema, type TcgMatchInput } from '../../schemas/tcgMatches.ts';
import type { TeamInput } from '../../schemas/teams.ts';
import { vgcMatchInputSchema, type VgcMatchInput } from '../../schemas/vgcMatches.ts';
import { limitlessCategoryId } from './category.ts';
import { limitlessDeckInput } from './deckList.ts';
import { LIMITLESS_DEFAULT_DECK_NAME, type LimitlessContext } from './review.ts';
import { limitlessTeamInput, matchTeamSpecies } from './team.ts';

/** The opponent deck of a TCG round whose opponent has no archetype. */
export const LIMITLESS_UNKNOWN_DECK = 'Unknown';
export const limitlessDateTooFar = (day: string) => `Date must be within a day of the tournament's day (${day})`;

export interface LimitlessImportProblem {
  path: string;
  message: string;
}

export interface LimitlessImportHistory {
  tournamentId: string;
  game: LimitlessGame;
  name: string;
  format: string | null;
  date: string;
  players: number;
  username: string;
  playerName: string;
  placing: number | null;
  wins: number;
  losses: number;
  ties: number;
  matchCount: number;
}

export interface LimitlessImportPlan {
  game: LimitlessGame;
  /** TCG: one input per imported round, in round order (with 'new': deckId null, deckName the new deck's name). */
  tcgMatches: TcgMatchInput[];
  /** Per TCG match: the opponent's community category id when their archetype falls in one, else undefined. */
  tcgOpponentCategoryIds: (string | undefined)[];
  /** VGC: likewise (with 'new': teamId null, the server sets it). */
  vgcMatches: VgcMatchInput[];
  newDeck: DeckInput | null;
  newTeam: TeamInput | null;
  /** The caller's deck or team the matches use with 'existing', else null. */
  existingListId: string | null;
  group: { name: string; description: string; type: LimitlessGame };
  history: LimitlessImportHistory;
}

export type LimitlessImportPlanResult =
  { ok: true; plan: LimitlessImportPlan } | { ok: false; errors: LimitlessImportProblem[] };

const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function roundNotes(review: LimitlessReview, round: LimitlessRound): string {
  const opponent = round.opponent;
  const table = round.table !== null ? `, table ${round.table}` : '';
  const doubleLoss = round.doubleLoss ? ' · double loss' : '';
  const against = opponent ? `vs ${opponent.name} (${opponent.username})` : 'bye';
  return `Limitless: ${review.tournament.name} · ${round.label}${table} · ${against}${doubleLoss}`;
}

/** The opponent deck of a bye's TCG match (the field may not be blank). */
export const LIMITLESS_BYE_OPPONENT = 'Bye';

function groupOf(review: LimitlessReview, date: string): LimitlessImportPlan['group'] {
  const { tournament, player } = review;
  const { wins, losses, ties } = player.record;
  const who = `${cut(player.name, 100)} (${cut(player.username, 100)})`;
  const placing =
    player.placing !== null ? `placed ${ordinal(player.placing)} of ${tournament.players} players` : 'played';
  return {
    name: cut(tournament.name, 100) || 'Limitless tournament',
    description: `Limitless tournament on ${date} · ${who} ${placing} · record ${wins}-${losses}-${ties} · ${tournament.link}`,
    type: tournament.game,
  };
}

/** The schema's problems of the i-th match at request paths (see header). */
function matchProblems(index: number, issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues.map((issue) => ({
    path: issue.path[0] === 'date' ? 'date' : [`matches`, index, ...issue.path].map(String).join('.'),
    message: issue.message,
  }));
}

interface ListChoice {
  newDeck: DeckInput | null;
  newTeam: TeamInput | null;
  existingListId: string | null;
  deckName: string;
  playerTeam: string[];
}

function chooseList(
  review: LimitlessReview,
  request: LimitlessImportRequest,
  context: LimitlessContext,
  problems: LimitlessImportProblem[],
): ListChoice {
  const { list } = review;
  const choice: ListChoice = { newDeck: null, newTeam: null, existingListId: null, deckName: '', playerTeam: [] };
  const listSpecies = matchTeamSpecies(list.pokemon.map((p) => p.species));
  const action = request.list.action;
  const name = cut(request.list.name ?? '', 100) || list.suggestedName;
  if (action === 'new' && !list.available) {
    problems.push({ path: 'list.action', message: LIMITLESS_MESSAGES.noListToSave });
  } else if (action === 'new' && review.tournament.game === 'tcg') {
    const description = `Imported from Limitless: ${review.tournament.name} (${review.day})`;
    const deck = limitlessDeckInput(name, list.cards, list.sprites, description);
    if (deck.ok) [choice.newDeck, choice.deckName] = [deck.deck, deck.deck.name];
    else
      problems.push(
        ...deck.errors.map((e) => ({ path: e.path === 'name' ? 'list.name' : 'list', message: e.message })),
      );
  } else if (action === 'new') {
    choice.newTeam = limitlessTeamInput(name, review.tournament.format, list.pokemon);
    choice.playerTeam = listSpecies;
  } else if (action === 'existing' && review.tournament.game === 'tcg') {
    const deck = context.decks.find((d) => d._id === request.list.id);
    if (deck) [choice.existingListId, choice.deckName] = [deck._id, cut(deck.name, 100)];
    else problems.push({ path: 'list.id', message: LIMITLESS_MESSAGES.deckRequired });
  } else if (action === 'existing') {
    const team = context.teams.find((t) => t._id === request.list.id);
    if (team) [choice.existingListId, choice.playerTeam] = [team._id, matchTeamSpecies(team.species)];
    else problems.push({ path: 'list.id', message: LIMITLESS_MESSAGES.teamRequired });
  } else if (review.tournament.game === 'tcg') {
    choice.deckName = cut(review.player.archetype?.name ?? '', 100) || LIMITLESS_DEFAULT_DECK_NAME;
  } else if (listSpecies.length > 0) {
    choice.playerTeam = listSpecies;
  } else {
    problems.push({ path: 'list.action', message: LIMITLESS_MESSAGES.teamRequired });
  }
  return choice;
}

function gamesOf(round: LimitlessRound): { result: 'win' | 'loss' }[] {
  return round.resultOnly || round.result === 'tie' || round.result === 'bye'
    ? []
    : [{ result: round.result === 'win' ? 'win' : 'loss' }];
}

/**
 * Issue 29: a bye is `specialResult` 'bye' (stored as a recorded win); a tie stays a recorded tie — Limitless pairings
 * do not tell an intentional draw from a tie at time, so no tie is guessed to be an ID.
 */
function resultFieldsOf(round: LimitlessRound): {
  recordedResult: 'win' | 'loss' | 'tie' | null;
  specialResult: 'bye' | null;
} {
  if (round.result === 'bye') return { recordedResult: 'win', specialResult: 'bye' };
  if (!round.resultOnly && round.result !== 'tie') return { recordedResult: null, specialResult: null };
  const recorded = round.result === 'win' || round.result === 'tie' ? round.result : 'loss';
  return { recordedResult: recorded, specialResult: null };
}

export function planLimitlessImport(
  review: LimitlessReview,
  request: LimitlessImportRequest,
  context: LimitlessContext,
): LimitlessImportPlanResult {
  const problems: LimitlessImportProblem[] = [];
  const game = review.tournament.game;
  const date = request.date ?? review.day;
  if (request.date && Math.abs(dayNumber(request.date) - dayNumber(review.day)) > 1) {
    problems.push({ path: 'date', message: limitlessDateTooFar(review.day) });
  }
  const rounds = review.rounds.filter((round) => round.imported && (round.opponent !== null || round.result === 'bye'));
  if (rounds.length === 0) problems.push({ path: 'player', message: LIMITLESS_MESSAGES.noRounds });
  const choice = chooseList(review, request, context, problems);
  if (problems.length > 0) return { ok: false, errors: problems };

  const tcgMatches: TcgMatchInput[] = [];
  const tcgOpponentCategoryIds: (string | undefined)[] = [];
  const vgcMatches: VgcMatchInput[] = [];
  rounds.forEach((round, index) => {
    const opponent = round.opponent;
    const common = {
      date,
      notes: roundNotes(review, round),
      games: gamesOf(round),
      ...resultFieldsOf(round),
    };
    if (game === 'tcg') {
      const parsed = tcgMatchInputSchema.safeParse({
        ...common,
        deckId: choice.existingListId,
        deckName: choice.deckName,
        opponentDeck: opponent
          ? cut(opponent.archetype?.name ?? '', 100) || LIMITLESS_UNKNOWN_DECK
          : LIMITLESS_BYE_OPPONENT,
        format: round.bestOf === 3 ? 'Bo3' : 'Bo1',
        importSource: 'limitless',
      });
      if (!parsed.success) return void problems.push(...matchProblems(index, parsed.error.issues));
      tcgMatches.push(parsed.data);
      tcgOpponentCategoryIds.push(limitlessCategoryId(opponent?.archetype ?? null, context.categories));
    } else {
      const parsed = vgcMatchInputSchema.safeParse({
        ...common,
        teamId: choice.existingListId,
        playerTeam: choice.playerTeam,
        opponentTeam: opponent ? matchTeamSpecies(opponent.team) : [],
        opponentName: opponent ? cut(opponent.name, 100) : '',
        format: cut(review.tournament.format ?? '', 60),
        bestOf: round.bestOf,
      });
      if (!parsed.success) return void problems.push(...matchProblems(index, parsed.error.issues));
      vgcMatches.push(parsed.data);
    }
  });
  if (problems.length > 0) return { ok: false, errors: dedupe(problems) };

  const { tournament, player } = review;
  return {
    ok: true,
    plan: {
      game,
      tcgMatches,
      tcgOpponentCategoryIds,
      vgcMatches,
      newDeck: choice.newDeck,
      newTeam: choice.newTeam,
      existingListId: choice.existingListId,
      group: groupOf(review, date),
      history: {
        tournamentId: tournament.id,
        game,
        name: tournament.name,
        format: tournament.format,
        date,
        players: tournament.players,
        username: player.username,
        playerName: player.name,
        placing: player.placing,
        wins: player.record.wins,
        losses: player.record.losses,
        ties: player.record.ties,
        matchCount: rounds.length,
      },
    },
  };
}

/** The same message at the same path once (a date problem concerns every match). */
function dedupe(problems: readonly LimitlessImportProblem[]): LimitlessImportProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
