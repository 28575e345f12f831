/**
 * The one data port (issue 27; the model is Actual Budget's single `send` over one handler table). Every hook reaches
 * the data guests and members share through `port.send(name, ...args)`; the provider (DataPortProvider) builds the
 * port once per session over the guest table (the browser store, `guest/`) or the member table (the API with the
 * outbox and the last-seen copy in front, `member/`). Both tables are typed as `DataHandlers`, so TypeScript holds
 * each implementation to the whole table, and no hook ever asks who is signed in.
 */
import type {
  BringLeadGamesAnswer,
  BringLeadGamesQuery,
  VgcBringLeadAdvice,
  AnalyticsQuery,
  DataImportResult,
  Deck,
  DeckInput,
  MatchCounts,
  OpponentDeckMerge,
  OpponentDeckMergeResult,
  PublicUser,
  TcgAnalytics,
  TcgMatch,
  TcgMatchInput,
  TcgMatchPage,
  TcgMatchSummary,
  Team,
  TeamInput,
  TeamStats,
  VgcMatch,
  VgcMatchInput,
  VgcMatchPage,
  VgcMatchSummary,
  VgcPersonalAnalytics,
  CardGamesQuery,
  CardInsightsQuery,
  TcgCardInsights,
} from '@trainerlog/core';
import type { QueryClient } from '@tanstack/react-query';
import type { CardGamesAnswer } from './entities/cardInsights.ts';
import type { TcgMatchFilters, TcgMatchListParams } from './entities/tcgMatchDashboard.ts';
import type { VgcMatchFilters, VgcMatchListParams } from './entities/vgcMatchDashboard.ts';

/** Where shown matches come from: the account, or this browser (a guest, or the API was unreachable). */
export type MatchSource = 'account' | 'browser' | 'browser-fallback';

export interface DashboardPage extends TcgMatchPage {
  source: MatchSource;
}
export interface DashboardSummary extends TcgMatchSummary {
  source: MatchSource;
}
export interface VgcDashboardPage extends VgcMatchPage {
  source: MatchSource;
}
export interface VgcDashboardSummary extends VgcMatchSummary {
  source: MatchSource;
}

/** Where analytics were computed. */
export type AnalyticsSource = 'account' | 'browser';
export interface TcgAnalyticsAnswer extends TcgAnalytics {
  source: AnalyticsSource;
}
export interface VgcAnalyticsAnswer extends VgcPersonalAnalytics {
  source: AnalyticsSource;
}
/** Issue 30: the bring/lead advisor's answer for one opponent six. */
export interface VgcBringLeadAdviceAnswer extends VgcBringLeadAdvice {
  source: AnalyticsSource;
}

/** An export ready to save: the file's name and its text. */
export interface ExportFile {
  fileName: string;
  text: string;
}

/** Every data operation guests and members share, by name. */
export interface DataHandlers {
  'decks.list'(): Promise<Deck[]>;
  'decks.get'(id: string): Promise<Deck | null>;
  'decks.create'(input: DeckInput): Promise<Deck>;
  'decks.update'(id: string, changes: Partial<DeckInput>): Promise<Deck>;
  /** Also clears the active deck when it was this one. */
  'decks.remove'(id: string): Promise<void>;
  'decks.activeId'(): Promise<string | null>;
  'decks.setActive'(id: string | null): Promise<void>;

  'teams.list'(): Promise<Team[]>;
  'teams.get'(id: string): Promise<Team | null>;
  /** A member's team is kept in this browser when the server cannot take it (the answer then has `isLocal`). */
  'teams.create'(input: TeamInput): Promise<Team>;
  'teams.update'(id: string, changes: Partial<TeamInput>): Promise<Team>;
  /** Also clears the active team when it was this one. */
  'teams.remove'(id: string): Promise<void>;
  'teams.activeId'(): Promise<string | null>;
  'teams.setActive'(id: string | null): Promise<void>;
  'teams.stats'(): Promise<TeamStats[]>;

  'tcgMatches.recent'(): Promise<TcgMatch[]>;
  'tcgMatches.get'(id: string): Promise<TcgMatch | null>;
  'tcgMatches.create'(input: TcgMatchInput): Promise<TcgMatch>;
  'tcgMatches.update'(id: string, changes: TcgMatchInput): Promise<TcgMatch>;
  'tcgMatches.remove'(id: string): Promise<void>;
  /** Issue 29: the player's own opponent-deck spellings folded into one name. */
  'tcgMatches.mergeOpponentDecks'(input: OpponentDeckMerge): Promise<OpponentDeckMergeResult>;
  'tcgMatches.page'(params: TcgMatchListParams): Promise<DashboardPage>;
  'tcgMatches.summary'(activeDeckId: string | null): Promise<DashboardSummary>;
  'tcgMatches.exportCsv'(filters: TcgMatchFilters): Promise<string>;
  'tcgMatches.analytics'(query: AnalyticsQuery, search: string, signal?: AbortSignal): Promise<TcgAnalyticsAnswer>;
  /** Issue 30: a deck's Cards view (card impact, tempo, openings) from its imported games. */
  'tcgMatches.cardInsights'(deckId: string, query: CardInsightsQuery, signal?: AbortSignal): Promise<TcgCardInsights>;
  /** Issue 30: the games behind one number of the Cards view. */
  'tcgMatches.cardGames'(deckId: string, query: CardGamesQuery): Promise<CardGamesAnswer>;

