import { HTTP_TIMEOUT_MS } from '@trainerlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, setAuthRedirector } from '../../src/api/client.ts';
import { getToken, onTokenChange, setToken } from '../../src/api/token.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let currentPath = '/dashboard';
const navigate = vi.fn();

beforeEach(() => {
  currentPath = '/dashboard';
  navigate.mockReset();
  setAuthRedirector({ currentPath: () => currentPath, navigate });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends JSON and the token header, and returns the parsed body', async () => {
    setToken('abc123');
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'x-auth-token': 'abc123', 'Content-Type': 'application/json' });
  });

  it('sends no token header without a token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/health');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('x-auth-token');
  });

  it('turns an error answer into an ApiError with status, msg and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ msg: 'Validation failed', errors: [{ path: 'username', message: 'Too short' }] }, 400),
      ),
    );
    const error = await apiRequest('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: 'http',
      msg: 'Validation failed',
      errors: [{ path: 'username', message: 'Too short' }],
    });
    expect(errorMessage(error, 'Registration failed')).toBe('Validation failed');
  });

  it('falls back to the screen text when the server gave no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, msg: undefined });
    expect(errorMessage(error, 'Login failed. Please try again later.')).toBe('Login failed. Please try again later.');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, kind: 'network', msg: undefined });
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const outcome = apiRequest('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(outcome).resolves.toMatchObject({ kind: 'timeout', status: 0 });
  });

  it("passes a caller's cancellation through", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const outcome = apiRequest('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('global 401/403 handling (spec part 1 §7)', () => {
  it('an expired session removes the token and goes to /login?expired=true', async () => {
    setToken('old');
    const reasons: unknown[] = [];
    const stop = onTokenChange((token, reason) => reasons.push([token, reason]));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Session expired', expired: true }, 401)),
    );

    await expect(apiRequest('/api/auth/user')).rejects.toMatchObject({ status: 401, msg: 'Session expired' });
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?expired=true');
    expect(reasons).toEqual([[null, 'expired']]);
    stop();
  });

  it('answers still arriving after an expired session do not turn its redirect into a plain /login', async () => {
    setToken('old');
    const answers = [{ msg: 'Session expired', expired: true }, { msg: 'No token' }, { msg: 'Token is not valid' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(answers.shift(), 401)),
    );
    for (const path of ['/api/auth/user', '/api/teams', '/api/decks']) {
      await expect(apiRequest(path)).rejects.toMatchObject({ status: 401 });
    }
    expect(navigate.mock.calls).toEqual([['/login?expired=true']]);
    // A new session ends the grace: its own invalid token is handled as always.
    setToken('new');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Token is not valid' }, 401)),
    );
    await expect(apiRequest('/api/friends')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it.each(['No token', 'Token is not valid'])('"%s" removes the token and goes to /login', async (msg) => {
    setToken('bad');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg }, 401)),
    );
    await expect(apiRequest('/api/friends')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each(['/login', '/register', '/'])('does not redirect away from %s', async (path) => {
    currentPath = path;
    setToken('bad');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Token is not valid' }, 401)),
    );
    await expect(apiRequest('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone for other 401 answers', async () => {
    setToken('keep');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Something else' }, 401)),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('keep');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('can be switched off for a call that handles its own failure', async () => {
    setToken('old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Session expired', expired: true }, 401)),
    );
    await expect(apiRequest('/api/auth/logout', { method: 'POST', globalAuthHandling: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBe('old');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 is only warned about', async () => {
    setToken('user');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ msg: 'Admin access required' }, 403)),
    );
    await expect(apiRequest('/api/feedback')).rejects.toMatchObject({ status: 403, msg: 'Admin access required' });
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Admin access required');
    expect(getToken()).toBe('user');
    expect(navigate).not.toHaveBeenCalled();
  });
});
