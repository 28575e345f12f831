import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An empty catalogue: every line stays as the text gives it. */
function emptyCatalogueApi() {
  return stubApi((url, init) => {
    if (url.startsWith('/api/cards/status')) return jsonResponse({ cards: 0, sets: 0, remote: false });
    if (url.startsWith('/api/cards/search')) {
      return jsonResponse({ cards: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 0 });
    }
    if (url === '/api/cards/resolve' && init.method === 'POST') {
      const { lines } = JSON.parse(String(init.body)) as { lines: unknown[] };
      return jsonResponse({ cards: lines.map(() => null) });
    }
    if (url.startsWith('/api/sprites')) return jsonResponse([]);
    return undefined;
  });
}

// Issue 29: Limitless's header-less export ends with `11 Psychic Energy 5`, and older lists carry `&amp;`.
const LIST = [
  '4 Ralts SVI 84',
  '3 Kirlia SVI 85',
  '2 Gardevoir ex SVI 86',
  '2 Eevee &amp; Snorlax-GX TEU 120',
  '1 Munkidori TWM 95',
  '',
  '4 Arven OBF 186',
  '4 Iono PAL 185',
  '4 Ultra Ball SVI 196',
  '4 Rare Candy SVI 191',
  '4 Earthen Vessel PAR 163',
  '4 Buddy-Buddy Poffin TWM 144',
  '4 Nest Ball SVI 181',
  '4 Night Stretcher SFA 61',
  '3 Counter Catcher PAR 160',
  '2 Super Rod PAL 188',
  '',
  '11 Psychic Energy 5',
].join('\n');

describe('importing a deck list with Basic Energy written the Limitless way', () => {
  it('counts the Energy as Basic Energy, so the imported deck has no copy problem', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    emptyCatalogueApi();
    const { router } = renderApp('/decks');
    expect(await screen.findByText('No decks yet')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Import Deck List' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Deck Name/), { target: { value: 'Gardevoir' } });
    fireEvent.change(within(dialog).getByLabelText('Deck list'), { target: { value: LIST } });
    expect(await within(dialog).findByText('Total: 60', {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).getByText('Energy: 11')).toBeTruthy();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(importButton);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/decks\/local_/), { timeout: 3000 });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.decks)!) as { cards: unknown[] }[];
    expect(stored[0]?.cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Psychic Energy', count: 11, supertype: 'Energy', number: '5' }),
        expect.objectContaining({ name: 'Eevee & Snorlax-GX', count: 2, supertype: 'Pokémon' }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Gardevoir' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/at most 4 copies/)).toBeNull();
    expect(screen.queryByText(/Deck must have 60 cards/)).toBeNull();
  });
});
