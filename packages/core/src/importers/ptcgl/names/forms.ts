/**
 * The words a Pokémon card name adds around its species, in every log language, and their English wording: the
 * owner (`Cynthia's`, `Cynthias`, `de Cynthia`, `di Camilla`, `da Cíntia`), the region (`Hisuian`,
 * `Hisui-`, `de Hisui`, `di Hisui`), Radiant (`Strahlendes`, `Radieux`, `Radiante`, `Lucente`), Mega, forms
 * printed with the name (`Teal Mask`, `Türkisgrüne Maske`, `Maschera Turchese`, `Bloodmoon`, `Lua Sangrenta`,
 * `Origin Forme`, Rotom's appliances) and the rule-box suffix (`ex`, `EX`, `V`, `VMAX`, `VSTAR`/`V-ASTRO`/`V ASTRO`,
 * `GX`, `V-UNION`, `BREAK`).
 *
 * Decisions:
 * - One table for all languages: a phrase means the same owner or form whichever language prints it, and logs of
 *   one language are known to keep some names of another (es-419 uses English owners, pt-BR some English names).
 * - The owners are the trainers of PTCGL-era "Trainer's Pokémon" (Scarlet & Violet, Mega Evolution); the
 *   translations are the printed card names.
 * - English wording order: Radiant, owner's, region, form, Mega, species, X/Y, suffix (`Radiant Greninja`,
 *   `Team Rocket's Mewtwo ex`, `Hisuian Zoroark VSTAR`, `Mega Charizard X ex`).
 */
import { nameWords } from './words.ts';

export type FormSlot = 'radiant' | 'owner' | 'region' | 'form' | 'mega' | 'variant' | 'suffix';

export interface FormUnit {
  slot: FormSlot;
  /** English wording: the owner without `'s`, the region adjective, the form, the suffix. */
  english: string;
  words: string[];
}

/** English wording → the phrases that print it. */
const OWNERS: Record<string, string[]> = {
  Cynthia: ["Cynthia's", 'Cynthias', 'de Cynthia', 'di Camilla', 'de Cintia', 'da Cíntia'],
  'Team Rocket': [
    "Team Rocket's",
    'Team Rockets',
    'de la Team Rocket',
    'del Team Rocket',
    'da Equipe Rocket',
    'del Equipo Rocket',
  ],
  Ethan: ["Ethan's", 'Klarins', 'de Luth', 'di Armonio', 'de Eco', 'do Ethan', 'de Ethan'],
  Misty: ["Misty's", 'Mistys', "d'Ondine", 'di Misty', 'de Misty', 'da Misty'],
  Iono: ["Iono's", 'Enigmaras', 'de Mashynn', 'de e-Nigma', 'di Kissara', 'da Kissera'],
  N: ["N's", 'Ns', 'de N', 'di N', 'do N'],
  Hop: ["Hop's", 'Hops', 'de Nabil', 'de Paul', 'di Hop', 'do Lupo'],
  Lillie: ["Lillie's", 'Lillys', 'de Lilie', 'de Lylia', 'di Lylia', 'da Lílian', 'de Lillie'],
  Marnie: ["Marnie's", 'Marys', 'de Rosemary', 'de Roxy', 'di Mary', 'da Marine', 'de Marnie'],
  Steven: ["Steven's", 'Troys', 'de Pierre', 'de Máximo', 'di Rocco', 'do Steven', 'de Steven'],
  Arven: ["Arven's", 'Peppers', 'de Pepper', 'de Damián', 'di Pepe', 'do Arven'],
  Larry: ["Larry's", 'Aokis', "d'Okuba", 'de Laureano', 'di Ubaldo', 'do Lauro'],
  Erika: ["Erika's", 'Erikas', "d'Erika", 'de Erika', 'di Erika', 'da Erika'],
};

const REGIONS: Record<string, string[]> = {
  Alolan: ['Alolan', 'Alola', "d'Alola", 'de Alola', 'di Alola'],
  Galarian: ['Galarian', 'Galar', 'de Galar', 'di Galar'],
  Hisuian: ['Hisuian', 'Hisui', 'de Hisui', 'di Hisui'],
  Paldean: ['Paldean', 'Paldea', 'de Paldea', 'di Paldea'],
};

