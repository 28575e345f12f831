import { formatMatchDate, type Season } from '@trainerlog/core';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconStar, IconTrash } from '@tabler/icons-react';

interface SeasonListProps {
  seasons: Season[];
  /** The season whose set-current call is under way, if any. */
  settingCurrentId: string | undefined;
  onSetCurrent(season: Season): void;
  onEdit(season: Season): void;
  onDelete(season: Season): void;
}

/** Every season, newest start first: the current one marked, each with its actions. */
export function SeasonList({ seasons, settingCurrentId, onSetCurrent, onEdit, onDelete }: SeasonListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Seasons" p={0} m={0} style={{ listStyle: 'none' }}>
      {seasons.map((season) => (
        <Card
          key={season._id}
          component="li"
          withBorder
          radius="lg"
          padding="md"
          data-testid="season-row"
          data-current={season.isCurrent || undefined}
          style={season.isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
        >
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
              <Group gap="xs" miw={0}>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {season.name}
                </Text>
                {season.isCurrent ? (
                  <Badge variant="filled" style={{ flexShrink: 0 }}>
                    Current
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {formatMatchDate(season.startDate)} – {formatMatchDate(season.endDate)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap" ml="auto">
              {season.isCurrent ? null : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconStar size={14} />}
                  loading={settingCurrentId === season._id}
                  disabled={settingCurrentId !== undefined && settingCurrentId !== season._id}
                  onClick={() => onSetCurrent(season)}
                  aria-label={`Set ${season.name} as current`}
                >
                  Set Current
                </Button>
              )}
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Edit ${season.name}`}
                  onClick={() => onEdit(season)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Delete ${season.name}`}
                  onClick={() => onDelete(season)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
