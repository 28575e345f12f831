/**
 * "Download all my data" and "Import data" (issue 16) behind one seam: members through the server
 * (`GET /api/account/export`, `POST /api/account/import`), guests in the browser from local storage with the same
 * core document (`schemas/dataExport.ts`) — the way to move between devices without an account.
 *
 * Decisions:
 * - A chosen file is read and validated here with core's schema before anything is sent or written, so a wrong file
 *   gets its messages at once (with the path in the file); the server validates again.
 * - Guest export: the local decks, teams and matches as the core document, with their `local_…` ids as export ids.
 *   A match naming a deck or team that is no longer stored loses the reference (the name stays), so the file always
 *   reads back. Guests keep no groups; a file's groups are not imported into a browser.
 * - Guest import: what is already stored is skipped by the same fingerprints as the server's; new items get new
 *   local ids and references are remapped. Every key is written once at the end; if the browser refuses a write,
 *   the keys already written are put back, so an import adds everything or nothing.
 */
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_MAX_BYTES,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_VERSION,
  dataExportSchema,
  deckFingerprint,
  fingerprintIndex,
  PTCGL_SCREEN_NAMES_MAX,
  SHOWDOWN_NAMES_MAX,
  splitByFingerprint,
  tcgMatchFingerprint,
  teamFingerprint,
  vgcMatchFingerprint,
  exportedDeckOf,
  exportedTcgMatchOf,
  exportedTeamOf,
  exportedVgcMatchOf,
  type DataExport,
  type DataExportBody,
  type DataImportResult,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { localActiveDeck } from './entities.ts';
import { localDecks, totalCards } from './decks.ts';
import { createLocalId } from './repository.ts';
import { localTcgMatches } from './tcgMatches.ts';
import { localActiveTeam, localTeams } from './teams.ts';
import { localVgcMatches } from './vgcMatches.ts';

export const DATA_TRANSFER_MESSAGES = {
  exportFailed: 'Could not export your data. Please try again.',
  importFailed: 'Could not import the file. Please try again.',
  localWriteFailed: "Could not save the imported data in this browser's storage. Nothing was imported.",
} as const;

/** An export or import takes longer than an ordinary request on a large account. */
const TRANSFER_TIMEOUT_MS = 120_000;

export interface ImportProblem {
  path: string;
  message: string;
}

/** A file that cannot be imported, with every problem found (at its path in the file; '' for the whole file). */
export class DataFileError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems[0]?.message ?? DATA_TRANSFER_MESSAGES.importFailed);
    this.name = 'DataFileError';
  }
}

