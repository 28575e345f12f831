import { Autocomplete, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchSpriteSlugs } from '../../data/shared/cards.ts';
import { Sprite } from '../../ui/Sprite.tsx';

interface SpritePickerProps {
  label: string;
  value: string | null;
  onChange(slug: string | null): void;
  error?: string;
}

/** Picks a pokesprite slug from the server's index, with a live preview; a slug typed by hand is kept as typed. */
export function SpritePicker({ label, value, onChange, error }: SpritePickerProps) {
  const slugs = useQuery({
    queryKey: ['sprites', 'index'],
    queryFn: fetchSpriteSlugs,
    staleTime: Infinity,
    retry: 1,
  });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Sprite slug={value} size="large" side="player" alt={value ? `${label}: ${value}` : `${label}: none`} />
      <Autocomplete
        label={label}
        placeholder="Search Pokémon, e.g. gardevoir"
        data={slugs.data ?? []}
        limit={30}
        value={value ?? ''}
        onChange={(next) => onChange(next.trim() ? next.trim().toLowerCase() : null)}
        error={error}
        clearable
        maxDropdownHeight={280}
        style={{ flex: 1, minWidth: 0 }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <Sprite slug={option.value} size="small" alt="" />
            <Text size="sm">{option.value}</Text>
          </Group>
        )}
      />
    </Group>
  );
}
