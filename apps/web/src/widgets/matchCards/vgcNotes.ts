import type { VgcGame, VgcMatch } from '@trainerlog/core';
import type { NotesTarget } from './types.ts';

/**
 * Spec part 1 §8: the alert for VGC notes ("Saving game notes"; the "match notes" wording is TCG's). Used for the
 * match's own notes too, so a VGC player always reads the same message.
 */
export const GAME_NOTES_SAVE_FAILED = 'Failed to save game notes. Please try again.';

/**
 * What a notes save changes: the whole games list and the match notes (spec part 1 §4: "saving writes the updated
 * games list by updating the whole match"). The caller merges it into the match it writes.
 */
export interface VgcNotesChanges {
  games: VgcGame[];
  notes: string;
}

export function vgcNotesOf(match: Pick<VgcMatch, 'games' | 'notes'>, target: NotesTarget): string {
  return target.kind === 'match' ? match.notes : (match.games[target.index]?.notes ?? '');
}

/** The match's games and notes with the target's notes replaced by `text`; every other field is kept as it was. */
export function vgcNotesChanges(
  match: Pick<VgcMatch, 'games' | 'notes'>,
  target: NotesTarget,
  text: string,
): VgcNotesChanges {
  if (target.kind === 'match') return { games: match.games.map((game) => ({ ...game })), notes: text };
  return {
    games: match.games.map((game, i) => (i === target.index ? { ...game, notes: text } : { ...game })),
    notes: match.notes,
  };
}

/** The editor's title: "Game 2 Notes" or "Match Notes". */
export function vgcNotesTitle(target: NotesTarget): string {
  return target.kind === 'match' ? 'Match Notes' : `Game ${target.index + 1} Notes`;
}
