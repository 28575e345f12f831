import { fillPath } from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import type { ApiCallOptions } from '../../api/typedClient.ts';
import { readThrough } from '../outbox/lastSeen.ts';
import type { Identified, Repository } from '../entities/repository.ts';

/** The typed calls of one collection of the endpoint table (`api.decks`, `api.teams`, a game's matches). */
export interface CollectionCalls<T, TInput> {
  get(params: { id: string }, options?: ApiCallOptions): Promise<T>;
  create(body: TInput): Promise<T>;
  update(params: { id: string }, body: TInput): Promise<T>;
  remove(params: { id: string }): Promise<unknown>;
}

/** The paths of a collection's entries, the last-seen copy's keys (byte-identical to the paths the calls send). */
export interface CollectionPaths {
  list: { path: string };
  get: { path: string };
}

/**
 * The API side of the seam: list, get, create, update and remove through the typed client. Reads go through the
 * member's last-seen copy (outbox/lastSeen.ts), keyed by the path read, so an unreachable server answers what was
 * last read.
 */
export function createRemoteRepository<T extends Identified, TInput = Omit<T, '_id'>>(
  paths: CollectionPaths,
  calls: CollectionCalls<T, TInput>,
  list: () => Promise<T[]>,
): Repository<T, TInput> {
  return {
    list: () => readThrough(paths.list.path, list),
    async get(id) {
      try {
        return await readThrough(fillPath(paths.get.path, { id }), () => calls.get({ id }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    create: (input) => calls.create(input),
    // The screens send the whole item back (a full replacement, as the server takes it).
    update: (id, changes) => calls.update({ id }, changes as TInput),
    async remove(id) {
      await calls.remove({ id });
    },
  };
}
