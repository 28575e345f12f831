// "My Showdown names" (issue 13): members keep them on the account from the settings page; guests keep them in the
// browser from the import screen. Every add or remove is saved at once; refusals show under the input.
import { SHOWDOWN_NAMES_DUPLICATE, type PublicUser } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalShowdownNames } from '../../../src/data/shared/showdownNames.ts';
import { createLocalValueStore } from '../../../src/data/guest/localValueStore.ts';
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
    if (url === '/api/auth/showdown-names' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { showdownNames: string[] };
      puts.push(body);
      if (fail) return jsonResponse(fail[1], fail[0]);
      current = { ...current, showdownNames: body.showdownNames };
      return jsonResponse(current);
    }
    return undefined;
  });
  return { puts };
}

const add = (card: HTMLElement, name: string) => {
  fireEvent.change(within(card).getByRole('textbox', { name: 'Add a Showdown name' }), { target: { value: name } });
  fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
};

describe('Showdown names setting', () => {
  it('adds and removes a member’s names on the account', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const server = namesServer({ ...TEST_USER, showdownNames: ['AshKetchum'] });
    renderApp('/profile-settings', { user: TEST_USER });
    const card = await screen.findByRole('region', { name: 'My Showdown names' }, { timeout: 10_000 });
    await within(card).findByText('AshKetchum');
    add(card, '  Ash Alt ');
    await within(card).findByText('Ash Alt');
    expect(server.puts).toEqual([{ showdownNames: ['AshKetchum', 'Ash Alt'] }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Remove AshKetchum' }));
    await waitFor(() => expect(within(card).queryByText('AshKetchum')).toBeNull());
    expect(server.puts[1]).toEqual({ showdownNames: ['Ash Alt'] });
  });

  it('refuses the same Showdown user twice before asking the server, and shows the server’s message', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const server = namesServer({ ...TEST_USER, showdownNames: ['Take Me'] }, [500, { msg: 'Server Error' }]);
    renderApp('/profile-settings', { user: TEST_USER });
    const card = await screen.findByRole('region', { name: 'My Showdown names' }, { timeout: 10_000 });
    await within(card).findByText('Take Me');
    add(card, 'takeme!');
    expect(await within(card).findByText(SHOWDOWN_NAMES_DUPLICATE)).toBeTruthy();
    expect(server.puts).toEqual([]);
    add(card, 'Misty');
    expect(await within(card).findByText('Server Error')).toBeTruthy();
    expect((within(card).getByRole('textbox', { name: 'Add a Showdown name' }) as HTMLInputElement).value).toBe(
      'Misty',
    );
  });

  it('keeps a guest’s names in the browser, on the import screen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-replay');
    fireEvent.click(await screen.findByRole('button', { name: /My Showdown names/ }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Add a Showdown name' });
    const panel = form.parentElement!;
    add(panel, 'GuestAsh');
    await within(panel).findByText('GuestAsh');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.showdownNames)!)).toEqual(['GuestAsh']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove GuestAsh' }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.showdownNames)).toBeNull());
  });

  it('reads only names from the browser store', () => {
    const store = createLocalValueStore<unknown>('test_showdown_names');
    store.set(['Ash', 3, ' ', 'Misty']);
    expect(createLocalShowdownNames(store).get()).toEqual(['Ash', 'Misty']);
    store.clear();
  });
});
