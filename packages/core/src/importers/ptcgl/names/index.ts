/**
 * Card names of a PTCGL log in English (issue 12): `lookupCardName(name, language)` gives the English card name,
 * the English species and the kind of card (Pokémon, Trainer, Energy) of a name as a log of that language prints it.
 *
 * Definitions:
 * - Pokémon: a name in which the language's species list (or the English one) finds a species (species.ts), or
 *   another language's list does and the words around it (at least one) are all understood (`Galar-Zigzaton`). Its
 *   English name is assembled from the words around the species when every one of them is understood (forms.ts):
 *   `Furienblitz-ex` → `Raging Bolt ex`, `Türkisgrüne-Maske-Ogerpon-ex` → `Teal Mask Ogerpon ex`, `Gible da
 *   Cíntia` → `Cynthia's Gible`, `Mewtwo-ex de la Team Rocket` → `Team Rocket's Mewtwo ex`. With a word it does not
 *   understand (an owner or form of a later set) the English name is null but the species is still given. More than
 *   three such words means the species word is part of something else (a Trainer named after a Pokémon): not a
 *   Pokémon.
 * - Energy and Energy-named Trainers: energy.ts (`Basis-Kampf-Energie` → `Basic Fighting Energy`).
 * - Trainers and Special Energy of other languages: English only when trainers.ts knows the translation.
 * - English logs: every name is its own English name (Pokémon keep the printed spelling) except Basic Energy, always
 *   `Basic <Type> Energy` (older prints say `Fighting Energy`); a name that is neither a species nor an Energy is a
 *   Trainer, since the species list holds every Pokémon.
 *
 * Decisions:
 * - Answers are memoised per language (it runs over every card line of every imported log); the cache is dropped
 *   when it grows past 20,000 names so a long-lived server cannot grow without bound. Answers are frozen because
 *   they are shared.
 * - All tables compile on first use, so importing this module is cheap for a code-split screen.
 */
import type { PtcglLanguage } from '../types.ts';
import { readEnergy } from './energy.ts';
import { type FormSlot, unitAt } from './forms.ts';
import { findSpecies, findSpeciesElsewhere } from './species.ts';
import { englishTrainerName } from './trainers.ts';
import { nameWords } from './words.ts';

export type PtcglCardKind = 'pokemon' | 'trainer' | 'energy' | null;

export interface CardNameLookup {
  englishName: string | null;
  species: string | null;
  kind: PtcglCardKind;
}

/** Words around the species that cannot be understood before the name stops counting as a Pokémon. */
const MAX_UNKNOWN_WORDS = 3;
const CACHE_LIMIT = 20_000;

const UNKNOWN: CardNameLookup = Object.freeze({ englishName: null, species: null, kind: null });

/** Curly apostrophes as `'`, single spaces, trimmed: the form an English name is given back in. */
function cleanName(name: string): string {
  return name
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

type Parts = Partial<Record<FormSlot, string>>;

function englishPokemonName(parts: Parts, species: string): string {
  const owner = parts.owner === undefined ? undefined : `${parts.owner}'s`;
  return [parts.radiant, owner, parts.region, parts.form, parts.mega, species, parts.variant, parts.suffix]
    .filter((p) => p !== undefined)
    .join(' ');
}

/** The Pokémon reading of a name, or null when it names no species (see header). */
function readPokemon(name: string, words: readonly string[], language: PtcglLanguage): CardNameLookup | null {
  let found = findSpecies(words, language);
  let elsewhere = false;
  if (!found) {
    const hit = findSpeciesElsewhere(words, language);
    if (!hit) return null;
    found = { hit, words };
    elsewhere = true;
  }
  const { hit } = found;
  const around = [found.words.slice(0, hit.at), found.words.slice(hit.at + hit.length)];
  const parts: Parts = {};
  let unknown = 0;
  for (const side of around) {
    for (let at = 0; at < side.length;) {
      const unit = unitAt(side, at);
      if (!unit || parts[unit.slot] !== undefined) {
        unknown++;
        at++;
        continue;
      }
      parts[unit.slot] = unit.english;
      at += unit.words.length;
    }
  }
  if (unknown > MAX_UNKNOWN_WORDS) return null;
  // Another language's species only with understood words around it: a lone foreign word is too weak a sign.
  if (elsewhere && (unknown > 0 || hit.length === found.words.length)) return null;
  // X and Y only name a Mega form (`Mega Charizard X ex`).
  if (parts.variant !== undefined && parts.mega === undefined) unknown++;
  // Only the pre-2016 Pokémon-EX print the suffix in capitals.
  if (parts.suffix === 'ex' && /(^|[^\p{L}])EX($|[^\p{L}])/u.test(name)) parts.suffix = 'EX';
  let englishName: string | null = null;
  if (language === 'en') englishName = cleanName(name);
  else if (unknown === 0) englishName = englishPokemonName(parts, hit.species);
  return { englishName, species: hit.species, kind: 'pokemon' };
}

function read(name: string, language: PtcglLanguage): CardNameLookup {
  const words = nameWords(name);
  if (words.length === 0) return UNKNOWN;
  const energy = readEnergy(words, language);
  if (energy?.kind === 'energy' && energy.englishName !== null) {
    return { englishName: energy.englishName, species: null, kind: 'energy' };
  }
  const pokemon = readPokemon(name, words, language);
  if (pokemon) return pokemon;
  if (language === 'en') {
    return { englishName: cleanName(name), species: null, kind: energy?.kind === 'energy' ? 'energy' : 'trainer' };
  }
  const known = englishTrainerName(words, name);
  if (known) return { englishName: known.englishName, species: null, kind: known.kind };
  if (energy?.kind === 'energy' || energy?.kind === 'trainer')
    return { englishName: null, species: null, kind: energy.kind };
  return UNKNOWN;
}

const caches = new Map<PtcglLanguage, Map<string, CardNameLookup>>();
let cached = 0;

/** The English reading of a card name as a log in `language` prints it (see header). Never throws. */
export function lookupCardName(name: string, language: PtcglLanguage): CardNameLookup {
  let cache = caches.get(language);
  const hit = cache?.get(name);
  if (hit) return hit;
  if (cached >= CACHE_LIMIT) {
    caches.clear();
    cached = 0;
    cache = undefined;
  }
  if (!cache) {
    cache = new Map();
    caches.set(language, cache);
  }
  const answer = Object.freeze(read(name, language));
  cache.set(name, answer);
  cached++;
  return answer;
}
