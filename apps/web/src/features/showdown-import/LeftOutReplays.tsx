/**
 * Replays of the import that no match takes (issue 13), each with why: imported before ("Already imported"), given
 * twice ("Duplicate"), or not importable (not a replay, not a VGC doubles battle — core's message, with the format).
 * Listed so the player sees why a replay they gave is not offered, never silently dropped.
 */
import { SHOWDOWN_REPLAY_ALREADY_IMPORTED, type ShowdownGamePreview } from '@trainerlog/core';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export type LeftOutReason = 'problem' | 'duplicate' | 'imported';

export function leftOutReason(game: ShowdownGamePreview): LeftOutReason | null {
  if (game.problem !== null) return 'problem';
  if (game.duplicateOf !== null) return 'duplicate';
  if (game.alreadyImported) return 'imported';
  return null;
}

function LeftOutReplay({
  game,
  origin,
  originOf,
}: {
  game: ShowdownGamePreview;
  origin: string;
  originOf(index: number): string;
}) {
  const reason = leftOutReason(game);
  const { players, format } = game.reading;
  const names = players.p1 || players.p2 ? `${players.p1 || '?'} vs ${players.p2 || '?'}` : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`showdown-left-out-${game.index}`}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          {game.replayLink ? (
            <Anchor
              href={game.replayLink}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {game.replayLink}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {origin}
            </Text>
          )}
          {names ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {names}
              {format ? ` · ${format}` : ''}
            </Text>
          ) : null}
          <Text size="sm">
            {reason === 'problem'
              ? game.problem
              : reason === 'duplicate'
                ? `The same battle as ${originOf(game.duplicateOf!)}`
                : SHOWDOWN_REPLAY_ALREADY_IMPORTED}
          </Text>
        </Stack>
        {reason === 'imported' ? (
          <Badge color="orange" variant="light">
            Already imported
          </Badge>
        ) : reason === 'duplicate' ? (
          <Badge color="gray" variant="light">
            Duplicate
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            {game.reading.isReplay ? 'Not VGC' : 'Not a replay'}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

export function LeftOutReplays({
  games,
  nothingToImport,
  originOf,
}: {
  games: readonly ShowdownGamePreview[];
  nothingToImport: boolean;
  originOf(index: number): string;
}) {
  if (games.length === 0) return null;
  const imported = games.filter((g) => leftOutReason(g) === 'imported').length;
  return (
    <Stack gap="xs" component="section" aria-label="Replays not imported">
      {nothingToImport && imported > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={SHOWDOWN_REPLAY_ALREADY_IMPORTED}
          role="alert"
        >
          {imported === games.length
            ? 'Every replay here is already in your matches, so there is nothing to import.'
            : 'Nothing here is left to import.'}
        </Alert>
      ) : null}
      <Title order={3} fz="md">
        Not imported
      </Title>
      {games.map((game) => (
        <LeftOutReplay key={game.index} game={game} origin={originOf(game.index)} originOf={originOf} />
      ))}
    </Stack>
  );
}
