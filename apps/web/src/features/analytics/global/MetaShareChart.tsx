import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import type { AnalyticsGranularity, CommunityArchetype, CommunityTrendPoint } from '@trainerlog/core';
import { ChartDataTable } from '../../../ui/ChartDataTable.tsx';
import { periodLabel } from '../shared/RecordOverTimeChart.tsx';

/** How many archetypes get a line of their own; the rest (and uncategorised decks) are "Other". */
export const TREND_TOP_ARCHETYPES = 5;
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];
export const OTHER_SERIES = 'Other';

const percent = (share: number) => Math.round(share * 1000) / 10;

/** The chart's rows: one per period, the share (%) of each top archetype and of everything else. */
export function metaTrendData(
  trend: readonly CommunityTrendPoint[],
  top: readonly Pick<CommunityArchetype, 'categoryId' | 'name'>[],
  granularity: AnalyticsGranularity,
) {
  return trend.map((point) => {
    const row: Record<string, string | number> = { period: periodLabel(point.period, granularity) };
    let covered = 0;
    for (const archetype of top) {
      const share = point.shares[archetype.categoryId] ?? 0;
      covered += share;
      row[archetype.name] = percent(share);
    }
    row[OTHER_SERIES] = percent(Math.max(0, 1 - covered));
    return row;
  });
}

/**
 * Meta share over time (issue 6: "meta share by archetype with trend over time"): one line per leading archetype
 * (the top five of the whole window), the share of decks seen per week or month, plus "Other" (every other archetype
 * and the uncategorised decks), so each period's lines add up to 100 %.
 */
export function MetaShareChart({
  trend,
  archetypes,
  granularity,
}: {
  trend: readonly CommunityTrendPoint[];
  archetypes: readonly CommunityArchetype[];
  granularity: AnalyticsGranularity;
}) {
  const top = archetypes.slice(0, TREND_TOP_ARCHETYPES);
  const data = metaTrendData(trend, top, granularity);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Meta share over time">
      <Title order={2} fz="md">
        Meta share over time
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Share of the decks seen each {granularity}, for the{' '}
        {top.length === 1 ? 'leading archetype' : `top ${top.length} archetypes`}; Other is every other deck.
      </Text>
      {data.length > 1 ? (
        <LineChart
          h={280}
          data={data}
          dataKey="period"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          curveType="linear"
          yAxisProps={{ domain: [0, 100], width: 44, tickFormatter: (v: number) => `${v}%` }}
          valueFormatter={(value) => `${value}%`}
          series={[
            ...top.map((a, i) => ({ name: a.name, color: COLORS[i % COLORS.length]! })),
            { name: OTHER_SERIES, color: 'gray.5', strokeDasharray: '5 5' },
          ]}
        />
      ) : null}
      {data.length > 1 ? (
        <ChartDataTable
          caption={`Meta share (%) by ${granularity}`}
          rowHeader={granularity === 'month' ? 'Month' : 'Week'}
          rowKey="period"
          columns={[...top.map((a) => a.name), OTHER_SERIES].map((name) => ({ key: name, label: `${name} (%)` }))}
          rows={data}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {data.length === 1
            ? `All counted matches fall in one ${granularity}; the trend shows from two on.`
            : 'No dated matches to chart yet.'}
        </Text>
      )}
    </Card>
  );
}
