/**
 * Upload of a guest's browser data to the account (spec part 2 §4 "Sync on login or registration", §5, §8, §9):
 * TCG matches, then VGC matches, then decks, then teams; each item on its own (a failure is recorded, the rest go
 * on); synced items leave the browser, and a key left empty is removed; nothing is removed when nothing synced.
 *
 * Decisions (issue 16, exactly once):
 * - Every item is sent with `clientId` = its local id. The server keeps it per user and table and answers an already
 *   created clientId with the existing item (200): a sync cut off between the upload and the removal, or run twice
 *   by two tabs, never creates a second copy. The 200 answer counts as synced.
 * - Local references are sent as they are: a match naming a `local_…` deck or team keeps that id, and the server
 *   links it to the deck or team with that clientId, now or when it arrives (decks and teams upload after matches).
 * - Items are read raw from storage (what older app versions wrote included) and removed by id at the end, reading
 *   the key again, so an item added meanwhile is never lost.
 * - Each kind goes through the one upload path (syncBatch.ts, `POST /api/sync/batch`, shared with the member's
 *   outbox) in chunks of up to 200 items, chunk after chunk, in the spec's order of kinds; every item keeps its own
 *   result (synced, or its error text, as below). An item without a usable local id (hand-edited) is sent with a
 *   fresh one. When the upload stops (no answer, a 5xx, a 429: the path's one retry rule), the items not answered —
 *   that chunk's and every later one's — stay in the browser, each reported with the error, for the next sync.
 * - The local active deck (and team) becomes the account's active one when the account has none. The local active
 *   deck is cleared only when every local deck synced; the active team follows the same rule.
 * - A marker key holds the user id while a sync runs: a tab closed mid-way runs the sync again at its next start.
 */
import { LOCAL_ID_PATTERN, type SyncBatchKind } from '@trainerlog/core';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalId } from '../entities/repository.ts';
import { normalizeDeckForSync } from './normalizeDeck.ts';
import { postBatchToApi, uploadItems, UploadStopped, type PostBatch } from './syncBatch.ts';

export const SYNC_MESSAGES = {
  syncing: 'Syncing your local data to your account...',
  noUser: 'Sync failed: user information not available',
  noneSynced: 'Failed to sync some items. They will remain stored locally.',
  partial: (synced: number, total: number) => `Synced ${synced} of ${total} items. Some items failed to sync.`,
  /** Issue 28 overrides the spec's 'Successfully synced N items…': what was synced, counted in words that fit. */
  success: (counts: SyncedCounts) => describeSyncedCounts(counts),
  matchFailed: 'Failed to sync match',
  teamFailed: 'Failed to sync team',
  deckUnknown: 'Unknown error',
  deckNameRequired: 'Deck name is required',
} as const;

/** Spec part 2 §9: the sync waits for the signed-in user up to 20 tries of 100 ms. */
export const SYNC_USER_WAIT = { tries: 20, intervalMs: 100 } as const;

export interface SyncUser {
  _id: string;
  activeDeck?: string | null;
  activeTeam?: string | null;
}

export interface SyncResult {
  syncedCount: number;
  totalItems: number;
  errors: string[];
  /** What was synced, per kind (the success toast names them). */
  synced: SyncedCounts;
}

/** Items synced per kind: TCG and VGC matches, decks, teams. */
export type SyncedCounts = Record<SyncBatchKind, number>;

const NO_ITEMS: SyncedCounts = { tcgMatches: 0, vgcMatches: 0, decks: 0, teams: 0 };

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * "1 match synced", "3 matches and 1 deck synced", "2 matches, 1 deck and 2 teams synced": both games' matches count
 * together, kinds with none are left out.
 */
