/**
 * Match drafts: a match being logged, kept in the browser so a reload keeps it (spec part 2 §3: `savedAt` and
 * `isDraft`; part 2 §8: a refused write returns false, an unreadable one reads as none). One store shape for both
 * games; each game's draft schema (core) decides what a stored draft may hold, so a stale or hand-edited value is
 * never offered back.
 *
 * Decisions:
 * - The TCG draft keeps the spec's one key (part 2 §9). The VGC draft (issue 28) is kept per data scope — the guest,
 *   or one member — so a draft begun by one player is never offered to another who signs in on the same browser.
 */
import { vgcMatchDraftSchema, type VgcMatchDraft } from '@trainerlog/core';
import type { z } from 'zod';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalValueStore } from '../guest/localValueStore.ts';

export interface MatchDraftStore<Draft extends { savedAt: string; isDraft: true }> {
  readonly storageKey: string;
  /** Stores the draft with `savedAt` and `isDraft: true`; false when the browser refuses (spec part 2 §8). */
  save(fields: Omit<Draft, 'savedAt' | 'isDraft'>): boolean;
  /** The saved draft, or null when there is none or it cannot be read. */
  load(): Draft | null;
  clear(): boolean;
}

export interface MatchDraftStoreOptions {
  storage?: () => Storage;
  now?: () => Date;
}

export function createMatchDraftStore<Draft extends { savedAt: string; isDraft: true }>(
  storageKey: string,
  schema: z.ZodType<Draft>,
  options: MatchDraftStoreOptions = {},
): MatchDraftStore<Draft> {
  const now = options.now ?? (() => new Date());
  const store = createLocalValueStore<unknown>(storageKey, options.storage);
  return {
    storageKey,
    save(fields) {
      return store.set({ ...fields, savedAt: now().toISOString(), isDraft: true });
    },
    load() {
      const parsed = schema.safeParse(store.get());
      return parsed.success ? parsed.data : null;
    },
    clear() {
      return store.clear();
    },
  };
}

/** The draft's content: every VGC form field, each optional. */
export type VgcDraftFields = Omit<VgcMatchDraft, 'savedAt' | 'isDraft'>;
export type VgcDraftStore = MatchDraftStore<VgcMatchDraft>;

/** The VGC draft of one data scope ('guest' or 'member:<id>', the port's `scope`). */
export function createVgcDraftStore(scope: string, options: MatchDraftStoreOptions = {}): VgcDraftStore {
  return createMatchDraftStore(`${STORAGE_KEYS.vgcDraftPrefix}${scope}`, vgcMatchDraftSchema, options);
}
