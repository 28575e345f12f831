// A link to one group (`/match-groups?group=<id>`, e.g. from the Limitless import's "Open group"): the page opens that
// group's matches at once, and closing them takes the group out of the address.
import { screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';
import { summary } from '../../widgets/matchGroups/fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a link to one match group', () => {
  it("opens the group's matches, and closing them leaves the list", async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    stubApi((url) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/matchgroups') {
        return jsonResponse([summary({ _id: 'g1', name: 'Pallet Town Cup' }), summary({ _id: 'g2', name: 'Locals' })]);
      }
      if (url === '/api/matchgroups/invitations') return jsonResponse([]);
      if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ unreadCount: 0 });
      return undefined;
    });
    const { router } = renderApp('/match-groups?group=g1', { user: TEST_USER });
    const dialog = await screen.findByRole('dialog', { name: 'Pallet Town Cup' }, { timeout: 10_000 });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pallet Town Cup' })).toBeNull());
  }, 20_000);
});
