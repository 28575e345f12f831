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
 * - The regulations are data (`FORMAT_REGULATIONS`): the next regulation is one line. A regulation is named by its
 *   code (`M-A`) after `Reg`, `Reg.`, `Regulation` or `Regulation Set`, with or without the dash and spaces
 *   (`Reg M-A`, `Regulation MA`, `regma` inside a Showdown id such as `gen9championsvgc2026regmabo3`), in any case.
 *   Scarlet & Violet's one-letter sets (A–I) are read the same way (`Reg G`, `gen9vgc2025regg`).
 * - The game named outright wins over a regulation: a text naming Champions (`[Gen 9 Champions]`,
 *   `gen9championsvgc…`, "Pokémon Champions") is a Champions format; "Scarlet", "Violet" or "SV" a Tera one.
 * - Without a known regulation or game, the generation decides when the text names one (`gen9`/`[Gen 9]` Tera,
 *   `gen8` Dynamax, `gen7` Z-Moves, `gen6` Mega); else the text is unknown (null) and callers keep today's behaviour
 *   (the form shows Tera: most formats typed before Champions are Scarlet & Violet ones).
 * - A regulation code the table does not know (`Reg M-D` before it is added) still reads as its family when the
 *   family is one game's: every `M-…` code is Champions, so a new Champions regulation shows Mega before its line.
 */

/** The once-per-battle mechanic of a format. */
export type BattleMechanic = 'tera' | 'mega' | 'dynamax' | 'z-move';

export interface FormatRegulation {
  /** How players and Showdown write it: `M-A`, `G`. */
  code: string;
  /** The game the regulation belongs to. */
  game: 'Pokémon Champions' | 'Scarlet & Violet';
  mechanic: BattleMechanic;
}

/** Official regulation sets, by game (Play! Pokémon VGC rules; Showdown ids `gen9championsvgc2026reg<ma|mb|mc>`). */
export const FORMAT_REGULATIONS: readonly FormatRegulation[] = [
  { code: 'M-A', game: 'Pokémon Champions', mechanic: 'mega' },
  { code: 'M-B', game: 'Pokémon Champions', mechanic: 'mega' },
  { code: 'M-C', game: 'Pokémon Champions', mechanic: 'mega' },
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((code): FormatRegulation => ({
    code,
    game: 'Scarlet & Violet',
    mechanic: 'tera',
  })),
];

/** Regulation families: a code starting with this letter and a dash belongs to one game (see header). */
const FAMILIES: readonly { prefix: string; game: FormatRegulation['game']; mechanic: BattleMechanic }[] = [
  { prefix: 'M', game: 'Pokémon Champions', mechanic: 'mega' },
];

/** Games named outright, tested on the text's letters and digits (lower case). */
const GAMES: readonly { id: RegExp; game: FormatRegulation['game']; mechanic: BattleMechanic }[] = [
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
  game: FormatRegulation['game'] | null;
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

/** The mechanic of a format text (a Showdown id, its tier label, or what a player typed); null when unknown. */
export function formatMechanic(format: string | null | undefined): FormatMechanic | null {
  const text = typeof format === 'string' ? format : '';
  if (text.trim() === '') return null;
  const id = idOf(text);
  const named = GAMES.find((game) => game.id.test(id));
  for (const code of regulationIds(text)) {
    const known = FORMAT_REGULATIONS.find((r) => codeId(r.code) === code);
    // A Scarlet & Violet letter inside a text that names Champions is not that game's set.
    if (known && (!named || named.game === known.game)) {
      return { mechanic: known.mechanic, game: known.game, regulation: known.code };
    }
    const family = code.length === 2 ? FAMILIES.find((f) => f.prefix.toLowerCase() === code[0]) : undefined;
    if (family) return { mechanic: family.mechanic, game: family.game, regulation: null };
  }
  if (named) return { mechanic: named.mechanic, game: named.game, regulation: null };
  const generation = /(?:^|[^a-z0-9])gen\s*(\d)(?!\d)/i.exec(text)?.[1] ?? /^gen(\d)(?!\d)/.exec(id)?.[1];
  const mechanic = generation ? GENERATIONS[generation] : undefined;
  return mechanic ? { mechanic, game: null, regulation: null } : null;
}

/** True when the format is known to play with Mega Evolution and not Terastallization (a Champions format). */
export function isMegaFormat(format: string | null | undefined): boolean {
  return formatMechanic(format)?.mechanic === 'mega';
}

/** True when the format may have Tera: a Tera format, or one whose mechanic is unknown (see header). */
export function mayHaveTera(format: string | null | undefined): boolean {
  const mechanic = formatMechanic(format)?.mechanic;
  return mechanic === undefined || mechanic === 'tera';
}
