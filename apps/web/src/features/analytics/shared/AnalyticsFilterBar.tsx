import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ANALYTICS_RANGE_INVALID, type AnalyticsQuery } from '@trainerlog/core';
import { useSeasons } from '../../../data/shared/useSeasons.ts';
import type { AnalyticsQueryPatch } from './useAnalyticsQuery.ts';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

interface AnalyticsFilterBarProps {
  query: AnalyticsQuery;
  onChange(patch: AnalyticsQueryPatch): void;
  onReset(): void;
  game: 'tcg' | 'vgc' | 'global';
  deckOptions?: FilterOption[];
  teamOptions?: FilterOption[];
  formatOptions?: string[];
  /** Show the week/month choice of the record-over-time chart. */
  granularity?: boolean;
  /** Extra controls of one screen (e.g. the community minimum sample). */
  children?: ReactNode;
}

export const TIE_CONVENTION_LABELS = [
  { value: 'loss', label: 'As losses' },
  { value: 'third', label: 'As ⅓ win' },
  { value: 'exclude', label: 'Excluded' },
];

const BEST_OF_CHOICES = [
  { value: '', label: 'All' },
  { value: '1', label: 'Bo1' },
  { value: '3', label: 'Bo3' },
];

/**
 * The analytics filters (issue 6: date range, season, format, deck/team, Bo1/Bo3) and the tie-convention control.
 * Every change goes to the URL through `onChange`; a range ending before it starts is shown at the end date and not
 * applied (the URL keeps the last valid range).
 */
export function AnalyticsFilterBar({
  query,
  onChange,
  onReset,
  game,
  deckOptions,
  teamOptions,
  formatOptions,
  granularity = false,
  children,
}: AnalyticsFilterBarProps) {
  const seasons = useSeasons();
  const [rangeError, setRangeError] = useState<string | null>(null);
  const seasonOptions = (seasons.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  const filtersSet =
    query.from !== undefined ||
    query.to !== undefined ||
    query.seasonId !== undefined ||
    query.bestOf !== undefined ||
    query.format !== undefined ||
    query.deckId !== undefined ||
    query.teamId !== undefined;

  const setDay = (name: 'from' | 'to', value: string) => {
    const other = name === 'from' ? query.to : query.from;
    const from = name === 'from' ? value : other;
    const to = name === 'to' ? value : other;
    if (value && from && to && to < from) {
      setRangeError(ANALYTICS_RANGE_INVALID); // shown at the end date, not applied
      return;
    }
    setRangeError(null);
    onChange({ [name]: value || undefined });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Filters">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            type="date"
            label="From"
            value={query.from ?? ''}
            max={query.to}
            onChange={(e) => setDay('from', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={query.to ?? ''}
            min={query.from}
            onChange={(e) => setDay('to', e.currentTarget.value)}
            error={rangeError}
          />
          <Select
            label="Season"
            placeholder="All time"
            data={seasonOptions}
            value={query.seasonId ?? null}
            onChange={(value) => onChange({ seasonId: value ?? undefined })}
            clearable
            allowDeselect
            nothingFoundMessage="No seasons yet"
          />
          {deckOptions ? (
            <Select
              label="Deck"
              placeholder="All decks"
              data={deckOptions}
              value={query.deckId ?? null}
              onChange={(value) => onChange({ deckId: value ?? undefined })}
              clearable
              searchable
              nothingFoundMessage="No decks"
            />
          ) : null}
          {teamOptions ? (
            <Select
              label="Team"
              placeholder="All teams"
              data={teamOptions}
              value={query.teamId ?? null}
              onChange={(value) => onChange({ teamId: value ?? undefined })}
              clearable
              searchable
              nothingFoundMessage="No teams"
            />
          ) : null}
          {formatOptions ? (
            <Select
              label="Format"
              placeholder="All formats"
              data={formatOptions}
              value={query.format ?? null}
              onChange={(value) => onChange({ format: value ?? undefined })}
              clearable
              searchable
              nothingFoundMessage="No formats"
            />
          ) : null}
          {children}
        </SimpleGrid>
        <Group gap="md" wrap="wrap" align="flex-end">
          {game !== 'global' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${game}-best-of-label`}>
                Best of
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`${game}-best-of-label`}
                data={BEST_OF_CHOICES}
                value={query.bestOf ? String(query.bestOf) : ''}
                onChange={(value) => onChange({ bestOf: value || undefined })}
              />
            </Stack>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${game}-ties-label`}>
              Ties count
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={`${game}-ties-label`}
              data={TIE_CONVENTION_LABELS}
              value={query.convention}
              onChange={(value) => onChange({ convention: value })}
            />
          </Stack>
          {granularity ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${game}-granularity-label`}>
                Chart by
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`${game}-granularity-label`}
                data={[
                  { value: 'week', label: 'Week' },
                  { value: 'month', label: 'Month' },
                ]}
                value={query.granularity}
                onChange={(value) => onChange({ granularity: value === 'week' ? undefined : value })}
              />
            </Stack>
          ) : null}
          {filtersSet ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => {
                setRangeError(null);
                onReset();
              }}
            >
              Reset filters
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
