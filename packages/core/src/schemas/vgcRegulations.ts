/**
 * VGC regulations as data an admin extends (issue 29: "Regulations and their Showdown formats as data an admin can
 * extend (no release needed for the next regulation)"; "Restricted and legality rules per regulation as data").
 * Everyone reads the list (GET /api/vgc-regulations: forms, analytics and the community filter read a format's
 * regulation through it); admins and owners add, change and remove regulations.
 *
 * Decisions:
 * - A regulation is `{ code, game, mechanic, showdownFormats, restrictedLimit, bannedPokemon, notes }`.
 * - `code` is how players write it after "Reg": one letter (`G`, a Scarlet & Violet set) or letter-dash-letter (`M-A`,
 *   Pokémon Champions). Those are the shapes the format reader (`rules/formatMechanics.ts`) finds in free text, so a
 *   code of another shape could never match a format and is refused. Typed `ma` or `m a` is stored `M-A`; codes are
 *   unique (409 on the server).
 * - `game` is one of the VGC games the app knows; `mechanic` the once-per-battle mechanic its formats play with (the
 *   VGC form offers Mega in place of Tera when it is `mega`).
 * - `showdownFormats`: Showdown format ids (`gen9championsvgc2026regmabo3`) that name the regulation even when the id
 *   does not spell `reg<code>`; lower-case letters and digits, at most 20, no duplicates.
 * - `restrictedLimit`: how many restricted Pokémon a team may hold (0–6), or null when the regulation's limit is not
 *   set: then no team is refused (a wrong refusal would stop a player logging a real match). What is restricted stays
 *   the separate admin list (`restrictedPokemon.ts`), as the official rules name one list for every regulation.
 * - `bannedPokemon`: Pokémon a team of this regulation may not hold (Pokédex spellings, the server checks the names; a
 *   listed species covers its formes, as the restricted list). `notes`: the other legality rules in words (item
 *   bans, dates), for players and admins to read; the app checks nothing from them.
 * - The list answers carry `builtIn` (a row the release ships, core `BUILT_IN_REGULATIONS`) and `adminEdited` (an
 *   admin changed it since, so no later release overwrites it).
 */
import { z } from 'zod';

export const REGULATION_GAMES = ['Pokémon Champions', 'Scarlet & Violet'] as const;
export type RegulationGame = (typeof REGULATION_GAMES)[number];

export const BATTLE_MECHANICS = ['tera', 'mega', 'dynamax', 'z-move'] as const;
/** The once-per-battle mechanic of a format. */
export type BattleMechanic = (typeof BATTLE_MECHANICS)[number];

export const REGULATION_CODE_REQUIRED = 'Regulation code is required';
export const REGULATION_CODE_SHAPE = 'Regulation code must be one letter (G) or two letters with a dash (M-A)';
export const REGULATION_CODE_TAKEN = 'A regulation with this code already exists';
export const REGULATION_NOT_FOUND = 'Regulation not found';
export const REGULATION_SHOWDOWN_FORMAT_SHAPE =
  'Showdown format ids are lower-case letters and digits, like gen9championsvgc2026regmabo3';
export const REGULATION_SHOWDOWN_FORMATS_DUPLICATE = 'Showdown formats must not repeat';
export const REGULATION_BANNED_DUPLICATE = 'Banned Pokémon must not repeat';
export const REGULATION_MAX_SHOWDOWN_FORMATS = 20;
export const REGULATION_MAX_BANNED = 300;
export const REGULATION_NOTES_MAX_LENGTH = 1000;
export const REGULATION_RESTRICTED_LIMIT_MAX = 6;

/** `M-A`, `m a`, `ma`, `Reg M-A` → `M-A`; `g` → `G`; null when the text is not a code's shape. */
export function regulationCodeOf(text: string): string | null {
  const letters = text
    .trim()
    .replace(/^reg(?:ulation)?(?:\s*set)?[\s.]*/i, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
  if (/^[A-Z]$/.test(letters)) return letters;
  if (/^[A-Z]{2}$/.test(letters)) return `${letters[0]}-${letters[1]}`;
  return null;
}

const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const noDuplicates = (values: readonly string[]) => new Set(values.map(folded)).size === values.length;

const codeSchema = z
  .string({ error: REGULATION_CODE_REQUIRED })
  .trim()
  .min(1, REGULATION_CODE_REQUIRED)
  .max(20, REGULATION_CODE_SHAPE)
  .transform((text, ctx) => {
    const code = regulationCodeOf(text);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: REGULATION_CODE_SHAPE });
      return z.NEVER;
    }
    return code;
  });

