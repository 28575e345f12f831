/**
 * Limitless deck icons → our sprites (issue 15: "their deck (archetype name and icons → sprites …)").
 *
 * Limitless names an archetype's icons by Pokémon, lower-case and hyphenated (`comfey`, `iron-hands`, `chien-pao`,
 * `ogerpon-wellspring`, `zoroark-hisui`). Those read as the Showdown-style names `spriteSlug.ts` already knows, so
 * each icon goes through `spriteSlugForCardName` and comes out in pokesprite's spelling (generation 9 species get
 * the usual slug; the sprite component falls back for them as for any deck).
 *
 * Decisions:
 * - An icon that names no species (Limitless has a few item or placeholder icons) has no sprite and is left out;
 *   the same sprite twice is kept once, in the icons' order (the first is the deck's main Pokémon).
 */
import { spriteSlugForCardName } from '../../sprites/spriteSlug.ts';

/** The pokesprite slug of one Limitless icon name, or null. */
export function limitlessIconSprite(icon: string): string | null {
  return spriteSlugForCardName(typeof icon === 'string' ? icon : '');
}

/** The sprites of an archetype's icons, in order, each once (see header). */
export function limitlessIconSprites(icons: readonly string[]): string[] {
  const sprites: string[] = [];
  for (const icon of icons) {
    const sprite = limitlessIconSprite(icon);
    if (sprite !== null && !sprites.includes(sprite)) sprites.push(sprite);
  }
  return sprites;
}
