import type { KeyboardEvent } from 'react';
import type { NoteFormat } from './notesEditing.ts';

const FORMAT_KEYS: Record<string, NoteFormat> = { b: 'bold', i: 'italic', u: 'underline' };

/** Ctrl (Cmd on macOS) is the shortcut modifier; either is accepted so one handler serves every platform. */
function hasShortcutModifier(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey;
}

/** Ctrl+B / Ctrl+I / Ctrl+U; with Shift or Alt the browser's own shortcuts stay untouched. */
export function formatForShortcut(event: KeyboardEvent): NoteFormat | null {
  if (!hasShortcutModifier(event) || event.altKey || event.shiftKey) return null;
  return FORMAT_KEYS[event.key.toLowerCase()] ?? null;
}

export function isSaveShortcut(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && hasShortcutModifier(event) && !event.altKey;
}

/** A plain Tab (no modifier but Shift): Ctrl+Tab and Alt+Tab belong to the browser and the OS. */
export function isIndentKey(event: KeyboardEvent): boolean {
  return event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
