import type { TcgMatch } from '@trainerlog/core';
import { DeckInformation } from './DeckInformation.tsx';
import { GameStartDetails, PrizeCards } from './GameDetails.tsx';
import { MatchDetailsBody, MatchDetailsFrame, type MatchDetailsProps } from './MatchDetailsBody.tsx';
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
    <MatchDetailsFrame match={match} opened={opened} initialGame={initialGame} onClose={onClose}>
      {(shown) => (
        <TcgMatchDetails
          match={shown}
          initialGame={initialGame}
          yourDeckSprites={yourDeckSprites}
          onClose={onClose}
          onEditNotes={onEditNotes}
        />
      )}
    </MatchDetailsFrame>
  );
}

export type TcgMatchDetailsProps = MatchDetailsProps<TcgMatch> & { yourDeckSprites?: YourDeckSprites | null };

/** The dialog's body without its frame, for screens that show a match inside their own dialog (a group's popup). */
export function TcgMatchDetails({ yourDeckSprites, ...props }: TcgMatchDetailsProps) {
  return (
    <MatchDetailsBody
      {...props}
      matchParts={<DeckInformation match={props.match} yourDeckSprites={yourDeckSprites} />}
      gameParts={(game) => (
        <>
          <GameStartDetails game={game} />
          <PrizeCards game={game} />
        </>
      )}
    />
  );
}
