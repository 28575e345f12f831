import { describe, expect, it } from 'vitest';
import { limitlessTournamentLink, parseLimitlessTournamentLink } from '../../../src/importers/limitless/links.ts';
import {
  filterLimitlessTournaments,
  findLimitlessPlayer,
  limitlessPlayers,
  limitlessTournamentInfo,
  limitlessTournamentSummary,
} from '../../../src/importers/limitless/tournaments.ts';
import { readLimitlessDetails, readLimitlessStandings } from '../../../src/importers/limitless/upstream.ts';
import type { LimitlessUpstreamTournament } from '../../../src/importers/limitless/types.ts';
import { CATEGORIES, TCG_ID, tcgDetailsJson, tcgStandingsJson, vgcStandingsJson } from './fixtures.ts';

describe('parseLimitlessTournamentLink', () => {
  it('takes the id from every shape of a tournament link, and a bare id', () => {
    for (const text of [
      TCG_ID,
      ` ${TCG_ID} `,
      `https://play.limitlesstcg.com/tournament/${TCG_ID}`,
      `https://play.limitlesstcg.com/tournament/${TCG_ID}/standings`,
      `http://PLAY.LimitlessTCG.com/tournament/${TCG_ID}/player/ash?x=1#top`,
      `play.limitlesstcg.com/tournament/${TCG_ID}/`,
      `<https://play.limitlesstcg.com/tournament/${TCG_ID}/details>`,
      `https://play.limitlesstcg.com/api/tournaments/${TCG_ID}/pairings`,
    ]) {
      expect(parseLimitlessTournamentLink(text), text).toBe(TCG_ID);
    }
  });

  it('refuses other sites, other pages and what is not an id', () => {
    for (const text of [
      '',
      'not an id!',
      `https://limitlesstcg.com/tournaments/${TCG_ID}`,
      `https://evil.example/tournament/${TCG_ID}`,
      `ftp://play.limitlesstcg.com/tournament/${TCG_ID}`,
      'https://play.limitlesstcg.com/tournaments',
      'https://play.limitlesstcg.com/tournament/',
      'https://play.limitlesstcg.com/tournament/bad%20id',
      'x'.repeat(65),
      42 as unknown as string,
    ]) {
      expect(parseLimitlessTournamentLink(text), String(text)).toBeNull();
    }
  });

  it('writes the standings link', () => {
    expect(limitlessTournamentLink('abc')).toBe('https://play.limitlesstcg.com/tournament/abc/standings');
  });
});

const tournament = (name: string, date: string, game = 'PTCG'): LimitlessUpstreamTournament => ({
  id: name.replace(/\W/g, ''),
  game,
  format: 'STANDARD',
  name,
  date,
  players: 10,
});

describe('filterLimitlessTournaments', () => {
  const list = [
    tournament('Pokémon Regionals Warm-up', '2024-03-02T23:30:00.000Z'),
    tournament('Trainer Log Weekly #12', '2024-03-02T12:00:00.000Z'),
    tournament('trainer log weekly #11', '2024-02-24T12:00:00.000Z'),
    tournament('Copa São Paulo', '2024-03-03T01:00:00.000Z'),
  ];
  const names = (search: string, date?: string) =>
    filterLimitlessTournaments(list, { search, date }).map((t) => t.name);

  it('keeps names holding every word, ignoring case, accents and punctuation, in the given order', () => {
    expect(names('')).toHaveLength(4);
    expect(names('WEEKLY log')).toEqual(['Trainer Log Weekly #12', 'trainer log weekly #11']);
    expect(names('pokemon regional')).toEqual(['Pokémon Regionals Warm-up']);
    expect(names('sao')).toEqual(['Copa São Paulo']);
    expect(names('weekly 12')).toEqual(['Trainer Log Weekly #12']);
    expect(names('weekly cup')).toEqual([]);
  });

  it('keeps the tournaments that started on the UTC day', () => {
    expect(names('', '2024-03-02')).toEqual(['Pokémon Regionals Warm-up', 'Trainer Log Weekly #12']);
    expect(names('log', '2024-03-02')).toEqual(['Trainer Log Weekly #12']);
    expect(names('', '2024-03-03')).toEqual(['Copa São Paulo']);
  });
});

