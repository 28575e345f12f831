import { VisuallyHidden } from '@mantine/core';

interface ChartDataTableProps {
  /** What the chart shows, read as the table's caption. */
  caption: string;
  /** The first column's heading (the chart's x axis). */
  rowHeader: string;
  /** The other columns, in order, by the key of each row they read. */
  columns: ReadonlyArray<{ key: string; label: string }>;
  rows: ReadonlyArray<Record<string, string | number | null>>;
  /** The key of the row's label (the x value). */
  rowKey: string;
}

/**
 * The text equivalent of a chart (WCAG 1.1.1, issue 28): the same figures as a table that screen readers read and
 * sighted users never see. A missing value reads as "—", as the charts leave a gap there.
 */
export function ChartDataTable({ caption, rowHeader, columns, rows, rowKey }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${String(row[rowKey])}-${index}`}>
              <th scope="row">{row[rowKey]}</th>
              {columns.map((column) => (
                <td key={column.key}>{row[column.key] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
