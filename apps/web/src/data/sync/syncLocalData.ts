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
 * - Each kind goes through the batch upload (syncBatch.ts, `POST /api/sync/batch`) in chunks of up to 200 items,
 *   chunk after chunk, in the spec's order of kinds; every item keeps its own result (synced, or its error text, as
 *   below). When a batch call itself fails (network, a server without the route, 5xx), that chunk goes the
 *   one-request-an-item way instead, as do items without a usable local id: up to `concurrency` uploads at once
 *   within a kind (within a kind the order carries no meaning), decks through `addDeck` with the spec's fallback.
 * - The local active deck (and team) becomes the account's active one when the account has none. The local active
 *   deck is cleared only when every local deck synced; the active team follows the same rule.
 * - A marker key holds the user id while a sync runs: a tab closed mid-way runs the sync again at its next start.
 */
import { LOCAL_ID_PATTERN, type SyncBatchKind } from '@trainerlog/core';
import { api } from '../../api/client.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { normalizeDeckForSync, type RawDeck } from './normalizeDeck.ts';
import { chunksOf, jsonBytes, sendBatch, type PostBatch } from './syncBatch.ts';

export const SYNC_MESSAGES = {
  syncing: 'Syncing your local data to your account...',
  noUser: 'Sync failed: user information not available',
  noneSynced: 'Failed to sync some items. They will remain stored locally.',
  partial: (synced: number, total: number) => `Synced ${synced} of ${total} items. Some items failed to sync.`,
  success: (synced: number) => `Successfully synced ${synced} items to your account!`,
  matchFailed: 'Failed to sync match',
  teamFailed: 'Failed to sync team',
  deckUnknown: 'Unknown error',
  deckInvalidResult: 'Invalid result from addDeck',
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
}