describe('tournament summaries and info', () => {
  it('summarises Pokémon tournaments only, with the UTC day and the import', () => {
    const t = tournament('Cup', '2024-03-02T23:30:00.000Z');
    expect(limitlessTournamentSummary(t, { groupId: 'g1' })).toEqual({
      id: 'Cup',
      game: 'tcg',
      format: 'STANDARD',
      name: 'Cup',
      date: '2024-03-02T23:30:00.000Z',
      day: '2024-03-02',
      players: 10,
      imported: { groupId: 'g1' },
    });
    expect(limitlessTournamentSummary({ ...t, game: 'VGC' }, null)?.game).toBe('vgc');
    expect(limitlessTournamentSummary({ ...t, game: 'OP' }, null)).toBeNull();
  });

  it('describes the phases: Swiss or top cut, best-of from the mode', () => {
    const details = readLimitlessDetails({
      ...tcgDetailsJson,
      phases: [
        { phase: 1, type: 'SWISS', rounds: 5, mode: 'BO1' },
        { phase: 2, type: 'SINGLE_ELIMINATION', rounds: 3, mode: 'BO3' },
        { phase: 3, type: 'DOUBLE_BRACKET', rounds: 1, mode: 'BO5' },
        { phase: 4, type: 'ROUND_ROBIN', rounds: 2, mode: '' },
      ],
    })!;
    const info = limitlessTournamentInfo(details, null)!;
    expect(info).toMatchObject({
      game: 'tcg',
      day: '2024-03-02',
      players: 8,
      organizer: 'Pallet Town League',
      isOnline: true,
      hasDecklists: true,
      imported: null,
      link: `https://play.limitlesstcg.com/tournament/${TCG_ID}/standings`,
    });
    expect(info.phases.map((p) => [p.kind, p.bestOf])).toEqual([
      ['swiss', 1],
      ['topcut', 3],
      ['topcut', 3],
      ['other', 3],
    ]);
    expect(limitlessTournamentInfo({ ...details, game: 'LORCANA' }, null)).toBeNull();
  });
});

describe('limitlessPlayers', () => {
  const standings = readLimitlessStandings(tcgStandingsJson)!.items;

  it('lists TCG players by placing with their archetype, sprites and category', () => {
    const players = limitlessPlayers(standings, 'tcg', CATEGORIES);
    expect(players.map((p) => p.username)).toEqual([
      'cynthia',
      'ash',
      'josé_m',
      'gary',
      'misty',
      'brock',
      'eve',
      'dawn',
    ]);
    const byName = (u: string) => players.find((p) => p.username === u)!;
    expect(byName('ash').archetype).toEqual({
      name: 'Dragapult ex',
      icons: ['dragapult', 'pidgeot'],
      sprites: ['dragapult', 'pidgeot'],
      categoryName: 'Dragapult',
    });
    // No keyword matches 'Rogue Brew'; its sprites are the Ogerpon Box category's.
    expect(byName('brock').archetype?.categoryName).toBe('Ogerpon Box');
    expect(byName('josé_m').archetype).toMatchObject({ sprites: ['raging-bolt', 'ogerpon'], categoryName: null });
    expect(byName('gary')).toMatchObject({ archetype: null, team: [] });
    expect(byName('dawn').drop).toBe(2);
  });

  it('lists VGC players with their team’s species and no archetype', () => {
    const vgc = readLimitlessStandings(vgcStandingsJson)!.items;
    const [red, blue, leaf] = limitlessPlayers(vgc, 'vgc', CATEGORIES);
    expect(red).toMatchObject({
      archetype: null,
      team: ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom', 'Calyrex-Shadow', 'Amoonguss'],
    });
    expect(blue!.team).toEqual(['Miraidon', 'Iron Hands']);
    expect(leaf!.team).toEqual([]);
  });
});

describe('findLimitlessPlayer', () => {
  const players = [
    { username: 'josé_m' },
    { username: 'Ash' },
    { username: 'ash' },
    { username: 'Zoë' },
    { username: 'zoe' },
  ];

  it('finds a username exactly, else ignoring case, else ignoring accents when that is one player', () => {
    expect(findLimitlessPlayer(players, 'ash')).toBe(players[2]);
    expect(findLimitlessPlayer(players, 'ASH')).toBe(players[1]);
    expect(findLimitlessPlayer(players, 'JOSÉ_M')).toBe(players[0]);
    expect(findLimitlessPlayer(players, 'Jose_M')).toBe(players[0]);
    expect(findLimitlessPlayer(players, ' zoë ')).toBe(players[3]);
    expect(findLimitlessPlayer(players, 'misty')).toBeNull();
    expect(findLimitlessPlayer(players, '')).toBeNull();
    expect(findLimitlessPlayer(players, null)).toBeNull();
  });
});
