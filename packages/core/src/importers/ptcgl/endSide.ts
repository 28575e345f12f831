/**
 * Which side of the exporter an ending's winner is on (issue 29). The client writes the ending line from the
 * exporter's side: `Opponent conceded. Ann wins.` was exported by Ann (her opponent conceded), `You conceded. Bo
 * wins.` and `Opponent took all of their Prize cards. Bo wins.` by Bo's opponent. So a log whose whole text is
 * `Setup` and `Opponent conceded. X wins.` still names its owner, X.
 *
 * Definitions: each language's table lists the ending templates whose winner is the exporter (`endWonByOwner`) and
 * those whose winner is the exporter's opponent (`endWonByOpponent`); see types.ts. An ending read by the winner-only
 * template after a reason sentence (`{reason}. {winner} wins.`, or the reason on the line above) has the side of the
 * listed template with the same reason sentence (letter case, spaces and a final `.` aside).
 *
 * Decisions: endings whose wording does not tell the side (`All Prize cards taken.`, `No Benched Pokémon for
 * backup.`) are in neither list and give no side; a side is a fact about the owner, so it is used only when the
 * opening hand did not already reveal the owner (readingState.ts).
 */
import type { PhraseMatch } from './compile.ts';
import type { PtcglPhrases } from './types.ts';

export type PtcglEndSide = 'owner' | 'opponent';

/** `Opponent conceded. {winner} wins.` → `opponent conceded`. */
function reasonOf(template: string): string | null {
  const at = template.indexOf('{winner}');
  if (at <= 0) return null;
  return sentenceKey(template.slice(0, at));
}

function sentenceKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\.+$/, '').trim().toLowerCase();
}

/** The side of the ending's winner, or null when its wording does not tell (see the header). */
export function endWinnerSide(phrases: PtcglPhrases, found: PhraseMatch, reason: string): PtcglEndSide | null {
  const owner = phrases.endWonByOwner ?? [];
  const opponent = phrases.endWonByOpponent ?? [];
  if (owner.includes(found.template)) return 'owner';
  if (opponent.includes(found.template)) return 'opponent';
  if (found.key !== 'endWinnerOnly' || reason.trim() === '') return null;
  const key = sentenceKey(reason);
  if (owner.some((template) => reasonOf(template) === key)) return 'owner';
  if (opponent.some((template) => reasonOf(template) === key)) return 'opponent';
  return null;
}
