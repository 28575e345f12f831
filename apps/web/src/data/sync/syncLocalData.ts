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
 * - Within one kind, up to `concurrency` uploads run at once (order across kinds is the spec's; within a kind the
 *   order carries no meaning). A 1,000-item sync is otherwise bound by round trips.
 * - The local active deck (and team) becomes the account's active one when the account has none. The local active
 *   deck is cleared only when every local deck synced; the active team follows the same rule.
 * - A marker key holds the user id while a sync runs: a tab closed mid-way runs the sync again at its next start.
 */
import { LOCAL_ID_PATTERN } from '@trainerlog/core';
import { api } from '../../api/client.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { normalizeDeckForSync, type RawDeck } from './normalizeDeck.ts';

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

const KINDS = [
  { key: STORAGE_KEYS.tcgMatches, path: '/api/tcgmatches', label: 'TCG match' },
  { key: STORAGE_KEYS.vgcMatches, path: '/api/vgcmatches', label: 'VGC match' },
  { key: STORAGE_KEYS.decks, path: '/api/decks', label: 'Deck' },
  { key: STORAGE_KEYS.teams, path: '/api/teams', label: 'Team' },
] as const;

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

export async function syncLocalData(deps: SyncDeps): Promise<SyncResult> {
  const storage = (deps.storage ?? (() => window.localStorage))();
  const post = deps.post ?? ((path: string, body: unknown) => api.post<unknown>(path, body));
  const addDeck = deps.addDeck ?? ((deck: RawDeck) => api.post<unknown>('/api/decks', deck));
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

  // Matches and teams: the item as stored, without its local id and flag.
  const syncPlain = async (kindIndex: number, fallback: string, describe: (item: RawItem) => string) => {
    const kind = KINDS[kindIndex]!;
    await mapPool(items[kindIndex] ?? [], concurrency, async (item) => {
      try {
        const result = await post(kind.path, bodyOf(item));
        if (isSuccess(result)) record(kindIndex, item, result);
        else errors.push(`${describe(item)}: ${refusal(result, fallback)}`);
      } catch (error) {
        errors.push(`${describe(item)}: ${messageOf(error, fallback)}`);
      }
    });
  };
  const matchLabel = (label: string) => (item: RawItem) =>
    `${label} from ${describeSyncDate(item.date ?? item.createdAt)}`;
  const named = (label: string) => (item: RawItem) =>
    `${label} "${typeof item.name === 'string' && item.name.trim() ? item.name : 'Untitled'}" from ${describeSyncDate(item.createdAt)}`;

  await syncPlain(0, SYNC_MESSAGES.matchFailed, matchLabel('TCG match'));
  await syncPlain(1, SYNC_MESSAGES.matchFailed, matchLabel('VGC match'));

  const describeDeck = named('Deck');
  await mapPool(items[2] ?? [], concurrency, async (item) => {
    try {
      if (typeof item.name !== 'string' || item.name.trim() === '') throw new Error(SYNC_MESSAGES.deckNameRequired);
      const deck = { ...normalizeDeckForSync(item, userId, deps.random), clientId: clientIdOf(item) };
      let result: unknown;
      try {
        result = await addDeck(deck);
        if (!isSuccess(result)) throw new Error(SYNC_MESSAGES.deckInvalidResult);
      } catch (error) {
        // The spec's fallback; with the clientId it can never make a second copy of a deck the first call stored.
        console.warn('Deck sync: adding the deck failed, posting it directly', error);
        result = await post('/api/decks', deck);
      }
      if (!isSuccess(result)) throw new Error(refusal(result, SYNC_MESSAGES.deckInvalidResult));
      record(2, item, result);
    } catch (error) {
      errors.push(`${describeDeck(item)}: ${messageOf(error, SYNC_MESSAGES.deckUnknown)}`);
    }
  });

  await syncPlain(3, SYNC_MESSAGES.teamFailed, named('Team'));

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
