/**
 * The PTCGL game-log import behind one seam (issue 12, /import-match): members ask the server, which reads the
 * paste itself (`POST /api/tcgmatches/import/ptcgl/preview` and `…/import/ptcgl`); guests run the same core
 * functions (`previewPtcglPaste`, `planPtcglImport`) in the browser over their local decks, active deck, screen names
 * and matches, and keep the matches in the browser. The screen sees one shape either way.
 *
 * Decisions:
 * - Failures the player must act on are a `PtcglImportError` with the server's status, message and field errors
 *   (`text`, `matches.0.results.1`…), whether the server or the browser found them; anything else (network, 401)
 *   stays the error it was.
 * - A guest's "already imported" check, like the server's: the fingerprints of the logs kept in their local matches
 *   (`ptcglLogText` holds a match's logs joined by `joinPtcglLogs`, which `splitPtcglPaste` reads back), and the
 *   fingerprints remembered at import with their match's id (`importedLogs`), which outlive an edit of the match
 *   (editing removes its log, spec part 2 §2) and count only while that match exists — a deleted match frees its
 *   logs, as on the server.
 * - A guest's import is all or nothing like the server's: if the browser refuses the n-th match, the ones written
 *   before it are removed again.
 * - The date defaults to today in the player's time zone (the form's default); the server's own default is UTC.
 */
