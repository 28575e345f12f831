import type { DeckCategory, DeckCategoryInput } from '@trainerlog/core';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCategory, IconEdit, IconFilter, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import {
  DECK_CATEGORY_ERRORS,
  useDeckCategories,
  useDeckCategoryMutations,
} from '../../../data/shared/useDeckCategories.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Sprite } from '../../../ui/Sprite.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { DeckCategoryFormModal } from './DeckCategoryFormModal.tsx';

/**
 * /admin/decks and /admin/deck-categories (one screen, spec part 2 §2; content decided here, issue 6): the archetypes
 * the community meta and matrix count by — name, up to two sprites, the keywords that match deck names and the core
 * cards that match deck lists — with create and edit in a dialog and delete with confirmation.
 */
export function AdminDeckCategoriesPage() {
  return (
    <AdminOnly>
      <DeckCategoriesScreen />
    </AdminOnly>
  );
}

/** A failed call as a toast titled with the action, the server's reason beneath; none for a 401 (login handles it). */
export function reportDeckCategoryError(error: unknown, title: string) {
  if (error instanceof ApiError && error.status === 401) return;
  const reason = error instanceof Error && error.message ? error.message : undefined;
  notify.error(reason ?? title, { title: reason ? title : undefined, id: 'deck-category-error' });
}

type Editing = { category: DeckCategory | null } | null;

const filterKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function DeckCategoriesScreen() {
  const categories = useDeckCategories();
  const { create, update, remove } = useDeckCategoryMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [filter, setFilter] = useState('');

  const list = categories.categories;
  const shown = useMemo(() => {
    const key = filterKey(filter);
    if (!key) return list;
    return list.filter((c) => [c.name, ...c.keywords, ...c.coreCards].some((text) => filterKey(text).includes(key)));
  }, [list, filter]);

  // Field errors stay in the form (it rethrows to mark them); anything else is a toast as well.
  const save = async (input: DeckCategoryInput) => {
    const category = editing?.category;
    try {
      const saved = category ? await update.mutateAsync({ id: category._id, input }) : await create.mutateAsync(input);
      setEditing(null);
      notify.success(category ? `Saved ${saved.name}` : `Created ${saved.name}`, { id: 'deck-category-saved' });
    } catch (error) {
      const fieldLevel = error instanceof ApiError && (error.status === 400 || error.status === 409);
      if (!fieldLevel)
        reportDeckCategoryError(error, category ? DECK_CATEGORY_ERRORS.update : DECK_CATEGORY_ERRORS.create);
      throw error;
    }
  };

  const confirmDelete = (category: DeckCategory) =>
    modals.openConfirmModal({
      title: 'Delete this category?',
      centered: true,
      children: (
        <Text size="sm">
          “{category.name}” will be deleted. Its matches go back to uncategorized, or to another category whose rules
          match their deck names; deck names assigned to it lose their assignment. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete Category', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(category._id).then(
          () => notify.success(`Deleted ${category.name}`, { id: 'deck-category-saved' }),
          (error: unknown) => reportDeckCategoryError(error, DECK_CATEGORY_ERRORS.remove),
        ),
    });

  const newCategory = () => setEditing({ category: null });

  return (
    <PageContainer
      title="Deck Categories"
      subtitle="The archetypes of the community meta and matchup matrix. A deck name belongs to a category when an admin assigned it, or when it contains one of the category's keywords; a deck list whose name matches nothing belongs to the category whose core cards it holds."
      actions={
        <Group mt="xs" gap="sm">
          {list.length ? (
            <Button leftSection={<IconPlus size={16} />} onClick={newCategory}>
              New Category
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/admin/deck-categorization"
            variant="default"
            leftSection={<IconTags size={16} />}
          >
            Categorize Deck Names
          </Button>
        </Group>
      }
    >
      {categories.isPending ? (
        <CenteredLoader label="Loading deck categories…" />
      ) : categories.isError ? (
        <Alert color="red" title={DECK_CATEGORY_ERRORS.fetch}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{categories.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconCategory size={30} />}
          title="No deck categories yet"
          actions={
            <Button leftSection={<IconPlus size={16} />} onClick={newCategory}>
              Create a Category
            </Button>
          }
        >
          Until there are categories every deck is uncategorized, and the community meta and matrix stay empty. Create
          one per archetype, with the keywords players use in their deck names.
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" justify="space-between" align="flex-end">
            <TextInput
              label="Filter the list"
              placeholder="Name, keyword or card"
              leftSection={<IconFilter size={16} />}
              rightSection={
                filter ? <CloseButton size="sm" aria-label="Clear filter" onClick={() => setFilter('')} /> : null
              }
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="category-count">
              {shown.length === list.length
                ? `${list.length} ${list.length === 1 ? 'category' : 'categories'}`
                : `${shown.length} of ${list.length} categories`}
            </Text>
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No category matches “{filter.trim()}”.
            </Text>
          ) : (
            <Stack gap="sm" component="ul" aria-label="Deck categories" p={0} m={0} style={{ listStyle: 'none' }}>
              {shown.map((category) => (
                <DeckCategoryRow
                  key={category._id}
                  category={category}
                  onEdit={() => setEditing({ category })}
                  onDelete={() => confirmDelete(category)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <DeckCategoryFormModal
        category={editing?.category ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </PageContainer>
  );
}

function DeckCategoryRow({ category, onEdit, onDelete }: { category: DeckCategory; onEdit(): void; onDelete(): void }) {
  return (
    <Card component="li" withBorder radius="lg" padding="md" data-testid="category-row">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }} miw={48}>
          {category.sprites.length ? (
            category.sprites.map((slug) => <Sprite key={slug} slug={slug} size="medium" alt={slug} />)
          ) : (
            <Sprite slug={null} size="medium" alt="No sprite" />
          )}
        </Group>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {category.name}
          </Text>
          <Group gap={6} role="group" aria-label={`Keywords of ${category.name}`}>
            <Text size="xs" c="dimmed" fw={600}>
              Keywords:
            </Text>
            {category.keywords.length ? (
              category.keywords.map((keyword) => (
                <Badge key={keyword} variant="light" tt="none" fw={500}>
                  {keyword}
                </Badge>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                none
              </Text>
            )}
          </Group>
          <Group gap={6} role="group" aria-label={`Core cards of ${category.name}`}>
            <Text size="xs" c="dimmed" fw={600}>
              Core cards:
            </Text>
            {category.coreCards.length ? (
              category.coreCards.map((card) => (
                <Badge key={card} variant="outline" color="gray" tt="none" fw={500}>
                  {card}
                </Badge>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                none
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${category.name}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${category.name}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
