/**
 * The Pokémon VGC analytics count (issue 29 "VGC formes merge"): the species with its battle-relevant forme, the
 * forme a player builds a team around and the restricted rules name, with battle-only formes folded into the forme
 * they change from.
 *
 * Decisions (formes from Showdown's data, `@pkmn/dex`, through the generated `foldedFormes.ts`):
 * - Kept apart: every forme the dex does not mark battle-only or cosmetic — Calyrex-Shadow and Calyrex-Ice, Urshifu
 *   and Urshifu-Rapid-Strike, Ogerpon's four masks, Indeedee-F, regional formes (Ninetales-Alola, Tauros-Paldea-Aqua),
 *   Landorus-Therian, Ursaluna-Bloodmoon, Necrozma-Dusk-Mane…
 * - Folded into the forme they change from: battle-only formes (`battleOnly`: Zacian-Crowned → Zacian,
 *   Ogerpon-Wellspring-Tera → Ogerpon-Wellspring, Terapagos-Stellar and -Terastal → Terapagos, Palafin-Hero,
 *   Castform's weathers, Aegislash-Blade…), Megas and Primals (Charizard-Mega-Y → Charizard, Floette-Mega →
 *   Floette-Eternal) and Gigantamax formes. A battle-only forme the dex gives several origins (Necrozma-Ultra,
 *   Zygarde-Complete) is kept as written: which one was brought is unknown. A name newer than the data with a
 *   battle-only suffix (`-Mega`, `-Mega-X/Y/Z`, `-Primal`, `-Gmax`, `-Tera`, `-Terastal`, `-Stellar`, `-Crowned`) loses it.
 * - Cosmetic formes (Gastrodon-East, Vivillon patterns, Alcremie flavours) are their species: the same Pokémon.
 * - Showdown's team-preview wildcard (`Urshifu-*`: the forme is hidden before the battle) counts as the base species,
 *   as the server stores it (vgc-matches/species.ts): `Urshifu` then means "Urshifu, forme not known or Single Strike".
 * - Spoken names with the forme in front (`Alolan Ninetales`, `Shadow Rider Calyrex`, `Rapid Strike Urshifu`,
 *   `Mega Charizard Y`) and Showdown's aliases of the base forme (`Urshifu-Single-Strike`, `Ogerpon-Teal`,
 *   `Calyrex-Shadow-Rider`) count as the Showdown name.
 * - The result is spelled as Showdown spells it: the species as the Pokédex list spells it, each forme word capitalised
 *   (`calyrex-shadow` → `Calyrex-Shadow`). `countedSpeciesKey` is what two names compare by.
 */
import { baseSpeciesName, isFormName } from './pokemonNames.ts';
import { BATTLE_ONLY_FORMES, COSMETIC_FORMES } from './foldedFormes.ts';

/** Letters and digits, lower case, accents dropped; ♀ and ♂ kept (the two Nidoran are two species). */
const idOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9♀♂]+/g, '');

// Showdown aliases of a base forme, and the spelled-out rider names (the dex's alias table, the VGC-relevant part).
const ALIASES: readonly [string, string][] = [
  ['Urshifu-Single-Strike', 'Urshifu'],
  ['Ogerpon-Teal', 'Ogerpon'],
  ['Ogerpon-Teal-Mask', 'Ogerpon'],
  ['Ogerpon-Wellspring-Mask', 'Ogerpon-Wellspring'],
  ['Ogerpon-Hearthflame-Mask', 'Ogerpon-Hearthflame'],
  ['Ogerpon-Cornerstone-Mask', 'Ogerpon-Cornerstone'],
  ['Calyrex-Shadow-Rider', 'Calyrex-Shadow'],
  ['Calyrex-Ice-Rider', 'Calyrex-Ice'],
  ['Zacian-Hero', 'Zacian'],
  ['Zamazenta-Hero', 'Zamazenta'],
];

const FOLDED_BY_ID = new Map<string, string>(
  [...BATTLE_ONLY_FORMES, ...COSMETIC_FORMES, ...ALIASES].map(([written, counted]) => [idOf(written), counted]),
);

/** Words spoken in front of a species, and the Showdown forme they name ('' for the base forme or a folded one). */
const SPOKEN_FORMES: readonly [RegExp, string][] = [
  [/^alolan /, 'Alola'],
  [/^galarian /, 'Galar'],
  [/^hisuian /, 'Hisui'],
  [/^paldean /, 'Paldea'],
  [/^therian /, 'Therian'],
  [/^origin /, 'Origin'],
  [/^bloodmoon /, 'Bloodmoon'],
  [/^shadow rider /, 'Shadow'],
  [/^ice rider /, 'Ice'],
  [/^rapid strike /, 'Rapid-Strike'],
  [/^single strike /, ''],
  [/^incarnate /, ''],
  [/^(?:mega|primal|crowned|gigantamax|gmax) /, ''],
];

const UNKNOWN_BATTLE_ONLY = /-(?:Mega(?:-[XYZ])?|Primal|Gmax|Tera|Terastal|Stellar|Crowned)$/i;
const WILDCARD = /-\s*\*$/;

const capitalised = (forme: string) =>
  forme
    .split('-')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('-');

// Answers by name as given (analytics ask for the same few dozen names over and over); bounded, names are user data.
const memo = new Map<string, string>();
const MEMO_MAX = 10_000;

/** The Pokémon VGC analytics count for a name (see header); '' for a blank name. */
export function countedSpecies(name: string): string {
  const known = memo.get(name);
  if (known !== undefined) return known;
  const counted = lookUp(String(name ?? ''), true);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(name, counted);
  return counted;
}

/** What two counted names compare by: `countedSpecies` ignoring case, accents, spaces and hyphens. */
export function countedSpeciesKey(name: string): string {
  return idOf(countedSpecies(name));
}

function lookUp(raw: string, firstPass: boolean): string {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  if (trimmed === '') return '';
  if (WILDCARD.test(trimmed)) return baseSpeciesName(trimmed.replace(WILDCARD, ''));
  const folded = FOLDED_BY_ID.get(idOf(trimmed));
  if (folded !== undefined) return folded;

  const spoken = spokenForme(trimmed);
  if (spoken !== null && firstPass) return lookUp(spoken, false);

  if (!isFormName(trimmed)) return baseSpeciesName(trimmed);
  const base = baseSpeciesName(trimmed);
  // The forme as written after the species (`Calyrex` + `-Shadow`), else the name as written.
  const formed =
    trimmed.charAt(base.length) === '-' && idOf(trimmed.slice(0, base.length)) === idOf(base)
      ? `${base}-${capitalised(trimmed.slice(base.length + 1))}`
      : trimmed;
  if (UNKNOWN_BATTLE_ONLY.test(formed) && firstPass) return lookUp(formed.replace(UNKNOWN_BATTLE_ONLY, ''), false);
  return formed;
}

/** `Alolan Ninetales` → `Ninetales-Alola`, `Mega Charizard Y` → `Charizard`; null when no forme is spoken first. */
function spokenForme(name: string): string | null {
  const lower = name.toLowerCase();
  for (const [words, forme] of SPOKEN_FORMES) {
    const match = words.exec(lower);
    if (!match) continue;
    // Mega's X or Y names which Mega: both fold into the species.
    const species = name.slice(match[0].length).replace(/ [XY]$/i, '');
    if (baseSpeciesName(species) === '' || isFormName(species)) return null;
    return forme ? `${baseSpeciesName(species)}-${forme}` : baseSpeciesName(species);
  }
  return null;
}
