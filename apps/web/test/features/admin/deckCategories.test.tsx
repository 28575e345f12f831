import type { DeckCategory, DeckNameCategorizationRow, PublicUser } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

const ADMIN: PublicUser = { ...TEST_USER, role: 'admin', isAdmin: true };
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function category(n: number, name: string, keywords: string[] = [], sprites: string[] = []): DeckCategory {
  return {
    _id: ID(n),
    name,
    sprites,
    keywords,
    coreCards: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * The deck-category and categorisation API in memory, answering as the contract says: categories A-Z, 409 on a name
 * taken (ignoring case), 25 names a page, uncategorised by default; `fail` answers a call with a status and body.
 */
function categoriesServer(
  initial: DeckCategory[],
  names: Array<{ name: string; matches: number; categoryId?: string; source?: 'assigned' | 'rule' }> = [],
  user: PublicUser = ADMIN,
  fail: Partial<Record<string, [number, unknown]>> = {},
) {
  let categories = [...initial];
  const rows: DeckNameCategorizationRow[] = names.map((n) => ({
    name: n.name,
    key: n.name.trim().toLowerCase(),
    matches: n.matches,
    categoryId: n.categoryId ?? null,
    source: n.source ?? (n.categoryId ? 'rule' : null),
  }));
  let nextId = 100;
  const calls: Call[] = [];
  stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (url.startsWith('/api/deck-categories') || url.startsWith('/api/admin/deck-categorization')) {
      calls.push({ method, url, body });
    } else return undefined;
    const route = `${method} ${url.replace(/\?.*$/, '').replace(/^\/api\/deck-categories\/[^/]+/, '/api/deck-categories/:id')}`;
    const failure = fail[route];
    if (failure) return jsonResponse(failure[1], failure[0]);
    const sorted = () => [...categories].sort((a, b) => a.name.localeCompare(b.name));
    if (route === 'GET /api/deck-categories') return jsonResponse({ categories: sorted() });
    if (route === 'POST /api/deck-categories' || route === 'PUT /api/deck-categories/:id') {
      const id = /^\/api\/deck-categories\/([^/?]+)/.exec(url)?.[1];
      const name = String(body!.name).trim();
      if (categories.some((c) => c._id !== id && c.name.toLowerCase() === name.toLowerCase()))
        return jsonResponse({ msg: 'A category with this name already exists' }, 409);
      const saved = { ...category(nextId++, name), ...(body as Partial<DeckCategory>), name };
      if (id) {
        const found = categories.find((c) => c._id === id);
        if (!found) return jsonResponse({ msg: 'Category not found' }, 404);
        saved._id = id;
        categories = categories.map((c) => (c._id === id ? saved : c));
        return jsonResponse(saved);
      }
      categories.push(saved);
      return jsonResponse(saved, 201);
    }
    if (route === 'DELETE /api/deck-categories/:id') {
      const id = /^\/api\/deck-categories\/([^/?]+)/.exec(url)![1];
      categories = categories.filter((c) => c._id !== id);
      return jsonResponse({ msg: 'Category deleted' });
    }
    if (route === 'GET /api/admin/deck-categorization') {
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page') ?? 1);
      const search = (params.get('search') ?? '').toLowerCase();
      const status = params.get('status') ?? 'uncategorized';
      const shown = rows
        .filter((r) => (status === 'all' || r.categoryId === null) && r.key.includes(search))
        .sort((a, b) => b.matches - a.matches || a.key.localeCompare(b.key));
      return jsonResponse({
        names: shown.slice((page - 1) * 25, page * 25),
        page,
        pageSize: 25,
        totalCount: shown.length,
        totalPages: Math.max(1, Math.ceil(shown.length / 25)),
      });
    }
    if (route === 'PUT /api/admin/deck-categorization') {
      const keys = body!.keys as string[];
      const categoryId = body!.categoryId as string | null;
      for (const row of rows) {
        if (!keys.includes(row.key)) continue;
        row.categoryId = categoryId;
        row.source = categoryId ? 'assigned' : null;
      }
      return jsonResponse({ updated: keys.length });
    }
    return undefined;
  });
  return { calls, changes: () => calls.filter((c) => c.method !== 'GET') };
}

