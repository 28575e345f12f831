import { THEME_LOCK_MS, THEME_SAVE_DELAY_MS } from '@trainerlog/core';

export type Scheme = 'light' | 'dark';

export interface ThemeTogglerDeps {
  /** The scheme on screen now. */
  current(): Scheme;
  /** Shows and saves the scheme locally, at once. */
  apply(scheme: Scheme): void;
  isLoggedIn(): boolean;
  /** Saves the choice to the account (PUT /api/auth/dark-mode). */
  saveToAccount(darkModeEnabled: boolean): void;
  /** Tells the UI whether clicks are currently ignored. */
  onLockChange?(locked: boolean): void;
}

export interface ThemeToggler {
  /** Flips the scheme; returns false when the toggle is still locked from the previous flip. */
  toggle(): boolean;
  isLocked(): boolean;
  dispose(): void;
}

/**
 * Spec part 1 §4 / part 2 §4: toggling saves locally at once and, if logged in, to the profile after 200 ms; the
 * toggle is then locked for 1 s when logged in, 0.5 s otherwise. Rapid flips therefore send one request at most.
 */
export function createThemeToggler(deps: ThemeTogglerDeps): ThemeToggler {
  let locked = false;
  let lockTimer: ReturnType<typeof setTimeout> | undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    toggle() {
      if (locked) return false;
      const next: Scheme = deps.current() === 'dark' ? 'light' : 'dark';
      const loggedIn = deps.isLoggedIn();
      deps.apply(next);
      locked = true;
      deps.onLockChange?.(true);
      lockTimer = setTimeout(
        () => {
          locked = false;
          deps.onLockChange?.(false);
        },
        loggedIn ? THEME_LOCK_MS.loggedIn : THEME_LOCK_MS.guest,
      );
      if (loggedIn) {
        clearTimeout(saveTimer);
        saveTimer = setTimeout(() => deps.saveToAccount(next === 'dark'), THEME_SAVE_DELAY_MS);
      }
      return true;
    },
    isLocked: () => locked,
    dispose() {
      clearTimeout(lockTimer);
      // A pending save still goes out: the user's choice must reach the account even if the toggle unmounts.
    },
  };
}
