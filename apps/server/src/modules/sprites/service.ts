import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spriteSlugCandidates } from '@trainerlog/core';

/** pokesprite's box sprites (Generation 1–8), one PNG per species or form slug. */
export function pokespriteBoxDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('pokesprite-images/package.json');
  return path.join(path.dirname(packageJson), 'pokemon-gen8', 'regular');
}

const SLUG = /^[a-z0-9-]+$/;

export type SpriteService = ReturnType<typeof createSpriteService>;

/**
 * Serves only slugs found in the sprite folder's own listing, so a request can never name another file: the
 * path is built from a listed name, not from the request.
 */
export function createSpriteService(dir: string = pokespriteBoxDir()) {
  let listing: Promise<{ slugs: string[]; known: Set<string> }> | undefined;
  const index = () =>
    (listing ??= fs.readdir(dir).then((files) => {
      const slugs = files
        .filter((file) => file.endsWith('.png'))
        .map((file) => file.slice(0, -4))
        .filter((slug) => SLUG.test(slug))
        .sort();
      return { slugs, known: new Set(slugs) };
    }));

  async function read(slug: string): Promise<Buffer | null> {
    const { known } = await index();
    if (!known.has(slug)) return null;
    return fs.readFile(path.join(dir, `${slug}.png`));
  }

  return {
    async slugs(): Promise<string[]> {
      return (await index()).slugs;
    },

    /** The PNG of a slug (`charizard`, `zoroark-hisui`; a trailing `.png` is allowed), or null. */
    async bySlug(slug: string): Promise<Buffer | null> {
      return read(slug.toLowerCase().replace(/\.png$/, ''));
    },

    /** The sprite for a TCG card name (`Hisuian Zoroark VSTAR` → zoroark-hisui, else zoroark), or null. */
    async byCardName(cardName: string): Promise<{ slug: string; png: Buffer } | null> {
      for (const slug of spriteSlugCandidates(cardName)) {
        const png = await read(slug);
        if (png) return { slug, png };
      }
      return null;
    },
  };
}
