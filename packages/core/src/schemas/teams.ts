/**
 * VGC teams and their Pokémon (spec part 1 §3 "Team"; part 2 §3 "Team", §5 team validity). The server validates
 * request bodies with these schemas, the team builder and the paste importer produce what they accept.
 *
 * Decisions:
 * - A team Pokémon holds what a Showdown set holds: species (required, ≤ 60 characters, a Showdown name such as
 *   `Urshifu-Rapid-Strike`; not checked against a species list here, so new species and formes never block a save),
 *   nickname, item, ability, Tera type, nature, gender, shiny, level, up to 4 moves, EVs and IVs.
 * - Absent text is the empty string, never null, as in the other schemas; gender is `M`, `F` or null (genderless or
 *   unspecified); shiny defaults to false.
 * - Level 1–100, default 50: VGC plays at 50, and a paste without a `Level:` line is a VGC set.
 * - EVs 0–252 per stat, at most 510 in all; IVs 0–31. Stats not given default to EV 0 and IV 31 (what Showdown
 *   assumes), so every stored Pokémon has all six of each and a stat calculator needs no fallbacks.
 * - Tera type is one of the 18 types or Stellar, nature one of the 25: a typo gets a clear message instead of being
 *   stored. Both are written with a capital first letter, as the games and Showdown write them.
 * - A nickname may not contain `@`: in a paste it would be read as the item separator and the team would not survive
 *   an export and import.
 * - Moves are trimmed, 1–40 characters each (the longest real move names are about 25 characters).
 * - Team name: trimmed, at most 100 characters, may be empty — it is shown as "Unnamed Team" (spec part 1 §2).
 *   Format: free text (`gen9vgc2024regg`, `VGC 2025 Reg G`), at most 60 characters, may be empty.
 * - A team may be saved with 0–6 Pokémon while it is being built; only a team of exactly 6 is usable in matches
 *   (`rules/teamValidity.ts`).
 * - The response shapes (`teamPokemonSchema`, `teamSchema`) hold no transforms or defaults, so that OpenAPI can
 *   describe them and stored data is read as it is.
 * - Each Pokémon in the response has an `id` (a server UUID, or a generated `local_…`/random id in the browser) so
 *   that one can be replaced or deleted (`PUT /api/teams/{id}/pokemon`, `DELETE /api/teams/{id}/pokemon/{id}`). An
 *   input Pokémon may carry its id; a new one has none and gets one when stored.
 */
import { z } from 'zod';
import { clientIdAnswerSchema, clientIdSchema } from './tcgMatches.ts';

export const TEAM_NAME_MAX_LENGTH = 100;
export const TEAM_FORMAT_MAX_LENGTH = 60;
export const TEAM_SPECIES_MAX_LENGTH = 60;
export const TEAM_TEXT_MAX_LENGTH = 60;
export const TEAM_MOVE_MAX_LENGTH = 40;
export const TEAM_MAX_MOVES = 4;
export const TEAM_DEFAULT_LEVEL = 50;
export const EV_MAX_PER_STAT = 252;
export const EV_MAX_TOTAL = 510;
export const IV_MAX = 31;
export const UNNAMED_TEAM = 'Unnamed Team';

export const STAT_KEYS = ['hp', 'atk', 'def', 'spa', 'spd', 'spe'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type StatTable = Record<StatKey, number>;
/** How Showdown writes each stat in EV and IV lines, and how messages name them. */
export const STAT_LABELS: Record<StatKey, string> = {
  hp: 'HP',
  atk: 'Atk',
  def: 'Def',
  spa: 'SpA',
  spd: 'SpD',
  spe: 'Spe',
};

export const TERA_TYPES = [
  'Normal',
  'Fire',
  'Water',
  'Electric',
  'Grass',
  'Ice',
  'Fighting',
  'Poison',
  'Ground',
  'Flying',
  'Psychic',
  'Bug',
  'Rock',
  'Ghost',
  'Dragon',
  'Dark',
  'Steel',
  'Fairy',
  'Stellar',
] as const;
export type TeraType = (typeof TERA_TYPES)[number];

export const NATURES = [
  'Hardy',
  'Lonely',
  'Brave',
  'Adamant',
  'Naughty',
  'Bold',
  'Docile',
  'Relaxed',
  'Impish',
  'Lax',
  'Timid',
  'Hasty',
  'Serious',
  'Jolly',
  'Naive',
  'Modest',
  'Mild',
  'Quiet',
  'Bashful',
  'Rash',
  'Calm',
  'Gentle',
  'Sassy',
  'Careful',
  'Quirky',
] as const;
export type NatureName = (typeof NATURES)[number];

export const SPECIES_REQUIRED = 'Species is required';
export const EV_TOTAL_EXCEEDED = `EVs must total at most ${EV_MAX_TOTAL}`;
export const NICKNAME_NO_AT = 'Nickname cannot contain @';
export const TERA_TYPE_INVALID = `Tera type must be one of ${TERA_TYPES.join(', ')}`;
export const NATURE_INVALID = 'Nature must be one of the 25 natures';

/** The name a team is shown under. */
export function teamDisplayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? UNNAMED_TEAM : trimmed;
}

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

