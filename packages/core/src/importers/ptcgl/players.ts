/**
 * The two screen names of a log (issue 12).
 *
 * Definitions:
 * - A *candidate* is a text a name slot captured in a generic match. Its *weight* adds SETUP_WEIGHT for each setup
 *   line (coin flip, going first, opening hand, mulligan) and 1 for any other line.
 * - A *placeholder* is what the client writes when it failed to fill in a name: `[playerName]` (seen in real turn
 *   headings) and other bracketed or templating tokens. It is never a player.
 *
 * Decisions:
 * - A candidate that contains a heavier candidate as a whole word sequence is dropped: `Setup Ann` (a heading glued
 *   to a line of a flattened log) or `Ann's Turn Ann` lose to `Ann`.
 * - The two heaviest remaining candidates are the players, reported in order of first appearance; a log that ends
 *   before the opponent appears has one.
 * - Ending lines only name the winner; their text after the last sentence end is the name (see splitEndWinner).
 * - Nothing after the first ending that names a winner is looked at: it is text the player pasted after the log.
 */
import { END_KEYS, MATCH_ORDER, NAME_SLOTS, SETUP_FACT_KEYS, type PhraseKey, type PhraseMatcher } from './compile.ts';

const SETUP_WEIGHT = 5;
const MAX_NAME_LENGTH = 40;
const SETUP_KEYS = new Set<PhraseKey>(SETUP_FACT_KEYS);
const END_KEY_SET = new Set<PhraseKey>(END_KEYS);

/**
 * Keys whose name slots are trusted for discovering names (the player is at a fixed place of the line): every key in
 * matching order but the headings and the card lists, which name no player.
 */
const NAMELESS_KEYS = new Set<PhraseKey>(['setup', 'checkup', 'openingGrid', 'mulliganReveal']);
export const NAME_KEYS: readonly PhraseKey[] = MATCH_ORDER.filter((key) => !NAMELESS_KEYS.has(key));

const PLACEHOLDER_STARTS = new Set(['[', '{', '#', '<']);

export function isPlaceholderName(name: string): boolean {
  const trimmed = name.trim();
  // Every placeholder starts with one of these (most names do not: no pattern needs trying).
  if (!PLACEHOLDER_STARTS.has(trimmed.charAt(0))) return trimmed === '';
  return (
    trimmed === '' ||
    /^\[[^\]]*\]$/.test(trimmed) ||
    /^\{[^}]*\}$/.test(trimmed) ||
    /^#[^#]+#$/.test(trimmed) ||
    /^<[^>]*>$/.test(trimmed)
  );
}

/** `Opponent conceded. Ann wins` captured whole as a winner → `{ reason: 'Opponent conceded', name: 'Ann' }`. */
export function splitEndWinner(captured: string): { reason: string; name: string } {
  const cut = Math.max(captured.lastIndexOf('. '), captured.lastIndexOf('! '));
  if (cut < 0) return { reason: '', name: captured.trim() };
  return { reason: captured.slice(0, cut).trim(), name: captured.slice(cut + 2).trim() };
}

interface Candidate {
  name: string;
  weight: number;
  first: number;
}

function containsWords(outer: string, inner: string): boolean {
  if (outer.length <= inner.length) return false;
  const at = outer.toLowerCase().indexOf(inner.toLowerCase());
  if (at < 0) return false;
  const before = at === 0 ? ' ' : outer[at - 1];
  const after = outer[at + inner.length] ?? ' ';
  return /[\s']/.test(before ?? ' ') && /[\s']/.test(after);
}

/** The screen names of the lines' contents (see the header), in order of first appearance. */
export function discoverPlayers(contents: readonly string[], matcher: PhraseMatcher): string[] {
  matcher.setNames([]);
  const candidates = new Map<string, Candidate>();
  let ended = false;
  contents.forEach((text, index) => {
    if (text === '' || ended) return;
    const found = matcher.match(text, NAME_KEYS);
    if (!found) return;
    // Text after the result line is the player's, not the log's (readPtcglLog.ts): it names no player.
    if (END_KEY_SET.has(found.key) && !isPlaceholderName(found.slots.winner ?? '')) ended = true;
    for (const [slot, raw] of Object.entries(found.slots)) {
      if (!NAME_SLOTS.has(slot)) continue;
      const value = slot === 'winner' && found.key === 'endWinnerOnly' ? splitEndWinner(raw).name : raw.trim();
      if (value === '' || value.length > MAX_NAME_LENGTH || isPlaceholderName(value)) continue;
      const key = value.toLowerCase();
      const weight = SETUP_KEYS.has(found.key) ? SETUP_WEIGHT : 1;
      const seen = candidates.get(key);
      if (seen) seen.weight += weight;
      else candidates.set(key, { name: value, weight, first: index });
    }
  });
  const all = [...candidates.values()];
  const kept = all.filter(
    (candidate) =>
      !all.some(
        (other) => other !== candidate && other.weight >= candidate.weight && containsWords(candidate.name, other.name),
      ),
  );
  return kept
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .slice(0, 2)
    .sort((a, b) => a.first - b.first)
    .map((candidate) => candidate.name);
}
