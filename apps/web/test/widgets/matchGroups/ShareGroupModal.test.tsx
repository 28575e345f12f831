import { GROUP_MESSAGES, GROUP_TEXT } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareGroupModal } from '../../../src/widgets/matchGroups/index.ts';
import { jsonResponse, stubApi } from '../../renderApp.tsx';
import { BROCK, friend, MISTY, renderWidget, share, summary } from './fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

type InviteAnswer = () => Response;

function stubShare({
  friends = [friend(MISTY), friend(BROCK)],
  invite,
}: { friends?: unknown[]; invite?: InviteAnswer } = {}) {
  return stubApi((url, init) => {
    if (url === '/api/friends' && init.method === 'GET') return jsonResponse(friends);
    if (url === '/api/matchgroups/g1/invite' && init.method === 'PUT') {
      return invite ? invite() : jsonResponse({ ...summary(), matches: { tcg: [], vgc: [] } });
    }
    if (url.startsWith('/api/matchgroups/g1/shares/'))
      return jsonResponse({ ...summary(), matches: { tcg: [], vgc: [] } });
    return undefined;
  });
}

const friendSelect = () => screen.getByRole('combobox', { name: 'Friend' });
async function chooseFriend(label: string) {
  fireEvent.click(friendSelect());
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('ShareGroupModal', () => {
  it('lists the shares with their badges and offers only friends not already in them', async () => {
    stubShare();
    renderWidget(<ShareGroupModal group={summary({ sharedWith: [share(MISTY)] })} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Share Group: Worlds 2024' })).toBeTruthy();
    const entry = screen.getByTestId('shared-with-entry');
    expect(within(entry).getByText('Misty')).toBeTruthy();
    expect(within(entry).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Currently Shared With')).toBeTruthy();

    fireEvent.click(await screen.findByRole('combobox', { name: 'Friend' }));
    expect(friendSelect().getAttribute('placeholder')).toBe('Choose a friend...');
    const listbox = document.getElementById(friendSelect().getAttribute('aria-controls')!)!;
    const options = await within(listbox).findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['brock']);
    // Permission defaults to edit.
    expect((screen.getByRole('combobox', { name: 'Permission' }) as HTMLInputElement).value).toBe('Edit');
  });

  it('says so when there are no friends, or when every friend is already invited', async () => {
    stubShare({ friends: [] });
    const { unmount } = renderWidget(<ShareGroupModal group={summary()} onClose={() => {}} />);
    expect(await screen.findByText(GROUP_TEXT.noFriends)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
    unmount();

    stubShare({ friends: [friend(MISTY)] });
    renderWidget(
      <ShareGroupModal group={summary({ sharedWith: [share(MISTY, { status: 'declined' })] })} onClose={() => {}} />,
    );
    expect(await screen.findByText(GROUP_TEXT.allInvited)).toBeTruthy();
  });

  it('asks for a friend before sending', async () => {
    const fetchMock = stubShare();
    renderWidget(<ShareGroupModal group={summary()} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(GROUP_TEXT.selectFriend)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/invite'))).toBe(false);
  });

  it('sends the invitation with edit by default, says so and closes after 1.5 s', async () => {
    const fetchMock = stubShare();
    const onClose = vi.fn();
    renderWidget(<ShareGroupModal group={summary()} onClose={onClose} />);
    await screen.findByRole('combobox', { name: 'Friend' });
    await chooseFriend('brock');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(GROUP_TEXT.invitationSent)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/matchgroups/g1/invite')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ friendId: 'u3', permission: 'edit' });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it.each([
    [
      'the server error',
      () => jsonResponse({ msg: GROUP_MESSAGES.alreadyInvited }, 409),
      GROUP_MESSAGES.alreadyInvited,
    ],
    ['Failed to send invitation without one', () => jsonResponse({}, 500), GROUP_TEXT.sendFailed],
    [
      'the exception text when nothing answers',
      () => {
        throw new TypeError('Failed to fetch');
      },
      GROUP_TEXT.sendException,
    ],
  ])('shows %s', async (_name, invite, text) => {
    stubShare({ invite });
    renderWidget(<ShareGroupModal group={summary()} onClose={() => {}} />);
    await screen.findByRole('combobox', { name: 'Friend' });
    await chooseFriend('Misty (@misty)');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("lets the owner change a share's permission and stop sharing", async () => {
    const fetchMock = stubShare();
    renderWidget(<ShareGroupModal group={summary({ sharedWith: [share(MISTY)] })} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Permission for Misty' }));
    fireEvent.click(await screen.findByRole('option', { name: 'View', hidden: true }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(
        ([url, init]) => url === '/api/matchgroups/g1/shares/u2' && init?.method === 'PUT',
      );
      expect(JSON.parse(String(call![1]!.body))).toEqual({ permission: 'view' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing with Misty' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/matchgroups/g1/shares/u2' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
