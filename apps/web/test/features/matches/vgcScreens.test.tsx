import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPTY_PAGE = { matches: [], page: 1, pageSize: 100, totalCount: 0, totalPages: 1 };
const SPECIES = ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus', 'Flutter Mane', 'Farigiraf', 'Calyrex-Shadow'];
const TEAM_ID = '8a6e0804-2bd0-4672-b79f-d391bd55e5a1';

function pokemonSearch(url: string) {
  const search = new URL(url, 'http://x').searchParams.get('search')?.toLowerCase() ?? '';
  const results = SPECIES.filter((name) => name.toLowerCase().startsWith(search)).map((name, i) => ({
    id: name.toLowerCase(),
    num: i + 1,
    name,
    types: ['Normal'],
    imageUrl: name.toLowerCase(),
    availability: 'current',
    stats: { hp: 1, atk: 1, def: 1, spa: 1, spd: 1, spe: 1 },
  }));
  return jsonResponse({ total: results.length, results });
}

const team = (pokemon: string[], id = TEAM_ID, name = 'Sun Team') => ({
  _id: id,
  name,
  format: 'Regulation G',
  pokemon: pokemon.map((species, i) => ({
    id: `p${i}`,
    species,
    nickname: '',
    item: '',
    ability: '',
    teraType: '',
    nature: '',
    gender: null,
    shiny: false,
    level: 50,
    moves: [],
    evs: { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 },
    ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
  })),
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

/** Types into a species box and presses Enter, then waits for the Pokémon to be listed. */
async function addSpecies(label: RegExp, typed: string, expected: string) {
  const box = screen.getByRole('textbox', { name: label });
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
  await screen.findByRole('button', { name: `Remove ${expected}` });
}

describe('VGC match form', () => {
  it('a guest types both teams, picks leads and brought, and the match is stored in the browser', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => (url.startsWith('/api/pokemon?') ? pokemonSearch(url) : undefined));
    const { router } = renderApp('/log-match/vgc');
    await screen.findByRole('heading', { name: 'Log VGC Match' });

    for (const name of ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus']) {
      await addSpecies(/^Your team/, name.slice(0, 4), name);
    }
    await addSpecies(/^Opponent's team/, 'fari', 'Farigiraf');

    const game = screen.getByTestId('game-1');
    const leads = within(game).getByRole('group', { name: 'Your leads' });
    fireEvent.click(within(leads).getByRole('button', { name: 'Incineroar' }));
    fireEvent.keyDown(leads, { key: '2' });
    const brought = within(game).getByRole('group', { name: 'Your brought Pokémon' });
    fireEvent.click(within(brought).getByRole('button', { name: 'Tornadus' }));
    // Two leads already: a third is refused.
    expect(within(leads).getByRole('button', { name: 'Amoonguss' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(
      within(within(game).getByRole('group', { name: "Opponent's leads" })).getByRole('button', { name: 'Farigiraf' }),
    );
    fireEvent.click(within(game).getByRole('radio', { name: 'Loss' }));
    expect(screen.getByTestId('vgc-score').textContent).toBe('Loss 0-1');

    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
    await screen.findByText('Match logged');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The dashboard opens on the VGC tab, whichever tab was used last.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.dashboardMode)!)).toBe('vgc');
    await screen.findByRole('tab', { name: 'VGC Matches', selected: true });
    const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as Record<string, unknown>[];
    expect(stored).toMatchObject({
      isLocal: true,
      teamId: null,
      playerTeam: ['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus'],
      opponentTeam: ['Farigiraf'],
      bestOf: 1,
      games: [
        {
          result: 'loss',
          leadPokemon: ['Incineroar', 'Rillaboom'],
          broughtPokemon: ['Incineroar', 'Rillaboom', 'Tornadus'],
          opponentLeadPokemon: ['Farigiraf'],
          opponentBroughtPokemon: ['Farigiraf'],
        },
      ],
    });
    expect(String(stored?._id)).toMatch(/^local_/);
  });

  it('a guest logs a Bo3 tied 1-1 at time with the keyboard letters, and an ID without games', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => (url.startsWith('/api/pokemon?') ? pokemonSearch(url) : undefined));
    const { router } = renderApp('/log-match/vgc');
    await screen.findByRole('heading', { name: 'Log VGC Match' });
    await addSpecies(/^Your team/, 'inci', 'Incineroar');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Best of' })).getByRole('radio', { name: 'Best of 3' }),
    );

    fireEvent.keyDown(screen.getByRole('radiogroup', { name: 'Game 1 result' }), { key: 'w' });
    fireEvent.keyDown(screen.getByRole('radiogroup', { name: 'Game 2 result' }), { key: 'l' });
    expect(screen.getByTestId('game-3')).toBeTruthy();
    // Time is called before game 3: the match ends 1-1, a tie, and the empty game is not played.
    fireEvent.click(screen.getByRole('switch', { name: /^Time called/ }));
    expect(screen.getByTestId('vgc-score').textContent).toBe('Tie 1-1');
    expect(screen.getByTestId('games-rule').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
    await screen.findByText('Match logged');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [tied] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as Record<string, unknown>[];
    expect(tied).toMatchObject({ bestOf: 3, timeCalled: true, specialResult: null });
    expect(tied?.games).toHaveLength(2);
    // The dashboard drawn (its route loads lazily, the form stays on screen meanwhile) before the next match.
    await screen.findByRole('tab', { name: 'VGC Matches', selected: true });

    await router.navigate('/log-match/vgc');
    await screen.findByRole('textbox', { name: /^Your team/ });
    await addSpecies(/^Your team/, 'inci', 'Incineroar');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Round' })).getByRole('radio', { name: 'ID' }));
    expect(screen.queryByTestId('game-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
    await screen.findByText('Match logged');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as unknown[]).toHaveLength(2),
    );
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as Record<string, unknown>[];
    expect(stored.find((m) => m.specialResult === 'id')).toMatchObject({ games: [] });
  });

  it('a member gets the active team preselected, and the server field errors at their fields', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const posted: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse({ ...TEST_USER, activeTeam: TEAM_ID });
      if (url === '/api/teams') {
        return jsonResponse([
          team(SPECIES.slice(0, 6)),
          team(['Pikachu'], '9b6e0804-2bd0-4672-b79f-d391bd55e5a2', 'Unfinished'),
        ]);
      }
      if (url.startsWith('/api/vgcmatches') && init.method === 'GET') return jsonResponse(EMPTY_PAGE);
      if (url === '/api/vgcmatches' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse({ msg: 'Bad match', errors: [{ path: 'opponentName', message: 'Too long here' }] }, 400);
      }
      return undefined;
    });
    renderApp('/log-match/vgc', { user: TEST_USER });
    await screen.findByTestId('player-team-sprites');
    expect((screen.getByRole('combobox', { name: /Your team/ }) as HTMLInputElement).value).toBe('Sun Team');
    expect((screen.getByRole('combobox', { name: /Format/ }) as HTMLInputElement).value).toBe('Regulation G');

    fireEvent.change(screen.getByRole('textbox', { name: /Opponent name/ }), { target: { value: 'Cynthia' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Opponent name/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Too long here').length).toBeGreaterThan(0);
    expect(posted[0]).toMatchObject({
      teamId: TEAM_ID,
      playerTeam: SPECIES.slice(0, 6),
      opponentName: 'Cynthia',
      format: 'Regulation G',
      bestOf: 1,
    });
    // A failed save stays on the form with what was typed.
    expect(screen.getByRole('heading', { name: 'Log VGC Match' })).toBeTruthy();
  });

  it('refuses a match without your team, with the message at the field, and stores nothing', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/log-match/vgc');
    await screen.findByRole('heading', { name: 'Log VGC Match' });
    fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Your team/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Select a team or enter your Pokémon').length).toBeGreaterThan(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)).toBeNull();
  });

  it('edits a local match in the browser', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    window.localStorage.setItem(
      STORAGE_KEYS.vgcMatches,
      JSON.stringify([
        {
          _id: 'local_1_abcdefghi',
          isLocal: true,
          createdAt: '2024-01-05T10:00:00.000Z',
          playerTeam: 'Incineroar, Rillaboom',
          opponentTeam: ['Farigiraf'],
          opponentName: 'Cynthia',
          bestOf: 3,
          date: '2024-01-05',
          games: [{ result: 'win' }, { result: 'win', leadPokemon: ['Rillaboom'], broughtPokemon: ['Rillaboom'] }],
        },
      ]),
    );
    renderApp('/edit-match/vgc/local_1_abcdefghi');
    await screen.findByRole('heading', { name: 'Edit VGC Match' });
    expect(screen.getByTestId('vgc-score').textContent).toBe('Win 2-0');
    const game2 = screen.getByTestId('game-2');
    expect(
      within(within(game2).getByRole('group', { name: 'Your leads' }))
        .getByRole('button', { name: 'Rillaboom' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(game2).getByRole('radio', { name: 'Loss' }));
    // 1-1: the third game appears.
    const game3 = await screen.findByTestId('game-3');
    fireEvent.click(within(game3).getByRole('radio', { name: 'Win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Match updated');
    await waitFor(() => {
      const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as Record<string, unknown>[];
      expect(stored).toMatchObject({
        playerTeam: ['Incineroar', 'Rillaboom'],
        games: [{ result: 'win' }, { result: 'loss', leadPokemon: ['Rillaboom'] }, { result: 'win' }],
      });
    });
  });

  it("shows 'Match not found' for a match that is not stored", async () => {
    stubApi(() => undefined);
    renderApp('/edit-match/vgc/local_9_missing');
    expect(await screen.findByRole('heading', { name: 'Match not found' })).toBeTruthy();
  });

  it("the sidebar's Log New Match chooser leads to the replay import, and offers only screens that exist", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(TEST_USER) : undefined));
    const { router } = renderApp('/patch-notes', { user: TEST_USER });
    await screen.findByText('Patch Notes', { selector: 'h1' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log New Match' }));
    const chooser = await screen.findByRole('dialog', { name: 'Log New Match' });
    expect(
      within(chooser)
        .getByRole('link', { name: /TCG Match/ })
        .getAttribute('href'),
    ).toBe('/log-match/tcg');
    expect(within(chooser).queryAllByRole('link', { name: /Import PTCGL Match/ })).toHaveLength(1);
    fireEvent.click(within(chooser).getByRole('link', { name: /Import VGC Replay/ }));
    await screen.findByRole('heading', { name: 'Import VGC Replay' });
    expect(router.state.location.pathname).toBe('/import-replay');
  });
  describe('restricted limit of the format', () => {
    const LEGENDS = ['Koraidon', 'Miraidon', 'Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus'];
    const TOO_MANY = 'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)';

    /** A member whose active team holds two restricted Pokémon and is for Regulation G. */
    function memberApi(posted: Record<string, unknown>[], answer?: () => Response) {
      return stubApi((url, init) => {
        if (url === '/api/auth/user') return jsonResponse({ ...TEST_USER, activeTeam: TEAM_ID });
        if (url === '/api/teams') return jsonResponse([team(LEGENDS, TEAM_ID, 'Box Legends')]);
        if (url === '/api/restricted-pokemon') return jsonResponse({ pokemon: ['Koraidon', 'Miraidon'] });
        if (url.startsWith('/api/vgcmatches') && init.method === 'GET') return jsonResponse(EMPTY_PAGE);
        if (url === '/api/vgcmatches' && init.method === 'POST') {
          posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return answer?.() ?? jsonResponse({ _id: 'm1', ...posted.at(-1) }, 201);
        }
        return undefined;
      });
    }

    const teamBox = () => screen.getByRole('combobox', { name: /Your team/ });
    const formatBox = () => screen.getByRole('combobox', { name: /Format/ });
    /** The message shown under your team's box ('' when none); the team's option may say it too, so not by text. */
    const teamError = () => {
      const id = teamBox()
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((part) => part.includes('error'));
      return (id && document.getElementById(id)?.textContent) || '';
    };

    it('says so at your team, refuses to save, and saves once the format allows the team', async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      const posted: Record<string, unknown>[] = [];
      memberApi(posted);
      const { router } = renderApp('/log-match/vgc', { user: TEST_USER });
      await screen.findByTestId('player-team-sprites');
      expect((formatBox() as HTMLInputElement).value).toBe('Regulation G');
      // Shown before any save: the limit depends on two fields far apart.
      await waitFor(() => expect(teamError()).toBe(TOO_MANY));
      expect(teamBox().getAttribute('aria-invalid')).toBe('true');

      fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
      fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
      // The toast repeats the message; nothing is sent.
      await waitFor(() =>
        expect(screen.getAllByText(TOO_MANY).some((node) => node.closest('.mantine-Notification-root'))).toBe(true),
      );
      expect(posted).toEqual([]);

      fireEvent.change(formatBox(), { target: { value: 'VGC 2025 Reg I' } });
      await waitFor(() => expect(teamError()).toBe(''));
      fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(posted).toEqual([expect.objectContaining({ playerTeam: LEGENDS, format: 'VGC 2025 Reg I' })]);
    });

    it("reads the chosen team's format when the match's is blank", async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      memberApi([]);
      renderApp('/log-match/vgc', { user: TEST_USER });
      await screen.findByTestId('player-team-sprites');
      await waitFor(() => expect(teamError()).toBe(TOO_MANY));
      fireEvent.change(formatBox(), { target: { value: 'Reg I' } });
      await waitFor(() => expect(teamError()).toBe(''));
      fireEvent.change(formatBox(), { target: { value: '' } });
      await waitFor(() => expect(teamError()).toBe(TOO_MANY));
    });

    it("never counts the opponent's restricted Pokémon", async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      stubApi((url) => {
        if (url.startsWith('/api/pokemon?')) return pokemonSearch(url);
        if (url === '/api/restricted-pokemon') return jsonResponse({ pokemon: ['Calyrex-Shadow'] });
        return undefined;
      });
      const { router } = renderApp('/log-match/vgc');
      await screen.findByRole('heading', { name: 'Log VGC Match' });
      await addSpecies(/^Your team/, 'inci', 'Incineroar');
      await addSpecies(/^Opponent's team/, 'caly', 'Calyrex-Shadow');
      fireEvent.change(formatBox(), { target: { value: 'Regulation H' } });
      fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
      fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as Record<string, unknown>[];
      expect(stored).toMatchObject({ format: 'Regulation H', opponentTeam: ['Calyrex-Shadow'] });
    });

    it("shows the server's refusal at your team and keeps the form", async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      const posted: Record<string, unknown>[] = [];
      // The server knows a restriction this browser does not have yet (the list is cached for an hour).
      const late = 'Regulation I allows 2 restricted Pokémon (this team has 3: Koraidon, Miraidon, Tornadus)';
      memberApi(posted, () => jsonResponse({ msg: late, errors: [{ path: 'playerTeam', message: late }] }, 400));
      const { router } = renderApp('/log-match/vgc', { user: TEST_USER });
      await screen.findByTestId('player-team-sprites');
      fireEvent.change(formatBox(), { target: { value: 'Reg I' } });
      fireEvent.click(screen.getByRole('radio', { name: 'Win' }));
      fireEvent.click(screen.getByRole('button', { name: 'Log match' }));
      await waitFor(() => expect(teamError()).toBe(late));
      expect(posted).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/log-match/vgc');
    });
  });
});
