/**
 * Dropped or chosen .txt files as paste text (issue 12: "or drop .txt files").
 *
 * Decisions:
 * - Several files are joined in the order given (the file picker's and the drop's order), a blank line between, so
 *   each log stays whole and the reader splits them as if they had been pasted together. The files are added after
 *   what is already in the box, so a log can be pasted and another dropped.
 * - Only text files are read: `.txt` (or a `text/plain` type without that ending); others are named back to the
 *   player. A file larger than the paste limit is refused before it is read.
 */
import { PTCGL_PASTE_MAX_LENGTH } from '@trainerlog/core';

export interface FilesRead {
  text: string;
  /** Names of the files that were not read, with why. */
  refused: string[];
}

export function isTextFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.txt$/i.test(file.name) || file.type === 'text/plain';
}

/** The text of the files that can be read, joined (see header). */
export async function readTextFiles(files: readonly File[]): Promise<FilesRead> {
  const texts: string[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!isTextFile(file)) refused.push(`${file.name} is not a .txt file`);
    // A character takes at most 4 bytes in UTF-8, so a file over 4× the limit in bytes is over it in characters;
    // reading it would only hold the tab up.
    else if (file.size > PTCGL_PASTE_MAX_LENGTH * 4) refused.push(`${file.name} is too large`);
    else texts.push((await file.text()).replace(/^\uFEFF/, '').trim());
  }
  return { text: texts.filter(Boolean).join('\n\n'), refused };
}

/** What is in the box, then the files' text. */
export function appendText(current: string, added: string): string {
  if (!added) return current;
  return current.trim() ? `${current.trimEnd()}\n\n${added}` : added;
}
