import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * What a route says about itself for the in-memory caches (issue 27: these were URL lists in app.ts and a
 * `url.startsWith('/api/admin')` test). A route declares them in its options, e.g.
 * `app.get('/summary', { config: { keptAnswer: true }, … })`; they are read once per route here, in an `onRoute`
 * hook (as @fastify/rate-limit reads its per-route `config.rateLimit`), and the request hooks read the result.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in GET whose answer may be kept in memory, as sent, while the caller's data is unchanged
     * (caching/userAnswers.ts). Only for answers that depend on nothing but the caller's data and the URL.
     */
    keptAnswer?: boolean;
    /**
     * `false`: the route's writes never change a user row (matches and their imports, groups, friends,
     * notifications, feedback), so the writer's kept session stays (http/auth.ts; issue 18: logging matches dropped
     * it on every write). Default `true`: a signed-in write drops the writer's kept sessions.
     */
    touchesUserRow?: boolean;
    /**
     * `true`: a write may change any user's data or role (the admin area), so every kept session and every kept
     * answer goes, not only the writer's.
     */
    touchesEveryUser?: boolean;
  }
}

/** A route's declared behaviour with its defaults filled in. */
export interface RouteBehaviour {
  keptAnswer: boolean;
  touchesUserRow: boolean;
  touchesEveryUser: boolean;
}

export interface RouteBehaviourEntry {
  method: string;
  url: string;
  behaviour: RouteBehaviour;
}

const BEHAVIOUR = Symbol('routeBehaviour');
/** Unmatched requests (404) and routes added before the hook: a write drops the writer's kept sessions only. */
const DEFAULT_BEHAVIOUR: RouteBehaviour = Object.freeze({
  keptAnswer: false,
  touchesUserRow: true,
  touchesEveryUser: false,
});
const tables = new WeakMap<FastifyInstance, RouteBehaviourEntry[]>();

function resolve(route: RouteOptions): RouteBehaviour {
  const config = route.config ?? {};
  const methods = [route.method].flat();
  if (config.keptAnswer && methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
    throw new Error(`${methods.join(',')} ${route.url}: only a GET answer can be kept (keptAnswer)`);
  }
  if (config.touchesEveryUser && config.touchesUserRow === false) {
    throw new Error(`${route.url}: touchesEveryUser contradicts touchesUserRow: false`);
  }
  return Object.freeze({
    keptAnswer: config.keptAnswer === true,
    touchesUserRow: config.touchesUserRow !== false,
    touchesEveryUser: config.touchesEveryUser === true,
  });
}

/** Register before any route: from then on every route's declared behaviour is resolved as it is added. */
export function registerRouteBehaviour(app: FastifyInstance): void {
  const table: RouteBehaviourEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const behaviour = resolve(route);
    // Fastify copies the route's config into its context (for `/prefix` and `/prefix/` alike: this hook runs once
    // for both), so the request hooks find it on request.routeOptions.config.
    route.config = { ...route.config, [BEHAVIOUR]: behaviour } as FastifyContextConfig;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, behaviour });
  });
}

/** The behaviour the request's route declared. */
export function routeBehaviour(request: FastifyRequest): RouteBehaviour {
  const config = request.routeOptions.config as { [BEHAVIOUR]?: RouteBehaviour };
  return config[BEHAVIOUR] ?? DEFAULT_BEHAVIOUR;
}

/** Every route added to `app` since registerRouteBehaviour, with its behaviour (for the tests and the docs). */
export function routeBehaviours(app: FastifyInstance): readonly RouteBehaviourEntry[] {
  return tables.get(app) ?? [];
}
