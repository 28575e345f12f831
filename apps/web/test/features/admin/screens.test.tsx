import type { PublicUser, Season } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each screen is a lazily loaded route behind the session check and a fetch; on a busy machine that takes longer
// than the default second, and a wait that gives up early only makes the test flaky.
configure({ asyncUtilTimeout: 5000 });

const ADMIN: PublicUser = { ...TEST_USER, role: 'admin', isAdmin: true };

function season(id: string, name: string, startDate: string, endDate: string, isCurrent = false): Season {
  return { _id: id, name, startDate, endDate, isCurrent, createdAt: '2025-01-01T00:00:00.000Z' };
}

/**
 * A seasons API kept in memory, answering as the server does (newest start first, set-current clears the others).
 * `fail` makes the named calls answer with the given status and body instead.
 */
function seasonsServer(
  initial: Season[],
  user: PublicUser = ADMIN,
  fail: Partial<Record<string, [number, unknown]>> = {},
) {
  let seasons = [...initial];
  let nextId = 1;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const sorted = () => [...seasons].sort((a, b) => b.startDate.localeCompare(a.startDate));
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    if (!url.startsWith('/api/seasons')) return undefined;
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Partial<Season>) : undefined;
    calls.push({ method, url, body });
    const failure = fail[`${method} ${url.replace(/^\/api\/seasons\/[^/]+/, '/api/seasons/:id')}`];
    if (failure) return jsonResponse(failure[1], failure[0]);
    const id = /^\/api\/seasons\/([^/]+)/.exec(url)?.[1];
    if (method === 'GET' && url === '/api/seasons') return jsonResponse(sorted());
    if (method === 'POST') {
      const created = season(`new${nextId++}`, body!.name!, body!.startDate!, body!.endDate!);
      seasons.push(created);
      return jsonResponse(created, 201);
    }
    const found = seasons.find((s) => s._id === id);
    if (!found) return jsonResponse({ msg: 'Season not found' }, 404);
    if (method === 'PUT' && url.endsWith('/set-current')) {
      seasons = seasons.map((s) => ({ ...s, isCurrent: s._id === id }));
      return jsonResponse(seasons.find((s) => s._id === id));
    }
    if (method === 'PUT') {
      Object.assign(found, body);
      return jsonResponse(found);
    }
    if (method === 'DELETE') {
      seasons = seasons.filter((s) => s._id !== id);
      return jsonResponse({ msg: 'Season deleted' });
    }
    return undefined;
  });
  return { calls, changes: () => calls.filter((c) => c.method !== 'GET') };
}

function openAs(path: string, user: PublicUser = ADMIN) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path, { user });
}

const rows = () => screen.getAllByTestId('season-row');
const row = (name: string) => rows().find((r) => within(r).queryByText(name, { exact: true }))!;
const currentNames = () =>
  rows()
    .filter((r) => within(r).queryByText('Current'))
    .map((r) => r.querySelector('p')?.textContent);

