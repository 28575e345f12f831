/**
 * Species naming for the Showdown replay reader (issue 13): which species a Pokémon that entered the battle was
 * brought as, from the species the battle showed and the team preview (see types.ts header).
 *
 * Definitions:
 * - The *out-of-battle* species of a written species is `@pkmn/dex`'s `battleOnly` (a list for Necrozma-Ultra and
 *   Zygarde-Complete) when it is a battle-only forme (Mega, Primal, Tera formes, Crowned heroes, Palafin-Hero…),
 *   else the species itself.
 * - A preview entry matches an entering species, in this order: the same name as an out-of-battle species; a
 *   wildcard `Base-*` of the same base species; an entry the forme changes from (`changesFrom`); the same base species.
 *   Entries not yet taken by another Pokémon are preferred at each step.
 *
 * Decisions:
 * - The brought name is the preview entry, except that a wildcard resolves to the out-of-battle forme the battle
 *   showed (`Urshifu-*` → `Urshifu-Rapid-Strike`, `Zacian-*` → `Zacian`): that is what the player brought.
 * - Species the dex does not know (games newer than the data) are kept as written, less obvious battle-only suffixes.
 * - Dex lookups are cached per written name; the cache is emptied when it grows past CACHE_LIMIT so that a hostile
 *   log of made-up names cannot grow a long-lived server's memory.
 */
import { Dex } from '@pkmn/dex';

export interface SpeciesFacts {
  /** The dex's name, or the text as written (less `-*`) when the dex does not know it. */
  name: string;
  known: boolean;
  wildcard: boolean;
  /** The base species (`Urshifu` for `Urshifu-Rapid-Strike`), lower-cased id for comparing. */
  baseId: string;
  /** The out-of-battle species, in the dex's order (one unless the forme comes from several). */
  outOfBattle: string[];
  changesFrom: string | null;
}

const CACHE_LIMIT = 5000;
const cache = new Map<string, SpeciesFacts>();
const UNKNOWN_BATTLE_ONLY = /-(?:Mega(?:-[XYZ])?|Tera|Terastal|Stellar|Crowned|Primal)$/i;

const toId = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function lookUp(written: string): SpeciesFacts {
  const wildcard = written.endsWith('-*');
  const plain = wildcard ? written.slice(0, -2) : written;
  const species = plain === '' ? null : Dex.species.get(plain);
  if (!species?.exists) {
    const stripped = wildcard ? plain : plain.replace(UNKNOWN_BATTLE_ONLY, '') || plain;
    return {
      name: plain,
      known: false,
      wildcard,
      baseId: toId(stripped.split('-')[0] ?? stripped),
      outOfBattle: [stripped],
      changesFrom: null,
    };
  }
  const battleOnly = species.battleOnly;
  const outOfBattle = wildcard
    ? [species.baseSpecies]
    : battleOnly
      ? Array.isArray(battleOnly)
        ? [...battleOnly]
        : [battleOnly]
      : species.isMega
        ? [species.changesFrom ?? species.baseSpecies]
        : [species.name];
  return {
    name: wildcard ? species.baseSpecies : species.name,
    known: true,
    wildcard,
    baseId: toId(species.baseSpecies),
    outOfBattle,
    changesFrom: species.changesFrom ?? null,
  };
}

export function speciesFacts(written: string): SpeciesFacts {
  const key = written.trim();
  let facts = cache.get(key);
  if (!facts) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    facts = lookUp(key);
    cache.set(key, facts);
  }
  return facts;
}

export interface Resolution {
  /** The brought name (see header). */
  name: string;
  /** The preview entry it matched, -1 when none (or no preview). */
  previewIndex: number;
  known: boolean;
}

type Matcher = (entry: SpeciesFacts, written: string) => boolean;

/**
 * The brought name of a Pokémon the battle showed as `written`, given its side's team preview (possibly empty) and
 * the preview entries other Pokémon already took.
 */
export function resolveSpecies(written: string, preview: readonly string[], taken: ReadonlySet<number>): Resolution {
  const facts = speciesFacts(written);
  const fallback = facts.outOfBattle[0] ?? facts.name;
  if (preview.length === 0) return { name: fallback, previewIndex: -1, known: facts.known };

  const outIds = facts.outOfBattle.map(toId);
  const steps: Matcher[] = [
    (_entry, entryText) => outIds.includes(toId(entryText)),
    (entry) => entry.wildcard && entry.baseId === facts.baseId,
    (_entry, entryText) => facts.changesFrom !== null && toId(facts.changesFrom) === toId(entryText),
    (entry) => entry.baseId === facts.baseId,
  ];
  for (const step of steps) {
    let found = -1;
    for (let index = 0; index < preview.length; index += 1) {
      const entryText = preview[index] ?? '';
      if (!step(speciesFacts(entryText), entryText)) continue;
      if (!taken.has(index)) {
        found = index;
        break;
      }
      if (found < 0) found = index;
    }
    if (found >= 0) {
      const entryText = preview[found] ?? '';
      const entry = speciesFacts(entryText);
      // A wildcard is resolved to the forme the battle revealed; a named entry stays as the preview wrote it.
      const name = entry.wildcard ? pickOutOfBattle(facts, entry) : entryText;
      return { name, previewIndex: found, known: facts.known };
    }
  }
  return { name: fallback, previewIndex: -1, known: facts.known };
}

/** The out-of-battle forme for a wildcard entry: the one of the entry's base species (Necrozma-Ultra has two). */
function pickOutOfBattle(facts: SpeciesFacts, entry: SpeciesFacts): string {
  const own = facts.outOfBattle.find((name) => speciesFacts(name).baseId === entry.baseId);
  return own ?? facts.outOfBattle[0] ?? facts.name;
}

const UNKNOWN_MEGA = /-Mega(?:-[XYZ])?$/i;

/** True for a Mega forme (`Charizard-Mega-Y`, `Floette-Mega`): the dex's `isMega`, else a `-Mega…` name it lacks. */
export function isMegaForme(written: string): boolean {
  const name = written.trim();
  if (name === '') return false;
  const species = Dex.species.get(name);
  return species?.exists ? species.isMega === true : UNKNOWN_MEGA.test(name);
}
