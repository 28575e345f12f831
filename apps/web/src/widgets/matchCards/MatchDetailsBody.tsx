import { Button, Group, Stack, Text } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { ResultBanner } from './GameDetails.tsx';
import { clampGame, GameTabs } from './GameTabs.tsx';
import { MatchDetailsModal } from './MatchDetailsModal.tsx';
import { matchResultReading, NO_GAMES, type ScoredMatch } from './matchText.ts';
import { NotesBlock } from './NotesBlock.tsx';
import { ResultOnlyBanner } from './ResultOnlyBanner.tsx';
import type { NotesTarget } from './types.ts';

/** What both games' details read of a game: its result for the tabs and banner, and its notes. */
interface DetailsGame {
  result: 'win' | 'loss' | 'tie';
  notes: string;
}

/** What both games' details read of a match. */
interface DetailsMatch extends ScoredMatch {
  _id: string;
  games: readonly DetailsGame[];
  notes: string;
  importSource?: string | null;
}

type GameOf<M extends DetailsMatch> = M['games'][number];

/** The props both games' details take; each game adds its own (the deck sprites, the restricted crowns). */
export interface MatchDetailsProps<M> {
  match: M;
  /** The game shown first, counted from 1 (spec: "open on a game number (default 1)"). */
  initialGame?: number;
  onClose(): void;
  /** Without it the notes are read-only (e.g. a friend's or a group member's match). */
  onEditNotes?: (target: NotesTarget) => void;
  /** The last button's text: 'Close' in the dialog, 'Back to Match List' inside a group's popup. */
  closeLabel?: string;
}

interface MatchDetailsBodyProps<M extends DetailsMatch> extends MatchDetailsProps<M> {
  /** A line under the game's result banner (VGC: who went first). */
  bannerNote?: (game: GameOf<M>) => string | null;
  /** The parts about the whole match, under the banner: the decks (TCG); the information and teams (VGC). */
  matchParts: ReactNode;
  /** The shown game's own parts, before its notes. */
  gameParts(game: GameOf<M>): ReactNode;
}

/**
 * The details both games share: game tabs (more than one game), the result banner, the game's parts and notes, then
 * the match's notes and the close button. A result-only match (issue 15) has no games: its result and why the scores
 * are unknown (`ResultOnlyBanner`), no tabs, no game parts.
 */
export function MatchDetailsBody<M extends DetailsMatch>({
  match,
  initialGame = 1,
  onClose,
  onEditNotes,
  closeLabel = 'Close',
  bannerNote,
  matchParts,
  gameParts,
}: MatchDetailsBodyProps<M>) {
  const count = match.games.length;
  const [gameIndex, setGameIndex] = useState(() => clampGame(initialGame, count) - 1);
  const game: GameOf<M> | undefined = match.games[gameIndex];
  const resultOnly = matchResultReading(match).resultOnly;

  return (
    <Stack gap="sm">
      {count > 1 ? <GameTabs games={match.games} value={gameIndex} onChange={setGameIndex} /> : null}

      {resultOnly ? <ResultOnlyBanner match={match} /> : null}
      {game ? <ResultBanner game={game} number={gameIndex + 1} count={count} note={bannerNote?.(game)} /> : null}
      {matchParts}
      {game ? (
        <>
          {gameParts(game)}
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

/**
 * The "Match Details" dialog around a game's details. A new match or starting game starts the tabs again from that
 * game (the key remounts the details).
 */
export function MatchDetailsFrame<M extends { _id: string }>({
  match,
  opened,
  initialGame,
  onClose,
  children,
}: {
  match: M | null;
  opened: boolean;
  initialGame: number;
  onClose(): void;
  children(match: M): ReactNode;
}) {
  return (
    <MatchDetailsModal opened={opened && !!match} onClose={onClose}>
      {match ? <Fragment key={`${match._id}:${initialGame}`}>{children(match)}</Fragment> : null}
    </MatchDetailsModal>
  );
}
