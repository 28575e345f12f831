import { QUERY_FRESH_MS, QUERY_KEPT_MS } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import { createQueryClient, retryDelay, shouldRetryMutation, shouldRetryQuery } from '../../src/api/queryClient.ts';

const http = (status: number) => new ApiError({ status, kind: 'http', msg: 'x' });

describe('query defaults (spec part 1 §7, §9)', () => {
  it('keeps data fresh 5 minutes and cached 10 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(QUERY_FRESH_MS);
    expect(defaults.queries?.gcTime).toBe(QUERY_KEPT_MS);
    expect(QUERY_FRESH_MS).toBe(300_000);
    expect(QUERY_KEPT_MS).toBe(600_000);
  });

  it('never retries a query answered 401 or 404', () => {
    expect(shouldRetryQuery(0, http(401))).toBe(false);
    expect(shouldRetryQuery(0, http(404))).toBe(false);
  });

  it('retries other query failures up to 3 times', () => {
    for (const error of [http(500), http(400), new ApiError({ status: 0, kind: 'network' }), new Error('x')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(true);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });

  it('backs off exponentially, never waiting more than 30 seconds', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(12)).toBe(30_000);
  });

  it('retries a mutation once, and not after a definite 4xx answer', () => {
    expect(shouldRetryMutation(0, http(503))).toBe(true);
    expect(shouldRetryMutation(0, new ApiError({ status: 0, kind: 'timeout' }))).toBe(true);
    expect(shouldRetryMutation(1, http(503))).toBe(false);
    expect(shouldRetryMutation(0, http(409))).toBe(false);
  });
});