function openAs(path: string, user: PublicUser = ADMIN) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path, { user });
}

/** Types a tag into a TagsInput (focused first: Mantine ignores changes to an unfocused combobox) and presses Enter. */
function addTag(box: HTMLElement, text: string) {
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
}

const categoryNames = () =>
  screen.getAllByTestId('category-row').map((row) => row.querySelector('p')?.textContent ?? '');

describe('admin deck categories screen', () => {
  it('tells a member who is not an admin that admin access is required', async () => {
    const server = categoriesServer([category(1, 'Charizard ex')], [], TEST_USER);
    openAs('/admin/deck-categories', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Category' })).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('/admin/decks is the same screen: categories A-Z with their keywords', async () => {
    categoriesServer([category(2, 'Lugia VSTAR', ['lugia']), category(1, 'Charizard ex', ['charizard', 'zard'])]);
    openAs('/admin/decks');
    await waitFor(() => expect(categoryNames()).toEqual(['Charizard ex', 'Lugia VSTAR']));
    const zard = screen.getAllByTestId('category-row')[0]!;
    expect(within(zard).getByText('charizard')).toBeTruthy();
    expect(within(zard).getByText('zard')).toBeTruthy();
    expect(screen.getByTestId('category-count').textContent).toBe('2 categories');
  });

  it('creates a category with keywords from the empty state', async () => {
    const server = categoriesServer([]);
    openAs('/admin/deck-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Create a Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    fireEvent.change(within(dialog).getByLabelText(/Category name/), { target: { value: '  Gardevoir ex ' } });
    const keywords = within(dialog).getByLabelText('Keywords');
    addTag(keywords, 'gardevoir');
    addTag(keywords, 'gardy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    await waitFor(() => expect(categoryNames()).toEqual(['Gardevoir ex']));
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        url: '/api/deck-categories',
        body: { name: 'Gardevoir ex', sprites: [], keywords: ['gardevoir', 'gardy'], coreCards: [] },
      },
    ]);
  });

  it('checks the name like the server: an empty name sends nothing', async () => {
    const server = categoriesServer([category(1, 'Charizard ex')]);
    openAs('/admin/deck-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeTruthy();
    expect(server.changes()).toHaveLength(0);
  });

  it("shows the server's 409 at the name and its 400 at the field it names, keeping the dialog open", async () => {
    const server = categoriesServer([category(1, 'Charizard ex'), category(2, 'Lugia VSTAR')], [], ADMIN, {
      'PUT /api/deck-categories/:id': [
        400,
        {
          msg: 'Validation failed',
          errors: [{ path: 'keywords.0', message: 'Keyword is already used by Lugia VSTAR' }],
        },
      ],
    });
    openAs('/admin/deck-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'New Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'New Category' });
    fireEvent.change(within(dialog).getByLabelText(/Category name/), { target: { value: 'charizard EX' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('A category with this name already exists')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Category' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Charizard ex' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect((within(dialog).getByLabelText(/Category name/) as HTMLInputElement).value).toBe('Charizard ex');
    const keywords = within(dialog).getByLabelText('Keywords');
    addTag(keywords, 'lugia');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    expect(await within(dialog).findByText('Keyword is already used by Lugia VSTAR')).toBeTruthy();
    expect(server.changes().map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(server.changes()[1]!.body).toEqual({
      name: 'Charizard ex',
      sprites: [],
      keywords: ['lugia'],
      coreCards: [],
    });
    expect(categoryNames()).toEqual(['Charizard ex', 'Lugia VSTAR']);
  });

  it('deletes a category after a confirmation that says where its matches go', async () => {
    const server = categoriesServer([category(1, 'Charizard ex'), category(2, 'Lugia VSTAR')]);
    openAs('/admin/deck-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lugia VSTAR' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(
      within(confirm).getByText(/go back to uncategorized, or to another category whose rules match/),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() => expect(categoryNames()).toEqual(['Charizard ex']));
    expect(server.changes()).toEqual([{ method: 'DELETE', url: `/api/deck-categories/${ID(2)}`, body: undefined }]);
  });
});

describe('admin deck categorization screen', () => {
  const NAMES = [
    { name: 'Zard Pidgey', matches: 12 },
    { name: 'charizard box', matches: 7 },
    { name: 'Lost Zone Box', matches: 5 },
    { name: 'Charizard ex / Pidgeot', matches: 30, categoryId: ID(1), source: 'rule' as const },
  ];

  const rowTexts = () =>
    screen.getAllByTestId('deck-name-row').map((row) =>
      [...row.querySelectorAll('td')]
        .slice(1)
        .map((td) => td.textContent)
        .join(' | '),
    );

  it('lists uncategorized names with counts, assigns the ticked ones in bulk, and the list refreshes', async () => {
    const server = categoriesServer([category(1, 'Charizard ex'), category(2, 'Lost Box')], NAMES);
    openAs('/admin/deck-categorization');
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        'Zard Pidgey | 12 | Uncategorized | —',
        'charizard box | 7 | Uncategorized | —',
        'Lost Zone Box | 5 | Uncategorized | —',
      ]),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Zard Pidgey' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select charizard box' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 deck names selected');
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Charizard ex', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(rowTexts()).toEqual(['Lost Zone Box | 5 | Uncategorized | —']));
    expect(await screen.findByText('Assigned 2 deck names to Charizard ex')).toBeTruthy();
    expect(screen.getByTestId('selected-count').textContent).toBe('No deck names selected');
    expect(server.changes()).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/deck-categorization',
        body: { keys: ['zard pidgey', 'charizard box'], categoryId: ID(1) },
      },
    ]);

    // All names: the assignment and the rule are told apart.
    fireEvent.click(screen.getByRole('radio', { name: 'All names' }));
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        'Charizard ex / Pidgeot | 30 | Charizard ex | Rule',
        'Zard Pidgey | 12 | Charizard ex | Assigned',
        'charizard box | 7 | Charizard ex | Assigned',
        'Lost Zone Box | 5 | Uncategorized | —',
      ]),
    );
  });

  it('selects a whole page and clears the assignment; the search narrows the list', async () => {
    const server = categoriesServer(
      [category(1, 'Charizard ex')],
      [
        { name: 'Zard A', matches: 3, categoryId: ID(1), source: 'assigned' },
        { name: 'Zard B', matches: 2, categoryId: ID(1), source: 'assigned' },
        { name: 'Gardy', matches: 1 },
      ],
    );
    openAs('/admin/deck-categorization?status=all');
    await waitFor(() => expect(screen.getAllByTestId('deck-name-row')).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search deck names' }), { target: { value: 'zard' } });
    await waitFor(() => expect(screen.getAllByTestId('deck-name-row')).toHaveLength(2));
    expect(server.calls.some((c) => c.url.includes('search=zard') && c.url.includes('status=all'))).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 deck names selected');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Assignment' }));
    await waitFor(() =>
      expect(rowTexts()).toEqual(['Zard A | 3 | Uncategorized | —', 'Zard B | 2 | Uncategorized | —']),
    );
    expect(server.changes()).toEqual([
      { method: 'PUT', url: '/api/admin/deck-categorization', body: { keys: ['zard a', 'zard b'], categoryId: null } },
    ]);
  });

  it('pages 25 names at a time', async () => {
    categoriesServer(
      [],
      Array.from({ length: 30 }, (_, i) => ({ name: `Deck ${String(i).padStart(2, '0')}`, matches: 100 - i })),
    );
    openAs('/admin/deck-categorization');
    await waitFor(() => expect(screen.getAllByTestId('deck-name-row')).toHaveLength(25));
    expect(screen.getByText('Page 1 of 2 (1-25 of 30)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('deck-name-row')).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2 (26-30 of 30)')).toBeTruthy();
  });
});
