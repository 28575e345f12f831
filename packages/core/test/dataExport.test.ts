// The export document (issue 16, schemas/dataExport.ts): format and version messages, items held to their input
// schemas, the optional keys of imported logs, references only inside the file, unique export ids, and the multiset
// skip of splitByFingerprint.
import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_MESSAGES,
  dataExportSchema,
  dataImportSummary,
  fingerprintIndex,
  splitByFingerprint,
} from '../src/index.ts';
import { DATA_EXPORT_MAX_ITEMS } from '../src/schemas/dataExport.ts';

const base = { format: 'trainerlog-export', version: 1 };
const match = (exportId: string, extra: Record<string, unknown> = {}) => ({
  exportId,
  deckName: 'Lugia',
  opponentDeck: 'Charizard',
  date: '2024-05-01',
  games: [{ result: 'win' }],
  ...extra,
});
const messages = (body: unknown) => {
  const parsed = dataExportSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('dataExportSchema', () => {
  it('reads a minimal file, filling defaults', () => {
    const doc = dataExportSchema.parse(base);
    expect(doc.decks).toEqual([]);
    expect(doc.profile.activeDeck).toBeNull();
  });

  it('tells a wrong file and a wrong version apart', () => {
    expect(messages({ ...base, format: 'csv' })).toEqual([`format: ${DATA_EXPORT_MESSAGES.wrongFormat}`]);
    expect(messages({ ...base, version: 2 })).toEqual([`version: ${DATA_EXPORT_MESSAGES.wrongVersion}`]);
    expect(messages({ ...base, extra: true })[0]).toMatch(/Unrecognized key/);
  });

  it("holds items to their kind's input rules", () => {
    expect(messages({ ...base, tcgMatches: [match('local_a', { games: [] })] })).toEqual([
      'tcgMatches.0.games: A Bo1 match has exactly one game',
    ]);
    expect(messages({ ...base, decks: [{ exportId: 'local_d', name: ' ' }] })).toEqual([
      'decks.0.name: Deck must have a name',
    ]);
    expect(messages({ ...base, decks: [{ exportId: 'nope', name: 'X' }] })).toEqual([
      `decks.0.exportId: ${DATA_EXPORT_MESSAGES.exportIdInvalid}`,
    ]);
  });

  it('reads the keys of imported logs when present, and files without them', () => {
    const keys = { ptcglLogFingerprints: ['0123456789abcdef'] };
    const doc = dataExportSchema.parse({
      ...base,
      tcgMatches: [match('local_a', keys), match('local_b')],
      vgcMatches: [
        {
          exportId: 'local_v',
          playerTeam: ['Pikachu'],
          date: '2024-05-01',
          recordedResult: 'win',
          showdownReplayKeys: ['log:0123456789abcdef'],
        },
      ],
    });
    expect(doc.tcgMatches.map((m) => m.ptcglLogFingerprints)).toEqual([['0123456789abcdef'], []]);
    expect(doc.vgcMatches[0]!.showdownReplayKeys).toEqual(['log:0123456789abcdef']);
    expect(messages({ ...base, tcgMatches: [match('local_a', { ptcglLogFingerprints: ['x'] })] })).toEqual([
      'tcgMatches.0.ptcglLogFingerprints.0: A log fingerprint is 16 hexadecimal digits',
    ]);
    const many = Array.from({ length: 21 }, () => '0123456789abcdef');
    expect(messages({ ...base, tcgMatches: [match('local_a', { ptcglLogFingerprints: many })] })).toHaveLength(1);
  });

  it('accepts references only to items of the file, and each export id once', () => {
    const deck = { exportId: 'local_d', name: 'Lugia' };
    expect(messages({ ...base, decks: [deck], tcgMatches: [match('local_a', { deckId: 'local_d' })] })).toEqual([]);
    expect(
      messages({
        ...base,
        tcgMatches: [match('local_a', { deckId: '0b7c9a7e-1111-4222-8333-944455556666' })],
        groups: [{ exportId: 'local_g', name: 'G', matches: { tcg: ['local_zz'] } }],
        profile: { activeTeam: 'local_t' },
      }),
    ).toEqual([
      `tcgMatches.0.deckId: ${DATA_EXPORT_MESSAGES.referenceNotInFile}`,
      `groups.0.matches.tcg.0: ${DATA_EXPORT_MESSAGES.referenceNotInFile}`,
      `profile.activeTeam: ${DATA_EXPORT_MESSAGES.referenceNotInFile}`,
    ]);
    expect(messages({ ...base, decks: [deck, deck] })).toEqual([
      `decks.1.exportId: ${DATA_EXPORT_MESSAGES.exportIdTwice}`,
    ]);
  });

  it("keeps a group's matches to its game", () => {
    const vgc = { exportId: 'local_v', playerTeam: ['Pikachu'], date: '2024-05-01', games: [{ result: 'win' }] };
    const groups = [{ exportId: 'local_g', name: 'G', type: 'tcg', matches: { vgc: ['local_v'] } }];
    expect(messages({ ...base, vgcMatches: [vgc], groups })).toEqual([
      'groups.0.matches.vgc: This group holds only matches of its type',
    ]);
  });

  it('limits the items of each kind', () => {
    const many = Array.from({ length: DATA_EXPORT_MAX_ITEMS + 1 }, (_, i) => ({ exportId: `local_${i}`, name: 'D' }));
    expect(messages({ ...base, decks: many })).toContain(`decks: ${DATA_EXPORT_MESSAGES.tooManyItems}`);
  });
});

describe('splitByFingerprint', () => {
  it('skips as many as the destination holds, pairing each with one of its ids', () => {
    const existing = fingerprintIndex(
      [{ id: 'x1', k: 'a' }],
      (r) => r.k,
      (r) => r.id,
    );
    const { add, same } = splitByFingerprint(['a', 'a', 'b'], (k) => k, existing);
    expect(add).toEqual(['a', 'b']);
    expect(same).toEqual([{ item: 'a', id: 'x1' }]);
  });

  it('summarises an import', () => {
    const zero = { decks: 0, teams: 0, tcgMatches: 0, vgcMatches: 0, groups: 0 };
    expect(dataImportSummary({ added: { ...zero, decks: 1, tcgMatches: 2 }, skipped: zero })).toBe(
      'Added 1 deck, 2 TCG matches.',
    );
    expect(dataImportSummary({ added: zero, skipped: { ...zero, groups: 1 } })).toBe(
      'Added nothing; skipped 1 group (already there).',
    );
  });
});
