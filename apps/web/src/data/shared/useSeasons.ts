import { REFETCH_DELAY_AFTER_CHANGE_MS, type Season, type SeasonInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seasonsApi } from './seasonsApi.ts';

export const SEASONS_QUERY_KEY = ['seasons'] as const;
const LIST_KEY = [...SEASONS_QUERY_KEY, 'list'] as const;

/** Newest start first, as the server orders them; a season written here takes its place without a refetch. */
function byStartDesc(a: Season, b: Season): number {
  return b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name);
}

export function useSeasons() {
  return useQuery({ queryKey: LIST_KEY, queryFn: seasonsApi.list });
}

/**
 * Create, edit, set current and delete. Each success updates the cached list at once (so exactly one season shows
 * as current the moment the server says so) and, per spec part 2 §4, refetches every season query 100 ms later.
 */
export function useSeasonMutations() {
  const queryClient = useQueryClient();
  const refetchSoon = () =>
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: SEASONS_QUERY_KEY }),
      REFETCH_DELAY_AFTER_CHANGE_MS,
    );
  const edit = (change: (seasons: Season[]) => Season[]) => {
    queryClient.setQueryData<Season[]>(LIST_KEY, (seasons) => (seasons ? change(seasons) : seasons));
    refetchSoon();
  };
  const put = (season: Season) =>
    edit((seasons) => [...seasons.filter((s) => s._id !== season._id), season].sort(byStartDesc));

  const create = useMutation({ mutationFn: (input: SeasonInput) => seasonsApi.create(input), onSuccess: put });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: SeasonInput }) => seasonsApi.update(id, input),
    onSuccess: put,
  });
  const setCurrent = useMutation({
    mutationFn: (id: string) => seasonsApi.setCurrent(id),
    onSuccess: (current) =>
      edit((seasons) =>
        seasons.map((s) => (s._id === current._id ? current : s.isCurrent ? { ...s, isCurrent: false } : s)),
      ),
  });
  const remove = useMutation({
    mutationFn: (id: string) => seasonsApi.remove(id),
    onSuccess: (_answer, id) => edit((seasons) => seasons.filter((s) => s._id !== id)),
  });
  return { create, update, setCurrent, remove };
}
