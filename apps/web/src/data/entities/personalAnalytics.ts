/**
 * Personal analytics on both sides of the seam (issue 6): members read GET /api/tcgmatches/stats and
 * /api/vgcmatches/stats with the screen's analytics query; guests get the same answers computed in the browser by
 * core `tcgPersonalAnalytics` / `vgcPersonalAnalytics` over the matches stored here, with the public seasons list and
 * their browser decks or teams — the very functions the server runs, so the same matches give the same numbers —
 * computed in the app's worker (`data/worker/`), off the page's main thread.
 *
 * A guest whose seasons list cannot be read (offline) still gets every figure; only the per-season cards and the
 * season filter have nothing to work with.
 */
import {
  type apiEndpoints,
  type EndpointQuery,
  tcgAnalyticsSchema,
  vgcPersonalAnalyticsSchema,
  vgcBringLeadAdviceSchema,
  bringLeadGamesAnswerSchema,
  type BringLeadGamesAnswer,
  type BringLeadGamesQuery,
  type VgcBringLeadAdvice,
  type AnalyticsQuery,
  type Deck,
  type DeckRef,
  type Season,
  type TcgAnalytics,
  type VgcPersonalAnalytics,
} from '@trainerlog/core';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/typedClient.ts';
import { SEASONS_QUERY_KEY } from '../shared/useSeasons.ts';
import { seasonsApi } from '../shared/seasonsApi.ts';
import { localDecks } from './decks.ts';
import { localTcgMatches } from './tcgMatches.ts';
import { localTeams } from './teams.ts';
import { localVgcMatches } from './vgcMatches.ts';
import { runCoreTask } from '../worker/runCoreTask.ts';

/** A deck as the analytics name it: its name and up to two sprites. */
export function deckRefOf(deck: Pick<Deck, '_id' | 'name' | 'pokemonSprite' | 'secondaryPokemonSprite'>): DeckRef {
  return {
    _id: deck._id,
    name: deck.name,
    sprites: [deck.pokemonSprite, deck.secondaryPokemonSprite].filter((s): s is string => !!s),
  };
}

/** The public seasons, from the cache the seasons screens share; none when they cannot be read. */
export async function seasonsFor(queryClient: QueryClient): Promise<Season[]> {
  try {
    return await queryClient.fetchQuery({ queryKey: [...SEASONS_QUERY_KEY, 'list'], queryFn: seasonsApi.list });
  } catch {
    return [];
  }
}

const seasonRefs = (seasons: readonly Season[]) =>
  seasons.map(({ _id, name, startDate, endDate }) => ({ _id, name, startDate, endDate }));

/** The analytics screens' search (`analyticsSearchOf`, one pair per name) as the stats endpoints' query, in order. */
const analyticsQueryOf = (search: string) =>
  Object.fromEntries(new URLSearchParams(search)) as EndpointQuery<typeof apiEndpoints.tcgMatches.stats>;

/** The guest's TCG analytics: the core composite over the browser's matches and decks. */
export async function computeLocalTcgAnalytics(
  query: AnalyticsQuery,
  seasons: readonly Season[],
): Promise<TcgAnalytics> {
  const [matches, decks] = await Promise.all([localTcgMatches.list(), localDecks.list()]);
  // Off the main thread: over a few thousand matches this pass takes seconds on a phone (issue 28).
  return runCoreTask('tcgPersonalAnalytics', matches, { query, seasons: seasonRefs(seasons), decks: decks.map(deckRefOf) });
}

export async function fetchMemberTcgAnalytics(search: string, signal?: AbortSignal): Promise<TcgAnalytics> {
  const answer = await api.tcgMatches.stats(analyticsQueryOf(search), { signal });
  return tcgAnalyticsSchema.parse(answer);
}

/** The guest's VGC analytics: the core composite over the browser's matches and teams. */
export async function computeLocalVgcAnalytics(
  query: AnalyticsQuery,
  seasons: readonly Season[],
): Promise<VgcPersonalAnalytics> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return runCoreTask('vgcPersonalAnalytics', matches, { query, seasons: seasonRefs(seasons), teams });
}

export async function fetchMemberVgcAnalytics(search: string, signal?: AbortSignal): Promise<VgcPersonalAnalytics> {
  const answer = await api.vgcMatches.stats(analyticsQueryOf(search), { signal });
  return vgcPersonalAnalyticsSchema.parse(answer);
}

/** Issue 30: the guest's bring/lead advice, the core advisor over the browser's matches and teams, off the page. */
export async function computeLocalVgcBringLeadAdvice(
  query: AnalyticsQuery,
  opponent: readonly string[],
  seasons: readonly Season[],
): Promise<VgcBringLeadAdvice> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return runCoreTask('vgcBringLeadAdviceWithin', matches, [...opponent], {
    query,
    seasons: seasonRefs(seasons),
    teams,
  });
}

export async function fetchMemberVgcBringLeadAdvice(
  opponent: readonly string[],
  search: string,
  signal?: AbortSignal,
): Promise<VgcBringLeadAdvice> {
  const query = { ...analyticsQueryOf(search), opponent: opponent.join(',') };
  const answer = await api.vgcMatches.bringLeadAdvice(query, { signal });
  return vgcBringLeadAdviceSchema.parse(answer);
}

/** Issue 30: the games behind one "Bring & lead" number for a guest, the core function over the browser's matches. */
export async function computeLocalVgcBringLeadGames(
  query: AnalyticsQuery,
  games: BringLeadGamesQuery,
  seasons: readonly Season[],
): Promise<BringLeadGamesAnswer> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return runCoreTask(
    'vgcBringLeadGamesWithin',
    matches,
    { kind: games.kind, pokemon: [...games.pokemon] },
    { query, seasons: seasonRefs(seasons), teams },
  );
}

export async function fetchMemberVgcBringLeadGames(
  games: BringLeadGamesQuery,
  search: string,
  signal?: AbortSignal,
): Promise<BringLeadGamesAnswer> {
  const query = { ...analyticsQueryOf(search), kind: games.kind, pokemon: games.pokemon.join(',') };
  const answer = await api.vgcMatches.bringLeadGames(query, { signal });
  return bringLeadGamesAnswerSchema.parse(answer);
}
