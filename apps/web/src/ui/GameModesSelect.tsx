import type { GameMode } from '@trainerlog/core';
import { Group, MultiSelect, Text, type MultiSelectProps } from '@mantine/core';
import classes from './GameModesSelect.module.css';
import { IconCards, IconDeviceGamepad2 } from '@tabler/icons-react';

/** Spec part 1 §3 "Game mode option": value, label, icon, colour, description. */
export const GAME_MODE_OPTIONS: { value: GameMode; label: string; description: string; color: string }[] = [
  { value: 'tcg', label: 'TCG', description: 'Pokémon Trading Card Game, tracked per deck', color: 'orange' },
  { value: 'vgc', label: 'VGC', description: 'Video Game Championships doubles, tracked per team', color: 'grape' },
];

const ICONS = { tcg: IconCards, vgc: IconDeviceGamepad2 } as const;

interface GameModesSelectProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: GameMode[];
  onChange(value: GameMode[]): void;
}

/** The "Game modes" multi-select: both modes on offer, and the last one selected cannot be removed. */
export function GameModesSelect({ value, onChange, ...props }: GameModesSelectProps) {
  return (
    <MultiSelect
      label="Game modes"
      description="Select at least 1 option"
      data={GAME_MODE_OPTIONS.map(({ value: v, label }) => ({ value: v, label }))}
      value={value}
      onChange={(next) => {
        if (next.length === 0) return;
        onChange(next.filter((mode): mode is GameMode => mode === 'tcg' || mode === 'vgc'));
      }}
      clearable={false}
      // The last selected mode cannot be removed, so its remove button is hidden.
      className={value.length <= 1 ? classes.single : undefined}
      searchable={false}
      renderOption={({ option }) => {
        const mode = GAME_MODE_OPTIONS.find((o) => o.value === option.value);
        const Icon = ICONS[option.value as GameMode];
        return (
          <Group gap="sm" wrap="nowrap">
            <Icon size={18} color={`var(--mantine-color-${mode?.color ?? 'gray'}-6)`} />
            <div>
              <Text size="sm" fw={600}>
                {option.label}
              </Text>
              <Text size="xs" c="dimmed">
                {mode?.description}
              </Text>
            </div>
          </Group>
        );
      }}
      {...props}
    />
  );
}
