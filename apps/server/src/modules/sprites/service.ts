import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { speciesOfSpriteSlug, speciesSlugForNumber, spriteSlugCandidates } from '@trainerlog/core';
import type { RemoteSprites } from './remote.ts';

/** pokesprite's box sprites (Generation 1–8), one PNG per species or form slug. */
export function pokespriteBoxDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('pokesprite-images/package.json');
  return path.join(path.dirname(packageJson), 'pokemon-gen8', 'regular');
}

const SLUG = /^[a-z0-9-]+$/;
/** The last National Pokédex number core knows a species for (Pecharunt). */
const LAST_SPECIES_NUMBER = 1025;

export type SpriteSide = 'player' | 'opponent';
/** The spec's placeholders (Pikachu for the player side, Mewtwo for the opponent), pokesprite's own images. */
const PLACEHOLDER_SLUGS: Record<SpriteSide, string> = { player: 'pikachu', opponent: 'mewtwo' };

/** A sprite to send: `found` false is the side's placeholder, shown when no image of the Pokémon could be had. */
export interface SpriteImage {
  png: Buffer;
  found: boolean;
}

export type SpriteService = ReturnType<typeof createSpriteService>;

export interface SpriteServiceOptions {
  /** pokesprite's folder (tests may point elsewhere). */
  dir?: string;
  /** Sprites pokesprite lacks, fetched and kept (SPRITE_SOURCE_URL); without it they are placeholders. */
  remote?: RemoteSprites;
}

/**
 * Serves only slugs found in the sprite folder's own listing, so a request can never name another file: the
 * path is built from a listed name, not from the request. A slug pokesprite has no image for shows its species
 * (`urshifu-rapid-strike` → urshifu); a species it lacks (Generation 9) comes from the remote repository by number.
 */
export function createSpriteService({ dir = pokespriteBoxDir(), remote }: SpriteServiceOptions = {}) {
  let listing: Promise<{ slugs: string[]; known: Set<string> }> | undefined;
  const index = () =>
    (listing ??= fs.readdir(dir).then((files) => {
      const local = files
        .filter((file) => file.endsWith('.png'))
        .map((file) => file.slice(0, -4))
        .filter((slug) => SLUG.test(slug));
      const known = new Set(local);
      // Every species can be drawn now (the ones pokesprite lacks come from the remote), so the pickers offer them.
      const species = Array.from({ length: LAST_SPECIES_NUMBER }, (_, i) => speciesSlugForNumber(i + 1)!);
      return { slugs: [...new Set([...local, ...species])].sort(), known };
    }));

  async function readLocal(slug: string): Promise<Buffer | null> {
    const { known } = await index();
    if (!known.has(slug)) return null;
    return fs.readFile(path.join(dir, `${slug}.png`));
  }

  /** The image of a slug: pokesprite's for it, else its species' (pokesprite's, else the remote's), else null. */
  async function find(slug: string): Promise<Buffer | null> {
    const exact = await readLocal(slug);
    if (exact) return exact;
    const species = speciesOfSpriteSlug(slug);
    if (!species) return null;
    if (species.slug !== slug) {
      const ofSpecies = await readLocal(species.slug);
      if (ofSpecies) return ofSpecies;
    }
    return remote ? remote.byNumber(species.number) : null;
  }

  async function placeholder(side: SpriteSide): Promise<SpriteImage> {
    return { png: (await readLocal(PLACEHOLDER_SLUGS[side]))!, found: false };
  }

  return {
    /** Every slug `bySlug` can draw, sorted: pokesprite's, plus the species it lacks. */
    async slugs(): Promise<string[]> {
      return (await index()).slugs;
    },

    /**
     * The PNG of a slug (`charizard`, `zoroark-hisui`, `iron-hands`; a trailing `.png` is allowed); the side's
     * placeholder when no image can be had; null when the text is not a slug at all.
     */
    async bySlug(text: string, side: SpriteSide = 'player'): Promise<SpriteImage | null> {
      const slug = text.toLowerCase().replace(/\.png$/, '');
      if (!SLUG.test(slug)) return null;
      const png = await find(slug);
      return png ? { png, found: true } : placeholder(side);
    },

    /** The sprite for a TCG card name (`Hisuian Zoroark VSTAR` → zoroark-hisui, else zoroark), or null. */
    async byCardName(cardName: string): Promise<{ slug: string; png: Buffer } | null> {
      const candidates = spriteSlugCandidates(cardName);
      for (const slug of candidates) {
        const png = await readLocal(slug);
        if (png) return { slug, png };
      }
      const species = candidates.at(-1);
      const png = species ? await find(species) : null;
      return png ? { slug: species!, png } : null;
    },
  };
}
