import { QUERY_FRESH_MS, QUERY_KEPT_MS } from '@trainerlog/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

const MAX_QUERY_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec part 1 §7: data queries are not retried on 401 or 404, otherwise up to 3 times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Exponential back-off from 1 s, capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/**
 * Mutations retry once (spec part 1 §7), but only when the server did not give a definite answer: a 4xx is the
 * server's considered refusal and sending the same body again cannot change it.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_FRESH_MS,
        gcTime: QUERY_KEPT_MS,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });
}
