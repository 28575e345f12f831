/**
 * One value under one localStorage key (the active deck, the TCG draft). Spec part 2 §8: reads that fail give
 * null; writes that fail return false instead of throwing.
 */
export interface LocalValueStore<T> {
  readonly storageKey: string;
  get(): T | null;
  set(value: T): boolean;
  clear(): boolean;
}

export function createLocalValueStore<T>(
  storageKey: string,
  storage: () => Storage = () => window.localStorage,
): LocalValueStore<T> {
  return {
    storageKey,
    get() {
      try {
        const raw = storage().getItem(storageKey);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        storage().setItem(storageKey, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        storage().removeItem(storageKey);
        return true;
      } catch {
        return false;
      }
    },
  };
}
