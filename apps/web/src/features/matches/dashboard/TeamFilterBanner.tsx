import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';

/** Spec part 1 §2: "Showing matches for team: {team name or Unnamed Team}" with a Clear Filter button. */
export function TeamFilterBanner({ name, onClear }: { name: string; onClear(): void }) {
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} />} data-testid="team-filter-banner" py="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Showing matches for team: <strong>{name}</strong>
        </Text>
        <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={onClear}>
          Clear Filter
        </Button>
      </Group>
    </Alert>
  );
}
