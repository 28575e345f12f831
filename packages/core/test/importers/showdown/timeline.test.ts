/**
 * The timeline of a Showdown battle (issue 30): switches (leads at turn 0, drags and Illusion reveals included),
 * chosen moves, Terastallizations, one Mega Evolution per Pokémon, faints and a forfeit, named as `brought` names them.
 */
import { describe, expect, it } from 'vitest';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import type { ShowdownTimelineEvent } from '../../../src/importers/showdown/types.ts';
import { championsGame, enter, faint, head, move, preview, REG_I_P2, regIGame, turn } from './fixtures.ts';

const read = (lines: readonly string[]) => readShowdownReplay(lines.join('\n'));

/** `[turn, side, action, pokemon, move?]` of each event. */
const rows = (events: readonly ShowdownTimelineEvent[]) =>
  events.map((event) => [
    event.turn,
    event.side,
    event.action,
    event.pokemon,
    ...(event.move === undefined ? [] : [event.move]),
  ]);

describe('readShowdownReplay timeline', () => {
  it('reads a Reg I game in order: leads at turn 0, moves, Tera, faints and the switches in after them', () => {
    const reading = read(regIGame());
    expect(rows(reading.timeline)).toEqual([
      [0, 'p1', 'switch', 'Miraidon'],
      [0, 'p1', 'switch', 'Whimsicott'],
      [0, 'p2', 'switch', 'Calyrex-Shadow'],
      [0, 'p2', 'switch', 'Incineroar'],
      [1, 'p1', 'move', 'Whimsicott', 'Tailwind'],
      [1, 'p2', 'tera', 'Calyrex-Shadow'],
      [1, 'p2', 'move', 'Calyrex-Shadow', 'Astral Barrage'],
      [1, 'p1', 'move', 'Miraidon', 'Electro Drift'],
      [1, 'p2', 'faint', 'Incineroar'],
      [2, 'p2', 'switch', 'Urshifu-Rapid-Strike'],
      [2, 'p1', 'tera', 'Miraidon'],
      [2, 'p1', 'move', 'Miraidon', 'Draco Meteor'],
      [2, 'p2', 'faint', 'Calyrex-Shadow'],
      [3, 'p2', 'switch', 'Rillaboom'],
      [4, 'p1', 'move', 'Miraidon', 'Electro Drift'],
      [4, 'p2', 'faint', 'Rillaboom'],
      [4, 'p1', 'move', 'Whimsicott', 'Moonblast'],
      [4, 'p2', 'faint', 'Urshifu-Rapid-Strike'],
    ]);
    // The same names as the reading's other facts.
    const named = new Set(reading.timeline.map((event) => `${event.side}:${event.pokemon}`));
    for (const side of ['p1', 'p2'] as const) {
      for (const species of reading.brought[side]) expect(named).toContain(`${side}:${species}`);
    }
    expect(reading.faints.map((f) => [f.turn, f.side, 'faint', f.species])).toEqual(
      rows(reading.timeline.filter((event) => event.action === 'faint')),
    );
  });

  it('has one Mega Evolution per Pokémon, from the forme change or the `|-mega|` line, whichever comes first', () => {
    const reading = read(championsGame());
    const megas = rows(reading.timeline.filter((event) => event.action === 'mega'));
    expect(megas).toEqual([
      [1, 'p1', 'mega', 'Charizard'],
      [1, 'p2', 'mega', 'Floette-Eternal'],
    ]);
    // The Mega forme switching back in is the same Pokémon.
    expect(rows(reading.timeline.filter((event) => event.action === 'switch')).at(-1)).toEqual([
      4,
      'p2',
      'switch',
      'Floette-Eternal',
    ]);
  });

  it('counts drags and Illusion reveals as switches, naming the Illusion user throughout', () => {
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
      move('p2b: Amoonguss', 'Whirlwind', 'p1a: Kingambit'),
      enter('p1a', 'Rillaboom', undefined, 'drag'),
      '|turn|3',
    ]);
    expect(rows(reading.timeline)).toEqual([
      [0, 'p1', 'switch', 'Kingambit'],
      [0, 'p1', 'switch', 'Zoroark-Hisui'],
      [0, 'p2', 'switch', 'Calyrex-Shadow'],
      [0, 'p2', 'switch', 'Amoonguss'],
      [1, 'p1', 'tera', 'Zoroark-Hisui'],
      [1, 'p2', 'move', 'Calyrex-Shadow', 'Astral Barrage'],
      [2, 'p1', 'switch', 'Zoroark-Hisui'],
      [2, 'p1', 'faint', 'Zoroark-Hisui'],
      [2, 'p1', 'switch', 'Amoonguss'],
      [2, 'p2', 'move', 'Amoonguss', 'Whirlwind'],
      [2, 'p1', 'switch', 'Rillaboom'],
    ]);
  });

  it('leaves out called moves and Struggle, as movesUsed does', () => {
    const reading = read([
      ...head(),
      ...preview(['Oranguru', 'Indeedee-F', 'Kingambit', 'Amoonguss'], REG_I_P2),
      '|start',
      enter('p1a', 'Oranguru'),
      enter('p1b', 'Kingambit'),
      enter('p2a', 'Rillaboom'),
      enter('p2b', 'Incineroar'),
      '|turn|1',
      move('p1a: Oranguru', 'Instruct', 'p1b: Kingambit'),
      '|move|p1b: Kingambit|Kowtow Cleave|p2a: Rillaboom|[from]move: Instruct',
      move('p2a: Rillaboom', 'Struggle', 'p1a: Oranguru'),
      '|turn|2',
    ]);
    expect(rows(reading.timeline.filter((event) => event.action === 'move'))).toEqual([
      [1, 'p1', 'move', 'Oranguru', 'Instruct'],
    ]);
  });

  it('places a forfeit where its message stands, on the side that forfeited', () => {
    const lines = regIGame().slice(0, -2);
    const reading = read([...lines, '|-message|Bob forfeited.', '|', '|win|Alice']);
    expect(reading.forfeitedBy).toBe('Bob');
    expect(reading.timeline.at(-1)).toEqual({ turn: 4, side: 'p2', action: 'forfeit', pokemon: null });
  });

  it('is empty for a text that is not a replay, and never throws on junk', () => {
    expect(readShowdownReplay('hello').timeline).toEqual([]);
    expect(readShowdownReplay('|switch|\n|move|\n|-mega|\n|faint|').timeline).toEqual([]);
  });
});
