/**
 * VGC matches through the data seam (spec part 1 §3 "VGC match", §4 "Match changes"; part 2 §3, §4, §8): guests keep
 * them in the browser under the VGC matches key, members on the server (`/api/vgcmatches`, paged like TCG).
 *
 * Decisions:
 * - Stored local matches are read tolerantly (`normalizeStoredVgcMatch`): teams and per-game Pokémon lists may be
 *   arrays or one comma-separated string (spec part 1 §3), an older `opponentDeck` stands in for a missing opponent
 *   name, a game's result other than win/loss is kept as it is (the form asks for it again rather than inventing
 *   one), and the derived `result` and `matchScore` follow the core rules (`matchOutcome`, `matchScore`). A match
 *   stored with a single `result` and no games keeps that result.
 * - Result only (issue 15): `recordedResult` ('win' | 'loss' | 'tie') is read when valid, else null (older matches
 *   have none); a result-only match has no games and its result and score follow the recorded result. An update
 *   stores what the save sends (a full replacement, as on the server): the form sends it back while the player
 *   keeps it, and null once they enter the games.
 * - The derived `result` and `matchScore` are never written to the browser: an update drops any that older data
 *   carried, so a stale score cannot outlive its games.
 * - Remote answers are the API's own shape (`vgcMatchSchema`) and are used as they come, as for TCG.
 */
import {
  apiEndpoints,
  bestOfOf,
  calendarDateOf,
  matchOutcome,
  matchScore,
  pokemonNameList,
  recordedResultOf,
  specialResultOf,
  type VgcGame,
  type VgcMatch,
  type VgcMatchInput,
  type VgcMatchListQuery,
  type VgcMatchPage,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { ENTITIES } from './entities.ts';
import {
  createLocalMatchRepository,
  createMemberMatchRepository,
  createPagedRemoteRepository,
  type LocalMatchRepositoryOptions,
  type PagedRemoteRepository,
} from './matchRepositories.ts';
import { withOutbox, type OutboxMatchDefinition } from '../outbox/offlineMatchRepository.ts';
import type { Repository } from './repository.ts';

export type VgcMatchRepository = Repository<VgcMatch, VgcMatchInput>;

/** Spec part 1 §8 and part 2 §8, matches. */
export const VGC_MATCH_ERRORS = {
  add: 'Error adding VGC match',
  update: 'Error updating VGC match',
  remove: 'Error deleting VGC match',
  fetch: 'Error fetching VGC matches',
} as const;

/** How many recent matches a member's screens read for suggestions (the list endpoint's largest page). */
export const RECENT_VGC_MATCHES_PAGE_SIZE = 100;

/** Whatever an older version of the app, the original product or a hand edit left in the browser. */
export type StoredVgcMatch = { _id: string } & Record<string, unknown>;
type StoredFields = Omit<VgcMatch, '_id' | 'isLocal' | 'result' | 'matchScore' | 'gameType'> & {
  gameType: 'VGC';
  /** Written as undefined to drop a derived value older data stored (see header). */
  result?: undefined;
  matchScore?: undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const names = (value: unknown): string[] =>
  typeof value === 'string' || Array.isArray(value) ? pokemonNameList(value as string | string[]) : [];

function normalizeSide(value: unknown): 'player' | 'opponent' | null {
  const side = text(value).trim().toLowerCase();
  if (side === 'player' || side === 'you') return 'player';
  if (side === 'opponent') return 'opponent';
  return null;
}

function normalizeMovesUsed(value: unknown): VgcGame['movesUsed'] {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry: unknown) => {
    const item = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const pokemon = text(item.pokemon).trim();
    return pokemon ? [{ pokemon, moves: names(item.moves) }] : [];
  });
}

