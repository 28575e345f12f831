/**
 * Text handed to an import page by another screen (issue 28: the share target `/share`, the recent replays), as one
 * shape the sender writes and the import pages read — features that never import each other.
 *
 *   navigate(IMPORT_PATHS.ptcgl, { state: importStateWith(text) })
 *
 * The import page starts with the handed text in its box (`useHandedImportText`) and then drops it from the history
 * entry: its own box store keeps the text from there (a reload), and a later Back to the entry does not bring an
 * already imported text back.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const IMPORT_PATHS = {
  ptcgl: '/import-match',
  showdown: '/import-replay',
  team: '/teams/import',
} as const;

export type ImportTarget = keyof typeof IMPORT_PATHS;

/** Well above a day of logs; history state has a size limit of its own (Firefox: 16 MiB). */
const HANDED_TEXT_MAX_LENGTH = 1_000_000;

export interface ImportLocationState {
  importText?: string;
}

export function importStateWith(text: string): ImportLocationState {
  return { importText: text };
}

/** The text in a location's state, or null. History state is whatever a page left there, so it is checked. */
export function importTextFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const text = (state as ImportLocationState).importText as unknown;
  return typeof text === 'string' && text.trim() !== '' && text.length <= HANDED_TEXT_MAX_LENGTH ? text : null;
}

/** The text handed to this page on arrival (null when none), read once; the history entry forgets it after. */
export function useHandedImportText(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState(() => importTextFromState(location.state));
  const stillInHistory = importTextFromState(location.state) !== null;
  useEffect(() => {
    if (stillInHistory) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [stillInHistory, navigate, location.pathname, location.search]);
  return handed;
}
