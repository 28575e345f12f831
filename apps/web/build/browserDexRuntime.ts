/**
 * The Pokédex the browser ships (issue 28). Core's Showdown replay reader and Limitless team reader look names up in
 * `@pkmn/dex` (`Dex.species/abilities/items/moves/types.get(name)`), reading only a handful of fields. The full dex
 * is 1.8 MB of minified data plus a 3.2 MB learnsets chunk: far past the 500 KB a chunk may weigh and slow to
 * evaluate on a phone. The browser build therefore resolves `@pkmn/dex` to this module's table, generated at build
 * time from the real dex: every name and alias the dex answers, with just the fields core reads, looked up with the
 * dex's own rules (`createBrowserDex`). The server and the tests keep the real `@pkmn/dex`;
 * `test/build/browserDex.test.ts` holds the table to the real dex for every key it knows and for written forms.
 */

/** The species fields core reads (importers/showdown/species.ts, teamSheet.ts; importers/limitless/team.ts). */
export interface BrowserSpecies {
  name: string;
  baseSpecies: string;
  battleOnly?: string | string[];
  isMega?: true;
  changesFrom?: string;
  abilities: { 0?: string; 1?: string; H?: string; S?: string };
}

export interface BrowserDexData {
  /** Distinct species answers; `speciesIds` points every id the dex answers to one of them. */
  species: BrowserSpecies[];
  speciesIds: Record<string, number>;
  /** Species data ids ending in a regional or Mega forme word: the dex's fallback for "Vulpix-A", "Mega Charizard". */
  formeIds: string[];
  /** The dex's alias table (id → name), which its forme fallback consults. */
  aliases: Record<string, string>;
  /** id (and alias id) → display name, for each table core looks names up in. */
  abilities: Record<string, string>;
  items: Record<string, string>;
  moves: Record<string, string>;
  types: Record<string, string>;
}

/** The dex's id of a name: lower case, letters and digits only. */
export const toID = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The regional and Mega forme words of the dex's species fallback (@pkmn/dex DexSpecies.getByID). */
export const FORME_NAMES: Record<string, string[]> = {
  alola: ['a', 'alola', 'alolan'],
  galar: ['g', 'galar', 'galarian'],
  hisui: ['h', 'hisui', 'hisuian'],
  paldea: ['p', 'paldea', 'paldean'],
  mega: ['m', 'mega'],
  primal: ['p', 'primal'],
};

/**
 * What `dex.<table>.get(name)` answers: the fields core reads. For a name the dex does not know, `exists: false` and
 * the id as name (core reads only `exists` then: it keeps the name as written).
 */
export type BrowserSpeciesAnswer = BrowserSpecies & { exists: boolean };
export interface BrowserNameAnswer {
  exists: boolean;
  name: string;
}

/** The browser's `Dex`: the same lookups as @pkmn/dex's gen 9 dex over the generated table. */
export function createBrowserDex(data: BrowserDexData) {
  const speciesByID = (id: string): BrowserSpeciesAnswer | null => {
    const index = data.speciesIds[id];
    const found = index === undefined ? undefined : data.species[index];
    return found ? { ...found, exists: true } : null;
  };
  const formeIds = new Set(data.formeIds);
  const unknownSpecies = (id: string): BrowserSpeciesAnswer => ({
    name: id,
    baseSpecies: id,
    abilities: {},
    exists: false,
  });
  const species = {
    get(name: string): BrowserSpeciesAnswer {
      const written = name.trim();
      let id = toID(written);
      if (id === 'nidoran' && written.endsWith('♀')) id = 'nidoranf';
      else if (id === 'nidoran' && written.endsWith('♂')) id = 'nidoranm';
      const known = speciesByID(id);
      if (known || !id) return known ?? unknownSpecies(id);
      // The dex's fallback for forme words written before or after the name ("Vulpix-A", "Mega Charizard").
      for (const [forme, words] of Object.entries(FORME_NAMES)) {
        let pokeName = '';
        for (const word of words) {
          if (id.startsWith(word)) pokeName = id.slice(word.length);
          else if (id.endsWith(word)) pokeName = id.slice(0, -word.length);
        }
        const alias = data.aliases[pokeName];
        if (alias !== undefined) pokeName = toID(alias);
        if (formeIds.has(pokeName + forme)) return speciesByID(pokeName + forme) ?? unknownSpecies(id);
      }
      return unknownSpecies(id);
    },
  };
  const nameTable = (
    table: Record<string, string>,
    fallback: (id: string) => string | undefined = () => undefined,
  ) => ({
    get(name: string): BrowserNameAnswer {
      const written = toID(name);
      const alias = data.aliases[written];
      const id = alias === undefined ? written : toID(alias);
      const found = table[written] ?? fallback(id);
      return found === undefined ? { exists: false, name: id } : { exists: true, name: found };
    },
  });
  return {
    species,
    abilities: nameTable(data.abilities),
    items: nameTable(data.items),
    // The dex reads "Hidden Power Fire 60" as Hidden Power Fire.
    moves: nameTable(data.moves, (id) =>
      id.startsWith('hiddenpower') ? data.moves[/([a-z]*)([0-9]*)/.exec(id)?.[1] ?? id] : undefined,
    ),
    types: {
      get(name: string): BrowserNameAnswer {
        const written = toID(name);
        const alias = data.aliases[written];
        const id = alias === undefined ? written : toID(alias);
        const found = data.types[written];
        return found === undefined
          ? { exists: false, name: id.charAt(0).toUpperCase() + id.slice(1) }
          : { exists: true, name: found };
      },
    },
  };
}
