import { MATCH_NOTES_MAX_LENGTH, type VgcMatch } from '@trainerlog/core';
import { useEffect, useRef } from 'react';
import { NotesEditor } from '../../ui/notes/NotesEditor.tsx';
import type { NotesTarget } from './types.ts';
import {
  GAME_NOTES_SAVE_FAILED,
  vgcNotesChanges,
  vgcNotesOf,
  vgcNotesTitle,
  type VgcNotesChanges,
} from './vgcNotes.ts';

export interface VgcMatchNotesEditorProps {
  match: VgcMatch;
  target: NotesTarget;
  /**
   * Writes the whole match with `changes` merged in (spec part 1 §4). It may resolve to the stored match, which the
   * next save (autosave, then Save) starts from; a rejection keeps the text and shows the spec's alert.
   */
  onSave(match: VgcMatch, changes: VgcNotesChanges): Promise<VgcMatch | void>;
  onClose(): void;
}

/** The notes editor (ui/notes) on one game's notes or the match's notes of a VGC match. */
export function VgcMatchNotesEditor({ match, target, onSave, onClose }: VgcMatchNotesEditorProps) {
  // Each save builds on the previous one's result, not on the match as it was when the editor opened.
  const latest = useRef(match);
  useEffect(() => {
    latest.current = match;
  }, [match]);

  const save = async (text: string) => {
    const current = latest.current;
    const changes = vgcNotesChanges(current, target, text);
    const saved = await onSave(current, changes);
    latest.current = saved ?? { ...current, ...changes };
  };

  return (
    <NotesEditor
      opened
      title={vgcNotesTitle(target)}
      initialText={vgcNotesOf(match, target)}
      maxLength={MATCH_NOTES_MAX_LENGTH}
      failureMessage={GAME_NOTES_SAVE_FAILED}
      onSave={save}
      onClose={onClose}
    />
  );
}
