import { Text, Tooltip, type TextProps } from '@mantine/core';
import type { Interval } from '@trainerlog/core';
import { formatCount, formatInterval, formatRate } from './format.ts';

interface RateValueProps extends Omit<TextProps, 'children'> {
  rate: number | null;
  interval: Interval | null;
  /** Fewer than 10 effective matches (or games): shown greyed with the count (issue 6). */
  small: boolean;
  /** Matches (or games) behind the rate. */
  count: number;
  unit?: 'matches' | 'games';
}

/**
 * A win rate as the analytics screens show it: one decimal, greyed with "(n=8)" when the sample is small, "—"
 * without a rate, and the 95% interval in a tooltip (also read by screen readers through the label).
 */
export function RateValue({ rate, interval, small, count, unit = 'matches', ...props }: RateValueProps) {
  const shown = formatRate(rate);
  // Greyed is never the only sign of a small sample (WCAG 1.4.1): the tooltip and the text read say it too.
  const detail = `${formatCount(count, unit)}${interval ? ` · 95% interval ${formatInterval(interval)}` : ''}${small ? ' · small sample' : ''}`;
  return (
    <Tooltip label={detail} withArrow openDelay={200}>
      <Text
        component="span"
        fw={small ? 400 : 600}
        c={small ? 'dimmed' : undefined}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        // Read as one unit with its detail: a name on a plain span is not allowed (axe aria-prohibited-attr).
        role="img"
        aria-label={`${shown}, ${detail.replaceAll(' · ', ', ')}`}
        data-small={small || undefined}
        {...props}
      >
        {shown}
        {small && rate !== null ? (
          <Text component="span" size="xs" c="dimmed" ml={4}>
            (n={count})
          </Text>
        ) : null}
      </Text>
    </Tooltip>
  );
}
