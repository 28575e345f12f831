import { describe, expect, it } from 'vitest';
import { vgcBringLead } from '../../src/analytics/vgcBringLead.ts';
import type { BringLeadMatchLike } from '../../src/analytics/vgcBringLead.ts';
import { GAMES_BEHIND_LISTED } from '../../src/analytics/gamesBehind.ts';
import { vgcBringLeadGamesBehind, vgcBringLeadGamesWithin } from '../../src/analytics/vgcBringLeadGames.ts';
import { vgcUsage } from '../../src/analytics/vgcUsage.ts';
import { analyticsQuerySchema } from '../../src/schemas/analyticsQuery.ts';
import {
  BRING_LEAD_GAMES_ONE_POKEMON,
  BRING_LEAD_GAMES_PAIR_NEEDS_TWO,
  bringLeadGamesQuerySchema,
} from '../../src/schemas/vgcBringLeadApi.ts';

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar', 'Chi-Yu', 'Amoonguss'];

const matches: (BringLeadMatchLike & { bestOf?: number; format?: string })[] = [
  {
    _id: 'm1',
    date: '2026-03-01',
    opponentName: 'Ash',
    opponentTeam: SUN,
    bestOf: 3,
    games: [
      {
        result: 'win',
        leadPokemon: ['Incineroar', 'Flutter Mane'],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        opponentLeadPokemon: ['Torkoal', 'Lilligant-Hisui'],
        opponentBroughtPokemon: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar'],
      },
      {
        result: 'loss',
        leadPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss'],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        opponentLeadPokemon: ['Torkoal', 'Flutter Mane'],
        opponentBroughtPokemon: ['Torkoal', 'Flutter Mane', 'Chi-Yu', 'Amoonguss'],
      },
      // Not counted: no result.
      { result: null, leadPokemon: ['Incineroar', 'Flutter Mane'], broughtPokemon: ['Incineroar'] },
    ],
  },
  {
    _id: 'm2',
    date: '2026-04-02',
    opponentName: ' Misty ',
    opponentTeam: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar', 'Urshifu', 'Amoonguss'],
    bestOf: 1,
    games: [
      {
        result: 'win',
        // Another spelling: the same counted Pokémon as the rows.
        leadPokemon: ['incineroar', 'Urshifu-Rapid-Strike'],
        broughtPokemon: ['Incineroar', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Rillaboom'],
        opponentLeadPokemon: [],
        opponentBroughtPokemon: [],
      },
    ],
  },
  {
    _id: 'm3',
    date: '2026-02-10',
    opponentTeam: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Calyrex-Shadow', 'Urshifu-*', 'Rillaboom'],
    bestOf: 1,
    games: [
      {
        result: 'loss',
        leadPokemon: ['Rillaboom', 'Flutter Mane'],
        broughtPokemon: ['Rillaboom', 'Flutter Mane', 'Incineroar', 'Amoonguss'],
        opponentLeadPokemon: ['Calyrex-Shadow', 'Torkoal'],
        opponentBroughtPokemon: ['Calyrex-Shadow', 'Torkoal', 'Urshifu', 'Rillaboom'],
      },
    ],
  },
];

const ids = (games: { matchId: string; game: number }[]) => games.map((g) => `${g.matchId}:${g.game}`);

describe('vgcBringLeadGamesBehind', () => {
  const figures = vgcBringLead(matches);

  it('lists exactly the games each of your rows counts, brought and led', () => {
    for (const row of figures.pokemon) {
      const brought = vgcBringLeadGamesBehind(matches, { kind: 'brought', pokemon: [row.pokemon] });
      expect(brought.length, `${row.pokemon} brought`).toBe(row.brought.games);
      expect(brought.filter((g) => g.result === 'win').length).toBe(row.brought.wins);
      const led = vgcBringLeadGamesBehind(matches, { kind: 'led', pokemon: [row.pokemon] });
      expect(led.length, `${row.pokemon} led`).toBe(row.led.games);
      expect(led.filter((g) => g.result === 'win').length).toBe(row.led.wins);
    }
  });

  it('lists exactly the games of each opponent trend, faced and when brought', () => {
    for (const row of figures.opponents) {
      const faced = vgcBringLeadGamesBehind(matches, { kind: 'opponent', pokemon: [row.pokemon] });
      expect(faced.length, `${row.pokemon} faced`).toBe(row.faced.games);
      expect(faced.filter((g) => g.result === 'win').length).toBe(row.faced.wins);
      const whenBrought = vgcBringLeadGamesBehind(matches, { kind: 'opponentBrought', pokemon: [row.pokemon] });
      expect(whenBrought.length, `${row.pokemon} when brought`).toBe(row.whenBrought.games);
    }
  });

  it('lists exactly the games of each lead pair, in either order', () => {
    for (const pair of vgcUsage(matches).leadPairs) {
      const behind = vgcBringLeadGamesBehind(matches, { kind: 'leadPair', pokemon: [...pair.pokemon].reverse() });
      expect(behind.length, pair.pokemon.join(' + ')).toBe(pair.games);
      expect(behind.filter((g) => g.result === 'win').length).toBe(pair.wins);
    }
  });

  it('lists newest first, game by game, with what a row of the list shows', () => {
    const behind = vgcBringLeadGamesBehind(matches, { kind: 'brought', pokemon: ['Incineroar'] });
    expect(ids(behind)).toEqual(['m2:0', 'm1:0', 'm1:1', 'm3:0']);
    expect(behind[0]).toMatchObject({ date: '2026-04-02', opponentName: 'Misty', result: 'win' });
    expect(behind[3]).toMatchObject({ opponentName: '', result: 'loss' });
  });

  it('reads the preview wildcard and formes as the figures do, and finds nothing for an unknown Pokémon', () => {
    expect(ids(vgcBringLeadGamesBehind(matches, { kind: 'opponent', pokemon: ['Urshifu'] }))).toEqual(['m2:0', 'm3:0']);
    expect(vgcBringLeadGamesBehind(matches, { kind: 'brought', pokemon: ['Urshifu'] })).toEqual([]);
    expect(vgcBringLeadGamesBehind(matches, { kind: 'brought', pokemon: ['Pikachu'] })).toEqual([]);
    // A pair needs two different Pokémon; one name is not a pair.
    expect(vgcBringLeadGamesBehind(matches, { kind: 'leadPair', pokemon: ['Incineroar', 'incineroar'] })).toEqual([]);
    expect(vgcBringLeadGamesBehind(matches, { kind: 'leadPair', pokemon: ['Incineroar'] })).toEqual([]);
  });
});

describe('vgcBringLeadGamesWithin', () => {
  it('applies the analytics filters as the figures do', () => {
    const query = analyticsQuerySchema.parse({ bestOf: '1' });
    const answer = vgcBringLeadGamesWithin(matches, { kind: 'led', pokemon: ['Incineroar'] }, { query });
    expect(answer).toEqual({
      total: 1,
      games: [{ matchId: 'm2', game: 0, date: '2026-04-02', opponentName: 'Misty', result: 'win' }],
    });
    const march = analyticsQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31' });
    expect(vgcBringLeadGamesWithin(matches, { kind: 'opponent', pokemon: ['Torkoal'] }, { query: march }).total).toBe(
      2,
    );
  });

  it('lists at most the newest 100 and counts them all', () => {
    const many: BringLeadMatchLike[] = Array.from({ length: 130 }, (_, i) => ({
      _id: `x${String(i).padStart(3, '0')}`,
      date: `2026-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`,
      games: [{ result: 'win', broughtPokemon: ['Incineroar'] }],
    }));
    const answer = vgcBringLeadGamesWithin(
      many,
      { kind: 'brought', pokemon: ['Incineroar'] },
      {
        query: analyticsQuerySchema.parse({}),
      },
    );
    expect(answer.total).toBe(130);
    expect(answer.games).toHaveLength(GAMES_BEHIND_LISTED);
    expect(answer.games[0]!.matchId).toBe('x129');
    expect(answer.games.at(-1)!.matchId).toBe('x030');
  });
});

describe('bringLeadGamesQuerySchema', () => {
  it('reads the filters, the kind and the Pokémon', () => {
    expect(
      bringLeadGamesQuerySchema.parse({ kind: 'leadPair', pokemon: 'Incineroar, Flutter Mane', bestOf: '3' }),
    ).toMatchObject({ kind: 'leadPair', pokemon: ['Incineroar', 'Flutter Mane'], bestOf: 3 });
  });

  it('refuses a bad kind, a missing Pokémon and the wrong number of them with a clear message', () => {
    const issue = (input: Record<string, unknown>) => {
      const read = bringLeadGamesQuerySchema.safeParse(input);
      return read.success ? null : read.error.issues[0]!.message;
    };
    expect(issue({ kind: 'best', pokemon: 'Incineroar' })).toMatch(/^Kind must be brought, led/);
    expect(issue({ kind: 'led' })).toBe('Pokémon is required');
    expect(issue({ kind: 'led', pokemon: ' , ' })).toBe('Pokémon is required');
    expect(issue({ kind: 'leadPair', pokemon: 'Incineroar' })).toBe(BRING_LEAD_GAMES_PAIR_NEEDS_TWO);
    expect(issue({ kind: 'brought', pokemon: 'Incineroar,Amoonguss' })).toBe(BRING_LEAD_GAMES_ONE_POKEMON);
    expect(issue({ kind: 'brought', pokemon: 'A,B,C' })).toBe(BRING_LEAD_GAMES_ONE_POKEMON);
    expect(issue({ kind: 'brought', pokemon: 'x'.repeat(61) })).toMatch(/at most 60 characters/);
    expect(issue({ kind: 'brought', pokemon: 'Incineroar', from: '2026-05-01', to: '2026-04-01' })).toMatch(
      /on or after/,
    );
  });
});
