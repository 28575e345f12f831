import type { PokemonSummary } from '@trainerlog/core';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Sprite } from './Sprite.tsx';

/** A Pokédex search result as an option: sprite, name and types. */
export function SpeciesOption({ pokemon }: { pokemon: PokemonSummary }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Sprite slug={pokemon.imageUrl} name={pokemon.name} number={pokemon.num} size="small" alt="" />
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {pokemon.name}
        </Text>
        <Group gap={4}>
          {pokemon.types.map((type) => (
            <Badge key={type} size="xs" variant="light" color="gray">
              {type}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Group>
  );
}
