/**
 * The creates of VGC matches: one from the API (and the sync), many from the imports (Showdown, Limitless, the
 * account data file), and the team a match is logged with (shared with the edit in service.ts).
 *
 * Decisions:
 * - Exactly-once sync (issue 16): a create with a `clientId` the caller already used answers that match (`created:
 *   false`, the route's 200) and creates nothing — looked up first, outside any transaction (a retried sync is one
 *   statement a match), so a retry is answered even if its team has gone since; the insert is `on conflict (user_id,
 *   client_id) do nothing` for concurrent retries, and a row not inserted is answered by the one that was.
 * - A `local_…` teamId names a team by its clientId: the caller's team made with it is used like a server id; while
 *   there is none (sync uploads matches before teams) the match keeps its species as sent, team_id null and the local
 *   id in team_client_id, and teams/service.ts links it when that team is created. Only an unknown server id is 404.
 * - Restricted limits (issue 5): the player's team is checked against the match's format — or, when the format is
 *   blank, the format of the saved team the match is logged with, as the form does (restrictedLimit.ts).
 * - Many matches (an import) read their teams in one statement, the restricted list once, and go in multi-row
 *   INSERTs of INSERT_CHUNK rows (matches/insertOnce.ts); ids are made here so each answer is paired with its input by id. A 400 about the i-th
 *   match has its errors at `matches.i.<field>`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isLocalId, teamSpeciesOf, VGC_TEAM_REQUIRED, type VgcMatch, type VgcMatchInput } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchWriteTransaction } from '../../db/matchWriteSlots.ts';
import { teams, vgcMatches } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { clientIdLookup, earlierAnswers, insertPending, type CreateAnswer as AnswerOf } from '../matches/index.ts';
import { type SpeciesLookup, TEAM_NOT_FOUND } from '../teams/index.ts';
import { restrictedLimitChecker } from './restrictedLimit.ts';
import { columnsOf, toVgcMatch, type Species } from './rows.ts';
import { broughtOutsideTeam, canonicalMatchSpecies, matchSpeciesError } from './species.ts';

export type CreateAnswer = AnswerOf<VgcMatch>;

interface SavedTeam {
  id: string;
  clientId: string | null;
  species: string[];
  format: string;
}

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
 * The caller's teams named by server ids or `local_…` clientIds, with species and format, locked against deletion
 * until the transaction ends.
 */
export async function savedTeamsOf(tx: Queryable, userId: string, teamIds: readonly string[]): Promise<SavedTeam[]> {
  const ids = [...new Set(teamIds.filter((id) => !isLocalId(id) && isUuid(id)))];
  const locals = [...new Set(teamIds.filter((id) => isLocalId(id)))];
  if (ids.length === 0 && locals.length === 0) return [];
  const named = [
    ...(ids.length > 0 ? [inArray(teams.id, ids)] : []),
    ...(locals.length > 0 ? [inArray(teams.clientId, locals)] : []),
  ];
  const rows = await tx
    .select({ id: teams.id, clientId: teams.clientId, pokemon: teams.pokemon, format: teams.format })
    .from(teams)
    .where(and(eq(teams.userId, userId), or(...named)))
    .for('key share');
  return rows.map((team) => ({
    id: team.id,
    clientId: team.clientId,
    species: teamSpeciesOf(team),
    format: team.format,
  }));
}

/**
 * The team id to store and the species: a server id must be one of the caller's teams (404 otherwise), and fills
 * an empty player team from the team; a `local_` id does the same when the caller has a team with that clientId,
 * and is otherwise kept as the pending `teamClientId` (see header). Either way a player team must remain, within
 * the restricted limit of the match's format (see header).
 */
export async function resolveTeam(
  saved: readonly SavedTeam[],
  checkLimit: ReturnType<typeof restrictedLimitChecker>,
  input: VgcMatchInput,
  checked: Species,
) {
  let teamClientId: string | null = null;
  let playerTeam = checked.playerTeam;
  let format = input.format;
  const local = input.teamId !== null && isLocalId(input.teamId);
  if (input.teamId && !local && !isUuid(input.teamId)) throw notFound(TEAM_NOT_FOUND);
  const team = input.teamId ? saved.find((t) => (local ? t.clientId === input.teamId : t.id === input.teamId)) : null;
  if (input.teamId && !team) {
    if (!local) throw notFound(TEAM_NOT_FOUND);
    teamClientId = input.teamId;
  }
  if (team) {
    if (format.trim() === '') format = team.format;
    if (playerTeam.length === 0) {
      playerTeam = team.species;
      const outside = broughtOutsideTeam(playerTeam, checked.games);
      if (outside.length > 0) throw matchSpeciesError(outside);
    }
  }
  if (playerTeam.length === 0) throw matchSpeciesError([{ path: 'playerTeam', message: VGC_TEAM_REQUIRED }]);
  await checkLimit(format, playerTeam);
  return { teamId: team?.id ?? null, teamClientId, species: { ...checked, playerTeam } };
}

