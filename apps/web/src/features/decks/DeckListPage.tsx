import type { Deck } from '@trainerlog/core';
import { ActionIcon, Badge, Button, Card, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCards,
  IconCopy,
  IconDots,
  IconEdit,
  IconEye,
  IconFileImport,
  IconPlus,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useActiveDeck, useDeckMutations, useDecks } from '../../data/hooks/useDecks.ts';
import { useAuth } from '../../session/useAuth.ts';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryListView } from '../../ui/QueryListView.tsx';
import { copyName, DeckCompletenessBadge, deckInputFrom, DeckSprites } from './DeckBits.tsx';
import { formatDeckDate } from './deckCards.ts';
import { reportDeckError } from './errors.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { ImportDeckListModal } from './ImportDeckListModal.tsx';

/**
 * A deck list another screen hands over (the PTCGL log import's "Save as deck"): the import opens with it, and after
 * saving the player goes back to `returnTo`.
 */
interface DeckListHandover {
  importDeckList?: unknown;
  returnTo?: unknown;
}

/** /decks and /lists */
export function DeckListPage() {
  const { status } = useAuth();
  const decks = useDecks();
  const navigate = useNavigate();
  const location = useLocation();
  const handover = location.state as DeckListHandover | null;
  const handedList = typeof handover?.importDeckList === 'string' ? handover.importDeckList : undefined;
  const returnTo =
    typeof handover?.returnTo === 'string' && handover.returnTo.startsWith('/') ? handover.returnTo : null;
  const [importing, setImporting] = useState(handedList !== undefined);
  const leaving = useRef(false);

  const actions = (
    <Group gap="sm" mt="xs">
      <Button component={Link} to="/decks/new" leftSection={<IconPlus size={16} />}>
        New Deck
      </Button>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
        Import Deck List
      </Button>
    </Group>
  );

  return (
    <PageContainer
      title="Decks"
      subtitle={
        status === 'authenticated'
          ? 'Your Pokémon TCG decks. Every TCG match refers to one.'
          : 'Your Pokémon TCG decks, kept in this browser. Create an account to keep them everywhere.'
      }
      actions={actions}
    >
      <QueryListView
        query={decks}
        loadingLabel="Loading decks…"
        errorTitle="Could not load your decks"
        empty={<EmptyDecks onImport={() => setImporting(true)} />}
      >
        {(items) => <DeckGrid decks={items} />}
      </QueryListView>
      <ImportDeckListModal
        mode="create"
        opened={importing}
        onClose={() => {
          setImporting(false);
          // Handed over once: closed without saving, a later "Import Deck List" starts empty and stays here.
          if (handover && !leaving.current) void navigate(location.pathname, { replace: true, state: null });
        }}
        initialText={handedList}
        onImported={(deck) => {
          leaving.current = true;
          void navigate(returnTo ?? `/decks/${deck._id}`);
        }}
      />
    </PageContainer>
  );
}

function EmptyDecks({ onImport }: { onImport(): void }) {
  return (
    <EmptyState
      icon={<IconCards size={30} />}
      title="No decks yet"
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/decks/new" leftSection={<IconPlus size={16} />}>
            Build a Deck
          </Button>
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImport}>
            Import Deck List
          </Button>
        </Group>
      }
    >
      Build your first deck card by card from the catalogue, or paste the list you play in Pokémon TCG Live.
    </EmptyState>
  );
}

function DeckGrid({ decks }: { decks: Deck[] }) {
  const { activeDeckId, setActiveDeck, pending } = useActiveDeck();
  const { create, remove } = useDeckMutations();

  const activate = async (deck: Deck) => {
    try {
      await setActiveDeck(deck._id);
      notify.success(`${deck.name} is now your active deck`, { id: 'active-deck' });
    } catch (error) {
      reportDeckError(error);
    }
  };
  const duplicate = async (deck: Deck) => {
    try {
      const copy = await create.mutateAsync({ ...deckInputFrom(deck), name: copyName(deck.name) });
      notify.success(`Created ${copy.name}`);
    } catch (error) {
      reportDeckError(error, 'Failed to add deck');
    }
  };
  const confirmDelete = (deck: Deck) =>
    modals.openConfirmModal({
      title: 'Delete this deck?',
      centered: true,
      children: (
        <Text size="sm">
          “{deck.name}” and its {deck.cardCount} cards will be deleted. Matches already logged with it keep their deck
          name. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete Deck', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(deck._id).then(
          () => notify.success(`Deleted ${deck.name}`),
          (error: unknown) => reportDeckError(error),
        ),
    });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="group" aria-label="Decks">
      {decks.map((deck) => {
        const active = deck._id === activeDeckId;
        return (
          <Card
            key={deck._id}
            withBorder
            radius="lg"
            padding="md"
            data-testid="deck-card"
            data-active={active || undefined}
            style={active ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <DeckSprites deck={deck} />
                  <Stack gap={2} miw={0}>
                    <Text
                      component={Link}
                      to={`/decks/${deck._id}`}
                      fw={700}
                      size="lg"
                      lineClamp={2}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {deck.name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {deck.category}
                    </Text>
                  </Stack>
                </Group>
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${deck.name}`}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item component={Link} to={`/decks/${deck._id}`} leftSection={<IconEye size={16} />}>
                      View
                    </Menu.Item>
                    <Menu.Item component={Link} to={`/decks/edit/${deck._id}`} leftSection={<IconEdit size={16} />}>
                      Edit
                    </Menu.Item>
                    <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate(deck)}>
                      Duplicate
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(deck)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>

              <Group gap="xs">
                {active ? (
                  <Badge color="blue" variant="filled" leftSection={<IconStarFilled size={12} />}>
                    Active Deck
                  </Badge>
                ) : null}
                <Badge variant="outline" color="gray">
                  {deck.cardCount} cards
                </Badge>
                {deck.isLocal ? (
                  <Badge variant="outline" color="grape">
                    This browser
                  </Badge>
                ) : null}
              </Group>
              <DeckCompletenessBadge deck={deck} />
              <Text size="xs" c="dimmed" mt="auto">
                Updated {formatDeckDate(deck.updatedAt)}
              </Text>

              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={`/decks/${deck._id}`}>
                    View
                  </Button>
                  <Button size="xs" variant="default" component={Link} to={`/decks/edit/${deck._id}`}>
                    Edit
                  </Button>
                  <ExportMenu deck={deck} variant="icon" />
                </Group>
                {active ? null : (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconStar size={14} />}
                    disabled={pending}
                    onClick={() => void activate(deck)}
                  >
                    Set Active
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
