import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { useCountUp } from './useCountUp.ts';

// English grouping ("12,345"), like every other string of the app, whatever the browser's locale.
const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * A count that animates to new values. Screen readers get the final value only, not every frame in between.
 */
export function AnimatedCount({ value, ...textProps }: { value: number } & TextProps) {
  const shown = useCountUp(value);
  return (
    <Text {...textProps} style={{ fontVariantNumeric: 'tabular-nums' }}>
      <span aria-hidden="true" data-testid="animated-count">
        {formatCount(shown)}
      </span>
      <VisuallyHidden>{formatCount(value)}</VisuallyHidden>
    </Text>
  );
}
