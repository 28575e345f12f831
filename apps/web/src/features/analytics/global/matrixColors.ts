/**
 * The matrix cells' background by win rate (issue 6: "each cell rate and W-L-T with colour by rate"): red below
 * 50 %, neutral at 50 %, green above, stronger the further from even (full strength at 20 % / 80 %).
 *
 * Decision: the colour is the theme's red/green mixed into transparent (`color-mix`), so the same cell reads on the
 * light and the dark background with the page's own text colour; at most 45 % strength keeps the text readable.
 * Small samples, mirrors and pairs without a rate get no colour (they say nothing reliable).
 */
const FULL_AT = 0.3;
const MAX_STRENGTH = 45;

export function rateStrength(rate: number): number {
  return Math.round(Math.min(1, Math.abs(rate - 0.5) / FULL_AT) * MAX_STRENGTH);
}

export function rateBackground(rate: number | null, muted: boolean): string | undefined {
  if (rate === null || muted) return undefined;
  const strength = rateStrength(rate);
  if (strength === 0) return undefined;
  const color = rate > 0.5 ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)';
  return `color-mix(in srgb, ${color} ${strength}%, transparent)`;
}

/** favoured / unfavoured / even, or undefined without a colour (the cell's data-tone, for tests and styling). */
export function rateTone(rate: number | null, muted: boolean): 'favoured' | 'unfavoured' | 'even' | undefined {
  if (rate === null || muted) return undefined;
  if (rateStrength(rate) === 0) return 'even';
  return rate > 0.5 ? 'favoured' : 'unfavoured';
}
