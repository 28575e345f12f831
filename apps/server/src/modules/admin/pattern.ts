/** `%`, `_` and `\` typed by a person are literal characters, not patterns (for ILIKE '%text%' searches). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
