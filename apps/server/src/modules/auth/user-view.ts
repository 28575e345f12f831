import { roleFlags, type PublicUser } from '@trainerlog/core';
import type { UserRow } from '../../db/schema/index.ts';

/** The user as the API shows it to its owner (spec part 1 §3). Never includes the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    ...roleFlags(row.role),
    profilePicture: row.profilePicture,
    pokemonSprite: row.pokemonSprite,
    gamePreferences: { tcg: row.gamePrefTcg, vgc: row.gamePrefVgc },
    darkModeEnabled: row.darkModeEnabled,
    communityOptOut: row.communityOptOut,
    ptcglScreenNames: row.ptcglScreenNames,
    showdownNames: row.showdownNames,
    limitlessUsername: row.limitlessUsername,
    activeDeck: row.activeDeckId,
    activeTeam: row.activeTeamId,
    playerName: row.playerName,
    playerId: row.playerId,
    birthdate: row.birthdate,
    division: row.division,
    format: row.format,
    gameMode: row.gameMode,
    createdAt: row.createdAt.toISOString(),
  };
}
