import type { FeedbackItem, FeedbackPage, PublicUser } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

const ADMIN: PublicUser = { ...TEST_USER, _id: 'a1', username: 'oak', role: 'admin', isAdmin: true };

function item(id: string, overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    _id: id,
    type: 'bug',
    message: `Message ${id}`,
    status: 'new',
    archived: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    user: { _id: 'u1', username: 'ash' },
    reply: null,
    ...overrides,
  };
}

function openAs(path: string, user: PublicUser) {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  return renderApp(path, { user });
}

describe('Support page', () => {
  it("lists the player's submissions with type, status and the admin's reply", async () => {
    const answered = item('f1', {
      status: 'answered',
      reply: { message: 'Fixed, thanks!', repliedAt: '2026-11-21T09:00:00.000Z', by: { _id: 'a1', username: 'oak' } },
    });
    const archived = item('f2', {
      type: 'suggestion',
      archived: true,
      status: 'archived',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    stubApi((url) =>
      url === '/api/auth/user'
        ? jsonResponse(TEST_USER)
        : url === '/api/feedback/user'
          ? jsonResponse([archived, answered])
          : undefined,
    );
    openAs('/support', TEST_USER);
    const list = await screen.findByRole('list', { name: 'Your submissions' });
    const entries = within(list).getAllByTestId('feedback-submission');
    expect(entries.map((e) => within(e).getByTestId('feedback-status').textContent)).toEqual(['Archived', 'Answered']);
    expect(within(entries[0]!).getByText('Suggestion')).toBeTruthy();
    expect(within(entries[1]!).getByText('Bug Report')).toBeTruthy();
    expect(within(entries[1]!).getByTestId('feedback-reply').textContent).toContain('Fixed, thanks!');
    expect(within(entries[1]!).getByText('Reply from oak')).toBeTruthy();
  });

  it("says 'Error fetching your feedback' when the list fails", async () => {
    stubApi((url) =>
      url === '/api/auth/user'
        ? jsonResponse(TEST_USER)
        : url === '/api/feedback/user'
          ? jsonResponse({ msg: 'boom' }, 500)
          : undefined,
    );
    openAs('/support', TEST_USER);
    expect(await screen.findByText('Error fetching your feedback', {}, { timeout: 15_000 })).toBeTruthy();
  }, 20_000);
});

describe('admin feedback screen', () => {
  function feedbackServer(items: FeedbackItem[]) {
    const calls: { method: string; url: string; body: unknown }[] = [];
    stubApi((url, init) => {
      calls.push({ method: init.method!, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      if (url === '/api/auth/user') return jsonResponse(ADMIN);
      if (url.startsWith('/api/feedback/page')) {
        const page: FeedbackPage = {
          items,
          page: 1,
          pageSize: 20,
          totalCount: items.length,
          totalPages: 1,
          counts: { new: 1, answered: 0, archived: 0 },
        };
        return jsonResponse(page);
      }
      if (url === '/api/feedback/f1/reply' && init.method === 'PUT') {
        return jsonResponse(item('f1', { status: 'answered' }));
      }
      return undefined;
    });
    return calls;
  }

  it('asks for the filters on the server and shows the counts on the status chips', async () => {
    const calls = feedbackServer([item('f1')]);
    openAs('/admin/feedback', ADMIN);
    await screen.findByTestId('admin-feedback-item');
    expect(screen.getByText('New (1)')).toBeTruthy();
    fireEvent.click(screen.getByText('Answered (0)'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/feedback/page?status=answered')).toBe(true));
  });

  it("refuses an empty reply with 'Please enter a reply', then sends the trimmed one", async () => {
    const calls = feedbackServer([item('f1')]);
    openAs('/admin/feedback', ADMIN);
    const card = await screen.findByTestId('admin-feedback-item');
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Send Reply' }));
    expect(await within(card).findByText('Please enter a reply')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(card).getByLabelText('Reply to @ash'), { target: { value: '  On it!  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/feedback/f1/reply',
        body: { message: 'On it!' },
      }),
    );
  });

  it('is closed to players', async () => {
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(TEST_USER) : undefined));
    openAs('/admin/feedback', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeTruthy();
  });
});
