import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPTY_PAGE = { cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 };

/** An empty catalogue: every line stays as the text gives it. */
function emptyCatalogueApi() {
  return stubApi((url, init) => {
    if (url.startsWith('/api/cards/status')) return jsonResponse({ cards: 0, sets: 0, remote: false });
    if (url.startsWith('/api/cards/search')) return jsonResponse(EMPTY_PAGE);
    if (url === '/api/cards/resolve' && init.method === 'POST') {
      const { lines } = JSON.parse(String(init.body)) as { lines: unknown[] };
      return jsonResponse({ cards: lines.map(() => null) });
    }
    if (url.startsWith('/api/sprites')) return jsonResponse([]);
    return undefined;
  });
}

describe('decks screens', () => {
  it('lets a guest import a pasted list into browser storage, reporting the line it did not understand', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    emptyCatalogueApi();
    const { router } = renderApp('/decks');
    expect(await screen.findByText('No decks yet')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Import Deck List' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Deck Name/), { target: { value: 'Paste Test' } });
    fireEvent.change(within(dialog).getByLabelText('Deck list'), {
      target: { value: 'Pokémon: 4\n4 Ralts SVI 84\nnot a card at all\nTrainer: 2\n2 Iono PAL 185' },
    });
    expect(await within(dialog).findByText('Line 3 was not understood: not a card at all')).toBeTruthy();
    expect(await within(dialog).findByText('Total: 6')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByText('not in catalogue, kept from the text')).toHaveLength(2));
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/decks\/local_\d+_[a-z0-9]+$/));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.decks)!) as { name: string; cards: unknown[] }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Paste Test',
      cards: [
        expect.objectContaining({ id: 'text:SVI-84-Ralts', count: 4, supertype: 'Pokémon' }),
        expect.objectContaining({ id: 'text:PAL-185-Iono', count: 2, supertype: 'Trainer' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Paste Test' })).toBeTruthy();
    expect(screen.getByText('Deck must have 60 cards (currently has 6)')).toBeTruthy();
  });

  it('says how to load an empty catalogue and still offers the import in the builder', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    emptyCatalogueApi();
    renderApp('/decks/new');
    expect(await screen.findByText('The card catalogue is empty')).toBeTruthy();
    expect(screen.getByText('npm run cards:import -- <folder or URL>')).toBeTruthy();
    expect(screen.getByText('Deck must have 60 cards (currently has 0)')).toBeTruthy();
  });

  it('says once that the catalogue is not there yet when the server cannot reach its card source, and never searches', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/cards/status'))
        return jsonResponse({ cards: 0, sets: 0, remote: false, source: 'unreachable' });
      if (url.startsWith('/api/cards/search')) return jsonResponse(EMPTY_PAGE);
      if (url.startsWith('/api/sprites')) return jsonResponse([]);
      return undefined;
    });
    renderApp('/decks/new');
    expect(
      await screen.findByText(
        "The card catalogue isn't available yet — the server can't reach the card source (no internet connection?) and tries again by itself.",
      ),
    ).toBeTruthy();
    const input = screen.getByLabelText('Search cards');
    for (const value of ['g', 'ga', 'gar', 'gard']) fireEvent.change(input, { target: { value } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/cards/search'))).toHaveLength(0);
    expect(screen.queryByText('No cards match this search.')).toBeNull();
    expect(screen.getAllByText(/isn't available yet/)).toHaveLength(1);
  });

  it('says the catalogue is on its way while the server downloads it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => {
      if (url.startsWith('/api/cards/status'))
        return jsonResponse({ cards: 0, sets: 0, remote: false, source: 'loading' });
      if (url.startsWith('/api/sprites')) return jsonResponse([]);
      return undefined;
    });
    renderApp('/decks/new');
    expect(
      await screen.findByText(/^The card catalogue isn't available yet — the server is downloading it now/),
    ).toBeTruthy();
  });

  it('tells a guest that a server deck needs an account', async () => {
    emptyCatalogueApi();
    renderApp('/decks/3f1d3c1e-0000-4000-8000-000000000000');
    expect(await screen.findByText('Authentication required to fetch individual deck')).toBeTruthy();
  });

  it("shows 'Deck not found' to a member for a deck the server does not give", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url.startsWith('/api/decks/')) return jsonResponse({ msg: 'Deck not found' }, 404);
      return undefined;
    });
    renderApp('/decks/3f1d3c1e-0000-4000-8000-000000000000', { user: TEST_USER });
    expect(await screen.findByText('Deck not found')).toBeTruthy();
  });
});
