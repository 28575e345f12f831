/**
 * Energy card names in every log language: Basic Energy to its English name (`Basis-Kampf-Energie`, `Énergie
 * Combat de base`, `Energía Lucha Básica`, `Energia base Lotta`, `Energia Luta Básica` → `Basic
 * Fighting Energy`), and whether another name containing the word Energy is a Special Energy or a Trainer.
 *
 * Definitions:
 * - Basic Energy: the words are one "Energy" word, one "basic" word, exactly one type word, and at most the fillers
 *   `de`/`di` (pt `Energia de Escuridão Básica`). Type words are the printed ones of every language, including
 *   older or regional spellings (`Electrik`, `Raios`, `Elétrica`), shared with deck lists (rules/basicEnergy.ts). Pre-2011 English `Fighting Energy` (no "Basic")
 *   counts too, in English only.
 * - A Special Energy is printed with the Energy word at its end in English and German (`Jet Energy`,
 *   `Jet-Energie`) and at its start in the Romance languages (`Energia Luminosa`, `Énergie Jet`). In English and
 *   German a name with the Energy word elsewhere is a Trainer (`Energy Search`, `Energie-Zugewinn`); in the
 *   Romance languages only one with `de`/`di`/`da`/`do` before the Energy word is (`Ricerca di Energia`, `Tanque de
 *   Energía Potenciadora del Futuro`), since `Doble Energía Turbo` is a Special Energy: other names stay unknown.
 */
import { BASIC_ENERGY_TYPES, BASIC_WORDS, ENERGY_TYPE_WORDS, ENERGY_WORDS } from '../../../rules/basicEnergy.ts';
import type { PtcglLanguage } from '../types.ts';

const TYPE_OF_WORD = new Map(
  BASIC_ENERGY_TYPES.flatMap((type) => ENERGY_TYPE_WORDS[type].map((word) => [word, type] as const)),
);
const FILLERS = new Set(['de', 'di']);
/** Romance "of" before a noun: `Ricerca di Energia`. */
const OF_WORDS = new Set(['de', 'di', 'da', 'do', 'del', 'della']);
/** Languages printing a Special Energy's Energy word last. */
const ENERGY_LAST = new Set<PtcglLanguage>(['en', 'de']);

export type EnergyReading =
  { kind: 'energy'; englishName: string | null } | { kind: 'trainer' } | { kind: 'unknown' } | null;

/** Basic Energy, Special Energy or a Trainer named after Energy (see header); null when the name has no Energy word. */
export function readEnergy(words: readonly string[], language: PtcglLanguage): EnergyReading {
  const energyAt = words.findIndex((w) => ENERGY_WORDS.has(w));
  if (energyAt < 0) return null;
  let type: string | null = null;
  let basic = false;
  let other = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (i === energyAt || FILLERS.has(word)) continue;
    if (BASIC_WORDS.has(word)) basic = true;
    else if (TYPE_OF_WORD.has(word) && type === null) type = TYPE_OF_WORD.get(word)!;
    else other = true;
  }
  const oldEnglishBasic = language === 'en' && words.length === 2 && energyAt === 1;
  if (type && !other && (basic || oldEnglishBasic)) return { kind: 'energy', englishName: `Basic ${type} Energy` };
  if (ENERGY_LAST.has(language)) {
    return energyAt === words.length - 1 ? { kind: 'energy', englishName: null } : { kind: 'trainer' };
  }
  if (energyAt === 0) return { kind: 'energy', englishName: null };
  return OF_WORDS.has(words[energyAt - 1]!) ? { kind: 'trainer' } : { kind: 'unknown' };
}
