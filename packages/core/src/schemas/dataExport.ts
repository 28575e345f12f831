/**
 * The full export of a player's data and its re-import (issue 16, "Full export and re-import"): one versioned JSON
 * document a member downloads from the server and a guest from the browser, read back into any account or browser.
 *
 * Decisions:
 * - `format: 'trainerlog-export'` and `version: 1` come first and have their own messages, so a wrong file or one
 *   made by a newer app is told apart from a damaged one. A later version adds a reader here; version 1 is kept.
 * - Every item is the existing input schema of its kind (decks, teams, TCG and VGC matches) plus `exportId`, its id
 *   where it was exported (a server UUID or a guest's `local_…` id): an imported item obeys exactly the rules of a
 *   typed one. The ids mean nothing to the importing account; they only tie references inside the file together
 *   (a match's deck or team, a group's matches, the active deck and team), so each reference must name an item of
 *   the file (message REFERENCE_NOT_IN_FILE at its path) — another user's ids cannot reach their rows.
 * - Groups are the player's own (name, description, type, matches by export id); shares are not exported.
 * - Imported logs: a TCG match carries `ptcglLogFingerprints` and a VGC match `showdownReplayKeys`, the keys by which
 *   the PTCGL and Showdown imports refuse a log or replay imported before (the log text itself is the match's
 *   `ptcglLogText`; Showdown replay texts are not kept, only their keys). The import stores them again, so a moved
 *   account still refuses a second import of the same log. Both are optional inside items, so version 1 files
 *   written before them still import (a TCG match with a PTCGL log text gets its fingerprints from the text), and an
 *   older reader drops them as it drops any unknown key inside an item: the version stays 1.
 * - Limits: the file at most 20 MB (the server's body limit for the import), at most 50,000 items of each kind, and
 *   each text as limited by its input schema. Unknown keys at the top are refused (a typo is not silently lost);
 *   inside items they are dropped, as the create endpoints drop them.
 * - "Already there" is decided by a fingerprint of an item's content (`*Fingerprint` below) counted as a multiset:
 *   a file holding two identical matches (two Bo1 wins on one day against one deck, no notes) imported into an
 *   account holding one adds one. Importing the same file twice therefore adds nothing the second time.
 */
import { groupedNumber } from '../rules/groupedNumber.ts';
import { z } from 'zod';
import { deckInputSchema } from './decks.ts';
import { teamInputSchema } from './teams.ts';
import { isLocalId, tcgMatchInputSchema } from './tcgMatches.ts';
import { vgcMatchInputSchema } from './vgcMatches.ts';
import {
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_MESSAGES,
  GROUP_NAME_MAX_LENGTH,
  MATCH_GROUP_TYPES,
} from './matchGroups.ts';
import { ptcglScreenNamesSchema } from './ptcglImport.ts';
import { showdownNamesSchema } from './showdownImport.ts';
import { limitlessUsernameSchema } from './limitless.ts';

export const DATA_EXPORT_FORMAT = 'trainerlog-export';
export const DATA_EXPORT_VERSION = 1;
export const DATA_EXPORT_MAX_BYTES = 20 * 1024 * 1024;
export const DATA_EXPORT_MAX_ITEMS = 50_000;

