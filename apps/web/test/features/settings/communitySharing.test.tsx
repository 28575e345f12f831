import type { PublicUser } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

function sharingServer(user: PublicUser, fail?: [number, unknown]) {
  let current = { ...user };
  const puts: unknown[] = [];
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(current);
    if (url === '/api/auth/community-sharing' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { communityOptOut: boolean };
      puts.push(body);
      if (fail) return jsonResponse(fail[1], fail[0]);
      current = { ...current, communityOptOut: body.communityOptOut };
      return jsonResponse(current);
    }
    return undefined;
  });
  return { puts };
}

const sharingSwitch = () =>
  screen.getByRole('switch', { name: /Share my matches in community statistics/ }) as HTMLInputElement;

function open(user: PublicUser) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  renderApp('/profile-settings', { user });
}

describe('community sharing setting', () => {
  it('is on by default and says only aggregates leave the data; switching it off opts out', async () => {
    const server = sharingServer(TEST_USER);
    open(TEST_USER);
    await screen.findByRole('region', { name: 'Privacy' });
    expect(sharingSwitch().checked).toBe(true);
    expect(screen.getByText(/Only aggregates leave your data/)).toBeTruthy();
    fireEvent.click(sharingSwitch());
    await waitFor(() => expect(sharingSwitch().checked).toBe(false));
    expect(server.puts).toEqual([{ communityOptOut: true }]);
    expect(await screen.findByText('Your matches are out of community statistics')).toBeTruthy();
  });

  it('opts back in', async () => {
    const server = sharingServer({ ...TEST_USER, communityOptOut: true });
    open({ ...TEST_USER, communityOptOut: true });
    await screen.findByRole('region', { name: 'Privacy' });
    expect(sharingSwitch().checked).toBe(false);
    fireEvent.click(sharingSwitch());
    await waitFor(() => expect(sharingSwitch().checked).toBe(true));
    expect(server.puts).toEqual([{ communityOptOut: false }]);
  });

  it("shows the server's message on failure and leaves the setting unchanged", async () => {
    sharingServer(TEST_USER, [500, { msg: 'Server Error' }]);
    open(TEST_USER);
    await screen.findByRole('region', { name: 'Privacy' });
    fireEvent.click(sharingSwitch());
    expect(await screen.findByText('Server Error')).toBeTruthy();
    expect(sharingSwitch().checked).toBe(true);
  });
});
