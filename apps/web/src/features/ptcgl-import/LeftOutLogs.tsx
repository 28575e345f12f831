/**
 * Logs of the paste that no match takes (issue 12): imported before ("Already imported"), pasted twice ("Duplicate in
 * paste"), or text between the logs that turned out not to be a game log. Listed so the player sees why a log they
 * pasted is not offered, never silently dropped.
 */
import { PTCGL_LOG_ALREADY_IMPORTED, type PtcglGamePreview } from '@trainerlog/core';
import { Group, Stack, Text } from '@mantine/core';
import { LeftOutBadge, LeftOutEntry, LeftOutSection } from '../../ui/importReview/LeftOut.tsx';
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
    <LeftOutEntry testId={`ptcgl-left-out-${game.index}`}>
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
          <LeftOutBadge reason="imported">Already imported</LeftOutBadge>
        ) : reason === 'duplicate' ? (
          <LeftOutBadge reason="duplicate">Duplicate in paste (log {(game.duplicateOf ?? 0) + 1})</LeftOutBadge>
        ) : (
          <LeftOutBadge reason="other">Not a game log</LeftOutBadge>
        )}
      </Group>
    </LeftOutEntry>
  );
}

export function LeftOutLogs({
  games,
  nothingToImport,
}: {
  games: readonly PtcglGamePreview[];
  nothingToImport: boolean;
}) {
  return (
    <LeftOutSection
      label="Logs not imported"
      count={games.length}
      imported={games.filter((g) => leftOutReason(g) === 'imported').length}
      nothingToImport={nothingToImport}
      importedTitle={PTCGL_LOG_ALREADY_IMPORTED}
      allImported="Every log in this paste is already in your matches, so there is nothing to import."
      restImported="Nothing in this paste is left to import."
    >
      {games.map((game) => (
        <LeftOutLog key={game.index} game={game} />
      ))}
    </LeftOutSection>
  );
}
