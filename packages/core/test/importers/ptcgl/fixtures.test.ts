/**
 * Table-driven PTCGL log fixtures (issue 12): every `fixtures/*.txt` with a sidecar `fixtures/*.json` of expected
 * facts is read and each fact compared. Sidecar keys: language, players, owner, coinFlip, wentFirst, mulligans,
 * prizesTaken, winner, endReason, concededBy, deckedOut, and optionally turns, firstPrizeTakenBy, ownerPrizeCards.
 * `"skipFlattened": true` opts a fixture out of the flattened re-read.
 *
 * Each fixture is also read flattened (every line end turned into a space, as chats and web forms do) and with CRLF
 * line ends and a BOM: the facts must not change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPtcglLog } from '../../../src/importers/ptcgl/index.ts';
import { type PtcglLogReading } from '../../../src/importers/ptcgl/types.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const FACTS = [
  'language',
  'players',
  'owner',
  'coinFlip',
  'wentFirst',
  'mulligans',
  'prizesTaken',
  'winner',
  'endReason',
  'concededBy',
  'deckedOut',
] as const;
const OPTIONAL_FACTS = ['turns', 'firstPrizeTakenBy', 'ownerPrizeCards'] as const;

type Expected = Record<string, unknown> & { skipFlattened?: boolean };

function facts(reading: PtcglLogReading, expected: Expected): Record<string, unknown> {
  const out: Record<string, unknown> = { isGameLog: reading.isGameLog };
  for (const fact of FACTS) out[fact] = reading[fact];
  for (const fact of OPTIONAL_FACTS) if (fact in expected) out[fact] = reading[fact];
  return out;
}

function wanted(expected: Expected): Record<string, unknown> {
  const out: Record<string, unknown> = { isGameLog: true };
  for (const fact of FACTS) out[fact] = expected[fact];
  for (const fact of OPTIONAL_FACTS) if (fact in expected) out[fact] = expected[fact];
  return out;
}

const cases = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.txt'))
  .filter((file) => readdirSync(FIXTURES).includes(file.replace(/\.txt$/, '.json')))
  .sort();

describe('PTCGL log fixtures', () => {
  it('has fixtures', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const file of cases) {
    const text = readFileSync(join(FIXTURES, file), 'utf8');
    const expected = JSON.parse(readFileSync(join(FIXTURES, file.replace(/\.txt$/, '.json')), 'utf8')) as Expected;

    it(`${file}: every fact`, () => {
      expect(facts(readPtcglLog(text), expected)).toEqual(wanted(expected));
    });

    it(`${file}: the same with a BOM and CRLF line ends`, () => {
      const crlf = `\ufeff${text.replace(/\r?\n/g, '\r\n')}`;
      expect(facts(readPtcglLog(crlf), expected)).toEqual(wanted(expected));
    });

    if (!expected.skipFlattened) {
      it(`${file}: the same flattened into one line`, () => {
        const flat = text.replace(/\r?\n/g, ' ');
        expect(facts(readPtcglLog(flat), expected)).toEqual(wanted(expected));
      });
    }
  }
});
