import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DO_NOT_MATCH,
  SELECT_GAME_MODE,
  forgotPasswordSchema,
  profileSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  updateUserSchema,
} from '../src/index.ts';
import { PASSWORD_TOO_SHORT } from '../src/schemas/auth.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('register', () => {
  const good = {
    username: 'ash_k',
    email: 'ash@example.com',
    password: 'pikachu',
    gamePreferences: { tcg: true, vgc: false },
  };
  it('accepts a valid body and trims', () => {
    const r = registerSchema.parse({ ...good, username: '  ash_k ', email: ' ash@example.com' });
    expect(r.username).toBe('ash_k');
    expect(r.email).toBe('ash@example.com');
  });
  it('defaults to both game modes', () => {
    const { gamePreferences: _omit, ...rest } = good;
    expect(registerSchema.parse(rest).gamePreferences).toEqual({ tcg: true, vgc: true });
  });
  it('rejects short passwords, no game mode and bad emails with the spec messages', () => {
    expect(messages(registerSchema.safeParse({ ...good, password: 'abc' }))).toContain(PASSWORD_TOO_SHORT);
    expect(messages(registerSchema.safeParse({ ...good, gamePreferences: { tcg: false, vgc: false } }))).toContain(
      SELECT_GAME_MODE,
    );
    expect(messages(registerSchema.safeParse({ ...good, email: 'nope' }))).toContain(
      'Please enter a valid email address',
    );
  });
  it('the form checks the confirmation and at least one mode', () => {
    const form = { username: 'ash', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2', gameModes: [] };
    const m = messages(registerFormSchema.safeParse(form));
    expect(m).toContain(PASSWORDS_DO_NOT_MATCH);
    expect(m).toContain(SELECT_GAME_MODE);
  });
});

describe('password reset and forgot', () => {
  it('needs a username after trimming', () => {
    expect(messages(forgotPasswordSchema.safeParse({ username: '   ' }))).toEqual(['Please enter your username']);
  });
  it('checks length and confirmation', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ newPassword: '123', confirmPassword: '123' }))).toContain(
      'Password must be at least 6 characters',
    );
    expect(messages(resetPasswordFormSchema.safeParse({ newPassword: '123456', confirmPassword: '1234567' }))).toEqual([
      PASSWORDS_DO_NOT_MATCH,
    ]);
  });
});

describe('profile and update-user', () => {
  it('accepts empty strings to clear and rejects bad values', () => {
    expect(profileSchema.safeParse({ birthdate: '', division: '', playerId: '' }).success).toBe(true);
    expect(profileSchema.safeParse({ division: 'Elite' }).success).toBe(false);
    expect(profileSchema.safeParse({ birthdate: '2999-01-01' }).success).toBe(false);
    expect(profileSchema.safeParse({ playerId: '12ab' }).success).toBe(false);
  });
  it('needs the current password to set a new one', () => {
    expect(updateUserSchema.safeParse({ newPassword: 'newpass1' }).success).toBe(false);
    expect(updateUserSchema.safeParse({ newPassword: 'newpass1', currentPassword: 'old' }).success).toBe(true);
  });
});
