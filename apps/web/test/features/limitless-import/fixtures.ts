// Our API's answers for the Limitless import screens (core `schemas/limitless.ts`): a TCG tournament with Swiss and a
// top cut, a player who won, lost, tied, had a bye and an unreported round, and the history of what was imported.
import type {
  LimitlessHistoryEntry,
  LimitlessPlayer,
  LimitlessPlayersAnswer,
  LimitlessReview,
  LimitlessRound,
  LimitlessTournamentInfo,
  LimitlessTournamentSummary,
} from '@trainerlog/core';

export const TOURNAMENT_ID = '66b1c0ffee';

export function summary(overrides: Partial<LimitlessTournamentSummary> = {}): LimitlessTournamentSummary {
  return {
    id: TOURNAMENT_ID,
    game: 'tcg',
    format: 'SVI-SSP',
    name: 'Pallet Town Cup #12',
    date: '2025-06-14T16:00:00.000Z',
    day: '2025-06-14',
    players: 64,
    imported: null,
    ...overrides,
  };
}

export function tournament(overrides: Partial<LimitlessTournamentInfo> = {}): LimitlessTournamentInfo {
  return {
    ...summary(),
    organizer: 'Pallet League',
    isOnline: true,
    hasDecklists: true,
    phases: [
      { phase: 1, kind: 'swiss', type: 'SWISS', rounds: 6, bestOf: 3 },
      { phase: 2, kind: 'topcut', type: 'SINGLE_ELIMINATION', rounds: 3, bestOf: 3 },
    ],
    link: `https://play.limitlesstcg.com/tournament/${TOURNAMENT_ID}/standings`,
    ...overrides,
  };
}

const charizard = { name: 'Charizard Pidgeot', icons: ['charizard', 'pidgeot'], sprites: ['charizard', 'pidgeot'] };

export const ASH: LimitlessPlayer = {
  username: 'ashk',
  name: 'Ash Ketchum',
  country: 'JP',
  placing: 3,
  record: { wins: 5, losses: 2, ties: 1 },
  archetype: { ...charizard, categoryName: 'Charizard ex' },
  team: [],
  drop: null,
};

export const MISTY: LimitlessPlayer = {
  username: 'misty',
  name: 'Misty Waterflower',
  country: 'US',
  placing: 1,
  record: { wins: 7, losses: 1, ties: 0 },
  archetype: { name: 'Gardevoir', icons: ['gardevoir'], sprites: ['gardevoir'], categoryName: 'Gardevoir ex' },
  team: [],
  drop: null,
};

export const BROCK: LimitlessPlayer = {
  username: 'brock',
  name: 'Brock Harrison',
  country: null,
  placing: 12,
  record: { wins: 3, losses: 3, ties: 0 },
  archetype: null,
  team: [],
  drop: 6,
};

export function playersAnswer(overrides: Partial<LimitlessPlayersAnswer> = {}): LimitlessPlayersAnswer {
  return { tournament: tournament(), players: [MISTY, ASH, BROCK], me: 'ashk', ...overrides };
}

const opponent = (p: LimitlessPlayer) => ({
  username: p.username,
  name: p.name,
  country: p.country,
  archetype: p.archetype,
  team: p.team,
});

function round(overrides: Partial<LimitlessRound>): LimitlessRound {
  return {
    round: 1,
    phase: 1,
    kind: 'swiss',
    label: 'Round 1',
    table: 4,
    bestOf: 1,
    result: 'win',
    doubleLoss: false,
    imported: true,
    resultOnly: false,
    opponent: opponent(MISTY),
    ...overrides,
  };
}

export const ROUNDS: LimitlessRound[] = [
  round({ round: 1, label: 'Round 1', result: 'win' }),
  round({ round: 2, label: 'Round 2', result: 'bye', imported: false, opponent: null, table: null }),
  round({ round: 3, label: 'Round 3', result: 'tie', resultOnly: true, opponent: opponent(BROCK) }),
  round({ round: 4, label: 'Round 4', result: 'unreported', imported: false }),
  round({ round: 7, phase: 2, kind: 'topcut', label: 'Top 8', bestOf: 3, result: 'loss', resultOnly: true }),
];

export function review(overrides: Partial<LimitlessReview> = {}): LimitlessReview {
  return {
    tournament: tournament(),
    player: ASH,
    rounds: ROUNDS,
    list: {
      kind: 'deck',
      available: true,
      suggestedName: 'Charizard Pidgeot',
      cards: [
        { count: 3, name: 'Charizard ex', set: 'OBF', number: '125', supertype: 'Pokémon' },
        { count: 4, name: 'Ultra Ball', set: 'SVI', number: '196', supertype: 'Trainer' },
      ],
      cardCount: 60,
      pokemon: [],
      sprites: ['charizard', 'pidgeot'],
      match: { id: 'd1', name: 'My Zard' },
    },
    day: '2025-06-14',
    matchCount: 3,
    alreadyImported: null,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<LimitlessHistoryEntry> = {}): LimitlessHistoryEntry {
  return {
    tournamentId: TOURNAMENT_ID,
    game: 'tcg',
    name: 'Pallet Town Cup #12',
    format: 'SVI-SSP',
    date: '2025-06-14',
    players: 64,
    username: 'ashk',
    playerName: 'Ash Ketchum',
    placing: 3,
    record: { wins: 5, losses: 2, ties: 1 },
    matchCount: 3,
    group: { _id: 'g1', name: 'Pallet Town Cup #12' },
    list: { _id: 'd1', name: 'My Zard' },
    link: `https://play.limitlesstcg.com/tournament/${TOURNAMENT_ID}/standings`,
    importedAt: '2025-06-15T09:00:00.000Z',
    ...overrides,
  };
}
