// "My PTCGL screen names" (issue 12): members keep them on the account from the settings page; guests keep them in
// the browser from the import screen. Every add or remove is saved at once; refusals show under the input.
import { PTCGL_SCREEN_NAMES_DUPLICATE, type PublicUser } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function namesServer(user: PublicUser, fail?: [number, unknown]) {
  let current = { ...user };
  const puts: unknown[] = [];
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(current);
    if (url === '/api/auth/ptcgl-screen-names' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { ptcglScreenNames: string[] };
      puts.push(body);
      if (fail) return jsonResponse(fail[1], fail[0]);
      current = { ...current, ptcglScreenNames: body.ptcglScreenNames };
      return jsonResponse(current);
    }
    return undefined;
  });
  return { puts };
}

const add = (card: HTMLElement, name: string) => {
  fireEvent.change(within(card).getByRole('textbox', { name: 'Add a screen name' }), { target: { value: name } });
  fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
};

describe('PTCGL screen names setting', () => {
  it('adds and removes a member’s names on the account', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const server = namesServer({ ...TEST_USER, ptcglScreenNames: ['AshK'] });
    renderApp('/profile-settings', { user: TEST_USER });
    const card = await screen.findByRole('region', { name: 'PTCGL screen names' });
    await within(card).findByText('AshK');
    add(card, '  Ash Alt ');
    await within(card).findByText('Ash Alt');
    expect(server.puts).toEqual([{ ptcglScreenNames: ['AshK', 'Ash Alt'] }]);
    expect((within(card).getByRole('textbox', { name: 'Add a screen name' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove AshK' }));
    await waitFor(() => expect(within(card).queryByText('AshK')).toBeNull());
    expect(server.puts[1]).toEqual({ ptcglScreenNames: ['Ash Alt'] });
  });

  it('refuses a repeat before asking the server, and shows the server’s message, keeping the typed name', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const server = namesServer({ ...TEST_USER, ptcglScreenNames: ['AshK'] }, [500, { msg: 'Server Error' }]);
    renderApp('/profile-settings', { user: TEST_USER });
    const card = await screen.findByRole('region', { name: 'PTCGL screen names' });
    await within(card).findByText('AshK');
    add(card, 'ashk');
    expect(await within(card).findByText(PTCGL_SCREEN_NAMES_DUPLICATE)).toBeTruthy();
    expect(server.puts).toEqual([]);
    add(card, 'Misty');
    expect(await within(card).findByText('Server Error')).toBeTruthy();
    expect((within(card).getByRole('textbox', { name: 'Add a screen name' }) as HTMLInputElement).value).toBe('Misty');
    expect(within(card).queryByText('Misty', { selector: '.mantine-Pill-label' })).toBeNull();
  });

  it('keeps a guest’s names in the browser, on the import screen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-match');
    fireEvent.click(await screen.findByRole('button', { name: /My PTCGL screen names/ }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Add a PTCGL screen name' });
    const panel = form.parentElement!;
    add(panel, 'GuestAsh');
    await within(panel).findByText('GuestAsh');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.ptcglScreenNames)!)).toEqual(['GuestAsh']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove GuestAsh' }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.ptcglScreenNames)).toBeNull());
  });
});
