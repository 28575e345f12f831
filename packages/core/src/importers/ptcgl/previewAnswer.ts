/**
 * The preview as `POST /api/tcgmatches/import/ptcgl/preview` answers it, and as the browser computes it for guests:
 * the read paste (proposal.ts) plus the deck lists found in the text around the logs, offered as decks (issue 12:
 * "a list pasted inside a log import is recognised and offered as a deck").
 *
 * Each game's reading goes without its `timeline` (issue 30): the review screen never shows it, and as JSON it is
 * about twice the log's size; the import reads the text again on the server, timeline included.
 */
import { findDeckListsInText } from '../../formats/deckListInText.ts';
import type { PtcglPastePreview } from './proposal.ts';

export interface PtcglDeckListFound {
  text: string;
  totalCards: number;
  /** 1-based line of the paste's text outside the logs. */
  startLine: number;
}

export type PtcglPreviewAnswer = PtcglPastePreview & { deckLists: PtcglDeckListFound[] };

export function ptcglPreviewAnswer(preview: PtcglPastePreview): PtcglPreviewAnswer {
  const deckLists = findDeckListsInText(preview.otherText).map((found) => ({
    text: found.text,
    totalCards: found.deckList.totalCards,
    startLine: found.startLine,
  }));
  const games = preview.games.map((game) => ({ ...game, reading: { ...game.reading, timeline: [] } }));
  return { ...preview, games, deckLists };
}
