import { matrixCellText, type CommunityMatrix, type CommunityMatrixCell } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { Sprite } from '../../../ui/Sprite.tsx';
import { formatInterval } from '../shared/format.ts';
import classes from './MatchupMatrix.module.css';
import { rateBackground, rateTone } from './matrixColors.ts';

const cellKey = (row: string, col: string) => `${row}\u0000${col}`;

/** The rows' (your deck) record against the columns (opponent), each cell as core `matrixCellText` writes it. */
export function MatchupMatrix({ matrix }: { matrix: CommunityMatrix }) {
  const cells = new Map(matrix.cells.map((c) => [cellKey(c.row, c.col), c]));
  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label="Matchup matrix, scrollable">
      <table className={classes.table} aria-label="Matchup matrix" data-testid="matrix">
        <thead>
          <tr>
            <th className={classes.corner} scope="col">
              Your deck ↓ · Opponent →
            </th>
            {matrix.archetypes.map((col) => (
              <th key={col.categoryId} className={classes.colHead} scope="col" data-testid="matrix-col">
                <ArchetypeHeader name={col.name} sprites={col.sprites} vertical />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.archetypes.map((row) => (
            <tr key={row.categoryId} data-testid="matrix-row">
              <th className={classes.rowHead} scope="row">
                <ArchetypeHeader name={row.name} sprites={row.sprites} />
              </th>
              {matrix.archetypes.map((col) => (
                <MatrixCell
                  key={col.categoryId}
                  cell={cells.get(cellKey(row.categoryId, col.categoryId))}
                  mirror={row.categoryId === col.categoryId}
                  label={`${row.name} against ${col.name}`}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sprites and name; column heads stack them, row heads put them side by side (stacked on phones). */
function ArchetypeHeader({ name, sprites, vertical }: { name: string; sprites: string[]; vertical?: boolean }) {
  return (
    <div className={vertical ? classes.headStacked : classes.headInline}>
      {sprites.length ? (
        <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
          {sprites.slice(0, 2).map((slug) => (
            <Sprite key={slug} slug={slug} size="small" alt="" />
          ))}
        </Group>
      ) : null}
      <Text component="span" size="xs" fw={600} lh={1.2} style={{ overflowWrap: 'break-word' }}>
        {name}
      </Text>
    </div>
  );
}

function MatrixCell({
  cell,
  mirror,
  label,
}: {
  cell: CommunityMatrixCell | undefined;
  mirror: boolean;
  label: string;
}) {
  const text = matrixCellText(cell);
  const space = text.indexOf(' ');
  const main = space < 0 ? text : text.slice(0, space);
  const record = space < 0 ? null : text.slice(space + 1);
  const small = !!cell && !mirror && cell.small;
  const detail = !cell
    ? `${label}: no matches`
    : mirror
      ? `${label}: mirror matches, both seats counted ${text.slice(space + 1)}`
      : `${label}: ${text}${cell.interval ? `, 95% interval ${formatInterval(cell.interval)}` : ''}${small ? ', small sample' : ''}`;
  return (
    <td
      className={classes.cell}
      data-testid="matrix-cell"
      data-small={small || undefined}
      data-mirror={mirror || undefined}
      title={detail}
      data-tone={mirror ? undefined : rateTone(cell?.rate ?? null, small)}
      style={{ background: mirror ? undefined : rateBackground(cell?.rate ?? null, small) }}
    >
      <span className={classes.rate}>{main}</span>
      {record !== null ? (
        <>
          {' '}
          <span className={classes.record}>{record}</span>
        </>
      ) : null}
    </td>
  );
}