export function createVgcMatchInserter(db: Db, species: SpeciesLookup) {
  /** The caller's matches created with these clientIds, with their group badges (they may be in a group by now). */
  const byClientIds = clientIdLookup(
    'vgc',
    (q, userId, clientIds) =>
      q
        .select()
        .from(vgcMatches)
        .where(and(eq(vgcMatches.userId, userId), inArray(vgcMatches.clientId, clientIds))),
    toVgcMatch,
  );

  /**
   * Inserts matches whose species are checked, in an open transaction (teams and restricted limits checked here), or
   * answers the caller's match with the same clientId (see header). `lookedUp`: the caller looked them up already.
   */
  async function insertChecked(
    tx: Queryable,
    userId: string,
    items: readonly { input: VgcMatchInput; checked: Species }[],
    options: { lookedUp?: boolean; many?: boolean } = {},
  ): Promise<CreateAnswer[]> {
    const clientIds = items.flatMap(({ input }) => (input.clientId ? [input.clientId] : []));
    const sentBefore = options.lookedUp ? new Map<string, VgcMatch>() : await byClientIds(tx, userId, clientIds);
    const answers = earlierAnswers(
      items.map(({ input }) => input),
      sentBefore,
    );
    const pending = items.flatMap((item, index) => (answers[index] ? [] : [{ ...item, index }]));
    if (pending.length === 0) return answers as CreateAnswer[];
    const saved = await savedTeamsOf(
      tx,
      userId,
      pending.flatMap(({ input }) => (input.teamId ? [input.teamId] : [])),
    );
    const checkLimit = restrictedLimitChecker(tx);
    const values: (typeof vgcMatches.$inferInsert & { id: string; clientId: string | null })[] = [];
    for (const { input, checked, index } of pending) {
      try {
        const team = await resolveTeam(saved, checkLimit, input, checked);
        const columns = columnsOf(input, team.teamId, team.species);
        const clientId = input.clientId ?? null;
        values.push({ id: randomUUID(), userId, clientId, teamClientId: team.teamClientId, ...columns });
      } catch (error) {
        throw options.many ? atMatch(index, error) : error;
      }
    }
    return insertPending(pending, values, answers, {
      insert: (chunk) =>
        tx
          .insert(vgcMatches)
          .values(chunk)
          .onConflictDoNothing({
            target: [vgcMatches.userId, vgcMatches.clientId],
            where: sql`${vgcMatches.clientId} is not null`,
          })
          .returning(),
      toMatch: toVgcMatch,
      byClientIds: (lost) => byClientIds(tx, userId, lost),
    });
  }

  return {
    /**
     * Species are checked against the Pokédex before anything is locked: a bad name changes nothing. `created` is
     * false when the caller already had a match with this clientId, which is answered instead.
     */
    async create(userId: string, input: VgcMatchInput): Promise<CreateAnswer> {
      const checked = await canonicalMatchSpecies(species, input);
      if (input.clientId) {
        const earlier = (await byClientIds(db, userId, [input.clientId])).get(input.clientId);
        if (earlier) return { match: earlier, created: false };
      }
      const [answer] = await matchWriteTransaction(db, 'vgc', (tx) =>
        insertChecked(tx, userId, [{ input, checked }], { lookedUp: true }),
      );
      return answer!;
    },

    /**
     * Several matches of the caller in the caller's transaction, all or none (the Showdown import, issue 13), under
     * the rules of `create`. A 400 about the i-th match has its errors at `matches.i.<field>` (the import's paths).
     */
    async createWithin(tx: Queryable, userId: string, inputs: readonly VgcMatchInput[]): Promise<VgcMatch[]> {
      const items = [];
      for (const [index, input] of inputs.entries()) {
        try {
          items.push({ input, checked: await canonicalMatchSpecies(species, input) });
        } catch (error) {
          throw atMatch(index, error);
        }
      }
      return (await insertChecked(tx, userId, items, { many: true })).map((answer) => answer.match);
    },
  };
}
