import {
  DECK_CATEGORIZATION_MAX_KEYS,
  deckCategorizationQuerySchema,
  type DeckCategorizationQuery,
  type DeckNameCategorizationRow,
} from '@trainerlog/core';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory, IconSearch, IconTagOff, IconTags } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DECK_CATEGORY_ERRORS,
  useAssignDeckNames,
  useDeckCategories,
  useDeckCategorization,
} from '../../../data/shared/useDeckCategories.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { reportDeckCategoryError } from './AdminDeckCategoriesPage.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

/**
 * /admin/deck-categorization (spec part 2 §2; content decided here, issue 6): every distinct deck name seen in
 * matches (as the player's or the opponent's deck), 25 a page with its match count — the uncategorised ones by
 * default, all on request — searchable; the admin ticks names (one by one or the whole page, across pages) and
 * assigns them to a category at once, or clears their assignment so the keyword rules apply again. The filters live
 * in the URL so a reload or a shared link shows the same page.
 */
export function AdminDeckCategorizationPage() {
  return (
    <AdminOnly>
      <DeckCategorizationScreen />
    </AdminOnly>
  );
}

const SEARCH_DELAY_MS = 300;

function useCategorizationQuery() {
  const [params, setParams] = useSearchParams();
  const parsed = deckCategorizationQuerySchema.safeParse(Object.fromEntries(params));
  const query: DeckCategorizationQuery = parsed.success ? parsed.data : { page: 1, status: 'uncategorized' };
  const setQuery = (patch: Partial<DeckCategorizationQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.status !== 'uncategorized') search.set('status', next.status);
    if (next.search) search.set('search', next.search);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return { query, setQuery };
}

