import { TCG_DECK_SIZE, deckBuildIssues, type Deck } from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconEdit,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useActiveDeck, useDeck } from '../../data/hooks/useDecks.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { DeckSprites } from './DeckBits.tsx';
import { deckSections, formatDeckDate } from './deckCards.ts';
import { DeckNotFound } from './DeckNotFound.tsx';
import { reportDeckError } from './errors.ts';
import { ExportMenu } from './ExportMenu.tsx';

/** /decks/:id */
export function DeckViewPage() {
  const { id } = useParams();
  const deck = useDeck(id);
  if (deck.isPending) return <CenteredLoader label="Loading deck…" />;
  if (deck.isError || !deck.data) return <DeckNotFound error={deck.error} />;
  return <DeckView deck={deck.data} />;
}

function DeckView({ deck }: { deck: Deck }) {
  const { activeDeckId, setActiveDeck, pending } = useActiveDeck();
  const active = activeDeckId === deck._id;
  const issues = deckBuildIssues({ name: deck.name, cards: deck.cards });
  const sections = deckSections(deck.cards);

  const activate = async () => {
    try {
      await setActiveDeck(deck._id);
      notify.success(`${deck.name} is now your active deck`, { id: 'active-deck' });
    } catch (error) {
      reportDeckError(error);
    }
  };

  return (
    <PageContainer size="lg">
      <Button
        component={Link}
        to="/decks"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={6}
      >
        All Decks
      </Button>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" miw={0} align="center">
          <DeckSprites deck={deck} size="large" />
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ wordBreak: 'break-word' }}>
              {deck.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{deck.category}</Badge>
              {active ? (
                <Badge variant="filled" leftSection={<IconStarFilled size={12} />}>
                  Active Deck
                </Badge>
              ) : null}
              {deck.isLocal ? (
                <Badge variant="outline" color="grape">
                  This browser
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              Updated {formatDeckDate(deck.updatedAt)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={`/decks/edit/${deck._id}`} leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
          {active ? null : (
            <Button
              variant="light"
              leftSection={<IconStar size={16} />}
              loading={pending}
              onClick={() => void activate()}
            >
              Set Active
            </Button>
          )}
          <ExportMenu deck={deck} />
        </Group>
      </Group>

      {deck.description ? (
        <Text style={{ whiteSpace: 'pre-wrap' }} c="dimmed">
          {deck.description}
        </Text>
      ) : null}

      {issues.length === 0 ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={`Complete ${TCG_DECK_SIZE}/${TCG_DECK_SIZE}`}
        >
          Ready to use for matches.
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Not ready for matches yet">
          <List size="sm" spacing={2}>
            {issues.map((issue) => (
              <List.Item key={`${issue.code}-${issue.message}`}>{issue.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {sections.map((section) => (
          <Card
            key={section.supertype}
            withBorder
            radius="lg"
            padding="md"
            component="section"
            aria-label={section.label}
          >
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="md">
                {section.label}
              </Title>
              <Badge variant="light" color="gray">
                {section.total}
              </Badge>
            </Group>
            {section.cards.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <Table verticalSpacing={4} horizontalSpacing={6} fz="sm">
                <Table.Tbody>
                  {section.cards.map((card) => (
                    <Table.Tr key={card.id}>
                      <Table.Td w={28} fw={700} ta="right">
                        {card.count}
                      </Table.Td>
                      <Table.Td>{card.name}</Table.Td>
                      <Table.Td c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {[card.setCode, card.number].filter(Boolean).join(' ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="right">
        Total Cards: {deck.cardCount}
      </Text>
    </PageContainer>
  );
}
