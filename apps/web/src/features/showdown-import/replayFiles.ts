/**
 * Uploaded or dropped replay files (issue 13: "or an uploaded file"): a replay's JSON (`.json`), its battle log
 * (`.log`), a replay page saved with Showdown's "Download" button (`.html`), or text (`.txt`) with links or logs.
 *
 * Decisions:
 * - Files are kept apart from the box (listed by name, removable), not pasted into it: a replay JSON is one long
 *   line that would bury what the player typed.
 * - Only these kinds are read (by ending, or a text/JSON/HTML type without one); others are named back to the
 *   player. A file larger than FILE_MAX_BYTES is refused before it is read, so it cannot hold the tab up.
 */
import type { ReplayFile } from './sources.ts';

export const REPLAY_FILE_ACCEPT = '.json,.log,.html,.htm,.txt,application/json,text/plain,text/html';
/** A long battle's JSON with chat is ~100 kB; a .txt may hold a day of them. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

export interface FilesRead {
  files: ReplayFile[];
  /** Names of the files that were not read, with why. */
  refused: string[];
}

export function isReplayFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (/\.(?:json|log|html?|txt)$/i.test(file.name)) return true;
  return /\.[^./]+$/.test(file.name) ? false : /^(?:text\/(?:plain|html)|application\/json)$/.test(file.type);
}

let nextId = 0;

export async function readReplayFiles(files: readonly File[]): Promise<FilesRead> {
  const read: ReplayFile[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!isReplayFile(file)) refused.push(`${file.name} is not a .json, .log, .html or .txt file`);
    else if (file.size > FILE_MAX_BYTES) refused.push(`${file.name} is too large`);
    else {
      const text = (await file.text()).replace(/^\uFEFF/, '');
      if (text.trim()) read.push({ id: `f${++nextId}`, name: file.name, text });
      else refused.push(`${file.name} is empty`);
    }
  }
  return { files: read, refused };
}
