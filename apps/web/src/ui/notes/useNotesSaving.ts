import { NOTES_AUTOSAVE_DELAY_MS, NOTES_SAVED_MESSAGE_MS } from '@trainerlog/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type NotesSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

export interface NotesSaving {
  status: NotesSaveStatus;
  /** Saves `text` unless it is what was last saved ('unchanged'); 'failed' when the caller's save rejected. */
  save(text: string): Promise<SaveOutcome>;
  /** Restarts the autosave countdown (spec: 5 s after the last edit). */
  scheduleAutosave(text: string): void;
  cancelAutosave(): void;
}

/**
 * Saving for the notes editor: manual saves and autosave share one queue, so a Ctrl+Enter during an autosave
 * waits for it instead of racing it, and nothing is sent twice. The "saved" message follows autosaves only —
 * a manual save closes the dialog.
 */
export function useNotesSaving(initialText: string, onSave: (text: string) => Promise<void>): NotesSaving {
  const [status, setStatus] = useState<NotesSaveStatus>('idle');
  const lastSaved = useRef(initialText);
  const queue = useRef<Promise<SaveOutcome>>(Promise.resolve('unchanged'));
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savedMessageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);

  useEffect(
    () => () => {
      clearTimeout(autosaveTimer.current);
      clearTimeout(savedMessageTimer.current);
    },
    [],
  );

  const cancelAutosave = useCallback(() => clearTimeout(autosaveTimer.current), []);

  const save = useCallback((text: string) => {
    clearTimeout(autosaveTimer.current);
    const run = queue.current.then(async (): Promise<SaveOutcome> => {
      if (text === lastSaved.current) return 'unchanged';
      clearTimeout(savedMessageTimer.current);
      setStatus('saving');
      try {
        await onSaveRef.current(text);
        lastSaved.current = text;
        setStatus('idle');
        return 'saved';
      } catch {
        setStatus('failed');
        return 'failed';
      }
    });
    queue.current = run;
    return run;
  }, []);

  const scheduleAutosave = useCallback(
    (text: string) => {
      clearTimeout(autosaveTimer.current);
      autosaveTimer.current = setTimeout(() => {
        void save(text).then((outcome) => {
          if (outcome !== 'saved') return;
          setStatus('saved');
          savedMessageTimer.current = setTimeout(
            () => setStatus((current) => (current === 'saved' ? 'idle' : current)),
            NOTES_SAVED_MESSAGE_MS,
          );
        });
      }, NOTES_AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  return { status, save, scheduleAutosave, cancelAutosave };
}
