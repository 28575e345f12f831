/**
 * The public API of the PTCGL game-log reader (issue 12) and the import built on it: what the server and the web app
 * use, by name.
 */

// The reader: one log's facts, the paste split, the fingerprint.
export { readPtcglLog } from './readPtcglLog.ts';
export { splitPtcglPaste } from './splitPaste.ts';
export { ptcglLogFingerprint } from './fingerprint.ts';
export type { PtcglTimelineAction, PtcglTimelineEvent } from './types.ts';

// The import built on the reader: proposal, plan, the preview's answer.
export {
  type PtcglDeckChoice,
  type PtcglArchetypeGuess,
  type PtcglGamePreview,
  type PtcglMatchProposal,
  type PtcglPastePreview,
  previewPtcglPaste,
} from './proposal.ts';
export { type PtcglImportProblem, planPtcglImport, ptcglProblemErrors, ptcglPasteProblem } from './importPlan.ts';
export { type PtcglDeckListFound, type PtcglPreviewAnswer, ptcglPreviewAnswer } from './previewAnswer.ts';
