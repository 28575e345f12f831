import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalCounterWidget } from '../../../src/widgets/globalCounts/GlobalCounterWidget.tsx';
import { DataPortProvider } from '../../../src/data/DataPortProvider.tsx';
import { AuthContext, type AuthContextValue } from '../../../src/session/authContext.ts';
import { jsonResponse, stubApi, TEST_USER } from '../../renderApp.tsx';

type Counts = { tcg: number; vgc: number };

/** Answers the two count endpoints from mutable values; `null` makes that endpoint fail with a 500. */
function stubCounts(initial: { global: Counts | null; mine?: Counts | null }) {
  const state = { ...initial };
  const fetchMock = stubApi((url) => {
    if (url.endsWith('/api/stats/global-counts'))
      return state.global ? jsonResponse(state.global) : jsonResponse({ msg: 'Server error' }, 500);
    if (url.endsWith('/api/stats/my-counts'))
      return state.mine ? jsonResponse(state.mine) : jsonResponse({ msg: 'Server error' }, 500);
    return undefined;
  });
  return { state, fetchMock };
}

function authAs(signedIn: boolean): AuthContextValue {
  return {
    status: signedIn ? 'authenticated' : 'unauthenticated',
    user: signedIn ? TEST_USER : null,
    sessionExpired: false,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    setUser: vi.fn(),
  };
}

function renderWidget({ signedIn = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={authAs(signedIn)}>
          <DataPortProvider>
            <main>
              <GlobalCounterWidget />
            </main>
          </DataPortProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Waits for the numbers a sighted user sees to finish counting up to `expected`. */
async function expectShown(expected: string[]) {
  const shown = () => screen.queryAllByTestId('animated-count').map((node) => node.textContent);
  await vi.waitFor(() => expect(shown()).toEqual(expected), { timeout: 3000 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GlobalCounterWidget', () => {
  it('shows the global TCG and VGC counts with thousands separators, and no own counts for a guest', async () => {
    const { fetchMock } = stubCounts({ global: { tcg: 12345, vgc: 678 } });
    renderWidget();
    const widget = await screen.findByRole('region', { name: 'Matches logged' });
    expect(within(widget).getByText('TCG matches')).toBeTruthy();
    expect(within(widget).getByText('VGC matches')).toBeTruthy();
    await expectShown(['12,345', '678']);
    expect(screen.queryByText('Your matches')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('my-counts'))).toBe(false);
  });

  it("adds the user's own counts when signed in", async () => {
    stubCounts({ global: { tcg: 2000, vgc: 1500 }, mine: { tcg: 42, vgc: 7 } });
    renderWidget({ signedIn: true });
    const own = await screen.findByRole('group', { name: 'Your matches' });
    expect(within(own).getByText('TCG')).toBeTruthy();
    expect(within(own).getByText('VGC')).toBeTruthy();
    await expectShown(['2,000', '1,500', '42', '7']);
  });

  it('stays hidden when the first load fails', async () => {
    const { fetchMock } = stubCounts({ global: null });
    const { container } = renderWidget();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(container.querySelector('main')!.childElementCount).toBe(0);
    expect(screen.queryByRole('button', { name: 'Refresh match counts' })).toBeNull();
  });

  it("refresh fetches both counts again and says 'Match counts updated!'", async () => {
    const { state } = stubCounts({ global: { tcg: 10, vgc: 20 }, mine: { tcg: 1, vgc: 2 } });
    renderWidget({ signedIn: true });
    await expectShown(['10', '20', '1', '2']);
    state.global = { tcg: 11, vgc: 20 };
    state.mine = { tcg: 2, vgc: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh match counts' }));
    expect(await screen.findByText('Match counts updated!')).toBeTruthy();
    await expectShown(['11', '20', '2', '2']);
  });

  it("refresh failure says 'Failed to update match counts' and keeps the last counts", async () => {
    const { state } = stubCounts({ global: { tcg: 10, vgc: 20 } });
    renderWidget();
    await expectShown(['10', '20']);
    state.global = null;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh match counts' }));
    expect(await screen.findByText('Failed to update match counts')).toBeTruthy();
    expect(screen.queryByText('Match counts updated!')).toBeNull();
    expect(screen.getAllByTestId('animated-count').map((n) => n.textContent)).toEqual(['10', '20']);
  });

  it('counts up frame by frame to the final number, which screen readers get at once', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    stubCounts({ global: { tcg: 12345, vgc: 0 } });
    renderWidget();
    const widget = await screen.findByRole('region', { name: 'Matches logged' });
    expect(within(widget).getByText('12,345', { selector: 'div,span:not([aria-hidden])' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(300));
    const midway = Number(screen.getAllByTestId('animated-count')[0]!.textContent!.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(12345);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getAllByTestId('animated-count')[0]!.textContent).toBe('12,345');
  });

  it('jumps straight to the number when the system asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion: reduce'),
          media: query,
          onchange: null,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    // No animation frame ever runs: the number must be there without one.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    stubCounts({ global: { tcg: 12345, vgc: 9 } });
    renderWidget();
    await screen.findByRole('region', { name: 'Matches logged' });
    // Not vi.waitFor: with fake timers it would advance the animation frames itself.
    await act(async () => {});
    expect(screen.getAllByTestId('animated-count').map((node) => node.textContent)).toEqual(['12,345', '9']);
  });
});
