import { createLocalRepository, type LocalRepository } from './localRepository.ts';
import { createRemoteRepository } from './remoteRepository.ts';
import { isLocalId, type Identified, type Repository } from './repository.ts';

export interface EntityDefinition {
  /** localStorage key of the guest copy. */
  storageKey: string;
  /** API collection, e.g. '/api/tcgmatches'. */
  basePath: string;
  /** Error for an update of a local item that does not exist. */
  notFoundMessage: string;
}

export interface DataSource<T extends Identified, TInput> {
  readonly local: LocalRepository<T, TInput>;
  readonly remote: Repository<T, TInput>;
  /** The repository a screen uses: the browser store for guests; the API for members, except local_ items. */
  forSession(authenticated: boolean): Repository<T, TInput>;
}

export function createDataSource<T extends Identified, TInput = Omit<T, '_id'>>(
  definition: EntityDefinition,
  storage?: () => Storage,
): DataSource<T, TInput> {
  const local = createLocalRepository<T, TInput>({
    storageKey: definition.storageKey,
    notFoundMessage: definition.notFoundMessage,
    storage,
  });
  const remote = createRemoteRepository<T, TInput>(definition.basePath);
  const member: Repository<T, TInput> = {
    list: () => remote.list(),
    get: (id) => (isLocalId(id) ? local.get(id) : remote.get(id)),
    create: (input) => remote.create(input),
    update: (id, changes) => (isLocalId(id) ? local.update(id, changes) : remote.update(id, changes)),
    remove: (id) => (isLocalId(id) ? local.remove(id) : remote.remove(id)),
  };
  return {
    local,
    remote,
    forSession: (authenticated) => (authenticated ? member : local),
  };
}