/** POST /api/vgc-regulations and PUT /api/vgc-regulations/:code. */
export const vgcRegulationInputSchema = z.object({
  code: codeSchema,
  game: z.enum(REGULATION_GAMES, { error: `Game must be one of: ${REGULATION_GAMES.join(', ')}` }),
  mechanic: z.enum(BATTLE_MECHANICS, { error: `Mechanic must be one of: ${BATTLE_MECHANICS.join(', ')}` }),
  showdownFormats: z
    .array(
      z
        .string({ error: REGULATION_SHOWDOWN_FORMAT_SHAPE })
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9]{3,80}$/, REGULATION_SHOWDOWN_FORMAT_SHAPE),
    )
    .max(REGULATION_MAX_SHOWDOWN_FORMATS, `At most ${REGULATION_MAX_SHOWDOWN_FORMATS} Showdown formats`)
    .refine(noDuplicates, REGULATION_SHOWDOWN_FORMATS_DUPLICATE)
    .default([]),
  restrictedLimit: z
    .number({ error: 'Restricted limit must be a whole number or empty' })
    .int('Restricted limit must be a whole number or empty')
    .min(0, 'Restricted limit must be 0 or more')
    .max(REGULATION_RESTRICTED_LIMIT_MAX, `Restricted limit must be at most ${REGULATION_RESTRICTED_LIMIT_MAX}`)
    .nullable()
    .default(null),
  bannedPokemon: z
    .array(
      z
        .string({ error: 'Banned Pokémon must be names' })
        .trim()
        .min(1, 'Banned Pokémon names must not be empty')
        .max(60, 'Banned Pokémon names must be at most 60 characters'),
    )
    .max(REGULATION_MAX_BANNED, `At most ${REGULATION_MAX_BANNED} banned Pokémon`)
    .refine(noDuplicates, REGULATION_BANNED_DUPLICATE)
    .default([]),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(REGULATION_NOTES_MAX_LENGTH, `Notes must be at most ${REGULATION_NOTES_MAX_LENGTH} characters`)
    .default(''),
});
export type VgcRegulationInput = z.infer<typeof vgcRegulationInputSchema>;
export type VgcRegulationInputBody = z.input<typeof vgcRegulationInputSchema>;

/** A regulation as the rules read it (core `BUILT_IN_REGULATIONS` entries and the stored rows alike). */
export interface VgcRegulation {
  code: string;
  game: RegulationGame;
  mechanic: BattleMechanic;
  showdownFormats: readonly string[];
  restrictedLimit: number | null;
  bannedPokemon: readonly string[];
  notes: string;
}

/** One regulation of the list answer. */
export const vgcRegulationSchema = z.object({
  code: z.string(),
  game: z.enum(REGULATION_GAMES),
  mechanic: z.enum(BATTLE_MECHANICS),
  showdownFormats: z.array(z.string()),
  restrictedLimit: z.number().int().nullable(),
  bannedPokemon: z.array(z.string()),
  notes: z.string(),
  /** Shipped with the app (core `BUILT_IN_REGULATIONS`). */
  builtIn: z.boolean(),
  /** A built-in row an admin changed since: later releases leave it as it is. */
  adminEdited: z.boolean(),
});
export type VgcRegulationRow = z.infer<typeof vgcRegulationSchema>;

/** Every answer of /api/vgc-regulations: the whole list, by game (Champions first) then code. */
export const vgcRegulationListSchema = z.object({ regulations: z.array(vgcRegulationSchema) });
export type VgcRegulationList = z.infer<typeof vgcRegulationListSchema>;

export const vgcRegulationParamsSchema = z.object({ code: z.string().max(40) });
