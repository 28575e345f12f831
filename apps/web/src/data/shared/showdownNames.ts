/**
 * "My Showdown names" (issue 13): the player's own Pokémon Showdown names. The replay import takes the side played by
 * one of them as "you" before it looks at teams. Members keep them on the account (`PUT /api/auth/showdown-names`,
 * answered with the updated user); guests in this browser.
 *
 * Decisions:
 * - Both sides are checked with core's `showdownNamesSchema` before anything is written (names trimmed, 1-30
 *   characters, at most 10, no repeats ignoring case and Showdown's punctuation), so a guest gets the member's
 *   messages.
 * - Kept apart from `showdownImport.ts`, whose reader is heavy: the settings page needs only this.
 */
import { showdownNamesSchema, type PublicUser } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalValueStore, type LocalValueStore } from '../guest/localValueStore.ts';

export const SHOWDOWN_NAMES_SAVE_FAILED = 'Could not save your Showdown names. Please try again.';
export const SHOWDOWN_NAMES_LOCAL_FAILED = 'Could not save your Showdown names in this browser';

/** A refusal with the message to show (a rule of the schema, or the browser refusing to store). */
export class ShowdownNamesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShowdownNamesError';
  }
}

/** The names as core's schema accepts them, or a ShowdownNamesError with its first message. */
export function checkedShowdownNames(names: readonly string[]): string[] {
  const parsed = showdownNamesSchema.safeParse({ showdownNames: names });
  if (!parsed.success) throw new ShowdownNamesError(parsed.error.issues[0]?.message ?? SHOWDOWN_NAMES_SAVE_FAILED);
  return parsed.data.showdownNames;
}

/** The guest's names: whatever is stored that is a list of strings, else none. */
export function createLocalShowdownNames(
  store: LocalValueStore<unknown> = createLocalValueStore(STORAGE_KEYS.showdownNames),
) {
  return {
    get(): string[] {
      const value = store.get();
      return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
    },
    set(names: readonly string[]): string[] {
      const checked = checkedShowdownNames(names);
      const saved = checked.length === 0 ? store.clear() : store.set(checked);
      if (!saved) throw new ShowdownNamesError(SHOWDOWN_NAMES_LOCAL_FAILED);
      return checked;
    },
  };
}

export const localShowdownNames = createLocalShowdownNames();

/** Saves a member's names; answers the updated user. */
export function saveMemberShowdownNames(names: readonly string[]): Promise<PublicUser> {
  return api.auth.setShowdownNames({ showdownNames: checkedShowdownNames(names) });
}
