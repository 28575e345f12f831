/**
 * Which once-per-battle mechanic a VGC format plays with (issue 29 "Pokémon Champions"): Terastallization in Scarlet &
 * Violet, Mega Evolution in Pokémon Champions (the VGC game since April 2026, regulations M-A, M-B, M-C). The VGC
 * form offers a "Mega Evolved" picker in place of Tera for a Mega format, and the analytics read Mega usage there.
 *
 * A VGC match keeps its format as free text (schemas/vgcMatches.ts: at most 60 characters), written by the player or
 * by the Showdown import (`showdownFormatLabel`: `VGC 2026 Reg M-A` for `gen9championsvgc2026regmabo3`, whose tier
 * label is `[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)`); a team keeps one too. So the mechanic is read from that text:
 *
 * Decisions:
 * - The regulations are data: the server's `vgc_regulations` table, which admins extend (the list is passed as
 *   `regulations`), else core's built-in `BUILT_IN_REGULATIONS` (`rules/regulations.ts`; a guest offline). A word of
 *   the text equal to one of a regulation's Showdown ids names it first. Else a regulation is named by its
 *   code (`M-A`) after `Reg`, `Reg.`, `Regulation` or `Regulation Set`, with or without the dash and spaces
 *   (`Reg M-A`, `Regulation MA`, `regma` inside a Showdown id such as `gen9championsvgc2026regmabo3`), in any case.
 *   Scarlet & Violet's one-letter sets (A–I) are read the same way (`Reg G`, `gen9vgc2025regg`).
 * - The game named outright wins over a regulation: a text naming Champions (`[Gen 9 Champions]`,
 *   `gen9championsvgc…`, "Pokémon Champions") is a Champions format; "Scarlet", "Violet" or "SV" a Tera one.
 * - Without a known regulation or game, the generation decides when the text names one (`gen9`/`[Gen 9]` Tera,
 *   `gen8` Dynamax, `gen7` Z-Moves, `gen6` Mega); else the text is unknown (null) and callers keep today's behaviour
 *   (the form shows Tera: most formats typed before Champions are Scarlet & Violet ones).
 * - A regulation code the list does not know (`Reg M-D` before an admin adds it) still reads as its family when
 *   every listed code of that first letter is one game's: every `M-…` code is Champions, so a new Champions
 *   regulation shows Mega before it is listed.
 */

import type { BattleMechanic, RegulationGame, VgcRegulation } from '../schemas/vgcRegulations.ts';
import { BUILT_IN_REGULATIONS } from './regulations.ts';

export type { BattleMechanic } from '../schemas/vgcRegulations.ts';

/** What the format rules read of a regulation (the stored list's rows and core's built-in ones alike). */
export type FormatRegulation = VgcRegulation;

/** The regulations this release ships; the rules read these unless given the server's list. */
export const FORMAT_REGULATIONS: readonly FormatRegulation[] = BUILT_IN_REGULATIONS;

/** Games named outright, tested on the text's letters and digits (lower case). */
const GAMES: readonly { id: RegExp; game: RegulationGame; mechanic: BattleMechanic }[] = [
  { id: /champions/, game: 'Pokémon Champions', mechanic: 'mega' },
  { id: /scarlet|violet/, game: 'Scarlet & Violet', mechanic: 'tera' },
];

const GENERATIONS: Readonly<Record<string, BattleMechanic>> = {
  '9': 'tera',
  '8': 'dynamax',
  '7': 'z-move',
  '6': 'mega',
};

export interface FormatMechanic {
  mechanic: BattleMechanic;
  /** The game the format belongs to, when the text tells. */
  game: RegulationGame | null;
  /** The regulation's code (`M-A`), when the text names a known one. */
  regulation: string | null;
}

const idOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const codeId = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The regulation codes a text names, as ids (`ma`, `g`): after `reg`/`regulation`/`regulation set`, one or two
 * letters, then the end, a best-of tail (`bo3`) or a non-letter, so `Reg M-A`, `reg ma`, `RegMA` and `…regmabo3` all
 * give `ma` (with the first letter alone as a fallback); `Regi` (the trio) is not Regulation I unless written `RegI`.
 */