const FORMS: Record<string, string[]> = {
  'Teal Mask': ['Teal Mask', 'Türkisgrüne Maske', 'Masque Turquoise', 'Máscara Turquesa', 'Maschera Turchese'],
  'Wellspring Mask': [
    'Wellspring Mask',
    'Brunnenmaske',
    'Masque du Puits',
    'Máscara Fuente',
    'Máscara Nascente',
    'Maschera Pozzo',
  ],
  'Hearthflame Mask': [
    'Hearthflame Mask',
    'Ofenmaske',
    'Masque du Fourneau',
    'Máscara Horno',
    'Máscara Fornalha',
    'Maschera Focolare',
  ],
  'Cornerstone Mask': [
    'Cornerstone Mask',
    'Fundamentmaske',
    'Masque de la Pierre',
    'Máscara Cimiento',
    'Máscara Alicerce',
    'Maschera Fondamenta',
  ],
  Bloodmoon: ['Bloodmoon', 'Blutmond', 'Lune Vermeille', 'Luna Carmesí', 'Luna Cremisi', 'Lua Sangrenta'],
  'Origin Forme': ['Origin Forme', 'Urform', 'Forme Originelle', 'Forma Origen', 'Forma Originale', 'Forma Origem'],
  'Rapid Strike': ['Rapid Strike', 'Fließender Stil', 'Estilo Fluido', 'Stile Pluricolpo'],
  'Single Strike': ['Single Strike', 'Fokussierter Stil', 'Estilo Brusco', 'Stile Singolcolpo'],
  'Dusk Mane': ['Dusk Mane', 'Criniera del Vespro'],
  'Dawn Wings': ['Dawn Wings', "Ali dell'Aurora"],
  // Rotom's appliance forms.
  Fan: ['Fan', 'Wirbel', 'Hélice', 'Ventilador', 'Vortice'],
  Heat: ['Heat', 'Hitze', 'Chaleur', 'Calor', 'Calore'],
  Wash: ['Wash', 'Wasch', 'Lavage', 'Lavado', 'Lavaggio'],
  Frost: ['Frost', 'Froid', 'Frío', 'Gelo'],
  Mow: ['Mow', 'Schneid', 'Tonte', 'Corte', 'Taglio'],
};

const RADIANT = ['Radiant', 'Strahlendes', 'Strahlender', 'Strahlende', 'Radieux', 'Radieuse', 'Radiante', 'Lucente'];

const SUFFIXES: Record<string, string[]> = {
  ex: ['ex'],
  GX: ['GX'],
  V: ['V'],
  VMAX: ['VMAX', 'V-MAX'],
  VSTAR: ['VSTAR', 'V-STAR', 'V-ASTRO'],
  'V-UNION': ['V-UNION', 'V-UNIÓN'],
  BREAK: ['BREAK'],
};

function compileUnits(): Map<string, FormUnit[]> {
  const units: FormUnit[] = [];
  const add = (slot: FormSlot, table: Record<string, string[]>) => {
    for (const [english, phrases] of Object.entries(table)) {
      for (const phrase of phrases) units.push({ slot, english, words: nameWords(phrase) });
    }
  };
  add('owner', OWNERS);
  add('region', REGIONS);
  add('form', FORMS);
  add('radiant', { Radiant: RADIANT });
  add('mega', { Mega: ['Mega'] });
  add('variant', { X: ['X'], Y: ['Y'] });
  add('suffix', SUFFIXES);
  const byFirst = new Map<string, FormUnit[]>();
  for (const unit of units) {
    if (unit.words.length === 0) continue;
    const list = byFirst.get(unit.words[0]!) ?? [];
    list.push(unit);
    byFirst.set(unit.words[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

let compiled: Map<string, FormUnit[]> | null = null;

/** The longest unit starting at `at`, or null. */
export function unitAt(words: readonly string[], at: number): FormUnit | null {
  compiled ??= compileUnits();
  for (const unit of compiled.get(words[at]!) ?? []) {
    if (at + unit.words.length > words.length) continue;
    if (unit.words.every((w, j) => words[at + j] === w)) return unit;
  }
  return null;
}