function normalizeGame(raw: unknown): VgcGame {
  const game = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result = text(game.result).trim().toLowerCase();
  return {
    // Kept as stored when it is neither (see header); the core rules then do not count it.
    result: (result === 'win' || result === 'loss' || result === 'tie' ? result : game.result) as VgcGame['result'],
    wentFirst: typeof game.wentFirst === 'boolean' ? game.wentFirst : null,
    leadPokemon: names(game.leadPokemon),
    opponentLeadPokemon: names(game.opponentLeadPokemon),
    broughtPokemon: names(game.broughtPokemon),
    opponentBroughtPokemon: names(game.opponentBroughtPokemon),
    firstKnockout: normalizeSide(game.firstKnockout),
    // Older games have no Tera fields (issue 6): not recorded.
    teraPokemon: text(game.teraPokemon).trim() || null,
    opponentTeraPokemon: text(game.opponentTeraPokemon).trim() || null,
    // Older games have no Mega fields (issue 29, Pokémon Champions): not recorded.
    megaPokemon: text(game.megaPokemon).trim() || null,
    opponentMegaPokemon: text(game.opponentMegaPokemon).trim() || null,
    // Older games have no moves used (issue 29): not recorded.
    movesUsed: normalizeMovesUsed(game.movesUsed),
    // Only games read from a replay know which Pokémon fainted (issue 30).
    ...(Array.isArray(game.faintedPokemon) ? { faintedPokemon: names(game.faintedPokemon) } : {}),
    ...(Array.isArray(game.opponentFaintedPokemon) ? { opponentFaintedPokemon: names(game.opponentFaintedPokemon) } : {}),
    replayLink: text(game.replayLink),
    notes: text(game.notes),
  };
}

function normalizeBestOf(raw: StoredVgcMatch, gameCount: number): number {
  if (typeof raw.bestOf === 'number' && Number.isInteger(raw.bestOf) && raw.bestOf > 0) return raw.bestOf;
  if (typeof raw.format === 'string' && bestOfOf(raw.format) === 3) return 3;
  return gameCount > 1 ? 3 : 1;
}

function normalizeGroup(value: unknown): VgcMatch['group'] {
  if (typeof value !== 'object' || value === null) return null;
  const group = value as Record<string, unknown>;
  return typeof group.name === 'string' ? { _id: text(group._id), name: group.name } : null;
}

/** A stored local match as the screens expect it, with result and score derived by the core rules (see header). */
export function normalizeStoredVgcMatch(raw: StoredVgcMatch): VgcMatch {
  // Issue 29: an ID or a bye keeps the recorded result it stands for; a match stored before has neither field.
  const specialResult = specialResultOf({ specialResult: typeof raw.specialResult === 'string' ? raw.specialResult : null });
  const recordedResult = recordedResultOf({
    recordedResult: typeof raw.recordedResult === 'string' ? raw.recordedResult : null,
    specialResult,
  });
  const timeCalled = specialResult === null && raw.timeCalled === true;
  const games = recordedResult === null && Array.isArray(raw.games) ? raw.games.map(normalizeGame) : [];
  const createdAt = text(raw.createdAt) || new Date(0).toISOString();
  const counted = games.some((g) => g.result === 'win' || g.result === 'loss' || g.result === 'tie');
  const storedResult = raw.result === 'win' || raw.result === 'loss' || raw.result === 'tie' ? raw.result : null;
  return {
    _id: raw._id,
    isLocal: true,
    gameType: 'VGC',
    createdAt,
    updatedAt: text(raw.updatedAt) || createdAt,
    group: normalizeGroup(raw.group),
    teamId: typeof raw.teamId === 'string' && raw.teamId !== '' ? raw.teamId : null,
    playerTeam: names(raw.playerTeam),
    opponentTeam: names(raw.opponentTeam),
    opponentName: text(raw.opponentName) || text(raw.opponentDeck),
    format: text(raw.format),
    bestOf: normalizeBestOf(raw, games.length),
    date: calendarDateOf(raw.date) ?? calendarDateOf(raw.createdAt) ?? '',
    replayLink: text(raw.replayLink),
    notes: text(raw.notes),
    games,
    recordedResult,
    timeCalled,
    specialResult,
    result: recordedResult ?? (!counted && storedResult ? storedResult : matchOutcome({ games, timeCalled })),
    matchScore: matchScore({
      games,
      recordedResult,
      specialResult,
      matchScore: typeof raw.matchScore === 'string' ? raw.matchScore : null,
    }),
  };
}

