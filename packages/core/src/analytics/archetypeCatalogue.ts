/**
 * The built-in archetype catalogue (issue 29, "Archetypes as players name them"): the deck categories of the current
 * TCG Standard format as players and tournament sites (Limitless, the Play! Pokémon results) name them, shipped with
 * the app so that a fresh instance files opponents, community meta, the matchup matrix and comparisons at once. The
 * server writes it into `deck_categories` on start (apps/server `modules/deck-categories/catalogue.ts`); admins edit
 * the rows as any other category, and a later catalogue version never overwrites a row an admin edited or deleted.
 *
 * Definitions:
 * - An entry is a category (`CategoryRules` plus sprites) with a stable `key`: the row it owns is found by the key,
 *   never by the name, so renaming an entry in a later version renames its row.
 * - Keywords name the deck's main Pokémon as players write it (`gardevoir`, `ho oh`); the categoriser matches them
 *   as whole words in deck names and in the Pokémon a PTCGL log shows, and by evolution family (`Ralts` → the
 *   Gardevoir ex entry, rules/evolutionFamilies.ts). A Mega entry's keyword starts with `mega` so it wins, as the
 *   longer keyword, over the plain species' entry (`Mega Lucario ex` vs a `Lucario` deck name).
 * - Core cards are the cards a list of that deck always holds (all of them must be in a player's list to file it by
 *   cards): usually the one card that names it, since the rest changes with every set (Gardevoir ex kept its place
 *   after the Kirlia that drew its cards rotated). Sprites are pokesprite slugs of base species (box sprites have no Mega forms for the newer Megas).
 *
 * Decisions:
 * - The list covers the Standard format of the 2026 season (regulation marks H, I and J, the Mega Evolution era) and
 *   the decks of the 2025 season players still name (Gardevoir ex, Charizard ex, Raging Bolt ex): about thirty
 *   archetypes, the ones with a meta share worth a row; rogue decks stay under their main attacker's name.
 * - Bump `ARCHETYPE_CATALOGUE_VERSION` whenever an entry changes; the server applies a version once.
 */
import type { CategoryRules } from './categorize.ts';

export const ARCHETYPE_CATALOGUE_VERSION = 1;

export interface CatalogueArchetype {
  /** Stable across versions: the row this entry owns. */
  key: string;
  name: string;
  keywords: string[];
  coreCards: string[];
  sprites: string[];
}

const entry = (
  key: string,
  name: string,
  keywords: string[],
  coreCards: string[],
  sprites: string[],
): CatalogueArchetype => ({ key, name, keywords, coreCards, sprites });

