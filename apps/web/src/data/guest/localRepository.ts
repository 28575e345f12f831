import { createLocalId, type Identified, type LocalFields, type Repository } from '../entities/repository.ts';

/** Thrown when the browser refuses to store an item (quota, private mode): nothing entered may be lost silently. */
export class LocalStorageWriteError extends Error {
  constructor(key: string, cause: unknown) {
    super(`Could not save to this browser's storage (${key})`, { cause });
    this.name = 'LocalStorageWriteError';
  }
}

export interface LocalRepositoryOptions {
  storageKey: string;
  /** Message when an update names an item that is not stored, e.g. 'Match not found' (spec part 2 §4). */
  notFoundMessage: string;
  /** Defaults to window.localStorage, looked up on every call so a blocked storage is caught as a read error. */
  storage?: () => Storage;
  now?: () => Date;
  random?: () => number;
}

export interface LocalRepository<T extends Identified, TInput> extends Repository<T & LocalFields, TInput> {
  readonly storageKey: string;
  /** Removes every stored item and the key itself. */
  clear(): void;
}

/**
 * A repository kept as one JSON array under one localStorage key. Reads never throw (a missing, unreadable or
 * corrupt value is an empty list); writes throw LocalStorageWriteError so the caller can tell the user.
 */
export function createLocalRepository<T extends Identified, TInput = Omit<T, '_id'>>(
  options: LocalRepositoryOptions,
): LocalRepository<T, TInput> {
  type Stored = T & LocalFields;
  const { storageKey, notFoundMessage } = options;
  const storage = options.storage ?? (() => window.localStorage);
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;

  function read(): Stored[] {
    try {
      const raw = storage().getItem(storageKey);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.filter((item): item is Stored => typeof item === 'object' && item !== null && '_id' in item);
    } catch {
      return [];
    }
  }

  function write(items: Stored[]): void {
    try {
      if (items.length === 0) storage().removeItem(storageKey);
      else storage().setItem(storageKey, JSON.stringify(items));
    } catch (error) {
      throw new LocalStorageWriteError(storageKey, error);
    }
  }

  return {
    storageKey,
    async list() {
      return read();
    },
    async get(id) {
      return read().find((item) => item._id === id) ?? null;
    },
    async create(input) {
      const at = now();
      const item = {
        createdAt: at.toISOString(),
        ...input,
        _id: createLocalId(at.getTime(), random),
        isLocal: true,
      } as unknown as Stored;
      write([item, ...read()]);
      return item;
    },
    async update(id, changes) {
      const items = read();
      const index = items.findIndex((item) => item._id === id);
      const existing = items[index];
      if (!existing) throw new Error(notFoundMessage);
      const updated = {
        ...existing,
        ...changes,
        _id: existing._id,
        isLocal: true,
        createdAt: existing.createdAt,
      } as Stored;
      items[index] = updated;
      write(items);
      return updated;
    },
    async remove(id) {
      const items = read();
      const remaining = items.filter((item) => item._id !== id);
      if (remaining.length !== items.length) write(remaining);
    },
    clear() {
      write([]);
    },
  };
}