import {
  planPtcglImport,
  ptcglImportRequestSchema,
  ptcglLogFingerprint,
  ptcglPasteProblem,
  ptcglPreviewAnswer,
  ptcglProblemErrors,
  ptcglPreviewRequestSchema,
  splitPtcglPaste,
  PTCGL_LOG_ALREADY_IMPORTED,
  type CategoryRules,
  type PtcglDeckChoice,
  type PtcglImportProblem,
  type PtcglImportRequest,
  type PtcglPreviewAnswer,
  type PtcglPreviewRequest,
  type TcgMatch,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import type { LocalValueStore } from '../../data/guest/localValueStore.ts';
import type { TcgMatchRepository } from '../../data/entities/tcgMatches.ts';
import { runCoreTask } from '../../data/worker/runCoreTask.ts';

export type { PtcglDeckListFound, PtcglPreviewAnswer } from '@trainerlog/core';

export interface PtcglFieldError {
  path: string;
  message: string;
}

/** A refusal the player can act on: 400 (a field, or the text) or 409 (a log imported before). */
export class PtcglImportError extends Error {
  readonly status: 400 | 409;
  readonly errors: PtcglFieldError[];

  constructor(status: 400 | 409, message: string, errors: PtcglFieldError[] = []) {
    super(message);
    this.name = 'PtcglImportError';
    this.status = status;
    this.errors = errors;
  }
}

export interface PtcglImporter {
  preview(request: PtcglPreviewRequest): Promise<PtcglPreviewAnswer>;
  /** The created matches, in the order of the request's matches. */
  importMatches(request: PtcglImportRequest): Promise<TcgMatch[]>;
}

/** The server's 400/409 as a PtcglImportError; every other failure unchanged. */
function asImportError(error: unknown): unknown {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return error;
  return new PtcglImportError(error.status, error.msg ?? error.message, error.errors);
}

export const remotePtcglImporter: PtcglImporter = {
  async preview(request) {
    try {
      return await api.ptcglImport.preview(request);
    } catch (error) {
      throw asImportError(error);
    }
  },
  async importMatches(request) {
    try {
      return (await api.ptcglImport.import(request)).matches;
    } catch (error) {
      throw asImportError(error);
    }
  },
};

/** What a guest's browser knows that the server would read from the account. */
export interface PtcglGuestContext {
  decks: readonly PtcglDeckChoice[];
  activeDeckId: string | null;
  categories: readonly CategoryRules[];
  screenNames: readonly string[];
}

/** Imported log fingerprints → the id of the local match that holds them. */
export type ImportedLogMemory = LocalValueStore<Record<string, string>>;

export interface LocalPtcglImporterOptions {
  matches: TcgMatchRepository;
  importedLogs?: ImportedLogMemory;
  context(): Promise<PtcglGuestContext> | PtcglGuestContext;
  /** Today as YYYY-MM-DD (the default date of an imported match). */
  today?: () => string;
}

/** Fingerprints of every log kept in these matches, and of those remembered for a match that still exists. */
export function importedFingerprints(
  matches: readonly Pick<TcgMatch, '_id' | 'ptcglLogText'>[],
  remembered: Readonly<Record<string, string>> = {},
): Set<string> {
  const ids = new Set(matches.map((m) => m._id));
  const fingerprints = new Set(Object.keys(remembered).filter((fingerprint) => ids.has(remembered[fingerprint]!)));
  for (const match of matches) {
    if (!match.ptcglLogText) continue;
    for (const log of splitPtcglPaste(match.ptcglLogText).logs) fingerprints.add(ptcglLogFingerprint(log.text));
  }
  return fingerprints;
}

const zodErrors = (issues: readonly { path: PropertyKey[]; message: string }[]): PtcglFieldError[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** The plan's problems as the server reports them (core `ptcglProblemErrors`). */
function problemsError(problems: readonly PtcglImportProblem[]): PtcglImportError {
  const errors = ptcglProblemErrors(problems);
  return new PtcglImportError(400, errors[0]!.message, errors);
}

export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Guests: the server's answers, computed in the browser with the same core functions (see header). */
export function createLocalPtcglImporter(options: LocalPtcglImporterOptions): PtcglImporter {
  const today = options.today ?? (() => localToday());

  async function read(text: string, playerName: string | undefined) {
    const context = await options.context();
    const fingerprints = importedFingerprints(await options.matches.list(), options.importedLogs?.get() ?? {});
    // Read in the app's worker: a long paste of many games keeps the page responsive (issue 28).
    const preview = await runCoreTask('previewPtcglPaste', text, {
      playerName: playerName ?? null,
      myScreenNames: context.screenNames,
      decks: context.decks,
      activeDeckId: context.activeDeckId,
      categories: context.categories,
      importedFingerprints: fingerprints,
    });
    return { preview, decks: context.decks };
  }

  return {
    async preview(request) {
      const parsed = ptcglPreviewRequestSchema.safeParse(request);
      if (!parsed.success)
        throw new PtcglImportError(400, parsed.error.issues[0]!.message, zodErrors(parsed.error.issues));
      const { preview } = await read(parsed.data.text, parsed.data.playerName);
      const problem = ptcglPasteProblem(preview);
      if (problem !== null) {
        throw new PtcglImportError(400, problem, [{ path: 'text', message: problem }]);
      }
      return ptcglPreviewAnswer(preview);
    },

    async importMatches(request) {
      const parsed = ptcglImportRequestSchema.safeParse(request);
      if (!parsed.success)
        throw new PtcglImportError(400, parsed.error.issues[0]!.message, zodErrors(parsed.error.issues));
      const body = parsed.data;
      const { preview, decks } = await read(body.text, body.playerName);
      const plan = planPtcglImport(preview, { ...body, date: body.date ?? today() }, decks);
      if (plan.duplicate) throw new PtcglImportError(409, PTCGL_LOG_ALREADY_IMPORTED);
      if (plan.problems.length > 0) throw problemsError(plan.problems);
      const created: TcgMatch[] = [];
      try {
        for (const match of plan.matches) created.push(await options.matches.create(match.input));
      } catch (error) {
        await Promise.allSettled(created.map((match) => options.matches.remove(match._id)));
        throw error;
      }
      if (options.importedLogs) {
        const remembered = { ...(options.importedLogs.get() ?? {}) };
        plan.matches.forEach((match, i) => {
          for (const fingerprint of match.fingerprints) remembered[fingerprint] = created[i]!._id;
        });
        options.importedLogs.set(remembered);
      }
      return created;
    },
  };
}
