import type { TcgMatch } from '@trainerlog/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DeckInformation } from './DeckInformation.tsx';
import { GameStartDetails, PrizeCards, ResultBanner } from './GameDetails.tsx';
import { clampGame, GameTabs } from './GameTabs.tsx';
import { MatchDetailsModal } from './MatchDetailsModal.tsx';
import { matchResultReading, NO_GAMES } from './matchText.ts';
import { NotesBlock } from './NotesBlock.tsx';
import { ResultOnlyBanner } from './ResultOnlyBanner.tsx';
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

/**
 * TCG Match Details (spec part 1 §2): game tabs, result banner, decks, game start, prizes and notes; a result-only
 * match shows its recorded result instead of the games (`ResultOnlyBanner`).
 */
export function TcgMatchDetailsDialog({
  match,
  opened,
  initialGame = 1,
  yourDeckSprites,
  onClose,
  onEditNotes,
}: TcgMatchDetailsDialogProps) {
  return (
    <MatchDetailsModal opened={opened && !!match} onClose={onClose}>
      {match ? (
        // A new match or starting game starts the tabs again from that game.
        <TcgMatchDetails
          key={`${match._id}:${initialGame}`}
          match={match}
          initialGame={initialGame}
          yourDeckSprites={yourDeckSprites}
          onClose={onClose}
          onEditNotes={onEditNotes}
        />
      ) : null}
    </MatchDetailsModal>
  );
}

export type TcgMatchDetailsProps = Omit<TcgMatchDetailsDialogProps, 'opened' | 'match' | 'initialGame'> & {
  match: TcgMatch;
  initialGame?: number;
  /** The last button's text: 'Close' in the dialog, 'Back to Match List' inside a group's popup. */
  closeLabel?: string;
};

/** The dialog's body without its frame, for screens that show a match inside their own dialog (a group's popup). */
export function TcgMatchDetails({
  match,
  initialGame = 1,
  yourDeckSprites,
  onClose,
  onEditNotes,
  closeLabel = 'Close',
}: TcgMatchDetailsProps) {
  const count = match.games.length;
  const [gameIndex, setGameIndex] = useState(() => clampGame(initialGame, count) - 1);
  const game = match.games[gameIndex];
  // A result-only match (issue 15) has no games: its result and why the scores are unknown, no tabs, no game parts.
  const resultOnly = matchResultReading(match).resultOnly;

  return (
    <Stack gap="sm">
      {count > 1 ? <GameTabs games={match.games} value={gameIndex} onChange={setGameIndex} /> : null}

      {resultOnly ? <ResultOnlyBanner match={match} /> : null}
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
      ) : resultOnly ? null : (
        <Text size="sm" c="dimmed">
          {NO_GAMES}
        </Text>
      )}
      <NotesBlock
        title="Match Notes"
        notes={match.notes}
        onEdit={onEditNotes ? () => onEditNotes({ kind: 'match' }) : undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
