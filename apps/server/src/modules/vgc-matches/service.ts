/**
 * A member's VGC matches: the owner's list with its paging, filters and sorts; create, update and delete.
 *
 * Decisions:
 * - Restricted limits (issue 5): on create and update the player's team is checked against the match's format — or,
 *   when the format is blank, the format of the saved team the match is logged with, as the form does — and a team
 *   over the limit is a 400 at `playerTeam` (`restrictedLimit.ts`). The opponent's team is not checked: it is what
 *   the player saw, and a typo in the format (or an opponent on another format) must not stop them recording it.
 * - Exactly-once sync (issue 16): a create with a `clientId` the caller already used answers that match (`created:
 *   false`, the route's 200) and creates nothing — looked up first, so a retry is answered even if its team has gone
 *   since, and inserted `on conflict (user_id, client_id) do nothing` for concurrent retries.
 * - A `local_…` teamId names a team by its clientId: the caller's team made with it is used like a server id; while
 *   there is none (sync uploads matches before teams) the match keeps its species as sent, team_id null and the local
 *   id in team_client_id, and teams/service.ts links it when that team is created. Only an unknown server id is 404.
 */
import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  isLocalId,
  matchOutcome,
  matchScore,
  matchTally,
  teamFilterKey,
  teamSpeciesOf,
  VGC_TEAM_REQUIRED,
  type VgcGame,
  type VgcMatch,
  type VgcMatchInput,
  type VgcMatchListQuery,
  type VgcMatchPage,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { teams, vgcMatches, vgcMatchUserCounts, type VgcMatchRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { containsPattern } from '../admin/service.ts';
import { withGroupBadges } from '../match-groups/badges.ts';
import { findSeason, SEASON_NOT_FOUND } from '../seasons/service.ts';
import { TEAM_NOT_FOUND } from '../teams/service.ts';
import type { SpeciesLookup } from '../teams/species.ts';
import { createVgcAnalyticsService } from './analytics.ts';
import { checkRestrictedLimit } from './restrictedLimit.ts';
import { broughtOutsideTeam, canonicalMatchSpecies, matchSpeciesError } from './species.ts';
import { createVgcSummary } from './summary.ts';

export const MATCH_NOT_FOUND = 'Match not found';
export const MATCH_DELETED = 'Match deleted';

export type VgcMatchService = ReturnType<typeof createVgcMatchService>;

/** A stored game, copied field by field so the answer holds exactly the schema's fields. */
function toGame(game: VgcGame): VgcGame {
  return {
    result: game.result,
    wentFirst: game.wentFirst,
    leadPokemon: [...game.leadPokemon],
    opponentLeadPokemon: [...game.opponentLeadPokemon],
    broughtPokemon: [...game.broughtPokemon],
    opponentBroughtPokemon: [...game.opponentBroughtPokemon],
    firstKnockout: game.firstKnockout,
    // Games stored before Tera was recorded (issue 6) have neither field.
    teraPokemon: game.teraPokemon ?? null,
    opponentTeraPokemon: game.opponentTeraPokemon ?? null,
    replayLink: game.replayLink,
    notes: game.notes,
  };
}

/**
 * The match as the API shows it (core vgcMatchSchema); `user` is the owner's id. `group` is null here; answers fill it
 * with the match's group badge (match-groups/badges.ts).
 */
export function toVgcMatch(row: VgcMatchRow): VgcMatch {
  const games = row.games.map(toGame);
  return {
    _id: row.id,
    user: row.userId,
    gameType: 'VGC',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    group: null,
    clientId: row.clientId,
    teamId: row.teamId,
    playerTeam: row.playerTeam,
    opponentTeam: row.opponentTeam,
    opponentName: row.opponentName,
    format: row.format,
    bestOf: row.bestOf,
    date: row.date,
    replayLink: row.replayLink,
    notes: row.notes,
    games,
    recordedResult: row.recordedResult,
    result: row.result,
    matchScore: matchScore({ games, recordedResult: row.recordedResult }),
  };
}

type Species = Pick<VgcMatchInput, 'playerTeam' | 'opponentTeam' | 'games'>;

/** A 400's field errors moved under `matches.<index>.` (one match of several); any other error as it is. */
function atMatch(index: number, error: unknown): unknown {
  if (!(error instanceof HttpError) || !Array.isArray(error.extra.errors)) return error;
  const errors = (error.extra.errors as { path: string; message: string }[]).map((issue) => ({
    ...issue,
    path: issue.path === '' ? `matches.${index}` : `matches.${index}.${issue.path}`,
  }));
  return new HttpError(error.statusCode, error.message, { ...error.extra, errors });
}

/**
 * The stored columns of a checked match; keys and tallies are derived here so they never disagree with the rest. A
 * result-only match (issue 15) stores its recorded result and its tally (core `matchTally`), as TCG's do.
 */
function columnsOf(input: VgcMatchInput, teamId: string | null, species: Species) {
  const counted = { games: species.games, recordedResult: input.recordedResult };
  const { wins, losses } = matchTally(counted);
  return {
    teamId,
    playerTeam: species.playerTeam,
    opponentTeam: species.opponentTeam,
    playerTeamKey: teamFilterKey(species.playerTeam),
    opponentTeamKey: teamFilterKey(species.opponentTeam),
    opponentName: input.opponentName,
    format: input.format,
    bestOf: input.bestOf,
    date: input.date,
    replayLink: input.replayLink,
    notes: input.notes,
    games: species.games,
    recordedResult: input.recordedResult,
    wins,
    losses,
    result: matchOutcome(counted),
  };
}

const newest = [
  sql`${vgcMatches.date} desc nulls last`,
  sql`${vgcMatches.createdAt} desc nulls last`,
  sql`${vgcMatches.id} desc nulls last`,
];
const oldest = [
  sql`${vgcMatches.date} asc nulls first`,
  sql`${vgcMatches.createdAt} asc nulls first`,
  sql`${vgcMatches.id} asc nulls first`,
];

/**
 * The list orders of core `sortVgcMatches`, each written exactly as an index stores it, with a stable tiebreak:
 * newest/oldest walk vgc_matches_user_date_idx forwards or backwards; A-Z and Z-A walk
 * vgc_matches_user_opponent_{asc,desc}_idx. Opponent names compare ignoring letter case (lower()), no name last; unlike
 * the browser's collator, accents are not folded (as TCG's deck names).
 */
function orderOf(sort: VgcMatchListQuery['sort']): SQL[] {
  const name = sql`nullif(lower(${vgcMatches.opponentName}), '')`;
  switch (sort) {
    case 'oldest':
      return oldest;
    case 'a-z':
      return [sql`${name} asc nulls last`, sql`${vgcMatches.opponentName} asc`, ...newest];
    case 'z-a':
      return [sql`${name} desc nulls last`, sql`${vgcMatches.opponentName} desc nulls last`, ...newest];
    default:
      return newest;
  }
}

const countAll = sql<number>`count(*)::int`;

type ListFilters = Pick<VgcMatchListQuery, 'search' | 'seasonId' | 'teamKey' | 'teamId'> &
  Partial<Pick<VgcMatchListQuery, 'searchIn'>>;

const isFiltered = (query: ListFilters) =>
  query.search !== '' || query.seasonId !== undefined || query.teamKey !== '' || query.teamId !== undefined;

/** Every query is scoped by the owner: another user's match is indistinguishable from one that does not exist. */
export function createVgcMatchService(db: Db, species: SpeciesLookup) {
  const ownedBy = (userId: string, matchId: string) => and(eq(vgcMatches.id, matchId), eq(vgcMatches.userId, userId));

  /**
   * The caller's team named by a server id or a `local_…` clientId: its id, species and format, locked against
   * deletion until the transaction ends; null when the caller has none.
   */
  async function savedTeam(tx: Queryable, userId: string, teamId: string) {
    const [team] = await tx
      .select({ id: teams.id, pokemon: teams.pokemon, format: teams.format })
      .from(teams)
      .where(and(isLocalId(teamId) ? eq(teams.clientId, teamId) : eq(teams.id, teamId), eq(teams.userId, userId)))
      .for('key share')
      .limit(1);
    return team ? { id: team.id, species: teamSpeciesOf(team), format: team.format } : null;
  }

  /**
   * The team id to store and the species: a server id must be one of the caller's teams (404 otherwise), and fills
   * an empty player team from the team; a `local_` id does the same when the caller has a team with that clientId,
   * and is otherwise kept as the pending `teamClientId` (see header). Either way a player team must remain, within
   * the restricted limit of the match's format (see header).
   */
  async function resolveTeam(tx: Queryable, userId: string, input: VgcMatchInput, checked: Species) {
    let teamId: string | null = null;
    let teamClientId: string | null = null;
    let playerTeam = checked.playerTeam;
    let format = input.format;
    const local = input.teamId !== null && isLocalId(input.teamId);
    if (input.teamId && !local && !isUuid(input.teamId)) throw notFound(TEAM_NOT_FOUND);
    const saved = input.teamId ? await savedTeam(tx, userId, input.teamId) : null;
    if (input.teamId && !saved) {
      if (!local) throw notFound(TEAM_NOT_FOUND);
      teamClientId = input.teamId;
    }
    if (saved) {
      teamId = saved.id;
      if (format.trim() === '') format = saved.format;
      if (playerTeam.length === 0) {
        playerTeam = saved.species;
        const outside = broughtOutsideTeam(playerTeam, checked.games);
        if (outside.length > 0) throw matchSpeciesError(outside);
      }
    }
    if (playerTeam.length === 0) throw matchSpeciesError([{ path: 'playerTeam', message: VGC_TEAM_REQUIRED }]);
    await checkRestrictedLimit(tx, format, playerTeam);
    return { teamId, teamClientId, species: { ...checked, playerTeam } };
  }

  /** The caller's match created with this clientId, if any, with its group badge (it may be in a group by now). */
  async function byClientId(tx: Queryable, userId: string, clientId: string): Promise<VgcMatch | null> {
    const [row] = await tx
      .select()
      .from(vgcMatches)
      .where(and(eq(vgcMatches.userId, userId), eq(vgcMatches.clientId, clientId)))
      .limit(1);
    return row ? (await withGroupBadges(tx, 'vgc', [toVgcMatch(row)]))[0]! : null;
  }

  /**
   * Inserts one match whose species are checked, in an open transaction (team and restricted limit checked here), or
   * answers the caller's match with the same clientId (see header).
   */
  async function insertChecked(tx: Queryable, userId: string, input: VgcMatchInput, checked: Species) {
    const clientId = input.clientId ?? null;
    const earlier = clientId ? await byClientId(tx, userId, clientId) : null;
    if (earlier) return { match: earlier, created: false };
    const team = await resolveTeam(tx, userId, input, checked);
    const [row] = await tx
      .insert(vgcMatches)
      .values({ userId, clientId, teamClientId: team.teamClientId, ...columnsOf(input, team.teamId, team.species) })
      .onConflictDoNothing({
        target: [vgcMatches.userId, vgcMatches.clientId],
        where: sql`${vgcMatches.clientId} is not null`,
      })
      .returning();
    // Nothing inserted: a concurrent create with this clientId committed first (the insert waited for it).
    if (!row) return { match: (await byClientId(tx, userId, clientId!))!, created: false };
    return { match: toVgcMatch(row), created: true };
  }

  /** The list filters: search, season, and the team filter (key, or key or id; see core vgcMatchApi). */
  async function filtersOf(userId: string, query: ListFilters) {
    const conditions = [eq(vgcMatches.userId, userId)];
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        query.searchIn === 'picker'
          ? // The Match Group dialog's picker: your team, the opponent's team or the opponent's name.
            or(
              ilike(vgcMatches.opponentName, pattern),
              sql`array_to_string(${vgcMatches.playerTeam}, ' ') ilike ${pattern}`,
              sql`array_to_string(${vgcMatches.opponentTeam}, ' ') ilike ${pattern}`,
            )!
          : or(
              ilike(vgcMatches.opponentName, pattern),
              ilike(vgcMatches.notes, pattern),
              ilike(vgcMatches.format, pattern),
            )!,
      );
    }
    if (query.seasonId !== undefined) {
      const season = await findSeason(db, query.seasonId);
      if (!season) throw notFound(SEASON_NOT_FOUND);
      conditions.push(and(gte(vgcMatches.date, season.startDate), lte(vgcMatches.date, season.endDate))!);
    }
    if (query.teamKey || query.teamId !== undefined) {
      const team: SQL[] = [];
      if (query.teamKey) team.push(eq(vgcMatches.playerTeamKey, query.teamKey));
      if (query.teamId !== undefined && isUuid(query.teamId)) team.push(eq(vgcMatches.teamId, query.teamId));
      conditions.push(team.length > 0 ? or(...team)! : sql`false`);
    }
    return and(...conditions);
  }

  /**
   * How many matches the list has. Unfiltered, the user's counts row (kept by triggers, migration 0006) answers in
   * one key lookup; a filtered list is counted exactly over the matching rows.
   */
  async function countOf(userId: string, query: ListFilters, where: SQL | undefined): Promise<number> {
    if (!isFiltered(query)) {
      const [row] = await db
        .select({ matches: vgcMatchUserCounts.matches })
        .from(vgcMatchUserCounts)
        .where(eq(vgcMatchUserCounts.userId, userId));
      return row?.matches ?? 0;
    }
    const [row] = await db.select({ count: countAll }).from(vgcMatches).where(where);
    return row?.count ?? 0;
  }

  return {
    async list(userId: string, query: VgcMatchListQuery): Promise<VgcMatchPage> {
      const where = await filtersOf(userId, query);
      const [totalCount, rows] = await Promise.all([
        countOf(userId, query, where),
        db
          .select()
          .from(vgcMatches)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      return {
        matches: await withGroupBadges(db, 'vgc', rows.map(toVgcMatch)),
        page: query.page,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
      };
    },

    /** Every match meeting the list's filters, in the list's order (the export of "the shown matches"). */
    async listAll(userId: string, query: ListFilters & Pick<VgcMatchListQuery, 'sort'>) {
      const where = await filtersOf(userId, query);
      const rows = await db
        .select()
        .from(vgcMatches)
        .where(where)
        .orderBy(...orderOf(query.sort));
      return rows.map(toVgcMatch);
    },

    async get(userId: string, matchId: string): Promise<VgcMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const [row] = await db.select().from(vgcMatches).where(ownedBy(userId, matchId)).limit(1);
      if (!row) throw notFound(MATCH_NOT_FOUND);
      const [shown] = await withGroupBadges(db, 'vgc', [toVgcMatch(row)]);
      return shown!;
    },

    /**
     * Species are checked against the Pokédex before anything is locked: a bad name changes nothing. `created` is
     * false when the caller already had a match with this clientId, which is answered instead.
     */
    async create(userId: string, input: VgcMatchInput): Promise<{ match: VgcMatch; created: boolean }> {
      const checked = await canonicalMatchSpecies(species, input);
      return db.transaction((tx) => insertChecked(tx, userId, input, checked));
    },

    /**
     * Several matches of the caller in the caller's transaction, all or none (the Showdown import, issue 13), under
     * the rules of `create`. A 400 about the i-th match has its errors at `matches.i.<field>` (the import's paths).
     */
    async createWithin(tx: Queryable, userId: string, inputs: readonly VgcMatchInput[]): Promise<VgcMatch[]> {
      const created: VgcMatch[] = [];
      for (const [index, input] of inputs.entries()) {
        try {
          created.push((await insertChecked(tx, userId, input, await canonicalMatchSpecies(species, input))).match);
        } catch (error) {
          throw atMatch(index, error);
        }
      }
      return created;
    },

    /** A full replacement (PUT): fields left out take their defaults, as on create. */
    async update(userId: string, matchId: string, input: VgcMatchInput): Promise<VgcMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const checked = await canonicalMatchSpecies(species, input);
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ id: vgcMatches.id })
          .from(vgcMatches)
          .where(ownedBy(userId, matchId))
          .for('update')
          .limit(1);
        if (!stored) throw notFound(MATCH_NOT_FOUND);
        const team = await resolveTeam(tx, userId, input, checked);
        const [row] = await tx
          .update(vgcMatches)
          .set({
            ...columnsOf(input, team.teamId, team.species),
            teamClientId: team.teamClientId,
            updatedAt: sql`now()`,
          })
          .where(ownedBy(userId, matchId))
          .returning();
        const [shown] = await withGroupBadges(tx, 'vgc', [toVgcMatch(row!)]);
        return shown!;
      });
    },

    async remove(userId: string, matchId: string): Promise<void> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const deleted = await db.delete(vgcMatches).where(ownedBy(userId, matchId)).returning({ id: vgcMatches.id });
      if (deleted.length === 0) throw notFound(MATCH_NOT_FOUND);
    },

    ...createVgcSummary(db),
    ...createVgcAnalyticsService(db),
  };
}
