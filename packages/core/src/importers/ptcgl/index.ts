/** The public API of the PTCGL game-log reader (issue 12). */
export * from './types.ts';
export { readPtcglLog, NOT_A_LOG_MESSAGE } from './readPtcglLog.ts';
export { splitPtcglPaste, type PtcglPasteSplit } from './splitPaste.ts';
export { ptcglLogFingerprint } from './fingerprint.ts';
export { normalizePtcglText } from './normalize.ts';
export { PTCGL_PHRASES, ptcglPhrasesFor } from './phrases/index.ts';
// The import built on the reader (lead): proposal, plan, archetypes, deck overlap, card names.
export * from './proposal.ts';
export * from './importPlan.ts';
export * from './archetype.ts';
export * from './deckOverlap.ts';
export { lookupCardName } from './names/index.ts';
export * from './previewAnswer.ts';
