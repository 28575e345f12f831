/**
 * Logs of the paste that no match takes (issue 12): imported before ("Already imported"), pasted twice ("Duplicate in
 * paste"), or text between the logs that turned out not to be a game log. Listed so the player sees why a log they
 * pasted is not offered, never silently dropped.
 */
import { PTCGL_LOG_ALREADY_IMPORTED, type PtcglGamePreview } from '@trainerlog/core';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { resultWords } from './gameWords.ts';

export function leftOutReason(game: PtcglGamePreview): 'imported' | 'duplicate' | 'not-a-log' | null {
  if (!game.reading.isGameLog) return 'not-a-log';
  if (game.duplicateOf !== null) return 'duplicate';
  if (game.alreadyImported) return 'imported';
  return null;
}

function LeftOutLog({ game }: { game: PtcglGamePreview }) {
  const reason = leftOutReason(game);
  const players = game.reading.players;
  const names = game.me ? `You (${game.me}) vs ${game.opponent ?? 'Unknown'}` : players.join(' vs ') || 'No players';
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`ptcgl-left-out-${game.index}`}>
      <Group justify="space-between" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            Log {game.index + 1}
            {reason !== 'not-a-log' ? ` · ${resultWords(game.fields.result)}` : ''}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {reason === 'not-a-log' ? (game.reading.notALogReason ?? 'Not a game log') : names}
          </Text>
        </Stack>
        {reason === 'imported' ? (
          <Badge color="orange" variant="light">
            Already imported
          </Badge>
        ) : reason === 'duplicate' ? (
          <Badge color="gray" variant="light">
            Duplicate in paste (log {(game.duplicateOf ?? 0) + 1})
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            Not a game log
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

export function LeftOutLogs({
  games,
  nothingToImport,
}: {
  games: readonly PtcglGamePreview[];
  nothingToImport: boolean;
}) {
  if (games.length === 0) return null;
  const imported = games.filter((g) => leftOutReason(g) === 'imported').length;
  return (
    <Stack gap="xs" component="section" aria-label="Logs not imported">
      {nothingToImport && imported > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={PTCGL_LOG_ALREADY_IMPORTED}>
          {imported === games.length
            ? 'Every log in this paste is already in your matches, so there is nothing to import.'
            : 'Nothing in this paste is left to import.'}
        </Alert>
      ) : null}
      <Title order={3} fz="md">
        Not imported
      </Title>
      {games.map((game) => (
        <LeftOutLog key={game.index} game={game} />
      ))}
    </Stack>
  );
}