/** `trainerlog-<username>-<YYYY-MM-DD>.json` as the server names it; guests are `guest`. */
export function exportFileName(username: string | null, now: Date = new Date()): string {
  const safe = (username ?? 'guest').replace(/[^A-Za-z0-9_.-]/g, '_');
  return `trainerlog-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/** Reads a chosen file's text as an export document, or throws DataFileError with its problems. */
export function readExportFile(text: string): { doc: DataExport; raw: unknown } {
  if (new Blob([text]).size > DATA_EXPORT_MAX_BYTES) {
    throw new DataFileError([{ path: '', message: DATA_EXPORT_MESSAGES.tooLarge }]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DataFileError([{ path: '', message: DATA_EXPORT_MESSAGES.notJson }]);
  }
  const parsed = dataExportSchema.safeParse(raw);
  if (!parsed.success) {
    throw new DataFileError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return { doc: parsed.data, raw };
}

/** The member's whole account, as the server builds it. */
export function exportMemberData(): Promise<unknown> {
  return api.account.export({ timeoutMs: TRANSFER_TIMEOUT_MS });
}

/** Sends a file already read by readExportFile (its text as it was: the server applies the same schema). */
export function importMemberData(raw: unknown): Promise<DataImportResult> {
  // The file's own text as it was read: the server applies the schema (a wrong file answers its 400).
  return api.account.import(raw as DataExport, { timeoutMs: TRANSFER_TIMEOUT_MS });
}

function readNames(key: string): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** The guest's browser data as an export document (see header). */
export async function exportGuestData(now: Date = new Date()): Promise<DataExportBody> {
  const [decks, teams, tcg, vgc] = await Promise.all([
    localDecks.list(),
    localTeams.list(),
    localTcgMatches.list(),
    localVgcMatches.list(),
  ]);
  const deckIds = new Set(decks.map((d) => d._id));
  const teamIds = new Set(teams.map((t) => t._id));
  const activeDeck = localActiveDeck.get();
  const activeTeam = localActiveTeam.get();
  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      ptcglScreenNames: readNames(STORAGE_KEYS.ptcglScreenNames).slice(0, PTCGL_SCREEN_NAMES_MAX),
      showdownNames: readNames(STORAGE_KEYS.showdownNames).slice(0, SHOWDOWN_NAMES_MAX),
      activeDeck: activeDeck && deckIds.has(activeDeck) ? activeDeck : null,
      activeTeam: activeTeam && teamIds.has(activeTeam) ? activeTeam : null,
    },
    decks: decks.map(exportedDeckOf),
    teams: teams.map(exportedTeamOf),
    tcgMatches: tcg.map((m) => exportedTcgMatchOf(m, m.deckId && deckIds.has(m.deckId) ? m.deckId : null)),
    vgcMatches: vgc.map((m) => exportedVgcMatchOf(m, m.teamId && teamIds.has(m.teamId) ? m.teamId : null)),
    groups: [],
  };
}

function readArray(key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Writes every key or none: a refused write puts back the keys already written (see header). */
function writeAll(values: Record<string, unknown>) {
  const storage = window.localStorage;
  const before = new Map<string, string | null>();
  try {
    for (const [key, value] of Object.entries(values)) {
      before.set(key, storage.getItem(key));
      storage.setItem(key, JSON.stringify(value));
    }
  } catch {
    for (const [key, value] of before) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch {
        // Putting back what was there cannot need more room than it took before.
      }
    }
    throw new DataFileError([{ path: '', message: DATA_TRANSFER_MESSAGES.localWriteFailed }]);
  }
}

const mergeNames = (own: string[], incoming: readonly string[], max: number) => {
  const merged = [...own];
  for (const name of incoming) {
    if (merged.length < max && !merged.some((n) => n.toLowerCase() === name.toLowerCase())) merged.push(name);
  }
  return merged;
};

/** Reads a validated document into the guest's browser storage, skipping what is already there (see header). */
export async function importGuestData(
  doc: DataExport,
  now: Date = new Date(),
  random: () => number = Math.random,
): Promise<DataImportResult> {
  const [decks, teams, tcg, vgc] = await Promise.all([
    localDecks.list(),
    localTeams.list(),
    localTcgMatches.list(),
    localVgcMatches.list(),
  ]);
  const at = now.toISOString();
  const newId = () => createLocalId(now.getTime(), random);
  const writes: Record<string, unknown> = {};

  const deckIds = new Map<string, string>();
  const deckSplit = splitByFingerprint(doc.decks, deckFingerprint, fingerprintIndex(decks, deckFingerprint, (d) => d._id));
  deckSplit.same.forEach(({ item, id }) => deckIds.set(item.exportId, id));
  const newDecks = deckSplit.add.map(({ exportId, ...input }) => {
    const _id = newId();
    deckIds.set(exportId, _id);
    return { ...input, _id, cardCount: totalCards(input.cards), createdAt: at, updatedAt: at };
  });
  if (newDecks.length > 0) writes[STORAGE_KEYS.decks] = [...newDecks, ...readArray(STORAGE_KEYS.decks)];

  const teamIds = new Map<string, string>();
  const teamSplit = splitByFingerprint(doc.teams, teamFingerprint, fingerprintIndex(teams, teamFingerprint, (t) => t._id));
  teamSplit.same.forEach(({ item, id }) => teamIds.set(item.exportId, id));
  const newTeams = teamSplit.add.map(({ exportId, ...input }) => {
    const _id = newId();
    teamIds.set(exportId, _id);
    const pokemon = input.pokemon.map((p) => ({ ...p, id: newId() }));
    return { ...input, pokemon, _id, createdAt: at, updatedAt: at };
  });
  if (newTeams.length > 0) writes[STORAGE_KEYS.teams] = [...newTeams, ...readArray(STORAGE_KEYS.teams)];

  const tcgSplit = splitByFingerprint(doc.tcgMatches, tcgMatchFingerprint, fingerprintIndex(tcg, tcgMatchFingerprint, (m) => m._id));
  const newTcg = tcgSplit.add.map(({ exportId: _exportId, ...input }) => ({
    ...input,
    deckId: input.deckId ? (deckIds.get(input.deckId) ?? null) : null,
    ptcglLogText: input.importSource ? input.ptcglLogText : null,
    group: null,
    _id: newId(),
    createdAt: at,
    updatedAt: at,
  }));
  if (newTcg.length > 0) writes[STORAGE_KEYS.tcgMatches] = [...newTcg, ...readArray(STORAGE_KEYS.tcgMatches)];

  const vgcSplit = splitByFingerprint(doc.vgcMatches, vgcMatchFingerprint, fingerprintIndex(vgc, vgcMatchFingerprint, (m) => m._id));
  const newVgc = vgcSplit.add.map(({ exportId: _exportId, ...input }) => ({
    ...input,
    teamId: input.teamId ? (teamIds.get(input.teamId) ?? null) : null,
    gameType: 'VGC',
    group: null,
    _id: newId(),
    createdAt: at,
    updatedAt: at,
  }));
  if (newVgc.length > 0) writes[STORAGE_KEYS.vgcMatches] = [...newVgc, ...readArray(STORAGE_KEYS.vgcMatches)];

  const { profile } = doc;
  if (!localActiveDeck.get() && profile.activeDeck && deckIds.has(profile.activeDeck)) {
    writes[STORAGE_KEYS.activeDeck] = deckIds.get(profile.activeDeck);
  }
  if (!localActiveTeam.get() && profile.activeTeam && teamIds.has(profile.activeTeam)) {
    writes[STORAGE_KEYS.activeTeam] = teamIds.get(profile.activeTeam);
  }
  const screenNames = readNames(STORAGE_KEYS.ptcglScreenNames);
  const mergedScreenNames = mergeNames(screenNames, profile.ptcglScreenNames, PTCGL_SCREEN_NAMES_MAX);
  if (mergedScreenNames.length > screenNames.length) writes[STORAGE_KEYS.ptcglScreenNames] = mergedScreenNames;
  const showdownNames = readNames(STORAGE_KEYS.showdownNames);
  const mergedShowdown = mergeNames(showdownNames, profile.showdownNames, SHOWDOWN_NAMES_MAX);
  if (mergedShowdown.length > showdownNames.length) writes[STORAGE_KEYS.showdownNames] = mergedShowdown;

  writeAll(writes);
  return {
    added: { decks: newDecks.length, teams: newTeams.length, tcgMatches: newTcg.length, vgcMatches: newVgc.length, groups: 0 },
    skipped: {
      decks: deckSplit.same.length,
      teams: teamSplit.same.length,
      tcgMatches: tcgSplit.same.length,
      vgcMatches: vgcSplit.same.length,
      groups: 0,
    },
  };
}
