import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PIKACHU = {
  id: 'pikachu',
  name: 'Pikachu',
  num: 25,
  types: ['Electric'],
  baseStats: { hp: 35, atk: 55, def: 40, spa: 50, spd: 50, spe: 90 },
  baseSpecies: 'Pikachu',
  forme: '',
  imageUrl: '/api/sprites/pikachu',
  availability: 'current',
};

/** The Pokédex answers every search with Pikachu; the lists are empty. Other calls are the test's. */
function pokedexApi(extra: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return stubApi((url, init) => {
    if (url.startsWith('/api/pokemon?')) return jsonResponse({ total: 1, results: [PIKACHU] });
    if (url.startsWith('/api/pokemon/'))
      return jsonResponse({
        ...PIKACHU,
        abilities: ['Static', 'Lightning Rod'],
        moves: ['Thunderbolt'],
        sprites: { front_default: '' },
      });
    if (url.startsWith('/api/pokemon-data/')) return jsonResponse([]);
    return extra(url, init);
  });
}

function storedTeams() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.teams) ?? '[]') as {
    name: string;
    pokemon: { species: string; ability: string }[];
  }[];
}

describe('teams screens', () => {
  it('shows a guest with no teams the empty state with both ways to start, on /teams and /lists-vgc', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    pokedexApi();
    const { router } = renderApp('/lists-vgc');
    expect(await screen.findByText('No teams yet', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build a Team' }).getAttribute('href')).toBe('/teams/new');
    expect(screen.getAllByRole('link', { name: 'Import Team' })[0]!.getAttribute('href')).toBe('/teams/import');
    await router.navigate('/teams');
    expect(await screen.findByText('No teams yet')).toBeTruthy();
  });

  it('lists a stored team with its name, size badge and format', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    window.localStorage.setItem(
      STORAGE_KEYS.teams,
      JSON.stringify([
        { _id: 'local_1_aaaaaaaaa', name: '', format: 'Reg G', pokemon: [{ id: 'p1', species: 'Pikachu' }] },
      ]),
    );
    pokedexApi();
    renderApp('/teams');
    const card = await screen.findByTestId('team-card', undefined, { timeout: 10_000 });
    expect(within(card).getByText('Unnamed Team')).toBeTruthy();
    expect(within(card).getByText('Reg G')).toBeTruthy();
    expect(within(card).getByText('1/6')).toBeTruthy();
    expect(within(card).getByLabelText('Deck must have 6 Pokemon (currently has 1)')).toBeTruthy();
  });

  it('builder: shows the message under the field that is wrong, then saves a guest team locally', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    pokedexApi();
    const { router } = renderApp('/teams/new');
    // The builder is its own chunk; the first load in a test run transforms it.
    await screen.findByPlaceholderText('Search Pokémon', undefined, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Team Name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);

    expect(await screen.findByText('Species is required')).toBeTruthy();
    // Under the field (the toast repeats the first message).
    const nameInput = screen.getByLabelText('Team Name');
    expect(nameInput.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        nameInput
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.includes('error'))!,
      )!.textContent,
    ).toBe('Team name must be at most 100 characters');
    expect(storedTeams()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Team Name'), { target: { value: 'Volt' } });
    const species = screen.getByPlaceholderText('Search Pokémon');
    fireEvent.focus(species);
    fireEvent.click(species);
    fireEvent.change(species, { target: { value: 'Pika' } });
    // The suggestion comes from the (debounced) Pokédex search; happy-dom counts the open dropdown as hidden.
    fireEvent.click(await screen.findByRole('option', { name: /Pikachu/, hidden: true }, { timeout: 3000 }));
    expect((species as HTMLInputElement).value).toBe('Pikachu');
    await waitFor(() => expect(screen.queryByText('Species is required')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(storedTeams()).toMatchObject([{ name: 'Volt', pokemon: [{ species: 'Pikachu' }] }]);
    expect(await screen.findByTestId('team-card', undefined, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('import: previews sets, lists a problem with its line number, prefills the name and imports', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    pokedexApi();
    const { router } = renderApp('/teams/import');
    const paste = [
      '=== [gen9vgc2025regg] Sparks ===',
      '',
      'Pikachu @ Light Ball',
      'Ability: Lightning Rod',
      'Wingspan: huge',
      '- Fake Out',
    ].join('\n');
    fireEvent.change(await screen.findByLabelText('Team paste', undefined, { timeout: 10_000 }), {
      target: { value: paste },
    });

    const problems = await screen.findByTestId('paste-problems');
    expect(within(problems).getByText(/Line 5: Unknown line: not part of a Showdown set/)).toBeTruthy();
    expect(screen.getAllByTestId('paste-set')).toHaveLength(1);
    expect((screen.getByLabelText('Team Name') as HTMLInputElement).value).toBe('Sparks');
    expect((screen.getByLabelText('Format') as HTMLInputElement).value).toBe('gen9vgc2025regg');

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(storedTeams()).toMatchObject([
      { name: 'Sparks', pokemon: [{ species: 'Pikachu', ability: 'Lightning Rod' }] },
    ]);
  });

  it('imports a Pokémon Champions paste with stat points, keeping them (issue 29)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    pokedexApi();
    const { router } = renderApp('/teams/import');
    const paste = [
      '=== [gen9championsvgc2026regma] Mega Volt ===',
      '',
      'Pikachu @ Light Ball',
      'SPs: 32 SpA / 32 Spe / 2 HP',
      '- Fake Out',
    ].join('\n');
    fireEvent.change(await screen.findByLabelText('Team paste', undefined, { timeout: 10_000 }), {
      target: { value: paste },
    });
    expect(await screen.findAllByTestId('paste-set')).toHaveLength(1);
    expect(screen.queryByTestId('paste-problems')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(storedTeams()).toMatchObject([
      { name: 'Mega Volt', pokemon: [{ species: 'Pikachu', statPoints: { hp: 2, spa: 32, spe: 32, atk: 0 } }] },
    ]);
  });

  it("keeps a member's new team in this browser with a warning when the server fails", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    pokedexApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/teams' && init.method === 'POST') return jsonResponse({ msg: 'Server error' }, 503);
      if (url === '/api/teams') return jsonResponse([]);
      return undefined;
    });
    const { router } = renderApp('/teams/import', { user: TEST_USER });
    fireEvent.change(await screen.findByLabelText('Team paste', undefined, { timeout: 10_000 }), {
      target: { value: 'Pikachu\n- Thunderbolt' },
    });
    const importButton = await screen.findByRole('button', { name: 'Import' });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);

    expect(await screen.findByText('Saved in this browser')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(storedTeams()).toMatchObject([{ pokemon: [{ species: 'Pikachu' }] }]);
  });

  it("places the server's refusal of a member's species under that slot", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const refusal = 'Unknown Pokémon "Pikachuu"';
    pokedexApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/teams' && init.method === 'POST')
        return jsonResponse({ msg: refusal, errors: [{ path: 'pokemon.0.species', message: refusal }] }, 400);
      if (url === '/api/teams') return jsonResponse([]);
      return undefined;
    });
    const { router } = renderApp('/teams/new', { user: TEST_USER });
    const species = await screen.findByPlaceholderText('Search Pokémon', undefined, { timeout: 10_000 });
    fireEvent.change(species, { target: { value: 'Pikachuu' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);

    await waitFor(() => expect(species.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/teams/new');
    expect(window.localStorage.getItem(STORAGE_KEYS.teams)).toBeNull();
  }, 30_000);
  describe('restricted limit of the format', () => {
    const RESTRICTED = ['Calyrex-Shadow', 'Koraidon', 'Miraidon'];
    const TOO_MANY = 'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)';
    const restrictedApi = () =>
      pokedexApi((url) => (url === '/api/restricted-pokemon' ? jsonResponse({ pokemon: RESTRICTED }) : undefined));
    const stored = (id: string, name: string, format: string, species: string[]) => ({
      _id: id,
      name,
      format,
      pokemon: species.map((s, i) => ({ id: `${id}_${i}`, species: s })),
    });

    it("marks a card whose team passes its format's limit, and only that card", async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      window.localStorage.setItem(
        STORAGE_KEYS.teams,
        JSON.stringify([
          stored('local_1_aaaaaaaaa', 'Box Legends', 'gen9vgc2025regg', ['Koraidon', 'Miraidon', 'Pikachu']),
          stored('local_2_aaaaaaaaa', 'Two Allowed', 'Reg I', ['Koraidon', 'Miraidon', 'Pikachu']),
          stored('local_3_aaaaaaaaa', 'Unknown Rules', 'Anything Goes', ['Koraidon', 'Miraidon']),
          stored('local_4_aaaaaaaaa', 'Shadow Rider', '[Gen 9] VGC 2024 Reg H', ['Calyrex-Shadow', 'Pikachu']),
        ]),
      );
      restrictedApi();
      renderApp('/teams');
      const card = (name: string) => screen.getAllByTestId('team-card').find((c) => c.textContent?.includes(name))!;
      await waitFor(() => expect(screen.getAllByTestId('restricted-limit')).toHaveLength(2), { timeout: 10_000 });
      expect(within(card('Box Legends')).getByTestId('restricted-limit').textContent).toBe(TOO_MANY);
      expect(within(card('Shadow Rider')).getByTestId('restricted-limit').textContent).toBe(
        'Regulation H allows no restricted Pokémon (this team has 1: Calyrex-Shadow)',
      );
      expect(within(card('Two Allowed')).queryByTestId('restricted-limit')).toBeNull();
      expect(within(card('Unknown Rules')).queryByTestId('restricted-limit')).toBeNull();
    });

    it('builder: says so as the format is typed, and still saves the draft', async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      window.localStorage.setItem(
        STORAGE_KEYS.teams,
        JSON.stringify([stored('local_1_aaaaaaaaa', 'Box Legends', 'Reg I', ['Koraidon', 'Miraidon'])]),
      );
      restrictedApi();
      const { router } = renderApp('/teams/edit/local_1_aaaaaaaaa');
      const format = await screen.findByLabelText('Format', undefined, { timeout: 10_000 });
      // The first badge waits for the restricted list, so the later absence is a judgement, not a list still loading.
      fireEvent.change(format, { target: { value: 'Reg H' } });
      expect((await screen.findByTestId('restricted-limit')).textContent).toBe(
        'Regulation H allows no restricted Pokémon (this team has 2: Koraidon, Miraidon)',
      );
      fireEvent.change(format, { target: { value: 'Reg I' } });
      await waitFor(() => expect(screen.queryByTestId('restricted-limit')).toBeNull());
      fireEvent.change(format, { target: { value: 'Regulation G' } });
      expect((await screen.findByTestId('restricted-limit')).textContent).toBe(TOO_MANY);

      fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
      expect(storedTeams()).toMatchObject([{ name: 'Box Legends', format: 'Regulation G' }]);
      expect((await screen.findByTestId('restricted-limit')).textContent).toBe(TOO_MANY);
    }, 30_000);

    it('builder: names the Species and Item Clause breaks of a VGC team', async () => {
      window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
      window.localStorage.setItem(
        STORAGE_KEYS.teams,
        JSON.stringify([
          {
            _id: 'local_1_aaaaaaaaa',
            name: 'Clauses',
            format: 'Regulation G',
            pokemon: [
              { id: 'p1', species: 'Flutter Mane', item: 'Booster Energy' },
              { id: 'p2', species: 'Iron Bundle', item: 'Booster Energy' },
              { id: 'p3', species: 'Urshifu', item: 'Focus Sash' },
              { id: 'p4', species: 'Urshifu-Rapid-Strike', item: 'Choice Scarf' },
            ],
          },
        ]),
      );
      restrictedApi();
      renderApp('/teams/edit/local_1_aaaaaaaaa');
      expect((await screen.findByTestId('format-rule-item', undefined, { timeout: 10_000 })).textContent).toContain(
        'Flutter Mane and Iron Bundle',
      );
      expect(screen.getByTestId('format-rule-species').textContent).toContain('Urshifu');
    }, 30_000);
  });
});
