/**
 * The state of /import-match: the paste, the last reading of it, the player's arrangement of matches, the date, and
 * the errors of the last try; and the actions (read, choose who is you, import).
 *
 * Decisions:
 * - A reading belongs to the text it read. Once the text changes, the preview stays on screen but cannot be imported
 *   until the logs are read again (the server reads the text itself, so importing another text than the one shown
 *   would import something the player never saw).
 * - Choosing who is you reads the paste again with that name; the new proposal replaces the arrangement (opponents and
 *   groups change with it). The chosen name is kept for later reads of the same paste and dropped when it is cleared.
 * - 409: shown above the import button with "Read the logs again", which marks the logs imported meanwhile.
 * - The paste is kept in sessionStorage while it is worked on (a reload, a trip to save a deck list) and removed
 *   once imported.
 */
import {
  PTCGL_TEXT_REQUIRED,
  type PtcglGamePreview,
  type PtcglImportRequest,
  type PtcglMatchChoice,
} from '@trainerlog/core';
import { useEffect, useMemo, useState } from 'react';
import { useHandedImportText } from '../../navigation/importHandoff.ts';
import { errorMessage } from '../../api/client.ts';
import { createLocalValueStore } from '../../data/guest/localValueStore.ts';
import { localToday, PtcglImportError, type PtcglPreviewAnswer } from './ptcglImport.ts';
import { usePtcglImport } from './usePtcglImport.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { notify } from '../../ui/notify.ts';
import type { RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';
import { arrangementFrom, requestMatches, type Arrangement } from './arrangement.ts';
import { NO_ERRORS, placeErrors, withoutMatch, type PlacedErrors } from './importErrors.ts';

export const READ_FAILED = 'Could not read the logs. Please try again.';
export const IMPORT_FAILED = 'Could not import the matches. Please try again.';
const SAVE_PASTE_AFTER_MS = 400;

const pasteStore = createLocalValueStore<string>(STORAGE_KEYS.ptcglImportPaste, () => window.sessionStorage);

interface Reading {
  preview: PtcglPreviewAnswer;
  text: string;
}

export function useImportScreen() {
  const { preview, importMatches, ready } = usePtcglImport();
  // Text shared to the app or handed by another screen replaces what was being worked on (issue 28).
  const handed = useHandedImportText();
  const [text, setText] = useState(() => handed ?? pasteStore.get() ?? '');
  const [playerName, setPlayerName] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState<Reading | null>(null);
  const [arrangement, setArrangement] = useState<Arrangement | null>(null);
  const [date, setDate] = useState(() => localToday());
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => (text ? pasteStore.set(text) : pasteStore.clear()), SAVE_PASTE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const gamesByIndex = useMemo(
    () => new Map<number, PtcglGamePreview>((reading?.preview.games ?? []).map((g) => [g.index, g])),
    [reading],
  );
  const gameAt = (index: number) => gamesByIndex.get(index);
  // Blank lines added or removed around the logs do not change what is read.
  const stale = reading !== null && reading.text.trim() !== text.trim();

  /** Stores the paste now (the screen is about to be left, or it was just read), not after the pause. */
  const keepPaste = () => (text ? pasteStore.set(text) : pasteStore.clear());

  const read = async (name: string | undefined = playerName) => {
    if (!text.trim()) {
      setErrors({ ...NO_ERRORS, text: PTCGL_TEXT_REQUIRED });
      return;
    }
    keepPaste();
    try {
      const answer = await preview.mutateAsync({ text, ...(name ? { playerName: name } : {}) });
      setReading({ preview: answer, text });
      setArrangement(arrangementFrom(answer));
      setErrors(NO_ERRORS);
      setConflict(null);
    } catch (error) {
      if (error instanceof PtcglImportError) {
        setReading(null);
        setArrangement(null);
        setErrors({ ...NO_ERRORS, text: error.errors.find((e) => e.path === 'text')?.message ?? error.message });
      } else notify.error(errorMessage(error, READ_FAILED), { id: 'ptcgl-read' });
    }
  };

  const changeText = (next: string) => {
    setText(next);
    if (errors.text) setErrors((current) => ({ ...current, text: null }));
    if (!next) setPlayerName(undefined);
  };

  const chooseMe = (name: string) => {
    setPlayerName(name);
    void read(name);
  };

  const arrange = (next: Arrangement, changed?: { key: string; games: readonly number[] }) => {
    setArrangement(next);
    if (changed) setErrors((current) => withoutMatch(current, changed.key, changed.games));
  };

  const planned: { matches: PtcglMatchChoice[]; layout: RequestLayoutEntry[] } = arrangement
    ? requestMatches(arrangement, gameAt)
    : { matches: [], layout: [] };

  /** The created matches' count, or null when nothing was imported. */
  const submit = async (): Promise<number | null> => {
    if (!reading || stale || planned.matches.length === 0) return null;
    const request: PtcglImportRequest = {
      text: reading.text,
      ...(playerName ? { playerName } : {}),
      date,
      matches: planned.matches,
    };
    try {
      const created = await importMatches.mutateAsync(request);
      pasteStore.clear();
      setErrors(NO_ERRORS);
      setConflict(null);
      return created.length;
    } catch (error) {
      if (error instanceof PtcglImportError && error.status === 409) {
        setConflict(error.message);
        notify.error(error.message, { id: 'ptcgl-import' });
      } else if (error instanceof PtcglImportError) {
        setErrors(placeErrors(error.errors, planned.layout, error.message));
        notify.error(error.message, { id: 'ptcgl-import' });
      } else notify.error(errorMessage(error, IMPORT_FAILED), { id: 'ptcgl-import' });
      return null;
    }
  };

  return {
    ready,
    text,
    changeText,
    keepPaste,
    reading: reading?.preview ?? null,
    stale,
    arrangement,
    arrange,
    gameAt,
    date,
    setDate: (next: string) => {
      setDate(next);
      setErrors((current) => ({ ...current, date: null }));
    },
    errors,
    conflict,
    read: () => read(),
    chooseMe,
    /** Reads the same paste again (after the screen names changed, or a 409). */
    readAgain: () => (reading ? read() : Promise.resolve()),
    readPending: preview.isPending,
    importing: importMatches.isPending,
    matchCount: planned.matches.length,
    submit,
  };
}
