/**
 * The member side of the data port: the API, with the outbox in front of match writes (writes made offline wait and
 * upload later) and the last-seen copy in front of reads (an unreachable server answers what was last read). Items
 * with local_ ids stay in this browser and are edited or deleted there (spec part 2 §4). Loaded on first use
 * (memberPort.ts).
 */
import type { DataHandlers, PortContext } from '../port.ts';
import { exportFileName, exportMemberData, importMemberData, readExportFile } from '../entities/dataTransfer.ts';
import { memberDecks, setMemberActiveDeck } from '../entities/decks.ts';
import { fetchMemberCardGames, fetchMemberCardInsights } from '../entities/cardInsights.ts';
import {
  fetchMemberTcgAnalytics,
  fetchMemberVgcAnalytics,
  fetchMemberVgcBringLeadAdvice,
  fetchMemberVgcBringLeadGames,
} from '../entities/personalAnalytics.ts';
import {
  exportCsv,
  fetchLocalPage,
  fetchLocalSummary,
  fetchMemberPage,
  fetchMemberSummary,
} from '../entities/tcgMatchDashboard.ts';
import {
  TCG_MATCH_ERRORS,
  TCG_OUTBOX,
  memberTcgMatches,
  mergeMemberOpponentDecks,
} from '../entities/tcgMatches.ts';
import { setMemberActiveTeam, memberTeams } from '../entities/teams.ts';
import {
  exportVgcCsv,
  fetchLocalVgcPage,
  fetchLocalVgcSummary,
  fetchMemberTeamStats,
  fetchMemberVgcPage,
  fetchMemberVgcSummary,
} from '../entities/vgcMatchDashboard.ts';
import { VGC_MATCH_ERRORS, VGC_OUTBOX, memberVgcMatches } from '../entities/vgcMatches.ts';
import { applyOutboxToPage } from '../outbox/offlineMatchRepository.ts';
import { isUnreachableError } from '../outbox/reachability.ts';
import { notify } from '../../ui/notify.ts';

export type MemberLoadedHandlers = Omit<DataHandlers, 'counts.mine'>;

export function createMemberHandlers(context: PortContext): MemberLoadedHandlers {
  const decks = memberDecks;
  const teams = memberTeams;
  const tcgMatches = memberTcgMatches;
  const vgcMatches = memberVgcMatches;
  /** A deleted deck or team is nobody's active one any more (the server clears its own reference). */
  const forgetActive = (field: 'activeDeck' | 'activeTeam', id: string) => {
    const user = context.user();
    if (user && user[field] === id) context.setUser({ ...user, [field]: null });
  };
  return {
    'decks.list': () => decks.list(),
    'decks.get': (id) => decks.get(id),
    'decks.create': (input) => decks.create(input),
    'decks.update': (id, changes) => decks.update(id, changes),
    async 'decks.remove'(id) {
      await decks.remove(id);
      forgetActive('activeDeck', id);
    },
    'decks.activeId': async () => context.user()?.activeDeck ?? null,
    async 'decks.setActive'(id) {
      context.setUser(await setMemberActiveDeck(id));
    },

    'teams.list': () => teams.list(),
    'teams.get': (id) => teams.get(id),
    'teams.create': (input) => teams.create(input),
    'teams.update': (id, changes) => teams.update(id, changes),
    async 'teams.remove'(id) {
      await teams.remove(id);
      forgetActive('activeTeam', id);
    },
    'teams.activeId': async () => context.user()?.activeTeam ?? null,
    async 'teams.setActive'(id) {
      context.setUser(await setMemberActiveTeam(id));
    },
    'teams.stats': () => fetchMemberTeamStats(),

    'tcgMatches.recent': () => tcgMatches.list(),
    'tcgMatches.get': (id) => tcgMatches.get(id),
    'tcgMatches.create': (input) => tcgMatches.create(input),
    'tcgMatches.update': (id, changes) => tcgMatches.update(id, changes),
    'tcgMatches.remove': (id) => tcgMatches.remove(id),
    'tcgMatches.mergeOpponentDecks': (input) => mergeMemberOpponentDecks(input),
    /** A member whose API fails sees the matches stored in this browser, with the spec's toast (part 1 §8). */
    async 'tcgMatches.page'(params) {
      try {
        return { ...(await fetchMemberPage(params)), source: 'account' };
      } catch (error) {
        // Unreachable: the shell's one calm notice says so (ServerReachability), not a toast per list.
        if (!isUnreachableError(error)) notify.error(TCG_MATCH_ERRORS.fetch, { id: 'tcg-matches-fetch' });
        return { ...applyOutboxToPage(TCG_OUTBOX, await fetchLocalPage(params)), source: 'browser-fallback' };
      }
    },
    async 'tcgMatches.summary'() {
      try {
        return { ...(await fetchMemberSummary()), source: 'account' };
      } catch {
        return { ...(await fetchLocalSummary(null, null)), source: 'browser-fallback' };
      }
    },
    'tcgMatches.exportCsv': (filters) => exportCsv(true, filters),
    /** A failure is shown with a retry, not browser-stored matches: analytics of a different set would mislead. */
    'tcgMatches.analytics': async (_query, search, signal) => ({
      ...(await fetchMemberTcgAnalytics(search, signal)),
      source: 'account',
    }),
    'tcgMatches.cardInsights': (deckId, query, signal) => fetchMemberCardInsights(deckId, query, signal),
    'tcgMatches.cardGames': (deckId, query) => fetchMemberCardGames(deckId, query),

    'vgcMatches.recent': () => vgcMatches.list(),
    'vgcMatches.get': (id) => vgcMatches.get(id),
    'vgcMatches.create': (input) => vgcMatches.create(input),
    'vgcMatches.update': (id, changes) => vgcMatches.update(id, changes),
    'vgcMatches.remove': (id) => vgcMatches.remove(id),
    async 'vgcMatches.page'(params) {
      try {
        return { ...(await fetchMemberVgcPage(params)), source: 'account' };
      } catch (error) {
        if (!isUnreachableError(error)) notify.error(VGC_MATCH_ERRORS.fetch, { id: 'vgc-matches-fetch' });
        return { ...applyOutboxToPage(VGC_OUTBOX, await fetchLocalVgcPage(params)), source: 'browser-fallback' };
      }
    },
    async 'vgcMatches.summary'() {
      try {
        return { ...(await fetchMemberVgcSummary()), source: 'account' };
      } catch {
        return { ...(await fetchLocalVgcSummary(null)), source: 'browser-fallback' };
      }
    },
    'vgcMatches.exportCsv': (filters) => exportVgcCsv(true, filters),
    'vgcMatches.analytics': async (_query, search, signal) => ({
      ...(await fetchMemberVgcAnalytics(search, signal)),
      source: 'account',
    }),
    'vgcMatches.bringLeadAdvice': async (_query, opponent, search, signal) => ({
      ...(await fetchMemberVgcBringLeadAdvice(opponent, search, signal)),
      source: 'account',
    }),
    'vgcMatches.bringLeadGames': (_query, games, search, signal) =>
      fetchMemberVgcBringLeadGames(games, search, signal),

    async 'data.export'() {
      const doc = await exportMemberData();
      return { fileName: exportFileName(context.user()?.username ?? null), text: JSON.stringify(doc) };
    },
    'data.import': (text) => importMemberData(readExportFile(text).raw),
  };
}