function regulationIds(text: string): string[] {
  const lower = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const found: string[] = [];
  const pattern = /reg(?:ulation)?(?:[\s.]*set)?[\s.]*([a-z])(?:[\s-]*([a-z]))?(?=bo\d|[^a-z]|$)/g;
  for (const match of lower.matchAll(pattern)) {
    const start = match.index ?? 0;
    // Inside a longer word (`omegareg…`) only after letters and digits of an id (`gen9vgc2025regg`), never a name.
    if (start > 0 && /[a-z]/.test(lower[start - 1]!) && !/(?:vgc|bss|doubles|singles)$/.test(lower.slice(0, start))) {
      continue;
    }
    const written = text.slice(start, start + match[0].length);
    if (match[0] === 'regi' && !/^(RegI|REGI)$/.test(written)) continue;
    found.push(`${match[1]}${match[2] ?? ''}`);
    // `reggbo3` reads `gg` first: the one letter is the fallback when two name no regulation.
    if (match[2]) found.push(match[1]!);
  }
  return found;
}

/**
 * The regulation a family of two-letter codes belongs to (see header): every listed code starting with the letter
 * belongs to one game, so an unlisted code of that letter (`M-D`) is that game's.
 */
function familyOf(code: string, regulations: readonly FormatRegulation[]) {
  const members = regulations.filter((r) => codeId(r.code).length === 2 && codeId(r.code)[0] === code[0]);
  const first = members[0];
  if (!first || members.some((r) => r.game !== first.game || r.mechanic !== first.mechanic)) return undefined;
  return first;
}

/** The regulation whose Showdown format id is one of the text's words (`gen9championsvgc2026regmabo3`). */
function byShowdownId(text: string, regulations: readonly FormatRegulation[]): FormatRegulation | undefined {
  const words = new Set(text.toLowerCase().split(/[^a-z0-9]+/));
  words.add(idOf(text));
  return regulations.find((r) => r.showdownFormats.some((id) => words.has(id)));
}

/**
 * The mechanic of a format text (a Showdown id, its tier label, or what a player typed); null when unknown.
 * `regulations` is the server's list when known (admin-added regulations), else the built-in one.
 */
export function formatMechanic(
  format: string | null | undefined,
  regulations: readonly FormatRegulation[] = FORMAT_REGULATIONS,
): FormatMechanic | null {
  const text = typeof format === 'string' ? format : '';
  if (text.trim() === '') return null;
  const id = idOf(text);
  const named = GAMES.find((game) => game.id.test(id));
  const listed = byShowdownId(text, regulations);
  if (listed) return { mechanic: listed.mechanic, game: listed.game, regulation: listed.code };
  for (const code of regulationIds(text)) {
    const known = regulations.find((r) => codeId(r.code) === code);
    // A Scarlet & Violet letter inside a text that names Champions is not that game's set.
    if (known && (!named || named.game === known.game)) {
      return { mechanic: known.mechanic, game: known.game, regulation: known.code };
    }
    const family = code.length === 2 ? familyOf(code, regulations) : undefined;
    if (family && (!named || named.game === family.game)) {
      return { mechanic: family.mechanic, game: family.game, regulation: null };
    }
  }
  if (named) return { mechanic: named.mechanic, game: named.game, regulation: null };
  const generation = /(?:^|[^a-z0-9])gen\s*(\d)(?!\d)/i.exec(text)?.[1] ?? /^gen(\d)(?!\d)/.exec(id)?.[1];
  const mechanic = generation ? GENERATIONS[generation] : undefined;
  return mechanic ? { mechanic, game: null, regulation: null } : null;
}

/** The regulation a format names (see `formatMechanic`), as the list holds it; null when none is known. */
export function regulationOfFormat(
  format: string | null | undefined,
  regulations: readonly FormatRegulation[] = FORMAT_REGULATIONS,
): FormatRegulation | null {
  const code = formatMechanic(format, regulations)?.regulation;
  return code ? (regulations.find((r) => r.code === code) ?? null) : null;
}

/** True when the format is known to play with Mega Evolution and not Terastallization (a Champions format). */
export function isMegaFormat(
  format: string | null | undefined,
  regulations: readonly FormatRegulation[] = FORMAT_REGULATIONS,
): boolean {
  return formatMechanic(format, regulations)?.mechanic === 'mega';
}

/** True when the format may have Tera: a Tera format, or one whose mechanic is unknown (see header). */
export function mayHaveTera(
  format: string | null | undefined,
  regulations: readonly FormatRegulation[] = FORMAT_REGULATIONS,
): boolean {
  const mechanic = formatMechanic(format, regulations)?.mechanic;
  return mechanic === undefined || mechanic === 'tera';
}