export const DATA_EXPORT_MESSAGES = {
  wrongFormat: 'This is not a Trainer Log export file',
  wrongVersion: `This export file has a version this app cannot read (it reads version ${DATA_EXPORT_VERSION})`,
  referenceNotInFile: 'This id names no item of the file',
  exportIdInvalid: 'Export id must be a server id or a local_ id',
  exportIdTwice: 'This export id appears twice in the file',
  tooManyItems: `At most ${groupedNumber(DATA_EXPORT_MAX_ITEMS)} items of each kind`,
  tooLarge: `The file must be at most ${DATA_EXPORT_MAX_BYTES / 1024 / 1024} MB`,
  notJson: 'This file is not JSON',
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const exportIdSchema = z
  .string({ error: DATA_EXPORT_MESSAGES.exportIdInvalid })
  .refine((id) => UUID_PATTERN.test(id) || isLocalId(id), DATA_EXPORT_MESSAGES.exportIdInvalid);

/** An item of one kind: the kind's own input schema plus its export id (see header). */
const withExportId = <T extends z.ZodType>(schema: T) => z.object({ exportId: exportIdSchema }).and(schema);

/** The import keys of one match's logs (see header): 16 hex digits each (core rules/fnv.ts), a few per match. */
export const IMPORT_KEYS_MAX = 20;
const fingerprintSchema = z.string().regex(/^[0-9a-f]{16}$/, 'A log fingerprint is 16 hexadecimal digits');
const importKeys = <T extends z.ZodType>(key: T) => z.array(key).max(IMPORT_KEYS_MAX).default([]);
const items = <T extends z.ZodType>(schema: T) =>
  z.array(schema).max(DATA_EXPORT_MAX_ITEMS, DATA_EXPORT_MESSAGES.tooManyItems).default([]);

export const exportedDeckSchema = withExportId(deckInputSchema);
export const exportedTeamSchema = withExportId(teamInputSchema);
export const exportedTcgMatchSchema = withExportId(tcgMatchInputSchema).and(
  z.object({ ptcglLogFingerprints: importKeys(fingerprintSchema) }),
);
export const exportedVgcMatchSchema = withExportId(vgcMatchInputSchema).and(
  z.object({
    showdownReplayKeys: importKeys(
      z.string().regex(/^log:[0-9a-f]{16}$/, 'A replay key is log: and 16 hexadecimal digits'),
    ),
  }),
);
export const exportedGroupSchema = z.object({
  exportId: exportIdSchema,
  name: z
    .string()
    .trim()
    .min(1)
    .max(GROUP_NAME_MAX_LENGTH, `A group name has at most ${GROUP_NAME_MAX_LENGTH} characters`),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH).default(''),
  type: z.enum(MATCH_GROUP_TYPES, { error: 'Type must be tcg, vgc or mixed' }).default('mixed'),
  matches: z
    .object({
      tcg: z.array(exportIdSchema).max(DATA_EXPORT_MAX_ITEMS).default([]),
      vgc: z.array(exportIdSchema).max(DATA_EXPORT_MAX_ITEMS).default([]),
    })
    .default({ tcg: [], vgc: [] }),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** The player's profile: what identifies them in imports and the active deck and team (export ids). */
export const exportedProfileSchema = z.object({
  username: optionalText(60),
  name: optionalText(80),
  gamePreferences: z.object({ tcg: z.boolean(), vgc: z.boolean() }).nullable().default(null),
  playerName: optionalText(80),
  playerId: optionalText(40),
  ptcglScreenNames: ptcglScreenNamesSchema.shape.ptcglScreenNames.default([]),
  showdownNames: showdownNamesSchema.shape.showdownNames.default([]),
  limitlessUsername: limitlessUsernameSchema.shape.limitlessUsername.default(null),
  activeDeck: exportIdSchema.nullable().default(null),
  activeTeam: exportIdSchema.nullable().default(null),
});

/** Checks that every reference names an item of the file and that no export id repeats within a kind. */
function checkReferences(doc: DataExportInput, ctx: z.core.$RefinementCtx) {
  const idsOf = (kind: string, list: readonly { exportId: string }[]) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      if (seen.has(item.exportId)) {
        ctx.addIssue({ code: 'custom', message: DATA_EXPORT_MESSAGES.exportIdTwice, path: [kind, index, 'exportId'] });
      }
      seen.add(item.exportId);
    });
    return seen;
  };
  const decks = idsOf('decks', doc.decks);
  const teams = idsOf('teams', doc.teams);
  const tcg = idsOf('tcgMatches', doc.tcgMatches);
  const vgc = idsOf('vgcMatches', doc.vgcMatches);
  idsOf('groups', doc.groups);
  const wrongGame = (path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message: GROUP_MESSAGES.wrongGame, path });
  const missing = (path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message: DATA_EXPORT_MESSAGES.referenceNotInFile, path });
  doc.tcgMatches.forEach((m, i) => m.deckId && !decks.has(m.deckId) && missing(['tcgMatches', i, 'deckId']));
  doc.vgcMatches.forEach((m, i) => m.teamId && !teams.has(m.teamId) && missing(['vgcMatches', i, 'teamId']));
  doc.groups.forEach((g, i) => {
    // As the groups service: a TCG group holds only TCG matches, a VGC group only VGC ones.
    if (g.type === 'tcg' && g.matches.vgc.length > 0) wrongGame(['groups', i, 'matches', 'vgc']);
    if (g.type === 'vgc' && g.matches.tcg.length > 0) wrongGame(['groups', i, 'matches', 'tcg']);
    g.matches.tcg.forEach((id, j) => !tcg.has(id) && missing(['groups', i, 'matches', 'tcg', j]));
    g.matches.vgc.forEach((id, j) => !vgc.has(id) && missing(['groups', i, 'matches', 'vgc', j]));
  });
  if (doc.profile.activeDeck && !decks.has(doc.profile.activeDeck)) missing(['profile', 'activeDeck']);
  if (doc.profile.activeTeam && !teams.has(doc.profile.activeTeam)) missing(['profile', 'activeTeam']);
}

