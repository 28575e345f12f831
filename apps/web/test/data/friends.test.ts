import { FRIEND_ERRORS, NOTIFICATION_ERRORS } from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import { setToken } from '../../src/api/token.ts';
import { friendsApi, LoginRequiredError } from '../../src/data/shared/friends.ts';
import {
  clearableIds,
  NOTIFICATIONS_LOGGED_OUT,
  notificationLink,
  notificationsApi,
  readOnOpenIds,
} from '../../src/widgets/notifications/notificationsApi.ts';
import type { Notification } from '@trainerlog/core';
import { jsonResponse, stubApi } from '../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('friends data layer', () => {
  it('refuses every call while logged out, with the spec text, without asking the server', async () => {
    const fetchMock = stubApi(() => jsonResponse({}));
    const refusals: [() => Promise<unknown>, string][] = [
      [() => friendsApi.sendRequest('misty'), FRIEND_ERRORS.loggedOutSend],
      [() => friendsApi.accept('u2'), FRIEND_ERRORS.loggedOutAccept],
      [() => friendsApi.reject('u2'), FRIEND_ERRORS.loggedOutReject],
      [() => friendsApi.remove('u2'), FRIEND_ERRORS.loggedOutRemove],
      [() => friendsApi.list(), FRIEND_ERRORS.loggedOutView],
      [() => friendsApi.incoming(), FRIEND_ERRORS.loggedOutView],
      [() => friendsApi.profile('u2'), FRIEND_ERRORS.loggedOutView],
      [() => notificationsApi.unreadCount(), NOTIFICATIONS_LOGGED_OUT],
    ];
    for (const [call, text] of refusals) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(LoginRequiredError);
      expect((error as Error).message).toBe(text);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message, else the catalogue text for the call", async () => {
    setToken('t');
    stubApi((url) => {
      if (url === '/api/friends/request') return jsonResponse({ msg: 'Friend request already sent' }, 409);
      if (url === '/api/friends') return jsonResponse({}, 500);
      if (url === '/api/notifications') return new Response('boom', { status: 502 });
      return undefined;
    });
    await expect(friendsApi.sendRequest('misty')).rejects.toMatchObject({
      message: 'Friend request already sent',
      status: 409,
    });
    await expect(friendsApi.list()).rejects.toMatchObject({ message: FRIEND_ERRORS.fetchFriends, status: 500 });
    const listError = await notificationsApi.list().catch((e: unknown) => e);
    expect(listError).toBeInstanceOf(ApiError);
    expect((listError as Error).message).toBe(NOTIFICATION_ERRORS.fetch);
  });

  it('sends ids in paths encoded, and search with its page', async () => {
    setToken('t');
    const fetchMock = stubApi(() => jsonResponse({ users: [], page: 2, pageSize: 10, total: 0, totalPages: 1 }));
    await friendsApi.search({ username: 'Mi sty', page: 2 });
    await friendsApi.accept('a/b');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/friends/search?username=Mi+sty&page=2&pageSize=10',
      '/api/friends/accept/a%2Fb',
    ]);
  });
});

describe('notification rules', () => {
  const n = (id: string, type: Notification['type'], isRead = false): Notification => ({
    _id: id,
    type,
    isRead,
    message: id,
    date: '2026-01-01T00:00:00.000Z',
    from: { _id: `from-${id}`, username: 'misty', name: null, profilePicture: null, pokemonSprite: null },
    group: null,
  });
  const list = [n('a', 'friend_request'), n('b', 'group_invitation'), n('c', 'friend_accepted', true)];

  it('Clear All and mark-on-open leave friend requests alone', () => {
    expect(clearableIds(list)).toEqual(['b', 'c']);
    expect(readOnOpenIds(list)).toEqual(['b']);
  });

  it('links group news to the groups page and friend news to the friends pages', () => {
    expect(notificationLink(list[0]!)).toBe('/friends');
    expect(notificationLink(list[1]!)).toBe('/match-groups?invitations=open');
    expect(notificationLink(list[2]!)).toBe('/friends/from-c');
    expect(notificationLink(n('d', 'group_updated'))).toBe('/match-groups');
  });
});
