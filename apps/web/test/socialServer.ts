import type {
  Friend,
  FriendProfile,
  FriendRequest,
  FriendSearchResult,
  Notification,
  PlayerCard,
  PublicUser,
  SentFriendRequest,
} from '@trainerlog/core';
import { jsonResponse, stubApi, TEST_USER } from './renderApp.tsx';

/**
 * An in-memory stand-in for the friends and notifications endpoints (issue 14), answering as the server does:
 * answering a friend request removes it and its notification, the unread count counts unread rows. Tests read
 * `calls` to see what the screens sent and may set `fail` to make one call answer an error.
 */

export function card(id: string, username: string, name: string | null = null): PlayerCard {
  return { _id: id, username, name, profilePicture: null, pokemonSprite: null };
}

export const MISTY = card('u2', 'misty', 'Misty');
export const BROCK = card('u3', 'brock');

export function notification(
  id: string,
  type: Notification['type'],
  message: string,
  options: { isRead?: boolean; from?: PlayerCard | null; date?: string } = {},
): Notification {
  return {
    _id: id,
    type,
    isRead: options.isRead ?? false,
    message,
    date: options.date ?? new Date().toISOString(),
    from: options.from === undefined ? MISTY : options.from,
    group: null,
  };
}

export interface SocialState {
  notifications: Notification[];
  friends: Friend[];
  incoming: FriendRequest[];
  sent: SentFriendRequest[];
  search: (username: string, page: number) => FriendSearchResult;
  profiles: Record<string, FriendProfile>;
}

export interface Call {
  method: string;
  url: string;
  body?: unknown;
}

export function socialServer(initial: Partial<SocialState> = {}, user: PublicUser = TEST_USER) {
  const state: SocialState = {
    notifications: [],
    friends: [],
    incoming: [],
    sent: [],
    search: (_username, page) => ({ users: [], page, pageSize: 10, total: 0, totalPages: 1 }),
    profiles: {},
    ...initial,
  };
  const calls: Call[] = [];
  const fail: Record<string, [number, unknown]> = {};
  const unread = () => state.notifications.filter((n) => !n.isRead).length;
  const dropRequestFrom = (senderId: string) => {
    state.incoming = state.incoming.filter((r) => r._id !== senderId);
    state.notifications = state.notifications.filter((n) => !(n.type === 'friend_request' && n.from?._id === senderId));
  };

  const fetchMock = stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(user);
    if (!url.startsWith('/api/friends') && !url.startsWith('/api/notifications')) return undefined;
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    const failure = fail[`${method} ${url}`];
    if (failure) return jsonResponse(failure[1], failure[0]);
    const ids = (body as { notificationIds?: string[] } | undefined)?.notificationIds ?? [];

    if (method === 'GET' && url === '/api/notifications/unread-count') return jsonResponse({ unreadCount: unread() });
    if (method === 'GET' && url === '/api/notifications') return jsonResponse(state.notifications);
    if (method === 'PUT' && url === '/api/notifications/mark-read') {
      state.notifications = state.notifications.map((n) => (ids.includes(n._id) ? { ...n, isRead: true } : n));
      return jsonResponse({ msg: 'Marked', count: ids.length });
    }
    if (method === 'DELETE' && url === '/api/notifications') {
      state.notifications = state.notifications.filter((n) => !ids.includes(n._id));
      return jsonResponse({ msg: 'Deleted', count: ids.length });
    }

    if (method === 'GET' && url === '/api/friends') return jsonResponse(state.friends);
    if (method === 'GET' && url === '/api/friends/requests') return jsonResponse(state.incoming);
    if (method === 'GET' && url === '/api/friends/requests/sent') return jsonResponse(state.sent);
    if (method === 'GET' && url.startsWith('/api/friends/search?')) {
      const query = new URL(url, 'http://x').searchParams;
      return jsonResponse(state.search(query.get('username') ?? '', Number(query.get('page') ?? '1')));
    }
    const accept = /^\/api\/friends\/accept\/(.+)$/.exec(url);
    if (method === 'PUT' && accept) {
      const request = state.incoming.find((r) => r._id === accept[1]);
      const known = request ?? state.notifications.find((n) => n.from?._id === accept[1]);
      if (!known) return jsonResponse({ msg: 'Friend request not found' }, 404);
      const from = request?.from ?? (known as Notification).from!;
      dropRequestFrom(accept[1]!);
      state.friends = [{ ...from, since: new Date().toISOString() }, ...state.friends];
      return jsonResponse({ msg: 'Friend request accepted' });
    }
    const reject = /^\/api\/friends\/reject\/(.+)$/.exec(url);
    if (method === 'PUT' && reject) {
      dropRequestFrom(reject[1]!);
      return jsonResponse({ msg: 'Friend request rejected' });
    }
    if (method === 'POST' && url === '/api/friends/request') {
      const username = (body as { username: string }).username;
      return jsonResponse({ msg: `Friend request sent`, friends: false, username }, 201);
    }
    const withdraw = /^\/api\/friends\/requests\/(.+)$/.exec(url);
    if (method === 'DELETE' && withdraw) {
      state.sent = state.sent.filter((r) => r._id !== withdraw[1]);
      return jsonResponse({ msg: 'Friend request withdrawn' });
    }
    const friend = /^\/api\/friends\/([^/?]+)$/.exec(url);
    if (friend && method === 'DELETE') {
      state.friends = state.friends.filter((f) => f._id !== friend[1]);
      return jsonResponse({ msg: 'Friend removed' });
    }
    if (friend && method === 'GET') {
      const profile = state.profiles[friend[1]!];
      return profile ? jsonResponse(profile) : jsonResponse({ msg: 'Friend not found' }, 404);
    }
    return undefined;
  });
  return { state, calls, fail, fetchMock };
}
