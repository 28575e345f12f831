import { ApiError, api } from '../api/client.ts';
import { readThrough } from './outbox/lastSeen.ts';
import type { Identified, Repository } from './repository.ts';

/**
 * The API side of the seam: GET/POST on the collection, GET/PUT/DELETE on `<collection>/<id>`. Reads go through the
 * member's last-seen copy (outbox/lastSeen.ts), so an unreachable server answers what was last read.
 */
export function createRemoteRepository<T extends Identified, TInput = Omit<T, '_id'>>(
  basePath: string,
): Repository<T, TInput> {
  const itemPath = (id: string) => `${basePath}/${encodeURIComponent(id)}`;
  return {
    list: () => readThrough(basePath, () => api.get<T[]>(basePath)),
    async get(id) {
      try {
        return await readThrough(itemPath(id), () => api.get<T>(itemPath(id)));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    create: (input) => api.post<T>(basePath, input),
    update: (id, changes) => api.put<T>(itemPath(id), changes),
    async remove(id) {
      await api.delete<unknown>(itemPath(id));
    },
  };
}
