import { describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ LOGIN_RATE_LIMIT: '3', FORGOT_PASSWORD_RATE_LIMIT: '2' });
const MESSAGE = 'Too many attempts. Please wait a minute and try again.';

describe('rate limits', () => {
  it('limits login attempts per client address', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'someone@example.com', password: 'guess123' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: MESSAGE });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
  });

  it('limits forgot-password requests', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.0.0.3',
        payload: { username: 'x-y-z' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: MESSAGE });
  });

  it('leaves other routes alone', async () => {
    for (let i = 0; i < 6; i++) expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });
});
