import { z } from 'zod';
import { TCG_DECK_SIZE } from '../constants.ts';
import { clientIdAnswerSchema, clientIdSchema } from './tcgMatches.ts';

/** Card supertypes as the catalogue (pokemontcg.io data) and PTCGL spell them. */
export const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

export const DECK_NAME_REQUIRED = 'Deck must have a name';
export const DEFAULT_DECK_CATEGORY = 'Uncategorized';
export const LEGACY_DECK_CATEGORY = 'Legacy Deck';
/** A deck under construction may be saved with any number of cards up to this; only 60 are usable in matches. */
export const MAX_SAVED_DECK_CARDS = 200;

const shortText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** One line of a deck: `count` copies of one printing (spec part 2 §3 card entries). */
export const deckCardSchema = z.object({
  /** Catalogue id (pokemontcg.io style, e.g. `sv1-87`) or a generated id for cards the catalogue does not know. */
  id: shortText(100, 'Card id').min(1, 'Card id is required'),
  name: shortText(100, 'Card name').min(1, 'Card name is required'),
  supertype: z.enum(SUPERTYPES, { error: 'Supertype must be Pokémon, Trainer or Energy' }),
  subtypes: z.array(shortText(40, 'Subtype')).max(10).default([]),
  count: z
    .number({ error: 'Count must be a number' })
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(TCG_DECK_SIZE, `Count must be at most ${TCG_DECK_SIZE}`),
  /** PTCGL set code (`SVI`, `PR-SW`, `CRZ`); empty when unknown. */
  setCode: shortText(20, 'Set code').default(''),
  /** Collector number as printed (`87`, `GG56`, `TG06`, `SWSH297`); empty when unknown. */
  number: shortText(20, 'Card number').default(''),
  imageUrl: z.string().trim().max(500).nullable().default(null),
});
export type DeckCard = z.infer<typeof deckCardSchema>;
export type DeckCardInput = z.input<typeof deckCardSchema>;

/** POST /api/decks and PUT /api/decks/:id */
export const deckInputSchema = z
  .object({
    name: z
      .string({ error: DECK_NAME_REQUIRED })
      .trim()
      .min(1, DECK_NAME_REQUIRED)
      .max(100, 'Deck name must be at most 100 characters'),
    description: shortText(2000, 'Description').default(''),
    category: shortText(60, 'Category').min(1).default(DEFAULT_DECK_CATEGORY),
    /** pokesprite species slugs (`charizard`, `zoroark-hisui`) or null. */
    pokemonSprite: shortText(60, 'Sprite').nullable().default(null),
    secondaryPokemonSprite: shortText(60, 'Sprite').nullable().default(null),
    cards: z.array(deckCardSchema).max(MAX_SAVED_DECK_CARDS).default([]),
    /** Exactly-once sync (issue 16): the deck's local id on create; ignored by PUT (tcgMatches.ts header). */
    clientId: clientIdSchema,
  })
  .refine((d) => d.cards.reduce((n, c) => n + c.count, 0) <= MAX_SAVED_DECK_CARDS, {
    message: `A deck can hold at most ${MAX_SAVED_DECK_CARDS} cards`,
    path: ['cards'],
  });
export type DeckInput = z.infer<typeof deckInputSchema>;

/** A deck as the API and the local store return it. `_id` of local decks starts with `local_`. */
export const deckSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  pokemonSprite: z.string().nullable(),
  secondaryPokemonSprite: z.string().nullable(),
  cards: z.array(deckCardSchema),
  cardCount: z.number().int(),
  user: z.string().optional(),
  isLocal: z.boolean().optional(),
  clientId: clientIdAnswerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deck = z.infer<typeof deckSchema>;

/** A catalogue card (GET /api/cards/search). */
export const catalogueCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  supertype: z.enum(SUPERTYPES),
  subtypes: z.array(z.string()),
  setId: z.string(),
  setName: z.string(),
  setCode: z.string(),
  number: z.string(),
  regulationMark: z.string().nullable(),
  nationalPokedexNumbers: z.array(z.number().int()),
  imageSmall: z.string().nullable(),
  imageLarge: z.string().nullable(),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const CARD_SEARCH_DEFAULT_QUERY = 'name:*';
export const CARD_SEARCH_DEFAULT_PAGE_SIZE = 25;

/** GET /api/cards/search?q=&page=&pageSize= — an empty or missing query means `name:*` (spec part 2 §5). */
export const cardSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((q) => (q ? q : CARD_SEARCH_DEFAULT_QUERY)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CARD_SEARCH_DEFAULT_PAGE_SIZE),
});

/** Spec part 2 §3 "Card search page". */
export const cardSearchPageSchema = z.object({
  cards: z.array(catalogueCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type CardSearchPage = z.infer<typeof cardSearchPageSchema>;
