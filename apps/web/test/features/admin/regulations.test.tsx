import { BUILT_IN_REGULATIONS, type PublicUser, type VgcRegulationRow } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A lazily loaded route behind the session check and a fetch: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ADMIN: PublicUser = { ...TEST_USER, role: 'admin', isAdmin: true };

/**
 * The regulation list kept in memory, answering as the server does: the whole list on every answer, 409 for a taken
 * code, 400 for a banned name the Pokédex does not know, 404 for a code not listed.
 */
function regulationServer(user: PublicUser = ADMIN) {
  let rows: VgcRegulationRow[] = BUILT_IN_REGULATIONS.filter((r) => ['M-A', 'G'].includes(r.code)).map((r) => ({
    ...r,
    showdownFormats: [...r.showdownFormats],
    bannedPokemon: [...r.bannedPokemon],
    builtIn: true,
    adminEdited: false,
  }));
  const changes: { method: string; url: string; body?: unknown }[] = [];
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    if (!url.startsWith('/api/vgc-regulations')) return undefined;
    const method = init.method ?? 'GET';
    if (method === 'GET') return jsonResponse({ regulations: rows });
    const body = init.body ? (JSON.parse(String(init.body)) as VgcRegulationRow) : undefined;
    changes.push({ method, url, body });
    const code = decodeURIComponent(url.split('/')[3] ?? '');
    if (method === 'POST') {
      if (rows.some((r) => r.code === body!.code)) {
        return jsonResponse({ msg: 'A regulation with this code already exists' }, 409);
      }
      if (body!.bannedPokemon.includes('Notamon')) {
        const message = 'Unknown Pokémon "Notamon"';
        return jsonResponse({ msg: message, errors: [{ path: 'bannedPokemon.0', message }] }, 400);
      }
      rows = [...rows, { ...body!, builtIn: false, adminEdited: false }];
      return jsonResponse({ regulations: rows }, 201);
    }
    const found = rows.find((r) => r.code === code);
    if (!found) return jsonResponse({ msg: 'Regulation not found' }, 404);
    if (method === 'PUT') rows = rows.map((r) => (r === found ? { ...r, ...body!, adminEdited: r.builtIn } : r));
    if (method === 'DELETE') rows = rows.filter((r) => r !== found);
    return jsonResponse({ regulations: rows });
  });
  return { changes };
}

function openAs(user: PublicUser = ADMIN) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp('/admin/regulations', { user });
}

const rowTitles = () =>
  screen.queryAllByTestId('regulation-row').map((row) => row.querySelector('p')?.textContent ?? '');

describe('admin VGC regulations screen', () => {
  it('tells a member who is not an admin that admin access is required, without the tools', async () => {
    const server = regulationServer(TEST_USER);
    openAs(TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Regulation' })).toBeNull();
    expect(server.changes).toHaveLength(0);
  });

  it('lists regulations by game with their mechanic and restricted limit', async () => {
    regulationServer();
    openAs();
    await waitFor(() => expect(rowTitles()).toEqual(['Regulation M-A', 'Regulation G']));
    const champions = screen.getByRole('region', { name: 'Pokémon Champions' });
    expect(within(champions).getByText('Mega Evolution')).toBeTruthy();
    expect(within(champions).getByText('Restricted limit not set')).toBeTruthy();
    const scarletViolet = screen.getByRole('region', { name: 'Scarlet & Violet' });
    expect(within(scarletViolet).getByText('1 restricted allowed')).toBeTruthy();
  });

  it('adds a regulation from the dialog, with the server refusals at their fields', async () => {
    const server = regulationServer();
    openAs();
    fireEvent.click(await screen.findByRole('button', { name: 'New Regulation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Regulation' });
    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    fireEvent.change(code, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Regulation' }));
    expect(
      await within(dialog).findByText('Regulation code must be one letter (G) or two letters with a dash (M-A)'),
    ).toBeTruthy();
    expect(server.changes).toHaveLength(0);

    fireEvent.change(code, { target: { value: 'm-a' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Regulation' }));
    expect(await within(dialog).findByText('A regulation with this code already exists')).toBeTruthy();

    fireEvent.change(code, { target: { value: 'md' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Restricted Pokémon allowed/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Regulation' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Regulation M-A', 'Regulation M-D', 'Regulation G']));
    expect(server.changes.at(-1)).toMatchObject({
      method: 'POST',
      body: { code: 'M-D', game: 'Pokémon Champions', mechanic: 'mega', restrictedLimit: 1 },
    });
  });

  it('edits a built-in regulation and removes one only after confirmation', async () => {
    const server = regulationServer();
    openAs();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Regulation M-A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Regulation M-A' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Restricted Pokémon allowed/ }), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Regulation' }));
    expect(await screen.findByText('No restricted Pokémon')).toBeTruthy();
    expect(screen.getByText('Built-in, edited')).toBeTruthy();
    expect(server.changes.at(-1)).toMatchObject({ method: 'PUT', url: '/api/vgc-regulations/M-A' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Regulation G' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Regulation G?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Regulation M-A']));
    expect(server.changes.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/vgc-regulations/G' });
  });
});
