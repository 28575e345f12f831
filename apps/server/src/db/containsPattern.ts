/**
 * The ILIKE pattern for "contains this text", shared by every search (users, matches, feedback, groups, deck
 * categories): a SQL helper beside the connection, not an admin export, so no module imports another for it.
 */

/** `%`, `_` and `\` typed by a person are literal characters, not patterns (for ILIKE '%text%' searches). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
