/**
 * The API described once (issue 27): every route under /api is an entry of core's endpoint table with the same
 * method, path and statuses, with an answer schema; and every entry is a registered route.
 */
import { apiEndpoints, type EndpointSpec } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const entries = Object.values(apiEndpoints).flatMap((group) => Object.values(group as Record<string, EndpointSpec>));
const entryOf = new Map(entries.map((entry) => [`${entry.method} ${entry.path}`, entry]));

/** The registered /api routes as the OpenAPI document lists them, in the table's spelling (`:id`, no trailing /). */
function registeredRoutes() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`,
      operation,
    })),
  );
}

describe('the endpoint table and the routes', () => {
  it('has an entry for every /api route, with its statuses and an answer schema', () => {
    const routes = registeredRoutes().filter(({ key }) => key.includes(' /api/'));
    expect(routes.length).toBe(entries.length);
    for (const { key, operation } of routes) {
      const entry = entryOf.get(key);
      expect(entry, key).toBeDefined();
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      const expected = [
        ...(entry!.status ?? [200]),
        ...(entry!.errors ?? []),
        ...Object.keys(entry!.otherAnswers ?? {}),
      ];
      expect(statuses.sort(), key).toEqual(expected.map(Number).sort());
      for (const status of entry!.status ?? [200]) {
        const content = operation.responses?.[status]?.content;
        expect(content && Object.values(content)[0]?.schema, `${key} ${status}`).toBeTruthy();
      }
    }
  });

  it('registers every entry of the table', () => {
    for (const entry of entries) {
      expect(t.app.hasRoute({ method: entry.method, url: entry.path }), `${entry.method} ${entry.path}`).toBe(true);
    }
  });
});
