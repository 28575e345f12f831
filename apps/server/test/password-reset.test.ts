import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/secrets.ts';
import { call, registerUser } from './support/api.ts';
import { TEST_APP_URL, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const ANSWER = 'If an account with that username exists, a password reset link has been sent to its email address.';
const INVALID = 'Invalid or expired reset link';

const outbox = () => path.join(t.dataDir, 'outbox');
const mails = () =>
  fs.existsSync(outbox())
    ? fs
        .readdirSync(outbox())
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Asks for a reset link and returns the token from the mail written to the outbox. */
async function requestReset(username: string): Promise<{ token: string; mail: string }> {
  const before = new Set(mails());
  const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { username } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ msg: ANSWER });
  await t.mailer.idle();
  const added = mails().filter((f) => !before.has(f));
  expect(added).toHaveLength(1);
  const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox(), added[0]!), 'utf8'));
  const token = new RegExp(`${TEST_APP_URL}/reset-password/([A-Za-z0-9_-]{43})`).exec(mail)?.[1];
  expect(token).toBeTruthy();
  return { token: token!, mail };
}

describe('forgot password', () => {
  it('mails a reset link with a text and an HTML part, to the account of that username (any case)', async () => {
    const { user } = await registerUser(t.app, { username: 'Pallet_Ash', email: 'ash@pallet.example' });
    const { mail } = await requestReset('pallet_ash');
    expect(mail).toContain('To: ash@pallet.example');
    expect(mail).toContain('Subject: Reset your Trainer Log password');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('15 minutes');
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 3);
  });

  it('logs the link when mail goes to the outbox (no SMTP)', async () => {
    const { user } = await registerUser(t.app);
    const lines: string[] = [];
    const info = vi.spyOn(t.app.log, 'info').mockImplementation((message: unknown) => void lines.push(String(message)));
    try {
      await requestReset(user.username);
    } finally {
      info.mockRestore();
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Password reset link for ${user.username}: ${TEST_APP_URL}/reset-password/[A-Za-z0-9_-]{43}$`),
      ),
    );
  });

  it('answers the same for an unknown username and sends nothing', async () => {
    const before = mails().length;
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { username: 'nobody-here' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: ANSWER });
    await t.mailer.idle();
    expect(mails()).toHaveLength(before);
  });

  it('requires a username', async () => {
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { username: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Please enter your username');
  });
});

describe('verify and reset', () => {
  it('verifies a link, resets once, ends every session, and the new password works', async () => {
    const { token: session, email, password, user } = await registerUser(t.app);
    const { token } = await requestReset(user.username);

    const verify = await call(t.app, 'GET', `/api/auth/verify-reset-token/${token}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ valid: true, username: user.username });

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'fresh-start' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ msg: 'Password has been reset. You can now log in with your new password.' });

    expect((await call(t.app, 'GET', '/api/auth/user', { token: session })).body).toEqual({
      msg: 'Token is not valid',
    });
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'fresh-start' } })).status).toBe(
      200,
    );

    const again = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'second-go' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ msg: INVALID });
    const verifyUsed = await call(t.app, 'GET', `/api/auth/verify-reset-token/${token}`);
    expect(verifyUsed.status).toBe(400);
    expect(verifyUsed.body).toEqual({ valid: false, msg: INVALID });
  });

  it('a reset also voids the other links of that user', async () => {
    const { user } = await registerUser(t.app);
    const first = await requestReset(user.username);
    const second = await requestReset(user.username);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/reset-password', {
          body: { token: second.token, newPassword: 'newer-one' },
        })
      ).status,
    ).toBe(200);
    const old = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: first.token, newPassword: 'older-one' },
    });
    expect(old.status).toBe(400);
  });

  it('rejects an expired link', async () => {
    const { user, email } = await registerUser(t.app);
    const { token } = await requestReset(user.username);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const verify = await call(t.app, 'GET', `/api/auth/verify-reset-token/${token}`);
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ valid: false, msg: INVALID });
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'too-late' } });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ msg: INVALID });
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'too-late' } })).status).toBe(400);
  });

  it('rejects unknown tokens and short passwords', async () => {
    const verify = await call(t.app, 'GET', '/api/auth/verify-reset-token/not-a-real-token');
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ valid: false, msg: INVALID });
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'nope', newPassword: 'long-enough' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ msg: INVALID });
    const short = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'nope', newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 6 characters' }]);
  });
});
