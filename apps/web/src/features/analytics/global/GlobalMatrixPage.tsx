import { CSV_UTF8_BOM, matrixCsv, matrixCsvFileName, type CommunityMatrix } from '@trainerlog/core';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { COMMUNITY_ERRORS, useCommunityMatrix } from '../../../data/shared/useCommunityAnalytics.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { saveBlob } from '../../../ui/download.ts';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { CommunityFilters } from './CommunityFilters.tsx';
import { CommunityEmpty, CommunityError } from './CommunityStates.tsx';
import { COMMUNITY_SUBTITLE } from './GlobalMetaPage.tsx';
import { MatchupMatrix } from './MatchupMatrix.tsx';
import { useCommunityQuery } from './useCommunityQuery.ts';

/** The local calendar day, YYYY-MM-DD, for the file name. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Downloads exactly `matrixCsv(matrix)` — the text of every cell as the screen shows it — behind the UTF-8 byte-order
 * mark every CSV export of the app carries (so spreadsheet programs read "Pokémon" right).
 */
export function downloadMatrixCsv(matrix: CommunityMatrix) {
  saveBlob(
    new Blob([CSV_UTF8_BOM + matrixCsv(matrix)], { type: 'text/csv;charset=utf-8' }),
    matrixCsvFileName(today()),
  );
}

/**
 * /analytics/global/matrix (issue 6): archetype × archetype — each row's record against each column, rate and
 * W-L-T, coloured by rate, small samples greyed, mirrors shaded — and its CSV export. Public.
 */
export function GlobalMatrixPage() {
  const community = useCommunityQuery();
  const matrix = useCommunityMatrix(community.query);
  const data = matrix.data;
  const hasArchetypes = (data?.archetypes.length ?? 0) > 0;

  return (
    <AnalyticsPage
      title="Matchup Matrix"
      subtitle={COMMUNITY_SUBTITLE}
      section="global"
      filters={<CommunityFilters community={community} />}
      actions={
        hasArchetypes && data ? (
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadMatrixCsv(data)}>
            Export CSV
          </Button>
        ) : null
      }
    >
      {matrix.isPending ? (
        <CenteredLoader label="Loading the matchup matrix…" />
      ) : matrix.isError ? (
        <CommunityError title={COMMUNITY_ERRORS.matrix} error={matrix.error} onRetry={() => void matrix.refetch()} />
      ) : !hasArchetypes ? (
        <CommunityEmpty
          totalMatches={matrix.data.totalMatches}
          filtersSet={community.filtersSet}
          onReset={community.resetQuery}
        />
      ) : (
        <Stack gap="sm" style={{ opacity: matrix.isPlaceholderData ? 0.6 : 1 }}>
          <Card withBorder radius="md" padding="sm">
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                <b data-testid="matrix-total-matches">{matrix.data.totalMatches.toLocaleString('en-US')}</b> matches ·{' '}
                {matrix.data.archetypes.length} archetypes
              </Text>
              <Legend />
            </Group>
          </Card>
          <MatchupMatrix matrix={matrix.data} />
          <Text size="xs" c="dimmed">
            Each cell is the row deck's record against the column deck: win rate, then wins-losses-ties. Both sides of a
            match count, so a win of A over B is A's win in row A and B's loss in row B. Rates from fewer than{' '}
            {community.query.minMatches} matches are greyed and not coloured; mirrors show both seats' record.
          </Text>
        </Stack>
      )}
    </AnalyticsPage>
  );
}

function Legend() {
  const swatch = (background: string) => (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background, verticalAlign: 'middle' }}
    />
  );
  return (
    <Group gap="sm" wrap="wrap" aria-label="Colour legend">
      <Text size="xs" c="dimmed">
        {swatch('color-mix(in srgb, var(--mantine-color-red-6) 45%, transparent)')} unfavoured
      </Text>
      <Text size="xs" c="dimmed">
        {swatch('var(--mantine-color-default-border)')} even
      </Text>
      <Text size="xs" c="dimmed">
        {swatch('color-mix(in srgb, var(--mantine-color-green-6) 45%, transparent)')} favoured
      </Text>
    </Group>
  );
}
