/**
 * An archetype with its sprites, as the import preview shows both decks of a game.
 *
 * Decisions:
 * - A community category's own sprites win (they are what the dashboard and the community screens draw); otherwise the
 *   Pokémon the archetype is named after, main attacker first (core's `pokemon`: English species, so the sprite
 *   service knows them); with neither, the side's placeholder.
 * - Decorative sprites: the name is always written beside them.
 */
import type { DeckCategory, PtcglArchetypeGuess } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { Sprite, type SpriteSide } from '../../ui/Sprite.tsx';

const MAX_SPRITES = 2;

export function archetypeSprites(
  guess: Pick<PtcglArchetypeGuess, 'categoryId' | 'pokemon'>,
  categories: readonly DeckCategory[],
): { slugs: string[]; species: string[] } {
  const category = guess.categoryId ? categories.find((c) => c._id === guess.categoryId) : undefined;
  if (category && category.sprites.length > 0) return { slugs: category.sprites.slice(0, MAX_SPRITES), species: [] };
  return { slugs: [], species: guess.pokemon.slice(0, MAX_SPRITES) };
}

interface ArchetypeBadgeProps {
  name: string;
  guess: Pick<PtcglArchetypeGuess, 'categoryId' | 'pokemon'>;
  categories: readonly DeckCategory[];
  side: SpriteSide;
}

export function ArchetypeBadge({ name, guess, categories, side }: ArchetypeBadgeProps) {
  const { slugs, species } = archetypeSprites(guess, categories);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Group gap={0} wrap="nowrap" aria-hidden style={{ flexShrink: 0 }}>
        {slugs.map((slug) => (
          <Sprite key={slug} slug={slug} size="small" side={side} alt="" />
        ))}
        {species.map((s) => (
          <Sprite key={s} name={s} size="small" side={side} alt="" />
        ))}
        {slugs.length === 0 && species.length === 0 ? <Sprite size="small" side={side} alt="" /> : null}
      </Group>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}
