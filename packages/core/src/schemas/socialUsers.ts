import { z } from 'zod';

/**
 * A player as other players may see them (a "player card") (issue 14): friends, friend requests, notifications, group owners and shares.
 * Only what the spec's Friend entity names (part 2 §3: _id, name or username, profilePicture) plus the avatar sprite
 * the sidebar already shows — never an email, role, settings or anything private.
 */
export const playerCardSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  pokemonSprite: z.string().nullable(),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;

/** How a player is named to others: their display name, else their username. */
export function displayNameOf(user: { name?: string | null; username: string }): string {
  const name = user.name?.trim();
  return name ? name : user.username;
}

/** A page of a server-paged list (1-based pages). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
