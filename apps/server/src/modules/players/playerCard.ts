import type { PlayerCard } from '@trainerlog/core';
import { users } from '../../db/schema/index.ts';

/**
 * The columns of a player card (core `playerCardSchema`): what other players may see of a user — never an email,
 * role or setting. Select them with drizzle (`db.select(playerCardColumns)`) and answer with `toPlayerCard`.
 */
export const playerCardColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  profilePicture: users.profilePicture,
  pokemonSprite: users.pokemonSprite,
};

export interface PlayerCardRow {
  id: string;
  username: string;
  name: string | null;
  profilePicture: string | null;
  pokemonSprite: string | null;
}

export function toPlayerCard(row: PlayerCardRow): PlayerCard {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    profilePicture: row.profilePicture,
    pokemonSprite: row.pokemonSprite,
  };
}
