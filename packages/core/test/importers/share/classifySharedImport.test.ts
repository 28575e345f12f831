/** What a share to the installed app is (issue 28): which import it opens, and what that import is handed. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifySharedImport } from '../../../src/importers/share/index.ts';

const PTCGL_LOG = readFileSync(join(import.meta.dirname, '..', 'ptcgl', 'fixtures', 'en-card-ids-sweep.txt'), 'utf8');
const REPLAY = 'https://replay.pokemonshowdown.com/gen9vgc2025regg-2200000001';
const BATTLE_LOG =
  '|j|☆Ann\n|player|p1|Ann|1\n|player|p2|Bob|2\n|teamsize|p1|6\n|gen|9\n|tier|[Gen 9] VGC 2025 Reg G\n|start\n|switch|p1a: Kingambit|Kingambit, L50|100/100\n|turn|1\n|win|Ann';
const TEAM_PASTE = `Flutter Mane @ Booster Energy
Ability: Protosynthesis
Level: 50
Tera Type: Fairy
EVs: 4 HP / 252 SpA / 252 Spe
Timid Nature
- Moonblast
- Shadow Ball
- Protect
- Icy Wind

Incineroar @ Safety Goggles
Ability: Intimidate
Level: 50
- Fake Out
- Flare Blitz
- Parting Shot
- Knock Off`;

describe('classifySharedImport', () => {
  it('opens the PTCGL import with a game log shared as text', () => {
    expect(classifySharedImport({ text: PTCGL_LOG })).toEqual({ kind: 'ptcgl', text: PTCGL_LOG.trim() });
    // The share sheet's label is not part of the log.
    expect(classifySharedImport({ title: 'Game log', text: PTCGL_LOG })).toEqual({
      kind: 'ptcgl',
      text: PTCGL_LOG.trim(),
    });
  });

  it('opens the Showdown import with a replay link, wherever the share sheet put it, without the words around it', () => {
    expect(classifySharedImport({ url: REPLAY })).toEqual({ kind: 'showdown', text: REPLAY });
    expect(classifySharedImport({ title: 'Ann vs. Bob - Replay', text: `Look at this! ${REPLAY}` })).toEqual({
      kind: 'showdown',
      text: REPLAY,
    });
    // The same link as `url` and in `text` is one link.
    expect(classifySharedImport({ text: REPLAY, url: REPLAY }).text).toBe(REPLAY);
  });

  it('opens the Showdown import with a battle log', () => {
    expect(classifySharedImport({ text: BATTLE_LOG })).toEqual({ kind: 'showdown', text: BATTLE_LOG });
  });

  it('opens the team import with a pokepast.es link (alone) or a Showdown team paste', () => {
    expect(
      classifySharedImport({ title: 'My team - PokéPaste', text: 'https://pokepast.es/1a2b3c4d5e6f7a8b' }),
    ).toEqual({ kind: 'team', text: 'https://pokepast.es/1a2b3c4d5e6f7a8b' });
    expect(classifySharedImport({ url: 'pokepast.es/1a2b3c4d5e6f7a8b' }).kind).toBe('team');
    expect(classifySharedImport({ text: TEAM_PASTE })).toEqual({ kind: 'team', text: TEAM_PASTE });
  });

  it('leaves anything else unknown, keeping what was shared so the page can say what it got', () => {
    expect(classifySharedImport({ title: 'Lunch', text: 'See you at noon', url: 'https://example.com/menu' })).toEqual({
      kind: 'unknown',
      text: 'https://example.com/menu\nSee you at noon\nLunch',
    });
    expect(classifySharedImport({ url: 'https://pokepast.es/' }).kind).toBe('unknown');
    expect(classifySharedImport({})).toEqual({ kind: 'unknown', text: '' });
    expect(classifySharedImport({ text: '   ', url: null })).toEqual({ kind: 'unknown', text: '' });
  });

  it('never throws on odd input', () => {
    for (const value of [undefined, null, 42, {}, '\u0000\ufeff\r\r\n', 'Setup\n'.repeat(20000)] as unknown[]) {
      expect(() => classifySharedImport({ text: value as string, title: value as string })).not.toThrow();
    }
  });
});
