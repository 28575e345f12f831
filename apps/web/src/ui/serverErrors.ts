import { ApiError } from '../api/client.ts';

/**
 * Turns the server's field errors ({ path, message }) into form errors. `fields` maps server paths to form paths
 * where they differ (e.g. gamePreferences → gameModes); unknown paths are dropped. Returns the errors applied.
 */
export function fieldErrorsFrom(
  error: unknown,
  knownFields: readonly string[],
  fields: Record<string, string> = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const { path, message } of error.errors) {
    const root = path.split('.')[0] ?? path;
    const field = fields[path] ?? fields[root] ?? root;
    if (knownFields.includes(field) && !result[field]) result[field] = message;
  }
  return result;
}
