import type { VgcMatch } from '@trainerlog/core';
import { useCallback, useState } from 'react';
import { DeleteMatchDialog } from './DeleteMatchDialog.tsx';
import type { NotesTarget } from './types.ts';
import { VgcMatchDetailsDialog } from './VgcMatchDetailsDialog.tsx';
import { VgcMatchNotesEditor } from './VgcMatchNotesEditor.tsx';
import type { IsRestricted } from './VgcPokemon.tsx';
import type { VgcNotesChanges } from './vgcNotes.ts';

/**
 * Which VGC dialog is open, on which match (spec part 1 §4 "Match details dialog"). Hand `openDetails`,
 * `editMatchNotes` and `askDelete` to the cards as `onOpen`, `onEditNotes` and `onDelete`.
 */
export function useVgcMatchDialogs() {
  const [details, setDetails] = useState<{ match: VgcMatch; game: number } | null>(null);
  const [notes, setNotes] = useState<{ match: VgcMatch; target: NotesTarget } | null>(null);
  const [deleting, setDeleting] = useState<VgcMatch | null>(null);
  const openDetails = useCallback((match: VgcMatch, game = 1) => setDetails({ match, game }), []);
  const editMatchNotes = useCallback((match: VgcMatch) => setNotes({ match, target: { kind: 'match' } }), []);
  const askDelete = useCallback((match: VgcMatch) => setDeleting(match), []);
  return { details, setDetails, notes, setNotes, deleting, setDeleting, openDetails, editMatchNotes, askDelete };
}

export interface VgcMatchDialogsProps {
  state: ReturnType<typeof useVgcMatchDialogs>;
  isRestricted?: IsRestricted;
  /**
   * Writes the whole match with the changed games and notes (the caller's update mutation); resolves to the stored
   * match, rejects on failure (the editor keeps the text and shows the alert). Without it notes are read-only.
   */
  onSaveNotes?: (match: VgcMatch, changes: VgcNotesChanges) => Promise<VgcMatch | void>;
  /** Deletes the confirmed match; a rejection keeps the confirmation open (the caller shows the error). */
  onDelete(match: VgcMatch): Promise<unknown>;
}

/**
 * The details dialog, the notes editor and the delete confirmation of VGC matches, wired as the spec asks: editing
 * notes closes the details and opens the editor on that game; saving hands the updated games to `onSaveNotes`.
 */
export function VgcMatchDialogs({ state, isRestricted, onSaveNotes, onDelete }: VgcMatchDialogsProps) {
  const { details, setDetails, notes, setNotes, deleting, setDeleting } = state;
  const [removing, setRemoving] = useState(false);

  const confirmDelete = async () => {
    if (!deleting || removing) return;
    setRemoving(true);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } catch {
      // Stays open on the same match, so the player can try again or cancel.
    } finally {
      setRemoving(false);
    }
  };

  const saveNotes = async (match: VgcMatch, changes: VgcNotesChanges) => {
    if (!onSaveNotes) return;
    const saved = await onSaveNotes(match, changes);
    const stored = saved ?? { ...match, ...changes };
    // The open editor and a later reopening start from the stored match.
    setNotes((current) => (current ? { ...current, match: stored } : current));
    return stored;
  };

  return (
    <>
      <VgcMatchDetailsDialog
        match={details?.match ?? null}
        opened={!!details}
        initialGame={details?.game ?? 1}
        isRestricted={isRestricted}
        onClose={() => setDetails(null)}
        onEditNotes={
          onSaveNotes
            ? (target) => {
                if (!details) return;
                setNotes({ match: details.match, target });
                setDetails(null);
              }
            : undefined
        }
      />
      <DeleteMatchDialog
        opened={!!deleting}
        loading={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {notes && onSaveNotes ? (
        <VgcMatchNotesEditor
          key={`${notes.match._id}:${JSON.stringify(notes.target)}`}
          match={notes.match}
          target={notes.target}
          onSave={saveNotes}
          onClose={() => setNotes(null)}
        />
      ) : null}
    </>
  );
}
