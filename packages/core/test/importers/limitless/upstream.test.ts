import { describe, expect, it } from 'vitest';
import {
  limitlessDayOf,
  limitlessGameOf,
  readLimitlessDetails,
  readLimitlessPairings,
  readLimitlessStandings,
  readLimitlessTournaments,
} from '../../../src/importers/limitless/upstream.ts';
import { redTeam, tcgDetailsJson, tcgPairingsJson, tcgStandingsJson, vgcDetailsJson } from './fixtures.ts';

describe('limitlessGameOf', () => {
  it('knows PTCG and VGC in any letter case, and nothing else', () => {
    expect(limitlessGameOf('PTCG')).toBe('tcg');
    expect(limitlessGameOf(' vgc ')).toBe('vgc');
    for (const other of ['OP', 'POCKET', 'LORCANA', '', undefined as unknown as string]) {
      expect(limitlessGameOf(other)).toBeNull();
    }
  });
});

describe('limitlessDayOf', () => {
  it('is the UTC calendar day of a date-time, whatever offset it was written with', () => {
    expect(limitlessDayOf('2024-03-02T23:30:00.000Z')).toBe('2024-03-02');
    expect(limitlessDayOf('2024-03-02T22:00:00-05:00')).toBe('2024-03-03');
    expect(limitlessDayOf('2024-03-02')).toBe('2024-03-02');
    expect(limitlessDayOf('2024-03-02T23:30:00')).toBe('2024-03-02');
    expect(limitlessDayOf('next Tuesday')).toBeNull();
    expect(limitlessDayOf('2024-13-40T00:00:00Z')).toBeNull();
  });
});

describe('readLimitlessTournaments', () => {
  it('reads the documented list and leaves out what it cannot read', () => {
    const read = readLimitlessTournaments([
      {
        id: '63fcb6d32fb42a11441fb777',
        game: 'VGC',
        format: '23S2',
        name: 'Weekly #07',
        date: '2023-03-02T23:00:00.000Z',
        players: 28,
      },
      { id: 'abc', game: 'PTCG', format: null, name: ' Cup ', date: '2023-03-02T22:00:00.000Z', players: '47' },
      { id: 'def', game: 'OP', name: 'One Piece night', date: '2023-03-01T22:00:00.000Z' },
      { id: 'no name', game: 'PTCG', name: 'Bad id', date: '2023-03-01T22:00:00.000Z' },
      { id: 'x1', game: 'PTCG', name: 'No date' },
      { id: 'x2', game: 'PTCG', date: '2023-03-01T22:00:00.000Z' },
      null,
      [],
    ]);
    expect(read?.skipped).toBe(5);
    expect(read?.items).toEqual([
      {
        id: '63fcb6d32fb42a11441fb777',
        game: 'VGC',
        format: '23S2',
        name: 'Weekly #07',
        date: '2023-03-02T23:00:00.000Z',
        players: 28,
      },
      { id: 'abc', game: 'PTCG', format: null, name: 'Cup', date: '2023-03-02T22:00:00.000Z', players: 47 },
      { id: 'def', game: 'OP', format: null, name: 'One Piece night', date: '2023-03-01T22:00:00.000Z', players: 0 },
    ]);
  });

  it('is null for an answer that is not a list', () => {
    for (const json of [null, undefined, {}, 'error', 42, { tournaments: [] }]) {
      expect(readLimitlessTournaments(json)).toBeNull();
    }
  });
});

describe('readLimitlessDetails', () => {
  it('reads the organiser, lists, phases sorted and upper-cased, numbers sent as strings', () => {
    const details = readLimitlessDetails({
      ...tcgDetailsJson,
      phases: [
        { phase: '2', type: 'single_bracket', rounds: '1', mode: 'bo3' },
        { phase: 1, type: 'SWISS', rounds: 11, mode: 'BO1' },
        { type: 'SWISS' },
        'phase three',
      ],
    });
    expect(details).toMatchObject({
      id: tcgDetailsJson.id,
      game: 'PTCG',
      players: 8,
      organizer: 'Pallet Town League',
      decklists: true,
      isOnline: true,
      phases: [
        { phase: 1, type: 'SWISS', rounds: 11, mode: 'BO1' },
        { phase: 2, type: 'SINGLE_BRACKET', rounds: 1, mode: 'BO3' },
      ],
    });
    expect(readLimitlessDetails(vgcDetailsJson)).toMatchObject({ organizer: 'Saffron Gym', decklists: true });
  });

  it('has defaults for everything but what names the tournament', () => {
    const { organizer: _o, decklists: _d, isOnline: _i, phases: _p, ...bare } = tcgDetailsJson;
    expect(readLimitlessDetails(bare)).toMatchObject({ organizer: null, decklists: false, isOnline: null, phases: [] });
  });

  it('is null when the answer is not a tournament', () => {
    for (const json of [
      null,
      [],
      [tcgDetailsJson],
      'Not found',
      { ...tcgDetailsJson, name: '' },
      { ...tcgDetailsJson, date: 'soon' },
    ]) {
      expect(readLimitlessDetails(json)).toBeNull();
    }
  });
});

