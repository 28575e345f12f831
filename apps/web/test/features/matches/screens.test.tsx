import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPTY_PAGE = { matches: [], page: 1, pageSize: 100, totalCount: 0, totalPages: 1 };

describe('TCG match form', () => {
  it("shows the server's field errors on their fields", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const posted: unknown[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/decks') return jsonResponse([]);
      if (url.startsWith('/api/tcgmatches') && init.method === 'GET') return jsonResponse(EMPTY_PAGE);
      if (url === '/api/tcgmatches' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(
          {
            msg: 'Opponent deck must be at most 100 characters',
            errors: [{ path: 'opponentDeck', message: 'Too long here' }],
          },
          400,
        );
      }
      return undefined;
    });
    renderApp('/log-match/tcg', { user: TEST_USER });

    fireEvent.change(await screen.findByRole('textbox', { name: /Your deck/ }), { target: { value: 'Lost Box' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Opponent deck/ }), { target: { value: 'Charizard ex' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Opponent deck/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Too long here').length).toBeGreaterThan(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ deckName: 'Lost Box', opponentDeck: 'Charizard ex', format: 'Bo1' });
  });

  it('suggests archetypes first in the opponent deck field, and the archetype a typed pre-evolution belongs to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const category = (_id: string, name: string, keywords: string[]) => ({
      _id,
      name,
      keywords,
      sprites: [],
      coreCards: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/decks') return jsonResponse([]);
      if (url.startsWith('/api/deck-categories'))
        return jsonResponse({
          categories: [
            category('c1', 'Gardevoir ex', ['gardevoir']),
            category('c2', 'Raging Bolt ex', ['raging bolt']),
          ],
        });
      if (url.startsWith('/api/tcgmatches') && init.method === 'GET')
        return jsonResponse({
          ...EMPTY_PAGE,
          totalCount: 1,
          matches: [
            {
              _id: 'm1',
              deckName: 'Lost Box',
              opponentDeck: 'Homebrew Box',
              format: 'Bo1',
              date: '2026-01-05',
              games: [{ result: 'win' }],
              result: 'win',
              createdAt: '2026-01-05T10:00:00.000Z',
            },
          ],
        });
      return undefined;
    });
    renderApp('/log-match/tcg', { user: TEST_USER });
    const field = await screen.findByRole('combobox', { name: /Opponent deck/ });
    await waitFor(() => {
      fireEvent.focus(field);
      fireEvent.click(field);
      const names = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
      expect(names).toEqual(['Gardevoir ex', 'Raging Bolt ex', 'Homebrew Box']);
    });
    expect(screen.getByText('Archetypes')).toBeTruthy();
    expect(screen.getByText('Your opponent decks')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Kirlia' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Gardevoir ex']),
    );
  });

  it('edits a local match in the browser without its import marker', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    window.localStorage.setItem(
      STORAGE_KEYS.tcgMatches,
      JSON.stringify([
        {
          _id: 'local_1_abcdefghi',
          isLocal: true,
          createdAt: '2024-01-05T10:00:00.000Z',
          deckName: 'Lost Box',
          opponentDeck: 'Lugia VSTAR',
          format: 'Bo1',
          date: '2024-01-05',
          games: [{ result: 'loss' }],
          importSource: 'ptcgl',
          ptcglLogText: 'Turn 1',
        },
      ]),
    );
    renderApp('/edit-match/tcg/local_1_abcdefghi');
    const variant = await screen.findByRole('textbox', { name: /Opponent variant/ });
    fireEvent.change(variant, { target: { value: 'Archeops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Match updated');
    await waitFor(() => {
      const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as Record<string, unknown>[];
      expect(stored).toMatchObject({ opponentDeckVariant: 'Archeops', importSource: null, ptcglLogText: null });
    });
  });

  it("shows 'Match not found' for a match that is not stored", async () => {
    stubApi(() => undefined);
    renderApp('/edit-match/tcg/local_9_missing');
    expect(await screen.findByRole('heading', { name: 'Match not found' })).toBeTruthy();
  });
});
