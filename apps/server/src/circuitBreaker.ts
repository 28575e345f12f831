/**
 * A circuit breaker per outside service (issue 31): while a service is down, requests to it are answered at once
 * with that service's own "unavailable" message instead of each waiting out its timeout.
 *
 * closed → (failureThreshold consecutive failures) → open → (coolDownMs later, the next request) → half-open: that one
 * request is the probe, every other request meanwhile is answered at once as while open → the probe succeeds:
 * closed; it fails: open again for another cool-down.
 *
 * What counts as a failure is the client's to say (`isFailure`): a timeout, no connection or a 5xx is the service
 * being down; a 404 or a refused private replay is the service answering, and counts as a success.
 */
import type { FastifyBaseLogger } from 'fastify';
import { clockTime } from './outage.ts';

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitSnapshot {
  /** The key the breaker is known by (`limitless`, `showdown`, …). */
  name: string;
  /** As a person reads it: "Limitless (https://play.limitlesstcg.com/api)". */
  label: string;
  state: CircuitState;
  consecutiveFailures: number;
  /** When it last opened; null while it has never opened since it was last closed. */
  openedAt: string | null;
  /** While open: when the next request may probe the service. */
  probeAfter: string | null;
}

export interface CircuitBreakerSettings {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** How long an open breaker answers at once before it lets one probe through. */
  coolDownMs: number;
}

/** Thrown by `run` while the breaker is open (or another request is probing); the client maps it to its message. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor(readonly service: string) {
    super(`${service} is unavailable (circuit open)`);
  }
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

export interface CircuitBreakerOptions extends CircuitBreakerSettings {
  name: string;
  label: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
  /** Tests move time on by hand instead of waiting. */
  now?: () => number;
}

export function createCircuitBreaker({
  name,
  label,
  failureThreshold,
  coolDownMs,
  log,
  now = Date.now,
}: CircuitBreakerOptions) {
  let state: CircuitState = 'closed';
  let consecutiveFailures = 0;
  let openedAt: number | null = null;
  let probing = false;

  function open() {
    state = 'open';
    openedAt = now();
    const probeAt = new Date(openedAt + coolDownMs);
    log?.warn(
      { service: name, failures: consecutiveFailures, probeAfter: probeAt.toISOString() },
      `${label} is failing: answering at once that it is unavailable until ${clockTime(probeAt)}`,
    );
  }

  function succeeded() {
    if (state !== 'closed') log?.info({ service: name }, `${label} answers again; asking it as usual`);
    state = 'closed';
    consecutiveFailures = 0;
    openedAt = null;
  }

  function failed() {
    consecutiveFailures += 1;
    if (state === 'half-open' || (state === 'closed' && consecutiveFailures >= failureThreshold)) open();
  }

  /** True when this request may go to the service (a closed breaker, or the one probe of a half-open one). */
  function admit(): boolean {
    if (state === 'closed') return true;
    if (state === 'open' && openedAt !== null && now() - openedAt >= coolDownMs && !probing) {
      state = 'half-open';
      return true;
    }
    return false;
  }

  return {
    name,
    label,

    /**
     * Runs one request to the service. Throws CircuitOpenError without calling `work` while open; otherwise returns
     * or rethrows what `work` did, counting a throw as a failure when `isFailure(error)` says so and a return as a
     * success unless `isFailedAnswer(value)` says the answer itself means the service is down.
     */
    async run<T>(
      work: () => Promise<T>,
      isFailure: (error: unknown) => boolean = () => true,
      isFailedAnswer: (value: T) => boolean = () => false,
    ): Promise<T> {
      if (!admit()) throw new CircuitOpenError(name);
      const probe = state === 'half-open';
      if (probe) probing = true;
      try {
        const value = await work();
        if (isFailedAnswer(value)) failed();
        else succeeded();
        return value;
      } catch (error) {
        if (isFailure(error)) failed();
        else succeeded();
        throw error;
      } finally {
        if (probe) probing = false;
      }
    },

    snapshot(): CircuitSnapshot {
      return {
        name,
        label,
        state,
        consecutiveFailures,
        openedAt: openedAt === null ? null : new Date(openedAt).toISOString(),
        probeAfter: state === 'open' && openedAt !== null ? new Date(openedAt + coolDownMs).toISOString() : null,
      };
    },
  };
}

export type CircuitBreakers = ReturnType<typeof createCircuitBreakers>;

/** The breakers of one app, so the admin hub can show every service's state. */
export function createCircuitBreakers(
  settings: CircuitBreakerSettings,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  now?: () => number,
) {
  const breakers = new Map<string, CircuitBreaker>();
  return {
    /** The breaker of one service, made on first use; `overrides` for a service whose failures come in bursts. */
    for(name: string, label: string, overrides: Partial<CircuitBreakerSettings> = {}): CircuitBreaker {
      const existing = breakers.get(name);
      if (existing) return existing;
      const breaker = createCircuitBreaker({ ...settings, ...overrides, name, label, log, ...(now ? { now } : {}) });
      breakers.set(name, breaker);
      return breaker;
    },
    snapshots: (): CircuitSnapshot[] => [...breakers.values()].map((breaker) => breaker.snapshot()),
  };
}
