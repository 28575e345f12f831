/**
 * The web app's typed API client: one call per endpoint of core's table (`apiEndpoints`), over `apiRequest`
 * (client.ts: the token header, the 15 s timeout, the global 401/403 handling). A feature calls
 * `api.tcgMatches.list(query)` or `api.matchGroups.share({ id, userId }, body)` and gets the answer typed from the
 * endpoint's schema — never a path string. Answers are not parsed at run time (the server's schemas already shaped
 * them), so a call costs what `apiRequest` costs.
 */
import { apiEndpoints, buildApiClient, type ApiClient, type ApiEndpoints } from '@trainerlog/core';
import { apiRequest, type ApiRequestOptions } from './client.ts';

/** What a caller may add to a call: `signal`, `timeoutMs`, `globalAuthHandling`. */
export type ApiCallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export type TypedApi = ApiClient<ApiEndpoints, ApiCallOptions>;

export const api: TypedApi = buildApiClient(apiEndpoints, ({ method, path, body, options }) =>
  apiRequest<unknown>(path, { ...options, method, body }),
);