const statValue = (label: string, max: number, fallback: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and ${max}`)
    .max(max, `${label} must be between 0 and ${max}`)
    .default(fallback);

function statTable(kind: 'EV' | 'IV', max: number, fallback: number) {
  const label = (stat: StatKey) => `${STAT_LABELS[stat]} ${kind}`;
  const shape = Object.fromEntries(STAT_KEYS.map((stat) => [stat, statValue(label(stat), max, fallback)])) as Record<
    StatKey,
    ReturnType<typeof statValue>
  >;
  const all = Object.fromEntries(STAT_KEYS.map((stat) => [stat, fallback])) as StatTable;
  return z.object(shape).default(all);
}

export const DEFAULT_EVS: StatTable = { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 };
export const DEFAULT_IVS: StatTable = { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 };

export const evsSchema = statTable('EV', EV_MAX_PER_STAT, 0).refine(
  (evs) => STAT_KEYS.reduce((sum, stat) => sum + evs[stat], 0) <= EV_MAX_TOTAL,
  EV_TOTAL_EXCEEDED,
);
export const ivsSchema = statTable('IV', IV_MAX, IV_MAX);

/**
 * Pokémon Champions' stat points (issue 29: "pastes with stat points"): Champions has no EVs; a Pokémon gets up to
 * STAT_POINTS_MAX_PER_STAT points in a stat and STAT_POINTS_MAX_TOTAL in all (its team export writes them
 * `SPs: 32 HP / 2 Def / 32 Spe`). Kept apart from `evs` (their scale differs: one point is worth about eight EVs, and
 * 66 points would pass the 510 EV total), and only on a Pokémon that has them: absent on every other.
 */
export const STAT_POINTS_MAX_PER_STAT = 32;
export const STAT_POINTS_MAX_TOTAL = 66;
export const STAT_POINTS_TOTAL_EXCEEDED = `Stat points must total at most ${STAT_POINTS_MAX_TOTAL}`;
export const statPointsSchema = z
  .object(
    Object.fromEntries(
      STAT_KEYS.map((stat) => [stat, statValue(`${STAT_LABELS[stat]} stat points`, STAT_POINTS_MAX_PER_STAT, 0)]),
    ) as Record<StatKey, ReturnType<typeof statValue>>,
  )
  .refine(
    (points) => STAT_KEYS.reduce((sum, stat) => sum + points[stat], 0) <= STAT_POINTS_MAX_TOTAL,
    STAT_POINTS_TOTAL_EXCEEDED,
  );

/** Accepts any letter case (`jolly`, `FIRE`) and stores the canonical spelling. */
function canonicalChoice<T extends string>(choices: readonly T[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '' as const;
      const found = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
      if (found) return found;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .default('');
}

/** One Pokémon of a team, as the builder, the importer and `PUT /api/teams/{id}/pokemon` send it. */
export const teamPokemonInputSchema = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  species: z
    .string({ error: SPECIES_REQUIRED })
    .trim()
    .min(1, SPECIES_REQUIRED)
    .max(TEAM_SPECIES_MAX_LENGTH, `Species must be at most ${TEAM_SPECIES_MAX_LENGTH} characters`),
  nickname: text(TEAM_TEXT_MAX_LENGTH, 'Nickname')
    .refine((nickname) => !nickname.includes('@'), NICKNAME_NO_AT)
    .default(''),
  item: text(TEAM_TEXT_MAX_LENGTH, 'Item').default(''),
  ability: text(TEAM_TEXT_MAX_LENGTH, 'Ability').default(''),
  teraType: canonicalChoice(TERA_TYPES, TERA_TYPE_INVALID),
  nature: canonicalChoice(NATURES, NATURE_INVALID),
  gender: z.enum(['M', 'F'], { error: 'Gender must be M, F or null' }).nullable().default(null),
  shiny: z.boolean({ error: 'Shiny must be true or false' }).default(false),
  level: z
    .number({ error: 'Level must be a number' })
    .int('Level must be a whole number')
    .min(1, 'Level must be between 1 and 100')
    .max(100, 'Level must be between 1 and 100')
    .default(TEAM_DEFAULT_LEVEL),
  moves: z
    .array(
      z
        .string({ error: 'Each move must be text' })
        .trim()
        .min(1, 'A move cannot be empty')
        .max(TEAM_MOVE_MAX_LENGTH, `Each move must be at most ${TEAM_MOVE_MAX_LENGTH} characters`),
    )
    .max(TEAM_MAX_MOVES, `A Pokémon has at most ${TEAM_MAX_MOVES} moves`)
    .default([]),
  evs: evsSchema,
  ivs: ivsSchema,
  /** Pokémon Champions' stat points (see `statPointsSchema`); absent when the Pokémon has none. */
  statPoints: statPointsSchema.optional(),
});
/** A complete Pokémon as stored (every field filled in). */
export type TeamPokemonInput = z.infer<typeof teamPokemonInputSchema>;
/** What a client may send: everything but the species is optional. */
export type TeamPokemonInputBody = z.input<typeof teamPokemonInputSchema>;

/** POST /api/teams and PUT /api/teams/{id}. */
export const teamInputSchema = z.object({
  name: text(TEAM_NAME_MAX_LENGTH, 'Team name').default(''),
  format: text(TEAM_FORMAT_MAX_LENGTH, 'Format').default(''),
  pokemon: z.array(teamPokemonInputSchema).max(6, 'A team has at most 6 Pokémon').default([]),
  /** Exactly-once sync (issue 16): the team's local id on create; ignored by PUT (tcgMatches.ts header). */
  clientId: clientIdSchema,
});
export type TeamInput = z.infer<typeof teamInputSchema>;
export type TeamInputBody = z.input<typeof teamInputSchema>;

const statTableShape = z.object(
  Object.fromEntries(STAT_KEYS.map((stat) => [stat, z.number().int()])) as Record<StatKey, z.ZodNumber>,
);

/** A stored team Pokémon: every field present, with its id. */
export const teamPokemonSchema = z.object({
  id: z.string(),
  species: z.string(),
  nickname: z.string(),
  item: z.string(),
  ability: z.string(),
  teraType: z.union([z.enum(TERA_TYPES), z.literal('')]),
  nature: z.union([z.enum(NATURES), z.literal('')]),
  gender: z.enum(['M', 'F']).nullable(),
  shiny: z.boolean(),
  level: z.number().int(),
  moves: z.array(z.string()),
  evs: statTableShape,
  ivs: statTableShape,
  statPoints: statTableShape.optional(),
});
export type TeamPokemon = z.infer<typeof teamPokemonSchema>;

/** A team as the API and the local store return it. `_id` of local teams starts with `local_`. */
export const teamSchema = z.object({
  _id: z.string(),
  user: z.string().optional(),
  name: z.string(),
  format: z.string(),
  pokemon: z.array(teamPokemonSchema),
  isLocal: z.boolean().optional(),
  clientId: clientIdAnswerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** A Pokémon with only its species: empty texts, no moves, level 50, Showdown's default EVs (0) and IVs (31). */
export function emptyTeamPokemon(species = ''): TeamPokemonInput {
  return {
    species,
    nickname: '',
    item: '',
    ability: '',
    teraType: '',
    nature: '',
    gender: null,
    shiny: false,
    level: TEAM_DEFAULT_LEVEL,
    moves: [],
    evs: { ...DEFAULT_EVS },
    ivs: { ...DEFAULT_IVS },
  };
}
