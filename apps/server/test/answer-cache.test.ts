import { describe, expect, it } from 'vitest';
import { createAnswerCache, ExactAnswer } from '../src/caching/answerCache.ts';

/** A fake scope: rows are a version number; computing counts its calls. */
function source() {
  const state = { version: 1, computed: 0, gate: null as null | Promise<void> };
  const request = (scope: string, key: string) => ({
    scope,
    key,
    fingerprint: async () => String(state.version),
    compute: async () => {
      state.computed++;
      const seen = state.version;
      if (state.gate) await state.gate;
      return { key, seen };
    },
  });
  return { state, request };
}

describe('personal analytics answer cache', () => {
  it('serves a kept answer while the fingerprint is unchanged and computes again when it moves', async () => {
    const cache = createAnswerCache();
    const { state, request } = source();
    expect(JSON.parse(await cache.answer(request('user:a', 'q1')))).toEqual({ key: 'q1', seen: 1 });
    await cache.answer(request('user:a', 'q1'));
    expect(state.computed).toBe(1);
    state.version = 2;
    expect(JSON.parse(await cache.answer(request('user:a', 'q1')))).toEqual({ key: 'q1', seen: 2 });
    expect(state.computed).toBe(2);
  });

  it('does not keep an answer whose rows changed while it was computed', async () => {
    const cache = createAnswerCache();
    const { state, request } = source();
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const pending = cache.answer(request('user:a', 'q1'));
    await new Promise((r) => setTimeout(r, 5));
    state.version = 2; // a write lands mid-computation
    open();
    await pending;
    state.gate = null;
    await cache.answer(request('user:a', 'q1'));
    expect(state.computed).toBe(2);
  });

  it('shares one computation between concurrent requests for the same answer', async () => {
    const cache = createAnswerCache();
    const { state, request } = source();
    const [a, b] = await Promise.all([cache.answer(request('user:a', 'q1')), cache.answer(request('user:a', 'q1'))]);
    expect(a).toBe(b);
    expect(state.computed).toBe(1);
  });

  it('under a stream of writes, runs one computation at a time and shares the next among all who waited', async () => {
    const cache = createAnswerCache();
    const { state, request } = source();
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const first = cache.answer(request('user:a', 'q1'));
    await new Promise((r) => setTimeout(r, 5));
    // Three writes land while it runs, each followed by a request over the newer rows.
    const later: Promise<string>[] = [];
    for (const version of [2, 3, 4]) {
      state.version = version;
      later.push(cache.answer(request('user:a', 'q1')));
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(state.computed).toBe(1);
    state.gate = null;
    open();
    expect(JSON.parse(await first)).toEqual({ key: 'q1', seen: 1 });
    // One more computation, over the newest rows, answers all three.
    for (const answer of await Promise.all(later)) expect(JSON.parse(answer)).toEqual({ key: 'q1', seen: 4 });
    expect(state.computed).toBe(2);
    await cache.settled();
  });

  it('keeps an exact answer under the fingerprint it was computed for, and starts a queued one without reading it', async () => {
    const cache = createAnswerCache();
    const state = { version: 1, computed: 0, reads: 0, gate: null as null | Promise<void> };
    // Like the TCG analytics: the computation reads the fingerprint with its rows (in one statement).
    const request = (key: string) => ({
      scope: 'user:a',
      key,
      fingerprint: async () => {
        state.reads++;
        return String(state.version);
      },
      compute: async () => {
        state.computed++;
        if (state.gate) await state.gate;
        const seen = state.version;
        return new ExactAnswer({ key, seen }, String(seen));
      },
      stampsItself: true,
    });
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const first = cache.answer(request('q1'), '1');
    await new Promise((r) => setTimeout(r, 5));
    state.version = 2; // a write lands while it computes: its rows (read after the gate) are version 2's
    const queued = cache.answer(request('q1'), '2');
    state.gate = null;
    open();
    expect(JSON.parse(await first)).toEqual({ key: 'q1', seen: 2 });
    expect(JSON.parse(await queued)).toEqual({ key: 'q1', seen: 2 });
    expect(state.computed).toBe(2);
    expect(state.reads).toBe(0); // neither kept nor queued answers read the fingerprint again
    // Kept under '2', the fingerprint it was computed for.
    expect(JSON.parse(await cache.answer(request('q1'), '2'))).toEqual({ key: 'q1', seen: 2 });
    expect(state.computed).toBe(2);
    await cache.settled();
  });

  it('after a write, computes the last two answers asked for in the background', async () => {
    const cache = createAnswerCache({ refreshQuietMs: 0 });
    const { state, request } = source();
    for (const key of ['q1', 'q2', 'q3']) await cache.answer(request('user:a', key));
    expect(state.computed).toBe(3);
    state.version = 2;
    cache.refresh(cache.scopesOf('user:a'));
    await cache.settled();
    expect(state.computed).toBe(5); // q3 and q2 again, not q1
    await cache.answer(request('user:a', 'q3'));
    await cache.answer(request('user:a', 'q2'));
    expect(state.computed).toBe(5);
    await cache.answer(request('user:a', 'q1'));
    expect(state.computed).toBe(6);
  });

  it('waits for a burst of writes to pause, then computes once', async () => {
    const cache = createAnswerCache({ refreshQuietMs: 30 });
    const { state, request } = source();
    await cache.answer(request('user:a', 'q1'));
    for (let i = 0; i < 5; i++) {
      state.version++;
      cache.refresh(['user:a']);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(state.computed).toBe(1); // nothing yet: the writes have not paused
    await cache.settled();
    expect(state.computed).toBe(2);
    await cache.answer(request('user:a', 'q1'));
    expect(state.computed).toBe(2);
  });

  it('keeps scopes apart and stays within its size bound, least recently used first out', async () => {
    const cache = createAnswerCache({ maxChars: 60 });
    const { state, request } = source();
    await cache.answer(request('user:a', 'aaaaaaaaaa'));
    await cache.answer(request('user:b', 'bbbbbbbbbb'));
    await cache.answer(request('user:c', 'cccccccccc')); // over 60 characters in all: user:a goes
    expect(cache.scopesOf('user:')).toEqual(['user:b', 'user:c']);
    expect(state.computed).toBe(3);
  });
});
