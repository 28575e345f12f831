/**
 * The public API of the Showdown replay import (issue 13): the reader and the import built on it, what the server and
 * the web app use, by name.
 */

// The reader: one replay's facts, links, the import box, format labels.
export { readShowdownReplay } from './readShowdownReplay.ts';
export { parseShowdownReplayLink } from './links.ts';
export { splitShowdownInput } from './splitInput.ts';
export { isVgcDoublesFormat } from './formatLabel.ts';
export { showdownReplayLink } from './links.ts';

// Showdown's replay search: a player's recent public replays (issue 28).
export {
  isVgcReplayId,
  readShowdownReplaySearch,
  SHOWDOWN_SEARCH_PAGE_SIZE,
  type ShowdownSearchEntry,
} from './search.ts';

// The import built on the reader: proposal, plan, a team from a replay.
export { type ShowdownTimelineEvent, type ShowdownTimelineAction } from './types.ts';
export {
  type ShowdownTeamChoice,
  type ShowdownGamePreview,
  type ShowdownMatchProposal,
  type ShowdownImportPreview,
} from './types.ts';
export {
  showdownReplayKey,
  previewShowdownReadings,
  previewShowdownImport,
  showdownImportProblem,
} from './proposal.ts';
export { planShowdownImport } from './importPlan.ts';
export { teamFromShowdownGame } from './teamFromReplay.ts';
