// The bench's two ways to the API, both from core's endpoint table (issue 27): `benchApi` — the typed client — for
// the untimed set-up (members, decks, teams, settings), and `endpointUrl` for what a measurement sends itself (a load
// worker's URL, a timed POST whose status is counted), so the timed requests stay exactly what they were.
import { createFetchApiClient, fillPath, type EndpointSpec, type FetchApiClient } from '@trainerlog/core';

export function benchApi(baseUrl: string, token?: string): FetchApiClient {
  return createFetchApiClient({ baseUrl, token, fetch });
}

/** `http://127.0.0.1:1234/api/teams/abc` — one endpoint's absolute URL, its path parameters filled in. */
export function endpointUrl(
  baseUrl: string,
  endpoint: EndpointSpec,
  params?: Readonly<Record<string, unknown>>,
): string {
  return baseUrl + fillPath(endpoint.path, params);
}
