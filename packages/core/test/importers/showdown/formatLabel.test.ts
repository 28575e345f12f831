import { describe, expect, it } from 'vitest';
import { isVgcDoublesFormat, showdownFormatLabel } from '../../../src/importers/showdown/formatLabel.ts';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import type { ShowdownReplayReading } from '../../../src/importers/showdown/types.ts';
import { enter, head, regIGame } from './fixtures.ts';

describe('showdownFormatLabel', () => {
  it('labels VGC and Battle Stadium Doubles ids, without best-of', () => {
    expect(showdownFormatLabel('gen9vgc2025regi')).toBe('VGC 2025 Reg I');
    expect(showdownFormatLabel('gen9vgc2026regfbo3', '[Gen 9] VGC 2026 Reg F (Bo3)')).toBe('VGC 2026 Reg F');
    expect(showdownFormatLabel('gen9vgc2024reggbo3')).toBe('VGC 2024 Reg G');
    expect(showdownFormatLabel('gen9vgc2024regh')).toBe('VGC 2024 Reg H');
    expect(showdownFormatLabel('gen9vgc2023series2')).toBe('VGC 2023 Series 2');
    expect(showdownFormatLabel('gen9vgc2023regulatione')).toBe('VGC 2023 Reg E');
    expect(showdownFormatLabel('gen8vgc2022')).toBe('VGC 2022');
    expect(showdownFormatLabel('gen9battlestadiumdoublesregi')).toBe('Battle Stadium Doubles Reg I');
  });

  it('takes the tier label for other ids, else the id', () => {
    expect(showdownFormatLabel('gen9championsvgc2026regma', '[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)')).toBe(
      'VGC 2026 Reg M-A',
    );
    expect(showdownFormatLabel('gen9doublescustomgame', '[Gen 9] Doubles Custom Game')).toBe('Doubles Custom Game');
    expect(showdownFormatLabel('gen9championsvgc2026regma')).toBe('gen9championsvgc2026regma');
    expect(showdownFormatLabel('gen9somethingnew', `[Gen 9] ${'Very long format name '.repeat(5)}(Bo1)`)).toHaveLength(
      60,
    );
    expect(showdownFormatLabel('')).toBe('');
  });
});

describe('isVgcDoublesFormat', () => {
  const reading = (over: Partial<ShowdownReplayReading>) => ({ ...readShowdownReplay(regIGame().join('\n')), ...over });

  it('VGC, Battle Stadium Doubles and doubles custom games in doubles', () => {
    for (const formatId of [
      'gen9vgc2025regi',
      'gen9vgc2026regfbo3',
      'gen8vgc2022',
      'gen9battlestadiumdoublesregi',
      'gen8bssdoubles',
      'gen9doublescustomgame',
      'gen9championsvgc2026regma',
    ]) {
      expect(isVgcDoublesFormat(reading({ formatId }))).toBe(true);
    }
    // Doubles told by positions when the log has no |gametype|.
    expect(isVgcDoublesFormat(reading({ gameType: null }))).toBe(true);
    const oldLog = readShowdownReplay(regIGame({ gametype: null }).join('\n'));
    expect(oldLog.gameType).toBeNull();
    expect(isVgcDoublesFormat(oldLog)).toBe(true);
  });

  it('not singles, triples, multi, free-for-all, Doubles OU or a non-replay', () => {
    expect(isVgcDoublesFormat(reading({ formatId: 'gen9doublesou' }))).toBe(false);
    expect(isVgcDoublesFormat(reading({ formatId: 'gen92v2doubles' }))).toBe(false);
    for (const gameType of ['singles', 'triples', 'multi', 'freeforall']) {
      expect(isVgcDoublesFormat(reading({ gameType }))).toBe(false);
    }
    expect(isVgcDoublesFormat(reading({ gameType: null, activeSlots: 1 }))).toBe(false);
    const singles = readShowdownReplay(
      [
        ...head({ tier: '[Gen 9] BSS Reg I', gametype: 'singles' }),
        enter('p1a', 'Koraidon'),
        enter('p2a', 'Ting-Lu'),
      ].join('\n'),
    );
    expect(isVgcDoublesFormat(singles)).toBe(false);
    expect(isVgcDoublesFormat(readShowdownReplay('not a replay'))).toBe(false);
  });
});
