/**
 * What the replay box and the uploaded files hold, as the replays to read (issue 13): replay links to fetch, replays
 * pasted inline (JSON, bare logs, saved replay pages), and what cannot be read, each with the message to show next
 * to it. Pure, so the rules are tested without a screen.
 *
 * Decisions:
 * - The box and every file are split with core's `splitShowdownInput`, so a .txt file of links is fetched like
 *   pasted links, and a file holding several logs gives several replays.
 * - Links are canonical and taken once, in order (core); a link to a live battle is named with
 *   SHOWDOWN_BATTLE_LINK; anything else shaped like a link is SHOWDOWN_LINK_INVALID; remaining text that is neither
 *   a link nor a replay is SHOWDOWN_NOT_A_REPLAY, quoted so the player sees which part — except short labels
 *   between links or replays ("Game 1:", "G2"), which are how people write lists of links.
 * - Read order: fetched links first (in the order pasted), then pasted replays, then files; the import's game
 *   numbers are positions in this list, and play order is decided by the replays' own times (core).
 */
import {
  SHOWDOWN_BATTLE_LINK,
  SHOWDOWN_LINK_INVALID,
  SHOWDOWN_NOT_A_REPLAY,
  splitShowdownInput,
  type ShowdownFetchedReplay,
} from '@trainerlog/core';

export interface ReplayFile {
  /** Unique within the screen (several files may share a name). */
  id: string;
  name: string;
  text: string;
}

export type SourceOrigin =
  | { kind: 'link'; link: string }
  | { kind: 'pasted'; number: number }
  | { kind: 'file'; name: string; number: number; of: number };

/** One replay of the import: its text, the link it came from, and where the player put it. */
export interface ReplaySource {
  text: string;
  link?: string;
  origin: SourceOrigin;
}

/** Something the player gave that is not read, and why: a link, a file, or a piece of text. */
export interface InputProblem {
  /** The link, or the text quoted (at most QUOTE_LENGTH characters), or the file name. */
  subject: string;
  message: string;
}

export interface GatheredInput {
  /** Replay links to fetch, canonical, each once. */
  links: string[];
  /** Replays given inline (pasted or in files), in order. */
  inline: ReplaySource[];
  problems: InputProblem[];
}

const QUOTE_LENGTH = 80;
const LABEL_LENGTH = 30;
const LINK_SHAPE = /\bhttps?:\/\/\S+|(?<![\w@.-])[\w-]+(?:\.[\w-]+)+\/\S*/gi;

/** Text shortened for quoting: spaces collapsed, cut with an ellipsis. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
}

/** Labels around links ("Game 1:", "G2 →") are not worth a warning; a paragraph is. */
const isLabels = (text: string) => text.split('\n').every((line) => line.trim().length <= LABEL_LENGTH);

/** The problems of text that is neither replay nor replay link (see header). */
function leftOverProblems(leftOver: string, where: string | null, foundReplays: boolean): InputProblem[] {
  if (!leftOver.trim()) return [];
  const problems: InputProblem[] = [];
  const rest = leftOver.replace(LINK_SHAPE, (link) => {
    const subject = link.replace(/[.,;:!?)>\]]+$/, '');
    if (!problems.some((p) => p.subject === subject)) problems.push({ subject, message: SHOWDOWN_LINK_INVALID });
    return ' ';
  });
  if (/[\p{L}\p{N}]/u.test(rest) && !(foundReplays && isLabels(rest))) {
    const subject = where ? `${where}: “${quote(rest)}”` : `“${quote(rest)}”`;
    problems.push({ subject, message: SHOWDOWN_NOT_A_REPLAY });
  }
  return problems;
}

/** The box and the files split into links to fetch, inline replays and problems (see header). */
export function gatherInput(text: string, files: readonly ReplayFile[] = []): GatheredInput {
  const gathered: GatheredInput = { links: [], inline: [], problems: [] };
  const take = (split: ReturnType<typeof splitShowdownInput>, where: string | null) => {
    for (const link of split.links) if (!gathered.links.includes(link)) gathered.links.push(link);
    for (const link of split.battleLinks) gathered.problems.push({ subject: link, message: SHOWDOWN_BATTLE_LINK });
    const found = split.links.length + split.replays.length > 0;
    gathered.problems.push(...leftOverProblems(split.leftOver, where, found));
  };

  const pasted = splitShowdownInput(text);
  take(pasted, null);
  pasted.replays.forEach((replay, i) =>
    gathered.inline.push({ text: replay, origin: { kind: 'pasted', number: i + 1 } }),
  );

  for (const file of files) {
    const split = splitShowdownInput(file.text);
    take(split, file.name);
    split.replays.forEach((replay, i) =>
      gathered.inline.push({
        text: replay,
        origin: { kind: 'file', name: file.name, number: i + 1, of: split.replays.length },
      }),
    );
    if (split.replays.length === 0 && split.links.length === 0 && !split.leftOver.trim()) {
      gathered.problems.push({ subject: file.name, message: SHOWDOWN_NOT_A_REPLAY });
    }
  }
  return gathered;
}

/** How many replays the gathered input will read (links and inline replays). */
export const replayCount = (gathered: GatheredInput) => gathered.links.length + gathered.inline.length;

/** The fetched links as replays to read, and the links that could not be fetched with the server's message. */
export function fetchedSources(answers: readonly ShowdownFetchedReplay[]): {
  sources: ReplaySource[];
  problems: InputProblem[];
} {
  const sources: ReplaySource[] = [];
  const problems: InputProblem[] = [];
  for (const answer of answers) {
    if (answer.ok) {
      sources.push({ text: answer.text, link: answer.replayLink, origin: { kind: 'link', link: answer.replayLink } });
    } else problems.push({ subject: answer.link, message: answer.message });
  }
  return { sources, problems };
}

/** "Replay link …", "Pasted replay 2", "game3.json", "bo3.log (2 of 3)". */
export function originLabel(origin: SourceOrigin): string {
  if (origin.kind === 'link') return origin.link;
  if (origin.kind === 'pasted') return `Pasted replay ${origin.number}`;
  return origin.of > 1 ? `${origin.name} (${origin.number} of ${origin.of})` : origin.name;
}

/** The replays as the API takes them. */
export function requestReplays(sources: readonly ReplaySource[]): { text: string; link?: string }[] {
  return sources.map(({ text, link }) => (link ? { text, link } : { text }));
}
