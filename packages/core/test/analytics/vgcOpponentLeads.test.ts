import { describe, expect, it } from 'vitest';
import { vgcOpponentLeads } from '../../src/analytics/vgcOpponentLeads.ts';

const matches = [
  {
    bestOf: 3,
    games: [
      { result: 'win', opponentLeadPokemon: ['Chi-Yu', 'Landorus-Therian'] },
      { result: 'loss', opponentLeadPokemon: [' landorus-therian ', 'chi-yu'] },
      { result: 'win', opponentLeadPokemon: ['Rillaboom', 'Chi-Yu'] },
    ],
  },
  {
    bestOf: 1,
    games: [{ result: 'loss', opponentLeadPokemon: ['Chi-Yu', ''] }], // one recorded lead: a single, no pair
  },
  { bestOf: 1, games: [{ result: 'win', opponentLeadPokemon: [] }] }, // nothing recorded
  { bestOf: 1, games: [{ result: 'draw', opponentLeadPokemon: ['Chi-Yu', 'Rillaboom'] }] }, // not a counted game
  { bestOf: 1, games: null },
];

describe('vgcOpponentLeads (hand-counted)', () => {
  const leads = vgcOpponentLeads(matches);

  it('counts games, games with leads and games with a pair', () => {
    // Counted: 3 + 1 + 1 = 5; with a lead: 4; with two leads: 3.
    expect([leads.games, leads.gamesWithLeads, leads.gamesWithPair]).toEqual([5, 4, 3]);
  });

  it('pairs ignore order, case and spaces; your game record against each', () => {
    expect(leads.pairs.map((p) => [p.pokemon, p.wins, p.losses, p.games, p.share])).toEqual([
      [['Chi-Yu', 'Landorus-Therian'], 1, 1, 2, 2 / 3],
      [['Chi-Yu', 'Rillaboom'], 1, 0, 1, 1 / 3],
    ]);
    expect(leads.pairs[0]!.rate).toBe(0.5);
    expect(leads.pairs[0]!.small).toBe(true);
  });

  it('singles count each lead once per game, over games with a lead recorded', () => {
    // Chi-Yu led in all 4 (W, L, W, L); Landorus-Therian in 2 (W, L); Rillaboom in 1 (W).
    expect(leads.singles.map((s) => [s.pokemon, s.wins, s.losses, s.share])).toEqual([
      ['Chi-Yu', 2, 2, 1],
      ['Landorus-Therian', 1, 1, 0.5],
      ['Rillaboom', 1, 0, 0.25],
    ]);
    // Wilson 95% for 2 of 4: centre (0.5 + 3.8415/8)/(1 + 3.8415/4) = 0.5, half ≈ 0.3495.
    expect(leads.singles[0]!.interval).toEqual({ low: expect.closeTo(0.15004, 4), high: expect.closeTo(0.84996, 4) });
  });

  it('is empty without games', () => {
    expect(vgcOpponentLeads([])).toEqual({ games: 0, gamesWithLeads: 0, gamesWithPair: 0, pairs: [], singles: [] });
  });
});
