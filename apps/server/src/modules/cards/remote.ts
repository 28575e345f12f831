/**
 * A pokemontcg.io v2 compatible card service (CARD_API_URL), asked when the local catalogue has nothing for a
 * search. Its cards (with their sets) are cached in the local catalogue, so the next search is local.
 */
import { z } from 'zod';
import { CircuitOpenError, type CircuitBreaker } from '../../circuitBreaker.ts';
import { pokemonTcgCardSchema, type PokemonTcgCard } from './catalogue.ts';

export interface RemoteCardsOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** Answers at once (an `unreachable` RemoteCardsError) while the service keeps failing (circuitBreaker.ts). */
  breaker?: CircuitBreaker;
}

/** One page this large fills the cache for nearly every name search, so paging through it stays local. */
export const REMOTE_PAGE_SIZE = 250;

const answerSchema = z.object({ data: z.array(z.unknown()) });

export class RemoteCardsError extends Error {
  override name = 'RemoteCardsError';
  /** The service could not be reached or failed as a whole (network, timeout, 5xx), not just for this query. */
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export type RemoteCards = ReturnType<typeof createRemoteCards>;

export function createRemoteCards({ baseUrl, apiKey, timeoutMs, breaker }: RemoteCardsOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  const isServiceDown = (error: unknown) => error instanceof RemoteCardsError && error.unreachable;

  /** The cards matching a pokemontcg.io query; entries that do not parse are skipped. Throws RemoteCardsError. */
  async function search(query: string): Promise<PokemonTcgCard[]> {
    const url = `${root}/v2/cards?${new URLSearchParams({ q: query, page: '1', pageSize: String(REMOTE_PAGE_SIZE) })}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...(apiKey ? { 'X-Api-Key': apiKey } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error;
      throw new RemoteCardsError(
        `Card service ${root} failed: ${reason instanceof Error ? reason.message : reason}`,
        true,
      );
    }
    if (!response.ok) {
      throw new RemoteCardsError(`Card service ${root} answered HTTP ${response.status}`, response.status >= 500);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new RemoteCardsError(`Card service ${root} answered something other than JSON`);
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new RemoteCardsError(`Card service ${root} answered without a "data" list`);
    return parsed.data.data.flatMap((item) => {
      const card = pokemonTcgCardSchema.safeParse(item);
      // A card without its set cannot be placed in the catalogue.
      return card.success && card.data.set ? [card.data] : [];
    });
  }

  return {
    async search(query: string): Promise<PokemonTcgCard[]> {
      if (!breaker) return search(query);
      try {
        return await breaker.run(() => search(query), isServiceDown);
      } catch (error) {
        if (error instanceof CircuitOpenError) {
          throw new RemoteCardsError(`Card service ${root} is unavailable (it kept failing; asked again soon)`, true);
        }
        throw error;
      }
    },
  };
}
