import type { VgcMatch } from '@trainerlog/core';
import { memo, type ReactNode } from 'react';
import { MatchCardActions } from './MatchBadges.tsx';
import { matchResultReading } from './matchText.ts';
import type { MatchCardLook } from './TcgMatchCard.tsx';
import classes from './TcgMatchCard.module.css';
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

export interface VgcMatchCardBodyProps {
  match: VgcMatch;
  isRestricted?: IsRestricted;
  actions: ReactNode;
}

function VgcMatchCardView({ match, look, isRestricted, onOpen, onEditNotes, onEdit, onDelete }: VgcMatchCardProps) {
  const Body = look === 'classic' ? VgcClassicCardBody : VgcModernCardBody;
  const actions = (
    <div className={classes.actions}>
      <MatchCardActions
        match={match}
        onEditNotes={onEditNotes}
        onEdit={onEdit}
        onDelete={onDelete}
        size={look === 'classic' ? 'sm' : 'md'}
      />
    </div>
  );
  return (
    // The TCG card's shell and behaviour: one click target over the card, the actions above it.
    <div
      className={classes.card}
      data-look={look}
      data-result={matchResultReading(match).outcome}
      data-testid="vgc-match-card"
      onClick={() => onOpen(match)}
    >
      <button type="button" className={classes.openButton} aria-label={vgcCardOpenLabel(match)} />
      <Body match={match} isRestricted={isRestricted} actions={actions} />
    </div>
  );
}

/** A VGC match in the dashboard list, in the modern or classic look (spec part 1 §2 "VGC match card"). */
export const VgcMatchCard = memo(VgcMatchCardView);
