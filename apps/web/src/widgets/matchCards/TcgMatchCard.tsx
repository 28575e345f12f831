import type { TcgMatch } from '@trainerlog/core';
import { memo } from 'react';
import { ClassicMatchCardBody } from './ClassicMatchCardBody.tsx';
import { MatchCardShell } from './MatchCardShell.tsx';
import { cardOpenLabel } from './matchText.ts';
import { ModernMatchCardBody } from './ModernMatchCardBody.tsx';
import type { MatchCardLook, YourDeckSprites } from './types.ts';

export interface TcgMatchCardProps {
  match: TcgMatch;
  look: MatchCardLook;
  yourDeckSprites?: YourDeckSprites | null;
  onOpen(match: TcgMatch): void;
  onEdit(match: TcgMatch): void;
  /** Deletion is offered only when given (spec: "a delete button shown only when deletion is available"). */
  onDelete?: (match: TcgMatch) => void;
}

function TcgMatchCardView({ match, look, yourDeckSprites, onOpen, onEdit, onDelete }: TcgMatchCardProps) {
  const Body = look === 'classic' ? ClassicMatchCardBody : ModernMatchCardBody;
  return (
    <MatchCardShell
      match={match}
      look={look}
      testId="tcg-match-card"
      openLabel={cardOpenLabel(match)}
      onOpen={onOpen}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {(actions) => <Body match={match} yourDeckSprites={yourDeckSprites} actions={actions} />}
    </MatchCardShell>
  );
}

/** A TCG match in the dashboard list, in the modern or classic look. Memoised: a page renders 15 of them. */
export const TcgMatchCard = memo(TcgMatchCardView);
