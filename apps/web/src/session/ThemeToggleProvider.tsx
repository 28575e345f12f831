import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authApi } from './authApi.ts';
import { ThemeToggleContext, type ThemeToggleState } from './themeToggleContext.ts';
import { createThemeToggler, type ThemeToggler } from './themeToggler.ts';
import { useAuth } from './useAuth.ts';

/** Holds the single theme toggler (createThemeToggler) so every toggle button shares one lock. */
export function ThemeToggleProvider({ children }: { children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { status, setUser } = useAuth();
  const [locked, setLocked] = useState(false);

  // The toggler outlives renders; it reads the latest render's values through this ref.
  const latest = useRef({ scheme, status, setColorScheme, setUser });
  useEffect(() => {
    latest.current = { scheme, status, setColorScheme, setUser };
  });

  const toggler = useRef<ThemeToggler | null>(null);
  useEffect(() => {
    const instance = createThemeToggler({
      current: () => latest.current.scheme,
      apply: (next) => latest.current.setColorScheme(next),
      isLoggedIn: () => latest.current.status === 'authenticated',
      saveToAccount: (darkModeEnabled) => {
        authApi
          .setDarkMode(darkModeEnabled)
          .then((user) => latest.current.setUser(user))
          .catch((error: unknown) => console.warn('Could not save the theme to your account', error));
      },
      onLockChange: setLocked,
    });
    toggler.current = instance;
    return () => instance.dispose();
  }, []);

  const toggle = useCallback(() => {
    toggler.current?.toggle();
  }, []);
  const value = useMemo<ThemeToggleState>(() => ({ scheme, locked, toggle }), [scheme, locked, toggle]);
  return <ThemeToggleContext.Provider value={value}>{children}</ThemeToggleContext.Provider>;
}
