import { TCG_MATCH_SORTS, type Season } from '@trainerlog/core';
import { Select, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './Dashboard.module.css';
import type { MatchListFilters, MatchListSort } from './matchListFilters.ts';

interface MatchListToolbarProps {
  filters: MatchListFilters;
  /** The labels of the four sorts: the name sort is by deck (TCG) or by opponent name (VGC). */
  sortLabels: Record<MatchListSort, string>;
  /** The running season, when there is one: offers the current-season switch. */
  currentSeason: Season | null;
}

/** The list's search box "Search matches...", its sort and the current-season switch (spec part 1 §2). */
export function MatchListToolbar({ filters, sortLabels, currentSeason }: MatchListToolbarProps) {
  const { searchText, setSearchText, sort, setSort, seasonOnly, setSeasonOnly } = filters;
  return (
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
        data={TCG_MATCH_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
        value={sort}
        onChange={(value) => value && setSort(value as MatchListSort)}
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
  );
}
