/**
 * `npm run cards:import -- <file | folder | URL> [more…]`: loads pokemontcg.io card data into the catalogue
 * (see modules/cards/import.ts for the accepted layouts). Idempotent: running it again updates in place.
 * Works against DATABASE_URL, or the embedded PostgreSQL in DATA_DIR — running (a started app) or not.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { ensureEmbeddedPostgres, EmbeddedPostgresError, type EmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { CatalogueImportError, importCatalogue } from '../modules/cards/index.ts';

const USAGE = `Usage:
  npm run cards:import -- <folder | file | URL> [more…]

  folder   the pokemontcg.io data layout: sets/en.json and cards/en/<setId>.json
           (a clone of github.com/PokemonTCG/pokemon-tcg-data)
  file     a sets file, a cards file of a set already imported, or a list of cards carrying their "set"
  URL      an http(s) URL of such a folder, e.g.
           https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(targets: string[]): Promise<void> {
  if (targets.length === 0 || targets.some((t) => t === '--help' || t === 'help')) {
    console.log(USAGE);
    if (targets.length === 0) process.exit(1);
    return;
  }
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await ensureEmbeddedPostgres({ dataDir: config.dataDir });
  const database = connectDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 2 });
  const started = Date.now();
  let failed = false;
  try {
    await runMigrations(database.pool);
    const totals = { sets: 0, cards: 0, inserted: 0, updated: 0 };
    for (const target of targets) {
      console.log(`Importing ${target}`);
      try {
        const summary = await importCatalogue(target, { db: database.db, log: (line) => console.log(`  ${line}`) });
        totals.sets += summary.sets;
        totals.cards += summary.cards;
        totals.inserted += summary.inserted;
        totals.updated += summary.updated;
        if (summary.failures.length > 0) {
          failed = true;
          console.error(`${summary.failures.length} set(s) of ${target} could not be imported:`);
          for (const message of summary.failures) console.error(`  ${message}`);
        }
      } catch (error) {
        if (!(error instanceof CatalogueImportError)) throw error;
        failed = true;
        console.error(`Could not import ${target}: ${error.message}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${totals.sets} sets and ${totals.cards} cards (${totals.inserted} new, ${totals.updated} updated) in ${seconds} s.`,
    );
    const { rows } = await database.db.execute<{ cards: number; sets: number }>(
      sql`select (select count(*)::int from cards) as cards, (select count(*)::int from card_sets) as sets`,
    );
    console.log(`The catalogue holds ${rows[0]!.cards} cards in ${rows[0]!.sets} sets.`);
  } finally {
    await database.close();
    await embedded?.stop();
  }
  if (failed) process.exit(1);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) fail(error.message);
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
}
