import { deckBuildIssues, TCG_DECK_SIZE, type Deck, type DeckInput } from '@trainerlog/core';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Sprite, type SpriteSize } from '../../ui/Sprite.tsx';

export function DeckSprites({
  deck,
  size = 'medium',
}: {
  deck: Pick<Deck, 'name' | 'pokemonSprite' | 'secondaryPokemonSprite'>;
  size?: SpriteSize;
}) {
  return (
    <Group gap={0} wrap="nowrap" aria-hidden={false}>
      <Sprite slug={deck.pokemonSprite} size={size} side="player" alt={deck.pokemonSprite ?? `${deck.name} sprite`} />
      {deck.secondaryPokemonSprite ? (
        <Sprite slug={deck.secondaryPokemonSprite} size={size} side="player" alt={deck.secondaryPokemonSprite} />
      ) : null}
    </Group>
  );
}

/** 'Complete 60/60', or the deck's first validity issue. */
export function DeckCompletenessBadge({ deck }: { deck: Pick<Deck, 'name' | 'cards'> }) {
  const issues = deckBuildIssues({ name: deck.name, cards: deck.cards });
  const first = issues[0];
  if (!first) {
    return (
      <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
        Complete {TCG_DECK_SIZE}/{TCG_DECK_SIZE}
      </Badge>
    );
  }
  return (
    <Tooltip label={issues.map((i) => i.message).join(' · ')} multiline maw={320} withArrow>
      <Badge
        color="yellow"
        variant="light"
        leftSection={<IconAlertTriangle size={14} />}
        styles={{ root: { maxWidth: '100%' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        tt="none"
      >
        {first.message}
      </Badge>
    </Tooltip>
  );
}

export function deckInputFrom(deck: Deck): DeckInput {
  return {
    name: deck.name,
    description: deck.description,
    category: deck.category,
    pokemonSprite: deck.pokemonSprite,
    secondaryPokemonSprite: deck.secondaryPokemonSprite,
    cards: deck.cards,
  };
}

/** '<name> (Copy)', within the 100-character name limit. */
export function copyName(name: string): string {
  const suffix = ' (Copy)';
  return name.slice(0, 100 - suffix.length) + suffix;
}