describe('readLimitlessStandings', () => {
  const read = readLimitlessStandings(tcgStandingsJson)!;
  const byPlayer = (player: string) => read.items.find((s) => s.player === player);

  it('keeps one standing per username and counts what it left out', () => {
    expect(read.items.map((s) => s.player)).toEqual([
      'ash',
      'cynthia',
      'misty',
      'brock',
      'gary',
      'josé_m',
      'dawn',
      'eve',
    ]);
    // 'ASH' twice, null, a string, no username.
    expect(read.skipped).toBe(4);
  });

  it('reads a TCG list by section, numbers as strings and cards without a count left out', () => {
    const ash = byPlayer('ash')!;
    expect(ash.record).toEqual({ wins: 2, losses: 2, ties: 1 });
    expect(ash.deck).toEqual({ id: 'dragapult-pidgeot', name: 'Dragapult ex', icons: ['dragapult', 'pidgeot'] });
    const list = ash.decklist as { pokemon: unknown[]; trainer: { name: string }[]; energy: unknown[] };
    expect(list.pokemon[0]).toEqual({ count: 4, name: 'Dreepy', set: 'TWM', number: '128' });
    expect(list.pokemon[2]).toEqual({ count: 3, name: 'Dragapult ex', set: 'TWM', number: '130' });
    expect(list.trainer.map((c) => c.name)).toEqual(['Arven', 'Iono', 'Iono', 'Rare Candy', 'Ultra Ball']);
    expect(list.energy).toHaveLength(2);
  });

  it('has defaults for a standing with little in it', () => {
    expect(byPlayer('eve')).toEqual({
      player: 'eve',
      name: 'Eve',
      country: null,
      placing: 8,
      record: { wins: 0, losses: 0, ties: 0 },
      decklist: null,
      deck: null,
      drop: null,
    });
    expect(byPlayer('dawn')).toMatchObject({ placing: null, drop: 2 });
  });

  it('reads a VGC team list, leaving out Pokémon without a name', () => {
    const [standing] = readLimitlessStandings([{ player: 'red', decklist: redTeam }])!.items;
    const team = standing!.decklist as { id: string; name: string; tera: string; attacks: string[] }[];
    expect(team).toHaveLength(6);
    expect(team[0]).toEqual({
      id: 'urshifu-rapid-strike',
      name: 'Urshifu',
      item: 'Choice Scarf',
      ability: 'Unseen Fist',
      attacks: ['Surging Strikes', 'Close Combat', 'U-turn', 'Aqua Jet'],
      tera: 'water',
    });
  });

  it('reads another game’s list or an empty one as no list', () => {
    const onePiece = { leader: { name: 'Luffy', set: 'OP01', number: '1' }, character: [{ count: 4, name: 'Zoro' }] };
    const read = readLimitlessStandings([
      { player: 'a', decklist: onePiece },
      { player: 'b', decklist: [] },
      { player: 'c', decklist: { pokemon: [], trainer: [], energy: [] } },
      { player: 'd', decklist: 'list' },
    ])!;
    expect(read.items.map((s) => s.decklist)).toEqual([null, null, null, null]);
  });

  it('is null for an answer that is not a list', () => {
    expect(readLimitlessStandings({ error: 'Not found' })).toBeNull();
  });
});

describe('readLimitlessPairings', () => {
  it('reads winners, byes and numbers as strings, and leaves out what it cannot read', () => {
    const read = readLimitlessPairings(tcgPairingsJson)!;
    expect(read.skipped).toBe(3);
    expect(read.items).toHaveLength(15);
    expect(read.items[7]).toEqual({
      round: 3,
      phase: 1,
      table: 1,
      match: null,
      winner: -1,
      player1: 'gary',
      player2: 'ash',
    });
    expect(read.items[9]).toEqual({
      round: 4,
      phase: 1,
      table: null,
      match: null,
      winner: 'ash',
      player1: 'ash',
      player2: null,
    });
  });

  it('reads every way of writing a winner and a missing opponent', () => {
    const read = readLimitlessPairings([
      { round: 1, player1: 'a', player2: 'b', winner: 'b' },
      { round: 1, player1: 'a', player2: 'b', winner: 0 },
      { round: 1, player1: 'a', player2: 'b', winner: '0' },
      { round: 1, player1: 'a', player2: 'b', winner: -1 },
      { round: 1, player1: 'a', player2: 'b', winner: '-1' },
      { round: 1, player1: 'a', player2: 'b', winner: null },
      { round: 1, player1: 'a', player2: 'b' },
      { round: 1, player1: 'a', player2: 'b', winner: '' },
      { round: 1, player1: 'a', player2: null, winner: 'a' },
      { round: 1, player1: 'a', player2: '', winner: 'a' },
      { round: 1, player2: 'b', winner: 'b' },
      { round: 1, phase: 2, match: 'T8-1', player1: 12345, player2: 'b', winner: 12345 },
    ])!;
    expect(read.items.map((p) => p.winner)).toEqual(['b', 0, 0, -1, -1, null, null, null, 'a', 'a', 'b', '12345']);
    expect(read.items.map((p) => p.player2)).toEqual(['b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', null, null, null, 'b']);
    expect(read.items[10]).toMatchObject({ player1: 'b', phase: 1 });
    expect(read.items[11]).toMatchObject({ player1: '12345', phase: 2, match: 'T8-1' });
  });

  it('is null for an answer that is not a list', () => {
    expect(readLimitlessPairings('<html>')).toBeNull();
  });
});
