// /import-replay as a guest and as a member (issue 13): links fetched through the server, every match and game shown
// before saving, "Which player are you?" with a name to remember, split/join, the refusals where they belong (a
// link that cannot be read next to it, 409 above the button), and the way in from the dashboard and the chooser.
import {
  previewShowdownImport,
  SHOWDOWN_LINK_INVALID,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
  type VgcMatch,
} from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASH, BO3, MISTY, replayJson, replayLink } from '../../../../../e2e/support/showdownReplays.ts';
import { LONE_BO3_GAME_HINT } from '../../../src/features/showdown-import/MatchFields.tsx';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const NOT_FOUND = 'Replay not found. Check the link, or paste the replay JSON instead.';

/** The server's replay reader: the three Bo3 replays by link, any other link not found. */
function replayServer(url: string, init: RequestInit) {
  if (url !== '/api/vgcmatches/import/showdown/replays') return undefined;
  const { links } = JSON.parse(String(init.body)) as { links: string[] };
  return jsonResponse({
    replays: links.map((link) => {
      const spec = BO3.find((s) => replayLink(s) === link);
      return spec
        ? { ok: true, link, replayLink: link, text: replayJson(spec) }
        : { ok: false, link, message: NOT_FOUND };
    }),
  });
}

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: /Paste replay links/ }, { timeout: 10_000 });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read replays' }));
}

