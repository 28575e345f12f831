import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import type { AnalyticsGranularity, PeriodRecord } from '@trainerlog/core';
import { ChartDataTable } from '../../../ui/ChartDataTable.tsx';
import { formatRate, formatRecord } from './format.ts';

interface RecordOverTimeChartProps {
  points: PeriodRecord[];
  granularity: AnalyticsGranularity;
  title?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Jan" for a week, "Jan 2026" for a month (the bucket's first day, in the calendar of the data). */
export function periodLabel(period: string, granularity: AnalyticsGranularity): string {
  const [y, m, d] = period.split('-');
  const month = MONTHS[Number(m) - 1] ?? m;
  return granularity === 'month' ? `${month} ${y}` : `${Number(d)} ${month} ${y!.slice(2)}`;
}

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * The record over time (issue 6 "trend over time (chart by week/month)"): matches per period as bars (right axis),
 * the period's win rate and the running win rate as lines (left axis, 0–100 %). Periods without matches have no
 * rate point, so the line does not pretend a 0 %. Straight segments: a smoothed curve would draw rates above 100 %
 * or below 0 % between points.
 */
export function RecordOverTimeChart({ points, granularity, title = 'Record over time' }: RecordOverTimeChartProps) {
  const data = points.map((p) => ({
    period: periodLabel(p.period, granularity),
    Matches: p.matches,
    'Win rate (%)': percent(p.rate),
    'Running win rate (%)': percent(p.cumulative.rate),
    record: formatRecord(p.wins, p.losses, p.ties),
  }));
  const last = points[points.length - 1];
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="md">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {last
          ? `By ${granularity}; running win rate now ${formatRate(last.cumulative.rate)} over ${last.cumulative.matches} matches.`
          : 'No dated matches to chart yet.'}
      </Text>
      {points.length > 0 ? (
        <CompositeChart
          h={260}
          data={data}
          dataKey="period"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          connectNulls={false}
          curveType="linear"
          maxBarWidth={28}
          yAxisProps={{ domain: [0, 100], width: 44, tickFormatter: (v: number) => `${v}%` }}
          withRightYAxis
          rightYAxisProps={{ allowDecimals: false, width: 32 }}
          series={[
            { name: 'Matches', color: 'gray.4', type: 'bar', yAxisId: 'right' },
            { name: 'Win rate (%)', color: 'blue.6', type: 'line' },
            { name: 'Running win rate (%)', color: 'teal.6', type: 'line' },
          ]}
          valueFormatter={(value) => String(value)}
        />
      ) : null}
      {points.length > 0 ? (
        <ChartDataTable
          caption={`${title} by ${granularity}`}
          rowHeader={granularity === 'month' ? 'Month' : 'Week'}
          rowKey="period"
          columns={[
            { key: 'record', label: 'Record (W-L-T)' },
            { key: 'Matches', label: 'Matches' },
            { key: 'Win rate (%)', label: 'Win rate (%)' },
            { key: 'Running win rate (%)', label: 'Running win rate (%)' },
          ]}
          rows={data}
        />
      ) : null}
    </Card>
  );
}
