import type { AdminMatchGame, AdminMatchRow } from '@trainerlog/core';
import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useAdminMatchPage } from '../api/adminMatches.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { DailyMatchesChart } from './DailyMatchesChart.tsx';
import { DeleteMatchModal } from './DeleteMatchModal.tsx';
import { MatchDetailModal } from './MatchDetailModal.tsx';
import { MatchFilters, NO_MATCH_FILTERS, type MatchFilterValues } from './MatchFilters.tsx';
import { MatchResults } from './MatchResults.tsx';

const FETCH_FAILED = 'Error fetching matches';

type Deleting = Pick<AdminMatchRow, '_id' | 'game' | 'deck' | 'opponent' | 'player'>;

/** /admin/matches — spec part 2 §2: every player's matches, searched, opened read-only and deleted with a reason. */
export function AdminMatchesPage() {
  return (
    <AdminOnly>
      <MatchesScreen />
    </AdminOnly>
  );
}

function MatchesScreen() {
  const [game, setGame] = useState<AdminMatchGame>('tcg');
  const [values, setValues] = useState<MatchFilterValues>(NO_MATCH_FILTERS);
  const [debounced] = useDebouncedValue(values, 300);
  const [page, setPage] = useState(1);
  const matches = useAdminMatchPage({ game, ...debounced, page });
  const [open, setOpen] = useState<{ game: AdminMatchGame; id: string } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const data = matches.data;
  return (
    <PageContainer
      title="Matches"
      subtitle="Every player's matches. Open one to read it, or remove a broken or abusive one."
    >
      <DailyMatchesChart />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <MatchFilters
            game={game}
            values={values}
            onGame={(next) => {
              setGame(next);
              setValues((current) => ({ ...current, source: null }));
              setPage(1);
            }}
            onChange={(next) => {
              setValues(next);
              setPage(1);
            }}
          />
          {matches.isPending ? (
            <Stack gap="xs">
              <Skeleton h={36} />
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          ) : matches.isError ? (
            <Alert color="red" title={FETCH_FAILED}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(matches.error, FETCH_FAILED)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void matches.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : data!.items.length === 0 ? (
            <EmptyState icon={<IconListSearch size={30} />} title="No matches found" bare>
              No {game.toUpperCase()} match matches these filters.
            </EmptyState>
          ) : (
            <>
              <MatchResults
                rows={data!.items}
                onOpen={(row) => setOpen({ game: row.game, id: row._id })}
                onDelete={setDeleting}
              />
              <Pagination
                page={data!.page}
                pageSize={data!.pageSize}
                totalCount={data!.totalCount}
                totalPages={data!.totalPages}
                onChange={setPage}
                disabled={matches.isFetching}
              />
            </>
          )}
        </Stack>
      </Card>
      <MatchDetailModal
        target={deleting ? null : open}
        onClose={() => setOpen(null)}
        onDelete={(detail) =>
          setDeleting({
            _id: detail.match._id,
            game: detail.game,
            player: detail.player,
            deck: detail.game === 'tcg' ? detail.match.deckName : detail.match.playerTeam.join(', '),
            opponent: detail.game === 'tcg' ? detail.match.opponentDeck : detail.match.opponentName,
          })
        }
      />
      <DeleteMatchModal
        match={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setOpen(null);
        }}
      />
    </PageContainer>
  );
}
