import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicUserSchema } from '@trainerlog/core';
import { sessions, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('register', () => {
  it('creates the account, answers 201 with a token and the public user, and hashes the password with argon2id', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        username: '  Misty ',
        email: 'Misty@Example.com',
        password: 'starmie',
        confirmPassword: 'starmie',
        gamePreferences: { tcg: false, vgc: true },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publicUserSchema.strict().parse(res.body.user)).toBeTruthy();
    expect(res.body.user).toMatchObject({
      username: 'Misty',
      email: 'Misty@Example.com',
      role: 'user',
      isAdmin: false,
      isOwner: false,
      gamePreferences: { tcg: false, vgc: true },
      darkModeEnabled: false,
      activeDeck: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(res.body.token);
  });

  it('defaults to both game modes', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'brock', email: 'brock@example.com', password: 'onix123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.gamePreferences).toEqual({ tcg: true, vgc: true });
  });

  it('refuses a taken username or email whatever the case, with 409, and writes nothing', async () => {
    const before = await userCount();
    const sameName = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'MISTY', email: 'other@example.com', password: 'starmie' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ msg: 'Username is already taken' });
    const sameEmail = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'misty2', email: 'misty@EXAMPLE.com', password: 'starmie' },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ msg: 'Email is already registered' });
    expect(await userCount()).toBe(before);
  });

  it('lets the unique index decide a race between two identical registrations', async () => {
    const body = { username: 'racer', email: 'racer@example.com', password: 'zoom123' };
    const results = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/auth/register', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.username, 'racer'));
    expect(rows).toHaveLength(1);
  });

  it('answers invalid input with 400, a message per field in the schemas own words, and writes nothing', async () => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'a', email: 'not-an-email', password: '123', gamePreferences: { tcg: false, vgc: false } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'gamePreferences', message: 'Please select at least one game mode' },
      ]),
    );
    expect(res.body.msg).toBe(res.body.errors[0].message);
    const missing = await call(t.app, 'POST', '/api/auth/register', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
    expect(await userCount()).toBe(before);
  });
});

describe('login, current user, logout', () => {
  it('logs in by email whatever its case and loads the user with the token', async () => {
    const { user, password } = await registerUser(t.app, { email: 'Gary.Oak@Example.com' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'gary.oak@example.COM', password } });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(user._id);
    const me = await call(t.app, 'GET', '/api/auth/user', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(login.body.user);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 400', async () => {
    const { email } = await registerUser(t.app);
    const wrongPassword = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong-one' } });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrongPassword.body).toEqual({ msg: 'Invalid email or password' });
    expect(unknown.body).toEqual({ msg: 'Invalid email or password' });
  });

  it('requires email and password', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('logout revokes only the current token', async () => {
    const { token, email, password } = await registerUser(t.app);
    const other = (await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).body.token;
    const out = await call(t.app, 'POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body).toEqual({ msg: 'Token is not valid' });
    expect((await call(t.app, 'GET', '/api/auth/user', { token: other })).status).toBe(200);
  });
});

describe('401 bodies the web client relies on', () => {
  it('says "No token" without a token', async () => {
    const res = await call(t.app, 'GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: 'No token' });
  });

  it('says "Token is not valid" for an unknown token', async () => {
    for (const token of ['garbage', 'x'.repeat(500), 'A'.repeat(43)]) {
      const res = await call(t.app, 'GET', '/api/auth/user', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'Token is not valid' });
    }
  });

  it('flags an expired session with expired: true', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user._id));
    const res = await call(t.app, 'GET', '/api/auth/user', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: 'Session expired', expired: true });
  });

  it('checks the token before the body, so a logged-out call never gets a validation error', async () => {
    const res = await call(t.app, 'PUT', '/api/auth/profile', { body: { birthdate: 'nonsense' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: 'No token' });
  });
});

