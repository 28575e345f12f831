import { BUILT_IN_REGULATIONS } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamPasteText } from '../../../src/features/teams/teamPaste.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The builder is a lazily loaded chunk behind a fetch: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const SPS = { hp: 32, atk: 0, def: 2, spa: 0, spd: 0, spe: 32 };

function storeTeam(format: string, statPoints?: typeof SPS) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  window.localStorage.setItem(
    STORAGE_KEYS.teams,
    JSON.stringify([
      {
        _id: 'local_1_aaaaaaaaa',
        name: 'Mega Team',
        format,
        pokemon: [{ id: 'p1', species: 'Charizard', ...(statPoints ? { statPoints } : {}) }],
      },
    ]),
  );
}

/** The server's regulation list: the built-in one plus `extra` (an admin's); the other lists are empty. */
function api(extra: object[] = []) {
  stubApi((url) => {
    if (url === '/api/vgc-regulations') {
      const regulations = [...BUILT_IN_REGULATIONS, ...extra].map((r) => ({ ...r, builtIn: true, adminEdited: false }));
      return jsonResponse({ regulations });
    }
    if (url === '/api/restricted-pokemon') return jsonResponse({ pokemon: [] });
    if (url.startsWith('/api/pokemon')) return jsonResponse({ total: 0, results: [] }, 404);
    return undefined;
  });
}

const storedPokemon = () =>
  (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.teams) ?? '[]') as { pokemon: { statPoints?: object }[] }[])[0]!
    .pokemon[0]!;

describe('team builder: Pokémon Champions stat points', () => {
  it('edits stat points in place of EVs for a Champions format, saves them and exports them as SPs', async () => {
    storeTeam('VGC 2026 Reg M-A', SPS);
    api();
    const { router } = renderApp('/teams/edit/local_1_aaaaaaaaa');
    const hp = await screen.findByLabelText('Slot 1 HP stat points');
    expect(screen.queryByRole('button', { name: 'EVs & IVs' })).toBeNull();
    // Champions has no Terastallization: no Tera Type field for a set without one.
    expect(screen.queryByLabelText('Tera Type')).toBeNull();
    expect(screen.getByTestId('stat-points-total').textContent).toBe('66/66');
    fireEvent.change(hp, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Slot 1 Atk stat points'), { target: { value: '12' } });
    expect(screen.getByTestId('stat-points-total').textContent).toBe('66/66');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    const saved = storedPokemon();
    expect(saved.statPoints).toEqual({ ...SPS, hp: 20, atk: 12 });
    expect(teamPasteText({ name: 'Mega Team', format: 'VGC 2026 Reg M-A', pokemon: [saved as never] })).toContain(
      'SPs: 20 HP / 12 Atk / 2 Def / 32 Spe',
    );
  }, 30_000);

  it('says a total above 66 and refuses to save it', async () => {
    storeTeam('gen9championsvgc2026regmabo3');
    api();
    renderApp('/teams/edit/local_1_aaaaaaaaa');
    fireEvent.change(await screen.findByLabelText('Slot 1 HP stat points'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Slot 1 Spe stat points'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Slot 1 Def stat points'), { target: { value: '5' } });
    expect(screen.getByTestId('stat-points-total').textContent).toBe('69/66 — 3 too many');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Team' })[0]!);
    expect(await screen.findByText('Stat points must total at most 66')).toBeTruthy();
    expect(storedPokemon().statPoints).toBeUndefined();
  }, 30_000);

  it("reads an admin-added regulation's game from the server's list; other formats keep EVs", async () => {
    storeTeam('Reg X', SPS);
    api([
      {
        code: 'X',
        game: 'Pokémon Champions',
        mechanic: 'mega',
        showdownFormats: [],
        restrictedLimit: null,
        bannedPokemon: [],
        notes: '',
      },
    ]);
    renderApp('/teams/edit/local_1_aaaaaaaaa');
    expect(await screen.findByLabelText('Slot 1 HP stat points')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'VGC 2025 Reg G' } });
    expect(await screen.findByRole('button', { name: 'EVs & IVs' })).toBeTruthy();
    expect(screen.getAllByLabelText('Tera Type').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Slot 1 HP stat points')).toBeNull();
    expect(screen.getByTestId('stat-points').textContent).toContain('32 HP / 2 Def / 32 Spe');
  }, 30_000);
});
