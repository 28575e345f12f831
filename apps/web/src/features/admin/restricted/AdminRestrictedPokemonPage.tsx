import { Alert, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCrown, IconFilter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { RESTRICTED_POKEMON_QUERY_KEY, useRestrictedPokemon } from '../../../data/shared/useRestrictedPokemon.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { AddRestrictedPokemonForm } from './AddRestrictedPokemonForm.tsx';
import { RESTRICTED_POKEMON_ERRORS } from './restrictedPokemonApi.ts';
import { RestrictedPokemonGrid } from './RestrictedPokemonGrid.tsx';
import { useFreshRestrictedPokemon, useRestrictedPokemonMutations } from './useRestrictedPokemonAdmin.ts';

/**
 * /admin/restricted-pokemon — spec part 2 §2 lists the screen without its content; decided here: the list with
 * crowned sprites, a Pokédex search to add one, remove with confirmation, and a filter for the list.
 */
export function AdminRestrictedPokemonPage() {
  return (
    <AdminOnly>
      <RestrictedPokemonScreen />
    </AdminOnly>
  );
}

/** Case, spaces and hyphens do not matter: "ho oh" finds Ho-Oh. */
const filterKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function RestrictedPokemonScreen() {
  useFreshRestrictedPokemon();
  const restricted = useRestrictedPokemon();
  const queryClient = useQueryClient();
  const { add, remove } = useRestrictedPokemonMutations();
  const [filter, setFilter] = useState('');

  const names = restricted.pokemon;
  const shown = useMemo(() => {
    const key = filterKey(filter);
    return key ? names.filter((name) => filterKey(name).includes(key)) : names;
  }, [names, filter]);

  const restrict = async (name: string) => {
    const list = await add.mutateAsync(name);
    // The server stores the Pokédex spelling ("calyrex shadow" → "Calyrex-Shadow"); name what it stored.
    const stored = list.pokemon.find((n) => filterKey(n) === filterKey(name)) ?? name;
    notify.success(`${stored} is now restricted`, { id: 'restricted-saved' });
  };

  const confirmRemove = (name: string) =>
    modals.openConfirmModal({
      title: `Remove ${name} from the restricted list?`,
      centered: true,
      children: (
        <Text size="sm">
          Match cards and teams stop showing a crown on {name}. Matches are not changed, and you can restrict it again
          at any time.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(name).then(
          () => notify.success(`${name} is no longer restricted`, { id: 'restricted-saved' }),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 401) return;
            const reason = error instanceof Error ? error.message : undefined;
            notify.error(reason ?? RESTRICTED_POKEMON_ERRORS.remove, {
              title: reason ? RESTRICTED_POKEMON_ERRORS.remove : undefined,
              id: 'restricted-error',
            });
          },
        ),
    });

  return (
    <PageContainer
      title="Restricted Pokémon"
      subtitle="Restricted legendaries wear a crown on VGC match cards. A listed species covers its formes; a listed forme covers only itself."
    >
      <Card withBorder radius="lg" padding="md">
        <AddRestrictedPokemonForm adding={add.isPending} onAdd={restrict} />
      </Card>
      {restricted.isLoading ? (
        <CenteredLoader label="Loading restricted Pokémon…" />
      ) : restricted.isError && names.length === 0 ? (
        <Alert color="red" title={RESTRICTED_POKEMON_ERRORS.fetch}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The list could not be loaded. Check your connection and try again.</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void queryClient.refetchQueries({ queryKey: RESTRICTED_POKEMON_QUERY_KEY })}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : names.length === 0 ? (
        <EmptyState icon={<IconCrown size={30} />} title="No restricted Pokémon">
          Search the Pokédex above to restrict a Pokémon. Until then, no match card shows a crown.
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" justify="space-between" align="flex-end">
            <TextInput
              label="Filter the list"
              placeholder="Name"
              leftSection={<IconFilter size={16} />}
              rightSection={
                filter ? <CloseButton size="sm" aria-label="Clear filter" onClick={() => setFilter('')} /> : null
              }
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="restricted-count">
              {shown.length === names.length
                ? `${names.length} restricted Pokémon`
                : `${shown.length} of ${names.length} restricted Pokémon`}
            </Text>
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No restricted Pokémon match “{filter.trim()}”.
            </Text>
          ) : (
            <RestrictedPokemonGrid
              names={shown}
              removing={remove.isPending ? remove.variables : undefined}
              onRemove={confirmRemove}
            />
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
