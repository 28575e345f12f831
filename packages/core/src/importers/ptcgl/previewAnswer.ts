/**
 * The preview as `POST /api/tcgmatches/import/ptcgl/preview` answers it, and as the browser computes it for guests:
 * the read paste (proposal.ts) plus the deck lists found in the text around the logs, offered as decks (issue 12:
 * "a list pasted inside a log import is recognised and offered as a deck").
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
  return { ...preview, deckLists };
}
