// The typed API client of the browser tests: core's endpoint table over node's fetch (core api/fetchClient.ts), as
// the signed-in member or as a guest. A test seeds or reads through `apiFor(baseURL, member).tcgMatches.create(…)`,
// never a path string; a failed answer throws with the call and the server's text. A test that checks the HTTP
// answer itself (a 403, a 409, a malformed request) fetches `apiUrl(baseURL, apiEndpoints.x.y, params)` instead.
import {
  createFetchApiClient,
  fillPath,
  type ApiEndpoints,
  type EndpointBody,
  type EndpointSpec,
  type FetchApiClient,
} from '@trainerlog/core';
import type { TestMember } from './session.ts';

export function apiFor(baseURL: string, member?: Pick<TestMember, 'token'>): FetchApiClient {
  return createFetchApiClient({ baseUrl: baseURL, token: member?.token, fetch });
}

/** What a test sends to log a TCG match (the create call's body, before the server's defaults). */
export type TcgMatchBody = EndpointBody<ApiEndpoints['tcgMatches']['create']>;

/** The absolute URL of one endpoint with its path parameters filled in, for a raw `fetch` that reads the status. */
export function apiUrl(baseURL: string, endpoint: EndpointSpec, params?: Readonly<Record<string, unknown>>): string {
  return baseURL + fillPath(endpoint.path, params);
}
