import type { TcgMatch } from '@trainerlog/core';
import { Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DeckInformation } from './DeckInformation.tsx';
import { GameStartDetails, PrizeCards, ResultBanner } from './GameDetails.tsx';
import { NotesBlock } from './NotesBlock.tsx';
import type { NotesTarget, YourDeckSprites } from './types.ts';

export interface TcgMatchDetailsDialogProps {
  match: TcgMatch | null;
  opened: boolean;
  /** The game shown first, counted from 1 (spec: "open on a game number (default 1)"). */
  initialGame?: number;
  yourDeckSprites?: YourDeckSprites | null;
  onClose(): void;
  /** Without it the notes are read-only (e.g. a friend's or a group member's match). */
  onEditNotes?: (target: NotesTarget) => void;
}

/** TCG Match Details (spec part 1 §2): game tabs, result banner, decks, game start, prizes and notes. */
export function TcgMatchDetailsDialog({
  match,
  opened,
  initialGame = 1,
  yourDeckSprites,
  onClose,
  onEditNotes,
}: TcgMatchDetailsDialogProps) {
  // Read at once (no server rendering here), so a phone never sees the windowed dialog flash first.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened && !!match} onClose={onClose} title="Match Details" size="lg" fullScreen={phone} centered>
      {match ? (
        // A new match or starting game starts the tabs again from that game.
        <MatchDetails
          key={`${match._id}:${initialGame}`}
          match={match}
          initialGame={initialGame}
          yourDeckSprites={yourDeckSprites}
          onClose={onClose}
          onEditNotes={onEditNotes}
        />
      ) : null}
    </Modal>
  );
}

function MatchDetails({
  match,
  initialGame,
  yourDeckSprites,
  onClose,
  onEditNotes,
}: Omit<TcgMatchDetailsDialogProps, 'opened' | 'match' | 'initialGame'> & { match: TcgMatch; initialGame: number }) {
  const count = match.games.length;
  const [gameIndex, setGameIndex] = useState(() => clampGame(initialGame, count) - 1);
  const game = match.games[gameIndex];

  return (
    <Stack gap="sm">
      {count > 1 ? (
        <Tabs value={String(gameIndex)} onChange={(value) => value !== null && setGameIndex(Number(value))}>
          <Tabs.List grow>
            {match.games.map((g, i) => (
              <Tabs.Tab
                key={i}
                value={String(i)}
                rightSection={
                  <Badge size="xs" circle variant="light" color={g.result === 'win' ? 'teal' : 'red'}>
                    {g.result === 'win' ? 'W' : 'L'}
                  </Badge>
                }
              >
                Game {i + 1}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}

      {game ? <ResultBanner game={game} number={gameIndex + 1} count={count} /> : null}
      <DeckInformation match={match} yourDeckSprites={yourDeckSprites} />
      {game ? (
        <>
          <GameStartDetails game={game} />
          <PrizeCards game={game} />
          <NotesBlock
            title="Game Notes"
            notes={game.notes}
            onEdit={onEditNotes ? () => onEditNotes({ kind: 'game', index: gameIndex }) : undefined}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No games were recorded for this match.
        </Text>
      )}
      <NotesBlock
        title="Match Notes"
        notes={match.notes}
        onEdit={onEditNotes ? () => onEditNotes({ kind: 'match' }) : undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

/** A game number within 1..count (a stale link may ask for game 3 of a two-game match). */
function clampGame(requested: number, count: number): number {
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return Math.min(requested, Math.max(count, 1));
}
