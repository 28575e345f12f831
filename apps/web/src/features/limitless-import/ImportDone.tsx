/**
 * After an import (issue 15): what was imported — the tournament, placing, record, how many matches, the group and
 * the deck or team — and the ways on: "View matches" (the dashboard on the tournament's game), "Open group" (the
 * match groups page with the group's matches) and "Import another".
 */
import type { LimitlessHistoryEntry } from '@trainerlog/core';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconFolder, IconList, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { groupLink } from './groupLink.ts';
import { LIST_NOUN, matchesText, placingText, recordText } from './limitlessText.ts';

interface ImportDoneProps {
  entry: LimitlessHistoryEntry;
  onViewMatches(): void;
  onImportAnother(): void;
}

export function ImportDone({ entry, onViewMatches, onImportAnother }: ImportDoneProps) {
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-label="Import done">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Tournament imported
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.name}
        </Text>
        <Text c="dimmed" size="sm">
          {placingText(entry.placing, entry.players)} · {recordText(entry.record)}
        </Text>
        <Text size="sm" maw={480}>
          {matchesText(entry.matchCount)} {entry.matchCount === 1 ? 'is' : 'are'} in your match history
          {entry.group ? ` and in the group “${entry.group.name}”` : ''}.
          {entry.list ? ` Your ${LIST_NOUN[entry.game]} is “${entry.list.name}”.` : ''}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button leftSection={<IconList size={16} />} onClick={onViewMatches}>
            View matches
          </Button>
          {entry.group ? (
            <Button
              component={Link}
              to={groupLink(entry.group._id)}
              variant="default"
              leftSection={<IconFolder size={16} />}
            >
              Open group
            </Button>
          ) : null}
          <Button variant="subtle" leftSection={<IconRefresh size={16} />} onClick={onImportAnother}>
            Import another
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
