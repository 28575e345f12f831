import { useMemo } from 'react';
import { useAuth } from '../session/useAuth.ts';
import type { DataSource } from './dataSource.ts';
import type { Identified, Repository } from './repository.ts';

/** The repository for the current session: API for members, browser storage for guests (and local_ items). */
export function useRepository<T extends Identified, TInput>(source: DataSource<T, TInput>): Repository<T, TInput> {
  const { status } = useAuth();
  const authenticated = status === 'authenticated';
  return useMemo(() => source.forSession(authenticated), [source, authenticated]);
}
