// Profile settings → danger zone → "Delete my account" (issue 16): the modal asks for the password, shows the
// server's refusal at the field, and on success signs out (token and cached data gone) and lands on the home page.
import { DELETE_ACCOUNT_MESSAGES } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../src/api/token.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

configure({ asyncUtilTimeout: 5000 });

function accountServer() {
  const deletes: unknown[] = [];
  let deleted = false;
  stubApi((url, init) => {
    if (url === '/api/auth/user') {
      return deleted ? jsonResponse({ msg: 'Token is not valid' }, 401) : jsonResponse(TEST_USER);
    }
    if (url === '/api/auth/account' && init.method === 'DELETE') {
      const body = JSON.parse(String(init.body)) as { password: string };
      deletes.push(body);
      if (body.password !== 'right-password') {
        return jsonResponse(
          {
            msg: DELETE_ACCOUNT_MESSAGES.wrongPassword,
            errors: [{ path: 'password', message: DELETE_ACCOUNT_MESSAGES.wrongPassword }],
          },
          400,
        );
      }
      deleted = true;
      return jsonResponse({ msg: DELETE_ACCOUNT_MESSAGES.deleted });
    }
    return undefined;
  });
  return { deletes };
}

async function openModal() {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  const view = renderApp('/profile-settings', { user: TEST_USER });
  const zone = await screen.findByRole('region', { name: 'Danger zone' });
  fireEvent.click(within(zone).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText(/Password/) as HTMLInputElement;
const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

describe('delete my account', () => {
  it('explains what goes and needs the password before asking the server', async () => {
    const server = accountServer();
    const { dialog } = await openModal();
    expect(within(dialog).getByText(/your TCG and VGC matches/)).toBeTruthy();
    expect(within(dialog).getByText(/who will be told/)).toBeTruthy();
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    confirm(dialog);
    expect(await within(dialog).findByText(DELETE_ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(server.deletes).toEqual([]);
  });

  it("shows the server's refusal at the password field and stays signed in", async () => {
    const server = accountServer();
    const { dialog, router } = await openModal();
    fireEvent.change(passwordField(dialog), { target: { value: 'wrong-password' } });
    confirm(dialog);
    expect(await within(dialog).findByText(DELETE_ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(server.deletes).toEqual([{ password: 'wrong-password' }]);
    expect(getToken()).toBe('test-token');
    expect(router.state.location.pathname).toBe('/profile-settings');
  });

  it('on success signs out, goes home and says so', async () => {
    const server = accountServer();
    const { dialog, router } = await openModal();
    fireEvent.change(passwordField(dialog), { target: { value: 'right-password' } });
    confirm(dialog);
    expect(await screen.findByText(DELETE_ACCOUNT_MESSAGES.deleted)).toBeTruthy();
    expect(server.deletes).toEqual([{ password: 'right-password' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(getToken()).toBeNull());
    // Signed out on the home page: the header offers the login again, and the guard never bounced to /login.
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
