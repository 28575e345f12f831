/**
 * How analytics figures read on screen, in one place so every table, card and export says the same thing.
 * Rates are fractions 0..1 in core; the screen shows one decimal ("62.5%"), and "—" when there is no rate.
 */
import type { Interval } from '@trainerlog/core';

export const NO_RATE = '—';

export function formatRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? `${(rate * 100).toFixed(1)}%` : NO_RATE;
}

/** "12-5" without ties, "12-5-1" with (W-L-T). */
export function formatRecord(wins: number, losses: number, ties = 0): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** "40.1–68.0%" (the 95% Wilson interval), or "—". */
export function formatInterval(interval: Interval | null | undefined): string {
  if (!interval) return NO_RATE;
  return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)}%`;
}

/** "8 matches" / "1 game". */
export function formatCount(count: number, unit: 'matches' | 'games' = 'matches'): string {
  const singular = unit === 'matches' ? 'match' : 'game';
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : unit}`;
}
