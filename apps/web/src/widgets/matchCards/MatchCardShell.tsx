import type { ReactNode } from 'react';
import { MatchCardActions } from './MatchBadges.tsx';
import { matchResultReading, type ScoredMatch } from './matchText.ts';
import classes from './TcgMatchCard.module.css';
import type { MatchCardLook } from './types.ts';

export interface MatchCardShellProps<M extends ScoredMatch> {
  match: M;
  look: MatchCardLook;
  /** `tcg-match-card` or `vgc-match-card`: the tests and the browser walk find a game's cards by it. */
  testId: string;
  /** What a screen reader hears for the card's open action (`cardOpenLabel`, `vgcCardOpenLabel`). */
  openLabel: string;
  onOpen(match: M): void;
  onEditNotes?: (match: M) => void;
  onEdit?: (match: M) => void;
  onDelete?: (match: M) => void;
  /** The game's body in the card's look, given the action buttons to place where that look puts them. */
  children(actions: ReactNode): ReactNode;
}

/**
 * The card both games share: one click target over the whole card (a stretched button that opens the details), the
 * result as `data-result` for the card's colour, and the action buttons above it. The game decides only the body.
 */
export function MatchCardShell<M extends ScoredMatch>({
  match,
  look,
  testId,
  openLabel,
  onOpen,
  onEditNotes,
  onEdit,
  onDelete,
  children,
}: MatchCardShellProps<M>) {
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
    // Clicks anywhere on the card (the stretched button, or the text in a test) reach this one handler; the action
    // buttons stop theirs.
    <div
      className={classes.card}
      data-look={look}
      data-result={matchResultReading(match).outcome}
      data-testid={testId}
      onClick={() => onOpen(match)}
    >
      <button type="button" className={classes.openButton} aria-label={openLabel} />
      {children(actions)}
    </div>
  );
}
