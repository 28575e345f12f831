/**
 * A small table of Trainer and Special Energy cards whose printed names in other languages are known: the most
 * played cards of the Scarlet & Violet and Mega Evolution formats, as printed (and as the sample logs of each
 * language show them). It is a convenience, not a catalogue: a name missing here simply has no English name.
 *
 * Definitions:
 * - Names are compared by their words (words.ts), so accents, case and punctuation do not matter.
 * - A parenthesised part is ignored (`Investigación de Profesores (Profesor Oak)` is Professor's Research).
 * - One table for all languages: the printed names do not collide across languages.
 */
import { nameWords, wordsKey } from './words.ts';

/** English name → the names other languages print. */
const TRAINERS: Record<string, string[]> = {
  "Boss's Orders": ['Befehl vom Boss', 'Ordres du Boss', 'Órdenes de Jefes', 'Ordini del Capo', 'Ordem da Chefia'],
  "Professor's Research": [
    'Forschung des Professors',
    'Recherches Professorales',
    'Investigación de Profesores',
    'Ricerca Accademica',
    'Pesquisa de Professores',
  ],
  Iono: ['Enigmara', 'Mashynn', 'e-Nigma', 'Kissara', 'Kissera'],
  Arven: ['Pepper', 'Damián', 'Pepe'],
  "Lillie's Determination": ['Determinação da Lílian'],
  'Ultra Ball': ['Hyperball', 'Hyper Ball', 'Ultra Bola', 'Ultrabola'],
  'Nest Ball': ['Nestball', 'Faiblo Ball', 'Nido Ball'],
  'Rare Candy': ['Sonderbonbon', 'Super Bonbon', 'Caramella Rara', 'Caramelo Raro', 'Doce Raro'],
  "Professor Sada's Vitality": ['Prof. Antiquas Vitalität'],
  Briar: ['Brianna'],
  "Hero's Cape": ['Heldenumhang'],
  'Prime Catcher': ['Erstklassiger Fänger'],
  'Pokémon Catcher': ['Pokémon-Fänger'],
  Pokéstop: [],
  Hilda: [],
  'Night Stretcher': ['Nachttrage', 'Civière Nocturne', 'Camilla Nocturna', 'Barella Notturna', 'Maca Noturna'],
  'Buddy-Buddy Poffin': ['Dicke-Freunde-Knursp', 'Poffin de Colega', 'Poffin del Cuore'],
  'Earthen Vessel': ['Irdengefäß', 'Vasija Terrestre', 'Anfora Terrestre'],
  'Super Rod': ['Supercaña', 'Canna da pesca super'],
  'Switch Cart': ['Tauschwagen', 'Carrito de Cambio'],
  'Trekking Shoes': ['Trekkingschuhe'],
  'Pokégear 3.0': ['Pokécom 3.0'],
  'Technical Machine: Evolution': ['Máquina Técnica: Evolução', 'Macchinario Tecnico: Evoluzione'],
  'Counter Catcher': ['Contracchiappa-Pokémon'],
  'Lost Vacuum': ['Aspiradora Perdida'],
  'Hisuian Heavy Ball': ['Peso Ball de Hisui'],
  'Techno Radar': ['Tecnorradar'],
  'Future Booster Energy Capsule': ['Tanque de Energía Potenciadora del Futuro', 'Capsula energetica Tempo Futuro'],
  'Ancient Booster Energy Capsule': ['Capsula energetica Tempo Passato'],
  'Bravery Charm': ['Amuleto del Coraggio'],
  'Secret Box': ['Scatola dei Segreti'],
  'Picnic Basket': ['Cestino da Picnic'],
  'Maximum Belt': ['Maxicintura'],
  'Area Zero Underdepths': ['Höhlensystem Null'],
  Artazon: ['Los Tazones'],
  'Lost City': ['Ciudad Perdida'],
  'Red Card': ['Cartelrosso'],
  'Rocky Helmet': ['Bitorzolelmo'],
};

const SPECIAL_ENERGY: Record<string, string[]> = {
  'Jet Energy': ['Jet-Energie', 'Energía Propulsión'],
  'Luminous Energy': ['Energia Luminosa', 'Energía Luminosa'],
  'Mist Energy': ['Energia Nebbia', 'Energía Neblina'],
  'Gift Energy': ['Energía Regalo'],
  'Legacy Energy': ['Energía Legado'],
  'Double Turbo Energy': ['Doppel-Turbo-Energie', 'Doble Energía Turbo'],
  'V Guard Energy': ['Energía Guardia V'],
};

export interface KnownCard {
  englishName: string;
  kind: 'trainer' | 'energy';
}

let table: Map<string, KnownCard> | null = null;

function compile(): Map<string, KnownCard> {
  const map = new Map<string, KnownCard>();
  const add = (source: Record<string, string[]>, kind: KnownCard['kind']) => {
    for (const [englishName, names] of Object.entries(source)) {
      for (const name of [englishName, ...names]) map.set(wordsKey(nameWords(name)), { englishName, kind });
    }
  };
  add(TRAINERS, 'trainer');
  add(SPECIAL_ENERGY, 'energy');
  return map;
}

/** The English name of a known Trainer or Special Energy, from the words of its printed name. */
export function englishTrainerName(words: readonly string[], name?: string): KnownCard | null {
  table ??= compile();
  const known = table.get(wordsKey(words));
  if (known || name === undefined || !name.includes('(')) return known ?? null;
  return table.get(wordsKey(nameWords(name.replace(/\([^)]*\)/g, ' ')))) ?? null;
}
