import {
  CARD_SEARCH_DEFAULT_PAGE_SIZE,
  SUPERTYPES,
  type CatalogueCard,
  type DeckCard,
  type Supertype,
} from '@trainerlog/core';
import {
  Alert,
  Badge,
  Button,
  Chip,
  Code,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCards, IconDatabaseOff, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardsApi, emptySearchPage, type CatalogueStatus } from '../../data/shared/cards.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { copiesInDeck } from './deckCards.ts';
import classes from './CardSearchPanel.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the builder can say about an empty catalogue: nothing (it has cards, or a card API answers searches),
 * `coming` (the server is downloading it), `unreachable` (the server cannot reach its card source; it retries by
 * itself), or `empty` (no automatic source: whoever runs the server imports it).
 */
export function catalogueAvailability(status: CatalogueStatus | undefined): 'ok' | 'coming' | 'unreachable' | 'empty' {
  if (!status || status.cards > 0 || status.remote) return 'ok';
  if (status.source === 'loading' || status.source === 'idle') return 'coming';
  if (status.source === 'unreachable') return 'unreachable';
  return 'empty';
}

/** How often an empty catalogue is looked at again, so search turns on by itself once the server has it. */
const STATUS_RECHECK_MS = { coming: 10_000, unreachable: 60_000 } as const;

const UNAVAILABLE_REASONS = {
  coming: 'the server is downloading it now, and search starts working by itself as soon as it is in.',
  unreachable: "the server can't reach the card source (no internet connection?) and tries again by itself.",
} as const;

interface CardSearchPanelProps {
  deckCards: readonly DeckCard[];
  onAdd(card: CatalogueCard): void;
  onImport(): void;
}

/** The query sent to GET /api/cards/search: the typed text plus the supertype chip. */
export function composeCardQuery(text: string, supertype: Supertype | null): string {
  const parts = [text.trim()];
  if (supertype) parts.push(`supertype:${supertype}`);
  return parts.filter(Boolean).join(' ');
}

export function CardSearchPanel({ deckCards, onAdd, onImport }: CardSearchPanelProps) {
  const [text, setText] = useState('');
  const [supertype, setSupertype] = useState<Supertype | null>(null);
  const [page, setPage] = useState(1);
  const [query] = useDebouncedValue(composeCardQuery(text, supertype), SEARCH_DEBOUNCE_MS);

  const status = useQuery({
    queryKey: ['cards', 'status'],
    queryFn: cardsApi.status,
    staleTime: 60_000,
    retry: 1,
    refetchInterval: (current) => {
      const availability = catalogueAvailability(current.state.data);
      return availability === 'coming' || availability === 'unreachable' ? STATUS_RECHECK_MS[availability] : false;
    },
  });
  const availability = catalogueAvailability(status.data);
  const search = useQuery({
    queryKey: ['cards', 'search', query, page],
    // An empty catalogue has nothing to find: no request per keystroke, the notice below says so once. The status
    // comes first (a failed status lets search try anyway).
    enabled: !status.isPending && availability === 'ok',
    queryFn: ({ signal }) => cardsApi.search(query, page, CARD_SEARCH_DEFAULT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
  // Spec part 2 §8: a failed card search is an empty list.
  const result = search.data ?? emptySearchPage(page);
  const copies = copiesInDeck(deckCards);
  const phone = useMediaQuery('(max-width: 36em)');

  const changeText = (value: string) => {
    setText(value);
    setPage(1);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Card search">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Card Search
          </Title>
          {search.isFetching ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        </Group>
        <TextInput
          label="Search cards"
          placeholder="e.g. Gardevoir, or name:Iono"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => changeText(event.currentTarget.value)}
          description={
            <>
              Plain text searches names. Also <Code>name:char*</Code> <Code>name:&quot;Boss&apos;s Orders&quot;</Code>{' '}
              <Code>subtypes:Item</Code> <Code>set.ptcgoCode:SVI</Code>
            </>
          }
        />
        <Chip.Group
          multiple={false}
          value={supertype ?? 'all'}
          onChange={(value) => {
            setSupertype(value === 'all' ? null : (value as Supertype));
            setPage(1);
          }}
        >
          <Group gap={6} aria-label="Supertype filter" role="group">
            <Chip value="all" size={phone ? 'xs' : 'sm'}>
              All
            </Chip>
            {SUPERTYPES.map((s) => (
              <Chip key={s} value={s} size={phone ? 'xs' : 'sm'}>
                {s}
              </Chip>
            ))}
          </Group>
        </Chip.Group>

        {availability === 'coming' || availability === 'unreachable' ? (
          <Alert
            color={availability === 'coming' ? 'blue' : 'yellow'}
            variant="light"
            icon={<IconDatabaseOff size={18} />}
            title={`The card catalogue isn't available yet — ${UNAVAILABLE_REASONS[availability]}`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">You can still build a deck from a pasted list.</Text>
              <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} onClick={onImport}>
                Import Deck List
              </Button>
            </Stack>
          </Alert>
        ) : availability === 'empty' ? (
          <Alert color="blue" variant="light" icon={<IconDatabaseOff size={18} />} title="The card catalogue is empty">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Whoever runs this server loads it with <Code>npm run cards:import -- &lt;folder or URL&gt;</Code> (see
                “Loading the card catalogue” in the README). You can still build a deck from a pasted list.
              </Text>
              <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} onClick={onImport}>
                Import Deck List
              </Button>
            </Stack>
          </Alert>
        ) : result.cards.length === 0 && !search.isFetching ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {search.isError ? 'Card search is unavailable right now.' : 'No cards match this search.'}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 3, md: 4 }}
            spacing={{ base: 6, sm: 'sm' }}
            role="group"
            aria-label="Search results"
          >
            {result.cards.map((card) => (
              <SearchResult key={card.id} card={card} inDeck={copies(card)} onAdd={onAdd} />
            ))}
          </SimpleGrid>
        )}
        <Pagination
          page={result.page}
          pageSize={result.pageSize}
          totalCount={result.totalCount}
          totalPages={result.totalPages}
          onChange={setPage}
          disabled={search.isFetching}
        />
      </Stack>
    </Paper>
  );
}

function SearchResult({
  card,
  inDeck,
  onAdd,
}: {
  card: CatalogueCard;
  inDeck: number;
  onAdd(card: CatalogueCard): void;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const printing = [card.setCode || card.setId, card.number].filter(Boolean).join(' ');
  return (
    <UnstyledButton
      className={classes.result}
      onClick={() => onAdd(card)}
      aria-label={`Add ${card.name} ${printing}`}
      data-testid="card-result"
    >
      <div className={classes.art}>
        {card.imageSmall && !imageFailed ? (
          <img src={card.imageSmall} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <div className={classes.noImage}>
            <IconCards size={28} stroke={1.5} />
            <Text size="xs" c="dimmed" ta="center">
              {printing}
            </Text>
          </div>
        )}
        {inDeck > 0 ? (
          <Badge className={classes.count} size="sm" variant="filled" circle={inDeck < 10}>
            {inDeck}
          </Badge>
        ) : null}
        <span className={classes.plus} aria-hidden="true">
          <IconPlus size={16} />
        </span>
      </div>
      <Text size="xs" fw={600} lineClamp={1} mt={4}>
        {card.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {printing} · {card.setName}
      </Text>
    </UnstyledButton>
  );
}
