import { apiEndpoints } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { LANDING_ENDPOINTS } from '../../src/api/landingApi.ts';

// The landing route's calls spell their paths without loading the endpoint table (issue 18's budget); they must
// still be the table's.
describe('landing calls', () => {
  it.each(Object.entries(LANDING_ENDPOINTS))('%s has the method and path of its table entry', (_, call) => {
    const entry = (apiEndpoints[call.area] as Record<string, { method: string; path: string }>)[call.name];
    expect({ method: call.method, path: call.path }).toEqual({ method: entry?.method, path: entry?.path });
  });
});
