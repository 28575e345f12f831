import { MATCH_NOTES_MAX_LENGTH, type TcgMatch, type TcgMatchInput } from '@trainerlog/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { matchInputOf, TCG_MATCH_ERRORS } from '../../../data/entities/tcgMatches.ts';
import { useTcgMatchMutations } from '../../../data/hooks/useTcgMatches.ts';
import { NotesEditor } from '../../../ui/notes/NotesEditor.tsx';
import { notify } from '../../../ui/notify.ts';
import { DeleteMatchDialog, TcgMatchDetailsDialog, type NotesTarget } from '../../../widgets/matchCards/index.ts';

/** Spec part 1 §8. */
export const MATCH_NOTES_SAVE_FAILED = 'Failed to save match notes. Please try again.';

/** The whole match as the API takes it, with one notes field replaced (notes save the whole match, spec §4). */
export function inputWithNotes(match: TcgMatch, target: NotesTarget, text: string): TcgMatchInput {
  // The import marker and log go back unchanged: only the full edit form strips them.
  const input = matchInputOf(match);
  if (target.kind === 'match') return { ...input, notes: text };
  return { ...input, games: input.games.map((game, i) => (i === target.index ? { ...game, notes: text } : game)) };
}

function notesOf(match: TcgMatch, target: NotesTarget): string {
  return target.kind === 'match' ? match.notes : (match.games[target.index]?.notes ?? '');
}

/** Which dialog is open, on which match (spec part 1 §4 "Match details dialog"). */
export function useTcgMatchDialogs() {
  const navigate = useNavigate();
  const [details, setDetails] = useState<{ match: TcgMatch; game: number } | null>(null);
  const [deleting, setDeleting] = useState<TcgMatch | null>(null);
  const [notes, setNotes] = useState<{ match: TcgMatch; target: NotesTarget } | null>(null);
  const openDetails = useCallback((match: TcgMatch) => setDetails({ match, game: 1 }), []);
  const askDelete = useCallback((match: TcgMatch) => setDeleting(match), []);
  const edit = useCallback(
    (match: TcgMatch) => void navigate(`/edit-match/tcg/${encodeURIComponent(match._id)}`, { state: { match } }),
    [navigate],
  );
  return { details, setDetails, deleting, setDeleting, notes, setNotes, openDetails, askDelete, edit };
}

interface TcgMatchDialogsProps {
  state: ReturnType<typeof useTcgMatchDialogs>;
  yourDeckSprites(match: TcgMatch): { sprite: string | null; secondarySprite: string | null } | null;
}

export function TcgMatchDialogs({ state, yourDeckSprites }: TcgMatchDialogsProps) {
  const { details, setDetails, deleting, setDeleting, notes, setNotes } = state;
  const { update, remove } = useTcgMatchMutations();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => notify.error(errorMessage(error, TCG_MATCH_ERRORS.remove), { id: 'tcg-match-delete' }),
    });
  };

  const saveNotes = async (text: string) => {
    if (!notes) return;
    const saved = await update.mutateAsync({
      id: notes.match._id,
      changes: inputWithNotes(notes.match, notes.target, text),
    });
    // Later saves (autosave, then Save) start from the stored match.
    setNotes((current) => (current ? { ...current, match: saved } : current));
  };

  return (
    <>
      <TcgMatchDetailsDialog
        match={details?.match ?? null}
        opened={!!details}
        initialGame={details?.game ?? 1}
        yourDeckSprites={details ? yourDeckSprites(details.match) : null}
        onClose={() => setDetails(null)}
        onEditNotes={(target) => {
          // Spec part 1 §4: editing notes closes the details dialog and opens the notes editor.
          if (!details) return;
          setNotes({ match: details.match, target });
          setDetails(null);
        }}
      />
      <DeleteMatchDialog
        opened={!!deleting}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {notes ? (
        <NotesEditor
          opened
          key={`${notes.match._id}:${JSON.stringify(notes.target)}`}
          title={notes.target.kind === 'match' ? 'Match Notes' : `Game ${notes.target.index + 1} Notes`}
          initialText={notesOf(notes.match, notes.target)}
          maxLength={MATCH_NOTES_MAX_LENGTH}
          failureMessage={MATCH_NOTES_SAVE_FAILED}
          onSave={saveNotes}
          onClose={() => setNotes(null)}
        />
      ) : null}
    </>
  );
}
