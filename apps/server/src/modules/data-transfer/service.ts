/**
 * The full export and re-import of a member's data (issue 16; the document is core `schemas/dataExport.ts`).
 *
 * Decisions:
 * - The export reads the caller's rows only (every query is scoped by user id): profile, decks, teams, TCG and VGC
 *   matches with games, notes, import markers, PTCGL log texts and the keys of imported logs and replays
 *   (tcg_match_logs, vgc_match_replays), and the groups they own with their matches. It is built in memory: a
 *   10,000-match account is a few MB, well under the import's 20 MB limit.
 * - The import runs in one transaction: decks, teams, TCG matches, VGC matches, groups, then the profile's names and
 *   active deck and team. The document was fully validated by the route (core schema); what only the services can
 *   check (known species of a team) throws inside the transaction, which then writes nothing, its paths rewritten to
 *   the file's paths.
 * - Items already in the account are skipped by content fingerprint, counted as a multiset (core
 *   `splitByFingerprint`); a skipped deck or team stands in for its export id, so the file's matches still point at
 *   it. Ids of the file are never looked up in the database: references are remapped from export ids to the ids
 *   created or found here, all of them the caller's.
 * - Creates go through the decks, teams, matches and groups services' `createWithin`, so imported rows get exactly
 *   what typed ones get (deck categories, community flag, canonical species, counts kept by triggers); the matches of
 *   each game are handed over at once and go in multi-row INSERTs (tcg-matches/insert.ts, vgc-matches/insert.ts):
 *   a 10,000-match file is a few dozen statements, not one per match. Groups, plain rows, are written in batches by
 *   groups.ts.
 * - The keys of imported logs and replays are stored again for every match of the file that carries them (added or
 *   already there), `on conflict do nothing`: the account refuses a second PTCGL or Showdown import of those logs as
 *   the exporting one did. A file from before the keys were exported gives a PTCGL match's keys from its log text.
 * - Profile: Showdown names and PTCGL screen names are merged (up to the usual 10), the Limitless username and the
 *   active deck and team are taken only where the account has none — an import never overwrites the account's own.
 */
