import {
  formatMatchDate,
  matchBestOf,
  pokemonNameList,
  VGC_TEAM_MAX,
  type VgcGame,
  type VgcMatch,
} from '@trainerlog/core';
import { NOT_RECORDED, resultLabelForEar } from './matchText.ts';

/** A VGC match's opponent may be unnamed (the name is optional in the form; imports may not know it). */
export const UNKNOWN_OPPONENT = 'Unknown opponent';

/** Spec part 1 §8, missing content. */
export const NO_PLAYER_TEAM = 'No player team data available';
export const NO_OPPONENT_TEAM = 'No opponent team data available';
export const NO_USED_POKEMON = 'No data for used Pokemon';

export function opponentNameText(match: Pick<VgcMatch, 'opponentName'>): string {
  return match.opponentName.trim() || UNKNOWN_OPPONENT;
}

/** 'Bo1' or 'Bo3' from the stored best-of (Bo1 by default). */
export function bestOfText(match: Pick<VgcMatch, 'bestOf' | 'format'>): string {
  return `Bo${matchBestOf(match)}`;
}

/** The card's format badge (spec: "format or best-of"): the format when named ('Reg H'), otherwise 'Bo1'/'Bo3'. */
export function vgcFormatText(match: Pick<VgcMatch, 'bestOf' | 'format'>): string {
  return match.format.trim() || bestOfText(match);
}

/** A team as drawn: the names in order, at most six (older or imported data may hold more). */
export function teamNames(team: VgcMatch['playerTeam'] | string): string[] {
  return pokemonNameList(team).slice(0, VGC_TEAM_MAX);
}

/** The banner's line under Victory/Defeat: who went first, or nothing when not recorded. */
export function whoWentFirstText(game: Pick<VgcGame, 'wentFirst'>): string | null {
  if (game.wentFirst === true) return 'You went first';
  if (game.wentFirst === false) return 'Opponent went first';
  return null;
}

export function vgcTurnOrderText(game: Pick<VgcGame, 'wentFirst'>): string {
  if (game.wentFirst === true) return 'Went First';
  if (game.wentFirst === false) return 'Went Second';
  return NOT_RECORDED;
}

/** Who scored the game's first knockout. */
export function firstKnockoutText(game: Pick<VgcGame, 'firstKnockout'>): string {
  if (game.firstKnockout === 'player') return 'You';
  if (game.firstKnockout === 'opponent') return 'Opponent';
  return NOT_RECORDED;
}

/**
 * A replay link safe to open: only http(s). The schema already requires it, but matches kept in browser storage are
 * read without the schema, and a `javascript:` link must never become clickable.
 */
export function safeReplayHref(link: string | null | undefined): string | null {
  const trimmed = link?.trim() ?? '';
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/** The accessible name of a VGC card's open action: "Match details: Won 2-1 vs Wolfe Glick, Jan 5, 2024". */
export function vgcCardOpenLabel(match: VgcMatch): string {
  return `Match details: ${resultLabelForEar(match)} vs ${opponentNameText(match)}, ${formatMatchDate(match.date)}`;
}
