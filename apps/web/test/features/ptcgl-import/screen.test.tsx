// /import-match as a guest and as a member (issue 12): paste → preview of every game → import, the refusals shown
// where they belong (not a log under the paste, 409 above the button, a missing result at its game), and the deck
// list found in the paste.
import { PTCGL_LOG_ALREADY_IMPORTED, PTCGL_RESULT_UNKNOWN, previewPtcglPaste, type TcgMatch } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testLog } from '../../../../../e2e/support/ptcglLogs.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const log = testLog;

const EMPTY_PAGE = { matches: [], page: 1, pageSize: 100, totalCount: 0, totalPages: 1 };

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: /Paste one or more game logs/ }, { timeout: 10_000 });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read logs' }));
}

describe('PTCGL import (guest)', () => {
  it('reads a log in the browser, previews it and keeps the imported match locally', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => (url.startsWith('/api/deck-categories') ? jsonResponse({ categories: [] }) : undefined));
    const { router } = renderApp('/import-match');
    await paste(log({ mulligans: { Brock: 1 } }));

    const match = await screen.findByRole('region', { name: 'Match 1' });
    const game = within(match).getByRole('article', { name: 'Game 1' });
    expect(within(game).getByText('Brock called tails — you won the flip')).toBeTruthy();
    expect(within(game).getByText('You went first')).toBeTruthy();
    expect(within(game).getByText('You 0 · Brock 1')).toBeTruthy();
    expect(within(game).getByText('You won on prizes')).toBeTruthy();
    expect(within(game).getAllByText('Won').length).toBeGreaterThan(0);
    // Named after what the log shows you playing (core's archetype reading).
    const deckName = (within(match).getByRole('textbox', { name: 'Your deck' }) as HTMLInputElement).value;
    expect(deckName).toMatch(/Charizard ex|Pidgeot ex/);
    expect((within(match).getByRole('combobox', { name: "Opponent's archetype" }) as HTMLInputElement).value).toBe(
      'Gardevoir ex',
    );
    fireEvent.change(within(match).getByRole('textbox', { name: 'Opponent variant' }), {
      target: { value: 'Drifloon' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Import 1 match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as TcgMatch[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      importSource: 'ptcgl',
      deckName,
      opponentDeck: 'Gardevoir ex',
      opponentDeckVariant: 'Drifloon',
      format: 'Bo1',
    });
    expect(stored[0]!.games[0]).toMatchObject({ result: 'win', wentFirst: true, opponentMulligans: 1 });
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardMode)).toBe('"tcg"');
  });

  it('says under the paste when the text is not a log', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-match');
    await paste('Dear diary, today I played Pokémon.');
    const box = screen.getByRole('textbox', { name: /Paste one or more game logs/ });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/not a Pokémon TCG Live game log/i)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('names an opponent who only showed Ralts by the built-in catalogue when the server cannot be reached', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-match');
    // Issue 29: our own log in the English client's phrasing; Gary's Ralts never evolved.
    await paste(
      [
        'Setup',
        'Ash chose tails for the opening coin flip.',
        'Gary won the coin toss.',
        'Gary decided to go first.',
        'Ash drew 7 cards for the opening hand.',
        '- 7 drawn cards.',
        '   • Dreepy, Ultra Ball, Nest Ball, Rare Candy, Drakloak, Basic Psychic Energy, Arven',
        'Gary drew 7 cards for the opening hand.',
        '- 7 drawn cards.',
        'Ash played Dreepy to the Active Spot.',
        'Gary played Ralts to the Active Spot.',
        '',
        "Turn # 1 - Gary's Turn",
        'Gary drew a card.',
        'Gary played Ralts to the Bench.',
        'Gary ended their turn.',
        '',
        "Turn # 2 - Ash's Turn",
        'Ash drew a card.',
        "Ash's Dreepy used Bite on Gary's Ralts for 40 damage.",
        "Gary's Ralts was Knocked Out!",
        'Ash took 2 Prize cards.',
        'Ash took 4 Prize cards.',
        'All Prize cards taken. Ash wins.',
      ].join('\n'),
    );
    const match = await screen.findByRole('region', { name: 'Match 1' });
    expect((within(match).getByRole('combobox', { name: "Opponent's archetype" }) as HTMLInputElement).value).toBe(
      'Gardevoir ex',
    );
  });

  it('turns three logs against one opponent into one Bo3, splits it and joins it back', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-match');
    await paste(
      [log({ seed: 1 }), log({ winner: 'Brock', ending: 'concede', seed: 2 }), log({ seed: 3 })].join('\n\n'),
    );
    const match = await screen.findByRole('region', { name: 'Match 1' });
    expect(within(match).getByText('Bo3')).toBeTruthy();
    expect(within(match).getByTestId('ptcgl-match-score').textContent).toBe('2–1');
    fireEvent.click(within(match).getByRole('button', { name: 'Split match 1 into Bo1s' }));
    await screen.findByRole('region', { name: 'Match 3' });
    expect(screen.getByRole('button', { name: 'Import 3 matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join match 1 with the next match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join match 1 with the next match' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Match 2' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Import 1 match' })).toBeTruthy();
  });

  it('asks for the result of a log that stops before the end', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    const { router } = renderApp('/import-match');
    await paste(log().split('\n').slice(0, 40).join('\n'));
    const game = await screen.findByRole('article', { name: 'Game 1' });
    expect(within(game).getByText('Result unknown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 match' }));
    expect(await within(game).findByText(PTCGL_RESULT_UNKNOWN)).toBeTruthy();
    fireEvent.click(within(game).getByRole('radio', { name: 'Loss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as TcgMatch[];
    expect(stored[0]!.games[0]!.result).toBe('loss');
  });
});

