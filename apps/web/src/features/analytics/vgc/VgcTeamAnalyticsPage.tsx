import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { VgcPersonalAnalytics } from '@trainerlog/core';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { Sprite } from '../../../ui/Sprite.tsx';
import { useVgcAnalytics } from './useVgcAnalytics.ts';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { AnalyticsFilterBar } from '../shared/AnalyticsFilterBar.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { formatCount, formatInterval, formatRecord } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { analyticsSearchOf, useAnalyticsQuery } from '../shared/useAnalyticsQuery.ts';
import { VgcBringLeadView } from './VgcBringLeadView.tsx';
import { PokemonLabel, VgcAnalyticsError, vgcAnalyticsEmptyState, VgcSourceNote } from './VgcAnalyticsSections.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

type TeamRow = VgcPersonalAnalytics['teams'][number];

function Opposing({ label, row }: { label: string; row: TeamRow['best'] }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {row ? (
        <Group gap={6} wrap="nowrap">
          <PokemonLabel names={[row.pokemon]} side="opponent" size="xs" />
          <RateValue
            size="xs"
            rate={row.rate}
            interval={row.interval}
            small={row.small}
            count={row.games}
            unit="games"
          />
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
}

/** One team: its line-up, record under the convention, interval, lead pair and best/worst opposing Pokémon. */
function TeamCard({ team, onOpen }: { team: TeamRow; onOpen(): void }) {
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={team.teamName} data-testid="vgc-team-row">
      <UnstyledButton
        onClick={onOpen}
        p="md"
        style={{ display: 'block', width: '100%' }}
        aria-label={`${team.teamName}: open its match analytics`}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} lineClamp={1}>
              {team.teamName}
            </Text>
            <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
          <Group gap={0} wrap="wrap">
            {team.pokemon.map((name) => (
              <Sprite key={name} name={name} size="small" alt={name} style={{ width: 36, height: 36 }} />
            ))}
          </Group>
          <Group gap="lg" wrap="wrap" align="flex-end">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Record
              </Text>
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="vgc-team-record">
                {formatRecord(team.wins, team.losses, team.ties)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Win rate
              </Text>
              <RateValue rate={team.rate} interval={team.interval} small={team.small} count={team.effectiveTrials} />
            </Stack>
            <Stack gap={0} visibleFrom="xs">
              <Text size="xs" c="dimmed">
                95% interval
              </Text>
              <Text size="sm" c="dimmed">
                {formatInterval(team.interval)}
              </Text>
            </Stack>
            {team.small && team.matches > 0 ? (
              <Badge variant="light" color="gray" size="sm">
                Small sample
              </Badge>
            ) : null}
          </Group>
          {team.matches === 0 ? (
            <Text size="sm" c="dimmed">
              No matches with this team in these filters.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Most common lead
                </Text>
                {team.mostCommonLeadPair.length > 0 ? (
                  <PokemonLabel names={team.mostCommonLeadPair} size="xs" />
                ) : (
                  <Text size="xs" c="dimmed">
                    —
                  </Text>
                )}
              </Stack>
              <Opposing label="Best against" row={team.best} />
              <Opposing label="Worst against" row={team.worst} />
            </SimpleGrid>
          )}
          {team.matchesWithoutGames > 0 ? (
            <Text size="xs" c="dimmed">
              {formatCount(team.matchesWithoutGames)} without games not counted.
            </Text>
          ) : null}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

export const BRING_LEAD_VIEW = 'bring-lead';

/**
 * /analytics/vgc/teams — one card per saved team (issue 6: per team analytics) under the same filters (but the team
 * itself) and tie convention; a card opens the Matches screen filtered to that team, keeping the other filters.
 * `?view=bring-lead` shows the "Bring & lead" view instead (issue 30, VgcBringLeadView.tsx), over the same answer.
 */
export function VgcTeamAnalyticsPage() {
  const { query, setQuery, resetQuery } = useAnalyticsQuery();
  const teamless = { ...query, teamId: undefined };
  const search = analyticsSearchOf(teamless);
  const analytics = useVgcAnalytics(teamless, search);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === BRING_LEAD_VIEW ? BRING_LEAD_VIEW : 'teams';
  const showView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === BRING_LEAD_VIEW) updated.set('view', BRING_LEAD_VIEW);
      else updated.delete('view');
      return updated;
    });
  const navigate = useNavigate();
  const open = (teamId: string) =>
    void navigate({ pathname: '/analytics/vgc/matches', search: analyticsSearchOf({ ...query, teamId }) });

  const body = analytics.isPending ? (
    <CenteredLoader label="Loading your analytics…" />
  ) : analytics.isError ? (
    <VgcAnalyticsError error={analytics.error} onRetry={() => void analytics.refetch()} />
  ) : (
    <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
      <VgcSourceNote source={analytics.data.source} />
      {vgcAnalyticsEmptyState(
        { totalMatches: analytics.data.totalMatches, filteredMatches: analytics.data.totalMatches > 0 ? 1 : 0 },
        resetQuery,
      ) ??
        (view === BRING_LEAD_VIEW ? (
          <VgcBringLeadView analytics={analytics.data} query={teamless} search={search} />
        ) : analytics.data.teams.length === 0 ? (
          <AnalyticsEmpty
            title="No saved teams yet"
            text="Save a team and log matches with it, and each team's record, leads and matchups show here."
            action={{ label: 'Create a Team', to: '/teams/new' }}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {analytics.data.teams.map((team) => (
              <TeamCard key={team.teamId} team={team} onOpen={() => open(team.teamId)} />
            ))}
          </SimpleGrid>
        ))}
    </Stack>
  );

  return (
    <AnalyticsPage
      title="VGC Team Analytics"
      subtitle="Each of your teams side by side; open one for its full analytics."
      section="vgc"
      filters={
        <AnalyticsFilterBar
          query={{ ...query, teamId: undefined }}
          onChange={setQuery}
          onReset={resetQuery}
          game="vgc"
          formatOptions={analytics.data?.formats ?? []}
        />
      }
    >
      {/* A view of this screen, not another screen: a radio group, so the section's own tabs stay the only tabs. */}
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={showView}
        data={[
          { value: 'teams', label: 'Per team' },
          { value: BRING_LEAD_VIEW, label: 'Bring & lead' },
        ]}
        mb="md"
      />
      {body}
    </AnalyticsPage>
  );
}
