/**
 * Pure text operations of the notes editor. Notes are plain text: formatting is a pair of markers typed around
 * the words, never rendered as HTML. The three markers share no character, so toggling one can never mistake
 * another for it (`**`/`*` or `__`/`_` would).
 */

/** The textarea's value and its selection (`start === end` is a caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export const NOTE_MARKERS = { bold: '**', italic: '_', underline: '++' } as const;
export type NoteFormat = keyof typeof NOTE_MARKERS;

export const INDENT = '    ';

export function countCharacters(text: string): number {
  return text.length;
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

function replaceRange(state: TextSelection, from: number, to: number, insert: string): string {
  return state.text.slice(0, from) + insert + state.text.slice(to);
}

/** Tab: four spaces replace the selection; the caret lands after them. */
export function insertIndent(state: TextSelection): TextSelection {
  const caret = state.start + INDENT.length;
  return { text: replaceRange(state, state.start, state.end, INDENT), start: caret, end: caret };
}

/**
 * Shift+Tab: removes up to four leading spaces from every line the selection touches. Returns null when no line
 * starts with a space, so the caller can leave the key to the browser (focus moves back) — the keyboard way out
 * of a textarea that keeps Tab for itself.
 */
export function removeIndent(state: TextSelection): TextSelection | null {
  const { text } = state;
  const firstLineStart = text.lastIndexOf('\n', state.start - 1) + 1;
  // A selection ending right after a newline does not touch the next line.
  const lastTouched = state.end > state.start && text[state.end - 1] === '\n' ? state.end - 1 : state.end;
  const nextBreak = text.indexOf('\n', lastTouched);
  const blockEnd = nextBreak === -1 ? text.length : nextBreak;

  let removedTotal = 0;
  let start = state.start;
  let end = state.end;
  let lineStart = firstLineStart;
  const outdented = text
    .slice(firstLineStart, blockEnd)
    .split('\n')
    .map((line) => {
      const removed = /^ {0,4}/.exec(line)![0].length;
      removedTotal += removed;
      // Positions are in the original text: one inside the removed spaces moves to the line start.
      start -= Math.min(removed, Math.max(0, state.start - lineStart));
      end -= Math.min(removed, Math.max(0, state.end - lineStart));
      lineStart += line.length + 1;
      return line.slice(removed);
    });
  if (removedTotal === 0) return null;
  return { text: text.slice(0, firstLineStart) + outdented.join('\n') + text.slice(blockEnd), start, end };
}

/**
 * Ctrl+B/I/U. Wraps the selection in the format's marker pair, or unwraps it when the selection already carries
 * the markers (inside or just outside it). With a caret, inserts an empty pair and puts the caret between — or
 * removes an empty pair the caret sits in. The inner text stays selected so presses can be repeated.
 */
export function toggleFormat(state: TextSelection, format: NoteFormat): TextSelection {
  const marker = NOTE_MARKERS[format];
  const size = marker.length;
  const { text, start, end } = state;
  const selected = text.slice(start, end);

  if (selected.length >= 2 * size && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, selected.length - size);
    return { text: replaceRange(state, start, end, inner), start, end: start + inner.length };
  }
  if (text.slice(start - size, start) === marker && text.slice(end, end + size) === marker) {
    return {
      text: replaceRange(state, start - size, end + size, selected),
      start: start - size,
      end: end - size,
    };
  }
  return {
    text: replaceRange(state, start, end, marker + selected + marker),
    start: start + size,
    end: end + size,
  };
}
