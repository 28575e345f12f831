import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  components: {
    // A plain object, not PasswordInput.extend(): the theme is on every page, PasswordInput only on a few lazy ones.
    PasswordInput: {
      // Mantine's default name for the eye button contains "password", which makes "Password" ambiguous for
      // label-based lookups (screen readers and browser tests alike); this name describes what it does.
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show characters' } },
    },
  },
});
