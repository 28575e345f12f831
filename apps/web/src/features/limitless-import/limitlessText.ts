/**
 * How the Limitless import writes placings, records, rounds and days (issue 15), in one place so the three steps,
 * the success screen and the history say them the same way.
 */
import { formatMatchDate, localCalendarDate, type LimitlessRound } from '@trainerlog/core';

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** '3rd of 64'; 'No placing' while the standings have none (an unfinished tournament, a drop). */
export function placingText(placing: number | null, players: number): string {
  if (placing === null) return 'No placing';
  return players > 0 ? `${ordinal(placing)} of ${players}` : ordinal(placing);
}

export function recordText(record: { wins: number; losses: number; ties: number }): string {
  return `${record.wins}-${record.losses}-${record.ties}`;
}

/** 'N matches' / '1 match'. */
export function matchesText(count: number): string {
  return `${count} match${count === 1 ? '' : 'es'}`;
}

/** Limitless's start date-time as 'Jan 5, 2025' on the player's own calendar. */
export function tournamentDay(date: string): string {
  const start = new Date(date);
  return Number.isNaN(start.getTime()) ? formatMatchDate(date) : formatMatchDate(localCalendarDate(start));
}

/**
 * The matches' default day: the tournament's start on the player's calendar (the contract lets the import send it;
 * an evening tournament in America starts on the next UTC day), else the UTC day the server proposes.
 */
export function defaultMatchDay(date: string, utcDay: string): string {
  const start = new Date(date);
  return Number.isNaN(start.getTime()) ? utcDay : localCalendarDate(start);
}

export const PHASE_LABELS: Record<LimitlessRound['kind'], string> = {
  swiss: 'Swiss',
  topcut: 'Top cut',
  other: 'Other phase',
};

export const RESULT_LETTERS: Record<LimitlessRound['result'], string> = {
  win: 'W',
  loss: 'L',
  tie: 'T',
  bye: 'Bye',
  unreported: '?',
};

export const RESULT_WORDS: Record<LimitlessRound['result'], string> = {
  win: 'Win',
  loss: 'Loss',
  tie: 'Tie',
  bye: 'Bye',
  unreported: 'Not reported',
};

export const RESULT_COLORS: Record<LimitlessRound['result'], string> = {
  win: 'green',
  loss: 'red',
  tie: 'gray',
  bye: 'gray',
  unreported: 'gray',
};

/** Accents and letter case ignored, as the server's name search does. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const GAME_LABELS = { tcg: 'TCG', vgc: 'VGC' } as const;
export const LIST_NOUN = { tcg: 'deck', vgc: 'team' } as const;
