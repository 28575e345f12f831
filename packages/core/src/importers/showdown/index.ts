/** The public API of the Showdown replay import (issue 13). */
export * from './types.ts';
// The reader (readShowdownReplay.ts and its helpers): one replay's facts, links, the import box, format labels.
export { readShowdownReplay, emptyShowdownReading } from './readShowdownReplay.ts';
export { parseShowdownReplayLink, showdownReplayLink, SHOWDOWN_REPLAY_HOST, type ShowdownReplayLink } from './links.ts';
export { splitShowdownInput, type ShowdownInputSplit } from './splitInput.ts';
export { showdownFormatLabel, isVgcDoublesFormat } from './formatLabel.ts';
export { showdownBattleFingerprint } from './fingerprint.ts';
// The import built on the reader: proposal, grouping, team matching, plan, team from a replay.
export * from './proposal.ts';
export * from './grouping.ts';
export * from './teamMatch.ts';
export * from './importPlan.ts';
export * from './teamFromReplay.ts';
