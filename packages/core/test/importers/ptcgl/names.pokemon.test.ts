import { describe, expect, it } from 'vitest';
import { lookupCardName } from '../../../src/importers/ptcgl/names/index.ts';
import type { PtcglLanguage } from '../../../src/importers/ptcgl/types.ts';

/** [printed name, language, English card name, English species] — names as the cards of each language print them. */
type Case = [string, PtcglLanguage, string | null, string];

const expectPokemon = (cases: Case[]) => {
  for (const [name, language, englishName, species] of cases) {
    expect(lookupCardName(name, language), `${language}: ${name}`).toEqual({ englishName, species, kind: 'pokemon' });
  }
};

describe('lookupCardName: Pokémon species in every language', () => {
  it('translates species names, keeping the rule-box suffix', () => {
    expectPokemon([
      ['Furienblitz-ex', 'de', 'Raging Bolt ex', 'Raging Bolt'],
      ['Serpente-Eau-ex', 'fr', 'Walking Wake ex', 'Walking Wake'],
      ['Ondulagua ex', 'es', 'Walking Wake ex', 'Walking Wake'],
      ['Electrofuria ex', 'es', 'Raging Bolt ex', 'Raging Bolt'],
      ['Furiatonante-ex', 'it', 'Raging Bolt ex', 'Raging Bolt'],
      ['Codaurlante', 'it', 'Scream Tail', 'Scream Tail'],
      ['Raio Fúria ex', 'pt-BR', 'Raging Bolt ex', 'Raging Bolt'],
      ['Valentia Férrea ex', 'pt-BR', 'Iron Valiant ex', 'Iron Valiant'],
      ['Garde-de-Fer-ex', 'fr', 'Iron Valiant ex', 'Iron Valiant'],
      ['Eisenbündel', 'de', 'Iron Bundle', 'Iron Bundle'],
      ['Fantyrm', 'fr', 'Dreepy', 'Dreepy'],
      ['Krawalloro-ex', 'de', 'Squawkabilly ex', 'Squawkabilly'],
      ['Charizard-ex', 'it', 'Charizard ex', 'Charizard'],
    ]);
  });

  it('keeps English names as they are, in English logs and in logs that print them', () => {
    expectPokemon([
      ['Dragapult ex', 'en', 'Dragapult ex', 'Dragapult'],
      ['Dragapult ex', 'pt-BR', 'Dragapult ex', 'Dragapult'],
      ['Dragapult ex', 'de', 'Dragapult ex', 'Dragapult'],
      ['Mega Kangaskhan ex', 'en', 'Mega Kangaskhan ex', 'Kangaskhan'],
      ['Charizard EX', 'en', 'Charizard EX', 'Charizard'],
      ['Farfetch’d', 'en', "Farfetch'd", "Farfetch'd"],
    ]);
  });

  it('reads Radiant, regional forms, Mega and the VSTAR spellings', () => {
    expectPokemon([
      ['Strahlendes Quajutsu', 'de', 'Radiant Greninja', 'Greninja'],
      ['Amphinobi Radieux', 'fr', 'Radiant Greninja', 'Greninja'],
      ['Greninja Radiante', 'es', 'Radiant Greninja', 'Greninja'],
      ['Greninja Lucente', 'it', 'Radiant Greninja', 'Greninja'],
      ['Galar-Zigzachs', 'de', 'Galarian Zigzagoon', 'Zigzagoon'],
      ['Zigzaton de Galar', 'fr', 'Galarian Zigzagoon', 'Zigzagoon'],
      ['Zigzagoon de Galar', 'es', 'Galarian Zigzagoon', 'Zigzagoon'],
      ['Zigzagoon di Galar', 'it', 'Galarian Zigzagoon', 'Zigzagoon'],
      ['Hisui-Zoroark VSTAR', 'de', 'Hisuian Zoroark VSTAR', 'Zoroark'],
      ['Zoroark de Hisui V-ASTRO', 'es', 'Hisuian Zoroark VSTAR', 'Zoroark'],
      ['Zoroark di Hisui V ASTRO', 'it', 'Hisuian Zoroark VSTAR', 'Zoroark'],
      ['Terraiste de Paldea-ex', 'fr', 'Paldean Clodsire ex', 'Clodsire'],
      ['Clodsire de Paldea ex', 'pt-BR', 'Paldean Clodsire ex', 'Clodsire'],
      ['Paldea-Suelord-ex', 'de', 'Paldean Clodsire ex', 'Clodsire'],
      ['Lugia V-ASTRO', 'es', 'Lugia VSTAR', 'Lugia'],
      ['Mega Charizard X-ex', 'it', 'Mega Charizard X ex', 'Charizard'],
      ['Méga-Lucario-ex', 'fr', 'Mega Lucario ex', 'Lucario'],
    ]);
  });

  it('reads printed forms: Ogerpon masks, Bloodmoon, Rotom', () => {
    expectPokemon([
      ['Türkisgrüne-Maske-Ogerpon-ex', 'de', 'Teal Mask Ogerpon ex', 'Ogerpon'],
      ['Ogerpon Masque Turquoise-ex', 'fr', 'Teal Mask Ogerpon ex', 'Ogerpon'],
      ['Ogerpon Máscara Turquesa ex', 'es', 'Teal Mask Ogerpon ex', 'Ogerpon'],
      ['Ogerpon Maschera Turchese-ex', 'it', 'Teal Mask Ogerpon ex', 'Ogerpon'],
      ['Brunnenmaske-Ogerpon-ex', 'de', 'Wellspring Mask Ogerpon ex', 'Ogerpon'],
      ['Ogerpon Masque de la Pierre-ex', 'fr', 'Cornerstone Mask Ogerpon ex', 'Ogerpon'],
      ['Ursaluna Lua Sangrenta ex', 'pt-BR', 'Bloodmoon Ursaluna ex', 'Ursaluna'],
      ['Blutmond-Ursaluna-ex', 'de', 'Bloodmoon Ursaluna ex', 'Ursaluna'],
      ['Ursaking Lune Vermeille-ex', 'fr', 'Bloodmoon Ursaluna ex', 'Ursaluna'],
      ['Ursaluna Luna Carmesí ex', 'es', 'Bloodmoon Ursaluna ex', 'Ursaluna'],
      ['Wirbel-Rotom', 'de', 'Fan Rotom', 'Rotom'],
    ]);
  });

  it("translates trainers' Pokémon with their owner", () => {
    expectPokemon([
      ['Gible da Cíntia', 'pt-BR', "Cynthia's Gible", 'Gible'],
      ['Cynthias Kaumalat', 'de', "Cynthia's Gible", 'Gible'],
      ['Griknot de Cynthia', 'fr', "Cynthia's Gible", 'Gible'],
      ['Gible de Cintia', 'es', "Cynthia's Gible", 'Gible'],
      ['Gible de Cynthia', 'es-419', "Cynthia's Gible", 'Gible'],
      ['Gible di Camilla', 'it', "Cynthia's Gible", 'Gible'],
      ['Team Rockets Mewtu-ex', 'de', "Team Rocket's Mewtwo ex", 'Mewtwo'],
      ['Mewtwo-ex de la Team Rocket', 'fr', "Team Rocket's Mewtwo ex", 'Mewtwo'],
      ['Mewtwo ex da Equipe Rocket', 'pt-BR', "Team Rocket's Mewtwo ex", 'Mewtwo'],
      ['Mewtwo ex del Equipo Rocket', 'es-419', "Team Rocket's Mewtwo ex", 'Mewtwo'],
      ['Ho-Oh-ex di Armonio', 'it', "Ethan's Ho-Oh ex", 'Ho-Oh'],
      ['Léviator d’Ondine', 'fr', "Misty's Gyarados", 'Gyarados'],
      ['Enigmaras Wampitz-ex', 'de', "Iono's Bellibolt ex", 'Bellibolt'],
      ['Zoroark ex do N', 'pt-BR', "N's Zoroark ex", 'Zoroark'],
      ['Zacian-ex de Nabil', 'fr', "Hop's Zacian ex", 'Zacian'],
      ['Lillys Piepi-ex', 'de', "Lillie's Clefairy ex", 'Clefairy'],
      ['Grimmsnarl ex de Roxy', 'es', "Marnie's Grimmsnarl ex", 'Grimmsnarl'],
      ['Metagross-ex di Rocco', 'it', "Steven's Metagross ex", 'Metagross'],
      ['Dogrino-ex de Pepper', 'fr', "Arven's Mabosstiff ex", 'Mabosstiff'],
      ['Aokis Staraptor', 'de', "Larry's Staraptor", 'Staraptor'],
      ["Cynthia's Garchomp ex", 'en', "Cynthia's Garchomp ex", 'Garchomp'],
    ]);
  });

  it('still finds the species when a word around it is not understood', () => {
    expectPokemon([
      ['Gible do Fulano', 'pt-BR', null, 'Gible'],
      ['Zeraoras Kaumalat', 'de', null, 'Gible'],
      ['Charizard X-ex', 'it', null, 'Charizard'],
    ]);
  });

  it('answers the same object for the same name and never throws', () => {
    expect(lookupCardName('Furienblitz-ex', 'de')).toBe(lookupCardName('Furienblitz-ex', 'de'));
    expect(lookupCardName('', 'fr')).toEqual({ englishName: null, species: null, kind: null });
    expect(lookupCardName('   ', 'en')).toEqual({ englishName: null, species: null, kind: null });
    expect(lookupCardName('???', 'it')).toEqual({ englishName: null, species: null, kind: null });
  });
});
