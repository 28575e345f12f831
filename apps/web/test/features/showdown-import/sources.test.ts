// What the replay box and files hold (issue 13): replay links to fetch (private ones too, each once), replays pasted
// inline, files, and what cannot be read with the message to show next to it.
import { SHOWDOWN_BATTLE_LINK, SHOWDOWN_LINK_INVALID, SHOWDOWN_NOT_A_REPLAY } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { BO3, battleLog, LADDER_BO1, replayJson, replayLink } from '../../../../../e2e/support/showdownReplays.ts';
import { isReplayFile } from '../../../src/features/showdown-import/replayFiles.ts';
import {
  fetchedSources,
  gatherInput,
  originLabel,
  quote,
  replayCount,
  requestReplays,
} from '../../../src/features/showdown-import/sources.ts';

describe('gathering Showdown replays', () => {
  it('takes replay links with or without .json/.log and private passwords, once each, in order', () => {
    const text = [
      `${replayLink(BO3[0]!)}.json`,
      `see ${replayLink(BO3[1]!)}.log and <${replayLink(BO3[2]!)}>`,
      replayLink(BO3[0]!),
    ].join('\n');
    const gathered = gatherInput(text);
    expect(gathered.links).toEqual(BO3.map(replayLink));
    // Short labels between links are how people write lists of links: no warning.
    expect(gathered.problems).toEqual([]);
    expect(replayCount(gathered)).toBe(3);
    const chatty = gatherInput(`${replayLink(BO3[0]!)}\nThat was a close one, I should have used Protect on turn two!`);
    expect(chatty.problems).toEqual([
      { subject: '“That was a close one, I should have used Protect on turn two!”', message: SHOWDOWN_NOT_A_REPLAY },
    ]);
  });

  it('names a live battle link, a link elsewhere and text that is no replay', () => {
    const gathered = gatherInput(
      'https://play.pokemonshowdown.com/battle-gen9vgc2025regi-123\nhttps://example.com/nope\nGood games today!',
    );
    expect(gathered.links).toEqual([]);
    expect(gathered.problems).toEqual([
      { subject: 'https://play.pokemonshowdown.com/battle-gen9vgc2025regi-123', message: SHOWDOWN_BATTLE_LINK },
      { subject: 'https://example.com/nope', message: SHOWDOWN_LINK_INVALID },
      { subject: '“Good games today!”', message: SHOWDOWN_NOT_A_REPLAY },
    ]);
  });

  it('reads pasted JSON and logs inline, and files after them', () => {
    const gathered = gatherInput(`${replayJson(BO3[0]!)}\n${battleLog(BO3[1]!)}`, [
      { id: 'f1', name: 'game3.json', text: replayJson(BO3[2]!) },
      { id: 'f2', name: 'two.log', text: `${battleLog(LADDER_BO1)}\n${battleLog({ ...LADDER_BO1, start: 1 })}` },
      { id: 'f3', name: 'notes.txt', text: 'nothing here' },
    ]);
    expect(gathered.links).toEqual([]);
    expect(gathered.inline.map((s) => originLabel(s.origin))).toEqual([
      'Pasted replay 1',
      'Pasted replay 2',
      'game3.json',
      'two.log (1 of 2)',
      'two.log (2 of 2)',
    ]);
    expect(gathered.problems).toEqual([{ subject: 'notes.txt: “nothing here”', message: SHOWDOWN_NOT_A_REPLAY }]);
    expect(requestReplays(gathered.inline)[0]).toEqual({ text: gathered.inline[0]!.text });
  });

  it('turns the server’s answers into replays and per-link problems', () => {
    const { sources, problems } = fetchedSources([
      { ok: true, link: 'x', replayLink: replayLink(BO3[0]!), text: '{}' },
      { ok: false, link: 'https://replay.pokemonshowdown.com/gen9vgc2025regi-1', message: 'Replay not found' },
    ]);
    expect(requestReplays(sources)).toEqual([{ text: '{}', link: replayLink(BO3[0]!) }]);
    expect(originLabel(sources[0]!.origin)).toBe(replayLink(BO3[0]!));
    expect(problems).toEqual([
      { subject: 'https://replay.pokemonshowdown.com/gen9vgc2025regi-1', message: 'Replay not found' },
    ]);
  });

  it('quotes long text shortly, and accepts only replay-like files', () => {
    expect(quote(`a  b\n${'c'.repeat(100)}`)).toHaveLength(80);
    expect(['a.json', 'b.LOG', 'c.html', 'd.txt'].every((name) => isReplayFile({ name, type: '' }))).toBe(true);
    expect(isReplayFile({ name: 'e.png', type: 'image/png' })).toBe(false);
    expect(isReplayFile({ name: 'pasted', type: 'application/json' })).toBe(true);
  });
});
