import type { Season, TcgMatchSort, VgcMatchSort } from '@trainerlog/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** Both games sort by the same internal values (spec part 1 §9: newest, oldest, a-z, z-a). */
export type MatchListSort = TcgMatchSort & VgcMatchSort;

/**
 * The dashboard list's controls — search (debounced), sort, current-season switch and page — kept by the page so
 * Export Data exports exactly the shown matches. A new search, sort, season or `scope` (another filter the caller
 * applies, such as a VGC team) shows its first page.
 */
export function useMatchListFilters(currentSeason: Season | null, scope = '') {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MatchListSort>('newest');
  const [seasonOnly, setSeasonOnly] = useState(false);
  const [page, setPage] = useState(1);
  const season = seasonOnly ? currentSeason : null;
  // State derived during render rather than in an effect.
  const filtersKey = JSON.stringify([search, sort, season?._id ?? null, scope]);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setPage(1);
  }
  return { searchText, setSearchText, search, sort, setSort, seasonOnly, setSeasonOnly, season, page, setPage };
}

export type MatchListFilters = ReturnType<typeof useMatchListFilters>;