describe('PTCGL import (member)', () => {
  /** A server that answers the preview with core's own reading, and the import as told. */
  function server(importAnswer: (body: unknown) => Response) {
    const imports: unknown[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/decks') return jsonResponse([]);
      if (url.startsWith('/api/deck-categories')) return jsonResponse({ categories: [] });
      if (url.startsWith('/api/tcgmatches') && init.method === 'GET') return jsonResponse(EMPTY_PAGE);
      if (url === '/api/tcgmatches/import/ptcgl/preview') {
        const body = JSON.parse(String(init.body)) as { text: string };
        return jsonResponse({ ...previewPtcglPaste(body.text), deckLists: [] });
      }
      if (url === '/api/tcgmatches/import/ptcgl') {
        const body = JSON.parse(String(init.body)) as unknown;
        imports.push(body);
        return importAnswer(body);
      }
      return undefined;
    });
    return imports;
  }

  it('shows the 409 clearly and stays on the page', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const imports = server(() => jsonResponse({ msg: PTCGL_LOG_ALREADY_IMPORTED }, 409));
    const { router } = renderApp('/import-match', { user: TEST_USER });
    await paste(log());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 match' }));
    const alert = (await screen.findByText(/Nothing was saved/)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(PTCGL_LOG_ALREADY_IMPORTED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/import-match');
    expect(imports[0]).toMatchObject({
      text: log(),
      matches: [{ games: [0], deckId: null, opponentDeck: 'Gardevoir ex', format: 'Bo1' }],
    });
  });

  it("places the server's 400 at the match field it concerns", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    server(() =>
      jsonResponse(
        {
          msg: 'Opponent deck is required',
          errors: [{ path: 'matches.0.opponentDeck', message: 'Opponent deck is required' }],
        },
        400,
      ),
    );
    renderApp('/import-match', { user: TEST_USER });
    await paste(log());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 match' }));
    const match = screen.getByRole('region', { name: 'Match 1' });
    await waitFor(() =>
      expect(within(match).getByRole('combobox', { name: "Opponent's archetype" }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
  });

  it('offers a deck list found in the paste and hands it to the decks screen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => {
      if (url === '/api/tcgmatches/import/ptcgl/preview') {
        return jsonResponse({
          ...previewPtcglPaste(log()),
          deckLists: [{ text: '4 Rare Candy SVI 191\n56 Basic Fire Energy SVE 2', totalCards: 60, startLine: 1 }],
        });
      }
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/decks') return jsonResponse([]);
      return undefined;
    });
    const { router } = renderApp('/import-match', { user: TEST_USER });
    await paste(log());
    expect(await screen.findByText('Deck list found (60 cards)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save as deck' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/decks'));
    expect(router.state.location.state).toEqual({
      importDeckList: '4 Rare Candy SVI 191\n56 Basic Fire Energy SVE 2',
      returnTo: '/import-match',
    });
    const box = await screen.findByRole('textbox', { name: /Deck list/ });
    expect((box as HTMLTextAreaElement).value).toContain('4 Rare Candy SVI 191');
  });
});
