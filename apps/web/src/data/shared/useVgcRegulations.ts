import {
  BUILT_IN_REGULATIONS,
  vgcRegulationListSchema,
  type VgcRegulation,
  type VgcRegulationList,
} from '@trainerlog/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typedClient.ts';

/** The admin screen invalidates this key after a change, so forms and checks follow at once. */
export const VGC_REGULATIONS_QUERY_KEY = ['vgc-regulations'] as const;

/** Regulations change a few times a year, so the list is asked for once an hour at most. */
const VGC_REGULATIONS_FRESH_MS = 60 * 60 * 1000;
const VGC_REGULATIONS_KEPT_MS = 24 * 60 * 60 * 1000;

// Parsed, not cast: a changed server shape fails the query, and the built-in list stands in.
async function fetchVgcRegulations(signal: AbortSignal): Promise<VgcRegulationList> {
  return vgcRegulationListSchema.parse(await api.vgcRegulations.list({ signal }));
}

/**
 * The VGC regulations (GET /api/vgc-regulations, public: issue 29), which the format rules read — Tera or Mega, the
 * restricted limit, banned Pokémon, the game of a team's format. While loading, offline (a guest with no server) or
 * after a failure, `regulations` is core's built-in list, so the rules still know every shipped regulation; `rows`
 * is the server's answer itself (undefined until it comes), for the admin screen.
 */
export function useVgcRegulations(): {
  regulations: readonly VgcRegulation[];
  rows: VgcRegulationList['regulations'] | undefined;
  isLoading: boolean;
  isError: boolean;
} {
  const query = useQuery({
    queryKey: VGC_REGULATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchVgcRegulations(signal),
    staleTime: VGC_REGULATIONS_FRESH_MS,
    gcTime: VGC_REGULATIONS_KEPT_MS,
  });
  // TanStack keeps `data` referentially equal while the answer is unchanged, so memoised checks stay memoised.
  const rows = query.data?.regulations;
  return {
    regulations: rows ?? BUILT_IN_REGULATIONS,
    rows,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
