import { useMemo } from 'react';
import { useDataPort } from '../dataPortContext.ts';
import { createVgcDraftStore, type VgcDraftStore } from '../entities/matchDrafts.ts';

/** The VGC match draft of whoever is using the app (the guest or the signed-in member); null while that is not known. */
export function useVgcDraftStore(): VgcDraftStore | null {
  const { scope, ready } = useDataPort();
  return useMemo(() => (ready ? createVgcDraftStore(scope) : null), [scope, ready]);
}
