import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { teamDisplayName } from '@trainerlog/core';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useTeams } from '../../../data/hooks/useTeams.ts';
import { useVgcAnalytics } from './useVgcAnalytics.ts';
import { AnalyticsFilterBar } from '../shared/AnalyticsFilterBar.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { useAnalyticsQuery } from '../shared/useAnalyticsQuery.ts';
import { VgcAnalyticsBody, VgcAnalyticsError, vgcAnalyticsEmptyState, VgcSourceNote } from './VgcAnalyticsSections.tsx';

/** The team filter's choices: the session's saved teams, A-Z by the name they are shown under. */
export function useTeamOptions() {
  const teams = useTeams();
  return useMemo(
    () =>
      (teams.data ?? [])
        .map((team) => ({ value: team._id, label: teamDisplayName(team.name) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' })),
    [teams.data],
  );
}

/**
 * /analytics/vgc/matches — a player's VGC match analytics (issue 6): record overall and per season, record over time,
 * lead pairs, brought and opposing Pokémon, opponent lead patterns, moves (top 4 + Others) and Tera, under the
 * filters and the tie convention of the filter bar. Members' numbers come from the server, guests' from the same core
 * function over the matches and teams stored in the browser.
 */
export function VgcMatchAnalyticsPage() {
  const { query, setQuery, resetQuery, search } = useAnalyticsQuery();
  const analytics = useVgcAnalytics(query, search);
  const teamOptions = useTeamOptions();
  const formats = analytics.data?.formats;
  const formatOptions = useMemo(() => {
    const list = [...(formats ?? [])];
    if (query.format && !list.some((f) => f.toLowerCase() === query.format!.trim().toLowerCase()))
      list.push(query.format);
    return list;
  }, [formats, query.format]);

  return (
    <AnalyticsPage
      title="VGC Match Analytics"
      subtitle="Your record, the Pokémon you bring and face, leads, moves and Tera."
      section="vgc"
      filters={
        <AnalyticsFilterBar
          query={query}
          onChange={setQuery}
          onReset={resetQuery}
          game="vgc"
          teamOptions={teamOptions}
          formatOptions={formatOptions}
          granularity
        />
      }
    >
      {analytics.isPending ? (
        <CenteredLoader label="Loading your analytics…" />
      ) : analytics.isError ? (
        <VgcAnalyticsError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <VgcSourceNote source={analytics.data.source} />
          {vgcAnalyticsEmptyState(analytics.data, resetQuery) ?? (
            <VgcAnalyticsBody analytics={analytics.data} granularity={query.granularity} />
          )}
        </Stack>
      )}
    </AnalyticsPage>
  );
}
