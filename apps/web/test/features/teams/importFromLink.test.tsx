import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { pokepasteErrorMessage } from '../../../src/features/teams/pokepasteLink.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '0123456789abcdef';
const LINK = `https://pokepast.es/${ID}`;
const PASTE = [
  'Pikachu @ Light Ball',
  'Ability: Lightning Rod',
  'Level: 50',
  '- Fake Out',
  '',
  'Raichu @ Focus Sash',
  'Ability: Static',
  '- Thunderbolt',
].join('\n');

/** The server's /api/pokepaste as the test sets it up; every call's link is recorded. */
function pokepasteApi(answer: (link: string) => Response) {
  const links: string[] = [];
  stubApi((url) => {
    if (url.startsWith('/api/pokepaste?')) {
      const link = new URL(url, 'http://x').searchParams.get('url')!;
      links.push(link);
      return answer(link);
    }
    if (url.startsWith('/api/pokemon')) return jsonResponse({ total: 0, results: [] });
    return undefined;
  });
  return links;
}

const sunTeam = () => jsonResponse({ title: 'Sun Team', author: 'Misty', notes: 'Lead Pikachu.', paste: PASTE });

async function openImport() {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  const view = renderApp('/teams/import');
  await screen.findByLabelText('PokePaste link', undefined, { timeout: 10_000 });
  return view;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('team import from a pokepast.es link', () => {
  it('loads the link with Load, fills the paste and the name from its title, and imports it', async () => {
    const links = pokepasteApi(sunTeam);
    const { router } = await openImport();
    fireEvent.change(screen.getByLabelText('PokePaste link'), { target: { value: ` ${LINK} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));

    await waitFor(() => expect(value('Team paste')).toBe(PASTE));
    expect(value('Team Name')).toBe('Sun Team');
    const loaded = screen.getByTestId('pokepaste-loaded');
    expect(within(loaded).getByText(/“Sun Team” by Misty/)).toBeTruthy();
    expect(within(loaded).getByText('Lead Pikachu.')).toBeTruthy();
    expect(await screen.findAllByTestId('paste-set')).toHaveLength(2);
    expect(links).toEqual([LINK]);

    const importButton = screen.getByRole('button', { name: 'Import' });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.teams) ?? '[]') as unknown[];
    expect(stored).toMatchObject([{ name: 'Sun Team', pokemon: [{ species: 'Pikachu' }, { species: 'Raichu' }] }]);
  });

  it('loads a link pasted into the paste box instead of reading it as a paste', async () => {
    const links = pokepasteApi(sunTeam);
    await openImport();
    fireEvent.change(screen.getByLabelText('Team paste'), { target: { value: `${LINK}\n` } });

    await waitFor(() => expect(value('Team paste')).toBe(PASTE));
    expect(value('PokePaste link')).toBe(LINK);
    expect(value('Team Name')).toBe('Sun Team');
    expect(screen.queryByTestId('paste-problems')).toBeNull();
    expect(links).toEqual([LINK]);
  });

  it("shows the server's reason under the link box and leaves the paste box alone", async () => {
    const links = pokepasteApi(() => jsonResponse({ msg: 'Paste not found' }, 404));
    await openImport();
    fireEvent.change(screen.getByLabelText('Team paste'), { target: { value: 'Pikachu\n- Thunderbolt' } });
    fireEvent.change(screen.getByLabelText('PokePaste link'), { target: { value: LINK } });
    fireEvent.submit(screen.getByLabelText('PokePaste link').closest('form')!);

    expect((await screen.findByRole('alert')).textContent).toBe('Paste not found');
    expect(screen.getByLabelText('PokePaste link').getAttribute('aria-invalid')).toBe('true');
    expect(value('Team paste')).toBe('Pikachu\n- Thunderbolt');
    expect(screen.queryByTestId('pokepaste-loaded')).toBeNull();
    expect(links).toEqual([LINK]);

    // Typing a new link clears the old reason.
    fireEvent.change(screen.getByLabelText('PokePaste link'), { target: { value: 'https://pokepast.es/' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a link when Load is pressed on an empty box, without calling the server', async () => {
    const links = pokepasteApi(sunTeam);
    await openImport();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a pokepast.es link or paste id');
    expect(links).toEqual([]);
  });

  it("uses the paste's own header for the name when the paste has no title, and hides the note once edited", async () => {
    pokepasteApi(() =>
      jsonResponse({ title: '', author: '', notes: '', paste: `=== [vgc] Header Name ===\n\n${PASTE}` }),
    );
    await openImport();
    fireEvent.change(screen.getByLabelText('Team Name'), { target: { value: 'Typed before' } });
    fireEvent.change(screen.getByLabelText('PokePaste link'), { target: { value: ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));

    await waitFor(() => expect(value('Team Name')).toBe('Header Name'));
    expect(within(screen.getByTestId('pokepaste-loaded')).getByText(/An untitled paste\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Team paste'), { target: { value: PASTE } });
    expect(screen.queryByTestId('pokepaste-loaded')).toBeNull();
  });
});

describe('pokepasteErrorMessage', () => {
  it("prefers the server's message, then says what went wrong on the way", () => {
    expect(pokepasteErrorMessage(new ApiError({ status: 504, kind: 'http', msg: 'PokePaste did not answer' }))).toBe(
      'PokePaste did not answer',
    );
    expect(pokepasteErrorMessage(new ApiError({ status: 0, kind: 'network' }))).toMatch(/^Could not reach the server/);
    expect(pokepasteErrorMessage(new ApiError({ status: 0, kind: 'timeout' }))).toMatch(/took too long/);
    expect(pokepasteErrorMessage(new ApiError({ status: 502, kind: 'http' }))).toMatch(/^Could not load this paste/);
  });
});
