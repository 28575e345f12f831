/**
 * The Showdown replay import behind one seam (issue 13, /import-replay). Replay links are fetched by the server for
 * everyone (`POST /api/vgcmatches/import/showdown/replays`: the browser cannot read replay.pokemonshowdown.com
 * itself, and the server's reader is rate-limited). Members then ask the server, which reads the replay texts itself
 * (`…/showdown/preview` and `…/showdown`); guests run the same core functions (`previewShowdownImport`,
 * `planShowdownImport`) in the browser over their local teams, Showdown names and matches, and keep the matches in
 * the browser. The screen sees one shape either way.
 *
 * Decisions:
 * - Failures the player must act on are a `ShowdownImportError` with the server's status, message and field errors
 *   (`replays.2.text`, `matches.0.results.1`, `playerName`…), whether the server or the browser found them; anything
 *   else (network, 401, 429) stays the error it was.
 * - A guest's "already imported" check, like the server's: the keys (`showdownReplayKey`) remembered at import with
 *   their match's id, counted only while that match exists — a deleted match frees its replays, as on the server.
 * - A guest's import is all or nothing like the server's: if the browser refuses the n-th match, the ones written
 *   before it are removed again.
 * - A preview in which nothing is a VGC replay at all is refused as a whole (400 at `replays`), as the server does;
 *   otherwise each replay that cannot be imported is in the preview with its own reason.
 * - Fetching links may take a while (the server reads up to 30 replays one request each): its own, longer timeout.
 */