  'vgcMatches.recent'(): Promise<VgcMatch[]>;
  'vgcMatches.get'(id: string): Promise<VgcMatch | null>;
  'vgcMatches.create'(input: VgcMatchInput): Promise<VgcMatch>;
  'vgcMatches.update'(id: string, changes: VgcMatchInput): Promise<VgcMatch>;
  'vgcMatches.remove'(id: string): Promise<void>;
  'vgcMatches.page'(params: VgcMatchListParams): Promise<VgcDashboardPage>;
  'vgcMatches.summary'(): Promise<VgcDashboardSummary>;
  'vgcMatches.exportCsv'(filters: VgcMatchFilters): Promise<string>;
  'vgcMatches.analytics'(query: AnalyticsQuery, search: string, signal?: AbortSignal): Promise<VgcAnalyticsAnswer>;
  /** Issue 30: the advisor for the opponent's Pokémon (1 to 6 names) under the analytics query (`search`). */
  'vgcMatches.bringLeadAdvice'(
    query: AnalyticsQuery,
    opponent: readonly string[],
    search: string,
    signal?: AbortSignal,
  ): Promise<VgcBringLeadAdviceAnswer>;
  /** Issue 30: the games behind one number of the "Bring & lead" view, under the analytics query (`search`). */
  'vgcMatches.bringLeadGames'(
    query: AnalyticsQuery,
    games: BringLeadGamesQuery,
    search: string,
    signal?: AbortSignal,
  ): Promise<BringLeadGamesAnswer>;

  /** The session's own match counts; guests have no server counts (null, nothing asked). */
  'counts.mine'(signal?: AbortSignal): Promise<MatchCounts | null>;

  'data.export'(): Promise<ExportFile>;
  /** Reads, validates and imports a chosen file's text (DataFileError when the file itself is wrong). */
  'data.import'(text: string): Promise<DataImportResult>;
}

export type DataOperation = keyof DataHandlers;

export interface DataPort {
  /**
   * Who the port serves, decided once by the provider: hooks branch and enable on `kind === 'member'` and never read
   * the auth status themselves. 'guest' also while the session is still being read (then `ready` is false).
   */
  readonly kind: 'guest' | 'member';
  /** The signed-in member's id (for query keys that hold it), null for a guest. */
  readonly userId: string | null;
  /** Query-key scope: 'guest' or 'member:<id>', so a guest's and a member's cached answers never mix. */
  readonly scope: string;
  /** False while the session is still being read; hooks wait (`enabled: port.ready`). */
  readonly ready: boolean;
  send<K extends DataOperation>(name: K, ...args: Parameters<DataHandlers[K]>): ReturnType<DataHandlers[K]>;
}

export const GUEST_SCOPE = 'guest';

export function memberScope(userId: string): string {
  return `member:${userId}`;
}

export function createDataPort(userId: string | null, ready: boolean, handlers: DataHandlers): DataPort {
  return {
    kind: userId === null ? 'guest' : 'member',
    userId,
    scope: userId === null ? GUEST_SCOPE : memberScope(userId),
    ready,
    send(name, ...args) {
      const handler = handlers[name] as (...a: typeof args) => ReturnType<DataHandlers[typeof name]>;
      return handler(...args);
    },
  };
}

/**
 * A handler table whose implementation is loaded on first use, so a first visit (the landing route) never downloads
 * the repositories, the outbox and their schemas (issue 18's size budget). `eager` answers without loading it.
 */
export function lazyHandlers<E extends DataOperation>(
  load: () => Promise<Omit<DataHandlers, E>>,
  eager: Pick<DataHandlers, E>,
): DataHandlers {
  let loaded: Promise<Omit<DataHandlers, E>> | null = null;
  return new Proxy(eager as DataHandlers, {
    get(target, name: string) {
      if (name in target) return target[name as DataOperation];
      return async (...args: unknown[]) => {
        loaded ??= load().catch((error: unknown) => {
          loaded = null; // A failed chunk load is tried again on the next call.
          throw error;
        });
        const handler = (await loaded)[name as Exclude<DataOperation, E>] as (...a: unknown[]) => Promise<unknown>;
        return handler(...args);
      };
    },
  });
}

/** What the handler tables need from the session around them (given once, by the provider). */
export interface PortContext {
  /** The app's query cache: shared reads (the seasons) are cached under their own keys, as the screens read them. */
  queryClient: QueryClient;
  /** The signed-in user as the session holds it now (members' active deck and team live on the user). */
  user(): PublicUser | null;
  setUser(user: PublicUser): void;
}
