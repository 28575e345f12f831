import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  countWords,
  insertIndent,
  removeIndent,
  toggleFormat,
  type TextSelection,
} from '../../../src/ui/notes/notesEditing.ts';

/** Writes a selection as text with `[` `]` around it (or `|` for a caret), to keep expectations readable. */
function show({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

function parse(marked: string): TextSelection {
  const caret = marked.indexOf('|');
  if (caret !== -1) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

describe('counts', () => {
  it('counts characters including spaces and words separated by any whitespace', () => {
    expect(countCharacters('Lead Gholdengo\n  then Kingambit')).toBe(31);
    expect(countWords('Lead Gholdengo\n  then Kingambit')).toBe(4);
    expect(countWords('   ')).toBe(0);
    expect(countWords('')).toBe(0);
  });
});

describe('indent', () => {
  it('Tab inserts four spaces at the caret, or in place of the selection', () => {
    expect(show(insertIndent(parse('ab|c')))).toBe('ab    |c');
    expect(show(insertIndent(parse('a[bc]d')))).toBe('a    |d');
  });

  it('Shift+Tab removes up to four leading spaces of each touched line and keeps the caret on its text', () => {
    expect(show(removeIndent(parse('x\n      ab|c'))!)).toBe('x\n  ab|c');
    expect(show(removeIndent(parse('  |abc'))!)).toBe('|abc');
    expect(show(removeIndent(parse('    [one\n  two]\nthree'))!)).toBe('[one\ntwo]\nthree');
  });

  it('Shift+Tab on an unindented line gives the key back to the browser', () => {
    expect(removeIndent(parse('ab|c\n    d'))).toBeNull();
  });
});

describe('toggleFormat', () => {
  it('wraps the selection in bold, italic and underline markers and keeps the words selected', () => {
    expect(show(toggleFormat(parse('a [word] b'), 'bold'))).toBe('a **[word]** b');
    expect(show(toggleFormat(parse('a [word] b'), 'italic'))).toBe('a _[word]_ b');
    expect(show(toggleFormat(parse('a [word] b'), 'underline'))).toBe('a ++[word]++ b');
  });

  it('unwraps markers just outside or inside the selection', () => {
    expect(show(toggleFormat(parse('a **[word]** b'), 'bold'))).toBe('a [word] b');
    expect(show(toggleFormat(parse('a [**word**] b'), 'bold'))).toBe('a [word] b');
    expect(show(toggleFormat(parse('a [++word++] b'), 'underline'))).toBe('a [word] b');
  });

  it('inserts an empty pair around the caret, and removes it on a second press', () => {
    const once = toggleFormat(parse('go |'), 'italic');
    expect(show(once)).toBe('go _|_');
    expect(show(toggleFormat(once, 'italic'))).toBe('go |');
  });

  it('never mistakes one format for another, the markers sharing no character', () => {
    expect(show(toggleFormat(parse('**[word]**'), 'italic'))).toBe('**_[word]_**');
    expect(show(toggleFormat(parse('_[word]_'), 'bold'))).toBe('_**[word]**_');
  });
});