function DeckCategorizationScreen() {
  const { query, setQuery } = useCategorizationQuery();
  const names = useDeckCategorization(query);
  const { categories } = useDeckCategories();
  const assign = useAssignDeckNames();
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [target, setTarget] = useState<string | null>(null);

  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if ((query.search ?? '') !== debouncedSearch) setQuery({ search: debouncedSearch || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed search changes the URL
  }, [debouncedSearch]);

  // After names leave the uncategorised list, the page shown may be past the last one: go to the last.
  const lastPage = names.data?.totalPages;
  useEffect(() => {
    if (lastPage && names.data && names.data.totalCount > 0 && query.page > lastPage)
      setQuery({ ...query, page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer's page count changes
  }, [lastPage, query.page]);

  const categoryName = useMemo(() => new Map(categories.map((c) => [c._id, c.name])), [categories]);
  const rows = names.data?.names ?? [];
  const pageKeys = rows.map((r) => r.key);
  const pageSelected = pageKeys.filter((k) => selected.has(k)).length;

  const toggle = (row: DeckNameCategorizationRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.key)) next.delete(row.key);
      else next.set(row.key, row.name);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (pageSelected === rows.length) for (const row of rows) next.delete(row.key);
      else for (const row of rows) next.set(row.key, row.name);
      return next;
    });

  const apply = async (categoryId: string | null) => {
    const keys = [...selected.keys()];
    try {
      const { updated } = await assign.mutateAsync({ keys, categoryId });
      const what = `${updated} deck ${updated === 1 ? 'name' : 'names'}`;
      notify.success(
        categoryId ? `Assigned ${what} to ${categoryName.get(categoryId) ?? 'the category'}` : `Cleared ${what}`,
        { id: 'deck-categorization-saved' },
      );
      setSelected(new Map());
    } catch (error) {
      reportDeckCategoryError(error, DECK_CATEGORY_ERRORS.assign);
    }
  };

  const tooMany = selected.size > DECK_CATEGORIZATION_MAX_KEYS;

  return (
    <PageContainer
      title="Deck Categorization"
      subtitle="Deck names players typed, with how many matches use them. Tick names and assign them to a category; an assignment beats the keyword rules. Clearing it lets the rules decide again."
      actions={
        <Group mt="xs">
          <Button
            component={Link}
            to="/admin/deck-categories"
            variant="default"
            leftSection={<IconCategory size={16} />}
          >
            Deck Categories
          </Button>
        </Group>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which deck names"
          value={query.status}
          onChange={(value) => {
            setQuery({ status: value === 'all' ? 'all' : 'uncategorized' });
          }}
          data={[
            { value: 'uncategorized', label: 'Uncategorized' },
            { value: 'all', label: 'All names' },
          ]}
        />
        <TextInput
          aria-label="Search deck names"
          placeholder="Search deck names"
          leftSection={<IconSearch size={16} />}
          rightSection={
            searchText ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearchText('')} /> : null
          }
          maxLength={100}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      </Group>

      <Card withBorder radius="lg" padding="sm" aria-label="Assign selected deck names" component="section">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 160px' }}>
            <Text size="sm" fw={600} data-testid="selected-count">
              {selected.size === 0
                ? 'No deck names selected'
                : `${selected.size} deck ${selected.size === 1 ? 'name' : 'names'} selected`}
            </Text>
            {tooMany ? (
              <Text size="xs" c="red">
                At most {DECK_CATEGORIZATION_MAX_KEYS} deck names at once
              </Text>
            ) : selected.size ? (
              <Button variant="subtle" size="compact-xs" onClick={() => setSelected(new Map())} w="fit-content">
                Clear selection
              </Button>
            ) : null}
          </Stack>
          <Select
            label="Category"
            placeholder={categories.length ? 'Choose a category' : 'No categories yet'}
            data={categories.map((c) => ({ value: c._id, label: c.name }))}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage="No category found"
            style={{ flex: '1 1 200px' }}
          />
          <Group gap="xs">
            <Button
              leftSection={<IconTags size={16} />}
              disabled={!target || selected.size === 0 || tooMany}
              loading={assign.isPending && assign.variables?.categoryId !== null}
              onClick={() => void apply(target)}
            >
              Assign
            </Button>
            <Button
              variant="default"
              leftSection={<IconTagOff size={16} />}
              disabled={selected.size === 0 || tooMany}
              loading={assign.isPending && assign.variables?.categoryId === null}
              onClick={() => void apply(null)}
            >
              Clear Assignment
            </Button>
          </Group>
        </Group>
      </Card>

      {names.isPending ? (
        <CenteredLoader label="Loading deck names…" />
      ) : names.isError ? (
        <Alert color="red" title={DECK_CATEGORY_ERRORS.fetchNames}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{names.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void names.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconTags size={30} />} title={emptyTitle(query)}>
          {emptyText(query)}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <ScrollTable label="Deck names" minWidth={480}>
            <Table
              verticalSpacing="xs"
              highlightOnHover
              aria-label="Deck names"
              style={{ opacity: names.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select page"
                      checked={pageSelected === rows.length}
                      indeterminate={pageSelected > 0 && pageSelected < rows.length}
                      onChange={togglePage}
                    />
                  </Table.Th>
                  <Table.Th>Deck name</Table.Th>
                  <Table.Th ta="right">Matches</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Source</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row.key}
                    data-testid="deck-name-row"
                    bg={selected.has(row.key) ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${row.name}`}
                        checked={selected.has(row.key)}
                        onChange={() => toggle(row)}
                      />
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.matches.toLocaleString('en-US')}
                    </Table.Td>
                    <Table.Td>
                      {row.categoryId ? (
                        (categoryName.get(row.categoryId) ?? 'Unknown category')
                      ) : (
                        <Text span c="dimmed" size="sm">
                          Uncategorized
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.source === 'assigned' ? (
                        <Badge variant="filled" size="sm">
                          Assigned
                        </Badge>
                      ) : row.source === 'rule' ? (
                        <Badge variant="light" color="gray" size="sm">
                          Rule
                        </Badge>
                      ) : (
                        <Text span c="dimmed" size="sm">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {names.data ? (
            <Pagination
              page={names.data.page}
              pageSize={names.data.pageSize}
              totalCount={names.data.totalCount}
              totalPages={names.data.totalPages}
              disabled={names.isFetching}
              onChange={(page) => setQuery({ page, search: query.search, status: query.status })}
            />
          ) : null}
        </Stack>
      )}
    </PageContainer>
  );
}

function emptyTitle(query: DeckCategorizationQuery) {
  if (query.search) return 'No deck names found';
  return query.status === 'uncategorized' ? 'Every deck name is categorized' : 'No deck names yet';
}

function emptyText(query: DeckCategorizationQuery) {
  if (query.search) return `No deck name contains “${query.search}”.`;
  return query.status === 'uncategorized'
    ? 'Every deck name in players’ matches belongs to a category. Switch to All names to change an assignment.'
    : 'Deck names appear here once members log matches.';
}
