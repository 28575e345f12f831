import type { PublicUser } from '@trainerlog/core';
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

const pokedexEntry = (name: string, num: number) => ({
  id: name.toLowerCase(),
  name,
  num,
  types: ['Dragon'],
  baseStats: { hp: 100, atk: 100, def: 100, spa: 100, spd: 100, spe: 100 },
  baseSpecies: name,
  forme: '',
  imageUrl: `/api/sprites/${name.toLowerCase()}`,
  availability: 'current',
});

/**
 * The restricted list kept in memory, answering as the server does: whole sorted list on every answer, the
 * Pokédex spelling stored, 400 for unknown species, 409 for a repeat, 404 for a name not listed. `fail` makes the
 * named call answer the given status and body instead.
 */
function restrictedServer(
  initial: string[],
  user: PublicUser = ADMIN,
  fail: Partial<Record<string, [number, unknown]>> = {},
) {
  let names = [...initial];
  const pokedex = ['Koraidon', 'Miraidon', 'Calyrex-Shadow', 'Zacian', 'Terapagos'];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const list = () => ({ pokemon: [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) });
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    if (url.startsWith('/api/pokemon?')) {
      const search = new URL(url, 'http://x').searchParams.get('search')!.toLowerCase();
      const results = pokedex.filter((n) => n.toLowerCase().includes(search)).map((n, i) => pokedexEntry(n, 1000 + i));
      return jsonResponse({ total: results.length, results });
    }
    if (!url.startsWith('/api/restricted-pokemon')) return undefined;
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as { name: string }) : undefined;
    calls.push({ method, url, body });
    const failure = fail[`${method} ${url.replace(/^\/api\/restricted-pokemon\/.+/, '/api/restricted-pokemon/:name')}`];
    if (failure) return jsonResponse(failure[1], failure[0]);
    if (method === 'GET') return jsonResponse(list());
    if (method === 'POST') {
      const canonical = pokedex.find((n) => n.toLowerCase() === body!.name.toLowerCase());
      if (!canonical) {
        const message = `Unknown Pokémon "${body!.name}"`;
        return jsonResponse({ msg: message, errors: [{ path: 'name', message }] }, 400);
      }
      if (names.some((n) => n.toLowerCase() === canonical.toLowerCase()))
        return jsonResponse({ msg: `${canonical} is already restricted` }, 409);
      names.push(canonical);
      return jsonResponse(list(), 201);
    }
    if (method === 'DELETE') {
      const name = decodeURIComponent(url.slice('/api/restricted-pokemon/'.length));
      if (!names.includes(name)) return jsonResponse({ msg: 'Pokémon is not restricted' }, 404);
      names = names.filter((n) => n !== name);
      return jsonResponse(list());
    }
    return undefined;
  });
  return { calls, changes: () => calls.filter((c) => c.method !== 'GET') };
}

function openAs(user: PublicUser = ADMIN) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp('/admin/restricted-pokemon', { user });
}

const rowNames = () => screen.queryAllByTestId('restricted-row').map((row) => row.querySelector('p')?.textContent);
const speciesBox = () => screen.getByPlaceholderText('Search Pokémon');

