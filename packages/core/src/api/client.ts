/**
 * One way to build a call from the endpoint table: the web app's client (apps/web/src/api/typedClient.ts) and the
 * node-side one of the browser tests and the bench give `buildApiClient` their own `send` (fetch with the token and
 * timeout, or a plain fetch with headers), and get `api.tcgMatches.list(query)`, `api.matchGroups.share(params,
 * body)` … typed from the entries' schemas. Arguments come in the order params, query, body, options — each only
 * when the entry has it.
 */
import type { z } from 'zod';
import type { EndpointAnswer, EndpointSpec, EndpointTable, HttpMethod } from './endpoint.ts';

/** One call as the table builds it: the path has its parameters filled in and its query string appended. */
export interface ApiCall<O> {
  method: HttpMethod;
  path: string;
  body?: unknown;
  options?: O;
  endpoint: EndpointSpec;
}

export type ApiSend<O> = (call: ApiCall<O>) => Promise<unknown>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type ParamsArg<E extends EndpointSpec> = E['params'] extends z.ZodType ? [params: Input<E['params']>] : [];
/** The query may be left out when every field of it is optional and no body follows it. */
type QueryArg<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? E['body'] extends z.ZodType
    ? [query: Input<E['query']>]
    : object extends Input<E['query']>
      ? [query?: Input<E['query']>]
      : [query: Input<E['query']>]
  : [];
type BodyArg<E extends EndpointSpec> = E['body'] extends z.ZodType ? [body: Input<E['body']>] : [];

export type EndpointCall<E extends EndpointSpec, O> = (
  ...args: [...ParamsArg<E>, ...QueryArg<E>, ...BodyArg<E>, options?: O]
) => Promise<EndpointAnswer<E>>;

export type ApiClient<T extends EndpointTable, O> = {
  readonly [Area in keyof T]: { readonly [Name in keyof T[Area]]: EndpointCall<T[Area][Name], O> };
};

/** `/api/teams/:id/pokemon/:pokemonId` with each parameter encoded as one path segment. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * `?a=1&b=x` from a query object in its key order, or '' when nothing is set: undefined, null and '' are left out
 * (the server's defaults apply), an array is one pair per element — as the web's callers built their queries.
 */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null && item !== '') search.append(key, `${item}`);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The call for one entry: picks params, query and body from the arguments in that order. */
export function endpointCall<E extends EndpointSpec, O>(spec: E, send: ApiSend<O>): EndpointCall<E, O> {
  return ((...args: unknown[]) => {
    let next = 0;
    const params = spec.params ? (args[next++] as Record<string, unknown>) : undefined;
    const query = spec.query ? (args[next++] as Record<string, unknown> | undefined) : undefined;
    const body = spec.body ? args[next++] : undefined;
    const options = args[next] as O | undefined;
    const path = fillPath(spec.path, params) + queryString(query);
    const call: ApiCall<O> = { method: spec.method, path, endpoint: spec };
    if (spec.body) call.body = body;
    if (options !== undefined) call.options = options;
    return send(call) as Promise<EndpointAnswer<E>>;
  }) as EndpointCall<E, O>;
}

/** The whole client: one call per entry, by area and name, over one `send`. */
export function buildApiClient<T extends EndpointTable, O>(table: T, send: ApiSend<O>): ApiClient<T, O> {
  return Object.fromEntries(
    Object.entries(table).map(([area, group]) => [
      area,
      Object.fromEntries(Object.entries(group).map(([name, spec]) => [name, endpointCall(spec, send)])),
    ]),
  ) as unknown as ApiClient<T, O>;
}
