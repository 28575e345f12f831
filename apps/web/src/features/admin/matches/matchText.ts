import type { AdminMatchRow } from '@trainerlog/core';

export const RESULT_LABEL: Record<AdminMatchRow['result'], string> = {
  win: 'Win',
  loss: 'Loss',
  tie: 'Tie',
  unknown: '—',
};
export const RESULT_COLOR: Record<AdminMatchRow['result'], string> = {
  win: 'teal',
  loss: 'red',
  tie: 'gray',
  unknown: 'gray',
};

/** "Charizard ex vs Gardevoir ex"; a missing side reads "no deck" / "unknown opponent". */
export function matchTitle(row: Pick<AdminMatchRow, 'deck' | 'opponent'>): string {
  return `${row.deck || 'No deck'} vs ${row.opponent || 'unknown opponent'}`;
}

export function matchDate(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  if (!day) return date;
  const value = new Date(`${day}T00:00:00Z`);
  return value.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}
