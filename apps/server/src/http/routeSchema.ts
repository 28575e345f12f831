/**
 * A route's schemas taken from its entry in core's endpoint table (`apiEndpoints`, issue 27): params, querystring,
 * body and every answer by status — the success statuses answer the entry's `answer`, the error statuses the error
 * body `{ msg, errors? }`, others their own shape. The route keeps only what the docs say of it (tags, summary,
 * description, security): `schema: { tags, summary, ...endpointSchema(apiEndpoints.decks.get) }`.
 */
import { errorBodySchema, type EndpointSpec } from '@trainerlog/core';
import type { z } from 'zod';

type Tuple<T> = T extends readonly number[] ? T[number] : never;
type SuccessStatus<E extends EndpointSpec> = E['status'] extends readonly number[] ? Tuple<E['status']> : 200;
type Other<E extends EndpointSpec> =
  E['otherAnswers'] extends Readonly<Record<number, z.ZodType>> ? E['otherAnswers'] : unknown;

export type EndpointResponses<E extends EndpointSpec> = { [S in SuccessStatus<E>]: E['answer'] } & {
  [S in Tuple<E['errors']>]: typeof errorBodySchema;
} & Other<E>;

export type EndpointSchema<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: E['params'] }
  : unknown) &
  (E['query'] extends z.ZodType ? { querystring: E['query'] } : unknown) &
  (E['body'] extends z.ZodType ? { body: E['body'] } : unknown) & { response: EndpointResponses<E> };

export function endpointSchema<const E extends EndpointSpec>(entry: E): EndpointSchema<E> {
  const response: Record<number, z.ZodType> = {};
  for (const status of entry.status ?? [200]) response[status] = entry.answer;
  for (const status of entry.errors ?? []) response[status] = errorBodySchema;
  Object.assign(response, entry.otherAnswers);
  return {
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response,
  } as EndpointSchema<E>;
}
