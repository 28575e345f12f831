/**
 * A member's outbox (issue 16, "Offline for members"): the match writes made while the server could not be reached,
 * in the order they were made, kept in this browser under `trainerlog_outbox_<userId>` until the server has them.
 *
 * - `create`: `id` is a fresh local id, sent as the create's `clientId`, so a retry after a lost answer gets the
 *   match the server already made (exactly once). `input` is the match as entered (edited in place while waiting).
 * - `update`: `targetId` is the server match, `input` the full replacement, `base` the match as last seen when the
 *   edit started (its `updatedAt` is the version the edit was based on), `copyId` the clientId of the copy made if
 *   the match changed elsewhere meanwhile (see flushOutbox.ts).
 * - `delete`: `targetId` only.
 * An item the server refused (a 4xx) stays with status 'failed' and the server's message until the player discards it.
 */
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalId } from '../entities/repository.ts';

export const OUTBOX_KEY_PREFIX = STORAGE_KEYS.outboxPrefix;

export type OutboxGame = 'tcg' | 'vgc';
export type OutboxOperation = 'create' | 'update' | 'delete';

export interface OutboxItem {
  id: string;
  game: OutboxGame;
  op: OutboxOperation;
  targetId: string | null;
  input: Record<string, unknown> | null;
  base: Record<string, unknown> | null;
  copyId: string | null;
  queuedAt: string;
  status: 'waiting' | 'failed';
  message: string | null;
}

export interface OutboxStore {
  keyOf(userId: string): string;
  /** The raw stored text: a cheap snapshot that changes exactly when the outbox does. */
  snapshot(userId: string): string | null;
  list(userId: string): OutboxItem[];
  get(userId: string, id: string): OutboxItem | null;
  /** Appends a new item; throws when the browser refuses to store it, so the caller can say so. */
  add(userId: string, item: Omit<OutboxItem, 'id' | 'queuedAt' | 'status' | 'message'> & { id?: string }): OutboxItem;
  patch(userId: string, id: string, changes: Partial<Omit<OutboxItem, 'id'>>): OutboxItem | null;
  remove(userId: string, id: string): void;
  clear(userId: string): void;
  /** Called after every change made in this tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export class OutboxWriteError extends Error {
  constructor(cause: unknown) {
    super("Could not keep the match in this browser's storage", { cause });
    this.name = 'OutboxWriteError';
  }
}

export function createOutboxStore(
  storage: () => Storage = () => window.localStorage,
  now: () => Date = () => new Date(),
): OutboxStore {
  const listeners = new Set<() => void>();
  const keyOf = (userId: string) => `${OUTBOX_KEY_PREFIX}${userId}`;
  const snapshot = (userId: string) => {
    try {
      return storage().getItem(keyOf(userId));
    } catch {
      return null;
    }
  };
  function list(userId: string): OutboxItem[] {
    try {
      const parsed: unknown = JSON.parse(snapshot(userId) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((item): item is OutboxItem => !!item && typeof item === 'object' && 'op' in item)
        : [];
    } catch {
      return [];
    }
  }
  function write(userId: string, items: OutboxItem[]): void {
    try {
      if (items.length === 0) storage().removeItem(keyOf(userId));
      else storage().setItem(keyOf(userId), JSON.stringify(items));
    } catch (error) {
      throw new OutboxWriteError(error);
    }
    for (const listener of listeners) listener();
  }
  return {
    keyOf,
    snapshot,
    list,
    get: (userId, id) => list(userId).find((item) => item.id === id) ?? null,
    add(userId, fields) {
      const at = now();
      const item: OutboxItem = {
        ...fields,
        id: fields.id ?? createLocalId(at.getTime()),
        queuedAt: at.toISOString(),
        status: 'waiting',
        message: null,
      };
      write(userId, [...list(userId), item]);
      return item;
    },
    patch(userId, id, changes) {
      const items = list(userId);
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) return null;
      const next = { ...items[index]!, ...changes, id };
      items[index] = next;
      write(userId, items);
      return next;
    },
    remove(userId, id) {
      const items = list(userId);
      const remaining = items.filter((item) => item.id !== id);
      if (remaining.length !== items.length) write(userId, remaining);
    },
    clear(userId) {
      write(userId, []);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const outboxStore = createOutboxStore();

/** Waiting items count toward "N matches waiting to upload"; failed ones are listed apart. */
export function waitingItems(items: readonly OutboxItem[]): OutboxItem[] {
  return items.filter((item) => item.status === 'waiting');
}

/** "1 match waiting to upload" / "2 matches waiting to upload". */
export function waitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'match' : 'matches'} waiting to upload`;
}

/** A refused item in words the player recognises: "TCG match from 2026-11-24 vs Gholdengo ex". */
export function describeOutboxItem(item: OutboxItem): string {
  const input = item.input ?? item.base ?? {};
  const game = item.game === 'tcg' ? 'TCG' : 'VGC';
  const date = typeof input.date === 'string' && input.date ? ` from ${input.date}` : '';
  const opponent = item.game === 'tcg' ? input.opponentDeck : input.opponentName;
  const against = typeof opponent === 'string' && opponent.trim() ? ` vs ${opponent.trim()}` : '';
  const what =
    item.op === 'create'
      ? `${game} match`
      : item.op === 'update'
        ? `Edit of a ${game} match`
        : `Deletion of a ${game} match`;
  return `${what}${date}${against}`;
}
