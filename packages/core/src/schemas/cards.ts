import { z } from 'zod';
import { catalogueCardSchema } from './decks.ts';

export const MAX_RESOLVE_LINES = 100;

/** One deck list line to find in the catalogue: PTCGL set code (`SVI`, `CRZ-GG`, `PR-SW`) and printed number. */
export const cardResolveLineSchema = z.object({
  name: z.string().trim().max(100, 'Card name must be at most 100 characters'),
  setCode: z.string().trim().max(20, 'Set code must be at most 20 characters').default(''),
  number: z.string().trim().max(20, 'Card number must be at most 20 characters').default(''),
});
export type CardResolveLine = z.infer<typeof cardResolveLineSchema>;

/** POST /api/cards/resolve */
export const cardResolveRequestSchema = z.object({
  lines: z
    .array(cardResolveLineSchema)
    .max(MAX_RESOLVE_LINES, `At most ${MAX_RESOLVE_LINES} lines can be resolved at once`),
});
export type CardResolveRequest = z.infer<typeof cardResolveRequestSchema>;

/** The catalogue card of each line, in the order of the lines; null where the catalogue does not know it. */
export const cardResolveResponseSchema = z.object({
  cards: z.array(catalogueCardSchema.nullable()),
});
export type CardResolveResponse = z.infer<typeof cardResolveResponseSchema>;

/** GET /api/cards/status — whether the catalogue is loaded, and whether a remote card service backs it. */
/**
 * The automatic card source (CARD_CATALOGUE_SOURCE_URL): `off` (not used: CARD_CATALOGUE_AUTO_IMPORT=0), `idle`
 * (not tried yet), `loading` (downloading now), `ready` (the last import succeeded), `unreachable` (the last try
 * failed; the server tries again by itself).
 */
export const CARD_CATALOGUE_SOURCE_STATES = ['off', 'idle', 'loading', 'ready', 'unreachable'] as const;
export type CardCatalogueSourceState = (typeof CARD_CATALOGUE_SOURCE_STATES)[number];

export const cardCatalogueStatusSchema = z.object({
  cards: z.number().int(),
  sets: z.number().int(),
  remote: z.boolean(),
  source: z.enum(CARD_CATALOGUE_SOURCE_STATES),
});
export type CardCatalogueStatus = z.infer<typeof cardCatalogueStatusSchema>;

/** GET /api/sprites (also /api/sprites/index.json): the pokesprite slugs the server can serve, sorted. */
export const spriteSlugListSchema = z.array(z.string());
