import type { AuditEntry, AuditPage, PublicUser } from '@trainerlog/core';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5000 });

const OWNER: PublicUser = { ...TEST_USER, _id: 'o1', username: 'oak', role: 'owner', isAdmin: true };

function entry(id: string, overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: id,
    action: 'role.change',
    actor: { _id: 'o1', username: 'oak' },
    target: { _id: 'u1', username: 'ash' },
    source: 'app',
    summary: 'ash: user → admin',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('Audit log (owners)', () => {
  it('names who made each change: an account, a deleted account, or npm run user on the server', async () => {
    const page: AuditPage = {
      items: [
        entry('a3', { actor: null, source: 'cli', summary: 'ash: admin → owner' }),
        entry('a2', { actor: null, summary: 'ash: user → admin' }),
        entry('a1', {}),
      ],
      page: 1,
      pageSize: 20,
      totalCount: 3,
      totalPages: 1,
    };
    stubApi((url) =>
      url === '/api/auth/user'
        ? jsonResponse(OWNER)
        : url.startsWith('/api/admin/audit')
          ? jsonResponse(page)
          : url.startsWith('/api/admin/users')
            ? jsonResponse([])
            : undefined,
    );
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    renderApp('/admin/managers', { user: OWNER });
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('npm run user (server)')).toBeTruthy();
    expect(within(rows[1]!).getByText('a deleted account')).toBeTruthy();
    expect(within(rows[2]!).getByText('oak')).toBeTruthy();
  });
});
