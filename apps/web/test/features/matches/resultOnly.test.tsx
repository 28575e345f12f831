// Editing a result-only match (issue 15): the form opens on its recorded result with a notice and "Enter the games";
// saving without entering them keeps the recorded result (and drops the import marker, as every edit does); entering
// the games drops it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TcgMatch, VgcMatch } from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTER_THE_GAMES, RESULT_ONLY_NOTICE } from '../../../src/features/matches/ResultOnlyNotice.tsx';
import {
  draftFields,
  enterGames,
  formFromMatch,
  matchBody,
  validateMatchForm,
} from '../../../src/features/matches/tcgMatchForm.ts';
import { enterVgcGames, formFromVgcMatch, vgcMatchBody } from '../../../src/features/matches/vgc/vgcMatchForm.ts';
import { normalizeStoredTcgMatch } from '../../../src/data/entities/tcgMatches.ts';
import { normalizeStoredVgcMatch } from '../../../src/data/entities/vgcMatches.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOCAL_ID = 'local_1_abcdefghi';
const storedTcg = {
  _id: LOCAL_ID,
  isLocal: true,
  createdAt: '2024-01-05T10:00:00.000Z',
  deckName: 'Lost Box',
  opponentDeck: 'Lugia VSTAR',
  format: 'Bo3',
  date: '2024-01-05',
  games: [],
  recordedResult: 'win',
  importSource: 'limitless',
};

describe('the forms of a result-only match', () => {
  const tcg: TcgMatch = normalizeStoredTcgMatch(storedTcg as never);

  it('TCG: opens with the recorded result and no games, sends it back, and "Enter the games" drops it', () => {
    const form = formFromMatch(tcg);
    expect(form.recordedResult).toBe('win');
    expect(matchBody(form)).toMatchObject({ recordedResult: 'win', games: [] });
    expect(matchBody(form)).not.toHaveProperty('importSource');
    const checked = validateMatchForm(form);
    expect(checked.ok && checked.input).toMatchObject({ recordedResult: 'win', games: [], importSource: null });

    const playing = enterGames(form);
    expect(playing.recordedResult).toBeNull();
    expect(matchBody(playing).games).toHaveLength(2);
    expect(validateMatchForm(playing).ok).toBe(false);
    expect(draftFields(form)).not.toHaveProperty('recordedResult');
  });

  it('VGC: likewise', () => {
    const vgc: VgcMatch = normalizeStoredVgcMatch({
      _id: LOCAL_ID,
      playerTeam: ['Incineroar'],
      bestOf: 3,
      date: '2024-01-05',
      recordedResult: 'tie',
    });
    const form = formFromVgcMatch(vgc);
    expect(vgcMatchBody(form)).toMatchObject({ recordedResult: 'tie', games: [] });
    expect(vgcMatchBody(enterVgcGames(form))).toMatchObject({ recordedResult: null });
    expect(vgcMatchBody(enterVgcGames(form)).games).toHaveLength(2);
  });
});

describe('editing a result-only match', () => {
  it('a guest saves it unchanged: the recorded result stays, the import marker goes', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.tcgMatches, JSON.stringify([storedTcg]));
    renderApp(`/edit-match/tcg/${LOCAL_ID}`);

    const notice = await screen.findByTestId('result-only-notice');
    expect(within(notice).getByText(RESULT_ONLY_NOTICE)).toBeTruthy();
    expect(within(notice).getByRole('radio', { name: 'Won' })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('game-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Match updated');
    await waitFor(() => {
      const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as Record<string, unknown>[];
      expect(stored).toMatchObject({ recordedResult: 'win', games: [], importSource: null });
    });
  });

  it('a guest enters the games instead', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.tcgMatches, JSON.stringify([storedTcg]));
    renderApp(`/edit-match/tcg/${LOCAL_ID}`);

    fireEvent.click(await screen.findByRole('button', { name: ENTER_THE_GAMES }));
    expect(screen.queryByTestId('result-only-notice')).toBeNull();
    fireEvent.click(within(await screen.findByTestId('game-1')).getByRole('radio', { name: 'Win' }));
    fireEvent.click(within(screen.getByTestId('game-2')).getByRole('radio', { name: 'Win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Match updated');
    await waitFor(() => {
      const [stored] = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as Record<string, unknown>[];
      expect(stored).toMatchObject({ recordedResult: null, games: [{ result: 'win' }, { result: 'win' }] });
    });
  });

  it('a member edits a VGC result-only match: the PUT sends the recorded result, changed to a loss', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const id = '8a6e0804-2bd0-4672-b79f-d391bd55e5a1';
    const remote = {
      ...normalizeStoredVgcMatch({
        _id: id,
        playerTeam: ['Incineroar', 'Rillaboom'],
        opponentName: 'Cynthia',
        bestOf: 3,
        date: '2024-01-05',
        recordedResult: 'tie',
      }),
      isLocal: undefined,
    };
    const put: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/teams') return jsonResponse([]);
      if (url === `/api/vgcmatches/${id}` && init.method === 'GET') return jsonResponse(remote);
      if (url.startsWith('/api/vgcmatches') && init.method === 'GET') {
        return jsonResponse({ matches: [], page: 1, pageSize: 100, totalCount: 0, totalPages: 1 });
      }
      if (url === `/api/vgcmatches/${id}` && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        put.push(body);
        return jsonResponse({ ...remote, ...body, result: 'loss' });
      }
      return undefined;
    });
    renderApp(`/edit-match/vgc/${id}`, { user: TEST_USER });

    const notice = await screen.findByTestId('result-only-notice');
    expect(within(notice).getByRole('radio', { name: 'Tied' })).toHaveProperty('checked', true);
    fireEvent.click(within(notice).getByRole('radio', { name: 'Lost' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Match updated');
    expect(put).toHaveLength(1);
    expect(put[0]).toMatchObject({ recordedResult: 'loss', games: [] });
  });
});
