/**
 * "Imported tournaments" (issue 15, History): the tournaments the member imported, newest import first — the day,
 * name, game and format, placing ("3rd of 64"), record W-L-T, how many matches, and links to the match group and to
 * the tournament on Limitless; an empty state before the first import.
 */
import { formatMatchDate, type LimitlessHistoryEntry } from '@trainerlog/core';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFolder, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLimitlessHistory } from '../../data/shared/useLimitlessImport.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FailureAlert } from './FailureAlert.tsx';
import { groupLink } from './groupLink.ts';
import { GAME_LABELS, matchesText, placingText, recordText } from './limitlessText.ts';

export const NO_HISTORY = 'No tournaments imported yet';

export function HistoryList({ onStart }: { onStart(): void }) {
  const history = useLimitlessHistory();
  if (history.isPending) {
    return (
      <Stack gap="sm" role="group" aria-label="Loading imported tournaments" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <FailureAlert
        title="Could not load your imported tournaments"
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const imports = history.data.imports;
  if (imports.length === 0) {
    return (
      <EmptyState
        icon={<IconTrophy size={30} />}
        title={NO_HISTORY}
        actions={
          <Button variant="light" onClick={onStart}>
            Find a tournament
          </Button>
        }
      >
        Tournaments you import from Limitless show here with your placing, record and their match group.
      </EmptyState>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label="Imported tournaments"
    >
      {imports.map((entry) => (
        <li key={entry.tournamentId}>
          <HistoryCard entry={entry} />
        </li>
      ))}
    </Stack>
  );
}

function HistoryCard({ entry }: { entry: LimitlessHistoryEntry }) {
  return (
    <Card withBorder radius="lg" padding="md" aria-label={entry.name} component="article">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {formatMatchDate(entry.date)}
          </Text>
          <Badge size="xs" variant="light">
            {GAME_LABELS[entry.game]}
          </Badge>
          {entry.format ? (
            <Badge size="xs" variant="light" color="gray">
              {entry.format}
            </Badge>
          ) : null}
        </Group>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {entry.name}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            <Text span fw={600}>
              {placingText(entry.placing, entry.players)}
            </Text>{' '}
            as {entry.playerName}
          </Text>
          <Text size="sm">
            <VisuallyHidden>Record: </VisuallyHidden>
            {recordText(entry.record)}
          </Text>
          <Text size="sm" c="dimmed">
            {matchesText(entry.matchCount)}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          {entry.group ? (
            <Anchor component={Link} to={groupLink(entry.group._id)} size="sm" fw={600}>
              <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
                <IconFolder size={14} aria-hidden />
                Open group
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Group deleted
            </Text>
          )}
          <Anchor href={entry.link} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
              Limitless
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
