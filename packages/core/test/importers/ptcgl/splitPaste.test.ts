/** splitPtcglPaste and ptcglLogFingerprint (issue 12). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptcglLogFingerprint, readPtcglLog, splitPtcglPaste } from '../../../src/importers/ptcgl/index.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const first = fixture('en-old-headers-mulligan-prizes.txt');
const second = fixture('de-old-headers-mulligan-prizes.txt');
const third = fixture('en-deck-out-owner.txt');

describe('splitPtcglPaste', () => {
  it('splits three logs with junk between them and keeps the junk aside', () => {
    const paste = `hey, here are my games from tonight\n\n${first}\n\nsecond one:\n${second}\n4 Ultra Ball SVI 196\n\n${third}`;
    const split = splitPtcglPaste(paste);
    expect(split.logs).toHaveLength(3);
    expect(split.logs.map((log) => readPtcglLog(log.text).winner)).toEqual(['Mistral_77', 'Käse Brot', 'Pell_Ridge']);
    expect(split.logs[0]?.startLine).toBe(3);
    expect(split.otherText).toContain('here are my games');
    expect(split.otherText).toContain('second one:');
    expect(split.otherText).toContain('4 Ultra Ball SVI 196');
    for (const log of split.logs) expect(log.text).not.toContain('second one:');
  });

  it('splits logs run together without blank lines or setup headings', () => {
    const noHeading = third.replace(/^Setup\n/, '');
    const split = splitPtcglPaste(`${first.trim()}\n${noHeading}`);
    expect(split.logs).toHaveLength(2);
    expect(readPtcglLog(split.logs[1]?.text ?? '').players).toEqual(['Moss', 'Pell_Ridge']);
  });

  it('splits flattened logs pasted one after another on one line', () => {
    const flat = [first, third].map((text) => text.replace(/\n/g, ' ')).join(' ');
    const split = splitPtcglPaste(flat);
    expect(split.logs).toHaveLength(2);
    expect(split.logs.map((log) => readPtcglLog(log.text).endReason)).toEqual(['prizes', 'deck_out']);
  });

  it('gives no logs and all the text for a text without games', () => {
    const split = splitPtcglPaste('just a note\n4 Ultra Ball SVI 196');
    expect(split.logs).toEqual([]);
    expect(split.otherText).toBe('just a note\n4 Ultra Ball SVI 196');
  });
});

describe('ptcglLogFingerprint', () => {
  it('is the same for the same log flattened, with CRLF, a BOM or curly apostrophes', () => {
    const base = ptcglLogFingerprint(first);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(ptcglLogFingerprint(first.replace(/\n/g, ' '))).toBe(base);
    expect(ptcglLogFingerprint(`\ufeff${first.replace(/\n/g, '\r\n')}`)).toBe(base);
    expect(ptcglLogFingerprint(first.replace(/'/g, '\u2019'))).toBe(base);
  });

  it('differs between logs', () => {
    expect(ptcglLogFingerprint(first)).not.toBe(ptcglLogFingerprint(second));
    expect(ptcglLogFingerprint(first)).not.toBe(ptcglLogFingerprint(first.replace('Iono', 'Ionu')));
  });
});
