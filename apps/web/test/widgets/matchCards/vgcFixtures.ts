import { restrictedPokemonMatcher, type VgcGame, type VgcMatch } from '@trainerlog/core';

export function vgcGame(overrides: Partial<VgcGame> = {}): VgcGame {
  return {
    result: 'win',
    wentFirst: null,
    leadPokemon: [],
    opponentLeadPokemon: [],
    broughtPokemon: [],
    opponentBroughtPokemon: [],
    firstKnockout: null,
    teraPokemon: null,
    opponentTeraPokemon: null,
    megaPokemon: null,
    opponentMegaPokemon: null,
    movesUsed: null,
    replayLink: '',
    notes: '',
    ...overrides,
  };
}

export const PLAYER_TEAM = [
  'Calyrex-Shadow',
  'Incineroar',
  'Rillaboom',
  'Urshifu-Rapid-Strike',
  'Farigiraf',
  'Amoonguss',
];
export const OPPONENT_TEAM = ['Koraidon', 'Flutter Mane', 'Chien-Pao', 'Whimsicott', 'Raging Bolt', 'Ogerpon'];

/** A stored match; `matchScore` and `result` follow the games unless given. */
export function vgcMatch(overrides: Partial<VgcMatch> = {}): VgcMatch {
  const games = overrides.games ?? [vgcGame({ result: 'win', wentFirst: true })];
  const wins = games.filter((g) => g.result === 'win').length;
  const losses = games.filter((g) => g.result === 'loss').length;
  return {
    _id: 'v1',
    gameType: 'VGC',
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-05T10:00:00.000Z',
    group: null,
    timeCalled: false,
    specialResult: null,
    teamId: null,
    playerTeam: PLAYER_TEAM,
    opponentTeam: OPPONENT_TEAM,
    opponentName: 'Wolfe Glick',
    format: 'Reg G',
    bestOf: games.length > 1 ? 3 : 1,
    date: '2024-01-05',
    replayLink: '',
    notes: '',
    recordedResult: null,
    result: wins > losses ? 'win' : losses > wins ? 'loss' : 'tie',
    matchScore: `${wins}-${losses}`,
    ...overrides,
    games,
  };
}

/** The two restricted Pokémon of the teams above, as the API lists them. */
export const isRestricted = restrictedPokemonMatcher(['Calyrex-Shadow', 'Koraidon', 'Zacian']);
