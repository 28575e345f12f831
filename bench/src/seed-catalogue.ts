// A generated card catalogue of realistic size (about as many cards as the real game has printed) for the bench.
import type { Supertype } from '@trainerlog/core';
import { SPECIES_NAMES } from '../../packages/core/src/sprites/speciesNames.ts';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { type PokemonTcgCard, upsertCards, upsertSets } from '../../apps/server/src/modules/cards/index.ts';

const TRAINERS = [
  'Ultra Ball',
  'Nest Ball',
  "Boss's Orders",
  'Iono',
  'Rare Candy',
  "Professor's Research",
  'Super Rod',
];
const SUFFIXES = ['', ' ex', ' V', ' VSTAR', ' VMAX', ' GX'];

export async function seedCatalogue(db: Db, sets: number, cardsPerSet: number): Promise<number> {
  let total = 0;
  for (let s = 1; s <= sets; s += 1) {
    const id = `bench${s}`;
    await upsertSets(db, [
      {
        id,
        name: `Bench Set ${s}`,
        series: 'Bench',
        printedTotal: cardsPerSet,
        total: cardsPerSet,
        ptcgoCode: `B${s}`,
        releaseDate: `20${String(10 + (s % 15)).padStart(2, '0')}-01-${String(1 + (s % 28)).padStart(2, '0')}`,
      },
    ]);
    const cards: PokemonTcgCard[] = [];
    for (let n = 1; n <= cardsPerSet; n += 1) {
      const k = s * cardsPerSet + n;
      const supertype: Supertype = n % 10 === 0 ? 'Energy' : n % 4 === 0 ? 'Trainer' : 'Pokémon';
      const name =
        supertype === 'Pokémon'
          ? `${SPECIES_NAMES[k % SPECIES_NAMES.length]}${SUFFIXES[k % SUFFIXES.length]}`
          : supertype === 'Trainer'
            ? TRAINERS[k % TRAINERS.length]!
            : 'Basic Psychic Energy';
      cards.push({
        id: `${id}-${n}`,
        name,
        supertype,
        subtypes: supertype === 'Trainer' ? ['Item'] : ['Basic'],
        number: String(n),
        regulationMark: 'G',
        nationalPokedexNumbers: [],
        images: null,
      });
    }
    total += cards.length;
    await upsertCards(db, cards, () => id);
  }
  return total;
}
