// /import-limitless (issue 15): guests are told the import needs an account; a member walks the three steps — search
// (newest first, "Imported", further back), find yourself (remembered username chosen, remember box), review (every
// round, byes and unreported rounds not imported, "Result only", the deck on offer, the day) — and imports; a pasted
// link is read and refused at its field; the server's refusals and outside failures show where they belong.
import { LIMITLESS_MESSAGES, type PublicUser } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_ACCOUNT } from '../../../src/features/limitless-import/LimitlessImportPage.tsx';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';
import { historyEntry, playersAnswer, review, summary, TOURNAMENT_ID } from './fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBER: PublicUser = { ...TEST_USER, limitlessUsername: 'ashk' };
const OLDER = summary({ id: 'older1', name: 'Cerulean Open', date: '2025-05-01T15:00:00.000Z', day: '2025-05-01' });

type Answer = Response | undefined;

interface ServerOptions {
  user?: PublicUser;
  search?: (query: URLSearchParams) => Answer;
  players?: (id: string) => Answer;
  review?: () => Answer;
  importer?: (body: unknown) => Answer;
  history?: () => Answer;
}

/** Our API as the screens see it; every call is recorded. */
function limitlessServer(options: ServerOptions = {}) {
  const user = options.user ?? MEMBER;
  const imports: unknown[] = [];
  const fetchMock = stubApi((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    if (pathname === '/api/auth/user') return jsonResponse(user);
    if (pathname === '/api/decks') return jsonResponse([{ _id: 'd1', name: 'My Zard' }]);
    if (pathname === '/api/teams') return jsonResponse([]);
    if (pathname === '/api/limitless/tournaments') {
      return (
        options.search?.(searchParams) ??
        jsonResponse(
          searchParams.get('cursor') === '11'
            ? { tournaments: [OLDER], nextCursor: null, searchedBack: '2025-04-20' }
            : {
                tournaments: [
                  summary({ imported: { groupId: 'g0' }, id: 'done1', name: 'Viridian Weekly' }),
                  summary(),
                ],
                nextCursor: 11,
                searchedBack: '2025-06-01',
              },
        )
      );
    }
    const players = /^\/api\/limitless\/tournaments\/([^/]+)\/players$/.exec(pathname);
    if (players) return options.players?.(players[1]!) ?? jsonResponse(playersAnswer());
    if (/^\/api\/limitless\/tournaments\/[^/]+\/review$/.test(pathname)) {
      return options.review?.() ?? jsonResponse(review());
    }
    if (pathname === '/api/limitless/import' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as unknown;
      imports.push(body);
      return options.importer?.(body) ?? jsonResponse({ import: historyEntry(), matchIds: ['m1', 'm2', 'm3'] }, 201);
    }
    if (pathname === '/api/limitless/history') return options.history?.() ?? jsonResponse({ imports: [] });
    return undefined;
  });
  return { fetchMock, imports };
}

const limitlessCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/limitless'));

function open(path = '/import-limitless', user: PublicUser | null = MEMBER) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path, user ? { user } : {});
}

describe('Limitless import for guests', () => {
  it('says the import needs an account, with Sign in and Register, and asks nothing', async () => {
    const { fetchMock } = limitlessServer();
    open('/import-limitless', null);
    const card = (await screen.findByText(NEEDS_ACCOUNT, {}, { timeout: 10_000 })).closest('.mantine-Card-root');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Sign in' })
        .getAttribute('href'),
    ).toBe('/login');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Register' })
        .getAttribute('href'),
    ).toBe('/register');
    expect(limitlessCalls(fetchMock)).toEqual([]);
  });
});

