import { describe, expect, it, vi } from 'vitest';
import {
  createPageViewTracker,
  pageView,
  pageViewEndpoint,
  reportedPath,
  sendPageView,
  type PageView,
} from '../../src/app/pageViews.ts';

describe('page-view endpoint', () => {
  it('is none unless configured', () => {
    expect(pageViewEndpoint(undefined, undefined)).toBeNull();
    expect(pageViewEndpoint({}, '')).toBeNull();
    expect(pageViewEndpoint({ pageViewUrl: '' }, '  ')).toBeNull();
  });

  it('prefers the run-time setting to the build-time one', () => {
    expect(pageViewEndpoint({ pageViewUrl: 'https://run.example/pv' }, 'https://build.example/pv')).toBe(
      'https://run.example/pv',
    );
    expect(pageViewEndpoint({}, 'https://build.example/pv')).toBe('https://build.example/pv');
    expect(pageViewEndpoint(undefined, '/collect')).toBe('/collect');
  });

  it('ignores what is not an http(s) URL or a same-origin path', () => {
    expect(pageViewEndpoint({ pageViewUrl: 'javascript:alert(1)' }, undefined)).toBeNull();
    expect(pageViewEndpoint({ pageViewUrl: 42 }, 'ftp://x')).toBeNull();
  });
});

describe('page views', () => {
  it('carries type, path, timestamp, referrer and userAgent', () => {
    const view = pageView('/dashboard', 'https://search.example/', new Date('2026-11-25T10:00:00Z'), 'TestAgent/1');
    expect(view).toEqual({
      type: 'pageview',
      path: '/dashboard',
      timestamp: '2026-11-25T10:00:00.000Z',
      referrer: 'https://search.example/',
      userAgent: 'TestAgent/1',
    });
  });

  it('never reports a password-reset token', () => {
    expect(reportedPath('/reset-password/abc123secret')).toBe('/reset-password/:token');
    expect(reportedPath('/decks/d1')).toBe('/decks/d1');
  });

  it('POSTs JSON with keepalive and without credentials, and swallows failures', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('offline'));
    const view = pageView('/support', '', new Date('2026-11-25T10:00:00Z'), 'UA');
    sendPageView('https://pv.example/collect', view, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('https://pv.example/collect');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(view);
    await Promise.resolve();
    const throwing = vi.fn(() => {
      throw new TypeError('bad url');
    });
    expect(() => sendPageView('https://pv.example', view, throwing as unknown as typeof fetch)).not.toThrow();
  });
});

describe('page-view tracker', () => {
  it('sends nothing without an endpoint', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(null, { send });
    tracker.track('/');
    tracker.track('/dashboard');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one view per navigation, the previous page as referrer', () => {
    const sent: PageView[] = [];
    const tracker = createPageViewTracker('https://pv.example', {
      referrer: 'https://search.example/',
      origin: 'https://app.example',
      send: (view) => sent.push(view),
    });
    tracker.track('/');
    tracker.track('/'); // a re-render of the same page is not a navigation
    tracker.track('/reset-password/secret');
    tracker.track('/dashboard');
    expect(sent.map((view) => [view.path, view.referrer])).toEqual([
      ['/', 'https://search.example/'],
      ['/reset-password/:token', 'https://app.example/'],
      ['/dashboard', 'https://app.example/reset-password/:token'],
    ]);
    expect(sent.every((view) => view.type === 'pageview' && !Number.isNaN(Date.parse(view.timestamp)))).toBe(true);
  });
});
