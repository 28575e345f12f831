/**
 * What TCG and VGC matches share in the data seam (spec part 2 §3 "Local items", §4, §8): a browser store that
 * derives each game's figures when it reads, a paged server list, and the members' mix of the two. Each game's
 * module (`tcgMatches.ts`, `vgcMatches.ts`) supplies only what differs: how a stored match is read back and which
 * fields a write adds.
 */
import { queryString } from '@trainerlog/core';
import type { ApiCallOptions } from '../../api/typedClient.ts';
import type { EntityDefinition } from './entities.ts';
import { createLocalRepository } from '../guest/localRepository.ts';
import { readThrough } from '../outbox/lastSeen.ts';
import { createRemoteRepository, type CollectionCalls, type CollectionPaths } from '../member/remoteRepository.ts';
import { isLocalId, type Repository } from './repository.ts';

export interface LocalMatchRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  random?: () => number;
}

interface MatchShape {
  _id: string;
  date: string;
  createdAt: string;
}

interface LocalMatchDefinition<M, I, Stored, Fields> {
  entity: EntityDefinition;
  /** A stored match as the screens expect it, with the derived figures (result, score…). */
  normalize(stored: Stored): M;
  /** The fields a new match is stored with. */
  created(input: I, at: string): Fields;
  /** The fields an update writes (a full replacement, as on the server). */
  updated(changes: Partial<I>, at: string): Partial<Fields>;
}

/**
 * Matches kept in the browser: reads never throw (unreadable storage is an empty list), writes throw
 * LocalStorageWriteError, and updating or deleting a missing match throws the entity's not-found message. Newest
 * date first, then newest logged.
 */
export function createLocalMatchRepository<M extends MatchShape, I, Stored extends { _id: string }, Fields>(
  definition: LocalMatchDefinition<M, I, Stored, Fields>,
  options: LocalMatchRepositoryOptions = {},
): Repository<M, I> & { readonly storageKey: string } {
  const now = options.now ?? (() => new Date());
  const { notFoundMessage, storageKey } = definition.entity;
  const store = createLocalRepository<Stored, Fields>({
    storageKey,
    notFoundMessage,
    storage: options.storage,
    now,
    random: options.random,
  });
  return {
    storageKey: store.storageKey,
    async list() {
      const matches = (await store.list()).map(definition.normalize);
      return matches.sort(
        (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
      );
    },
    async get(id) {
      const match = await store.get(id);
      return match ? definition.normalize(match) : null;
    },
    async create(input) {
      return definition.normalize(await store.create(definition.created(input, now().toISOString())));
    },
    async update(id, changes) {
      return definition.normalize(await store.update(id, definition.updated(changes, now().toISOString())));
    },
    async remove(id) {
      if (!(await store.get(id))) throw new Error(notFoundMessage);
      await store.remove(id);
    },
  };
}

export interface PagedRemoteRepository<M extends { _id: string }, I, Q, P extends { matches: M[] }>
  extends Repository<M, I> {
  page(query?: Q): Promise<P>;
}

/** A game's match calls of the typed client: the collection's, with a paged list. */
export interface PagedCollectionCalls<M, I, Q, P> extends CollectionCalls<M, I> {
  list(query?: Q, options?: ApiCallOptions): Promise<P>;
}

/** The server side: the list endpoint pages, so `list()` reads the newest page of recent matches. */
export function createPagedRemoteRepository<
  M extends { _id: string },
  I,
  Q extends object,
  P extends { matches: M[] },
>(
  paths: CollectionPaths,
  calls: PagedCollectionCalls<M, I, Q, P>,
  recentPageSize: number,
): PagedRemoteRepository<M, I, Q, P> {
  // The member's last-seen page answers while the server cannot be reached (outbox/lastSeen.ts); it is kept under
  // the path read, query string included, as the typed client builds it.
  const page = (query?: Q) =>
    readThrough(paths.list.path + queryString(query as Record<string, unknown> | undefined), () => calls.list(query));
  const items = createRemoteRepository<M, I>(paths, calls, async () => (await page()).matches);
  return {
    ...items,
    page,
    async list() {
      return (await page({ pageSize: recentPageSize } as Q)).matches;
    },
  };
}

/**
 * Members: the API, except local_ matches, which are edited and deleted in the browser only (spec part 2 §4). When
 * the API cannot be read, the list falls back to the local matches (spec part 2 §8).
 */
export function createMemberMatchRepository<M extends { _id: string }, I>(
  remote: Repository<M, I>,
  local: Repository<M, I>,
): Repository<M, I> {
  return {
    async list() {
      const stored = await local.list();
      try {
        return [...(await remote.list()), ...stored];
      } catch {
        return stored;
      }
    },
    get: (id) => (isLocalId(id) ? local.get(id) : remote.get(id)),
    create: (input) => remote.create(input),
    update: (id, changes) => (isLocalId(id) ? local.update(id, changes) : remote.update(id, changes)),
    remove: (id) => (isLocalId(id) ? local.remove(id) : remote.remove(id)),
  };
}
