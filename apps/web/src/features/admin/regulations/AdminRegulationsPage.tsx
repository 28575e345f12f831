import type { VgcRegulationInput, VgcRegulationRow } from '@trainerlog/core';
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconScale, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useVgcRegulations, VGC_REGULATIONS_QUERY_KEY } from '../../../data/shared/useVgcRegulations.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { MECHANIC_LABELS, RegulationFormModal } from './RegulationFormModal.tsx';
import { REGULATION_ERRORS, useFreshRegulations, useRegulationMutations } from './regulationsApi.ts';

/**
 * /admin/regulations (issue 29): the VGC regulations the app reads formats with — code, game, mechanic (Mega in place
 * of Tera), Showdown format ids, restricted limit, banned Pokémon and other legality rules — so the next regulation
 * needs no release. Grouped by game, add and edit in a dialog, remove with confirmation; as the restricted Pokémon
 * screen, every change answers the whole list and the app's forms follow at once.
 */
export function AdminRegulationsPage() {
  return (
    <AdminOnly>
      <RegulationsScreen />
    </AdminOnly>
  );
}

function reportError(error: unknown, title: string) {
  if (error instanceof ApiError && error.status === 401) return;
  const reason = error instanceof Error && error.message ? error.message : undefined;
  notify.error(reason ?? title, { title: reason ? title : undefined, id: 'regulation-error' });
}

type Editing = { regulation: VgcRegulationRow | null } | null;

function RegulationsScreen() {
  useFreshRegulations();
  const { rows, isLoading, isError } = useVgcRegulations();
  const queryClient = useQueryClient();
  const { create, update, remove } = useRegulationMutations();
  const [editing, setEditing] = useState<Editing>(null);

  // Field errors stay in the form (it rethrows to mark them); anything else is a toast as well.
  const save = async (input: VgcRegulationInput) => {
    const regulation = editing?.regulation;
    try {
      if (regulation) await update.mutateAsync({ code: regulation.code, input });
      else await create.mutateAsync(input);
      setEditing(null);
      notify.success(`${regulation ? 'Saved' : 'Added'} Regulation ${input.code}`, { id: 'regulation-saved' });
    } catch (error) {
      const fieldLevel = error instanceof ApiError && (error.status === 400 || error.status === 409);
      if (!fieldLevel) reportError(error, regulation ? REGULATION_ERRORS.update : REGULATION_ERRORS.create);
      throw error;
    }
  };

  const confirmRemove = (regulation: VgcRegulationRow) =>
    modals.openConfirmModal({
      title: `Remove Regulation ${regulation.code}?`,
      centered: true,
      children: (
        <Text size="sm">
          Formats naming {regulation.code} are no longer checked against its rules, and the VGC community files them
          under “Other formats”. Matches are not changed.
          {regulation.builtIn ? ' A built-in regulation you remove stays removed after app updates.' : ''}
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(regulation.code).then(
          () => notify.success(`Removed Regulation ${regulation.code}`, { id: 'regulation-saved' }),
          (error: unknown) => reportError(error, REGULATION_ERRORS.remove),
        ),
    });

  const games = [...new Set((rows ?? []).map((r) => r.game))];
  const add = () => setEditing({ regulation: null });

  return (
    <PageContainer
      title="VGC Regulations"
      subtitle="The regulations formats are read with: whether a format plays with Mega Evolution or Terastallization, how many restricted Pokémon a team may hold, and which Pokémon are banned. Add the next regulation here when it is announced."
      actions={
        <Group mt="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={add}>
            New Regulation
          </Button>
        </Group>
      }
    >
      {isLoading ? (
        <CenteredLoader label="Loading regulations…" />
      ) : isError && !rows ? (
        <Alert color="red" title={REGULATION_ERRORS.fetch}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The list could not be loaded. Check your connection and try again.</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void queryClient.refetchQueries({ queryKey: VGC_REGULATIONS_QUERY_KEY })}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !rows || rows.length === 0 ? (
        <EmptyState icon={<IconScale size={30} />} title="No regulations">
          Without regulations, formats are read by their game alone and no restricted limit is checked.
        </EmptyState>
      ) : (
        <Stack gap="lg">
          {games.map((game) => (
            <Stack key={game} gap="xs" component="section" aria-labelledby={`regulations-${slug(game)}`}>
              <Title order={2} size="h4" id={`regulations-${slug(game)}`}>
                {game}
              </Title>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rows
                  .filter((r) => r.game === game)
                  .map((regulation) => (
                    <RegulationRow
                      key={regulation.code}
                      regulation={regulation}
                      busy={remove.isPending && remove.variables === regulation.code}
                      onEdit={() => setEditing({ regulation })}
                      onRemove={() => confirmRemove(regulation)}
                    />
                  ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      <RegulationFormModal
        regulation={editing?.regulation ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </PageContainer>
  );
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

function RegulationRow({
  regulation,
  busy,
  onEdit,
  onRemove,
}: {
  regulation: VgcRegulationRow;
  busy: boolean;
  onEdit(): void;
  onRemove(): void;
}) {
  const { code, restrictedLimit, bannedPokemon, showdownFormats, notes } = regulation;
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="regulation-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>Regulation {code}</Text>
            <Badge variant="light" color={regulation.mechanic === 'mega' ? 'grape' : 'blue'} tt="none">
              {MECHANIC_LABELS[regulation.mechanic]}
            </Badge>
            <Badge variant="light" color={restrictedLimit === null ? 'gray' : 'yellow'} tt="none">
              {restrictedLimit === null
                ? 'Restricted limit not set'
                : restrictedLimit === 0
                  ? 'No restricted Pokémon'
                  : `${restrictedLimit} restricted allowed`}
            </Badge>
            {regulation.builtIn ? (
              <Badge variant="outline" color="gray" tt="none">
                {regulation.adminEdited ? 'Built-in, edited' : 'Built-in'}
              </Badge>
            ) : null}
          </Group>
          {bannedPokemon.length > 0 ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Banned: {bannedPokemon.join(', ')}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {showdownFormats.length > 0 ? `Showdown: ${showdownFormats.join(', ')}` : 'No Showdown format ids'}
          </Text>
          {notes ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notes}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" size="lg" aria-label={`Edit Regulation ${code}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove Regulation ${code}`}
              loading={busy}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
