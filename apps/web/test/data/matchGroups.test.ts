import { GROUP_ERRORS, GROUP_MESSAGES } from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/token.ts';
import { GroupRequestError, isInvalidGroup, matchGroupsApi } from '../../src/data/shared/matchGroups.ts';
import { jsonResponse, stubApi } from '../renderApp.tsx';
import { summary } from '../widgets/matchGroups/fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('match groups API (logged out)', () => {
  it.each([
    ['list', () => matchGroupsApi.list(), GROUP_ERRORS.loggedOut],
    [
      'create',
      () => matchGroupsApi.create({ name: 'x', description: '', type: 'tcg', matches: { tcg: [], vgc: [] } }),
      GROUP_ERRORS.loggedOut,
    ],
    ['add', () => matchGroupsApi.addMatches('g1', { tcgMatches: ['m1'], vgcMatches: [] }), GROUP_ERRORS.loggedOutAdd],
    [
      'remove',
      () => matchGroupsApi.removeMatches('g1', { tcgMatches: ['m1'], vgcMatches: [] }),
      GROUP_ERRORS.loggedOutRemove,
    ],
    ['invite', () => matchGroupsApi.invite('g1', 'u2', 'edit'), GROUP_ERRORS.loggedOutInvite],
    ['respond', () => matchGroupsApi.respond('g1', 'accepted'), GROUP_ERRORS.loggedOutRespond],
  ])('refuses %s before any request with the spec text', async (_name, run, text) => {
    const fetchMock = stubApi(() => undefined);
    await expect(run()).rejects.toThrow(text);
    await expect(run()).rejects.toMatchObject({ failure: 'loggedOut' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('match groups API (logged in)', () => {
  it("surfaces the server's message, else the catalogue text", async () => {
    setToken('t');
    stubApi((url, init) => {
      if (url.endsWith('/api/matchgroups/g1') && init.method === 'DELETE') {
        return jsonResponse({ msg: GROUP_MESSAGES.ownerOnlyDelete }, 403);
      }
      if (url.endsWith('/api/matchgroups/g2') && init.method === 'DELETE') return jsonResponse({}, 500);
      return undefined;
    });
    await expect(matchGroupsApi.remove('g1')).rejects.toThrow(GROUP_MESSAGES.ownerOnlyDelete);
    await expect(matchGroupsApi.remove('g2')).rejects.toThrow(GROUP_ERRORS.delete);
    await expect(matchGroupsApi.remove('g2')).rejects.toBeInstanceOf(GroupRequestError);
  });

  it('keeps a listed group failing the schema as an invalid group', async () => {
    setToken('t');
    stubApi((url) =>
      url.endsWith('/api/matchgroups') ? jsonResponse([summary(), { _id: 'g2', name: 'Broken' }]) : undefined,
    );
    const groups = await matchGroupsApi.list();
    expect(groups).toHaveLength(2);
    expect(isInvalidGroup(groups[0]!)).toBe(false);
    expect(groups[1]).toEqual({ invalid: true, _id: 'g2', name: 'Broken' });
  });

  it('asks for one page of one game of a group', async () => {
    setToken('t');
    const fetchMock = stubApi((url) =>
      url.includes('/matches?')
        ? jsonResponse({ game: 'tcg', matches: [], players: [], page: 2, pageSize: 8, total: 9, totalPages: 2 })
        : undefined,
    );
    const page = await matchGroupsApi.matches('g1', 'tcg', 2);
    expect(page.totalPages).toBe(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/matchgroups/g1/matches?game=tcg&page=2');
  });
});
