import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { useTestApp } from './support/test-app.ts';

// Page views (spec part 2 §7): the web app learns PAGE_VIEW_URL at run time from /runtime-config.js.
const t = useTestApp({ PAGE_VIEW_URL: 'https://stats.example/collect?site=tl</script>' });

describe('the web app run-time settings', () => {
  it('hands PAGE_VIEW_URL to the web app as a script, never cached and never breaking out of it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('</script>');
    const config: unknown = new Function('window', `${res.body}; return window.__TRAINERLOG_CONFIG__;`)({});
    expect(config).toEqual({ pageViewUrl: 'https://stats.example/collect?site=tl</script>' });
  });

  it('accepts only an http(s) URL, and none when unset', () => {
    expect(loadConfig({}).pageViewUrl).toBeUndefined();
    expect(loadConfig({ PAGE_VIEW_URL: '' }).pageViewUrl).toBeUndefined();
    expect(() => loadConfig({ PAGE_VIEW_URL: 'ftp://stats.example' })).toThrow(/PAGE_VIEW_URL/);
  });
});
