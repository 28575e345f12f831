import type { VgcMatch } from '@trainerlog/core';
import { MatchDetailsBody, MatchDetailsFrame, type MatchDetailsProps } from './MatchDetailsBody.tsx';
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
    <MatchDetailsFrame match={match} opened={opened} initialGame={initialGame} onClose={onClose}>
      {(shown) => (
        <VgcMatchDetails
          match={shown}
          initialGame={initialGame}
          isRestricted={isRestricted}
          onClose={onClose}
          onEditNotes={onEditNotes}
        />
      )}
    </MatchDetailsFrame>
  );
}

export type VgcMatchDetailsProps = MatchDetailsProps<VgcMatch> & { isRestricted?: IsRestricted };

/** The dialog's body without its frame, for screens that show a match inside their own dialog (a group's popup). */
export function VgcMatchDetails({ isRestricted, ...props }: VgcMatchDetailsProps) {
  return (
    <MatchDetailsBody
      {...props}
      bannerNote={whoWentFirstText}
      matchParts={
        <>
          <VgcMatchInformation match={props.match} />
          <VgcTeams match={props.match} isRestricted={isRestricted} />
        </>
      }
      gameParts={(game) => (
        <>
          <VgcLeads game={game} isRestricted={isRestricted} />
          <VgcPokemonUsed game={game} isRestricted={isRestricted} />
          <VgcGameFacts game={game} />
        </>
      )}
    />
  );
}