describe('Limitless import, three steps', () => {
  it('finds the tournament, finds you, reviews every round and imports', async () => {
    const { fetchMock, imports } = limitlessServer();
    const { router } = open();
    await screen.findByRole('heading', { name: 'Import Limitless Tournament' }, { timeout: 10_000 });

    // Step 1: newest first, the imported one marked; further back asks from the cursor and says how far it looked.
    const results = await screen.findByRole('list', { name: 'Tournaments found' });
    const items = within(results).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Viridian Weekly'),
      expect.stringContaining('Pallet Town Cup #12'),
    ]);
    expect(within(items[0]!).getByText('Imported')).toBeTruthy();
    expect(within(items[1]!).getByText('64 players')).toBeTruthy();
    expect(within(items[1]!).getByText('SVI-SSP')).toBeTruthy();
    expect(screen.getByText(/Searched Limitless back to Jun 1, 2025/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search further back' }));
    await within(results).findByText('Cerulean Open');
    expect(
      screen.getByText(/Searched Limitless back to Apr 20, 2025\. That is as far back as Limitless goes\./),
    ).toBeTruthy();
    expect(limitlessCalls(fetchMock)).toContain('/api/limitless/tournaments?game=tcg&cursor=11');
    // Both game modes: the game switch is there.
    expect(screen.getByRole('radio', { name: 'VGC' })).toBeTruthy();

    // A name search is sent after a short pause.
    fireEvent.change(screen.getByRole('textbox', { name: 'Tournament name' }), { target: { value: 'pallet' } });
    await waitFor(() =>
      expect(limitlessCalls(fetchMock)).toContain('/api/limitless/tournaments?game=tcg&search=pallet'),
    );

    fireEvent.click(within(results).getByRole('button', { name: /Pallet Town Cup #12/ }));

    // Step 2: the standings, the remembered username chosen.
    await screen.findByRole('radiogroup', { name: 'Standings' });
    expect(router.state.location.search).toBe(`?tournament=${TOURNAMENT_ID}`);
    const ash = screen.getByRole('radio', { name: 'Ash Ketchum' });
    expect(ash.getAttribute('aria-checked')).toBe('true');
    expect(within(ash).getByText('3rd')).toBeTruthy();
    expect(within(ash).getByText('5-2-1')).toBeTruthy();
    expect(within(ash).getByText('Charizard Pidgeot')).toBeTruthy();
    expect(screen.getByText('This is your remembered Limitless username.')).toBeTruthy();
    expect(
      within(screen.getByRole('radio', { name: 'Brock Harrison' })).getByText('Dropped after round 6'),
    ).toBeTruthy();

    // Searchable by username; choosing another player offers to remember them (off: another one is remembered).
    fireEvent.change(screen.getByRole('textbox', { name: 'Find yourself' }), { target: { value: 'MIST' } });
    expect(screen.queryByRole('radio', { name: 'Ash Ketchum' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Misty Waterflower' }));
    const remember = (await screen.findByRole('checkbox', {
      name: 'Remember misty as my Limitless username',
    })) as HTMLInputElement;
    expect(remember.checked).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Find yourself' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ash Ketchum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: every round as it will be imported.
    const rounds = await screen.findByRole('list', { name: 'Rounds' });
    expect(router.state.location.search).toBe(`?tournament=${TOURNAMENT_ID}&player=ashk`);
    const row = (label: string) => within(rounds).getByRole('listitem', { name: label });
    expect(within(row('Round 1')).getByLabelText('Win')).toBeTruthy();
    expect(within(row('Round 1')).getByText('vs Misty Waterflower')).toBeTruthy();
    expect(within(row('Round 1')).getByText('Gardevoir ex')).toBeTruthy();
    expect(within(row('Round 1')).getByText('Bo1')).toBeTruthy();
    expect(within(row('Round 1')).getByText('Swiss')).toBeTruthy();
    expect(within(row('Round 2')).getByText('Not imported')).toBeTruthy();
    expect(within(row('Round 2')).getByText('No opponent (bye)')).toBeTruthy();
    expect(within(row('Round 3')).getByText('Result only')).toBeTruthy();
    expect(within(row('Round 3')).getByText('Unknown deck')).toBeTruthy();
    expect(within(row('Round 4')).getByText('Not imported')).toBeTruthy();
    expect(within(row('Top 8')).getByText('Top cut')).toBeTruthy();
    expect(within(row('Top 8')).getByText('Bo3')).toBeTruthy();
    expect(within(row('Top 8')).getByLabelText('Loss')).toBeTruthy();
    expect(screen.getByText(/Limitless publishes no game scores for best-of-3 rounds and ties/)).toBeTruthy();

    // The deck on offer: the matching saved deck chosen; saving a new one is possible with an editable name.
    const useMine = screen.getByRole('radio', { name: 'Use one of my decks' }) as HTMLInputElement;
    expect(useMine.checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'My deck' }) as HTMLInputElement).value).toBe('My Zard');
    expect((screen.getByLabelText('Date played') as HTMLInputElement).value).toMatch(/^2025-06-1[45]$/);
    expect(screen.getByTestId('limitless-summary').textContent).toBe(
      '3 matches will be imported into the group “Pallet Town Cup #12”. They are logged with your deck “My Zard”.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Save as a new deck' }));
    const name = screen.getByRole('textbox', { name: 'Deck name' });
    expect((name as HTMLInputElement).value).toBe('Charizard Pidgeot');
    fireEvent.change(name, { target: { value: 'Zard for Pallet' } });
    fireEvent.change(screen.getByLabelText('Date played'), { target: { value: '2025-06-14' } });

    fireEvent.click(screen.getByRole('button', { name: 'Import 3 matches' }));
    const done = await screen.findByRole('region', { name: 'Import done' });
    expect(imports).toEqual([
      {
        tournamentId: TOURNAMENT_ID,
        player: 'ashk',
        list: { action: 'new', id: null, name: 'Zard for Pallet' },
        date: '2025-06-14',
        rememberUsername: true,
      },
    ]);
    expect(within(done).getByText('3rd of 64 · 5-2-1')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Open group' }).getAttribute('href')).toBe('/match-groups?group=g1');
    fireEvent.click(within(done).getByRole('button', { name: 'View matches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardMode)).toBe('"tcg"');
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardView)).toBe('"matches"');
  }, 30_000);

  it('searches VGC tournaments when the game is switched', async () => {
    const { fetchMock } = limitlessServer();
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'VGC' }, { timeout: 10_000 }));
    await waitFor(() => expect(limitlessCalls(fetchMock)).toContain('/api/limitless/tournaments?game=vgc'));
  });

  it('offers no game switch to a player of one game', async () => {
    limitlessServer({ user: { ...MEMBER, gamePreferences: { tcg: false, vgc: true } } });
    open('/import-limitless', { ...MEMBER, gamePreferences: { tcg: false, vgc: true } });
    await screen.findByRole('list', { name: 'Tournaments found' }, { timeout: 10_000 });
    expect(screen.queryByRole('radio', { name: 'TCG' })).toBeNull();
  });
});

