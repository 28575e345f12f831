/**
 * The Pokémon data service's answers (spec part 2 §7 "Pokemon data service"; §3 "Pokemon search result (VGC)"),
 * served offline by the server from Showdown's data and read by the team builder and the VGC match forms.
 *
 * Decisions:
 * - Species and formes keep Showdown's ids (`urshifurapidstrike`) and names (`Urshifu-Rapid-Strike`): the spelling
 *   of Showdown pastes and replays, which is what VGC players import.
 * - `availability` says where an entry can be used: `current` (Scarlet/Violet), `past` (only in earlier games; Megas,
 *   Z-Crystals, Gigantamax), `future` (newer than Scarlet/Violet, e.g. the Legends: Z-A Megas). Nothing is hidden for
 *   being past or future: matches of older formats are logged too.
 * - Search defaults to 10 results and allows up to 20000 (spec part 2 §7, constants); the term is at most 60
 *   characters, longer than any species name.
 * - Types are the 18 battle types. Stellar exists only as a Tera type, so it is not in the list: Tera pickers add
 *   `STELLAR_TERA_TYPE` themselves.
 */
import { z } from 'zod';

export const POKEMON_SEARCH_DEFAULT_LIMIT = 10;
export const POKEMON_SEARCH_MAX_LIMIT = 20_000;
export const POKEMON_SEARCH_MAX_LENGTH = 60;
export const POKEMON_NOT_FOUND = 'Pokemon not found';
export const STELLAR_TERA_TYPE = 'Stellar';

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${POKEMON_SEARCH_MAX_LIMIT}`;

/** GET /api/pokemon. Without `search`, every species and forme in National Dex order. */
export const pokemonListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(POKEMON_SEARCH_MAX_LENGTH, `Search must be at most ${POKEMON_SEARCH_MAX_LENGTH} characters`)
    .default(''),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(POKEMON_SEARCH_MAX_LIMIT, LIMIT_MESSAGE)
    .default(POKEMON_SEARCH_DEFAULT_LIMIT),
});
export type PokemonListQuery = z.infer<typeof pokemonListQuerySchema>;

export const STAT_IDS = ['hp', 'atk', 'def', 'spa', 'spd', 'spe'] as const;
export type StatId = (typeof STAT_IDS)[number];
export const statIdSchema = z.enum(STAT_IDS);

export const baseStatsSchema = z.object({
  hp: z.number().int(),
  atk: z.number().int(),
  def: z.number().int(),
  spa: z.number().int(),
  spd: z.number().int(),
  spe: z.number().int(),
});
export type BaseStats = z.infer<typeof baseStatsSchema>;

export const AVAILABILITIES = ['current', 'past', 'future'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** One species or forme in a list or search answer. */
export const pokemonSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** National Pokédex number; formes share their species' number. */
  num: z.number().int(),
  types: z.array(z.string()),
  baseStats: baseStatsSchema,
  /** The species a forme belongs to (`Urshifu` for `Urshifu-Rapid-Strike`); the species itself otherwise. */
  baseSpecies: z.string(),
  /** The forme's part of the name (`Rapid-Strike`), empty for a species' base forme. */
  forme: z.string(),
  /** The box sprite: our `/api/sprites/<slug>` when we have one, else the public sprite repository by number. */
  imageUrl: z.string(),
  availability: availabilitySchema,
});
export type PokemonSummary = z.infer<typeof pokemonSummarySchema>;

export const pokemonListSchema = z.object({
  /** How many species and formes match, before the limit. */
  total: z.number().int(),
  results: z.array(pokemonSummarySchema),
});
export type PokemonList = z.infer<typeof pokemonListSchema>;

/** GET /api/pokemon/:nameOrId. */
export const pokemonDetailSchema = pokemonSummarySchema.extend({
  /** Regular abilities first, then the hidden one (and a special one where a forme has it). */
  abilities: z.array(z.string()),
  /** Every move the species or forme can learn in any generation (its own, its earlier stages', its base forme's). */
  moves: z.array(z.string()),
  sprites: z.object({ front_default: z.string() }),
});
export type PokemonDetail = z.infer<typeof pokemonDetailSchema>;

export const abilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  availability: availabilitySchema,
});
export type Ability = z.infer<typeof abilitySchema>;

export const heldItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  availability: availabilitySchema,
});
export type HeldItem = z.infer<typeof heldItemSchema>;

export const pokemonTypeSchema = z.object({ id: z.string(), name: z.string() });
export type PokemonType = z.infer<typeof pokemonTypeSchema>;

export const natureSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The raised and lowered stats; both null for the five neutral natures. */
  plus: statIdSchema.nullable(),
  minus: statIdSchema.nullable(),
});
export type Nature = z.infer<typeof natureSchema>;
