/**
 * `npm run cards:import -- <file | folder | URL>`: loads pokemontcg.io data into the catalogue, idempotently.
 *
 * - A folder (or the URL of one) in the layout of github.com/PokemonTCG/pokemon-tcg-data: `sets/en.json` and
 *   `cards/en/<setId>.json`. Each set is written with its cards in one transaction.
 * - A single file: a sets file (sets only), a cards file of one set (that set must be known already: import the
 *   sets file first), or a combined list whose cards carry their `set` (an API answer, `{ data: [...] }` too).
 *
 * A bad file fails with a message naming it and the item, and leaves nothing of itself written; other sets of a
 * folder still load, and the whole run reports failure.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { failureReason } from '../../outage.ts';
import { cardSets } from '../../db/schema/index.ts';
import {
  pokemonTcgCardSchema,
  pokemonTcgSetSchema,
  upsertCards,
  upsertCardsWithSets,
  upsertSets,
  type PokemonTcgCard,
} from './catalogue.ts';

export class CatalogueImportError extends Error {
  override name = 'CatalogueImportError';
}

export interface ImportSummary {
  sets: number;
  cards: number;
  /** Cards new to the catalogue and cards rewritten; a second run of the same data inserts none. */
  inserted: number;
  updated: number;
  /** Messages of the sets that could not be imported; the rest were. */
  failures: string[];
}

/** Where the files come from: a folder on disk or a URL. `read` answers null for a file that does not exist. */
interface Source {
  label: string;
  read(relative: string): Promise<string | null>;
}

const FETCH_TIMEOUT_MS = 60_000;

