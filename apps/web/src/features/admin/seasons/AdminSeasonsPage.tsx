import type { Season, SeasonInput } from '@trainerlog/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { reportSeasonError } from './seasonErrors.ts';
import { SeasonFormModal } from './SeasonFormModal.tsx';
import { SeasonList } from './SeasonList.tsx';
import { SEASON_ERRORS } from '../../../data/shared/seasonsApi.ts';
import { useSeasonMutations, useSeasons } from '../../../data/shared/useSeasons.ts';

/** /admin/seasons — spec part 2 §2 "create, edit, delete, set current" (layout decided here). */
export function AdminSeasonsPage() {
  return (
    <AdminOnly>
      <SeasonsScreen />
    </AdminOnly>
  );
}

/** The dialog is closed, open on a new season, or open on the season being edited. */
type Editing = { season: Season | null } | null;

function SeasonsScreen() {
  const seasons = useSeasons();
  const { create, update, setCurrent, remove } = useSeasonMutations();
  const [editing, setEditing] = useState<Editing>(null);

  const makeCurrent = async (season: Season) => {
    try {
      await setCurrent.mutateAsync(season._id);
      notify.success(`${season.name} is now the current season`, { id: 'season-saved' });
    } catch (error) {
      reportSeasonError(error, SEASON_ERRORS.setCurrent);
    }
  };

  // Field errors stay in the form (it rethrows to mark them); everything else is a toast.
  const save = async (input: SeasonInput, current: boolean) => {
    const season = editing?.season;
    try {
      const saved = season ? await update.mutateAsync({ id: season._id, input }) : await create.mutateAsync(input);
      setEditing(null);
      if (current) await makeCurrent(saved);
      else notify.success(season ? `Saved ${saved.name}` : `Created ${saved.name}`, { id: 'season-saved' });
    } catch (error) {
      reportSeasonError(error, season ? SEASON_ERRORS.update : SEASON_ERRORS.create);
      throw error;
    }
  };

  const confirmDelete = (season: Season) =>
    modals.openConfirmModal({
      title: 'Delete this season?',
      centered: true,
      children: (
        <Text size="sm">
          “{season.name}” will be deleted. Matches are not changed.
          {season.isCurrent
            ? ' It is the current season: no season will be current until you choose another.'
            : ''}{' '}
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete Season', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(season._id).then(
          () => notify.success(`Deleted ${season.name}`, { id: 'season-saved' }),
          (error: unknown) => reportSeasonError(error, SEASON_ERRORS.remove),
        ),
    });

  const newSeason = () => setEditing({ season: null });

  return (
    <PageContainer
      title="Seasons"
      subtitle="The current season's dates decide which matches count in players' season records."
      actions={
        seasons.data?.length ? (
          <Group mt="xs">
            <Button leftSection={<IconPlus size={16} />} onClick={newSeason}>
              New Season
            </Button>
          </Group>
        ) : null
      }
    >
      {seasons.isPending ? (
        <CenteredLoader label="Loading seasons…" />
      ) : seasons.isError ? (
        <Alert color="red" title={SEASON_ERRORS.fetch}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{seasons.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void seasons.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : seasons.data.length === 0 ? (
        <NoSeasons onCreate={newSeason} />
      ) : (
        <>
          {seasons.data.some((s) => s.isCurrent) ? null : (
            <Alert color="yellow" variant="light" title="No season is current">
              Set one season as current: players' season records count the matches within its dates.
            </Alert>
          )}
          <SeasonList
            seasons={seasons.data}
            settingCurrentId={setCurrent.isPending ? setCurrent.variables : undefined}
            onSetCurrent={(season) => void makeCurrent(season)}
            onEdit={(season) => setEditing({ season })}
            onDelete={confirmDelete}
          />
        </>
      )}
      <SeasonFormModal
        season={editing?.season ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </PageContainer>
  );
}

function NoSeasons({ onCreate }: { onCreate(): void }) {
  return (
    <EmptyState
      icon={<IconCalendarEvent size={30} />}
      title="No seasons yet"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Create a Season
        </Button>
      }
    >
      A season is a named span of dates. Create one and make it current, and players can see their record for it.
    </EmptyState>
  );
}
