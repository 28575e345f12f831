import { COMMUNITY_MAX_MIN_MATCHES } from '@trainerlog/core';
import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { AnalyticsFilterBar } from '../shared/AnalyticsFilterBar.tsx';
import type { useCommunityQuery } from './useCommunityQuery.ts';

const MIN_SAMPLE_DELAY_MS = 400;

/**
 * The shared filter bar with game="global" (date range, season, tie convention, and week/month where a chart shows)
 * plus the minimum sample: a rate made of fewer effective matches is greyed. Typing is applied after a short pause,
 * and only whole numbers 0-1000 (what the server accepts).
 */
export function CommunityFilters({
  community,
  granularity = false,
  children,
  onReset,
}: {
  community: ReturnType<typeof useCommunityQuery>;
  granularity?: boolean;
  /** Filters of one screen only (the VGC screen's regulation), after the minimum sample. */
  children?: ReactNode;
  /** In place of the community reset, for a screen whose own filters reset too. */
  onReset?: () => void;
}) {
  const { analyticsQuery, setQuery, resetQuery, query, setMinMatches } = community;
  const [text, setText] = useState<string | number>(query.minMatches);
  useEffect(() => setText(query.minMatches), [query.minMatches]);
  const commit = useDebouncedCallback((value: number) => setMinMatches(value), MIN_SAMPLE_DELAY_MS);

  return (
    <AnalyticsFilterBar
      query={analyticsQuery}
      onChange={setQuery}
      onReset={onReset ?? resetQuery}
      game="global"
      granularity={granularity}
    >
      <NumberInput
        label="Minimum sample"
        title="Rates made of fewer matches are greyed"
        min={0}
        max={COMMUNITY_MAX_MIN_MATCHES}
        step={5}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={text}
        onChange={(value) => {
          setText(value);
          if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= COMMUNITY_MAX_MIN_MATCHES)
            commit(value);
        }}
      />
      {children}
    </AnalyticsFilterBar>
  );
}
