import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm';
import {
  errorBodySchema,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@trainerlog/core';
import { isInvalidDataError } from '../db/errors.ts';
import { isDatabaseUnavailableError } from '../db/unavailable.ts';

/**
 * A failure the caller can act on, thrown by services and turned into `{ msg }` with this status. Anything else
 * that escapes a handler is a bug: logged with its stack, answered with a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);

/** 400 with every problem at its request path (`errors`), the first one's message as `msg`. */
export function fieldErrors(problems: readonly { path: string; message: string }[]): HttpError {
  return new HttpError(400, problems[0]!.message, { errors: problems.map(({ path, message }) => ({ path, message })) });
}

/** 400 for one field as a whole (an import's pasted text, its list of replays). */
export const fieldError = (path: string, message: string) => fieldErrors([{ path, message }]);

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Response entries for a route's OpenAPI description: `...errorResponses(400, 401)`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/** Fastify's own client errors, in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON in request body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty but its content type is JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body length does not match Content-Length'],
  FST_ERR_BAD_URL: [400, 'Malformed URL'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request'],
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body must be a JSON object',
  querystring: 'Invalid query string',
  params: 'Invalid URL parameter',
  headers: 'Invalid request headers',
};

/** One warning per outage is enough; every request of it would flood the log. */
const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;

export function registerErrorHandling(app: FastifyInstance): void {
  let unavailableLoggedAt = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
      const errors = error.validation.map((issue) => {
        const fieldPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = fieldPath ? issue.message : (CONTEXT_NAMES[context] ?? issue.message);
        return { path: fieldPath, message: message ?? 'Invalid value' };
      });
      return reply.code(400).send({ msg: errors[0]?.message ?? 'Validation failed', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.extra, msg: error.message });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ msg: RATE_LIMITED_MESSAGE });
    }
    // The database is away (stopped, restarting, unreachable): not a bug, and it passes; the pool reconnects.
    if (isDatabaseUnavailableError(error)) {
      if (Date.now() - unavailableLoggedAt > UNAVAILABLE_LOG_INTERVAL_MS) {
        unavailableLoggedAt = Date.now();
        request.log.warn(
          { err: error instanceof DrizzleQueryError ? error.cause : error },
          'The database is unavailable',
        );
      }
      return reply
        .code(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ msg: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const framework = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (framework) {
      return reply.code(framework[0]).send({ msg: framework[1] });
    }
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP_')) {
      return reply.code(400).send({ msg: 'Malformed request body' });
    }
    if (isInvalidDataError(error)) {
      return reply
        .code(400)
        .send({ msg: 'A value in the request cannot be stored (for example a NUL character or an impossible date)' });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ msg: error.message });
    }
    // A failed query's message lists its parameters (password hashes, tokens); log the query and the cause only.
    const details = error instanceof DrizzleQueryError ? { err: error.cause, query: error.query } : { err: error };
    request.log.error(details, 'Request failed');
    return reply.code(500).send({ msg: 'Something went wrong on our side. Please try again later.' });
  });
}
