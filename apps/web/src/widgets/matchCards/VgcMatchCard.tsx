import type { VgcMatch } from '@trainerlog/core';
import { memo } from 'react';
import { MatchCardShell } from './MatchCardShell.tsx';
import type { MatchCardLook } from './types.ts';
import { VgcClassicCardBody } from './VgcClassicCardBody.tsx';
import { VgcModernCardBody } from './VgcModernCardBody.tsx';
import type { IsRestricted } from './VgcPokemon.tsx';
import { vgcCardOpenLabel } from './vgcMatchText.ts';

export interface VgcMatchCardProps {
  match: VgcMatch;
  /** The dashboard's card look applies to both games. */
  look: MatchCardLook;
  /** Crowns restricted Pokémon (`useRestrictedPokemon().isRestricted`); keep it stable so the memo holds. */
  isRestricted?: IsRestricted;
  onOpen(match: VgcMatch): void;
  /** The spec's edit-notes button; the dashboard opens the notes editor on the match's notes. */
  onEditNotes(match: VgcMatch): void;
  /** The full edit form (/edit-match/vgc/:id), offered only when given. */
  onEdit?: (match: VgcMatch) => void;
  /** Deletion is offered only when given, as on the TCG card. */
  onDelete?: (match: VgcMatch) => void;
}

function VgcMatchCardView({ match, look, isRestricted, onOpen, onEditNotes, onEdit, onDelete }: VgcMatchCardProps) {
  const Body = look === 'classic' ? VgcClassicCardBody : VgcModernCardBody;
  return (
    <MatchCardShell
      match={match}
      look={look}
      testId="vgc-match-card"
      openLabel={vgcCardOpenLabel(match)}
      onOpen={onOpen}
      onEditNotes={onEditNotes}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {(actions) => <Body match={match} isRestricted={isRestricted} actions={actions} />}
    </MatchCardShell>
  );
}

/** A VGC match in the dashboard list, in the modern or classic look (spec part 1 §2 "VGC match card"). */
export const VgcMatchCard = memo(VgcMatchCardView);
