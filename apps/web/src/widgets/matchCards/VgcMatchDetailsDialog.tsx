import type { VgcMatch } from '@trainerlog/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ResultBanner } from './GameDetails.tsx';
import { clampGame, GameTabs } from './GameTabs.tsx';
import { MatchDetailsModal } from './MatchDetailsModal.tsx';
import { matchResultReading, NO_GAMES } from './matchText.ts';
import { NotesBlock } from './NotesBlock.tsx';
import { ResultOnlyBanner } from './ResultOnlyBanner.tsx';
import type { NotesTarget } from './types.ts';
import { VgcGameFacts, VgcLeads, VgcMatchInformation, VgcPokemonUsed, VgcTeams } from './VgcGameDetails.tsx';
import type { IsRestricted } from './VgcPokemon.tsx';
import { whoWentFirstText } from './vgcMatchText.ts';

export interface VgcMatchDetailsDialogProps {
  match: VgcMatch | null;
  opened: boolean;
  /** The game shown first, counted from 1 (spec: "open on a game number (default 1)"). */
  initialGame?: number;
  /** Crowns restricted Pokémon; without it nothing is crowned. */
  isRestricted?: IsRestricted;
  onClose(): void;
  /** Without it the notes are read-only (e.g. a friend's or a group member's match). */
  onEditNotes?: (target: NotesTarget) => void;
}

/**
 * VGC Match Details (spec part 1 §2 "VGC match card"): game tabs, then per game the result and who went first, both
 * teams, leads, Pokémon used, turn order, first knockout, replay and game notes; the match's own notes last. A
 * result-only match shows its recorded result instead of the games (`ResultOnlyBanner`). The props are the TCG
 * dialog's, with `isRestricted` in place of the deck sprites.
 */
export function VgcMatchDetailsDialog({
  match,
  opened,
  initialGame = 1,
  isRestricted,
  onClose,
  onEditNotes,
}: VgcMatchDetailsDialogProps) {
  return (
    <MatchDetailsModal opened={opened && !!match} onClose={onClose}>
      {match ? (
        // A new match or starting game starts the tabs again from that game.
        <VgcMatchDetails
          key={`${match._id}:${initialGame}`}
          match={match}
          initialGame={initialGame}
          isRestricted={isRestricted}
          onClose={onClose}
          onEditNotes={onEditNotes}
        />
      ) : null}
    </MatchDetailsModal>
  );
}

export type VgcMatchDetailsProps = Omit<VgcMatchDetailsDialogProps, 'opened' | 'match' | 'initialGame'> & {
  match: VgcMatch;
  initialGame?: number;
  /** The last button's text: 'Close' in the dialog, 'Back to Match List' inside a group's popup. */
  closeLabel?: string;
};

/** The dialog's body without its frame, for screens that show a match inside their own dialog (a group's popup). */
export function VgcMatchDetails({
  match,
  initialGame = 1,
  isRestricted,
  onClose,
  onEditNotes,
  closeLabel = 'Close',
}: VgcMatchDetailsProps) {
  const count = match.games.length;
  const [gameIndex, setGameIndex] = useState(() => clampGame(initialGame, count) - 1);
  const game = match.games[gameIndex];
  // A result-only match (issue 15) has no games: its result and why the scores are unknown, no tabs, no game parts.
  const resultOnly = matchResultReading(match).resultOnly;

  return (
    <Stack gap="sm">
      {count > 1 ? <GameTabs games={match.games} value={gameIndex} onChange={setGameIndex} /> : null}

      {resultOnly ? <ResultOnlyBanner match={match} /> : null}
      {game ? <ResultBanner game={game} number={gameIndex + 1} count={count} note={whoWentFirstText(game)} /> : null}
      <VgcMatchInformation match={match} />
      <VgcTeams match={match} isRestricted={isRestricted} />
      {game ? (
        <>
          <VgcLeads game={game} isRestricted={isRestricted} />
          <VgcPokemonUsed game={game} isRestricted={isRestricted} />
          <VgcGameFacts game={game} />
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
