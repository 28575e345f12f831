import type { TcgMatch } from '@trainerlog/core';
import { memo, type ReactNode } from 'react';
import { ClassicMatchCardBody } from './ClassicMatchCardBody.tsx';
import { MatchCardActions } from './MatchBadges.tsx';
import { cardOpenLabel, matchResultReading } from './matchText.ts';
import { ModernMatchCardBody } from './ModernMatchCardBody.tsx';
import classes from './TcgMatchCard.module.css';
import type { YourDeckSprites } from './types.ts';

export type MatchCardLook = 'modern' | 'classic';

export interface TcgMatchCardProps {
  match: TcgMatch;
  look: MatchCardLook;
  yourDeckSprites?: YourDeckSprites | null;
  onOpen(match: TcgMatch): void;
  onEdit(match: TcgMatch): void;
  /** Deletion is offered only when given (spec: "a delete button shown only when deletion is available"). */
  onDelete?: (match: TcgMatch) => void;
}

export interface MatchCardBodyProps {
  match: TcgMatch;
  yourDeckSprites?: YourDeckSprites | null;
  actions: ReactNode;
}

function TcgMatchCardView({ match, look, yourDeckSprites, onOpen, onEdit, onDelete }: TcgMatchCardProps) {
  const Body = look === 'classic' ? ClassicMatchCardBody : ModernMatchCardBody;
  const actions = (
    <div className={classes.actions}>
      <MatchCardActions match={match} onEdit={onEdit} onDelete={onDelete} size={look === 'classic' ? 'sm' : 'md'} />
    </div>
  );
  return (
    // Clicks anywhere on the card (the stretched button, or the text in a test) reach this one handler; the action
    // buttons stop theirs.
    <div
      className={classes.card}
      data-look={look}
      data-result={matchResultReading(match).outcome}
      data-testid="tcg-match-card"
      onClick={() => onOpen(match)}
    >
      <button type="button" className={classes.openButton} aria-label={cardOpenLabel(match)} />
      <Body match={match} yourDeckSprites={yourDeckSprites} actions={actions} />
    </div>
  );
}

/** A TCG match in the dashboard list, in the modern or classic look. Memoised: a page renders 15 of them. */
export const TcgMatchCard = memo(TcgMatchCardView);
