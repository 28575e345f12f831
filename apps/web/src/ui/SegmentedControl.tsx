import {
  Box,
  SegmentedControl as MantineSegmentedControl,
  getThemeColor,
  useMantineTheme,
  type BoxProps,
  type MantineColor,
  type MantineSize,
} from '@mantine/core';
import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';

/**
 * Mantine's segmented control as it looks and reads (a radio group of labelled native radios, arrow keys move the
 * choice, the same classes and theme variables), without its sliding indicator.
 *
 * Decision (issue 28): Mantine measures every control's active label (`getBoundingClientRect`) in a layout effect to
 * place the indicator, and again on each resize. Each measurement forces the browser to lay out the whole page in
 * the middle of React's commit: profiled at 140–330 ms of main thread per page at Lighthouse's 4× CPU slowdown on the
 * dashboard (two controls) and far more on the match forms (a result and a turn order per game). Mantine's own
 * stylesheet already paints the active label without the indicator (its state before the first measurement), so
 * this component renders that state and never measures. What is lost is the 200 ms slide between choices.
 */
export interface SegmentedControlItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps
  extends BoxProps, Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'color' | 'style' | keyof BoxProps> {
  data: readonly (string | SegmentedControlItem)[];
  value: string;
  onChange(value: string): void;
  size?: MantineSize;
  /** The active label's background, a theme colour; white (dark-5 in the dark scheme) with a shadow when unset. */
  color?: MantineColor;
  fullWidth?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

const classes = MantineSegmentedControl.classes;

export function SegmentedControl({
  data,
  value,
  onChange,
  size = 'sm',
  color,
  fullWidth,
  disabled,
  style,
  ...others
}: SegmentedControlProps) {
  const theme = useMantineTheme();
  const name = useId();
  const items = data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));
  if (items.length === 0) return null;
  const vars = {
    '--sc-padding': `var(--sc-padding-${size})`,
    '--sc-font-size': `var(--mantine-font-size-${size})`,
    '--sc-color': color ? getThemeColor(color, theme) : undefined,
    '--sc-shadow': color ? undefined : 'var(--mantine-shadow-xs)',
    // A coloured active label is filled: its text is white, as Mantine's contrast colour is for these fills.
    '--sc-label-color': color ? 'var(--mantine-color-white)' : undefined,
  } as CSSProperties;
  return (
    <Box
      {...others}
      className={classes.root}
      role="radiogroup"
      mod={{ 'full-width': fullWidth, orientation: 'horizontal', 'with-items-borders': true }}
      data-disabled={disabled || undefined}
      style={{ ...vars, ...style }}
    >
      {items.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        const off = disabled || item.disabled;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              disabled={off}
              onChange={() => onChange(item.value)}
              data-focus-ring={theme.focusRing}
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={(active && !off) || undefined}
              data-disabled={off || undefined}
            >
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </Box>
  );
}
