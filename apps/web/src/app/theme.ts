import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 carries white text at 5.7:1 (shade 6 was 4.3:1, dark's shade 5 3.7:1: below WCAG AA, issue 28).
  primaryShade: { light: 8, dark: 8 },
  // Filled buttons and badges of any colour take black or white text, whichever reads better: at this luminance
  // both read the same, so the one picked is always 4.5:1 or more.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1, axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // Toasts' close button is an icon alone: it needs a name (WCAG 4.1.2, Lighthouse button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A plain object, not PasswordInput.extend(): the theme is on every page, PasswordInput only on a few lazy ones.
    PasswordInput: {
      // Mantine's default name for the eye button contains "password", which makes "Password" ambiguous for
      // label-based lookups (screen readers and browser tests alike); this name describes what it does.
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show characters' } },
    },
  },
});
