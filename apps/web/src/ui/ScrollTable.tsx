import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A table's horizontal (and, with `maxHeight`, vertical) scroller that a keyboard can reach: the scrolling viewport
 * is a named, focusable region, so a table wider than a 390 px phone can be scrolled with the arrow keys
 * (WCAG 2.1.1; axe `scrollable-region-focusable`) and a screen reader announces what it holds.
 */
export function ScrollTable({
  label,
  ...props
}: Omit<TableScrollContainerProps, 'scrollAreaProps'> & {
  /** What the table shows, e.g. "Audit log". */ label: string;
}) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    />
  );
}