export function describeSyncedCounts(counts: SyncedCounts): string {
  const matches = counts.tcgMatches + counts.vgcMatches;
  const parts = [
    matches > 0 ? counted(matches, 'match', 'matches') : null,
    counts.decks > 0 ? counted(counts.decks, 'deck', 'decks') : null,
    counts.teams > 0 ? counted(counts.teams, 'team', 'teams') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Nothing to sync';
  const listed = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${listed} synced`;
}

export interface SyncDeps {
  /** The signed-in user, or null while not known yet. */
  getUser(): SyncUser | null;
  storage?: () => Storage;
  /** POST /api/sync/batch (the one upload path). */
  postBatch?: PostBatch;
  /** PUT /api/auth/active-deck and /active-team; answer the updated user. */
  setActiveDeck?: (deckId: string) => Promise<unknown>;
  setActiveTeam?: (teamId: string) => Promise<unknown>;
  /** Told the account's new copy after an active deck or team was set. */
  onUserChanged?: (user: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

type RawItem = Record<string, unknown> & { _id: string };

const KINDS: readonly { key: string; batchKind: SyncBatchKind }[] = [
  { key: STORAGE_KEYS.tcgMatches, batchKind: 'tcgMatches' },
  { key: STORAGE_KEYS.vgcMatches, batchKind: 'vgcMatches' },
  { key: STORAGE_KEYS.decks, batchKind: 'decks' },
  { key: STORAGE_KEYS.teams, batchKind: 'teams' },
];

function readItems(storage: Storage, key: string): RawItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is RawItem => typeof item === 'object' && item !== null && typeof item._id === 'string',
    );
  } catch {
    return [];
  }
}

/** How many items the browser holds for upload: the sync (and its toast) only runs when there are some. */
export function countLocalItems(storage: Storage = window.localStorage): number {
  return KINDS.reduce((n, kind) => n + readItems(storage, kind.key).length, 0);
}

/** The date an error text names: a match's day as logged, else the day the item was made, else 'Unknown date'. */
export function describeSyncDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'Unknown date';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : date.toLocaleDateString();
}

function isSuccess(result: unknown): result is Record<string, unknown> {
  if (typeof result !== 'object' || result === null) return false;
  const answer = result as Record<string, unknown>;
  return typeof answer._id === 'string' || answer.success !== false;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The idempotency key: the local id, when it has the shape the server accepts (else a fresh one, see header). */
function clientIdOf(item: RawItem): string {
  return LOCAL_ID_PATTERN.test(item._id) ? item._id : createLocalId();
}

/** Without the local id and local flag, with the local id as the idempotency key. */
function bodyOf(item: RawItem): Record<string, unknown> & { clientId: string } {
  const { _id: _localId, isLocal: _isLocal, ...fields } = item;
  return { ...fields, clientId: clientIdOf(item) };
}

function removeSynced(storage: Storage, key: string, synced: ReadonlySet<string>): void {
  if (synced.size === 0) return;
  const remaining = readItems(storage, key).filter((item) => !synced.has(item._id));
  try {
    if (remaining.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(remaining));
  } catch (error) {
    // The items are on the account; a copy left here is re-sent with its clientId and not duplicated.
    console.warn('Could not remove synced items from this browser', error);
  }
}

function readActiveId(storage: Storage, key: string): string | null {
  try {
    const raw = storage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** How one kind's items are sent: the body of an item, and its one-request upload (the batch's fallback). */
interface KindPlan {
  /** The error text's prefix: 'TCG match from {date}' and the like. */
  describe(item: RawItem): string;
  fallback: string;
  /** Throws when the browser itself refuses the item (a deck without a name). */
  body(item: RawItem): Record<string, unknown> & { clientId: string };
}

interface Upload {
  item: RawItem;
  body: Record<string, unknown> & { clientId: string };
}

export async function syncLocalData(deps: SyncDeps): Promise<SyncResult> {
  const storage = (deps.storage ?? (() => window.localStorage))();
  const postBatch = deps.postBatch ?? postBatchToApi;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const items = KINDS.map((kind) => readItems(storage, kind.key));
  const totalItems = items.reduce((n, list) => n + list.length, 0);

  let user = deps.getUser();
  for (let attempt = 0; !user && attempt < SYNC_USER_WAIT.tries; attempt++) {
    await sleep(SYNC_USER_WAIT.intervalMs);
    user = deps.getUser();
  }
  if (!user) return { syncedCount: 0, totalItems, errors: [SYNC_MESSAGES.noUser], synced: { ...NO_ITEMS } };
  const userId = user._id;
  if (totalItems === 0) return { syncedCount: 0, totalItems, errors: [], synced: { ...NO_ITEMS } };

  try {
    storage.setItem(STORAGE_KEYS.syncPending, JSON.stringify(userId));
  } catch {
    // Without the marker an interrupted sync waits for the next sign-in instead of the next start.
  }

  const errors: string[] = [];
  const synced = KINDS.map(() => new Set<string>());
  /** local id → the account's id, for the active deck and team. */
  const serverIds = new Map<string, string>();
  /** Why the upload stopped (see header), once it has. */
  let stopped: UploadStopped | null = null;
  const record = (kindIndex: number, item: RawItem, result: Record<string, unknown>) => {
    synced[kindIndex]?.add(item._id);
    if (typeof result._id === 'string') serverIds.set(item._id, result._id);
  };

  const matchLabel = (label: string) => (item: RawItem) =>
    `${label} from ${describeSyncDate(item.date ?? item.createdAt)}`;
  const named = (label: string) => (item: RawItem) =>
    `${label} "${typeof item.name === 'string' && item.name.trim() ? item.name : 'Untitled'}" from ${describeSyncDate(item.createdAt)}`;

  /** One kind: its bodies (an item the browser itself refuses is an error at once), then the upload, chunk by chunk. */
  const syncKind = async (kindIndex: number, plan: KindPlan) => {
    const kind = KINDS[kindIndex]!;
    const fail = (item: RawItem, message: string) => errors.push(`${plan.describe(item)}: ${message}`);
    const uploads: Upload[] = [];
    for (const item of items[kindIndex] ?? []) {
      try {
        uploads.push({ item, body: plan.body(item) });
      } catch (error) {
        fail(item, messageOf(error, plan.fallback));
      }
    }
    const answered = new Set<Upload>();
    try {
      if (stopped) throw stopped;
      await uploadItems(postBatch, kind.batchKind, uploads, plan.fallback, (chunk, results) => {
        chunk.forEach((upload, index) => {
          answered.add(upload);
          const result = results[index]!;
          if (result.ok && isSuccess(result.item)) record(kindIndex, upload.item, result.item);
          else fail(upload.item, result.ok ? plan.fallback : result.message || plan.fallback);
        });
      });
    } catch (error) {
      if (!(error instanceof UploadStopped)) throw error;
      if (!stopped) console.warn('Sync: the upload stopped, what is left stays in this browser', error.reason);
      stopped = error;
      const message = messageOf(error.reason, plan.fallback);
      for (const upload of uploads) if (!answered.has(upload)) fail(upload.item, message);
    }
  };

  // Matches and teams: the item as stored, without its local id and flag.
  const plain = (fallback: string, describe: (item: RawItem) => string): KindPlan => ({
    describe,
    fallback,
    body: bodyOf,
  });

  await syncKind(0, plain(SYNC_MESSAGES.matchFailed, matchLabel('TCG match')));
  await syncKind(1, plain(SYNC_MESSAGES.matchFailed, matchLabel('VGC match')));
  await syncKind(2, {
    describe: named('Deck'),
    fallback: SYNC_MESSAGES.deckUnknown,
    body: (item) => {
      if (typeof item.name !== 'string' || item.name.trim() === '') throw new Error(SYNC_MESSAGES.deckNameRequired);
      return { ...normalizeDeckForSync(item, userId, deps.random), clientId: clientIdOf(item) };
    },
  });
  await syncKind(3, plain(SYNC_MESSAGES.teamFailed, named('Team')));

  const syncedCount = synced.reduce((n, set) => n + set.size, 0);
  if (syncedCount > 0) {
    const activeDeck = readActiveId(storage, STORAGE_KEYS.activeDeck);
    const activeTeam = readActiveId(storage, STORAGE_KEYS.activeTeam);
    KINDS.forEach((kind, index) => removeSynced(storage, kind.key, synced[index] ?? new Set()));
    await adoptActive(activeDeck, user.activeDeck, serverIds, deps.setActiveDeck, deps.onUserChanged);
    await adoptActive(activeTeam, user.activeTeam, serverIds, deps.setActiveTeam, deps.onUserChanged);
    if (synced[2]?.size === items[2]?.length) clearKey(storage, STORAGE_KEYS.activeDeck);
    if (synced[3]?.size === items[3]?.length) clearKey(storage, STORAGE_KEYS.activeTeam);
  }
  clearKey(storage, STORAGE_KEYS.syncPending);
  const syncedByKind = Object.fromEntries(
    KINDS.map((kind, index) => [kind.batchKind, synced[index]?.size ?? 0]),
  ) as SyncedCounts;
  return { syncedCount, totalItems, errors, synced: syncedByKind };
}

/** The local active deck or team becomes the account's when the account has none; a failure only costs the choice. */
async function adoptActive(
  localActive: string | null,
  accountActive: string | null | undefined,
  serverIds: ReadonlyMap<string, string>,
  setActive: ((id: string) => Promise<unknown>) | undefined,
  onUserChanged: ((user: unknown) => void) | undefined,
): Promise<void> {
  const serverId = localActive ? serverIds.get(localActive) : undefined;
  if (!serverId || accountActive || !setActive) return;
  try {
    onUserChanged?.(await setActive(serverId));
  } catch (error) {
    console.warn('Could not make the synced deck or team the active one', error);
  }
}

function clearKey(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage blocked: nothing more can be done here.
  }
}
