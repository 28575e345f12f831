import { describe, expect, it } from 'vitest';
import { lookupCardName } from '../../../src/importers/ptcgl/names/index.ts';
import type { PtcglLanguage } from '../../../src/importers/ptcgl/types.ts';

type Case = [string, PtcglLanguage, string | null, 'trainer' | 'energy' | null];

const expectCards = (cases: Case[]) => {
  for (const [name, language, englishName, kind] of cases) {
    expect(lookupCardName(name, language), `${language}: ${name}`).toEqual({ englishName, species: null, kind });
  }
};

describe('lookupCardName: Energy and Trainers', () => {
  it('translates Basic Energy in every language', () => {
    expectCards([
      ['Basic Fighting Energy', 'en', 'Basic Fighting Energy', 'energy'],
      ['Fighting Energy', 'en', 'Basic Fighting Energy', 'energy'],
      ['Basis-Kampf-Energie', 'de', 'Basic Fighting Energy', 'energy'],
      ['Basis-Pflanze-Energie', 'de', 'Basic Grass Energy', 'energy'],
      ['Basis-Elektro-Energie', 'de', 'Basic Lightning Energy', 'energy'],
      ['Énergie Combat de base', 'fr', 'Basic Fighting Energy', 'energy'],
      ['Énergie Psy de base', 'fr', 'Basic Psychic Energy', 'energy'],
      ['Énergie Electrik de base', 'fr', 'Basic Lightning Energy', 'energy'],
      ['Energía Lucha Básica', 'es', 'Basic Fighting Energy', 'energy'],
      ['Energía Rayo Básica', 'es-419', 'Basic Lightning Energy', 'energy'],
      ['Energía Metálica Básica', 'es', 'Basic Metal Energy', 'energy'],
      ['Energia base Lotta', 'it', 'Basic Fighting Energy', 'energy'],
      ['Energia base Oscurità', 'it', 'Basic Darkness Energy', 'energy'],
      ['Energia Luta Básica', 'pt-BR', 'Basic Fighting Energy', 'energy'],
      ['Energia Psíquico Básica', 'pt-BR', 'Basic Psychic Energy', 'energy'],
      ['Energia de Escuridão Básica', 'pt-BR', 'Basic Darkness Energy', 'energy'],
    ]);
  });

  it('tells Special Energy from Trainers named after Energy', () => {
    expectCards([
      ['Jet Energy', 'en', 'Jet Energy', 'energy'],
      ['Energy Search', 'en', 'Energy Search', 'trainer'],
      ['Jet-Energie', 'de', 'Jet Energy', 'energy'],
      ['Neo-Upper-Energie', 'de', null, 'energy'],
      ['Energie-Zugewinn', 'de', null, 'trainer'],
      ['Énergie Réversion', 'fr', null, 'energy'],
      ['Energia Luminosa', 'pt-BR', 'Luminous Energy', 'energy'],
      ['Doble Energía Turbo', 'es', 'Double Turbo Energy', 'energy'],
      ['Ricerca di Energia', 'it', null, 'trainer'],
      ['Tanque de Energía Potenciadora del Futuro', 'es', 'Future Booster Energy Capsule', 'trainer'],
      ['Energía Extraña Turbo', 'es', null, 'energy'],
    ]);
  });

  it('knows the most played Trainers, ignoring a parenthesised part', () => {
    expectCards([
      ['Ultra Ball', 'en', 'Ultra Ball', 'trainer'],
      ['Hyperball', 'de', 'Ultra Ball', 'trainer'],
      ['Hyper Ball', 'fr', 'Ultra Ball', 'trainer'],
      ['Ultra Bola', 'pt-BR', 'Ultra Ball', 'trainer'],
      ['Befehl vom Boss (G-Cis)', 'de', "Boss's Orders", 'trainer'],
      ['Investigación de Profesores (Profesor Oak)', 'es', "Professor's Research", 'trainer'],
      ['Kissera', 'pt-BR', 'Iono', 'trainer'],
      ['Determinação da Lílian', 'pt-BR', "Lillie's Determination", 'trainer'],
      ['Maca Noturna', 'pt-BR', 'Night Stretcher', 'trainer'],
      ['Caramella Rara', 'it', 'Rare Candy', 'trainer'],
    ]);
  });

  it('leaves unknown Trainers of other languages without English name or kind', () => {
    expectCards([
      ['Poké Registre', 'fr', null, null],
      ['Globo Helio', 'es', null, null],
    ]);
  });
});
