/**
 * A VGC match between its stored row and the API: the answer built from a row (core vgcMatchSchema) and the columns
 * stored for a checked input. Shared by the reads (service.ts) and the creates (insert.ts).
 */
import {
  matchOutcome,
  matchScore,
  matchTally,
  recordedResultOf,
  teamFilterKey,
  type VgcGame,
  type VgcMatch,
  type VgcMatchInput,
} from '@trainerlog/core';
import type { VgcMatchRow } from '../../db/schema/index.ts';

/** A stored game, copied field by field so the answer holds exactly the schema's fields. */
function toGame(game: VgcGame): VgcGame {
  return {
    result: game.result,
    wentFirst: game.wentFirst,
    leadPokemon: [...game.leadPokemon],
    opponentLeadPokemon: [...game.opponentLeadPokemon],
    broughtPokemon: [...game.broughtPokemon],
    opponentBroughtPokemon: [...game.opponentBroughtPokemon],
    firstKnockout: game.firstKnockout,
    // Games stored before Tera was recorded (issue 6) have neither field.
    teraPokemon: game.teraPokemon ?? null,
    opponentTeraPokemon: game.opponentTeraPokemon ?? null,
    // Games stored before Mega Evolution was recorded (issue 29, Pokémon Champions) have neither field.
    megaPokemon: game.megaPokemon ?? null,
    opponentMegaPokemon: game.opponentMegaPokemon ?? null,
    // Games stored before moves used were read from replays (issue 29) have no field: not recorded.
    movesUsed: game.movesUsed?.map((entry) => ({ pokemon: entry.pokemon, moves: [...entry.moves] })) ?? null,
    // Issue 30: only games read from a replay know which Pokémon fainted.
    ...(game.faintedPokemon ? { faintedPokemon: [...game.faintedPokemon] } : {}),
    ...(game.opponentFaintedPokemon ? { opponentFaintedPokemon: [...game.opponentFaintedPokemon] } : {}),
    replayLink: game.replayLink,
    notes: game.notes,
  };
}

/**
 * The match as the API shows it (core vgcMatchSchema); `user` is the owner's id. `group` is null here; answers fill it
 * with the match's group badge (matches/groupBadges.ts).
 */
export function toVgcMatch(row: VgcMatchRow): VgcMatch {
  const games = row.games.map(toGame);
  return {
    _id: row.id,
    user: row.userId,
    gameType: 'VGC',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    group: null,
    clientId: row.clientId,
    teamId: row.teamId,
    playerTeam: row.playerTeam,
    opponentTeam: row.opponentTeam,
    opponentName: row.opponentName,
    format: row.format,
    bestOf: row.bestOf,
    date: row.date,
    replayLink: row.replayLink,
    notes: row.notes,
    games,
    recordedResult: row.recordedResult,
    timeCalled: row.timeCalled,
    specialResult: row.specialResult,
    result: row.result,
    matchScore: matchScore({ games, recordedResult: row.recordedResult, specialResult: row.specialResult }),
  };
}

export type Species = Pick<VgcMatchInput, 'playerTeam' | 'opponentTeam' | 'games'>;

/**
 * The stored columns of a checked match; keys and tallies are derived here so they never disagree with the rest. A
 * result-only match (issue 15) stores its recorded result and its tally (core `matchTally`), as TCG's do.
 */
export function columnsOf(input: VgcMatchInput, teamId: string | null, species: Species) {
  // An ID is stored as a recorded tie and a bye as a recorded win (issue 29), so every aggregate reads them.
  const counted = { games: species.games, recordedResult: recordedResultOf(input), timeCalled: input.timeCalled };
  const { wins, losses } = matchTally(counted);
  return {
    teamId,
    playerTeam: species.playerTeam,
    opponentTeam: species.opponentTeam,
    playerTeamKey: teamFilterKey(species.playerTeam),
    opponentTeamKey: teamFilterKey(species.opponentTeam),
    opponentName: input.opponentName,
    format: input.format,
    bestOf: input.bestOf,
    date: input.date,
    replayLink: input.replayLink,
    notes: input.notes,
    games: species.games,
    recordedResult: counted.recordedResult,
    timeCalled: input.timeCalled,
    specialResult: input.specialResult,
    wins,
    losses,
    result: matchOutcome(counted),
  };
}