async function restrict(name: string) {
  fireEvent.change(speciesBox(), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Restrict' }));
}

describe('admin restricted Pokémon screen', () => {
  it('sends guests to /login', async () => {
    stubApi(() => undefined);
    const { router } = renderApp('/admin/restricted-pokemon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a member who is not an admin that admin access is required, without the tools', async () => {
    const server = restrictedServer(['Koraidon'], TEST_USER);
    openAs(TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restrict' })).toBeNull();
    expect(screen.queryAllByTestId('restricted-row')).toHaveLength(0);
    expect(server.changes()).toHaveLength(0);
  });

  it('lists the restricted Pokémon alphabetically, each with a crowned sprite and a remove button', async () => {
    restrictedServer(['Zacian', 'Koraidon', 'Calyrex-Shadow']);
    openAs();
    await waitFor(() => expect(rowNames()).toEqual(['Calyrex-Shadow', 'Koraidon', 'Zacian']));
    const row = screen.getAllByTestId('restricted-row')[1]!;
    expect(within(row).getByRole('img', { name: 'Restricted' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove Koraidon' })).toBeTruthy();
    expect(screen.getByTestId('restricted-count').textContent).toBe('3 restricted Pokémon');
  });

  it('adds a Pokémon picked from the Pokédex search and shows it at once', { timeout: 15_000 }, async () => {
    const server = restrictedServer(['Zacian']);
    openAs();
    await waitFor(() => expect(rowNames()).toEqual(['Zacian']));
    fireEvent.focus(speciesBox());
    fireEvent.click(speciesBox());
    fireEvent.change(speciesBox(), { target: { value: 'kora' } });
    // The suggestion comes from the (debounced) Pokédex search; happy-dom counts the open dropdown as hidden.
    fireEvent.click(await screen.findByRole('option', { name: /Koraidon/, hidden: true }));
    expect((speciesBox() as HTMLInputElement).value).toBe('Koraidon');
    fireEvent.click(screen.getByRole('button', { name: 'Restrict' }));

    await waitFor(() => expect(rowNames()).toEqual(['Koraidon', 'Zacian']));
    expect(await screen.findByText('Koraidon is now restricted')).toBeTruthy();
    expect((speciesBox() as HTMLInputElement).value).toBe('');
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/restricted-pokemon', body: { name: 'Koraidon' } }]);
  });

  it("shows the server's 409 and 400 under the box and keeps the text to fix", async () => {
    const server = restrictedServer(['Koraidon']);
    openAs();
    await waitFor(() => expect(rowNames()).toEqual(['Koraidon']));

    await restrict('koraidon');
    expect((await screen.findByTestId('restrict-error')).textContent).toBe('Koraidon is already restricted');
    expect((speciesBox() as HTMLInputElement).value).toBe('koraidon');

    await restrict('Missingno');
    await waitFor(() => expect(screen.getByTestId('restrict-error').textContent).toBe('Unknown Pokémon "Missingno"'));
    expect(rowNames()).toEqual(['Koraidon']);
    expect(server.changes().map((c) => c.body)).toEqual([{ name: 'koraidon' }, { name: 'Missingno' }]);
  });

  it('asks for a name before calling the server', async () => {
    const server = restrictedServer(['Koraidon']);
    openAs();
    await waitFor(() => expect(rowNames()).toEqual(['Koraidon']));
    await restrict('   ');
    expect((await screen.findByTestId('restrict-error')).textContent).toBe('Pokémon name is required');
    expect(server.changes()).toHaveLength(0);
  });

  it('removes a Pokémon only after confirmation', async () => {
    const server = restrictedServer(['Koraidon', 'Miraidon']);
    openAs();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Miraidon' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Miraidon from the restricted list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Miraidon' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Miraidon from the restricted list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rowNames()).toEqual(['Koraidon']));
    expect(await screen.findByText('Miraidon is no longer restricted')).toBeTruthy();
    expect(server.changes()).toEqual([{ method: 'DELETE', url: '/api/restricted-pokemon/Miraidon', body: undefined }]);
  });

  it("says why a removal failed and shows the server's list again", async () => {
    restrictedServer(['Koraidon', 'Miraidon'], ADMIN, {
      'DELETE /api/restricted-pokemon/:name': [404, { msg: 'Pokémon is not restricted' }],
    });
    openAs();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Koraidon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Koraidon from the restricted list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing restricted Pokémon')).toBeTruthy();
    expect(screen.getByText('Pokémon is not restricted')).toBeTruthy();
    expect(rowNames()).toEqual(['Koraidon', 'Miraidon']);
  });

  it('filters the list ignoring case, spaces and hyphens, and says when nothing matches', async () => {
    restrictedServer(['Calyrex-Shadow', 'Calyrex-Ice', 'Koraidon', 'Ho-Oh']);
    openAs();
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    const filter = screen.getByRole('textbox', { name: 'Filter the list' });
    fireEvent.change(filter, { target: { value: 'calyrex' } });
    expect(rowNames()).toEqual(['Calyrex-Ice', 'Calyrex-Shadow']);
    expect(screen.getByTestId('restricted-count').textContent).toBe('2 of 4 restricted Pokémon');
    fireEvent.change(filter, { target: { value: 'ho oh' } });
    expect(rowNames()).toEqual(['Ho-Oh']);
    fireEvent.change(filter, { target: { value: 'pikachu' } });
    expect(rowNames()).toEqual([]);
    expect(screen.getByText('No restricted Pokémon match “pikachu”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(rowNames()).toHaveLength(4);
  });

  it('shows the empty state when nothing is restricted', async () => {
    restrictedServer([]);
    openAs();
    expect(await screen.findByText('No restricted Pokémon')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Filter the list' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restrict' })).toBeTruthy();
  });

  it("shows 'Error fetching restricted Pokémon' with a way to try again", async () => {
    restrictedServer([], ADMIN, { 'GET /api/restricted-pokemon': [500, { msg: 'Internal Server Error' }] });
    openAs();
    expect(await screen.findByText('Error fetching restricted Pokémon', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 20_000);
});
