/**
 * "My PTCGL screen names" (issue 12): the player's own Pokémon TCG Live names. The log import takes the one that plays
 * in a log as "you" when the log's owner (the player who exported it) is someone else — a friend's log, a second
 * account. Members keep them on the account (`PUT /api/auth/ptcgl-screen-names`, answered with the updated user);
 * guests in this browser.
 *
 * Decisions:
 * - Both sides are checked with core's `ptcglScreenNamesSchema` before anything is written (names trimmed, 1-40
 *   characters, at most 10, no repeats ignoring case), so a guest gets the member's messages.
 * - Kept apart from `ptcglImport.ts`, whose reader tables are heavy: the settings page needs only this.
 */
import { ptcglScreenNamesSchema, type PublicUser } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalValueStore, type LocalValueStore } from '../guest/localValueStore.ts';

export const SCREEN_NAMES_SAVE_FAILED = 'Could not save your screen names. Please try again.';
export const SCREEN_NAMES_LOCAL_FAILED = 'Could not save your screen names in this browser';

/** A refusal with the message to show (a rule of the schema, or the browser refusing to store). */
export class ScreenNamesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreenNamesError';
  }
}

/** The names as core's schema accepts them, or a ScreenNamesError with its first message. */
export function checkedScreenNames(names: readonly string[]): string[] {
  const parsed = ptcglScreenNamesSchema.safeParse({ ptcglScreenNames: names });
  if (!parsed.success) throw new ScreenNamesError(parsed.error.issues[0]?.message ?? SCREEN_NAMES_SAVE_FAILED);
  return parsed.data.ptcglScreenNames;
}

/** The guest's names: whatever is stored that is a list of strings, else none. */
export function createLocalScreenNames(store: LocalValueStore<unknown> = createLocalValueStore(STORAGE_KEYS.ptcglScreenNames)) {
  return {
    get(): string[] {
      const value = store.get();
      return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
    },
    set(names: readonly string[]): string[] {
      const checked = checkedScreenNames(names);
      const saved = checked.length === 0 ? store.clear() : store.set(checked);
      if (!saved) throw new ScreenNamesError(SCREEN_NAMES_LOCAL_FAILED);
      return checked;
    },
  };
}

export const localScreenNames = createLocalScreenNames();

/** Saves a member's names; answers the updated user. */
export function saveMemberScreenNames(names: readonly string[]): Promise<PublicUser> {
  return api.auth.setPtcglScreenNames({ ptcglScreenNames: checkedScreenNames(names) });
}
