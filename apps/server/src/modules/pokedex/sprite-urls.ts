import { createRequire } from 'node:module';
import { speciesSlugForNumber } from '@trainerlog/core';

/** Showdown forme names that pokesprite spells differently (the rest is the forme lowercased and hyphenated). */
const POKESPRITE_FORMES: Record<string, string> = {
  'calyrex-ice': 'calyrex-ice-rider',
  'calyrex-shadow': 'calyrex-shadow-rider',
  'necrozma-dusk-mane': 'necrozma-dusk',
  'necrozma-dawn-wings': 'necrozma-dawn',
  'vivillon-pokeball': 'vivillon-poke-ball',
  // Cap Pikachu are "-cap" there; Showdown's Alcremie formes wear the default Strawberry Sweet.
  ...Object.fromEntries(
    ['original', 'hoenn', 'sinnoh', 'unova', 'kalos', 'alola', 'partner', 'world'].map((cap) => [
      `pikachu-${cap}`,
      `pikachu-${cap}-cap`,
    ]),
  ),
  ...Object.fromEntries(
    [
      'ruby-cream',
      'matcha-cream',
      'mint-cream',
      'lemon-cream',
      'salted-cream',
      'ruby-swirl',
      'caramel-swirl',
      'rainbow-swirl',
    ].map((flavour) => [`alcremie-${flavour}`, `alcremie-${flavour}-strawberry`]),
  ),
};

type PokespriteData = Record<string, { slug: { eng: string } }>;

/** pokesprite's own slug per National Dex number (`mr-mime`, `farfetchd`, `nidoran-f`), Generation 1–8. */
function pokespriteSpeciesSlugs(): Map<number, string> {
  const data = createRequire(import.meta.url)('pokesprite-images/data/pokemon.json') as PokespriteData;
  return new Map(Object.entries(data).map(([number, entry]) => [Number(number), entry.slug.eng]));
}

const hyphenated = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Image URLs for species and formes, all ours: `/api/sprites/<slug>` when pokesprite has the forme, else its
 * species' sprite (a forme pokesprite lacks, such as Tauros-Paldea-Aqua, still shows its species, offline), else the
 * species' slug, which the sprite route serves from the public repository, fetched once and kept (Generation 9).
 */
export function createSpriteUrls(availableSlugs: ReadonlySet<string>) {
  const speciesSlugs = pokespriteSpeciesSlugs();
  return (num: number, forme: string): string => {
    const speciesSlug = speciesSlugs.get(num);
    if (speciesSlug) {
      const formeSlug = forme ? `${speciesSlug}-${hyphenated(forme)}` : speciesSlug;
      for (const slug of [POKESPRITE_FORMES[formeSlug] ?? formeSlug, speciesSlug]) {
        if (availableSlugs.has(slug)) return `/api/sprites/${slug}`;
      }
    }
    return `/api/sprites/${speciesSlugForNumber(num) ?? num}`;
  };
}
