/**
 * What one API endpoint is, written once: method, path (Fastify's `:param` syntax), the zod schemas of its params,
 * query and body, and of its answer. The server's routes take their schemas from these entries
 * (apps/server/src/http/routeSchema.ts) and the clients are built from them (client.ts), so a path or a shape is
 * never spelled twice (issue 27).
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** The full path under /api, `:name` for a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's shape. */
  answer: z.ZodType;
  /** The success statuses that answer `answer`; [200] unless named (a create that may find its item: [201, 200]). */
  status?: readonly number[];
  /** The statuses that answer the error body `{ msg, errors? }` (schemas/common.ts errorBodySchema). */
  errors?: readonly number[];
  /** Any other status with a shape of its own (a 304 without body, a health check's 503). */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
}

/** An entry with its schemas' own types kept, so the server's handlers and the clients are typed from it. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** A nested object of entries by area: `apiEndpoints.tcgMatches.list`. */
export type EndpointGroup = Readonly<Record<string, EndpointSpec>>;
export type EndpointTable = Readonly<Record<string, EndpointGroup>>;

/** The answer an entry's call resolves to. */
export type EndpointAnswer<E extends EndpointSpec> = z.output<E['answer']>;
export type EndpointParams<E extends EndpointSpec> = E['params'] extends z.ZodType ? z.input<E['params']> : never;
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
