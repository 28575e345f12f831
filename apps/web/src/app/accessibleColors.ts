import { darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * WCAG 2.1 AA colours (issue 28). Mantine's defaults put coloured text, dimmed text and links below 4.5:1 (gray-6 on
 * white is 3.3:1, indigo-6 on white 4.3:1, orange-9 on its light badge 3.6:1), so the variables below replace them
 * with the nearest shade that reads at 4.5:1 or more on the surfaces it is drawn on, in both schemes.
 */
export const AA_NORMAL_TEXT = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first of `candidates` that reads at 4.5:1 on every background, else the last darkened until it does. */
export function readableOn(backgrounds: readonly string[], candidates: readonly string[]): string {
  const reads = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= AA_NORMAL_TEXT);
  const found = candidates.find(reads);
  if (found) return found;
  let color = candidates[candidates.length - 1]!;
  for (let step = 0; step < 20 && !reads(color); step++) color = darken(color, 0.08);
  return color;
}

// The surfaces text sits on: the page tint (gray-0), cards and inputs (white); in dark, the body (dark-7), cards and
// inputs (dark-6) and hovered rows (dark-5).
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'];
const DARK_SURFACES = ['#242424', '#2e2e2e', '#1f1f1f'];

/** Dimmed text: darker than Mantine's gray-6 in light, lighter than dark-2 in dark. */
export const DIMMED = { light: '#5f666d', dark: '#a6a6a6' } as const;

export const accessibleCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': readableOn(LIGHT_SURFACES, [theme.colors[theme.primaryColor]![7]]),
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-6)',
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-anchor': readableOn(DARK_SURFACES, [theme.colors[theme.primaryColor]![3]]),
    '--mantine-color-disabled-color': 'var(--mantine-color-dark-2)',
  };
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    if (name === 'dark') continue;
    // Coloured text (c="red") and outline buttons: the first of shades 7–9 that reads on the light surfaces.
    const lightText = readableOn(LIGHT_SURFACES, [shades[7], shades[8], shades[9]]);
    light[`--mantine-color-${name}-text`] = lightText;
    light[`--mantine-color-${name}-outline`] = lightText;
    // Light badges and alerts: text on the variant's own tint (shade 1).
    light[`--mantine-color-${name}-light-color`] = readableOn([shades[1], shades[0]], [shades[9]]);
    dark[`--mantine-color-${name}-text`] = readableOn(DARK_SURFACES, [shades[4], shades[3], shades[2]]);
  }
  return { variables: {}, light, dark };
};