describe('pasting a tournament link', () => {
  const paste = async (text: string) => {
    const field = await screen.findByRole('textbox', { name: 'Tournament link or id' }, { timeout: 10_000 });
    fireEvent.change(field, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  };

  it('refuses what is not a link at the field, asking nothing', async () => {
    const { fetchMock } = limitlessServer();
    open();
    await paste('https://example.com/not/a/tournament');
    expect(await screen.findByText(LIMITLESS_MESSAGES.linkInvalid)).toBeTruthy();
    expect(limitlessCalls(fetchMock).some((url) => url.includes('/players'))).toBe(false);
  });

  it('tells a tournament Limitless does not know at the field', async () => {
    limitlessServer({ players: () => jsonResponse({ msg: LIMITLESS_MESSAGES.tournamentNotFound }, 404) });
    const { router } = open();
    await paste('https://play.limitlesstcg.com/tournament/nope123/standings');
    expect(await screen.findByText(LIMITLESS_MESSAGES.tournamentNotFound)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens the standings of a pasted link', async () => {
    const { fetchMock } = limitlessServer();
    const { router } = open();
    await paste(`https://play.limitlesstcg.com/tournament/${TOURNAMENT_ID}/pairings?round=3`);
    await screen.findByRole('radiogroup', { name: 'Standings' });
    expect(router.state.location.search).toBe(`?tournament=${TOURNAMENT_ID}`);
    // Read once, before step 2 opened.
    expect(limitlessCalls(fetchMock).filter((url) => url.endsWith('/players'))).toHaveLength(1);
  });

  it('shows an outside failure as an alert with a retry', async () => {
    let calls = 0;
    limitlessServer({
      players: () => (++calls === 1 ? jsonResponse({ msg: LIMITLESS_MESSAGES.timeout(10) }, 504) : undefined),
    });
    open();
    await paste(TOURNAMENT_ID);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LIMITLESS_MESSAGES.timeout(10))).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radiogroup', { name: 'Standings' });
  });
});

