import {
  CARD_SEARCH_DEFAULT_PAGE_SIZE,
  CARD_SEARCH_DEFAULT_QUERY,
  type CardCatalogueSourceState,
  type CardSearchPage,
  type CatalogueCard,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';

/** What GET /api/cards/status reports about the card catalogue. */
export interface CatalogueStatus {
  cards: number;
  sets: number;
  remote: boolean;
  /** The server's automatic card source (absent from older servers: treated as `off`). */
  source?: CardCatalogueSourceState;
}

export interface CardLineQuery {
  name: string;
  setCode: string;
  number: string;
}

export function emptySearchPage(page = 1, pageSize = CARD_SEARCH_DEFAULT_PAGE_SIZE): CardSearchPage {
  return { cards: [], page, pageSize, totalCount: 0, totalPages: 0 };
}

/** The card catalogue is public: guests and members search it alike. */
export const cardsApi = {
  async search(
    q: string,
    page = 1,
    pageSize = CARD_SEARCH_DEFAULT_PAGE_SIZE,
    signal?: AbortSignal,
  ): Promise<CardSearchPage> {
    return api.cards.search({ q: q.trim() || CARD_SEARCH_DEFAULT_QUERY, page, pageSize }, { signal });
  },
  /** One answer per line, in order: the catalogue card for its set code and number (or name), or null. */
  async resolve(lines: CardLineQuery[]): Promise<(CatalogueCard | null)[]> {
    if (lines.length === 0) return [];
    const { cards } = await api.cards.resolve({ lines });
    return cards;
  },
  status: () => api.cards.status(),
};

/** The pokesprite slugs the server can draw (for the deck sprite pickers). */
export async function fetchSpriteSlugs(): Promise<string[]> {
  const body: unknown = await api.sprites.slugIndex();
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { slugs?: unknown }).slugs)
      ? (body as { slugs: unknown[] }).slugs
      : [];
  return list.filter((slug): slug is string => typeof slug === 'string');
}
