/**
 * Showdown formats for the replay import (issue 13): the format id of a replay, the label a match keeps, and which
 * formats are VGC doubles (the only ones the VGC match log takes).
 *
 * Decisions:
 * - Format ids have no dashes, so a replay id's format is the segment before its number, after any server prefix
 *   (`smogtours-gen9vgc2024regg-12345` → `gen9vgc2024regg`).
 * - A label is built from the id when the id is a plain VGC or Battle Stadium Doubles one (`VGC 2025 Reg I`,
 *   `VGC 2023 Series 2`, `Battle Stadium Doubles Reg I`), leaving out the best-of (the match keeps that apart); any
 *   other id (Champions, custom games, future shapes) takes the tier label's text without `[Gen N…] ` and `(BoN)`,
 *   else the id itself. Labels are cut to SHOWDOWN_FORMAT_MAX_LENGTH.
 * - VGC doubles: a doubles battle whose format id holds `vgc`, `battlestadiumdoubles` or `bssdoubles`, or a doubles
 *   custom game (where players practise VGC). Doubles OU and other doubles tiers are not VGC.
 */
import { SHOWDOWN_FORMAT_MAX_LENGTH } from '../../schemas/showdownImport.ts';
import type { ShowdownReplayReading } from './types.ts';

const clip = (label: string) => label.slice(0, SHOWDOWN_FORMAT_MAX_LENGTH).trim();

/** `[Gen 9] VGC 2026 Reg F (Bo3)` → `gen9vgc2026regfbo3` (Showdown's toID). */
export function formatIdFromLabel(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The format of a replay id (`gen9vgc2024regg-2162538254` → `gen9vgc2024regg`); '' when the id has no number. */
export function formatIdFromReplayId(replayId: string): string {
  const parts = replayId.toLowerCase().split('-');
  const number = parts.pop() ?? '';
  const format = parts.pop() ?? '';
  return /^\d+$/.test(number) && /^[a-z0-9]+$/.test(format) && /[a-z]/.test(format) ? format : '';
}

/** ` Reg I`, ` Series 2`, '' for no season; null when the rest is not a season. */
function seasonLabel(rest: string): string | null {
  if (rest === '') return '';
  const regulation = /^reg(?:ulation)?([a-z])$/.exec(rest);
  if (regulation?.[1]) return ` Reg ${regulation[1].toUpperCase()}`;
  const series = /^series(\d+)$/.exec(rest);
  if (series?.[1]) return ` Series ${series[1]}`;
  return null;
}

export function showdownFormatLabel(formatId: string, format?: string): string {
  const id = formatIdFromLabel(typeof formatId === 'string' ? formatId : '');
  const body = id.replace(/^gen\d+/, '').replace(/bo\d+$/, '');
  const vgc = /^vgc(\d{4})(.*)$/.exec(body);
  if (vgc?.[1]) {
    const season = seasonLabel(vgc[2] ?? '');
    if (season !== null) return clip(`VGC ${vgc[1]}${season}`);
  }
  const bsd = /^battlestadiumdoubles(.*)$/.exec(body);
  if (bsd) {
    const season = seasonLabel(bsd[1] ?? '');
    if (season !== null) return clip(`Battle Stadium Doubles${season}`);
  }
  const label = (typeof format === 'string' ? format : '')
    .replace(/^\s*\[[^\]]*\]\s*/, '')
    .replace(/\s*\(\s*bo\s*\d+\s*\)\s*$/i, '')
    .trim();
  if (label !== '') return clip(label);
  return clip(typeof formatId === 'string' ? formatId.trim() : '');
}

/** The formats the VGC match log takes, by format id (a doubles battle's, see the header). */
export const VGC_FORMAT_ID_PATTERN = /vgc|battlestadiumdoubles|bssdoubles|doublescustomgame/;

export function isVgcDoublesFormat(reading: ShowdownReplayReading): boolean {
  if (!reading.isReplay) return false;
  const doubles = reading.gameType === 'doubles' || (reading.gameType === null && reading.activeSlots === 2);
  if (!doubles) return false;
  const id = reading.formatId || formatIdFromLabel(reading.format);
  return VGC_FORMAT_ID_PATTERN.test(id);
}