describe('failures where they belong', () => {
  it('shows a failed search with the server’s words and tries again', async () => {
    let calls = 0;
    limitlessServer({
      search: () => (++calls === 1 ? jsonResponse({ msg: LIMITLESS_MESSAGES.rateLimited }, 502) : undefined),
    });
    open();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(LIMITLESS_MESSAGES.rateLimited)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Tournaments found' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a refused deck name at its field and an outside failure of the import in an alert', async () => {
    let calls = 0;
    const { imports } = limitlessServer({
      review: () => jsonResponse(review({ list: { ...review().list, match: null } })),
      importer: () =>
        ++calls === 1
          ? jsonResponse(
              { msg: 'Invalid import', errors: [{ path: 'list.name', message: 'A name has at most 100 characters' }] },
              400,
            )
          : calls === 2
            ? jsonResponse({ msg: LIMITLESS_MESSAGES.unreachable }, 502)
            : undefined,
    });
    open(`/import-limitless?tournament=${TOURNAMENT_ID}&player=ashk`);
    await screen.findByRole('list', { name: 'Rounds' }, { timeout: 10_000 });
    expect((screen.getByRole('radio', { name: 'Save as a new deck' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 matches' }));
    expect(await screen.findByText('A name has at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Deck name' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Import 3 matches' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeTruthy();
    expect(within(alert).getByText(LIMITLESS_MESSAGES.unreachable)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Import done' });
    expect(imports).toHaveLength(3);
  });

  it('a tournament imported already says so, links its group and cannot be imported', async () => {
    limitlessServer({
      review: () =>
        jsonResponse(review({ alreadyImported: { groupId: 'g7', importedAt: '2025-06-15T09:00:00.000Z' } })),
    });
    open(`/import-limitless?tournament=${TOURNAMENT_ID}&player=ashk`);
    expect(await screen.findByText(LIMITLESS_MESSAGES.alreadyImported, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open its group' }).getAttribute('href')).toBe('/match-groups?group=g7');
    expect((screen.getByRole('button', { name: 'Already imported' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a 409 at import reads the review again and shows the notice', async () => {
    let imported = false;
    limitlessServer({
      review: () =>
        jsonResponse(
          review({ alreadyImported: imported ? { groupId: 'g7', importedAt: '2025-06-15T09:00:00.000Z' } : null }),
        ),
      importer: () => {
        imported = true;
        return jsonResponse({ msg: LIMITLESS_MESSAGES.alreadyImported }, 409);
      },
    });
    open(`/import-limitless?tournament=${TOURNAMENT_ID}&player=ashk`);
    fireEvent.click(await screen.findByRole('button', { name: 'Import 3 matches' }, { timeout: 10_000 }));
    expect(await screen.findByRole('link', { name: 'Open its group' })).toBeTruthy();
    expect(screen.getAllByText(LIMITLESS_MESSAGES.alreadyImported)).toHaveLength(1);
  });

  it('a player no longer in the standings is told, with the way back', async () => {
    limitlessServer({ review: () => jsonResponse({ msg: LIMITLESS_MESSAGES.playerNotFound }, 404) });
    const { router } = open(`/import-limitless?tournament=${TOURNAMENT_ID}&player=nobody`);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(LIMITLESS_MESSAGES.playerNotFound)).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Choose another player' }));
    await screen.findByRole('radiogroup', { name: 'Standings' });
    expect(router.state.location.search).toBe(`?tournament=${TOURNAMENT_ID}`);
  });
});

describe('imported tournaments', () => {
  it('lists each import with its day, placing, record, matches and links', async () => {
    limitlessServer({
      history: () =>
        jsonResponse({
          imports: [
            historyEntry(),
            historyEntry({ tournamentId: 'v1', game: 'vgc', name: 'Saffron VGC', placing: null, group: null }),
          ],
        }),
    });
    open('/import-limitless?view=history');
    const list = await screen.findByRole('list', { name: 'Imported tournaments' }, { timeout: 10_000 });
    const first = within(list).getByRole('article', { name: 'Pallet Town Cup #12' });
    expect(within(first).getByText('Jun 14, 2025')).toBeTruthy();
    expect(within(first).getByText('3rd of 64')).toBeTruthy();
    expect(within(first).getByText('5-2-1')).toBeTruthy();
    expect(within(first).getByText('3 matches')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Open group/ })
        .getAttribute('href'),
    ).toBe('/match-groups?group=g1');
    expect(
      within(first)
        .getByRole('link', { name: /Limitless/ })
        .getAttribute('href'),
    ).toBe(historyEntry().link);
    const second = within(list).getByRole('article', { name: 'Saffron VGC' });
    expect(within(second).getByText('No placing')).toBeTruthy();
    expect(within(second).getByText('Group deleted')).toBeTruthy();
  });

  it('says when nothing was imported yet', async () => {
    limitlessServer();
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Imported tournaments' }, { timeout: 10_000 }));
    expect(await screen.findByText('No tournaments imported yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find a tournament' }));
    await screen.findByRole('textbox', { name: 'Tournament name' });
  });
});

describe('ways to the import', () => {
  it('the TCG dashboard has Import Limitless, which opens the screen', async () => {
    limitlessServer();
    const { router } = open('/dashboard');
    const link = await screen.findByRole('link', { name: 'Import Limitless' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/import-limitless');
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Import Limitless Tournament' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/import-limitless');
  });
});
