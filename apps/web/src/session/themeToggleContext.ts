import { createContext, useContext } from 'react';
import type { Scheme } from './themeToggler.ts';

export interface ThemeToggleState {
  scheme: Scheme;
  /** True for the spec's lock period after a flip; clicks are ignored meanwhile. */
  locked: boolean;
  toggle(): void;
}

export const ThemeToggleContext = createContext<ThemeToggleState | null>(null);

/** The one colour-scheme toggle of the app; every toggle button shares its lock. */
export function useThemeToggle(): ThemeToggleState {
  const value = useContext(ThemeToggleContext);
  if (!value) throw new Error('useThemeToggle must be used inside <ThemeToggleProvider>');
  return value;
}
