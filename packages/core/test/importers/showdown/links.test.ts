import { describe, expect, it } from 'vitest';
import { parseShowdownReplayLink, showdownReplayLink } from '../../../src/importers/showdown/links.ts';
import { splitShowdownInput } from '../../../src/importers/showdown/splitInput.ts';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import { head, preview, REG_I_P1, REG_I_P2, regIGame, replayJson, replayPage } from './fixtures.ts';

const ID = 'gen9vgc2025regi-2345678901';
const CANONICAL = `https://replay.pokemonshowdown.com/${ID}`;

describe('parseShowdownReplayLink', () => {
  it('accepts every shape of a public replay link', () => {
    for (const link of [
      CANONICAL,
      `http://replay.pokemonshowdown.com/${ID}`,
      `replay.pokemonshowdown.com/${ID}`,
      `https://REPLAY.PokemonShowdown.com/${ID}`,
      `${CANONICAL}/`,
      `${CANONICAL}.json`,
      `${CANONICAL}.log`,
      `${CANONICAL}.html`,
      `${CANONICAL}?p2`,
      `${CANONICAL}#turn-3`,
      `  <${CANONICAL}>  `,
    ]) {
      expect(parseShowdownReplayLink(link)).toEqual({
        kind: 'replay',
        replayId: ID,
        password: null,
        replayLink: CANONICAL,
      });
    }
  });

  it('private replays, server prefixes and extra hosts', () => {
    expect(parseShowdownReplayLink(`${CANONICAL}-dd9657v1hyv43gqyw7wojdaaylt9vc6pw.json?p1`)).toEqual({
      kind: 'replay',
      replayId: ID,
      password: 'dd9657v1hyv43gqyw7wojdaaylt9vc6',
      replayLink: `${CANONICAL}-dd9657v1hyv43gqyw7wojdaaylt9vc6pw`,
    });
    expect(parseShowdownReplayLink('https://replay.pokemonshowdown.com/smogtours-gen9vgc2024regg-773311')).toEqual({
      kind: 'replay',
      replayId: 'smogtours-gen9vgc2024regg-773311',
      password: null,
      replayLink: 'https://replay.pokemonshowdown.com/smogtours-gen9vgc2024regg-773311',
    });
    expect(parseShowdownReplayLink(`http://127.0.0.1:4567/${ID}-abc1pw`, ['127.0.0.1:4567'])).toEqual({
      kind: 'replay',
      replayId: ID,
      password: 'abc1',
      replayLink: `${CANONICAL}-abc1pw`,
    });
    expect(parseShowdownReplayLink(`http://127.0.0.1:4567/${ID}`, ['http://127.0.0.1:4567/'])?.kind).toBe('replay');
    expect(parseShowdownReplayLink(`http://127.0.0.1:4567/${ID}`)).toBeNull();
  });

  it('tells live battles apart', () => {
    for (const link of [
      'https://play.pokemonshowdown.com/battle-gen9vgc2025regi-2345678901',
      'play.pokemonshowdown.com/battle-gen9vgc2025regi-2345678901-secretpw',
      'https://play.pokemonshowdown.com/game-bestof3-gen9vgc2026regfbo3-2493139848-hkdj4kjpv7gsd4fj382eg3wsukr84rapw',
    ]) {
      expect(parseShowdownReplayLink(link)).toEqual({ kind: 'battle' });
    }
  });

  it('refuses everything else', () => {
    for (const text of [
      '',
      'hello',
      'https://replay.pokemonshowdown.com/',
      'https://replay.pokemonshowdown.com/?format=gen9vgc2025regi',
      'https://replay.pokemonshowdown.com/search?user=alice',
      'https://replay.pokemonshowdown.com/gen9vgc2025regi',
      'https://replay.pokemonshowdown.com/a/gen9vgc2025regi-1',
      `https://www.replay.pokemonshowdown.com/${ID}`,
      `https://replay.pokemonshowdown.com.evil.example/${ID}`,
      `ftp://replay.pokemonshowdown.com/${ID}`,
      `https://user@replay.pokemonshowdown.com/${ID}`,
      'https://play.pokemonshowdown.com/teambuilder',
      'https://pokepast.es/abc123',
      `${CANONICAL} ${CANONICAL}`,
    ]) {
      expect(parseShowdownReplayLink(text)).toBeNull();
    }
    expect(parseShowdownReplayLink(undefined as unknown as string)).toBeNull();
  });

  it('writes canonical links', () => {
    expect(showdownReplayLink(ID, null)).toBe(CANONICAL);
    expect(showdownReplayLink(ID, 'k3y')).toBe(`${CANONICAL}-k3ypw`);
  });
});

