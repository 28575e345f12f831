/**
 * Builds the browser's Pokédex table from the real `@pkmn/dex` (in Node, at build time) and makes the web build
 * resolve `@pkmn/dex` to it: see browserDexRuntime.ts for why and how it is looked up.
 */
import { fileURLToPath } from 'node:url';
import { Dex } from '@pkmn/dex';
import type { Plugin } from 'vite';
import { FORME_NAMES, toID, type BrowserDexData, type BrowserSpecies } from './browserDexRuntime.ts';

interface DexTableData {
  Species: Record<string, { isCosmeticForme?: boolean; cosmeticFormes?: string[] }>;
  Aliases: Record<string, unknown>;
  Abilities: Record<string, unknown>;
  Items: Record<string, unknown>;
  Moves: Record<string, unknown>;
  Types: Record<string, unknown>;
}

/** Builds the table from the real dex (at build time, in Node). */
export function browserDexData(): BrowserDexData {
  const data = (Dex as unknown as { data: DexTableData }).data;
  // Format aliases hold lists; only a name is an alias of a Pokémon, move, item, ability or type.
  const aliases = Object.fromEntries(
    Object.entries(data.Aliases).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const aliasIds = Object.keys(aliases);
  const species: BrowserSpecies[] = [];
  const seen = new Map<string, number>();
  const speciesIds: Record<string, number> = {};
  const cosmeticIds = Object.values(data.Species).flatMap((entry) => (entry.cosmeticFormes ?? []).map(toID));
  for (const id of new Set([...Object.keys(data.Species), ...aliasIds, ...cosmeticIds])) {
    const found = Dex.species.getByID(id as Parameters<typeof Dex.species.getByID>[0]);
    if (!found.exists) continue;
    const entry: BrowserSpecies = {
      name: found.name,
      baseSpecies: found.baseSpecies,
      ...(found.battleOnly ? { battleOnly: found.battleOnly } : {}),
      ...(found.isMega ? { isMega: true as const } : {}),
      ...(found.changesFrom ? { changesFrom: found.changesFrom } : {}),
      abilities: { ...found.abilities },
    };
    const key = JSON.stringify(entry);
    let index = seen.get(key);
    if (index === undefined) {
      index = species.push(entry) - 1;
      seen.set(key, index);
    }
    speciesIds[id] = index;
  }
  const formeWords = Object.keys(FORME_NAMES);
  const names = (ids: string[], get: (id: string) => { exists: boolean; name: string }) =>
    Object.fromEntries(
      [...new Set(ids)].flatMap((id) => {
        const found = get(id);
        return found.exists ? [[id, found.name]] : [];
      }),
    );
  return {
    species,
    speciesIds,
    formeIds: Object.keys(data.Species).filter((id) => formeWords.some((word) => id.endsWith(word))),
    aliases,
    abilities: names([...Object.keys(data.Abilities), ...aliasIds], (id) => Dex.abilities.get(id)),
    // The dex reads "Sitrus" as Sitrus Berry: each berry's short id is a key too.
    items: names(
      [...Object.keys(data.Items), ...Object.keys(data.Items).map((id) => id.replace(/berry$/, '')), ...aliasIds],
      (id) => Dex.items.get(id),
    ),
    moves: names([...Object.keys(data.Moves), ...aliasIds], (id) => Dex.moves.get(id)),
    types: names([...Object.keys(data.Types), ...aliasIds], (id) => Dex.types.get(id)),
  };
}

const VIRTUAL_ID = '\0trainerlog-browser-dex';

/** Resolves `@pkmn/dex` to the generated table for the browser bundle (the learnsets chunk goes with it). */
export function browserDex(): Plugin {
  return {
    name: 'trainerlog-browser-dex',
    enforce: 'pre',
    resolveId(source) {
      return source === '@pkmn/dex' ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      // JSON.parse over a string is read faster than the same object literal (V8): it is one big table.
      const json = JSON.stringify(JSON.stringify(browserDexData()));
      const runtime = fileURLToPath(new URL('./browserDexRuntime.ts', import.meta.url));
      return `import { createBrowserDex } from ${JSON.stringify(runtime)};\nexport const Dex = createBrowserDex(JSON.parse(${json}));\n`;
    },
  };
}
