import type { FastifySerializerCompiler } from 'fastify';

/**
 * A route's `serializerCompiler` for answers built field by field from our own validated data: plain
 * JSON.stringify, while the route's response schema still describes the answer in the OpenAPI document. Use it only
 * where the handler's mapping guarantees the schema (the zod serializer would otherwise check and strip each field).
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