describe('admin seasons screen', () => {
  it('sends guests to /login', async () => {
    stubApi(() => undefined);
    const { router } = renderApp('/admin/seasons');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a member who is not an admin that admin access is required, without the tools', async () => {
    const server = seasonsServer([season('s1', 'Spring', '2025-03-01', '2025-05-31', true)], TEST_USER);
    openAs('/admin/seasons', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Season' })).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the empty state, then creates a season from it', async () => {
    const server = seasonsServer([]);
    openAs('/admin/seasons');
    expect(await screen.findByText('No seasons yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a Season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Season' });
    fireEvent.change(within(dialog).getByLabelText(/Season name/), { target: { value: '  Summer 2025 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2025-06-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2025-08-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Season' }));

    expect(await screen.findByText('Summer 2025')).toBeTruthy();
    expect(screen.getByText('Jun 1, 2025 – Aug 31, 2025')).toBeTruthy();
    // A new season is not current by itself; the screen says so until one is set.
    expect(screen.getByText('No season is current')).toBeTruthy();
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        url: '/api/seasons',
        body: { name: 'Summer 2025', startDate: '2025-06-01', endDate: '2025-08-31' },
      },
    ]);
  });

  it('creates a season as the current one when asked, clearing the previous current', async () => {
    const server = seasonsServer([season('s1', 'Spring', '2025-03-01', '2025-05-31', true)]);
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'New Season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Season' });
    fireEvent.change(within(dialog).getByLabelText(/Season name/), { target: { value: 'Summer' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2025-06-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2025-08-31' } });
    fireEvent.click(within(dialog).getByLabelText('Make this the current season'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Season' }));

    await waitFor(() => expect(currentNames()).toEqual(['Summer']));
    expect(screen.queryByText('No season is current')).toBeNull();
    expect(server.changes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/seasons',
      'PUT /api/seasons/new1/set-current',
    ]);
  });

  it('checks the form like the server: empty name and end before start change nothing', async () => {
    const server = seasonsServer([season('s1', 'Spring', '2025-03-01', '2025-05-31', true)]);
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'New Season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Season' });
    fireEvent.change(within(dialog).getByLabelText(/Season name/), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2025-06-10' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2025-06-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Season' }));

    expect(await within(dialog).findByText('Season name is required')).toBeTruthy();
    expect(within(dialog).getByText('End date must be on or after the start date')).toBeTruthy();
    expect(server.changes()).toHaveLength(0);
  });

  it("marks the server's field errors on their fields and says 'Error creating season'", async () => {
    seasonsServer([season('s1', 'Spring', '2025-03-01', '2025-05-31', true)], ADMIN, {
      'POST /api/seasons': [400, { msg: 'Validation failed', errors: [{ path: 'name', message: 'Name is taken' }] }],
    });
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'New Season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Season' });
    fireEvent.change(within(dialog).getByLabelText(/Season name/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2025-06-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2025-08-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Season' }));

    expect(await within(dialog).findByText('Name is taken')).toBeTruthy();
    expect(await screen.findByText('Error creating season')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('lists seasons with their dates and sets another current in one click', async () => {
    const server = seasonsServer([
      season('s1', 'Spring', '2025-03-01', '2025-05-31', true),
      season('s2', 'Summer', '2025-06-01', '2025-08-31'),
    ]);
    openAs('/admin/seasons');
    await screen.findByText('Spring');
    expect(rows().map((r) => r.querySelector('p')?.textContent)).toEqual(['Summer', 'Spring']);
    expect(within(row('Spring')).getByText('Mar 1, 2025 – May 31, 2025')).toBeTruthy();
    expect(currentNames()).toEqual(['Spring']);

    fireEvent.click(screen.getByRole('button', { name: 'Set Summer as current' }));
    await waitFor(() => expect(currentNames()).toEqual(['Summer']));
    expect(screen.getByRole('button', { name: 'Set Spring as current' })).toBeTruthy();
    expect(server.changes().map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/seasons/s2/set-current']);
  });

  it("says 'Error setting current season' and keeps the current one when the server refuses", async () => {
    seasonsServer(
      [season('s1', 'Spring', '2025-03-01', '2025-05-31', true), season('s2', 'Summer', '2025-06-01', '2025-08-31')],
      ADMIN,
      { 'PUT /api/seasons/:id/set-current': [404, { msg: 'Season not found' }] },
    );
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Set Summer as current' }));
    expect(await screen.findByText('Error setting current season')).toBeTruthy();
    expect(screen.getByText('Season not found')).toBeTruthy();
    expect(currentNames()).toEqual(['Spring']);
  });

  it('edits a season in a dialog filled with its values', async () => {
    const server = seasonsServer([season('s1', 'Spring', '2025-03-01', '2025-05-31', true)]);
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Season' });
    const name = within(dialog).getByLabelText(/Season name/) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Spring'));
    expect(within(dialog).queryByLabelText('Make this the current season')).toBeNull();
    fireEvent.change(name, { target: { value: 'Spring Regionals' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2025-06-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Season' }));

    expect(await screen.findByText('Spring Regionals')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2025 – Jun 15, 2025')).toBeTruthy();
    expect(currentNames()).toEqual(['Spring Regionals']);
    expect(server.changes()).toEqual([
      {
        method: 'PUT',
        url: '/api/seasons/s1',
        body: { name: 'Spring Regionals', startDate: '2025-03-01', endDate: '2025-06-15' },
      },
    ]);
  });

  it('deletes a season only after confirmation', async () => {
    const server = seasonsServer([
      season('s1', 'Spring', '2025-03-01', '2025-05-31', true),
      season('s2', 'Summer', '2025-06-01', '2025-08-31'),
    ]);
    openAs('/admin/seasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this season?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Summer' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this season?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Season' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Summer')).toBeNull();
    expect(server.changes().map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/seasons/s2']);
  });

  it("shows 'Error fetching seasons' with a way to try again", async () => {
    seasonsServer([], ADMIN, { 'GET /api/seasons': [500, { msg: 'Internal Server Error' }] });
    openAs('/admin/seasons');
    expect(await screen.findByText('Error fetching seasons')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('admin hub', () => {
  it('lists the admin tools that exist for an owner, linking to their screens', async () => {
    const owner: PublicUser = { ...TEST_USER, role: 'owner', isAdmin: true, isOwner: true };
    const summary = { openFeedback: 3, users: 42, matchesToday: 7, admins: 2 };
    stubApi((url) =>
      url === '/api/auth/user' ? jsonResponse(owner) : url === '/api/admin/summary' ? jsonResponse(summary) : undefined,
    );
    openAs('/admin/hub', owner);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    const tools = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/admin/feedback',
      '/admin/matches',
      '/admin/managers',
      '/admin/seasons',
      '/admin/restricted-pokemon',
      '/admin/regulations',
      '/admin/deck-categories',
      '/admin/deck-categorization',
    ]);
    // The live counts of GET /api/admin/summary on their tiles.
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-tile-count').map((badge) => badge.textContent)).toEqual([
        '3 open',
        '7 today',
        '42 users · 2 admins',
      ]),
    );
  });

  it("shows the owner the last good backup and each outside service's state", async () => {
    const owner: PublicUser = { ...TEST_USER, role: 'owner', isAdmin: true, isOwner: true };
    const operations = {
      backups: {
        scheduled: true,
        intervalHours: 24,
        keep: 7,
        directory: '/srv/trainerlog/backups',
        nextAt: '2026-11-30T03:00:00.000Z',
        lastGood: {
          file: 'trainerlog-2026-11-29T03-00-00-000Z.tar.gz',
          takenAt: '2026-11-29T03:00:00.000Z',
          kind: 'base',
          bytes: 12 * 1024 * 1024,
          durationMs: 4000,
        },
        lastFailure: null,
        count: 3,
      },
      services: [
        {
          name: 'limitless',
          label: 'Limitless (https://limitless.test)',
          state: 'closed',
          consecutiveFailures: 0,
          openedAt: null,
          probeAfter: null,
        },
        {
          name: 'showdown',
          label: 'Pokémon Showdown (https://showdown.test)',
          state: 'open',
          consecutiveFailures: 5,
          openedAt: '2026-11-29T10:00:00.000Z',
          probeAfter: '2026-11-29T10:00:30.000Z',
        },
      ],
    };
    stubApi((url) =>
      url === '/api/auth/user'
        ? jsonResponse(owner)
        : url === '/api/admin/operations'
          ? jsonResponse(operations)
          : undefined,
    );
    openAs('/admin/hub', owner);
    expect(await screen.findByRole('heading', { name: 'Backups and outside services', level: 2 })).toBeTruthy();
    expect((await screen.findByTestId('admin-last-backup')).textContent).toContain(
      'trainerlog-2026-11-29T03-00-00-000Z.tar.gz (12.0 MB, verified)',
    );
    const services = screen.getAllByTestId('admin-service').map((row) => row.textContent);
    expect(services[0]).toContain('AnsweringLimitless');
    expect(services[1]).toContain('FailingPokémon Showdown');
    expect(services[1]).toContain('answered at once as unavailable');
  });

  it('leaves Managers out for an admin who is not an owner', async () => {
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(ADMIN) : undefined));
    openAs('/admin/hub', ADMIN);
    const tools = await screen.findByRole('navigation', { name: 'Admin tools' });
    expect(within(tools).queryByRole('link', { name: 'Managers' })).toBeNull();
    expect(within(tools).getByRole('link', { name: 'Feedback' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Backups and outside services' })).toBeNull();
  });

  it('is closed to members who are not admins', async () => {
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(TEST_USER) : undefined));
    openAs('/admin/hub', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).toBeNull();
  });

  it('sends guests to /login', async () => {
    stubApi(() => undefined);
    const { router } = renderApp('/admin/hub');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