describe('Showdown import (guest)', () => {
  it('reads three links of a Bo3 as one match, asks which player you are, and keeps the match locally', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const fetchMock = stubApi(replayServer);
    const { router } = renderApp('/import-replay');
    await paste(BO3.map(replayLink).join('\n'));

    const match = await screen.findByRole('region', { name: 'Match 1' }, { timeout: 10_000 });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/vgcmatches/import/showdown/replays')).toBe(true);
    expect(within(match).getByText('Which player are you?')).toBeTruthy();
    fireEvent.click(within(match).getByRole('radio', { name: ASH }));
    await within(match).findByText(`vs ${MISTY} · 3 games · Jun 15, 2025`);
    expect(within(match).getByTestId('showdown-match-score').textContent).toBe('2–1');
    const game1 = within(match).getByRole('article', { name: 'Game 1' });
    expect(within(game1).getByText('Won')).toBeTruthy();
    expect(within(game1).getByText('Opponent forfeited on turn 4')).toBeTruthy();
    expect(within(game1).getByText('You knocked out Calyrex-Shadow')).toBeTruthy();
    expect(within(game1).getByText('Flutter Mane (Fairy)')).toBeTruthy();
    expect(
      within(within(game1).getByRole('list', { name: 'Game 1: your leads' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Flutter Mane', 'Incineroar']);
    expect(within(game1).getByRole('link', { name: 'Game 1 replay' }).getAttribute('href')).toBe(replayLink(BO3[0]!));

    // A chosen name can be remembered as yours (a guest's in this browser).
    fireEvent.click(within(match).getByRole('button', { name: `Remember “${ASH}” as mine` }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.showdownNames) ?? '[]')).toEqual([ASH]),
    );

    // Split into Bo1s and join back.
    fireEvent.click(within(match).getByRole('button', { name: 'Split into Bo1s' }));
    await screen.findByRole('region', { name: 'Match 3' });
    expect(screen.getByRole('button', { name: 'Import 3 matches' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Match 1' })).getByRole('button', { name: 'Join with next' }),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Match 1' })).getByRole('button', { name: 'Join with next' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Match 2' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Import 1 match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vgcMatches)!) as VgcMatch[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ opponentName: MISTY, bestOf: 3, format: 'VGC 2025 Reg I' });
    expect(stored[0]!.games.map((g) => [g.result, g.replayLink])).toEqual(
      BO3.map((s, i) => [i === 1 ? 'loss' : 'win', replayLink(s)]),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardMode)).toBe('"vgc"');
  });

  it('names a link that cannot be read next to it and reads nothing else', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(replayServer);
    renderApp('/import-replay');
    await paste('https://replay.pokemonshowdown.com/gen9vgc2025regi-1\nhttps://example.com/nope');
    const problems = await screen.findByTestId('showdown-problems', {}, { timeout: 10_000 });
    expect(within(problems).getByText('https://replay.pokemonshowdown.com/gen9vgc2025regi-1')).toBeTruthy();
    expect(within(problems).getByText(NOT_FOUND)).toBeTruthy();
    expect(within(problems).getByText('https://example.com/nope')).toBeTruthy();
    expect(within(problems).getByText(SHOWDOWN_LINK_INVALID)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('says before importing that one game of a best-of-3 needs its set or Best of 1', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(replayServer);
    renderApp('/import-replay');
    await paste(replayLink(BO3[0]!));
    const match = await screen.findByRole('region', { name: 'Match 1' }, { timeout: 10_000 });
    expect(within(match).getByText(LONE_BO3_GAME_HINT)).toBeTruthy();
    fireEvent.click(within(match).getByText('Best of 1'));
    await waitFor(() => expect(within(match).queryByText(LONE_BO3_GAME_HINT)).toBeNull());
  });

  it('asks for something to read, and offers to log by hand', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    renderApp('/import-replay');
    await paste('');
    expect(await screen.findByText('Paste a Showdown replay link, replay JSON or battle log')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log by hand instead' }).getAttribute('href')).toBe('/log-match/vgc');
  });
});

describe('Showdown import (member)', () => {
  it('previews on the server and shows its 409 above the button, saving nothing', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const member = { ...TEST_USER, showdownNames: [ASH] };
    const imports: unknown[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(member);
      if (url === '/api/teams') return jsonResponse([]);
      if (url === '/api/vgcmatches/import/showdown/preview') {
        const body = JSON.parse(String(init.body)) as { replays: { text: string; link?: string }[] };
        return jsonResponse(previewShowdownImport(body.replays, { myShowdownNames: member.showdownNames }));
      }
      if (url === '/api/vgcmatches/import/showdown') {
        imports.push(JSON.parse(String(init.body)));
        return jsonResponse({ msg: SHOWDOWN_REPLAY_ALREADY_IMPORTED }, 409);
      }
      return undefined;
    });
    const { router } = renderApp('/import-replay', { user: member });
    await paste(replayJson(BO3[0]!));
    const match = await screen.findByRole('region', { name: 'Match 1' }, { timeout: 10_000 });
    expect(within(match).getByText('One of your Showdown names')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 match' }));
    const alert = await screen.findByRole('alert', { name: SHOWDOWN_REPLAY_ALREADY_IMPORTED });
    expect(within(alert).getByText(/Nothing was saved/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/import-replay');
    expect(imports).toEqual([
      {
        replays: [{ text: replayJson(BO3[0]!) }],
        matches: [{ games: [0], teamId: null, bestOf: 3, opponentName: MISTY, format: 'VGC 2025 Reg I' }],
      },
    ]);
  });
});

describe('ways to the replay import', () => {
  it('the VGC dashboard has Import Replay, which opens the screen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    window.localStorage.setItem(STORAGE_KEYS.dashboardMode, JSON.stringify('vgc'));
    stubApi(() => undefined);
    const { router } = renderApp('/dashboard');
    const importLink = await screen.findByRole('link', { name: 'Import Replay' }, { timeout: 10_000 });
    expect(importLink.getAttribute('href')).toBe('/import-replay');
    fireEvent.click(importLink);
    await screen.findByRole('heading', { name: 'Import VGC Replay' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/import-replay');
  });

  it('the navbar’s Log Match keeps "Log VGC Match" on the logging form', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(TEST_USER) : undefined));
    renderApp('/patch-notes', { user: TEST_USER });
    await screen.findByText('Patch Notes', { selector: 'h1' });
    // The navbar's menu, not the phone header's Log Match (hidden by CSS above 768 px, which happy-dom does not apply).
    const navbarLogMatch = await waitFor(() => {
      const button = screen
        .getAllByRole('button', { name: 'Log Match' })
        .find((candidate) => candidate.dataset.testid !== 'header-log-match');
      if (!button) throw new Error('The navbar has no Log Match yet');
      return button;
    });
    fireEvent.click(navbarLogMatch);
    await screen.findByRole('menuitem', { name: 'Log VGC Match' });
    // Mantine closes and reopens the dropdown with a transition; read the items whatever their visibility then.
    const items = screen.getAllByRole('menuitem', { hidden: true }).map((m) => [m.textContent, m.getAttribute('href')]);
    expect(items).toEqual([
      ['Log TCG Match', '/log-match/tcg'],
      ['Import PTCGL', '/import-match'],
      ['Log VGC Match', '/log-match/vgc'],
    ]);
  });
});
