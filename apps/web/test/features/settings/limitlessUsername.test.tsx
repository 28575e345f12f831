// "My Limitless username" on /profile-settings (issue 15): saved with PUT /api/auth/limitless-username, forgotten by
// saving it empty, a too-long name refused at the field before anything is sent, and the server's refusal shown there.
import { LIMITLESS_MESSAGES, LIMITLESS_USERNAME_MAX_LENGTH, type PublicUser } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function usernameServer(user: PublicUser, fail?: [number, unknown]) {
  let current = { ...user };
  const puts: unknown[] = [];
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(current);
    if (url === '/api/auth/limitless-username' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { limitlessUsername: string | null };
      puts.push(body);
      if (fail) return jsonResponse(fail[1], fail[0]);
      current = { ...current, limitlessUsername: body.limitlessUsername || null };
      return jsonResponse(current);
    }
    return undefined;
  });
  return { puts };
}

async function open(user: PublicUser) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  renderApp('/profile-settings', { user });
  const card = await screen.findByRole('region', { name: 'My Limitless username' }, { timeout: 10_000 });
  // The card is drawn again for the saved user: look it up each time.
  const current = () => screen.getByRole('region', { name: 'My Limitless username' });
  return {
    card,
    field: () => within(current()).getByRole('textbox', { name: 'Limitless username' }) as HTMLInputElement,
    save: () => fireEvent.click(within(current()).getByRole('button', { name: 'Save' })),
  };
}

describe('Limitless username setting', () => {
  it('saves a username and shows it', async () => {
    const server = usernameServer(TEST_USER);
    const { field, save } = await open(TEST_USER);
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '  ashk  ' } });
    save();
    expect(await screen.findByText('“ashk” is your Limitless username')).toBeTruthy();
    expect(server.puts).toEqual([{ limitlessUsername: 'ashk' }]);
    await waitFor(() => expect(field().value).toBe('ashk'));
  });

  it('forgets it when saved empty', async () => {
    const user = { ...TEST_USER, limitlessUsername: 'ashk' };
    const server = usernameServer(user);
    const { field, save } = await open(user);
    expect(field().value).toBe('ashk');
    fireEvent.change(field(), { target: { value: '' } });
    save();
    expect(await screen.findByText('Your Limitless username is forgotten')).toBeTruthy();
    expect(server.puts).toEqual([{ limitlessUsername: null }]);
  });

  it('refuses a too-long name at the field without asking the server', async () => {
    const server = usernameServer(TEST_USER);
    const { card, field, save } = await open(TEST_USER);
    fireEvent.change(field(), { target: { value: 'x'.repeat(LIMITLESS_USERNAME_MAX_LENGTH + 1) } });
    save();
    expect(await within(card).findByText(LIMITLESS_MESSAGES.usernameTooLong)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(server.puts).toEqual([]);
  });

  it("shows the server's refusal at the field", async () => {
    usernameServer(TEST_USER, [
      400,
      { msg: 'Invalid input', errors: [{ path: 'limitlessUsername', message: 'Not a Limitless username' }] },
    ]);
    const { card, field, save } = await open(TEST_USER);
    fireEvent.change(field(), { target: { value: 'ashk' } });
    save();
    expect(await within(card).findByText('Not a Limitless username')).toBeTruthy();
  });
});
