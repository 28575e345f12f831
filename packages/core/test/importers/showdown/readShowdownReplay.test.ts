import { describe, expect, it } from 'vitest';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import type { ShowdownReplayReading } from '../../../src/importers/showdown/types.ts';
import { SHOWDOWN_NOT_A_REPLAY } from '../../../src/schemas/showdownImport.ts';
import {
  enter,
  faint,
  head,
  move,
  preview,
  REG_I_P1,
  REG_I_P2,
  regIGame,
  replayJson,
  replayPage,
  T,
  turn,
} from './fixtures.ts';

const read = (lines: readonly string[]) => readShowdownReplay(lines.join('\n'));
const messages = (reading: ShowdownReplayReading) => reading.problems.map((problem) => problem.message);

describe('readShowdownReplay: a finished VGC 2025 Reg I game', () => {
  const reading = read(regIGame());

  it('reads the battle around the Pokémon', () => {
    expect(reading).toMatchObject({
      isReplay: true,
      notAReplayReason: null,
      replayId: null,
      password: null,
      format: '[Gen 9] VGC 2025 Reg I',
      formatId: 'gen9vgc2025regi',
      gen: 9,
      gameType: 'doubles',
      activeSlots: 2,
      rated: true,
      uploadTime: T,
      startTime: T,
      turns: 4,
      players: { p1: 'Alice', p2: 'Bob' },
      winner: 'Alice',
      tie: false,
      forfeitedBy: null,
      endReason: 'knockout',
      series: null,
      teamSheets: { p1: null, p2: null },
      problems: [],
    });
    expect(reading.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads team preview, brought Pokémon, leads, faints and Terastallization (nicknames resolved)', () => {
    expect(reading.teamPreview).toEqual({ p1: REG_I_P1, p2: REG_I_P2 });
    expect(reading.brought).toEqual({
      p1: ['Miraidon', 'Whimsicott'],
      p2: ['Calyrex-Shadow', 'Incineroar', 'Urshifu-Rapid-Strike', 'Rillaboom'],
    });
    expect(reading.leads).toEqual({ p1: ['Miraidon', 'Whimsicott'], p2: ['Calyrex-Shadow', 'Incineroar'] });
    expect(reading.firstFaint).toEqual({ side: 'p2', species: 'Incineroar' });
    expect(reading.faints).toEqual([
      { side: 'p2', species: 'Incineroar', turn: 1 },
      { side: 'p2', species: 'Calyrex-Shadow', turn: 2 },
      { side: 'p2', species: 'Rillaboom', turn: 4 },
      { side: 'p2', species: 'Urshifu-Rapid-Strike', turn: 4 },
    ]);
    expect(reading.tera).toEqual({
      p1: { species: 'Miraidon', type: 'Electric' },
      p2: { species: 'Calyrex-Shadow', type: 'Normal' },
    });
  });

  it('reads the moves each Pokémon chose, each once, named after the brought species (issue 29)', () => {
    expect(reading.movesUsed).toEqual({
      p1: [
        { species: 'Whimsicott', moves: ['Tailwind', 'Moonblast'] },
        { species: 'Miraidon', moves: ['Electro Drift', 'Draco Meteor'] },
      ],
      p2: [{ species: 'Calyrex-Shadow', moves: ['Astral Barrage'] }],
    });
  });
});

describe('readShowdownReplay: moves used', () => {
  it('leaves out moves another move or an ability called, and Struggle; an Illusion user owns its moves', () => {
    const p1 = ['Zoroark-Hisui', 'Incineroar', 'Kingambit', 'Oricorio', 'Rillaboom', 'Tornadus'];
    const reading = read([
      ...head(),
      ...preview(p1, REG_I_P2),
      '|start',
      enter('p1a', 'Oricorio'),
      enter('p1b', 'Incineroar'),
      enter('p2a', 'Calyrex-Shadow'),
      enter('p2b', 'Amoonguss'),
      '|turn|1',
      ...turn(
        2,
        move('p2b: Amoonguss', 'Quiver Dance', 'p2b: Amoonguss'),
        '|move|p1a: Oricorio|Quiver Dance|p1a: Oricorio|[from]ability: Dancer',
        move('p1b: Incineroar', 'Bitter Malice', 'p2a: Calyrex'),
        '|move|p2a: Calyrex|Struggle|p1a: Oricorio',
      ),
      '|-end|p1b: Incineroar|Illusion',
      enter('p1b', 'Zoroark-Hisui', 'Zoroark', 'replace'),
      '|turn|3',
    ]);
    expect(reading.movesUsed).toEqual({
      p1: [{ species: 'Zoroark-Hisui', moves: ['Bitter Malice'] }],
      p2: [{ species: 'Amoonguss', moves: ['Quiver Dance'] }],
    });
  });
});

describe('readShowdownReplay: one battle as JSON, bare log and saved page', () => {
  const log = regIGame().join('\n');
  const id = 'gen9vgc2025regi-2345678901';
  const json = readShowdownReplay(replayJson(log, { id }));
  const bare = readShowdownReplay(log);
  const page = readShowdownReplay(replayPage(log));
  const withoutReplayFacts = (reading: ShowdownReplayReading) => ({
    ...reading,
    replayId: null,
    password: null,
    uploadTime: null,
  });

  it('gives equal readings and the same fingerprint', () => {
    expect(json.replayId).toBe(id);
    expect(json.uploadTime).toBe(T + 900);
    expect(withoutReplayFacts(page)).toEqual(withoutReplayFacts(bare));
    expect(withoutReplayFacts(json)).toEqual(withoutReplayFacts(bare));
    expect(new Set([json.fingerprint, bare.fingerprint, page.fingerprint]).size).toBe(1);
  });

  it('reads JSON with a BOM, CRLF, whitespace around it, in an array, and the old p1/p2 shape', () => {
    const crlf = replayJson(log.replace(/\n/g, '\r\n'), { id });
    const variants = [
      `\uFEFF${crlf}`,
      `\n  ${crlf.replace(/,"/g, ',\r\n  "')}\r\n`,
      `[${replayJson(log, { id })}]`,
      replayJson(log, { id }, true),
    ];
    for (const variant of variants) {
      const reading = readShowdownReplay(variant);
      expect(withoutReplayFacts(reading)).toEqual(withoutReplayFacts(json));
      expect(reading.replayId).toBe(id);
    }
  });

  it('a bare log with CRLF, a BOM and trailing spaces is the same battle', () => {
    const messy = `\uFEFF${log
      .split('\n')
      .map((line) => `${line}  `)
      .join('\r\n')}\r\n\r\n`;
    expect(readShowdownReplay(messy)).toEqual(bare);
  });

  it('chat, joins, timers and later timestamps do not change the fingerprint', () => {
    let stamps = 0;
    const chatty = regIGame()
      .flatMap((line) =>
        line.startsWith('|turn|') ? [line, '|c|☆Bob|gl hf | wp', '|inactive|Bob has 60 seconds left.'] : [line],
      )
      .concat(['|l|☆Bob', '|player|p2|', '|raw|Bob&apos;s rating: 1480', '||Bob is ready for game 2.'])
      .map((line) => (line.startsWith('|t:|') && stamps++ > 0 ? line.replace(/^\|t:\|\d+/, '|t:|1') : line));
    expect(read(chatty).fingerprint).toBe(bare.fingerprint);
    expect(read(chatty).players).toEqual({ p1: 'Alice', p2: 'Bob' });
  });

  it('two battles with equal lines but different start times are two battles', () => {
    const later = regIGame().map((line) =>
      line.startsWith('|t:|') ? line.replace(/\d+$/, (t) => String(Number(t) + 3600)) : line,
    );
    expect(read(later).fingerprint).not.toBe(bare.fingerprint);
  });

  it('a saved page gives the replay id of its hidden input, without the password', () => {
    const saved = readShowdownReplay(replayPage(log, `${id}-abc123pw`));
    expect(saved).toMatchObject({ replayId: id, password: 'abc123', fingerprint: bare.fingerprint });
  });

  it('JSON facts: private password, format id from the id when the JSON has none (server prefix too)', () => {
    const privateReplay = readShowdownReplay(replayJson(log, { id, password: 'k3y9' }));
    expect(privateReplay).toMatchObject({ replayId: id, password: 'k3y9' });
    const noTier = regIGame({ tier: null }).join('\n');
    const old = readShowdownReplay(replayJson(noTier, { id: 'smogtours-gen9vgc2024regg-12345', format: '' }, true));
    expect(old).toMatchObject({ formatId: 'gen9vgc2024regg', format: '', uploadTime: T });
  });
});

describe('readShowdownReplay: regulations and species', () => {
  it('Reg G restricted Pokémon: Zacian-* crowned, Urshifu-* on both sides, Calyrex-Shadow, Miraidon', () => {
    const p1 = ['Zacian-*', 'Urshifu-*', 'Rillaboom', 'Incineroar', 'Tornadus', 'Chien-Pao'];
    const p2 = ['Miraidon', 'Urshifu-*', 'Farigiraf', 'Iron Hands', 'Whimsicott', 'Calyrex-Shadow'];
    const reading = read([
      ...head({ tier: '[Gen 9] VGC 2024 Reg G' }),
      ...preview(p1, p2),
      '|start',
      enter('p1a', 'Zacian-Crowned'),
      enter('p1b', 'Urshifu'),
      enter('p2a', 'Urshifu-Rapid-Strike'),
      enter('p2b', 'Miraidon'),
      '|-ability|p1a: Zacian|Intrepid Sword|boost',
      '|turn|1',
      ...turn(2, '|-terastallize|p1a: Zacian|Fairy', ...faint('p2a: Urshifu')),
      enter('p2a', 'Calyrex-Shadow', 'Spectre'),
      ...turn(3, ...faint('p1b: Urshifu')),
      enter('p1b', 'Incineroar'),
      '|turn|4',
    ]);
    expect(reading.formatId).toBe('gen9vgc2024regg');
    expect(reading.teamPreview).toEqual({ p1, p2 });
    expect(reading.brought).toEqual({
      p1: ['Zacian', 'Urshifu', 'Incineroar'],
      p2: ['Urshifu-Rapid-Strike', 'Miraidon', 'Calyrex-Shadow'],
    });
    expect(reading.faints).toEqual([
      { side: 'p2', species: 'Urshifu-Rapid-Strike', turn: 1 },
      { side: 'p1', species: 'Urshifu', turn: 2 },
    ]);
    expect(reading.tera.p1).toEqual({ species: 'Zacian', type: 'Fairy' });
    // Cut before the end: nothing decided, and said so.
    expect(reading).toMatchObject({ winner: null, tie: false, endReason: null });
    expect(messages(reading)).toContain('The replay stops before the battle ends: no winner.');
  });

  it('Reg H: a nickname that is another species, and the same species on both sides', () => {
    const p1 = ['Gholdengo', 'Pelipper', 'Basculegion-F', 'Sinistcha', 'Ursaluna-Bloodmoon', 'Archaludon'];
    const p2 = ['Pelipper', 'Archaludon', 'Incineroar', 'Rillaboom', 'Dragonite', 'Annihilape'];
    const reading = read([
      ...head({ tier: '[Gen 9] VGC 2024 Reg H' }),
      ...preview(p1, p2),
      '|start',
      enter('p1a', 'Gholdengo', 'Pikachu'),
      enter('p1b', 'Pelipper'),
      enter('p2a', 'Pelipper'),
      enter('p2b', 'Archaludon', 'Gholdengo'),
      '|turn|1',
      ...turn(2, '|-terastallize|p2b: Gholdengo|Flying', ...faint('p2a: Pelipper'), ...faint('p1a: Pikachu')),
      enter('p1a', 'Basculegion-F', 'Pelipper'),
      enter('p2a', 'Incineroar'),
      ...turn(3, ...faint('p1a: Pelipper'), ...faint('p1b: Pelipper')),
      '|-message|Alice forfeited.',
      '|win|Bob',
    ]);
    expect(reading.brought).toEqual({
      p1: ['Gholdengo', 'Pelipper', 'Basculegion-F'],
      p2: ['Pelipper', 'Archaludon', 'Incineroar'],
    });
    expect(reading.faints.map((f) => `${f.side} ${f.species}`)).toEqual([
      'p2 Pelipper',
      'p1 Gholdengo',
      'p1 Basculegion-F',
      'p1 Pelipper',
    ]);
    expect(reading.tera).toEqual({ p1: null, p2: { species: 'Archaludon', type: 'Flying' } });
    expect(reading).toMatchObject({ winner: 'Bob', endReason: 'forfeit', forfeitedBy: 'Alice', problems: [] });
  });

  it('gen 7 Mega Evolution (|detailschange| and |-mega|) keeps the brought species, also after switching back in', () => {
    const reading = read([
      ...head({ tier: '[Gen 7] VGC 2018', gen: 7 }),
      ...preview(['Charizard', 'Tapu Fini', 'Kartana', 'Landorus-Therian', 'Amoonguss', 'Snorlax'], REG_I_P2),
      '|start',
      enter('p1a', 'Charizard', 'Zard'),
      enter('p1b', 'Tapu Fini'),
      '|turn|1',
      '|detailschange|p1a: Zard|Charizard-Mega-Y, L50, M',
      '|-mega|p1a: Zard|Charizard|Charizardite Y',
      ...turn(2),
      enter('p1a', 'Kartana'),
      ...turn(3),
      enter('p1a', 'Charizard-Mega-Y', 'Zard'),
      ...turn(4, ...faint('p1a: Zard')),
    ]);
    expect(reading.formatId).toBe('gen7vgc2018');
    expect(reading.gen).toBe(7);
    expect(reading.brought.p1).toEqual(['Charizard', 'Tapu Fini', 'Kartana']);
    expect(reading.faints).toEqual([{ side: 'p1', species: 'Charizard', turn: 3 }]);
  });

  it('Tera formes: Ogerpon masks, Terapagos, Palafin-Hero are named after the brought species', () => {
    const p1 = ['Ogerpon', 'Terapagos', 'Palafin', 'Incineroar', 'Amoonguss', 'Rillaboom'];
    const p2 = ['Ogerpon-Hearthflame', 'Urshifu-*', 'Flutter Mane', 'Chi-Yu', 'Tornadus', 'Landorus'];
    const reading = read([
      ...head({ tier: '[Gen 9] VGC 2025 Reg H' }),
      ...preview(p1, p2),
      '|start',
      enter('p1a', 'Ogerpon'),
      enter('p1b', 'Terapagos'),
      '|detailschange|p1b: Terapagos|Terapagos-Terastal, L50',
      enter('p2a', 'Ogerpon-Hearthflame', 'Mask'),
      enter('p2b', 'Urshifu'),
      '|turn|1',
      '|-terastallize|p2a: Mask|Fire',
      '|detailschange|p2a: Mask|Ogerpon-Hearthflame-Tera, L50, F, tera:Fire',
      '|-terastallize|p1a: Ogerpon|Grass',
      '|detailschange|p1a: Ogerpon|Ogerpon-Teal-Tera, L50, F, tera:Grass',
      ...turn(2, ...faint('p1a: Ogerpon')),
      enter('p1a', 'Palafin'),
      ...turn(3),
      enter('p1a', 'Incineroar'),
      ...turn(4),
      enter('p1a', 'Palafin-Hero'),
      ...turn(5, ...faint('p1a: Palafin'), ...faint('p2a: Mask')),
    ]);
    expect(reading.brought).toEqual({
      p1: ['Ogerpon', 'Terapagos', 'Palafin', 'Incineroar'],
      p2: ['Ogerpon-Hearthflame', 'Urshifu'],
    });
    expect(reading.tera).toEqual({
      p1: { species: 'Ogerpon', type: 'Grass' },
      p2: { species: 'Ogerpon-Hearthflame', type: 'Fire' },
    });
    expect(reading.faints.map((f) => f.species)).toEqual(['Ogerpon', 'Palafin', 'Ogerpon-Hearthflame']);
  });

  it('Terapagos-Stellar and Necrozma-Ultra resolve to their team-preview species', () => {
    const reading = read([
      ...head({ tier: '[Gen 9] VGC 2026 Reg I' }),
      ...preview(['Terapagos', 'Necrozma-Dusk-Mane', 'A', 'B', 'C', 'D'], ['Kyogre', 'Incineroar']),
      '|start',
      enter('p1a', 'Terapagos-Stellar'),
      enter('p1b', 'Necrozma-Ultra', 'Necrozma'),
      enter('p2a', 'Kyogre'),
      enter('p2b', 'Incineroar'),
      '|turn|1',
    ]);
    expect(reading.brought.p1).toEqual(['Terapagos', 'Necrozma-Dusk-Mane']);
  });

  it('without team preview, battle-only formes become their out-of-battle species with the dex', () => {
    const reading = read([
      ...head({ tier: '[Gen 9] Doubles Custom Game', rated: false }),
      '|start',
      enter('p1a', 'Zacian-Crowned'),
      enter('p1b', 'Ogerpon-Hearthflame-Tera'),
      enter('p2a', 'Charizard-Mega-X'),
      enter('p2b', 'Urshifu-Rapid-Strike'),
      '|turn|1',
    ]);
    expect(reading.teamPreview).toEqual({ p1: [], p2: [] });
    expect(reading.brought).toEqual({
      p1: ['Zacian', 'Ogerpon-Hearthflame'],
      p2: ['Charizard', 'Urshifu-Rapid-Strike'],
    });
    expect(reading).toMatchObject({ rated: false, formatId: 'gen9doublescustomgame' });
  });

  it('species the dex does not know are kept, less battle-only suffixes; a problem only when unmatched', () => {
    const reading = read([
      ...head(),
      ...preview(['Fakemon', 'Incineroar'], ['Newmon-*', 'Rillaboom']),
      '|start',
      enter('p1a', 'Fakemon-Mega', 'Fake'),
      enter('p1b', 'Strangemon', 'Odd'),
      enter('p2a', 'Newmon-Dusk', 'New'),
      enter('p2b', 'Rillaboom'),
      '|turn|1',
    ]);
    expect(reading.brought).toEqual({ p1: ['Fakemon', 'Strangemon'], p2: ['Newmon-Dusk', 'Rillaboom'] });
    expect(messages(reading).filter((message) => message.includes('mon'))).toEqual([
      'This Pokémon is not in its team preview: p1: Strangemon.',
    ]);
  });
});

describe('readShowdownReplay: field positions', () => {
  it('Illusion: the disguise is not brought, the Zoroark takes its entry (lead, faint, Tera)', () => {
    const p1 = ['Zoroark-Hisui', 'Incineroar', 'Kingambit', 'Amoonguss', 'Rillaboom', 'Tornadus'];
    const reading = read([
      ...head(),
      ...preview(p1, REG_I_P2),
      '|start',
      enter('p1a', 'Kingambit'),
      enter('p1b', 'Incineroar'),
      enter('p2a', 'Calyrex-Shadow'),
      enter('p2b', 'Amoonguss'),
      '|turn|1',
      ...turn(2, '|-terastallize|p1b: Incineroar|Normal', move('p2a: Calyrex', 'Astral Barrage', 'p1b: Incineroar')),
      '|-end|p1b: Incineroar|Illusion',
      enter('p1b', 'Zoroark-Hisui', 'Zoroark', 'replace'),
      ...faint('p1b: Zoroark'),
      enter('p1b', 'Amoonguss'),
      '|turn|3',
    ]);
    expect(reading.brought.p1).toEqual(['Kingambit', 'Zoroark-Hisui', 'Amoonguss']);
    expect(reading.leads.p1).toEqual(['Kingambit', 'Zoroark-Hisui']);
    expect(reading.tera.p1).toEqual({ species: 'Zoroark-Hisui', type: 'Normal' });
    expect(reading.faints).toEqual([{ side: 'p1', species: 'Zoroark-Hisui', turn: 2 }]);
  });

  it('Illusion: the disguised species is brought when it also really entered; Ally Switch moves the Zoroark', () => {
    const p1 = ['Zoroark-Hisui', 'Incineroar', 'Indeedee-F', 'Armarouge', 'Rillaboom', 'Tornadus'];
    const reading = read([
      ...head(),
      ...preview(p1, REG_I_P2),
      '|start',
      enter('p1a', 'Incineroar'),
      enter('p1b', 'Indeedee-F', 'Indy'),
      enter('p2a', 'Calyrex-Shadow'),
      enter('p2b', 'Amoonguss'),
      '|turn|1',
      '|',
      move('p1b: Indy', 'Ally Switch', 'p1b: Indy'),
      '|swap|p1b: Indy|0|[from] move: Ally Switch',
      '|-end|p1b: Incineroar|Illusion',
      enter('p1b', 'Zoroark-Hisui', 'Zoroark', 'replace'),
      '|turn|2',
      ...turn(3, ...faint('p1a: Indy')),
      enter('p1a', 'Incineroar'),
      '|turn|4',
    ]);
    expect(reading.leads.p1).toEqual(['Zoroark-Hisui', 'Indeedee-F']);
    expect(reading.brought.p1).toEqual(['Zoroark-Hisui', 'Indeedee-F', 'Incineroar']);
    expect(reading.faints).toEqual([{ side: 'p1', species: 'Indeedee-F', turn: 2 }]);
  });

  it('|drag| (Whirlwind, Dragon Tail, Red Card) brings a Pokémon that is not a lead', () => {
    const reading = read([
      ...regIGame().slice(0, regIGame().indexOf('|turn|1') + 1),
      move('p1b: Whimsicott', 'Whirlwind', 'p2b: Incineroar'),
      enter('p2b', 'Amoonguss', undefined, 'drag'),
      '|-enditem|p1a: Miraidon|Red Card|[of] p2a: Horse',
      enter('p2a', 'Raging Bolt', undefined, 'drag'),
      '|turn|2',
    ]);
    expect(reading.leads.p2).toEqual(['Calyrex-Shadow', 'Incineroar']);
    expect(reading.brought.p2).toEqual(['Calyrex-Shadow', 'Incineroar', 'Amoonguss', 'Raging Bolt']);
  });

  it('an ident without position names the Pokémon by nickname', () => {
    const lines = regIGame().slice(0, regIGame().indexOf('|turn|1') + 1);
    const reading = read([...lines, '|-terastallize|p2: Horse|Normal', '|faint|p1: Whimsicott']);
    expect(reading.tera.p2).toEqual({ species: 'Calyrex-Shadow', type: 'Normal' });
    expect(reading.firstFaint).toEqual({ side: 'p1', species: 'Whimsicott' });
  });

  it('singles are read with one position per side', () => {
    const reading = read([
      ...head({ tier: '[Gen 9] OU', gametype: 'singles' }),
      '|start',
      enter('p1a', 'Great Tusk'),
      enter('p2a', 'Gholdengo'),
      '|turn|1',
    ]);
    expect(reading).toMatchObject({ gameType: 'singles', activeSlots: 1, formatId: 'gen9ou' });
    expect(reading.leads).toEqual({ p1: ['Great Tusk'], p2: ['Gholdengo'] });
  });
});

describe('readShowdownReplay: how battles end', () => {
  const opening = [...head(), ...preview(REG_I_P1, REG_I_P2)];

  it('forfeit at team preview: nothing brought, winner set, no faint', () => {
    const reading = read([...opening, '|-message|Bob forfeited.', '|', '|win|Alice']);
    expect(reading).toMatchObject({
      isReplay: true,
      brought: { p1: [], p2: [] },
      leads: { p1: [], p2: [] },
      winner: 'Alice',
      forfeitedBy: 'Bob',
      endReason: 'forfeit',
      firstFaint: null,
      faints: [],
      turns: 0,
      activeSlots: 0,
      problems: [],
    });
  });

  it('forfeit mid-game, in every message shape, named as the players list writes the name', () => {
    const game = regIGame().slice(0, regIGame().indexOf('|turn|3') + 1);
    for (const message of [
      '|-message|Bob forfeited.',
      '|raw|<strong>Bob</strong> forfeited.',
      'Bob forfeited.',
      '||bob has forfeited',
      '|message|Bob forfeited by changing their name.',
    ]) {
      const reading = read([...game, message, '|', '|win|alice']);
      expect(reading).toMatchObject({ winner: 'Alice', forfeitedBy: 'Bob', endReason: 'forfeit', turns: 3 });
    }
  });

  it('inactivity, a tie, an unexplained win', () => {
    const game = regIGame().slice(0, regIGame().indexOf('|turn|3') + 1);
    expect(read([...game, '|-message|Bob lost due to inactivity.', '|win|Alice'])).toMatchObject({
      winner: 'Alice',
      forfeitedBy: null,
      endReason: 'inactivity',
    });
    expect(read([...game, '|-message|All players are inactive.', '|tie'])).toMatchObject({
      winner: null,
      tie: true,
      endReason: 'tie',
    });
    expect(read([...game, '|tie'])).toMatchObject({ tie: true, endReason: 'tie', problems: [] });
    expect(read([...game, '|win|Alice'])).toMatchObject({ winner: 'Alice', endReason: 'other' });
    expect(read([...game, '|-message|Bob lost by having an inappropriate name.', '|win|Alice']).endReason).toBe(
      'other',
    );
    expect(read([...game, '|win|'])).toMatchObject({ winner: null, tie: false, endReason: 'other' });
  });

  it('a forfeit names the player even when the name reads like the old message shape', () => {
    const game = regIGame({ p2: 'Bob has' }).slice(0, regIGame().indexOf('|turn|3') + 1);
    const reading = read([...game, '|-message|Bob has forfeited.', '|win|Alice']);
    expect(reading).toMatchObject({ players: { p2: 'Bob has' }, forfeitedBy: 'Bob has', endReason: 'forfeit' });
    expect(read([...game, '|-message|Mallory forfeited.', '|win|Alice']).forfeitedBy).toBe('Mallory');
  });

  it('a log cut before the end decides nothing', () => {
    const game = regIGame();
    const reading = read(game.slice(0, game.length - 3));
    expect(reading).toMatchObject({ winner: null, tie: false, endReason: null, forfeitedBy: null });
    expect(reading.problems).toContainEqual({
      line: 0,
      text: '',
      message: 'The replay stops before the battle ends: no winner.',
    });
  });

  it('the first name of a player who leaves at the end is kept; a missing side is a problem', () => {
    const reading = read([...regIGame(), '|l|☆Alice', '|player|p1|', '|player|p1|Mallory|1|']);
    expect(reading.players).toEqual({ p1: 'Alice', p2: 'Bob' });
    const oneSided = read(regIGame().filter((line) => !line.startsWith('|player|p2|')));
    expect(oneSided.players.p2).toBe('');
    expect(messages(oneSided)).toContain('The replay does not name player p2.');
    // The winner is p1, so the unnamed side lost, by knockout.
    expect(oneSided.endReason).toBe('knockout');
  });

  it('falls back to the JSON players when the log has no |player| lines', () => {
    const log = regIGame()
      .filter((line) => !line.startsWith('|player|'))
      .join('\n');
    const reading = readShowdownReplay(replayJson(log, { players: ['Alice', 'Bob'] }));
    expect(reading.players).toEqual({ p1: 'Alice', p2: 'Bob' });
    expect(reading.endReason).toBe('knockout');
  });
});

describe('readShowdownReplay: Bo3 series, team sheets, rated', () => {
  it('reads the best-of box of games 1, 2 and 3, with or without password', () => {
    const room = 'gen9vgc2026regfbo3-2493139848';
    const games = [
      [1, `${room}-hkdj4kjpv7gsd4fj382eg3wsukr84rapw`],
      [2, room],
      [3, `${room}-x1pw`],
    ] as const;
    for (const [game, link] of games) {
      const reading = read(regIGame({ tier: '[Gen 9] VGC 2026 Reg F (Bo3)', bestOf: [game, 3, link] }));
      expect(reading.series).toEqual({ seriesId: room, game, of: 3 });
      expect(reading.formatId).toBe('gen9vgc2026regfbo3');
    }
    const odd = read([
      '|uhtml|bestof|<div><b>Game 2</b> of a <i>best-of-5</i></div>',
      ...regIGame({ tier: '[Gen 9] VGC 2026 Reg F (Bo3)' }),
    ]);
    expect(odd.series).toEqual({ seriesId: '', game: 2, of: 5 });
  });

  it('reads open team sheets into display names', () => {
    const sheet =
      'Whimsicott||FocusSash|Prankster|Tailwind,Moonblast,Encore,SunnyDay|||F|||50|,,,,,Ghost]' +
      'Cat|Incineroar|SafetyGoggles|H|FakeOut,PartingShot,FlareBlitz,KnockOff|Careful|252,,4,,252,|M|||50|,,,,,Grass]' +
      'Urshifu-Rapid-Strike||MysticWater|UnseenFist|SurgingStrikes,CloseCombat,AquaJet,Detect|||||||,,,,,Water]' +
      'Gizmo|Fakemon|ShinyThing|Oddness|Zap,Zoom||||||50|';
    const lines = regIGame();
    lines.splice(lines.indexOf('|start'), 0, `|showteam|p1|${sheet}`);
    const reading = read(lines);
    expect(reading.teamSheets.p2).toBeNull();
    expect(reading.teamSheets.p1).toEqual([
      {
        species: 'Whimsicott',
        nickname: '',
        item: 'Focus Sash',
        ability: 'Prankster',
        moves: ['Tailwind', 'Moonblast', 'Encore', 'Sunny Day'],
        teraType: 'Ghost',
        gender: 'F',
        level: 50,
      },
      {
        species: 'Incineroar',
        nickname: 'Cat',
        item: 'Safety Goggles',
        ability: 'Intimidate',
        moves: ['Fake Out', 'Parting Shot', 'Flare Blitz', 'Knock Off'],
        teraType: 'Grass',
        gender: 'M',
        level: 50,
      },
      {
        species: 'Urshifu-Rapid-Strike',
        nickname: '',
        item: 'Mystic Water',
        ability: 'Unseen Fist',
        moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect'],
        teraType: 'Water',
        gender: null,
        level: 100,
      },
      {
        species: 'Fakemon',
        nickname: 'Gizmo',
        item: 'ShinyThing',
        ability: 'Oddness',
        moves: ['Zap', 'Zoom'],
        teraType: '',
        gender: null,
        level: 50,
      },
    ]);
  });

  it('`|rated|MESSAGE` (a tournament) is not rated', () => {
    expect(read(regIGame({ rated: 'Tournament battle' })).rated).toBe(false);
    expect(read(regIGame({ rated: false })).rated).toBe(false);
  });
});

describe('readShowdownReplay: what is not a replay', () => {
  const notAReplay = (reading: ShowdownReplayReading) => {
    expect(reading).toMatchObject({
      isReplay: false,
      notAReplayReason: SHOWDOWN_NOT_A_REPLAY,
      fingerprint: '',
      players: { p1: '', p2: '' },
      brought: { p1: [], p2: [] },
      winner: null,
      endReason: null,
      series: null,
    });
  };

  it('garbage, empty text, a team paste, JSON without a log, a non-string', () => {
    for (const text of [
      '',
      '   \n ',
      'gg wp! https://replay.pokemonshowdown.com/gen9vgc2025regi-1',
      'Incineroar @ Safety Goggles\nAbility: Intimidate\n- Fake Out',
      '{"id":"gen9vgc2025regi-1","format":"x","players":["a","b"]}',
      '[1,2,3]',
      '{"log": 5}',
      '{ not json |switch| ',
      '|j|☆Alice\n|c|☆Alice|hi\n|t:|1',
      '<html><body>no log here</body></html>',
    ]) {
      notAReplay(readShowdownReplay(text));
    }
    notAReplay(readShowdownReplay(undefined as unknown as string));
    notAReplay(readShowdownReplay(42 as unknown as string));
  });

  it('never throws on random slices, shuffles and corruptions of a log', () => {
    const lines = regIGame({ bestOf: [2, 3, 'gen9vgc2026regfbo3-1'] });
    lines.splice(8, 0, '|showteam|p1|A|B|C|D|E,F|G|H|M|I|J|50|,,,,,Ghost]]|||||||', '|swap|p1a: Nobody|7');
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 1000; round += 1) {
      const start = Math.floor(random() * lines.length);
      let picked = lines.slice(start, start + Math.floor(random() * lines.length));
      if (round % 3 === 0) picked = [...picked].sort(() => random() - 0.5);
      if (round % 5 === 0) picked = picked.map((line) => line.slice(0, Math.floor(random() * (line.length + 1))));
      if (round % 7 === 0) picked = picked.map((line) => line.replace(/\|/g, random() < 0.2 ? '' : '|'));
      const text = round % 11 === 0 ? replayJson(picked.join('\n'), {}).slice(0, -5) : picked.join('\n');
      const reading = readShowdownReplay(text);
      expect(messages(reading)).not.toContain('The replay could not be read.');
      expect(reading.problems.every((problem) => problem.text.length <= 200)).toBe(true);
    }
  });
});
