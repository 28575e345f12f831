import { DASHBOARD_PAGE_SIZE, TCG_MATCH_SORTS, type Season, type TcgMatch, type TcgMatchSort } from '@trainerlog/core';
import { Alert, Center, Loader, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCloudOff, IconSearch, IconSwords } from '@tabler/icons-react';
import { useState } from 'react';
import { useTcgMatchPage } from '../../../data/useTcgDashboard.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { TcgMatchCard } from '../cards/index.ts';
import classes from './Dashboard.module.css';
import type { MatchCardLook } from './dashboardChoices.ts';
import { TcgMatchDialogs, useTcgMatchDialogs } from './TcgMatchDialogs.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec part 1 §2: the four sorts and their labels (internal values newest, oldest, a-z, z-a). */
const SORT_LABELS: Record<TcgMatchSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  'a-z': 'Deck Name (A-Z)',
  'z-a': 'Deck Name (Z-A)',
};
const SORT_OPTIONS = TCG_MATCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** The list's controls, kept by the page so Export Data exports exactly the shown matches. */
export function useTcgListFilters(currentSeason: Season | null) {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<TcgMatchSort>('newest');
  const [seasonOnly, setSeasonOnly] = useState(false);
  const [page, setPage] = useState(1);
  const season = seasonOnly ? currentSeason : null;
  // A new filter shows its first page (state derived during render rather than in an effect).
  const filtersKey = JSON.stringify([search, sort, season?._id ?? null]);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setPage(1);
  }
  return { searchText, setSearchText, search, sort, setSort, seasonOnly, setSeasonOnly, season, page, setPage };
}

export type TcgListFilters = ReturnType<typeof useTcgListFilters>;

interface TcgMatchHistoryProps {
  look: MatchCardLook;
  filters: TcgListFilters;
  /** The running season, when there is one: offers the current-season filter. */
  currentSeason: Season | null;
  yourDeckSprites(match: TcgMatch): { sprite: string | null; secondarySprite: string | null } | null;
}

/** The dashboard's TCG match list: search, sort, current-season filter, server-side pages and the match dialogs. */
export function TcgMatchHistory({ look, filters, currentSeason, yourDeckSprites }: TcgMatchHistoryProps) {
  const { searchText, setSearchText, search, sort, setSort, seasonOnly, setSeasonOnly, season, page, setPage } =
    filters;
  const dialogs = useTcgMatchDialogs();

  const list = useTcgMatchPage({ page, pageSize: DASHBOARD_PAGE_SIZE, search, sort, season });
  const data = list.data;
  // Deleting the last match of the last page steps back a page.
  if (data && data.matches.length === 0 && data.page > 1 && data.page > data.totalPages && !list.isFetching) {
    setPage(data.totalPages);
  }

  return (
    <Stack gap="md">
      <div className={classes.toolbar}>
        <TextInput
          aria-label="Search matches"
          placeholder="Search matches..."
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          maxLength={100}
          type="search"
        />
        <Select
          aria-label="Sort matches"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => value && setSort(value as TcgMatchSort)}
          allowDeselect={false}
          checkIconPosition="right"
        />
        {currentSeason ? (
          <Switch
            label={`${currentSeason.name} only`}
            checked={seasonOnly}
            onChange={(event) => setSeasonOnly(event.currentTarget.checked)}
            pb={{ md: 8 }}
          />
        ) : null}
      </div>

      {data?.source === 'browser-fallback' ? (
        <Alert color="yellow" icon={<IconCloudOff size={18} />} title="Showing matches saved in this browser">
          Your account could not be reached, so these are the matches stored on this device.
        </Alert>
      ) : null}

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading matches" />
        </Center>
      ) : !data || data.totalCount === 0 ? (
        <EmptyList filtered={!!search || !!season} />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching} data-testid="match-list">
          {data.matches.map((match) => (
            <TcgMatchCard
              key={match._id}
              match={match}
              look={look}
              yourDeckSprites={yourDeckSprites(match)}
              onOpen={dialogs.openDetails}
              onEdit={dialogs.edit}
              onDelete={dialogs.askDelete}
            />
          ))}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            totalPages={data.totalPages}
            onChange={setPage}
            disabled={list.isFetching}
          />
        </Stack>
      )}
      <TcgMatchDialogs state={dialogs} yourDeckSprites={yourDeckSprites} />
    </Stack>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState icon={<IconSwords size={30} />} color="gray" title="No matches found" bare>
      {filtered
        ? 'No match meets this search. Try other words or clear the filter.'
        : 'Start logging matches to see them here'}
    </EmptyState>
  );
}
