/** The player's deck sprites as the deck list knows them (pokesprite slugs); the dashboard looks them up by deckId. */
export interface YourDeckSprites {
  sprite: string | null;
  secondarySprite: string | null;
}

/** Which notes the player asked to edit from the details dialog. `index` is the game's position in `match.games`. */
export type NotesTarget = { kind: 'game'; index: number } | { kind: 'match' };