import { eq } from 'drizzle-orm';
import {
  ptcglLogFingerprint,
  splitPtcglPaste,
  deckFingerprint,
  exportedDeckOf,
  exportedTcgMatchOf,
  exportedTeamOf,
  exportedVgcMatchOf,
  fingerprintIndex,
  groupFingerprint,
  PTCGL_SCREEN_NAMES_MAX,
  SHOWDOWN_NAMES_MAX,
  splitByFingerprint,
  tcgMatchFingerprint,
  teamFingerprint,
  vgcMatchFingerprint,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
  type DataImportResult,
  type TcgMatchInput,
  type VgcMatchInput,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import {
  decks,
  matchGroups,
  matchGroupTcgMatches,
  matchGroupVgcMatches,
  tcgMatchLogs,
  tcgMatches,
  teams,
  users,
  vgcMatchReplays,
  vgcMatches,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { type DeckService, toDeck } from '../decks/index.ts';
import type { MatchGroupService } from '../match-groups/index.ts';
import { type TcgMatchService, toTcgMatch } from '../tcg-matches/index.ts';
import { type TeamService, toTeam } from '../teams/index.ts';
import { toVgcMatch, type VgcMatchService } from '../vgc-matches/index.ts';
import { insertGroups } from './groups.ts';

export type DataTransferService = ReturnType<typeof createDataTransferService>;

export interface DataTransferServices {
  decks: DeckService;
  teams: TeamService;
  tcgMatches: TcgMatchService;
  vgcMatches: VgcMatchService;
  groups: MatchGroupService;
}

/** Rows of one multi-row INSERT of import keys (3 parameters a row). */
const CHUNK = 1_000;

/** A service's 400 with paths relative to what it was given, re-rooted at the file's path of that item. */
function atFilePath(error: unknown, rewrite: (path: string) => string): unknown {
  if (!(error instanceof HttpError)) return error;
  const errors = Array.isArray(error.extra.errors)
    ? (error.extra.errors as { path: string; message: string }[]).map((issue) => ({
        ...issue,
        path: rewrite(issue.path),
      }))
    : [{ path: rewrite(''), message: error.message }];
  return new HttpError(error.statusCode === 404 ? 400 : error.statusCode, error.message, { ...error.extra, errors });
}
const joinPath = (prefix: string, rest: string) => (rest ? `${prefix}.${rest}` : prefix);

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Merges name lists ignoring case, the account's first, up to `max`. */
function mergeNames(own: readonly string[], incoming: readonly string[], max: number): string[] {
  const merged = [...own];
  for (const name of incoming) {
    if (merged.length >= max) break;
    if (!merged.some((n) => n.toLowerCase() === name.toLowerCase())) merged.push(name);
  }
  return merged;
}

export function createDataTransferService(db: Db, services: DataTransferServices) {
  async function groupsOf(q: Queryable, userId: string) {
    const rows = await q.select().from(matchGroups).where(eq(matchGroups.userId, userId));
    const tcgLinks = await q
      .select({ groupId: matchGroupTcgMatches.groupId, matchId: matchGroupTcgMatches.matchId })
      .from(matchGroupTcgMatches)
      .innerJoin(matchGroups, eq(matchGroups.id, matchGroupTcgMatches.groupId))
      .where(eq(matchGroups.userId, userId));
    const vgcLinks = await q
      .select({ groupId: matchGroupVgcMatches.groupId, matchId: matchGroupVgcMatches.matchId })
      .from(matchGroupVgcMatches)
      .innerJoin(matchGroups, eq(matchGroups.id, matchGroupVgcMatches.groupId))
      .where(eq(matchGroups.userId, userId));
    const linksOf = (links: { groupId: string; matchId: string }[], groupId: string) =>
      links.filter((l) => l.groupId === groupId).map((l) => l.matchId);
    return rows.map((g) => ({
      exportId: g.id,
      name: g.name,
      description: g.description,
      type: g.type,
      matches: { tcg: linksOf(tcgLinks, g.id), vgc: linksOf(vgcLinks, g.id) },
    }));
  }

  return {
    /** The caller's whole data as one export document (core dataExportSchema's input). */
    async export(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      const [deckRows, teamRows, tcgRows, vgcRows, groups, logKeys, replayKeys] = await Promise.all([
        db.select().from(decks).where(eq(decks.userId, userId)).orderBy(decks.createdAt),
        db.select().from(teams).where(eq(teams.userId, userId)).orderBy(teams.createdAt),
        db
          .select()
          .from(tcgMatches)
          .where(eq(tcgMatches.userId, userId))
          .orderBy(tcgMatches.date, tcgMatches.createdAt),
        db
          .select()
          .from(vgcMatches)
          .where(eq(vgcMatches.userId, userId))
          .orderBy(vgcMatches.date, vgcMatches.createdAt),
        groupsOf(db, userId),
        db
          .select({ matchId: tcgMatchLogs.matchId, key: tcgMatchLogs.fingerprint })
          .from(tcgMatchLogs)
          .where(eq(tcgMatchLogs.userId, userId))
          .orderBy(tcgMatchLogs.fingerprint),
        db
          .select({ matchId: vgcMatchReplays.matchId, key: vgcMatchReplays.replayKey })
          .from(vgcMatchReplays)
          .where(eq(vgcMatchReplays.userId, userId))
          .orderBy(vgcMatchReplays.replayKey),
      ]);
      const tcgKeys = keysByMatch(logKeys);
      const vgcKeys = keysByMatch(replayKeys);
      return {
        format: DATA_EXPORT_FORMAT,
        version: DATA_EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        profile: {
          username: user?.username ?? null,
          name: user?.name ?? null,
          gamePreferences: user ? { tcg: user.gamePrefTcg, vgc: user.gamePrefVgc } : null,
          playerName: user?.playerName ?? null,
          playerId: user?.playerId ?? null,
          ptcglScreenNames: user?.ptcglScreenNames ?? [],
          showdownNames: user?.showdownNames ?? [],
          limitlessUsername: user?.limitlessUsername ?? null,
          activeDeck: user?.activeDeckId ?? null,
          activeTeam: user?.activeTeamId ?? null,
        },
        decks: deckRows.map(toDeck).map(exportedDeckOf),
        teams: teamRows.map(toTeam).map(exportedTeamOf),
        tcgMatches: tcgRows.map(toTcgMatch).map((m) => exportedTcgMatchOf(m, m.deckId, tcgKeys.get(m._id))),
        vgcMatches: vgcRows.map(toVgcMatch).map((m) => exportedVgcMatchOf(m, m.teamId, vgcKeys.get(m._id))),
        groups,
      };
    },

    /** Reads a validated export document into the caller's account (see header); what was added and skipped. */
    async import(userId: string, doc: DataExport): Promise<DataImportResult> {
      const result = await db.transaction(async (tx) => {
        // One after another: a transaction is one connection, which runs one query at a time.
        const deckRows = await tx.select().from(decks).where(eq(decks.userId, userId));
        const teamRows = await tx.select().from(teams).where(eq(teams.userId, userId));
        const tcgRows = await tx.select().from(tcgMatches).where(eq(tcgMatches.userId, userId));
        const vgcRows = await tx.select().from(vgcMatches).where(eq(vgcMatches.userId, userId));
        const groupRows = await tx.select().from(matchGroups).where(eq(matchGroups.userId, userId));

        // Decks and teams: export id → the caller's id (created, or the same one already there).
        const deckIds = new Map<string, string>();
        const deckNames = new Map<string, string>();
        const deckSplit = splitByFingerprint(
          doc.decks,
          deckFingerprint,
          fingerprintIndex(deckRows, deckFingerprint, (r) => r.id),
        );
        for (const { item, id } of deckSplit.same) deckIds.set(item.exportId, id);
        for (const [index, { exportId, ...input }] of deckSplit.add.entries()) {
          const deck = await services.decks.createWithin(tx, userId, input).catch((error: unknown) => {
            throw atFilePath(error, (p) => joinPath(`decks.${doc.decks.indexOf(deckSplit.add[index]!)}`, p));
          });
          deckIds.set(exportId, deck._id);
        }
        for (const deck of doc.decks) deckNames.set(deck.exportId, deck.name);

        const teamIds = new Map<string, string>();
        const teamSplit = splitByFingerprint(
          doc.teams,
          teamFingerprint,
          fingerprintIndex(teamRows, teamFingerprint, (r) => r.id),
        );
        for (const { item, id } of teamSplit.same) teamIds.set(item.exportId, id);
        for (const team of teamSplit.add) {
          const { exportId, ...input } = team;
          const created = await services.teams.createWithin(tx, userId, input).catch((error: unknown) => {
            throw atFilePath(error, (p) => joinPath(`teams.${doc.teams.indexOf(team)}`, p));
          });
          teamIds.set(exportId, created._id);
        }

        // TCG matches: a match with a deck is stored under the deck's name, so it is compared under that name too.
        const tcgIds = new Map<string, string>();
        const asStored = (m: DataExport['tcgMatches'][number]) =>
          m.deckId ? { ...m, deckName: deckNames.get(m.deckId) ?? m.deckName } : m;
        const tcgSplit = splitByFingerprint(
          doc.tcgMatches,
          (m) => tcgMatchFingerprint(asStored(m)),
          fingerprintIndex(tcgRows, tcgMatchFingerprint, (r) => r.id),
        );
        for (const { item, id } of tcgSplit.same) tcgIds.set(item.exportId, id);
        const tcgInputs: TcgMatchInput[] = tcgSplit.add.map(({ exportId: _id, ptcglLogFingerprints: _keys, ...m }) => ({
          ...m,
          deckId: m.deckId ? deckIds.get(m.deckId)! : null,
        }));
        const tcgCreated = await services.tcgMatches.createWithin(tx, userId, tcgInputs);
        tcgSplit.add.forEach((m, i) => tcgIds.set(m.exportId, tcgCreated[i]!._id));
        await storeKeys(
          tx,
          'tcg',
          userId,
          doc.tcgMatches.flatMap((m) => keysOf(tcgIds.get(m.exportId)!, ptcglKeysOf(m))),
        );

        const vgcIds = new Map<string, string>();
        const vgcSplit = splitByFingerprint(
          doc.vgcMatches,
          vgcMatchFingerprint,
          fingerprintIndex(
            vgcRows,
            (r) => vgcMatchFingerprint(toVgcMatch(r)),
            (r) => r.id,
          ),
        );
        for (const { item, id } of vgcSplit.same) vgcIds.set(item.exportId, id);
        const vgcInputs: VgcMatchInput[] = vgcSplit.add.map(({ exportId: _id, showdownReplayKeys: _keys, ...m }) => ({
          ...m,
          teamId: m.teamId ? teamIds.get(m.teamId)! : null,
        }));
        const vgcCreated = await services.vgcMatches.createWithin(tx, userId, vgcInputs).catch((error: unknown) => {
          const fileIndex = new Map(doc.vgcMatches.map((m, i) => [m, i]));
          throw atFilePath(error, (p) =>
            p.replace(/^matches\.(\d+)/, (_all, i: string) => `vgcMatches.${fileIndex.get(vgcSplit.add[Number(i)]!)}`),
          );
        });
        vgcSplit.add.forEach((m, i) => vgcIds.set(m.exportId, vgcCreated[i]!._id));
        await storeKeys(
          tx,
          'vgc',
          userId,
          doc.vgcMatches.flatMap((m) => keysOf(vgcIds.get(m.exportId)!, m.showdownReplayKeys)),
        );

        const groupSplit = splitByFingerprint(
          doc.groups,
          groupFingerprint,
          fingerprintIndex(groupRows, groupFingerprint, (r) => r.id),
        );
        await insertGroups(tx, userId, doc.groups, groupSplit.add, tcgIds, vgcIds);

        await importProfile(tx, userId, doc.profile, deckIds, teamIds);
        return {
          added: {
            decks: deckSplit.add.length,
            teams: teamSplit.add.length,
            tcgMatches: tcgSplit.add.length,
            vgcMatches: vgcSplit.add.length,
            groups: groupSplit.add.length,
          },
          skipped: {
            decks: deckSplit.same.length,
            teams: teamSplit.same.length,
            tcgMatches: tcgSplit.same.length,
            vgcMatches: vgcSplit.same.length,
            groups: groupSplit.same.length,
          },
        };
      });
      if (result.added.tcgMatches > 0) services.tcgMatches.analytics.refresh(userId);
      if (result.added.vgcMatches > 0) services.vgcMatches.refreshAnalytics(userId);
      return result;
    },
  };
}

/** Export: the import keys of each match, by match id. */
function keysByMatch(rows: readonly { matchId: string; key: string }[]): Map<string, string[]> {
  const byMatch = new Map<string, string[]>();
  for (const { matchId, key } of rows) {
    const keys = byMatch.get(matchId);
    if (keys) keys.push(key);
    else byMatch.set(matchId, [key]);
  }
  return byMatch;
}

/** A file's PTCGL match's log keys: as written, or from its log text in a file made before they were (see header). */
function ptcglKeysOf(m: DataExport['tcgMatches'][number]): string[] {
  if (m.ptcglLogFingerprints.length > 0 || m.importSource !== 'ptcgl' || !m.ptcglLogText) return m.ptcglLogFingerprints;
  return [...new Set(splitPtcglPaste(m.ptcglLogText).logs.map((log) => ptcglLogFingerprint(log.text)))];
}

const keysOf = (matchId: string, keys: readonly string[]) => keys.map((key) => ({ matchId, key }));

/** Import: the keys of the file's imported logs and replays, stored for the caller's matches (see header). */
async function storeKeys(tx: Queryable, game: 'tcg' | 'vgc', userId: string, keys: { matchId: string; key: string }[]) {
  for (const chunk of chunks(keys)) {
    if (game === 'tcg') {
      const rows = chunk.map(({ matchId, key }) => ({ userId, matchId, fingerprint: key }));
      await tx.insert(tcgMatchLogs).values(rows).onConflictDoNothing();
    } else {
      const rows = chunk.map(({ matchId, key }) => ({ userId, matchId, replayKey: key }));
      await tx.insert(vgcMatchReplays).values(rows).onConflictDoNothing();
    }
  }
}

/** The profile's part of an import: names merged, the rest only where the account has none (see header). */
async function importProfile(
  tx: Queryable,
  userId: string,
  profile: DataExport['profile'],
  deckIds: ReadonlyMap<string, string>,
  teamIds: ReadonlyMap<string, string>,
) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!user) return;
  const activeDeck = profile.activeDeck ? (deckIds.get(profile.activeDeck) ?? null) : null;
  const activeTeam = profile.activeTeam ? (teamIds.get(profile.activeTeam) ?? null) : null;
  await tx
    .update(users)
    .set({
      ptcglScreenNames: mergeNames(user.ptcglScreenNames, profile.ptcglScreenNames, PTCGL_SCREEN_NAMES_MAX),
      showdownNames: mergeNames(user.showdownNames, profile.showdownNames, SHOWDOWN_NAMES_MAX),
      limitlessUsername: user.limitlessUsername ?? profile.limitlessUsername,
      activeDeckId: user.activeDeckId ?? activeDeck,
      activeTeamId: user.activeTeamId ?? activeTeam,
    })
    .where(eq(users.id, userId));
}
