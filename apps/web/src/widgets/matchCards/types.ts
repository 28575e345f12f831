import type { TcgMatch, VgcMatch } from '@trainerlog/core';
import type { ReactNode } from 'react';
import type { IsRestricted } from './VgcPokemon.tsx';

/** The player's deck sprites as the deck list knows them (pokesprite slugs); the dashboard looks them up by deckId. */
export interface YourDeckSprites {
  sprite: string | null;
  secondarySprite: string | null;
}

/** Which notes the player asked to edit from the details dialog. `index` is the game's position in `match.games`. */
export type NotesTarget = { kind: 'game'; index: number } | { kind: 'match' };

/** The dashboard's card look; it applies to both games' cards. */
export type MatchCardLook = 'modern' | 'classic';

/** What a TCG card body (modern or classic) is given by the card around it. */
export interface MatchCardBodyProps {
  match: TcgMatch;
  yourDeckSprites?: YourDeckSprites | null;
  actions: ReactNode;
}

/** What a VGC card body (modern or classic) is given by the card around it. */
export interface VgcMatchCardBodyProps {
  match: VgcMatch;
  isRestricted?: IsRestricted;
  actions: ReactNode;
}