function urlSource(base: string, signal?: AbortSignal): Source {
  const root = base.endsWith('/') ? base : `${base}/`;
  return {
    label: base,
    async read(relative) {
      const url = new URL(relative, root).toString();
      let response: Response;
      try {
        const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
        response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      } catch (error) {
        throw new CatalogueImportError(`Could not fetch ${url}: ${failureReason(error)}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new CatalogueImportError(`Could not fetch ${url}: HTTP ${response.status}`);
      return response.text();
    },
  };
}

function folderSource(folder: string): Source {
  return {
    label: folder,
    async read(relative) {
      try {
        return await fs.readFile(path.join(folder, relative), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

function parseJson(textContent: string, label: string): unknown {
  try {
    return JSON.parse(textContent);
  } catch (error) {
    throw new CatalogueImportError(`${label} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
}

/** Validates a list, naming the first bad item the way a person finds it in the file. */
function parseList<T extends z.ZodType>(schema: T, value: unknown, label: string): z.infer<T>[] {
  if (!Array.isArray(value)) throw new CatalogueImportError(`${label} must hold a JSON array`);
  return value.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const id = item && typeof item === 'object' && 'id' in item ? ` (id ${JSON.stringify(item.id)})` : '';
    const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new CatalogueImportError(`${label}: item ${index + 1}${id}: ${field}${issue.message}`);
  });
}

export interface ImportOptions {
  db: Db;
  log: (line: string) => void;
  /** Ends a URL import between sets and in the middle of a download (the app closing during its background import). */
  signal?: AbortSignal;
}

export async function importCatalogue(target: string, { db, log, signal }: ImportOptions): Promise<ImportSummary> {
  const summary: ImportSummary = { sets: 0, cards: 0, inserted: 0, updated: 0, failures: [] };
  if (/^https?:\/\//i.test(target)) {
    const source = urlSource(target, signal);
    // A URL of a single file is read as that file; anything else as a folder.
    if (/\.json(\?.*)?$/i.test(target)) {
      const content = await source.read('');
      if (content === null) throw new CatalogueImportError(`${target} was not found (HTTP 404)`);
      await importFile(parseJson(content, target), target, db, log, summary);
    } else {
      await importFolder(source, db, log, summary, signal);
    }
    return summary;
  }
  const resolved = path.resolve(target);
  const stat = await fs.stat(resolved).catch(() => null);
  if (!stat) throw new CatalogueImportError(`${target} does not exist`);
  if (stat.isDirectory()) {
    await importFolder(folderSource(resolved), db, log, summary);
  } else {
    const content = await fs.readFile(resolved, 'utf8');
    await importFile(parseJson(content, target), target, db, log, summary);
  }
  return summary;
}

async function importFolder(
  source: Source,
  db: Db,
  log: (line: string) => void,
  summary: ImportSummary,
  signal?: AbortSignal,
) {
  const setsText = await source.read('sets/en.json');
  if (setsText === null) {
    throw new CatalogueImportError(
      `${source.label} has no sets/en.json; expected the pokemontcg.io data layout (sets/en.json and cards/en/<setId>.json)`,
    );
  }
  const sets = parseList(pokemonTcgSetSchema, parseJson(setsText, 'sets/en.json'), 'sets/en.json');
  for (const set of sets) {
    signal?.throwIfAborted();
    const label = `cards/en/${set.id}.json`;
    try {
      const cardsText = await source.read(label);
      const cards = cardsText === null ? [] : parseList(pokemonTcgCardSchema, parseJson(cardsText, label), label);
      const counts = await db.transaction(async (tx) => {
        await upsertSets(tx, [set]);
        return upsertCards(tx, cards, () => set.id);
      });
      record(summary, 1, cards.length, counts);
      log(`${set.id.padEnd(12)} ${set.name}: ${cards.length} cards${cardsText === null ? ' (no cards file)' : ''}`);
    } catch (error) {
      if (!(error instanceof CatalogueImportError)) throw error;
      summary.failures.push(error.message);
      log(`${set.id.padEnd(12)} FAILED: ${error.message}`);
    }
  }
}

async function importFile(value: unknown, label: string, db: Db, log: (line: string) => void, summary: ImportSummary) {
  const items = value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : value;
  if (!Array.isArray(items) || items.length === 0) {
    throw new CatalogueImportError(
      `${label} holds no sets or cards (expected a JSON array in the pokemontcg.io format)`,
    );
  }
  const first = items[0] as Record<string, unknown> | null;
  if (first && typeof first === 'object' && 'supertype' in first) {
    const cards = parseList(pokemonTcgCardSchema, items, label);
    if (cards.every((card) => card.set)) {
      const counts = await db.transaction((tx) => upsertCardsWithSets(tx, cards));
      record(summary, new Set(cards.map((c) => c.set!.id)).size, cards.length, counts);
      log(`${path.basename(label)}: ${cards.length} cards with their sets`);
      return;
    }
    await importCardsOfKnownSet(cards, label, db, log, summary);
    return;
  }
  if (first && typeof first === 'object' && ('printedTotal' in first || 'releaseDate' in first || 'series' in first)) {
    const sets = parseList(pokemonTcgSetSchema, items, label);
    const counts = await db.transaction((tx) => upsertSets(tx, sets));
    summary.sets += sets.length;
    log(`${path.basename(label)}: ${sets.length} sets (${counts.inserted} new, ${counts.updated} updated)`);
    return;
  }
  throw new CatalogueImportError(
    `${label} is neither a sets file nor a cards file in the pokemontcg.io format (no "supertype" or "releaseDate")`,
  );
}

/** A per-set cards file: its set is named by the file (sv1.json) or by the card ids (sv1-86), and must be known. */
async function importCardsOfKnownSet(
  cards: PokemonTcgCard[],
  label: string,
  db: Db,
  log: (line: string) => void,
  summary: ImportSummary,
) {
  const fromFile = path.basename(label).replace(/\.json$/i, '');
  const fromIds = new Set(cards.map((c) => c.id.slice(0, Math.max(0, c.id.lastIndexOf('-')))));
  const candidates = [fromFile, ...fromIds].filter(Boolean);
  const known = await db.select({ id: cardSets.id }).from(cardSets).where(inArray(cardSets.id, candidates));
  const knownIds = new Set(known.map((s) => s.id));
  let setIdOf: (card: PokemonTcgCard) => string;
  if (knownIds.has(fromFile)) {
    setIdOf = () => fromFile;
  } else {
    const missing = [...fromIds].filter((id) => !knownIds.has(id));
    if (missing.length > 0 || fromIds.size === 0) {
      throw new CatalogueImportError(
        `${label}: set ${missing[0] ?? fromFile} is not in the catalogue yet; import the sets file (sets/en.json) or the whole folder first`,
      );
    }
    setIdOf = (card) => card.id.slice(0, card.id.lastIndexOf('-'));
  }
  const counts = await db.transaction((tx) => upsertCards(tx, cards, setIdOf));
  record(summary, 0, cards.length, counts);
  log(`${path.basename(label)}: ${cards.length} cards`);
}

function record(summary: ImportSummary, sets: number, cards: number, counts: { inserted: number; updated: number }) {
  summary.sets += sets;
  summary.cards += cards;
  summary.inserted += counts.inserted;
  summary.updated += counts.updated;
}
