/**
 * Reading the clipboard for "Paste from clipboard" (issue 28): the text, or a message that says why not and what to
 * do instead. Never throws.
 */
export const CLIPBOARD_MESSAGES = {
  unavailable:
    'This browser does not let the app read the clipboard. Paste into the box instead (Ctrl+V, ⌘+V, or long-press and Paste).',
  refused:
    'Reading the clipboard was not allowed. Allow clipboard access for this site in the browser, or paste into the box instead (Ctrl+V, ⌘+V, or long-press and Paste).',
  empty: 'The clipboard holds no text. Copy the log, replay link or team first.',
  failed: 'Could not read the clipboard. Paste into the box instead (Ctrl+V, ⌘+V, or long-press and Paste).',
} as const;

export type ClipboardRead = { text: string } | { error: string };

interface ClipboardLike {
  readText?: () => Promise<string>;
}

export async function readClipboardText(
  clipboard: ClipboardLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
): Promise<ClipboardRead> {
  if (!clipboard || typeof clipboard.readText !== 'function') return { error: CLIPBOARD_MESSAGES.unavailable };
  try {
    const text = await clipboard.readText();
    return text.trim() === '' ? { error: CLIPBOARD_MESSAGES.empty } : { text };
  } catch (error) {
    // Refused by the user or the browser's policy (a permission prompt dismissed, no user gesture, an insecure page).
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    return {
      error:
        name === 'NotAllowedError' || name === 'SecurityError' ? CLIPBOARD_MESSAGES.refused : CLIPBOARD_MESSAGES.failed,
    };
  }
}
