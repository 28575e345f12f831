import {
  STAT_KEYS,
  STAT_LABELS,
  STAT_POINTS_MAX_PER_STAT,
  STAT_POINTS_MAX_TOTAL,
  type StatTable,
} from '@trainerlog/core';
import { Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';

interface StatPointsSpreadProps {
  /** Names the inputs, e.g. "Slot 2". */
  owner: string;
  /** The Pokémon's stat points; undefined when it has none yet (all shown as 0). */
  statPoints: StatTable | undefined;
  error?: string;
  onChange(statPoints: StatTable): void;
}

const NO_POINTS: StatTable = { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 };
const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * Pokémon Champions' stat points (issue 29), in place of EVs and IVs for a team whose format is a Champions one:
 * 0–32 in a stat, 66 in all (core `statPointsSchema`; IVs are fixed in Champions, so they are not asked). Always
 * open — they are the whole spread of a Champions set — with the total against 66 said as it changes; a stat above
 * 32 cannot be typed, a total above 66 is said in red here and refused on save with the schema's message.
 */
export function StatPointsSpread({ owner, statPoints, error, onChange }: StatPointsSpreadProps) {
  const points = statPoints ?? NO_POINTS;
  const total = STAT_KEYS.reduce((sum, stat) => sum + points[stat], 0);
  const over = total > STAT_POINTS_MAX_TOTAL;
  return (
    <Stack gap="xs" role="group" aria-label={`${owner} stat points`}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Stat points
        </Text>
        <Text size="sm" c={over ? 'red' : 'dimmed'} aria-live="polite" data-testid="stat-points-total">
          {total}/{STAT_POINTS_MAX_TOTAL}
          {over ? ` — ${total - STAT_POINTS_MAX_TOTAL} too many` : ''}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {STAT_KEYS.map((stat) => (
          <NumberInput
            key={stat}
            label={`${STAT_LABELS[stat]} SP`}
            aria-label={`${owner} ${STAT_LABELS[stat]} stat points`}
            min={0}
            max={STAT_POINTS_MAX_PER_STAT}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={points[stat]}
            onChange={(value) => onChange({ ...points, [stat]: toNumber(value) })}
          />
        ))}
      </SimpleGrid>
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Up to {STAT_POINTS_MAX_PER_STAT} in a stat and {STAT_POINTS_MAX_TOTAL} in all; IVs are always 31 in Pokémon
          Champions.
        </Text>
      )}
    </Stack>
  );
}
