import { THEME_LOCK_MS, THEME_SAVE_DELAY_MS } from '@trainerlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeToggler, type Scheme } from '../../src/session/themeToggler.ts';

function setup(loggedIn: boolean, initial: Scheme = 'light') {
  let scheme = initial;
  const saveToAccount = vi.fn();
  const locks: boolean[] = [];
  const toggler = createThemeToggler({
    current: () => scheme,
    apply: (next) => {
      scheme = next;
    },
    isLoggedIn: () => loggedIn,
    saveToAccount,
    onLockChange: (locked) => locks.push(locked),
  });
  return { toggler, saveToAccount, locks, scheme: () => scheme };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('theme toggle (spec part 1 §4)', () => {
  it('switches at once and saves to the account 200 ms later when logged in', () => {
    const { toggler, saveToAccount, scheme } = setup(true);
    expect(toggler.toggle()).toBe(true);
    expect(scheme()).toBe('dark');
    vi.advanceTimersByTime(THEME_SAVE_DELAY_MS - 1);
    expect(saveToAccount).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(saveToAccount).toHaveBeenCalledWith(true);
  });

  it('locks for 1 s when logged in', () => {
    const { toggler, scheme, locks } = setup(true);
    toggler.toggle();
    vi.advanceTimersByTime(THEME_LOCK_MS.loggedIn - 1);
    expect(toggler.toggle()).toBe(false);
    expect(scheme()).toBe('dark');
    vi.advanceTimersByTime(1);
    expect(toggler.isLocked()).toBe(false);
    expect(toggler.toggle()).toBe(true);
    expect(scheme()).toBe('light');
    expect(locks).toEqual([true, false, true]);
  });

  it('locks for 0.5 s and never calls the server for a guest', () => {
    const { toggler, saveToAccount, scheme } = setup(false, 'dark');
    toggler.toggle();
    expect(scheme()).toBe('light');
    vi.advanceTimersByTime(THEME_LOCK_MS.guest - 1);
    expect(toggler.toggle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toggler.toggle()).toBe(true);
    expect(scheme()).toBe('dark');
    vi.advanceTimersByTime(5000);
    expect(saveToAccount).not.toHaveBeenCalled();
  });

  it('still sends the pending save after the toggle goes away', () => {
    const { toggler, saveToAccount } = setup(true, 'dark');
    toggler.toggle();
    toggler.dispose();
    vi.advanceTimersByTime(THEME_SAVE_DELAY_MS);
    expect(saveToAccount).toHaveBeenCalledWith(false);
  });
});
