import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/connect.ts';
import { importCatalogue } from '../../src/modules/cards/import.ts';

/** The catalogue fixture (pokemontcg.io layout): 7 sets, 53 cards. The browser tests import it too. */
export const CATALOGUE_FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/catalogue');
export const FIXTURE_CARD_COUNT = 53;
export const FIXTURE_SET_COUNT = 7;

export async function loadCatalogueFixture(db: Db) {
  return importCatalogue(CATALOGUE_FIXTURE, { db, log: () => {} });
}
