import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { ADMIN_DAILY_DAYS_DEFAULT } from '@trainerlog/core';
import { Alert, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../api/client.ts';
import { ChartDataTable } from '../../../ui/ChartDataTable.tsx';
import { useAdminMatchDaily } from '../api/adminMatches.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov" for a YYYY-MM-DD day. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m}`;
}

/** Matches created per day over the last 30 days, TCG and VGC stacked (the same chart library as analytics). */
export function DailyMatchesChart() {
  const daily = useAdminMatchDaily(ADMIN_DAILY_DAYS_DEFAULT);
  const total = daily.data?.reduce((sum, day) => sum + day.tcg + day.vgc, 0) ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="lg">
          Matches per day
        </Title>
        {daily.data ? (
          <Text size="sm" c="dimmed" data-testid="daily-total">
            {total} in the last {ADMIN_DAILY_DAYS_DEFAULT} days
          </Text>
        ) : null}
      </Group>
      {daily.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : daily.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(daily.error, 'Error fetching the daily totals')}
        </Alert>
      ) : (
        <>
          <BarChart
            h={180}
            data={daily.data.map((day) => ({ ...day, label: dayLabel(day.day) }))}
            dataKey="label"
            type="stacked"
            series={[
              { name: 'tcg', label: 'TCG', color: 'indigo.6' },
              { name: 'vgc', label: 'VGC', color: 'teal.6' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 28 }}
            tickLine="none"
            gridAxis="x"
            yAxisProps={{ allowDecimals: false }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          />
          <ChartDataTable
            caption={`Matches per day, last ${ADMIN_DAILY_DAYS_DEFAULT} days`}
            rowHeader="Day"
            rowKey="label"
            columns={[
              { key: 'tcg', label: 'TCG' },
              { key: 'vgc', label: 'VGC' },
            ]}
            rows={daily.data.map((day) => ({ label: dayLabel(day.day), tcg: day.tcg, vgc: day.vgc }))}
          />
        </>
      )}
    </Card>
  );
}