export interface SyncDeps {
  /** The signed-in user, or null while not known yet. */
  getUser(): SyncUser | null;
  storage?: () => Storage;
  post?: (path: string, body: unknown) => Promise<unknown>;
  /** POST /api/sync/batch; when it fails, the chunk is sent item by item through `post` and `addDeck`. */
  postBatch?: PostBatch;
  /** The deck service's add; when it throws, the sync falls back to a plain POST /api/decks with the deck body. */
  addDeck?: (deck: RawDeck) => Promise<unknown>;
  /** PUT /api/auth/active-deck and /active-team; answer the updated user. */
  setActiveDeck?: (deckId: string) => Promise<unknown>;
  setActiveTeam?: (teamId: string) => Promise<unknown>;
  /** Told the account's new copy after an active deck or team was set. */
  onUserChanged?: (user: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  concurrency?: number;
}

type RawItem = Record<string, unknown> & { _id: string };

const KINDS: readonly { key: string; path: string; batchKind: SyncBatchKind }[] = [
  { key: STORAGE_KEYS.tcgMatches, path: '/api/tcgmatches', batchKind: 'tcgMatches' },
  { key: STORAGE_KEYS.vgcMatches, path: '/api/vgcmatches', batchKind: 'vgcMatches' },
  { key: STORAGE_KEYS.decks, path: '/api/decks', batchKind: 'decks' },
  { key: STORAGE_KEYS.teams, path: '/api/teams', batchKind: 'teams' },
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

function refusal(result: unknown, fallback: string): string {
  const msg = typeof result === 'object' && result !== null ? (result as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : fallback;
}

/** The idempotency key: the local id, when it has the shape the server accepts (a hand-edited one is left out). */
function clientIdOf(item: RawItem): string | null {
  return LOCAL_ID_PATTERN.test(item._id) ? item._id : null;
}

/** Without the local id and local flag, with the local id as the idempotency key. */
function bodyOf(item: RawItem): Record<string, unknown> {
  const { _id: _localId, isLocal: _isLocal, ...fields } = item;
  return { ...fields, clientId: clientIdOf(item) };
}

async function mapPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
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
  body(item: RawItem): Record<string, unknown>;
  sendOne(body: Record<string, unknown>): Promise<unknown>;
}

interface Upload {
  item: RawItem;
  body: Record<string, unknown>;
}

type BatchUpload = Upload & { body: { clientId: string } };

export async function syncLocalData(deps: SyncDeps): Promise<SyncResult> {
  const storage = (deps.storage ?? (() => window.localStorage))();
  const post = deps.post ?? ((path: string, body: unknown) => api.post<unknown>(path, body));
  const addDeck = deps.addDeck ?? ((deck: RawDeck) => api.post<unknown>('/api/decks', deck));
  const postBatch = deps.postBatch ?? ((batch) => api.post<unknown>('/api/sync/batch', batch));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const concurrency = deps.concurrency ?? 4;

  const items = KINDS.map((kind) => readItems(storage, kind.key));
  const totalItems = items.reduce((n, list) => n + list.length, 0);

  let user = deps.getUser();
  for (let attempt = 0; !user && attempt < SYNC_USER_WAIT.tries; attempt++) {
    await sleep(SYNC_USER_WAIT.intervalMs);
    user = deps.getUser();
  }
  if (!user) return { syncedCount: 0, totalItems, errors: [SYNC_MESSAGES.noUser] };
  const userId = user._id;
  if (totalItems === 0) return { syncedCount: 0, totalItems, errors: [] };

  try {
    storage.setItem(STORAGE_KEYS.syncPending, JSON.stringify(userId));
  } catch {
    // Without the marker an interrupted sync waits for the next sign-in instead of the next start.
  }

  const errors: string[] = [];
  const synced = KINDS.map(() => new Set<string>());
  /** local id → the account's id, for the active deck and team. */
  const serverIds = new Map<string, string>();
  const record = (kindIndex: number, item: RawItem, result: Record<string, unknown>) => {
    synced[kindIndex]?.add(item._id);
    if (typeof result._id === 'string') serverIds.set(item._id, result._id);
  };

  const matchLabel = (label: string) => (item: RawItem) =>
    `${label} from ${describeSyncDate(item.date ?? item.createdAt)}`;
  const named = (label: string) => (item: RawItem) =>
    `${label} "${typeof item.name === 'string' && item.name.trim() ? item.name : 'Untitled'}" from ${describeSyncDate(item.createdAt)}`;

  /**
   * One kind: its bodies (an item the browser itself refuses is an error at once), the batch chunks, and the
   * one-request path for a chunk whose batch call failed and for items without a usable local id.
   */
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
    const sendOne = async ({ item, body }: Upload) => {
      try {
        const result = await plan.sendOne(body);
        if (isSuccess(result)) record(kindIndex, item, result);
        else fail(item, refusal(result, plan.fallback));
      } catch (error) {
        fail(item, messageOf(error, plan.fallback));
      }
    };
    const batchable = uploads.filter((upload): upload is BatchUpload => typeof upload.body.clientId === 'string');
    for (const chunk of chunksOf(batchable, (upload) => jsonBytes(upload.body))) {
      const results = await sendBatch(
        postBatch,
        kind.batchKind,
        chunk.map((upload) => upload.body),
      );
      if (!results) {
        await mapPool(chunk, concurrency, sendOne);
        continue;
      }
      chunk.forEach((upload, index) => {
        const result = results[index]!;
        if (result.ok && isSuccess(result.item)) record(kindIndex, upload.item, result.item);
        else fail(upload.item, result.ok ? plan.fallback : result.message || plan.fallback);
      });
    }
    await mapPool(
      uploads.filter((upload) => typeof upload.body.clientId !== 'string'),
      concurrency,
      sendOne,
    );
  };

  // Matches and teams: the item as stored, without its local id and flag.
  const plain = (kindIndex: number, fallback: string, describe: (item: RawItem) => string): KindPlan => ({
    describe,
    fallback,
    body: bodyOf,
    sendOne: (body) => post(KINDS[kindIndex]!.path, body),
  });

  await syncKind(0, plain(0, SYNC_MESSAGES.matchFailed, matchLabel('TCG match')));
  await syncKind(1, plain(1, SYNC_MESSAGES.matchFailed, matchLabel('VGC match')));
  await syncKind(2, {
    describe: named('Deck'),
    fallback: SYNC_MESSAGES.deckUnknown,
    body: (item) => {
      if (typeof item.name !== 'string' || item.name.trim() === '') throw new Error(SYNC_MESSAGES.deckNameRequired);
      return { ...normalizeDeckForSync(item, userId, deps.random), clientId: clientIdOf(item) };
    },
    sendOne: async (deck) => {
      let result: unknown;
      try {
        result = await addDeck(deck as RawDeck);
        if (!isSuccess(result)) throw new Error(SYNC_MESSAGES.deckInvalidResult);
      } catch (error) {
        // The spec's fallback; with the clientId it can never make a second copy of a deck the first call stored.
        console.warn('Deck sync: adding the deck failed, posting it directly', error);
        result = await post('/api/decks', deck);
      }
      if (!isSuccess(result)) throw new Error(refusal(result, SYNC_MESSAGES.deckInvalidResult));
      return result;
    },
  });
  await syncKind(3, plain(3, SYNC_MESSAGES.teamFailed, named('Team')));

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
  return { syncedCount, totalItems, errors };
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
