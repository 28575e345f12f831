/**
 * The guest side of the data port: everything in this browser's storage, with the dashboards, summaries and
 * analytics computed by the same core functions whose meaning the server reproduces in SQL. Loaded on first use
 * (guestPort.ts).
 */
import { analyticsQuerySchema, type Season } from '@trainerlog/core';
import type { DataHandlers, PortContext } from '../port.ts';
import { exportFileName, exportGuestData, importGuestData, readExportFile } from '../entities/dataTransfer.ts';
import { localDecks, setGuestActiveDeck } from '../entities/decks.ts';
import { localActiveDeck } from '../entities/entities.ts';
import { computeLocalCardGames, computeLocalCardInsights } from '../entities/cardInsights.ts';
import {
  computeLocalTcgAnalytics,
  computeLocalVgcAnalytics,
  computeLocalVgcBringLeadAdvice,
  computeLocalVgcBringLeadGames,
  seasonsFor,
} from '../entities/personalAnalytics.ts';
import { isLocalId } from '../entities/repository.ts';
import {
  exportCsv,
  fetchCurrentSeason,
  fetchLocalPage,
  fetchLocalSummary,
} from '../entities/tcgMatchDashboard.ts';
import { localTcgMatches, mergeLocalOpponentDecks } from '../entities/tcgMatches.ts';
import { localActiveTeam, localTeams, setGuestActiveTeam } from '../entities/teams.ts';
import {
  exportVgcCsv,
  fetchLocalTeamStats,
  fetchLocalVgcPage,
  fetchLocalVgcSummary,
} from '../entities/vgcMatchDashboard.ts';
import { localVgcMatches } from '../entities/vgcMatches.ts';

/** Everything but what guestPort.ts answers without loading this module. */
export type GuestLoadedHandlers = Omit<DataHandlers, 'counts.mine'>;

/** The current season (cached with the seasons); offline guests simply have no season side. */
function currentSeason({ queryClient }: PortContext): Promise<Season | null> {
  return queryClient.fetchQuery<Season | null>({
    queryKey: ['seasons', 'current'],
    queryFn: async () => {
      try {
        return await fetchCurrentSeason();
      } catch {
        return null;
      }
    },
    retry: false,
  });
}

/** An active id is honoured only while it names a stored local item. */
async function storedActiveId(id: unknown, exists: (id: string) => Promise<unknown>): Promise<string | null> {
  if (typeof id !== 'string' || !isLocalId(id)) return null;
  return (await exists(id)) ? id : null;
}

export function createGuestHandlers(context: PortContext): GuestLoadedHandlers {
  return {
    'decks.list': () => localDecks.list(),
    'decks.get': (id) => localDecks.get(id),
    'decks.create': (input) => localDecks.create(input),
    'decks.update': (id, changes) => localDecks.update(id, changes),
    async 'decks.remove'(id) {
      await localDecks.remove(id);
      if (localActiveDeck.get() === id) localActiveDeck.clear();
    },
    'decks.activeId': () => storedActiveId(localActiveDeck.get(), (id) => localDecks.get(id)),
    'decks.setActive': (id) => setGuestActiveDeck(id),

    'teams.list': () => localTeams.list(),
    'teams.get': (id) => localTeams.get(id),
    'teams.create': (input) => localTeams.create(input),
    'teams.update': (id, changes) => localTeams.update(id, changes),
    async 'teams.remove'(id) {
      await localTeams.remove(id);
      if (localActiveTeam.get() === id) localActiveTeam.clear();
    },
    'teams.activeId': () => storedActiveId(localActiveTeam.get(), (id) => localTeams.get(id)),
    'teams.setActive': (id) => setGuestActiveTeam(id),
    'teams.stats': () => fetchLocalTeamStats(),

    'tcgMatches.recent': () => localTcgMatches.list(),
    'tcgMatches.get': (id) => localTcgMatches.get(id),
    'tcgMatches.create': (input) => localTcgMatches.create(input),
    'tcgMatches.update': (id, changes) => localTcgMatches.update(id, changes),
    'tcgMatches.remove': (id) => localTcgMatches.remove(id),
    'tcgMatches.mergeOpponentDecks': (input) => mergeLocalOpponentDecks(localTcgMatches, input),
    'tcgMatches.page': async (params) => ({ ...(await fetchLocalPage(params)), source: 'browser' }),
    async 'tcgMatches.summary'(activeDeckId) {
      const season = await currentSeason(context);
      return { ...(await fetchLocalSummary(season, activeDeckId)), source: 'browser' };
    },
    'tcgMatches.exportCsv': (filters) => exportCsv(false, filters),
    async 'tcgMatches.analytics'(query) {
      const parsed = analyticsQuerySchema.parse(query);
      const seasons = await seasonsFor(context.queryClient);
      return { ...(await computeLocalTcgAnalytics(parsed, seasons)), source: 'browser' };
    },
    'tcgMatches.cardInsights': (deckId, query) => computeLocalCardInsights(deckId, query),
    'tcgMatches.cardGames': (deckId, query) => computeLocalCardGames(deckId, query),

    'vgcMatches.recent': () => localVgcMatches.list(),
    'vgcMatches.get': (id) => localVgcMatches.get(id),
    'vgcMatches.create': (input) => localVgcMatches.create(input),
    'vgcMatches.update': (id, changes) => localVgcMatches.update(id, changes),
    'vgcMatches.remove': (id) => localVgcMatches.remove(id),
    'vgcMatches.page': async (params) => ({ ...(await fetchLocalVgcPage(params)), source: 'browser' }),
    async 'vgcMatches.summary'() {
      const season = await currentSeason(context);
      return { ...(await fetchLocalVgcSummary(season)), source: 'browser' };
    },
    'vgcMatches.exportCsv': (filters) => exportVgcCsv(false, filters),
    async 'vgcMatches.analytics'(query) {
      const parsed = analyticsQuerySchema.parse(query);
      const seasons = await seasonsFor(context.queryClient);
      return { ...(await computeLocalVgcAnalytics(parsed, seasons)), source: 'browser' };
    },
    async 'vgcMatches.bringLeadAdvice'(query, opponent) {
      const parsed = analyticsQuerySchema.parse(query);
      const seasons = await seasonsFor(context.queryClient);
      return { ...(await computeLocalVgcBringLeadAdvice(parsed, opponent, seasons)), source: 'browser' };
    },
    async 'vgcMatches.bringLeadGames'(query, games) {
      const parsed = analyticsQuerySchema.parse(query);
      const seasons = await seasonsFor(context.queryClient);
      return computeLocalVgcBringLeadGames(parsed, games, seasons);
    },

    async 'data.export'() {
      return { fileName: exportFileName(null), text: JSON.stringify(await exportGuestData()) };
    },
    'data.import': (text) => importGuestData(readExportFile(text).doc),
  };
}
