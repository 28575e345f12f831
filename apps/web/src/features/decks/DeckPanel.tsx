import { TCG_DECK_SIZE, type DeckCard } from '@trainerlog/core';
import { ActionIcon, Badge, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { deckSections } from './deckCards.ts';

interface DeckPanelProps {
  cards: DeckCard[];
  onChangeCount(id: string, delta: number): void;
  onRemove(id: string): void;
}

/** The deck being built: Pokémon, Trainer and Energy with live counts, +/− per line and the 'N/60' total. */
export function DeckPanel({ cards, onChangeCount, onRemove }: DeckPanelProps) {
  const sections = deckSections(cards);
  const total = sections.reduce((n, s) => n + s.total, 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Deck">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Deck
          </Title>
          <Badge
            size="lg"
            variant={total === TCG_DECK_SIZE ? 'filled' : 'light'}
            color={total === TCG_DECK_SIZE ? 'teal' : total > TCG_DECK_SIZE ? 'red' : 'blue'}
            data-testid="deck-total"
          >
            {total}/{TCG_DECK_SIZE}
          </Badge>
        </Group>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No cards yet. Add them from the card search, or import a deck list.
          </Text>
        ) : null}
        {sections.map((section) =>
          section.cards.length === 0 ? null : (
            <Stack key={section.supertype} gap={4} aria-label={`${section.label} section`} role="group">
              <Group justify="space-between">
                <Text fw={700} size="sm" data-testid={`section-${section.label}`}>
                  {section.label} ({section.total})
                </Text>
              </Group>
              <Divider />
              {section.cards.map((card) => (
                <Group key={card.id} gap="xs" wrap="nowrap" data-testid="deck-line">
                  <Text fw={700} w={24} ta="right" size="sm">
                    <span aria-hidden="true">{card.count}</span>
                    <VisuallyHidden>{`${card.count} copies`}</VisuallyHidden>
                  </Text>
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text size="sm" truncate>
                      {card.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[card.setCode, card.number].filter(Boolean).join(' ') || 'No set'}
                    </Text>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="md"
                      aria-label={`Remove a copy of ${card.name}`}
                      onClick={() => onChangeCount(card.id, -1)}
                    >
                      <IconMinus size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="md"
                      aria-label={`Add a copy of ${card.name}`}
                      disabled={card.count >= TCG_DECK_SIZE}
                      onClick={() => onChangeCount(card.id, 1)}
                    >
                      <IconPlus size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="md"
                      aria-label={`Remove ${card.name} from the deck`}
                      onClick={() => onRemove(card.id)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          ),
        )}
      </Stack>
    </Paper>
  );
}
