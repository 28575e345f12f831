import { matchPath } from 'react-router';

/**
 * Routes of both spec parts whose screens later work builds. The router declares them so links and the redirect
 * table resolve to real paths (until a screen lands, its route shows the not-found page), and screens hide the
 * buttons that would lead to them, so no button ever leads to a missing screen.
 */
export const PLANNED_ROUTES: readonly string[] = [];

/** Whether the screen at this path exists in this build. */
export function isRouteBuilt(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return !PLANNED_ROUTES.some((pattern) => matchPath(pattern, pathname));
}
