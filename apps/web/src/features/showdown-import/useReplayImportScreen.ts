/**
 * The state of /import-replay: the box and the files, the last reading of them (the replays read, the preview, what
 * could not be read), the player's arrangement of matches, the errors of the last try; and the actions (read, choose
 * which player you are, import).
 *
 * Decisions:
 * - Reading is two steps: links go through the server's reader (members and guests), then every replay is read
 *   (preview). What could not be read stays listed next to its link or text; the rest is read anyway.
 * - A reading belongs to the input it read. Once the box or the files change, the preview stays on screen but cannot
 *   be imported until the replays are read again; the import sends the very texts that were read.
 * - Choosing which player you are reads the same replays again with that name (no second fetch); the new proposal
 *   replaces the arrangement. The chosen name is kept for later reads and dropped when the box is emptied.
 * - 409: shown above the import button with "Read the replays again", which marks the ones imported meanwhile.
 * - The box is kept in sessionStorage while it is worked on (a reload) and removed once imported.
 */
import {
  SHOWDOWN_IMPORT_MAX_REPLAYS,
  SHOWDOWN_INPUT_REQUIRED,
  SHOWDOWN_TOO_MANY_REPLAYS,
  type ShowdownGamePreview,
  type ShowdownImportPreview,
  type ShowdownImportRequest,
  type ShowdownMatchChoice,
} from '@trainerlog/core';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useHandedImportText } from '../../navigation/importHandoff.ts';
import { createLocalValueStore } from '../../data/guest/localValueStore.ts';
import { ShowdownImportError } from './showdownImport.ts';
import { useShowdownImport } from './useShowdownImport.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { notify } from '../../ui/notify.ts';
import type { RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';
import { arrangementFrom, requestMatches, type Arrangement } from './arrangement.ts';
import { NO_ERRORS, placeErrors, withoutMatch, type PlacedErrors } from './importErrors.ts';
import {
  fetchedSources,
  gatherInput,
  originLabel,
  replayCount,
  requestReplays,
  type InputProblem,
  type ReplayFile,
  type ReplaySource,
} from './sources.ts';

export const READ_FAILED = 'Could not read the replays. Please try again.';
export const IMPORT_FAILED = 'Could not import the matches. Please try again.';
const SAVE_BOX_AFTER_MS = 400;

const boxStore = createLocalValueStore<string>(STORAGE_KEYS.showdownImportPaste, () => window.sessionStorage);

export interface Reading {
  preview: ShowdownImportPreview;
  sources: ReplaySource[];
  /** The input read, to tell when it changed. */
  text: string;
  fileIds: string[];
}

const sameInput = (reading: Reading, text: string, files: readonly ReplayFile[]) =>
  reading.text.trim() === text.trim() &&
  reading.fileIds.length === files.length &&
  reading.fileIds.every((id, i) => files[i]?.id === id);

/** Errors at one replay (`replays.2.text`), named by where the replay came from. */
function replayProblems(placed: PlacedErrors, sources: readonly ReplaySource[]): InputProblem[] {
  return Object.entries(placed.replays).flatMap(([index, messages]) => {
    const source = sources[Number(index)];
    const subject = source ? originLabel(source.origin) : `Replay ${Number(index) + 1}`;
    return messages.map((message) => ({ subject, message }));
  });
}

export function useReplayImportScreen() {
  const { fetchReplays, preview, importMatches, ready } = useShowdownImport();
  // Replays shared to the app or handed by another screen replace what was being worked on (issue 28).
  const handed = useHandedImportText();
  const [text, setText] = useState(() => handed ?? boxStore.get() ?? '');
  const [files, setFiles] = useState<ReplayFile[]>([]);
  const [playerName, setPlayerName] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState<Reading | null>(null);
  const [problems, setProblems] = useState<InputProblem[]>([]);
  const [arrangement, setArrangement] = useState<Arrangement | null>(null);
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => (text ? boxStore.set(text) : boxStore.clear()), SAVE_BOX_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const gamesByIndex = useMemo(
    () => new Map<number, ShowdownGamePreview>((reading?.preview.games ?? []).map((g) => [g.index, g])),
    [reading],
  );
  const gameAt = (index: number) => gamesByIndex.get(index);
  const stale = reading !== null && !sameInput(reading, text, files);

  const fail = (message: string) => {
    setProblems([]);
    setReading(null);
    setArrangement(null);
    setErrors({ ...NO_ERRORS, input: message });
  };

  /** Reads these replays (no fetching) with this name; the new proposal replaces the arrangement. */
  const readSources = async (sources: ReplaySource[], name: string | undefined, input: Omit<Reading, 'preview'>) => {
    try {
      const answer = await preview.mutateAsync({
        replays: requestReplays(sources),
        ...(name ? { playerName: name } : {}),
      });
      setReading({ ...input, preview: answer });
      setArrangement(arrangementFrom(answer));
      setErrors(NO_ERRORS);
      setConflict(null);
    } catch (error) {
      if (error instanceof ShowdownImportError) {
        setReading(null);
        setArrangement(null);
        const placed = placeErrors(error.errors, [], error.message);
        const atReplays = replayProblems(placed, sources);
        setProblems((current) => [...current, ...atReplays]);
        const input = placed.input ?? placed.player ?? (atReplays.length > 0 ? null : error.message);
        setErrors({ ...NO_ERRORS, input });
      } else notify.error(errorMessage(error, READ_FAILED), { id: 'showdown-read' });
    }
  };

  const read = async (name: string | undefined = playerName) => {
    const gathered = gatherInput(text, files);
    if (replayCount(gathered) === 0 && gathered.problems.length === 0) return fail(SHOWDOWN_INPUT_REQUIRED);
    if (replayCount(gathered) > SHOWDOWN_IMPORT_MAX_REPLAYS) return fail(SHOWDOWN_TOO_MANY_REPLAYS);
    if (text) boxStore.set(text);
    let fetched: ReturnType<typeof fetchedSources> = { sources: [], problems: [] };
    if (gathered.links.length > 0) {
      try {
        fetched = fetchedSources(await fetchReplays.mutateAsync(gathered.links));
      } catch (error) {
        if (error instanceof ShowdownImportError) return fail(error.errors[0]?.message ?? error.message);
        notify.error(errorMessage(error, READ_FAILED), { id: 'showdown-read' });
        return;
      }
    }
    const found = [...fetched.problems, ...gathered.problems];
    setProblems(found);
    const sources = [...fetched.sources, ...gathered.inline];
    if (sources.length === 0) {
      setReading(null);
      setArrangement(null);
      setErrors(NO_ERRORS);
      return;
    }
    await readSources(sources, name, { sources, text, fileIds: files.map((f) => f.id) });
  };

  /** Reads the same replays again (another player chosen, the Showdown names changed, after a 409). */
  const readAgain = async (name: string | undefined = playerName) => {
    if (!reading) return;
    if (stale) return read(name);
    await readSources(reading.sources, name, reading);
  };

  const changeText = (next: string) => {
    setText(next);
    if (errors.input) setErrors((current) => ({ ...current, input: null }));
    if (!next && files.length === 0) setPlayerName(undefined);
  };

  const addFiles = (added: readonly ReplayFile[]) => {
    setFiles((current) => [...current, ...added]);
    if (errors.input) setErrors((current) => ({ ...current, input: null }));
  };
  const removeFile = (id: string) => setFiles((current) => current.filter((f) => f.id !== id));

  const chooseMe = (name: string) => {
    setPlayerName(name);
    void readAgain(name);
  };

  const arrange = (next: Arrangement, changed?: { key: string; games: readonly number[] }) => {
    setArrangement(next);
    if (changed) setErrors((current) => withoutMatch(current, changed.key, changed.games));
  };

  const planned: { matches: ShowdownMatchChoice[]; layout: RequestLayoutEntry[] } = arrangement
    ? requestMatches(arrangement, gameAt)
    : { matches: [], layout: [] };

  /** The created matches' count, or null when nothing was imported. */
  const submit = async (): Promise<number | null> => {
    if (!reading || stale || planned.matches.length === 0) return null;
    const request: ShowdownImportRequest = {
      replays: requestReplays(reading.sources),
      ...(playerName ? { playerName } : {}),
      matches: planned.matches,
    };
    try {
      const created = await importMatches.mutateAsync(request);
      boxStore.clear();
      setErrors(NO_ERRORS);
      setConflict(null);
      return created.length;
    } catch (error) {
      if (error instanceof ShowdownImportError && error.status === 409) {
        setConflict(error.message);
        notify.error(error.message, { id: 'showdown-import' });
      } else if (error instanceof ShowdownImportError) {
        const placed = placeErrors(error.errors, planned.layout, error.message);
        const atReplays = replayProblems(placed, reading.sources).map((p) => `${p.subject}: ${p.message}`);
        setErrors({ ...placed, form: [...placed.form, ...(placed.input ? [placed.input] : []), ...atReplays] });
        notify.error(error.message, { id: 'showdown-import' });
      } else notify.error(errorMessage(error, IMPORT_FAILED), { id: 'showdown-import' });
      return null;
    }
  };

  return {
    ready,
    text,
    changeText,
    files,
    addFiles,
    removeFile,
    clear: () => {
      changeText('');
      setFiles([]);
      setPlayerName(undefined);
    },
    problems,
    reading,
    stale,
    arrangement,
    arrange,
    gameAt,
    errors,
    conflict,
    playerName,
    read: () => read(),
    readAgain: () => readAgain(),
    chooseMe,
    busy: fetchReplays.isPending || preview.isPending,
    importing: importMatches.isPending,
    matchCount: planned.matches.length,
    submit,
  };
}
