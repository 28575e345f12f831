/**
 * The analytics filters live in the URL (a link or a reload keeps them; the back button undoes a change), read
 * through core's `analyticsQuerySchema` so the screen, the server and the guest computation agree on their meaning.
 *
 * Decisions:
 * - An invalid value in the URL (a hand-edited link) is dropped, not shown as an error: the rest of the filters apply.
 * - The tie convention is remembered across screens and visits (localStorage): it is a way of reading, not a filter
 *   of one screen. An explicit `convention` in the URL wins.
 * - `search` is the canonical query string of the set filters (defaults left out), sent to the server as is.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  analyticsQuerySchema,
  DEFAULT_TIE_CONVENTION,
  isTieConvention,
  type AnalyticsQuery,
  type TieConvention,
} from '@trainerlog/core';
import { STORAGE_KEYS } from '../../../storageKeys.ts';

export const ANALYTICS_QUERY_PARAMS = [
  'from',
  'to',
  'seasonId',
  'bestOf',
  'format',
  'deckId',
  'teamId',
  'convention',
  'granularity',
] as const;
type Param = (typeof ANALYTICS_QUERY_PARAMS)[number];

export type AnalyticsQueryPatch = Partial<Record<Param, string | number | undefined | null>>;

export function rememberedTieConvention(): TieConvention {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.tieConvention);
    return isTieConvention(stored) ? stored : DEFAULT_TIE_CONVENTION;
  } catch {
    return DEFAULT_TIE_CONVENTION;
  }
}

function rememberTieConvention(convention: TieConvention) {
  try {
    localStorage.setItem(STORAGE_KEYS.tieConvention, convention);
  } catch {
    // Private mode or a full store: the choice still applies through the URL.
  }
}

/** The query of these params: invalid fields dropped, the remembered convention when none is given. */
export function parseAnalyticsQuery(params: URLSearchParams, fallbackConvention: TieConvention): AnalyticsQuery {
  const raw: Record<string, string> = {};
  for (const name of ANALYTICS_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  if (!raw.convention) raw.convention = fallbackConvention;
  let parsed = analyticsQuerySchema.safeParse(raw);
  while (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    let dropped = false;
    for (const name of bad) {
      if (name in raw) {
        delete raw[name];
        dropped = true;
      }
    }
    if (!dropped) return analyticsQuerySchema.parse({});
    parsed = analyticsQuerySchema.safeParse(raw);
  }
  return parsed.data;
}

/** The canonical query string of a query: set filters only, defaults left out except the convention. */
export function analyticsSearchOf(query: AnalyticsQuery): string {
  const params = new URLSearchParams();
  for (const name of ANALYTICS_QUERY_PARAMS) {
    const value = query[name as keyof AnalyticsQuery];
    if (value === undefined || value === null || value === '') continue;
    if (name === 'granularity' && value === 'week') continue;
    params.set(name, String(value));
  }
  return params.toString();
}

export function useAnalyticsQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseAnalyticsQuery(params, rememberedTieConvention()), [params]);
  const search = useMemo(() => analyticsSearchOf(query), [query]);

  const setQuery = useCallback(
    (patch: AnalyticsQueryPatch) => {
      if (patch.convention && isTieConvention(patch.convention)) rememberTieConvention(patch.convention);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  /** Clears every filter but keeps the tie convention (a way of reading, see header). */
  const resetQuery = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams();
      for (const [name, value] of current) {
        if (!(ANALYTICS_QUERY_PARAMS as readonly string[]).includes(name) || name === 'convention')
          next.set(name, value);
      }
      return next;
    });
  }, [setParams]);

  const filtersSet = ANALYTICS_QUERY_PARAMS.some(
    (name) => name !== 'convention' && name !== 'granularity' && query[name as keyof AnalyticsQuery] !== undefined,
  );

  return { query, setQuery, resetQuery, search, filtersSet };
}