const documentFields = {
  format: z.literal(DATA_EXPORT_FORMAT, { error: DATA_EXPORT_MESSAGES.wrongFormat }),
  version: z.literal(DATA_EXPORT_VERSION, { error: DATA_EXPORT_MESSAGES.wrongVersion }),
  exportedAt: z.string().max(40).default(''),
  profile: exportedProfileSchema.default(exportedProfileSchema.parse({})),
  decks: items(exportedDeckSchema),
  teams: items(exportedTeamSchema),
  tcgMatches: items(exportedTcgMatchSchema),
  vgcMatches: items(exportedVgcMatchSchema),
  groups: items(exportedGroupSchema),
};

/** POST /api/account/import and the guest import: a whole export document, references checked. */
export const dataExportSchema = z.strictObject(documentFields).superRefine((doc, ctx) => checkReferences(doc, ctx));
export type DataExport = z.infer<typeof dataExportSchema>;
type DataExportInput = DataExport;
export type DataExportBody = z.input<typeof dataExportSchema>;
export type ExportedDeck = z.infer<typeof exportedDeckSchema>;
export type ExportedTeam = z.infer<typeof exportedTeamSchema>;
export type ExportedTcgMatch = z.infer<typeof exportedTcgMatchSchema>;
export type ExportedVgcMatch = z.infer<typeof exportedVgcMatchSchema>;
export type ExportedGroup = z.infer<typeof exportedGroupSchema>;

export const DATA_KINDS = ['decks', 'teams', 'tcgMatches', 'vgcMatches', 'groups'] as const;
export type DataKind = (typeof DATA_KINDS)[number];
export type DataCounts = Record<DataKind, number>;

/** The answer of an import: how many items of each kind were added and how many were already there. */
export const dataImportResultSchema = z.object({
  added: z.object({
    decks: z.number(),
    teams: z.number(),
    tcgMatches: z.number(),
    vgcMatches: z.number(),
    groups: z.number(),
  }),
  skipped: z.object({
    decks: z.number(),
    teams: z.number(),
    tcgMatches: z.number(),
    vgcMatches: z.number(),
    groups: z.number(),
  }),
});
export type DataImportResult = z.infer<typeof dataImportResultSchema>;

/** "Added 3 decks, 10 TCG matches; skipped 2 VGC matches (already there)" — the import's summary line. */
export function dataImportSummary(result: DataImportResult): string {
  const labels: Record<DataKind, [string, string]> = {
    decks: ['deck', 'decks'],
    teams: ['team', 'teams'],
    tcgMatches: ['TCG match', 'TCG matches'],
    vgcMatches: ['VGC match', 'VGC matches'],
    groups: ['group', 'groups'],
  };
  const list = (counts: DataCounts) =>
    DATA_KINDS.filter((kind) => counts[kind] > 0)
      .map((kind) => `${counts[kind]} ${labels[kind][counts[kind] === 1 ? 0 : 1]}`)
      .join(', ');
  const added = list(result.added);
  const skipped = list(result.skipped);
  return `Added ${added || 'nothing'}${skipped ? `; skipped ${skipped} (already there)` : ''}.`;
}

