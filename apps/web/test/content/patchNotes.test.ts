import { describe, expect, it } from 'vitest';
import { LATEST_PATCH_NOTE, PATCH_NOTES } from '../../src/content/patchNotes.ts';

const versions = PATCH_NOTES.map((note) => note.version);
const parts = (version: string) => version.split('.').map(Number);

describe('patch notes', () => {
  it("spells the spec's versions as the spec names them (2.3.1, not 2.3)", () => {
    expect(versions).toEqual(expect.arrayContaining(['2.0', '2.1', '2.2', '2.3.1']));
    expect(versions).not.toContain('2.3');
  });

  it('has each version once, every one of numbers, newest first', () => {
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) expect(version).toMatch(/^\d+(?:\.\d+){1,2}$/);
    for (let i = 1; i < versions.length; i += 1) {
      const [newer, older] = [parts(versions[i - 1]!), parts(versions[i]!)];
      const diff = [0, 1, 2].map((k) => (newer[k] ?? 0) - (older[k] ?? 0)).find((d) => d !== 0);
      expect(diff, `${versions[i - 1]} before ${versions[i]}`).toBeGreaterThan(0);
    }
    expect(LATEST_PATCH_NOTE).toBe(PATCH_NOTES[0]);
  });
});
