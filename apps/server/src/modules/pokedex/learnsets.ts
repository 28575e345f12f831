import type { ModdedDex as Dex, Species } from '@pkmn/dex';

/**
 * The moves a species or forme can learn, by name, sorted. Like Showdown's team validator, a Pokémon also knows
 * what its earlier stages learn (Raichu gets Pikachu's Volt Tackle) and what the forme it changes from learns
 * (Rotom-Wash: Hydro Pump plus Rotom's moves); a forme with no learnset of its own (Landorus-Therian,
 * Ogerpon-Wellspring) uses its species'. Every generation counts: matches of past formats are logged too.
 */
export async function learnableMoves(dex: Dex, species: Species): Promise<string[]> {
  const moveIds = new Set<string>();
  const visited = new Set<string>();

  async function collect(current: Species): Promise<void> {
    if (!current.exists || visited.has(current.id)) return;
    visited.add(current.id);
    const own = (await dex.learnsets.get(current.id))?.learnset;
    for (const moveId of Object.keys(own ?? {})) moveIds.add(moveId);
    const parent = current.changesFrom ?? (!own && current.forme ? current.baseSpecies : undefined);
    if (parent) await collect(dex.species.get(parent));
    if (current.prevo) await collect(dex.species.get(current.prevo));
  }

  await collect(species);
  const names = [...moveIds]
    .map((id) => dex.moves.get(id))
    .filter((move) => move.exists && move.isNonstandard !== 'CAP')
    .map((move) => move.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
}
