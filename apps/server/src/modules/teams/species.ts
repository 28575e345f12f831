import type { PokedexService } from '../pokedex/index.ts';
import { HttpError } from '../../http/errors.ts';

export const unknownPokemonMessage = (species: string) => `Unknown Pokémon "${species}"`;

/** What the team services need of the Pokédex: a name lookup. */
export type SpeciesLookup = Pick<PokedexService, 'speciesName'>;

/**
 * The Pokédex spelling of every species ("urshifu-rapid-strike" → "Urshifu-Rapid-Strike"), so teams, crowns and
 * statistics compare one spelling. Every unknown name is reported at once, with its path, like the schema's errors,
 * and nothing is stored.
 */
export async function canonicalSpecies<P extends { species: string }>(
  lookup: SpeciesLookup,
  pokemon: readonly P[],
): Promise<P[]> {
  const names = await Promise.all(pokemon.map((member) => lookup.speciesName(member.species)));
  const errors = pokemon.flatMap((member, index) =>
    names[index] ? [] : [{ path: `pokemon.${index}.species`, message: unknownPokemonMessage(member.species) }],
  );
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, { errors });
  return pokemon.map((member, index) => ({ ...member, species: names[index]! }));
}
