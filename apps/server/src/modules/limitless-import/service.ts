/**
 * The Limitless tournament import (issue 15): the three steps — find the tournament, find yourself in its standings,
 * review and import — and the history. Limitless is asked through client.ts (cached, so the steps ask it once for each
 * answer); every rule is core's (importers/limitless/): the readers, the search filter, the players, the review and
 * the import plan. This file loads what those rules need to know of the caller and writes the plan.
 *
 * Decisions:
 * - Search: Limitless has no name search. One call reads the game's tournaments page by page from `cursor` (newest
 *   first) and keeps those core's filter accepts, until LIMITLESS_SEARCH_PAGE_SIZE are found,
 *   LIMITLESS_SEARCH_SCAN_PAGES pages were read, Limitless has no more, or — with a day — the pages went past that
 *   day. A page read is answered whole (so a search may answer more than LIMITLESS_SEARCH_PAGE_SIZE): the cursor is a
 *   Limitless page, and cutting a page would skip what stood after the cut.
 * - Duplicates: the history row (user, tournament) is the first thing the import writes; its primary key refuses a
 *   second one, so a tournament imported before — or being imported by a concurrent request, which the insert waits
 *   for — answers 409 and the transaction stores nothing. The row stays when the group, deck or team is deleted.
 * - The deck or team, the matches and the group are made through their own services' `createWithin` in that one
 *   transaction: the same checks as the screens that make them, and nothing stays when any part fails.
 * - The username the player imported as is remembered (users.limitless_username) unless the request says not to, in
 *   Limitless's spelling of it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  buildLimitlessReview,
  filterLimitlessTournaments,
  findLimitlessPlayer,
  LIMITLESS_MESSAGES,
  LIMITLESS_SEARCH_PAGE_SIZE,
  LIMITLESS_SEARCH_SCAN_PAGES,
  LIMITLESS_UPSTREAM_PAGE_SIZE,
  limitlessDayOf,
  limitlessGameOf,
  limitlessPlayers,
  limitlessTournamentInfo,
  limitlessTournamentLink,
  limitlessTournamentSummary,
  planLimitlessImport,
  teamSpeciesOf,
  type LimitlessContext,
  type LimitlessGame,
  type LimitlessHistory,
  type LimitlessHistoryEntry,
  type LimitlessImportAnswer,
  type LimitlessImportRequest,
  type LimitlessPlayersAnswer,
  type LimitlessReview,
  type LimitlessSource,
  type LimitlessTournamentPage,
  type LimitlessTournamentSearch,
  type LimitlessTournamentSummary,
  type LimitlessUpstreamTournament,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { decks, limitlessImports, matchGroups, teams, users } from '../../db/schema/index.ts';
import { conflict, fieldErrors, HttpError } from '../../http/errors.ts';
import { loadCategorySnapshot } from '../deck-categories/index.ts';
import type { DeckService } from '../decks/index.ts';
import type { MatchGroupService } from '../match-groups/index.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { SpeciesLookup, TeamService } from '../teams/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';
import type { LimitlessClient } from './client.ts';
import { withKnownSpecies } from './knownSpecies.ts';

export type LimitlessImportService = ReturnType<typeof createLimitlessImportService>;

export interface LimitlessImportServices {
  client: LimitlessClient;
  decks: DeckService;
  teams: TeamService;
  tcgMatches: TcgMatchService;
  vgcMatches: VgcMatchService;
  groups: MatchGroupService;
  species: SpeciesLookup;
}

type HistoryRow = typeof limitlessImports.$inferSelect;

function toHistoryEntry(
  row: HistoryRow,
  group: { _id: string; name: string } | null,
  list: { _id: string; name: string } | null,
): LimitlessHistoryEntry {
  return {
    tournamentId: row.tournamentId,
    game: row.game,
    name: row.name,
    format: row.format,
    date: row.date,
    players: row.players,
    username: row.username,
    playerName: row.playerName,
    placing: row.placing,
    record: { wins: row.wins, losses: row.losses, ties: row.ties },
    matchCount: row.matchCount,
    group,
    list,
    link: limitlessTournamentLink(row.tournamentId),
    importedAt: row.importedAt.toISOString(),
  };
}

const named = (id: string | null, name: string | null) => (id !== null && name !== null ? { _id: id, name } : null);

export function createLimitlessImportService(db: Db, services: LimitlessImportServices) {
  const { client } = services;
  const ownImport = (userId: string, tournamentId: string) =>
    and(eq(limitlessImports.userId, userId), eq(limitlessImports.tournamentId, tournamentId));

  /** The caller's import of this tournament, if any. */
  async function importOf(userId: string, tournamentId: string) {
    const [row] = await db
      .select({ groupId: limitlessImports.groupId, importedAt: limitlessImports.importedAt })
      .from(limitlessImports)
      .where(ownImport(userId, tournamentId));
    return row ? { groupId: row.groupId, importedAt: row.importedAt.toISOString() } : null;
  }

  /** The tournament's details and our game for it; 400 wrongGame for a tournament of another game. */
  async function detailsOf(tournamentId: string) {
    const details = await client.details(tournamentId);
    const game = limitlessGameOf(details.game);
    if (game === null) throw new HttpError(400, LIMITLESS_MESSAGES.wrongGame);
    return { details, game };
  }

  /** Everything Limitless says of the tournament (details first: another game's standings are not asked for). */
  async function sourceOf(tournamentId: string): Promise<{ source: LimitlessSource; game: LimitlessGame }> {
    const { details, game } = await detailsOf(tournamentId);
    const [standings, pairings] = await Promise.all([client.standings(tournamentId), client.pairings(tournamentId)]);
    return { source: { details, standings, pairings }, game };
  }

  /** What the review and the plan need to know of the caller, read in parallel: their decks or teams, and more. */
  async function contextOf(userId: string, game: LimitlessGame, tournamentId: string): Promise<LimitlessContext> {
    const [[user], deckRows, teamRows, snapshot, alreadyImported] = await Promise.all([
      db
        .select({ activeDeckId: users.activeDeckId, activeTeamId: users.activeTeamId })
        .from(users)
        .where(eq(users.id, userId)),
      game === 'tcg'
        ? db.select({ _id: decks.id, name: decks.name, cards: decks.cards }).from(decks).where(eq(decks.userId, userId))
        : Promise.resolve([]),
      game === 'vgc'
        ? db
            .select({ _id: teams.id, name: teams.name, pokemon: teams.pokemon })
            .from(teams)
            .where(eq(teams.userId, userId))
        : Promise.resolve([]),
      loadCategorySnapshot(db),
      importOf(userId, tournamentId),
    ]);
    return {
      decks: deckRows,
      activeDeckId: user?.activeDeckId ?? null,
      teams: teamRows.map((team) => ({ _id: team._id, name: team.name, species: teamSpeciesOf(team) })),
      activeTeamId: user?.activeTeamId ?? null,
      categories: snapshot.categories,
      alreadyImported,
    };
  }

  /** The player's review of the tournament, or the review's own 400/404. */
  async function reviewOf(userId: string, tournamentId: string, player: string) {
    const { source, game } = await sourceOf(tournamentId);
    const context = await contextOf(userId, game, tournamentId);
    const built = buildLimitlessReview(source, player, context);
    if (!built.ok) throw new HttpError(built.status, built.message);
    return { review: built.review, context };
  }

  /** Marks the tournaments the caller imported already, with their groups. */
  async function summariesOf(userId: string, found: LimitlessUpstreamTournament[]) {
    const ids = found.map((tournament) => tournament.id);
    const imported =
      ids.length === 0
        ? []
        : await db
            .select({ tournamentId: limitlessImports.tournamentId, groupId: limitlessImports.groupId })
            .from(limitlessImports)
            .where(and(eq(limitlessImports.userId, userId), inArray(limitlessImports.tournamentId, ids)));
    const groups = new Map(imported.map((row) => [row.tournamentId, { groupId: row.groupId }]));
    return found
      .map((tournament) => limitlessTournamentSummary(tournament, groups.get(tournament.id) ?? null))
      .filter((summary): summary is LimitlessTournamentSummary => summary !== null);
  }

  return {
    /** Step 1 (see the header): recent tournaments of the game whose name and day fit the search. */
    async search(userId: string, query: LimitlessTournamentSearch): Promise<LimitlessTournamentPage> {
      const found = new Map<string, LimitlessUpstreamTournament>();
      let searchedBack: string | null = null;
      let page = query.cursor;
      let nextCursor: number | null = null;
      for (let pagesRead = 1; ; pagesRead++, page++) {
        const list = await client.tournaments(query.game, page);
        for (const tournament of list) {
          const day = limitlessDayOf(tournament.date);
          if (day !== null && (searchedBack === null || day < searchedBack)) searchedBack = day;
        }
        const ofTheGame = list.filter((tournament) => limitlessGameOf(tournament.game) === query.game);
        const filter = query.date === undefined ? { search: query.search } : { search: query.search, date: query.date };
        for (const tournament of filterLimitlessTournaments(ofTheGame, filter)) {
          if (!found.has(tournament.id)) found.set(tournament.id, tournament);
        }
        const exhausted = list.length < LIMITLESS_UPSTREAM_PAGE_SIZE;
        // Newest first: once the oldest read started before the day searched, no later page holds that day.
        const pastTheDay = query.date !== undefined && searchedBack !== null && searchedBack < query.date;
        if (exhausted || pastTheDay) break;
        if (found.size >= LIMITLESS_SEARCH_PAGE_SIZE || pagesRead >= LIMITLESS_SEARCH_SCAN_PAGES) {
          nextCursor = page + 1;
          break;
        }
      }
      return { tournaments: await summariesOf(userId, [...found.values()]), nextCursor, searchedBack };
    },

    /** Step 2: the tournament and its standings; `me` is the remembered username when it is among them. */
    async players(userId: string, tournamentId: string): Promise<LimitlessPlayersAnswer> {
      const { details, game } = await detailsOf(tournamentId);
      const [standings, [user], snapshot, imported] = await Promise.all([
        client.standings(tournamentId),
        db.select({ limitlessUsername: users.limitlessUsername }).from(users).where(eq(users.id, userId)),
        loadCategorySnapshot(db),
        importOf(userId, tournamentId),
      ]);
      const tournament = limitlessTournamentInfo(details, imported && { groupId: imported.groupId });
      if (tournament === null) throw new HttpError(400, LIMITLESS_MESSAGES.wrongGame);
      const players = limitlessPlayers(standings, game, snapshot.categories);
      const me = findLimitlessPlayer(players, user?.limitlessUsername)?.username ?? null;
      return { tournament, players, me };
    },

    /** Step 3: the player's rounds as they would be imported, and the deck or team on offer; nothing is stored. */
    async review(userId: string, tournamentId: string, player: string): Promise<LimitlessReview> {
      return (await reviewOf(userId, tournamentId, player)).review;
    },

    /**
     * Creates the deck or team ('new'), the matches, the group holding them and the history entry, all or none (see
     * the header); 400 with the plan's errors at their request paths, 409 for a tournament imported before.
     */
    async import(userId: string, request: LimitlessImportRequest): Promise<LimitlessImportAnswer> {
      const { review, context } = await reviewOf(userId, request.tournamentId, request.player);
      if (review.alreadyImported) throw conflict(LIMITLESS_MESSAGES.alreadyImported);
      const planned = planLimitlessImport(review, request, context);
      if (!planned.ok) throw fieldErrors(planned.errors);
      const plan = await withKnownSpecies(services.species, planned.plan);
      const { history } = plan;

      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(limitlessImports)
          .values({
            userId,
            tournamentId: history.tournamentId,
            game: history.game,
            name: history.name,
            format: history.format,
            date: history.date,
            players: history.players,
            username: history.username,
            playerName: history.playerName,
            placing: history.placing,
            wins: history.wins,
            losses: history.losses,
            ties: history.ties,
            matchCount: history.matchCount,
          })
          .onConflictDoNothing()
          .returning();
        // Imported before, or by a concurrent request that committed first: nothing of this one may stay.
        if (!stored) throw conflict(LIMITLESS_MESSAGES.alreadyImported);

        let list: { _id: string; name: string } | null = null;
        const matchIds = { tcg: [] as string[], vgc: [] as string[] };
        if (plan.game === 'tcg') {
          let inputs = plan.tcgMatches;
          if (plan.newDeck) {
            const deck = await services.decks.createWithin(tx, userId, plan.newDeck);
            list = { _id: deck._id, name: deck.name };
            inputs = inputs.map((input) => ({ ...input, deckId: deck._id }));
          } else {
            const deckId = inputs.find((input) => input.deckId)?.deckId ?? null;
            list = named(deckId, context.decks.find((deck) => deck._id === deckId)?.name ?? null);
          }
          const created = await services.tcgMatches.createWithin(tx, userId, inputs, {
            opponentCategoryIds: plan.tcgOpponentCategoryIds,
          });
          matchIds.tcg = created.map((match) => match._id);
        } else {
          let inputs = plan.vgcMatches;
          if (plan.newTeam) {
            const team = await services.teams.createWithin(tx, userId, plan.newTeam);
            list = { _id: team._id, name: team.name };
            inputs = inputs.map((input) => ({ ...input, teamId: team._id }));
          } else {
            const teamId = inputs.find((input) => input.teamId)?.teamId ?? null;
            list = named(teamId, context.teams.find((team) => team._id === teamId)?.name ?? null);
          }
          const created = await services.vgcMatches.createWithin(tx, userId, inputs);
          matchIds.vgc = created.map((match) => match._id);
        }

        const groupId = await services.groups.createWithin(tx, userId, plan.group, matchIds);
        await tx
          .update(limitlessImports)
          .set({
            groupId,
            deckId: plan.game === 'tcg' ? (list?._id ?? null) : null,
            teamId: plan.game === 'vgc' ? (list?._id ?? null) : null,
          })
          .where(ownImport(userId, history.tournamentId));
        if (request.rememberUsername) {
          await tx
            .update(users)
            .set({ limitlessUsername: history.username, updatedAt: new Date() })
            .where(eq(users.id, userId));
        }
        return {
          import: toHistoryEntry(stored, { _id: groupId, name: plan.group.name }, list),
          matchIds: [...matchIds.tcg, ...matchIds.vgc],
        };
      });
    },

    /** The tournaments the caller imported, newest import first, with the group and deck or team they made. */
    async history(userId: string): Promise<LimitlessHistory> {
      const rows = await db
        .select({
          row: limitlessImports,
          groupName: matchGroups.name,
          deckName: decks.name,
          teamName: teams.name,
        })
        .from(limitlessImports)
        .leftJoin(matchGroups, eq(matchGroups.id, limitlessImports.groupId))
        .leftJoin(decks, eq(decks.id, limitlessImports.deckId))
        .leftJoin(teams, eq(teams.id, limitlessImports.teamId))
        .where(eq(limitlessImports.userId, userId))
        .orderBy(desc(limitlessImports.importedAt), limitlessImports.tournamentId);
      return {
        imports: rows.map(({ row, groupName, deckName, teamName }) =>
          toHistoryEntry(
            row,
            named(row.groupId, groupName),
            row.game === 'tcg' ? named(row.deckId, deckName) : named(row.teamId, teamName),
          ),
        ),
      };
    },
  };
}