import {
  planShowdownImport,
  showdownImportProblem,
  showdownImportRequestSchema,
  showdownPreviewRequestSchema,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
  type ShowdownFetchedReplay,
  type ShowdownImportPreview,
  type ShowdownImportRequest,
  type ShowdownPreviewRequest,
  type ShowdownTeamChoice,
  type VgcMatch,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import type { LocalValueStore } from '../../data/guest/localValueStore.ts';
import type { VgcMatchRepository } from '../../data/entities/vgcMatches.ts';
import { runCoreTask } from '../../data/worker/runCoreTask.ts';

const FETCH_TIMEOUT_MS = 60_000;
const READ_TIMEOUT_MS = 30_000;

export type { ShowdownFetchedReplay, ShowdownImportPreview } from '@trainerlog/core';

export interface ShowdownFieldError {
  path: string;
  message: string;
}

/** A refusal the player can act on: 400 (a field, or the replays) or 409 (a replay imported before). */
export class ShowdownImportError extends Error {
  readonly status: 400 | 409;
  readonly errors: ShowdownFieldError[];

  constructor(status: 400 | 409, message: string, errors: ShowdownFieldError[] = []) {
    super(message);
    this.name = 'ShowdownImportError';
    this.status = status;
    this.errors = errors;
  }
}

export interface ShowdownImporter {
  /** Each link's replay JSON as text, or why it could not be read, in the order given. */
  fetchReplays(links: readonly string[]): Promise<ShowdownFetchedReplay[]>;
  preview(request: ShowdownPreviewRequest): Promise<ShowdownImportPreview>;
  /** The created matches, in the order of the request's matches. */
  importMatches(request: ShowdownImportRequest): Promise<VgcMatch[]>;
}

/** The server's 400/409 as a ShowdownImportError; every other failure unchanged. */
function asImportError(error: unknown): unknown {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return error;
  return new ShowdownImportError(error.status, error.msg ?? error.message, error.errors);
}

async function fetchReplays(links: readonly string[]): Promise<ShowdownFetchedReplay[]> {
  try {
    const answer = await api.showdownImport.replays({ links: [...links] }, { timeoutMs: FETCH_TIMEOUT_MS });
    return answer.replays;
  } catch (error) {
    throw asImportError(error);
  }
}

export const remoteShowdownImporter: ShowdownImporter = {
  fetchReplays,
  async preview(request) {
    try {
      return await api.showdownImport.preview(request, { timeoutMs: READ_TIMEOUT_MS });
    } catch (error) {
      throw asImportError(error);
    }
  },
  async importMatches(request) {
    try {
      const answer = await api.showdownImport.import(request, { timeoutMs: READ_TIMEOUT_MS });
      return answer.matches;
    } catch (error) {
      throw asImportError(error);
    }
  },
};

/** What a guest's browser knows that the server would read from the account. */
export interface ShowdownGuestContext {
  teams: readonly ShowdownTeamChoice[];
  showdownNames: readonly string[];
}

/** Imported replay keys → the id of the local match that holds them. */
export type ImportedReplayMemory = LocalValueStore<Record<string, string>>;

export interface LocalShowdownImporterOptions {
  matches: VgcMatchRepository;
  importedReplays?: ImportedReplayMemory;
  context(): Promise<ShowdownGuestContext> | ShowdownGuestContext;
  /** Today as YYYY-MM-DD (the date of a match whose replays carry none). */
  today?: () => string;
  /** Reads links; the server's reader unless a test gives another. */
  fetchReplays?: ShowdownImporter['fetchReplays'];
}

/** The remembered keys whose match still exists (see header). */
export function importedReplayKeys(
  matches: readonly Pick<VgcMatch, '_id'>[],
  remembered: Readonly<Record<string, string>> | null = {},
): Set<string> {
  const ids = new Set(matches.map((m) => m._id));
  const entries = Object.entries(remembered && typeof remembered === 'object' ? remembered : {});
  return new Set(entries.filter(([, id]) => typeof id === 'string' && ids.has(id)).map(([key]) => key));
}

const zodErrors = (issues: readonly { path: PropertyKey[]; message: string }[]): ShowdownFieldError[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

function refusal(issues: readonly { path: PropertyKey[]; message: string }[]): ShowdownImportError {
  return new ShowdownImportError(400, issues[0]?.message ?? 'Invalid import', zodErrors(issues));
}

/** Today in the player's time zone, as the logging form's default. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Guests: the server's answers, computed in the browser with the same core functions (see header). */
export function createLocalShowdownImporter(options: LocalShowdownImporterOptions): ShowdownImporter {
  const today = options.today ?? (() => localDay());

  async function read(request: ShowdownPreviewRequest) {
    const context = await options.context();
    const importedKeys = importedReplayKeys(await options.matches.list(), options.importedReplays?.get() ?? {});
    // Read in the app's worker: several replays take long enough to freeze a phone's page (issue 28).
    const preview = await runCoreTask('previewShowdownImport', request.replays, {
      playerName: request.playerName ?? null,
      myShowdownNames: context.showdownNames,
      teams: context.teams,
      importedKeys,
    });
    return { preview, teams: context.teams };
  }

  return {
    fetchReplays: options.fetchReplays ?? fetchReplays,

    async preview(request) {
      const parsed = showdownPreviewRequestSchema.safeParse(request);
      if (!parsed.success) throw refusal(parsed.error.issues);
      const { preview } = await read(parsed.data);
      const problem = showdownImportProblem(preview);
      if (problem !== null) throw new ShowdownImportError(400, problem, [{ path: 'replays', message: problem }]);
      return preview;
    },

    async importMatches(request) {
      const parsed = showdownImportRequestSchema.safeParse(request);
      if (!parsed.success) throw refusal(parsed.error.issues);
      const body = parsed.data;
      const { preview, teams } = await read(body);
      const plan = planShowdownImport(
        preview,
        {
          ...(body.teamId !== undefined ? { teamId: body.teamId } : {}),
          ...(body.playerName !== undefined ? { playerName: body.playerName } : {}),
          ...(body.matches ? { matches: body.matches } : {}),
          today: today(),
        },
        teams,
      );
      if (plan.duplicate) throw new ShowdownImportError(409, SHOWDOWN_REPLAY_ALREADY_IMPORTED);
      if (plan.problems.length > 0) {
        throw new ShowdownImportError(400, plan.problems[0]!.message, [...plan.problems]);
      }
      const created: VgcMatch[] = [];
      try {
        for (const match of plan.matches) created.push(await options.matches.create(match.input));
      } catch (error) {
        await Promise.allSettled(created.map((match) => options.matches.remove(match._id)));
        throw error;
      }
      if (options.importedReplays) {
        const remembered = { ...(options.importedReplays.get() ?? {}) };
        plan.matches.forEach((match, i) => {
          for (const key of match.keys) if (key) remembered[key] = created[i]!._id;
        });
        options.importedReplays.set(remembered);
      }
      return created;
    },
  };
}