/** A stored match as the API's input — the full replacement body of a PUT. */
export function vgcMatchInputOf(match: VgcMatch): VgcMatchInput {
  return {
    teamId: match.teamId,
    playerTeam: [...match.playerTeam],
    opponentTeam: [...match.opponentTeam],
    opponentName: match.opponentName,
    format: match.format,
    bestOf: match.bestOf === 3 ? 3 : 1,
    date: match.date,
    replayLink: match.replayLink,
    notes: match.notes,
    games: match.games.map((game) => ({
      ...game,
      leadPokemon: [...game.leadPokemon],
      opponentLeadPokemon: [...game.opponentLeadPokemon],
      broughtPokemon: [...game.broughtPokemon],
      opponentBroughtPokemon: [...game.opponentBroughtPokemon],
    })),
    recordedResult: match.recordedResult ?? null,
    timeCalled: match.timeCalled ?? false,
    specialResult: match.specialResult ?? null,
  };
}

export type LocalVgcMatchRepositoryOptions = LocalMatchRepositoryOptions;

/** VGC matches kept in the browser under the VGC matches key (see `matchRepositories.ts`). */
export function createLocalVgcMatchRepository(
  options: LocalVgcMatchRepositoryOptions = {},
): VgcMatchRepository & { readonly storageKey: string } {
  return createLocalMatchRepository<VgcMatch, VgcMatchInput, StoredVgcMatch, StoredFields>(
    {
      entity: ENTITIES.vgcMatches,
      normalize: normalizeStoredVgcMatch,
      created: (input, at) => ({
        ...input,
        recordedResult: recordedResultOf(input),
        gameType: 'VGC',
        group: null,
        createdAt: at,
        updatedAt: at,
      }),
      // The derived figures are never stored (see header): an update drops any that older data carried.
      updated: (changes, at) => ({
        ...changes,
        recordedResult: recordedResultOf(changes),
        timeCalled: changes.timeCalled ?? false,
        specialResult: changes.specialResult ?? null,
        result: undefined,
        matchScore: undefined,
        updatedAt: at,
      }),
    },
    options,
  );
}

export const localVgcMatches = createLocalVgcMatchRepository();

/** The list query of GET /api/vgcmatches; every field optional (the server fills the defaults). */
export type VgcMatchPageQuery = Partial<VgcMatchListQuery>;

export type RemoteVgcMatchRepository = PagedRemoteRepository<VgcMatch, VgcMatchInput, VgcMatchPageQuery, VgcMatchPage>;

export const remoteVgcMatches: RemoteVgcMatchRepository = createPagedRemoteRepository(
  apiEndpoints.vgcMatches,
  api.vgcMatches,
  RECENT_VGC_MATCHES_PAGE_SIZE,
);

/** Members: see `createMemberMatchRepository`. */
export function createMemberVgcMatchRepository(
  remote: VgcMatchRepository = remoteVgcMatches,
  local: VgcMatchRepository = localVgcMatches,
): VgcMatchRepository {
  return createMemberMatchRepository(remote, local);
}

/** What the outbox needs to show a waiting VGC match (outbox/offlineMatchRepository.ts). */
export const VGC_OUTBOX: OutboxMatchDefinition<VgcMatch> = { game: 'vgc', normalize: normalizeStoredVgcMatch };

// Members: the API with the outbox in front, so writes made offline wait and upload later (issue 16).
export const memberVgcMatches = withOutbox(VGC_OUTBOX, createMemberVgcMatchRepository());

/**
 * Formats to suggest: the chosen team's first, then those of these matches, most recently played first, each once
 * (case-insensitively).
 */
export function vgcFormatSuggestions(
  matches: readonly Pick<VgcMatch, 'format'>[],
  teamFormat: string | null | undefined = null,
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const format of [teamFormat, ...matches.map((m) => m.format)]) {
    const name = format?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result;
}
