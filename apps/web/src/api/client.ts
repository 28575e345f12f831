import { HTTP_TIMEOUT_MS } from '@trainerlog/core';
import { getToken, onTokenChange, removeToken } from './token.ts';

/** One field-level problem reported by the server's validation. */
export interface FieldError {
  path: string;
  message: string;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed API call. `msg` is the server's own message (undefined when the server never answered), so screens
 * can show "the server message, or <fallback>" exactly as the spec's error catalogue asks.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly msg: string | undefined;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(init: { status: number; kind: ApiErrorKind; msg?: string; errors?: FieldError[]; body?: unknown }) {
    super(init.msg ?? describeKind(init.kind, init.status));
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.msg = init.msg;
    this.errors = init.errors ?? [];
    this.body = init.body;
  }
}

function describeKind(kind: ApiErrorKind, status: number): string {
  if (kind === 'timeout') return 'The request timed out';
  if (kind === 'network') return 'Could not reach the server';
  return `Request failed with status ${status}`;
}

/** The server's message if it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}

/** Where the app is and how to move elsewhere; the router replaces the default full-page navigation. */
export interface AuthRedirector {
  currentPath(): string;
  navigate(to: string): void;
}

let redirector: AuthRedirector = {
  currentPath: () => window.location.pathname,
  navigate: (to) => window.location.assign(to),
};

export function setAuthRedirector(next: AuthRedirector): void {
  redirector = next;
}

/** Paths where a missing or invalid token is expected and must not bounce the visitor (spec part 1 §7). */
const PATHS_WITHOUT_LOGIN_REDIRECT = new Set(['/login', '/register', '/']);

/**
 * Set once an expired session has been sent to /login?expired=true, until a new token arrives. Requests a screen
 * fired together keep answering after the first one said "expired" — those sent after the token was removed answer
 * "No token" — and must not turn the expired-session redirect (with its notice) into a plain one.
 */
let sessionExpiredRedirect = false;
onTokenChange((token) => {
  if (token !== null) sessionExpiredRedirect = false;
});

/** Spec part 1 §7, global HTTP handling. */
function handleAuthFailure(status: number, body: ErrorLike | null): void {
  if (status === 403) {
    console.warn('Forbidden:', body?.msg ?? 'access denied');
    return;
  }
  if (status !== 401) return;
  if (body?.expired === true) {
    sessionExpiredRedirect = true;
    removeToken('expired');
    redirector.navigate('/login?expired=true');
    return;
  }
  if (sessionExpiredRedirect) return;
  if (body?.msg === 'No token' || body?.msg === 'Token is not valid') {
    removeToken('invalid');
    if (!PATHS_WITHOUT_LOGIN_REDIRECT.has(redirector.currentPath())) redirector.navigate('/login');
  }
}

interface ErrorLike {
  msg?: unknown;
  errors?: unknown;
  expired?: unknown;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Lets a caller (TanStack Query) cancel the call. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false skips the global 401/403 handling, for calls whose failure the caller handles itself (logout). */
  globalAuthHandling?: boolean;
}

/** Prefix for every call; empty means same origin (the server serves the built app). */
export const API_BASE: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, timeoutMs = HTTP_TIMEOUT_MS, globalAuthHandling = true } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers['x-auth-token'] = token;

  try {
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(API_BASE + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      payload = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError({ status: 0, kind: 'timeout' });
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, kind: 'network' });
    }

    if (!response.ok) {
      const errorBody = isObject(payload) ? (payload as ErrorLike) : null;
      if (globalAuthHandling) handleAuthFailure(response.status, errorBody);
      throw new ApiError({
        status: response.status,
        kind: 'http',
        msg: typeof errorBody?.msg === 'string' ? errorBody.msg : undefined,
        errors: Array.isArray(errorBody?.errors) ? (errorBody.errors as FieldError[]) : [],
        body: payload,
      });
    }
    return payload as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
