/**
 * The plain client of the browser tests and the bench (node's global fetch): the same table and the same
 * `buildApiClient` as the web app, with the session token in `x-auth-token` and any failed answer thrown as an
 * Error naming the call and the server's text. No timeout or redirect handling — that is the web client's.
 */
import { apiEndpoints, type ApiEndpoints } from './endpoints.ts';
import { buildApiClient, type ApiClient } from './client.ts';

/** The part of `fetch` the client uses (typed here: core is built without the DOM's types). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export interface FetchClientOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** The caller's session token, if any. */
  token?: string;
  fetch: FetchLike;
}

/** Per call: headers to add (a different token, `if-none-match` …). */
export interface FetchCallOptions {
  headers?: Record<string, string>;
}

export type FetchApiClient = ApiClient<ApiEndpoints, FetchCallOptions>;

export function createFetchApiClient({ baseUrl, token, fetch }: FetchClientOptions): FetchApiClient {
  return buildApiClient(apiEndpoints, async ({ method, path, body, options }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options?.headers };
    if (token) headers['x-auth-token'] = token;
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} ${response.status}: ${text}`);
    if (!text) return undefined;
    return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
  });
}