describe('profile and dark mode', () => {
  it('saves profile fields, clears one with an empty string, and keeps absent ones', async () => {
    const { token } = await registerUser(t.app);
    const first = await call(t.app, 'PUT', '/api/auth/profile', {
      token,
      body: {
        name: 'Ash Ketchum',
        playerName: 'Ash K.',
        playerId: '1234567',
        birthdate: '2000-05-22',
        division: 'Master',
        format: 'Standard',
        gameMode: 'tcg',
        profilePicture: 'https://example.com/ash.png',
        pokemonSprite: 'pikachu',
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Ash Ketchum',
      birthdate: '2000-05-22',
      division: 'Master',
      pokemonSprite: 'pikachu',
    });
    const second = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { name: '', division: '' } });
    expect(second.body).toMatchObject({ name: null, division: null, playerName: 'Ash K.', birthdate: '2000-05-22' });
    const reloaded = await call(t.app, 'GET', '/api/auth/user', { token });
    expect(reloaded.body).toEqual(second.body);
  });

  it('rejects bad profile values with per-field messages and changes nothing', async () => {
    const { token } = await registerUser(t.app);
    await call(t.app, 'PUT', '/api/auth/profile', { token, body: { playerName: 'Before' } });
    const res = await call(t.app, 'PUT', '/api/auth/profile', {
      token,
      body: { playerName: 'After', playerId: 'abc', birthdate: '2999-01-01', division: 'Elite' },
    });
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['playerId', 'birthdate', 'division']));
    expect(res.body.errors).toContainEqual({ path: 'playerId', message: 'Player ID may only contain digits' });
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.playerName).toBe('Before');
  });

  it('saves the theme', async () => {
    const { token } = await registerUser(t.app);
    const on = await call(t.app, 'PUT', '/api/auth/dark-mode', { token, body: { darkModeEnabled: true } });
    expect(on.status).toBe(200);
    expect(on.body.darkModeEnabled).toBe(true);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.darkModeEnabled).toBe(true);
    const bad = await call(t.app, 'PUT', '/api/auth/dark-mode', { token, body: { darkModeEnabled: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'darkModeEnabled', message: 'darkModeEnabled must be true or false' }]);
  });

  it("one user's token only ever reads and changes that user's own row", async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    await call(t.app, 'PUT', '/api/auth/profile', { token: first.token, body: { name: 'First' } });
    // A smuggled id in the body is ignored: the row is chosen by the token alone.
    const res = await call(t.app, 'PUT', '/api/auth/profile', {
      token: second.token,
      body: { name: 'Second', _id: first.user._id, id: first.user._id },
    });
    expect(res.body._id).toBe(second.user._id);
    await call(t.app, 'PUT', '/api/auth/dark-mode', {
      token: second.token,
      body: { darkModeEnabled: true, _id: first.user._id },
    });
    const firstNow = (await call(t.app, 'GET', '/api/auth/user', { token: first.token })).body;
    expect(firstNow).toMatchObject({ _id: first.user._id, name: 'First', darkModeEnabled: false });
    const secondNow = (await call(t.app, 'GET', '/api/auth/user', { token: second.token })).body;
    expect(secondNow).toMatchObject({ _id: second.user._id, name: 'Second', darkModeEnabled: true });
  });
});

describe('active deck and team', () => {
  it('accepts null to clear, and answers 404 for ids the caller does not own (no teams exist yet)', async () => {
    const { token, user } = await registerUser(t.app);
    const clearDeck = await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: { deckId: null } });
    expect(clearDeck.status).toBe(200);
    expect(clearDeck.body.activeDeck).toBeNull();
    const deck = await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: { deckId: user._id } });
    expect(deck.status).toBe(404);
    expect(deck.body).toEqual({ msg: 'Deck not found' });
    const clearTeam = await call(t.app, 'PUT', '/api/auth/active-team', { token, body: { teamId: null } });
    expect(clearTeam.status).toBe(200);
    const team = await call(t.app, 'PUT', '/api/auth/active-team', { token, body: { teamId: 'some-team' } });
    expect(team.status).toBe(404);
    expect(team.body).toEqual({ msg: 'Team not found' });
    const missing = await call(t.app, 'PUT', '/api/auth/active-deck', { token, body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('update-user', () => {
  it('changes username, email and game modes, keeping uniqueness case-insensitive', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await call(t.app, 'PUT', '/api/auth/update-user', {
      token: a.token,
      body: { username: 'NewName', email: 'new.name@example.com', gamePreferences: { tcg: true, vgc: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'NewName',
      email: 'new.name@example.com',
      gamePreferences: { tcg: true, vgc: false },
    });
    const taken = await call(t.app, 'PUT', '/api/auth/update-user', { token: b.token, body: { username: 'newname' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ msg: 'Username is already taken' });
    const emailTaken = await call(t.app, 'PUT', '/api/auth/update-user', {
      token: b.token,
      body: { email: 'NEW.NAME@example.com' },
    });
    expect(emailTaken.status).toBe(409);
    expect(emailTaken.body).toEqual({ msg: 'Email is already registered' });
    // Changing only the case of one's own username is allowed.
    const ownCase = await call(t.app, 'PUT', '/api/auth/update-user', {
      token: a.token,
      body: { username: 'newNAME' },
    });
    expect(ownCase.status).toBe(200);
    const none = await call(t.app, 'PUT', '/api/auth/update-user', {
      token: a.token,
      body: { gamePreferences: { tcg: false, vgc: false } },
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Please select at least one game mode');
  });

  it('changes the password only with the right current password, and ends the other sessions', async () => {
    const { token, email, password } = await registerUser(t.app);
    const other = (await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).body.token;
    const noCurrent = await call(t.app, 'PUT', '/api/auth/update-user', { token, body: { newPassword: 'brand-new' } });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.errors).toContainEqual({
      path: 'currentPassword',
      message: 'Current password is required to set a new password',
    });
    const wrong = await call(t.app, 'PUT', '/api/auth/update-user', {
      token,
      body: { currentPassword: 'not-it', newPassword: 'brand-new', username: 'shouldnotstick' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'Current password is incorrect' });
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.username).not.toBe('shouldnotstick');
    const short = await call(t.app, 'PUT', '/api/auth/update-user', {
      token,
      body: { currentPassword: password, newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('Password must be at least 6 characters');

    const ok = await call(t.app, 'PUT', '/api/auth/update-user', {
      token,
      body: { currentPassword: password, newPassword: 'brand-new' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: other })).body).toEqual({ msg: 'Token is not valid' });
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'brand-new' } })).status).toBe(200);
  });
});
