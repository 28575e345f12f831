/**
 * What an import request creates: the match inputs (validated by the logging form's schema) built from the logs the
 * server (or, for a guest, the browser) read itself, with the player's corrections applied (schemas/ptcglImport.ts).
 *
 * Decisions:
 * - Problems carry the request path they concern (`text`, `matches.1.games`, `matches.0.results.2`,
 *   `matches.0.opponentDeck`), so the screen shows them where the player can fix them; any problem means nothing is
 *   created.
 * - A game that was already imported, or the same log chosen twice, is not a problem at a path but `duplicate`:
 *   without an arrangement, any log of the paste imported before counts. The caller answers 409 "This game log has already been imported" and stores nothing.
 * - A match's `ptcglLogText` is its logs in play order separated by a blank line; `splitPtcglPaste` reads it back
 *   into the same logs (the guest's duplicate check relies on it).
 */
import {
  tcgMatchInputSchema,
  PTCGL_LOG_MAX_LENGTH,
  type TcgMatchInput,
  type TcgMatchInputBody,
} from '../../schemas/tcgMatches.ts';
import {
  PTCGL_GAME_TWICE,
  PTCGL_GAME_UNKNOWN,
  PTCGL_MATCH_TOO_LONG,
  PTCGL_NOT_A_LOG,
  PTCGL_NOTHING_TO_IMPORT,
  PTCGL_PASTE_MAX_LOGS,
  PTCGL_PLAYER_UNKNOWN,
  PTCGL_RESULT_UNKNOWN,
  PTCGL_TOO_MANY_LOGS,
  type PtcglMatchChoice,
} from '../../schemas/ptcglImport.ts';
import {
  proposeMatch,
  ptcglTiedAtTime,
  type PtcglDeckChoice,
  type PtcglGamePreview,
  type PtcglPastePreview,
} from './proposal.ts';

export interface PtcglImportProblem {
  path: string;
  message: string;
}

export interface PtcglPlannedMatch {
  input: TcgMatchInput;
  /** Game indices in the paste, in play order. */
  games: number[];
  fingerprints: string[];
}

export interface PtcglImportPlan {
  matches: PtcglPlannedMatch[];
  problems: PtcglImportProblem[];
  /** A chosen game was imported before, or a log is chosen twice in the same paste (→ 409). */
  duplicate: boolean;
}

export interface PtcglImportRequestLike {
  deckId?: string | null;
  deckName?: string;
  date: string;
  matches?: readonly PtcglMatchChoice[];
}

/** The log text a match keeps: its logs in play order, a blank line between. */
export function joinPtcglLogs(logs: readonly string[]): string {
  return logs.map((log) => log.replace(/^\uFEFF/, '').trim()).join('\n\n\n');
}

function choicesOf(preview: PtcglPastePreview, request: PtcglImportRequestLike): PtcglMatchChoice[] {
  if (request.matches) return [...request.matches];
  return preview.matches.map((m) => ({ games: m.games }));
}

/** Plans the import of a read paste (see header). */
export function planPtcglImport(
  preview: PtcglPastePreview,
  request: PtcglImportRequestLike,
  decks: readonly PtcglDeckChoice[] = [],
): PtcglImportPlan {
  const problems: PtcglImportProblem[] = [];
  const pasteProblem = ptcglPasteProblem(preview);
  if (pasteProblem !== null)
    return { matches: [], problems: [{ path: 'text', message: pasteProblem }], duplicate: false };
  const logs = preview.games.filter((g) => g.reading.isGameLog);
  const byIndex = new Map<number, PtcglGamePreview>(logs.map((g) => [g.index, g]));
  const used = new Set<number>();
  // Without an arrangement the whole paste is imported, so a log in it that was imported before refuses it all.
  let duplicate = !request.matches && logs.some((g) => g.alreadyImported);
  const matches: PtcglPlannedMatch[] = [];

  choicesOf(preview, request).forEach((choice, m) => {
    const at = (field: string) => `matches.${m}.${field}`;
    const members: PtcglGamePreview[] = [];
    for (const index of choice.games) {
      const game = byIndex.get(index);
      if (!game) problems.push({ path: at('games'), message: PTCGL_GAME_UNKNOWN });
      else if (used.has(index)) problems.push({ path: at('games'), message: PTCGL_GAME_TWICE });
      else {
        used.add(index);
        members.push(game);
        if (game.alreadyImported || game.duplicateOf !== null) duplicate = true;
      }
    }
    if (members.length !== choice.games.length) return;
    if (members.some((g) => g.me === null)) {
      problems.push({ path: at('games'), message: PTCGL_PLAYER_UNKNOWN });
      return;
    }
    const proposal = proposeMatch(preview.games, choice.games, { decks });
    const results = members.map((g, j) => g.fields.result ?? choice.results?.[j] ?? null);
    results.forEach((r, j) => {
      if (r === null) problems.push({ path: at(`results.${j}`), message: PTCGL_RESULT_UNKNOWN });
    });
    const logText = joinPtcglLogs(members.map((g) => g.logText));
    if (logText.length > PTCGL_LOG_MAX_LENGTH) problems.push({ path: at('games'), message: PTCGL_MATCH_TOO_LONG });
    if (results.some((r) => r === null) || logText.length > PTCGL_LOG_MAX_LENGTH) return;

    const format = choice.format ?? proposal.format;
    const deckId =
      choice.deckId !== undefined ? choice.deckId : request.deckId !== undefined ? request.deckId : proposal.deckId;
    const chosenDeck = deckId ? decks.find((d) => d._id === deckId) : undefined;
    const body: TcgMatchInputBody = {
      deckId: deckId ?? null,
      deckName: choice.deckName ?? request.deckName ?? chosenDeck?.name ?? proposal.deckName,
      opponentDeck: choice.opponentDeck ?? proposal.opponentDeck,
      opponentDeckVariant: choice.opponentDeckVariant ?? '',
      format,
      date: request.date,
      timeCalled: choice.timeCalled ?? ptcglTiedAtTime(format, results),
      notes: '',
      games: members.map((g, j) => ({ ...g.fields, result: results[j]!, notes: '' })),
      importSource: 'ptcgl',
      ptcglLogText: logText,
    };
    const parsed = tcgMatchInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ path: at(issue.path.join('.')), message: issue.message });
      return;
    }
    matches.push({ input: parsed.data, games: [...choice.games], fingerprints: members.map((g) => g.fingerprint) });
  });
  if (!duplicate && problems.length === 0 && matches.length === 0) {
    problems.push({ path: 'matches', message: PTCGL_NOTHING_TO_IMPORT });
  }
  return { matches: problems.length > 0 ? [] : matches, problems, duplicate };
}

/**
 * The plan's problems as the API reports them (`errors` of a 400): a match's date is the request's `date`, reported
 * once; the same message at the same path once.
 */
export function ptcglProblemErrors(problems: readonly PtcglImportProblem[]): PtcglImportProblem[] {
  const seen = new Set<string>();
  const errors: PtcglImportProblem[] = [];
  for (const problem of problems) {
    const path = problem.path.replace(/^matches\.\d+\.date$/, 'date');
    const key = `${path}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path, message: problem.message });
  }
  return errors;
}

/** What is wrong with a paste as a whole (no log in it, or more logs than one import takes), or null. */
export function ptcglPasteProblem(preview: PtcglPastePreview): string | null {
  const logs = preview.games.filter((g) => g.reading.isGameLog).length;
  if (logs === 0) return preview.notALogReason ?? PTCGL_NOT_A_LOG;
  return logs > PTCGL_PASTE_MAX_LOGS ? PTCGL_TOO_MANY_LOGS : null;
}