describe('splitShowdownInput', () => {
  const game1 = regIGame({ bestOf: [1, 3, 'gen9vgc2026regfbo3-1'], tier: '[Gen 9] VGC 2026 Reg F (Bo3)' });
  const game2 = regIGame({ bestOf: [2, 3, 'gen9vgc2026regfbo3-1'], tier: '[Gen 9] VGC 2026 Reg F (Bo3)' });

  it('finds links separated by spaces and commas or inside a Discord message, canonical and deduplicated', () => {
    const split = splitShowdownInput(
      [
        `gg! game 1: <${CANONICAL}> game 2: replay.pokemonshowdown.com/gen9vgc2025regi-2345678902.`,
        `${CANONICAL}?p2,https://replay.pokemonshowdown.com/gen9vgc2025regi-2345678903-x9pw,`,
        'live: https://play.pokemonshowdown.com/battle-gen9vgc2025regi-2345678904 [rematch](https://pokepast.es/abc)',
      ].join('\n'),
    );
    expect(split).toEqual({
      links: [
        CANONICAL,
        'https://replay.pokemonshowdown.com/gen9vgc2025regi-2345678902',
        'https://replay.pokemonshowdown.com/gen9vgc2025regi-2345678903-x9pw',
      ],
      battleLinks: ['https://play.pokemonshowdown.com/battle-gen9vgc2025regi-2345678904'],
      replays: [],
      leftOver: 'gg! game 1: <> game 2: .\nlive:  [rematch](https://pokepast.es/abc)',
    });
    expect(splitShowdownInput(`${CANONICAL}, ${CANONICAL}\n`).leftOver).toBe('');
  });

  it('takes links of extra hosts', () => {
    const split = splitShowdownInput(`http://127.0.0.1:4567/${ID} 127.0.0.1:4567/${ID}-abpw`, ['127.0.0.1:4567']);
    expect(split.links).toEqual([CANONICAL, `${CANONICAL}-abpw`]);
  });

  it('takes replay JSON: one object, an array, objects one after another', () => {
    const one = replayJson(game1.join('\n'), { id: 'gen9vgc2026regfbo3-2' });
    const two = replayJson(game2.join('\n'), { id: 'gen9vgc2026regfbo3-3' });
    expect(splitShowdownInput(one)).toEqual({ links: [], battleLinks: [], replays: [one], leftOver: '' });
    const array = splitShowdownInput(`[${one},\n${two}]`);
    expect(array.replays.map((text) => readShowdownReplay(text).replayId)).toEqual([
      'gen9vgc2026regfbo3-2',
      'gen9vgc2026regfbo3-3',
    ]);
    const inRow = splitShowdownInput(`${one}\n${two}${one}\nthanks!`);
    expect(inRow.replays).toEqual([one, two, one]);
    expect(inRow.leftOver).toBe('thanks!');
  });

  it('splits several bare logs where a new battle starts, keeping each game its best-of box', () => {
    const afterEnd = [
      '|l|☆Bob',
      '|player|p2|',
      '||Alice is ready for game 2.',
      '|uhtml|next|Next: <a href="/battle-x-2">x</a>',
    ];
    const split = splitShowdownInput(['Game 1:', ...game1, ...afterEnd, '', ...game2].join('\n'));
    expect(split.replays).toHaveLength(2);
    expect(split.leftOver).toBe('Game 1:');
    const [first, second] = split.replays.map(readShowdownReplay);
    expect(first?.series?.game).toBe(1);
    expect(second?.series?.game).toBe(2);
    expect(first?.fingerprint).toBe(readShowdownReplay(game1.join('\n')).fingerprint);
    expect(second?.fingerprint).toBe(readShowdownReplay(game2.join('\n')).fingerprint);
    expect(split.replays[1]?.startsWith('|j|☆Alice')).toBe(true);
  });

  it('splits a log cut short from the next one, and old logs that open with |player|', () => {
    const cut = regIGame().slice(0, 30);
    const old = [...head({ gametype: null, p1: 'Carol' }), ...preview(REG_I_P1, REG_I_P2), '|start'];
    const split = splitShowdownInput([...cut, ...regIGame(), ...old].join('\n'));
    expect(split.replays.map((text) => readShowdownReplay(text).players.p1)).toEqual(['Alice', 'Alice', 'Carol']);
    expect(readShowdownReplay(split.replays[0] ?? '').winner).toBeNull();
    expect(readShowdownReplay(split.replays[1] ?? '').fingerprint).toBe(
      readShowdownReplay(regIGame().join('\n')).fingerprint,
    );
  });

  it('takes a saved replay page whole, and several pages one by one', () => {
    const page = replayPage(game1.join('\n'));
    expect(splitShowdownInput(page)).toEqual({ links: [], battleLinks: [], replays: [page], leftOver: '' });
    const pages = splitShowdownInput(`${page}\n${replayPage(game2.join('\n'))}`);
    expect(pages.replays.map((text) => readShowdownReplay(text).series?.game)).toEqual([1, 2]);
  });

  it('mixes links, JSON and logs, and leaves what is none of them', () => {
    const json = replayJson(game2.join('\n'), {});
    const split = splitShowdownInput(`${CANONICAL}\n${json}\n${regIGame().join('\n')}\nhello\n|just a pipe`);
    expect(split.links).toEqual([CANONICAL]);
    expect(split.replays).toHaveLength(2);
    expect(split.leftOver).toBe('hello\n|just a pipe');
  });

  it('never throws', () => {
    for (const text of [
      '',
      '   ',
      '{',
      '[[[[',
      '{"log":',
      '|',
      '<script class="battle-log-data">',
      'x'.repeat(10000),
    ]) {
      expect(() => splitShowdownInput(text)).not.toThrow();
    }
    expect(splitShowdownInput(undefined as unknown as string)).toEqual({
      links: [],
      battleLinks: [],
      replays: [],
      leftOver: '',
    });
  });
});
