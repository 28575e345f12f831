import { ActionIcon, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Sprite } from '../../../ui/Sprite.tsx';

interface RestrictedPokemonGridProps {
  names: readonly string[];
  /** The name whose removal is under way, if any. */
  removing: string | undefined;
  onRemove(name: string): void;
}

/** The restricted Pokémon as compact rows (sprite with its crown, name, remove), several per line when room allows. */
export function RestrictedPokemonGrid({ names, removing, onRemove }: RestrictedPokemonGridProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      verticalSpacing="sm"
      aria-label="Restricted Pokémon"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {names.map((name) => (
        <Card key={name} component="li" withBorder radius="md" padding="xs" data-testid="restricted-row">
          <Group gap="sm" wrap="nowrap">
            {/* The name is beside it; the crown names itself "Restricted". */}
            <Sprite name={name} size="small" restricted alt="" />
            <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${name}`}
                loading={removing === name}
                disabled={removing !== undefined && removing !== name}
                onClick={() => onRemove(name)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
