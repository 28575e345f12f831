import type { GameSplit } from '@trainerlog/core';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Sprite } from '../../../ui/Sprite.tsx';
import { SplitTable } from '../shared/SplitTable.tsx';

/** Parts every VGC analytics section uses: tabular figures, Pokémon labels, the section card. */

export const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Sprites and names of one or two Pokémon ("Incineroar + Flutter Mane"). */
export function PokemonLabel({
  names,
  side = 'player',
  size = 'sm',
}: {
  names: readonly string[];
  side?: 'player' | 'opponent';
  size?: 'sm' | 'xs';
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
        {names.map((name) => (
          <Sprite key={name} name={name} side={side} size="small" alt="" style={{ width: 32, height: 32 }} />
        ))}
      </Group>
      <Text size={size} fw={500} lineClamp={2}>
        {names.join(' + ')}
      </Text>
    </Group>
  );
}

export function SectionCard({
  title,
  label,
  description,
  children,
}: {
  title: string;
  label?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label ?? title}>
      <Title order={2} fz="md">
        {title}
      </Title>
      {description ? (
        <Text size="xs" c="dimmed" mb="xs">
          {description}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}

/**
 * A once-per-battle mechanic (Tera, Mega Evolution) side by side: your win rate in the games you and your opponents
 * used it and did not, over each side's recorded games.
 */
export function UsedAndNotTables({
  own,
  opponent,
}: {
  own: { title: string; used: GameSplit; didNot: GameSplit };
  opponent: { title: string; used: GameSplit; didNot: GameSplit };
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <SplitTable
        title={own.title}
        description="Your win rate."
        rows={[
          { label: 'When you did', split: own.used },
          { label: 'When you did not', split: own.didNot },
        ]}
      />
      <SplitTable
        title={opponent.title}
        description="Your win rate."
        rows={[
          { label: 'When they did', split: opponent.used },
          { label: 'When they did not', split: opponent.didNot },
        ]}
      />
    </SimpleGrid>
  );
}
