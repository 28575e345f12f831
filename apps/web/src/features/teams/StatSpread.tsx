import { EV_MAX_PER_STAT, EV_MAX_TOTAL, IV_MAX, STAT_KEYS, STAT_LABELS, type StatTable } from '@trainerlog/core';
import { Button, Collapse, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

interface StatSpreadProps {
  /** Names the inputs, e.g. "Slot 2". */
  owner: string;
  evs: StatTable;
  ivs: StatTable;
  evError?: string;
  ivError?: string;
  onChange(change: { evs?: StatTable; ivs?: StatTable }): void;
}

const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/** EVs and IVs behind a toggle (most sets only change EVs), with the EV total against the 510 limit. */
export function StatSpread({ owner, evs, ivs, evError, ivError, onChange }: StatSpreadProps) {
  const [opened, { toggle }] = useDisclosure(Boolean(evError || ivError));
  const total = STAT_KEYS.reduce((sum, stat) => sum + evs[stat], 0);
  const over = total > EV_MAX_TOTAL;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={opened}
          leftSection={opened ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        >
          EVs & IVs
        </Button>
        <Text size="sm" c={over ? 'red' : 'dimmed'} aria-live="polite">
          EVs {total}/{EV_MAX_TOTAL}
        </Text>
      </Group>
      <Collapse expanded={opened || Boolean(evError || ivError)}>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {STAT_KEYS.map((stat) => (
              <NumberInput
                key={stat}
                label={`${STAT_LABELS[stat]} EV`}
                aria-label={`${owner} ${STAT_LABELS[stat]} EV`}
                min={0}
                max={EV_MAX_PER_STAT}
                step={4}
                clampBehavior="strict"
                allowDecimal={false}
                value={evs[stat]}
                onChange={(value) => onChange({ evs: { ...evs, [stat]: toNumber(value) } })}
              />
            ))}
          </SimpleGrid>
          {evError ? (
            <Text size="xs" c="red">
              {evError}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {STAT_KEYS.map((stat) => (
              <NumberInput
                key={stat}
                label={`${STAT_LABELS[stat]} IV`}
                aria-label={`${owner} ${STAT_LABELS[stat]} IV`}
                min={0}
                max={IV_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={ivs[stat]}
                onChange={(value) => onChange({ ivs: { ...ivs, [stat]: toNumber(value) } })}
              />
            ))}
          </SimpleGrid>
          {ivError ? (
            <Text size="xs" c="red">
              {ivError}
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Stack>
  );
}