export const ARCHETYPE_CATALOGUE: readonly CatalogueArchetype[] = [
  entry('gardevoir-ex', 'Gardevoir ex', ['gardevoir', 'gardy'], ['Gardevoir ex'], ['gardevoir']),
  entry('mega-gardevoir-ex', 'Mega Gardevoir ex', ['mega gardevoir'], ['Mega Gardevoir ex'], ['gardevoir']),
  entry('dragapult-ex', 'Dragapult ex', ['dragapult', 'pult'], ['Dragapult ex'], ['dragapult']),
  entry('raging-bolt-ex', 'Raging Bolt ex', ['raging bolt'], ['Raging Bolt ex'], ['raging-bolt', 'ogerpon']),
  entry('gholdengo-ex', 'Gholdengo ex', ['gholdengo'], ['Gholdengo ex'], ['gholdengo']),
  entry('charizard-ex', 'Charizard ex', ['charizard', 'zard'], ['Charizard ex'], ['charizard', 'pidgeot']),
  entry('mega-charizard-x-ex', 'Mega Charizard X ex', ['mega charizard x'], ['Mega Charizard X ex'], ['charizard']),
  entry('grimmsnarl-ex', "Marnie's Grimmsnarl ex", ['grimmsnarl'], ["Marnie's Grimmsnarl ex"], ['grimmsnarl']),
  entry('mega-absol-ex', 'Mega Absol ex', ['mega absol', 'absol'], ['Mega Absol ex'], ['absol']),
  entry('mega-lucario-ex', 'Mega Lucario ex', ['mega lucario', 'lucario'], ['Mega Lucario ex'], ['lucario']),
  entry('ho-oh-ex', "Ethan's Ho-Oh ex", ['ho oh'], ["Ethan's Ho-Oh ex"], ['ho-oh']),
  entry('mewtwo-ex', "Team Rocket's Mewtwo ex", ['mewtwo'], ["Team Rocket's Mewtwo ex"], ['mewtwo']),
  entry('alakazam', 'Alakazam', ['alakazam', 'kadabra'], ['Alakazam'], ['alakazam', 'dudunsparce']),
  entry('joltik-box', 'Joltik Box', ['joltik', 'galvantula'], ['Joltik', 'Pikachu ex'], ['galvantula', 'pikachu']),
  entry('crustle', 'Crustle', ['crustle'], ['Crustle'], ['crustle']),
  entry('flareon-ex', 'Flareon ex', ['flareon'], ['Flareon ex'], ['flareon']),
  entry('zoroark-ex', "N's Zoroark ex", ['zoroark'], ["N's Zoroark ex"], ['zoroark']),
  entry('archaludon-ex', 'Archaludon ex', ['archaludon'], ['Archaludon ex'], ['archaludon']),
  entry('terapagos-ex', 'Terapagos ex', ['terapagos'], ['Terapagos ex'], ['terapagos']),
  entry('hydrapple-ex', 'Hydrapple ex', ['hydrapple'], ['Hydrapple ex'], ['hydrapple', 'ogerpon']),
  entry('ceruledge-ex', 'Ceruledge ex', ['ceruledge'], ['Ceruledge ex'], ['ceruledge']),
  entry('mega-venusaur-ex', 'Mega Venusaur ex', ['mega venusaur', 'venusaur'], ['Mega Venusaur ex'], ['venusaur']),
  entry('mega-kangaskhan-ex', 'Mega Kangaskhan ex', ['kangaskhan'], ['Mega Kangaskhan ex'], ['kangaskhan']),
  entry('garchomp-ex', "Cynthia's Garchomp ex", ['garchomp'], ["Cynthia's Garchomp ex"], ['garchomp']),
  entry('bellibolt-ex', "Iono's Bellibolt ex", ['bellibolt'], ["Iono's Bellibolt ex"], ['bellibolt']),
  entry('metagross-ex', "Steven's Metagross ex", ['metagross'], ["Steven's Metagross ex"], ['metagross']),
  entry('conkeldurr', 'Conkeldurr', ['conkeldurr'], ['Conkeldurr'], ['conkeldurr']),
  entry('froslass', 'Froslass', ['froslass'], ['Froslass'], ['froslass', 'munkidori']),
  entry('slowking', 'Slowking', ['slowking'], ['Slowking'], ['slowking']),
  entry('miraidon-ex', 'Miraidon ex', ['miraidon'], ['Miraidon ex'], ['miraidon']),
  entry('roaring-moon-ex', 'Roaring Moon ex', ['roaring moon'], ['Roaring Moon ex'], ['roaring-moon']),
  entry('zacian-ex', "Hop's Zacian ex", ['zacian'], ["Hop's Zacian ex"], ['zacian']),
  entry('tera-box', 'Tera Box', ['tera box'], [], ['terapagos']),
];

/** The catalogue as categoriser rules, ids being the keys (for guests and tests, where there is no server row). */
export const ARCHETYPE_CATALOGUE_RULES: readonly CategoryRules[] = ARCHETYPE_CATALOGUE.map((a) => ({
  _id: a.key,
  name: a.name,
  keywords: a.keywords,
  coreCards: a.coreCards,
}));