// Fingerprints: what makes two items "the same" for the import (see header). Ids, timestamps and derived fields are
// left out; text is compared as stored (the input schemas trim what they trim on both sides alike).
const lowerList = (names: readonly string[]) => names.map((n) => n.trim().toLowerCase());

export function deckFingerprint(deck: { name: string; cards: readonly { id: string; count: number }[] }): string {
  const cards = deck.cards.map((c) => `${c.id}×${c.count}`).sort();
  return JSON.stringify(['deck', deck.name.trim().toLowerCase(), cards]);
}

export function teamFingerprint(team: { name: string; format: string; pokemon: readonly { species: string }[] }) {
  return JSON.stringify(['team', team.name.trim(), team.format.trim(), lowerList(team.pokemon.map((p) => p.species))]);
}

export function tcgMatchFingerprint(match: {
  date: string;
  deckName: string;
  opponentDeck: string;
  opponentDeckVariant: string;
  format: string;
  notes: string;
  recordedResult: string | null;
  timeCalled?: boolean | null;
  specialResult?: string | null;
  games: readonly { result: string; wentFirst: boolean | null; notes: string }[];
}): string {
  const games = match.games.map((g) => [g.result, g.wentFirst, g.notes]);
  return JSON.stringify([
    'tcg',
    match.date,
    match.deckName.trim().toLowerCase(),
    match.opponentDeck.trim().toLowerCase(),
    match.opponentDeckVariant.trim().toLowerCase(),
    match.format,
    match.notes,
    match.recordedResult,
    // Issue 29: only when set, so fingerprints of matches without them read as before.
    ...(match.timeCalled ? ['time'] : []),
    ...(match.specialResult ? [match.specialResult] : []),
    games,
  ]);
}

export function vgcMatchFingerprint(match: {
  date: string;
  playerTeam: readonly string[];
  opponentTeam: readonly string[];
  opponentName: string;
  format: string;
  bestOf: number;
  notes: string;
  recordedResult: string | null;
  timeCalled?: boolean | null;
  specialResult?: string | null;
  games: readonly { result: string; wentFirst: boolean | null; notes: string }[];
}): string {
  const games = match.games.map((g) => [g.result, g.wentFirst, g.notes]);
  return JSON.stringify([
    'vgc',
    match.date,
    lowerList(match.playerTeam),
    lowerList(match.opponentTeam),
    match.opponentName.trim().toLowerCase(),
    match.format.trim().toLowerCase(),
    match.bestOf,
    match.notes,
    match.recordedResult,
    // Issue 29: only when set, so fingerprints of matches without them read as before.
    ...(match.timeCalled ? ['time'] : []),
    ...(match.specialResult ? [match.specialResult] : []),
    games,
  ]);
}

export function groupFingerprint(group: { name: string; type: string }): string {
  return JSON.stringify(['group', group.name.trim().toLowerCase(), group.type]);
}

/**
 * Splits `incoming` into the items to add and those already there, counting fingerprints as a multiset (see header);
 * `existing` maps each fingerprint the destination holds to its ids, and a skipped item is paired with one of them
 * (`same`), so references to it in the file can point at the item already there.
 */
export function splitByFingerprint<T>(
  incoming: readonly T[],
  fingerprint: (item: T) => string,
  existing: ReadonlyMap<string, readonly string[]>,
): { add: T[]; same: { item: T; id: string }[] } {
  const left = new Map<string, string[]>([...existing].map(([key, ids]) => [key, [...ids]]));
  const add: T[] = [];
  const same: { item: T; id: string }[] = [];
  for (const item of incoming) {
    const id = left.get(fingerprint(item))?.shift();
    if (id === undefined) add.push(item);
    else same.push({ item, id });
  }
  return { add, same };
}

/** Groups ids by fingerprint (the `existing` argument of splitByFingerprint). */
export function fingerprintIndex<T>(rows: readonly T[], fingerprint: (row: T) => string, idOf: (row: T) => string) {
  const index = new Map<string, string[]>();
  for (const row of rows) {
    const key = fingerprint(row);
    const ids = index.get(key);
    if (ids) ids.push(idOf(row));
    else index.set(key, [idOf(row)]);
  }
  return index;
}
