/**
 * Replays of the import that no match takes (issue 13), each with why: imported before ("Already imported"), given
 * twice ("Duplicate"), or not importable (not a replay, not a VGC doubles battle — core's message, with the format).
 * Listed so the player sees why a replay they gave is not offered, never silently dropped.
 */
import { SHOWDOWN_REPLAY_ALREADY_IMPORTED, type ShowdownGamePreview } from '@trainerlog/core';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { LeftOutBadge, LeftOutEntry, LeftOutSection } from '../../ui/importReview/LeftOut.tsx';

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
    <LeftOutEntry testId={`showdown-left-out-${game.index}`}>
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
          <LeftOutBadge reason="imported">Already imported</LeftOutBadge>
        ) : reason === 'duplicate' ? (
          <LeftOutBadge reason="duplicate">Duplicate</LeftOutBadge>
        ) : (
          <LeftOutBadge reason="other">{game.reading.isReplay ? 'Not VGC' : 'Not a replay'}</LeftOutBadge>
        )}
      </Group>
    </LeftOutEntry>
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
  return (
    <LeftOutSection
      label="Replays not imported"
      count={games.length}
      imported={games.filter((g) => leftOutReason(g) === 'imported').length}
      nothingToImport={nothingToImport}
      importedTitle={SHOWDOWN_REPLAY_ALREADY_IMPORTED}
      allImported="Every replay here is already in your matches, so there is nothing to import."
      restImported="Nothing here is left to import."
    >
      {games.map((game) => (
        <LeftOutReplay key={game.index} game={game} origin={originOf(game.index)} originOf={originOf} />
      ))}
    </LeftOutSection>
  );
}
