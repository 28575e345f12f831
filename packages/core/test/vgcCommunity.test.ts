import { describe, expect, it } from 'vitest';
import {
  VGC_COMMUNITY_PAIR_LIMIT,
  VGC_COMMUNITY_PAIR_MIN_MATCHES,
  vgcCommunity,
  vgcCommunityRegulationOf,
  type VgcCommunityTeamRow,
} from '../src/analytics/vgcCommunity.ts';
import { ratedRecord } from '../src/analytics/winRate.ts';
import { vgcCommunityQuerySchema, vgcCommunitySchema } from '../src/schemas/vgcCommunityAnalytics.ts';

const RESTRICTED = ['Calyrex-Shadow', 'Miraidon', 'Zacian-Crowned', 'Koraidon'];

const shadowMiraidon = ['Calyrex-Shadow', 'Miraidon', 'Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Farigiraf'];
const iceTeam = ['Calyrex-Ice', 'Incineroar', 'Urshifu', 'Amoonguss', 'Raging Bolt', 'Farigiraf'];

function row(player: string, team: readonly string[], w: number, l: number, t = 0, format = 'Reg I') {
  return { player, format, team, wins: w, losses: l, ties: t } satisfies VgcCommunityTeamRow;
}

const base = { restricted: RESTRICTED, convention: 'loss' as const, minMatches: 0 };

describe('vgcCommunity', () => {
  it('counts matches per Pokémon with usage over matches with a team, formes apart, and players', () => {
    const answer = vgcCommunity({
      ...base,
      rows: [row('a', shadowMiraidon, 3, 1), row('b', iceTeam, 1, 2, 1), row('b', [], 2, 0)],
    });
    expect(vgcCommunitySchema.strict().parse(answer)).toEqual(answer);
    expect(answer.totalMatches).toBe(10);
    expect(answer.teamMatches).toBe(8);
    expect(answer.players).toBe(2);
    const byName = new Map(answer.pokemon.map((p) => [p.pokemon, p]));
    // Formes kept apart: Calyrex-Shadow and Calyrex-Ice, Urshifu and Urshifu-Rapid-Strike.
    expect(byName.get('Calyrex-Shadow')).toMatchObject({ matches: 4, wins: 3, losses: 1, ties: 0, usage: 0.5 });
    expect(byName.get('Calyrex-Ice')).toMatchObject({ matches: 4, wins: 1, losses: 2, ties: 1, players: 1 });
    expect(byName.has('Urshifu')).toBe(true);
    expect(byName.has('Urshifu-Rapid-Strike')).toBe(true);
    const incineroar = byName.get('Incineroar')!;
    expect(incineroar).toMatchObject({ matches: 8, usage: 1, players: 2, wins: 4, losses: 3, ties: 1 });
    expect(incineroar.rate).toBeCloseTo(4 / 8);
    expect(incineroar.interval).toEqual(ratedRecord({ wins: 4, losses: 3, ties: 1 }).interval);
    // Most used first, then A-Z.
    expect(answer.pokemon.slice(0, 2).map((p) => p.pokemon)).toEqual(['Farigiraf', 'Incineroar']);
  });

  it('applies the tie convention and greys below minMatches', () => {
    const rows = [row('a', iceTeam, 1, 2, 3)];
    const loss = vgcCommunity({ ...base, rows, minMatches: 6 }).pokemon[0]!;
    const third = vgcCommunity({ ...base, rows, minMatches: 6, convention: 'third' }).pokemon[0]!;
    const exclude = vgcCommunity({ ...base, rows, minMatches: 6, convention: 'exclude' }).pokemon[0]!;
    expect(loss.rate).toBeCloseTo(1 / 6);
    expect(loss.small).toBe(false);
    expect(third.rate).toBeCloseTo(2 / 6);
    expect(exclude.rate).toBeCloseTo(1 / 3);
    expect(exclude.small).toBe(true);
    expect(exclude.matches).toBe(6);
  });

  it('folds battle-only formes into their base and counts a Pokémon once per team', () => {
    const answer = vgcCommunity({
      ...base,
      rows: [row('a', ['Charizard-Mega-Y', 'Charizard', 'Zacian-Crowned', 'Ogerpon-Wellspring-Tera'], 1, 0)],
    });
    expect(answer.pokemon.map((p) => p.pokemon)).toEqual(['Charizard', 'Ogerpon-Wellspring', 'Zacian']);
    expect(answer.pokemon.every((p) => p.matches === 1)).toBe(true);
    // Zacian-Crowned is listed: the team's Zacian-Crowned is restricted, named as counted.
    expect(answer.restrictedCores).toEqual([expect.objectContaining({ pokemon: ['Zacian'], matches: 1 })]);
  });

  it('lists pairs A-Z, from at least the minimum matches, the most used first', () => {
    const few = vgcCommunity({ ...base, rows: [row('a', shadowMiraidon, 1, 1)] });
    expect(few.pairs).toEqual([]);
    const answer = vgcCommunity({
      ...base,
      rows: [row('a', shadowMiraidon, 2, 1), row('b', iceTeam, 0, VGC_COMMUNITY_PAIR_MIN_MATCHES)],
    });
    // 15 pairs a team, Farigiraf + Incineroar on both.
    expect(answer.pairs).toHaveLength(29);
    expect(answer.pairs[0]).toMatchObject({ pokemon: ['Farigiraf', 'Incineroar'], matches: 6, players: 2, wins: 2 });
    for (const pair of answer.pairs) expect([...pair.pokemon].sort()).toEqual(pair.pokemon);
    expect(answer.pairs.find((p) => p.pokemon.join() === 'Calyrex-Shadow,Miraidon')).toMatchObject({
      matches: 3,
      usage: 0.5,
    });
  });

  it('keeps at most the pair limit', () => {
    const names = ['Amoonguss', 'Incineroar', 'Rillaboom', 'Farigiraf', 'Kingambit', 'Gholdengo', 'Dragonite'];
    const rows = names.flatMap((a, i) =>
      names.slice(i + 1).map((b) => row('a', [a, b, 'Pikachu', 'Raichu', 'Eevee', 'Snorlax'], 3, 0)),
    );
    const answer = vgcCommunity({ ...base, rows });
    expect(answer.pairs).toHaveLength(VGC_COMMUNITY_PAIR_LIMIT);
  });

  it('groups teams by restricted core, with the teams that hold none', () => {
    const answer = vgcCommunity({
      ...base,
      rows: [
        row('a', shadowMiraidon, 2, 0),
        row('b', ['Miraidon', 'Calyrex-Shadow', 'Whimsicott'], 0, 1),
        row('c', ['Calyrex-Ice', 'Koraidon'], 1, 1),
        row('d', ['Incineroar', 'Rillaboom'], 1, 0),
      ],
    });
    expect(answer.restrictedCores.map((c) => [c.pokemon, c.matches, c.players])).toEqual([
      [['Calyrex-Shadow', 'Miraidon'], 3, 2],
      [['Koraidon'], 2, 1],
      [[], 1, 1],
    ]);
  });

  it('names the regulation of a format and filters on it, listing every regulation', () => {
    expect(vgcCommunityRegulationOf('gen9vgc2025regg')).toBe('Regulation G');
    expect(vgcCommunityRegulationOf('[Gen 9] VGC 2025 Reg I (Bo3)')).toBe('Regulation I');
    expect(vgcCommunityRegulationOf('Casual')).toBe('Other formats');
    const rows = [
      row('a', iceTeam, 1, 0, 0, 'Reg G'),
      row('b', shadowMiraidon, 2, 1, 0, 'gen9vgc2025regi'),
      row('c', iceTeam, 1, 0, 0, ''),
    ];
    const all = vgcCommunity({ ...base, rows });
    expect(all.regulations).toEqual([
      { regulation: 'Regulation I', matches: 3 },
      { regulation: 'Other formats', matches: 1 },
      { regulation: 'Regulation G', matches: 1 },
    ]);
    const regG = vgcCommunity({ ...base, rows, regulation: 'Regulation G' });
    expect(regG.totalMatches).toBe(1);
    expect(regG.players).toBe(1);
    expect(regG.regulations).toEqual(all.regulations);
    expect(regG.pokemon.map((p) => p.pokemon)).toEqual([...iceTeam].sort());
  });

  it('answers empty lists with no rows, and ignores rows with nothing counted', () => {
    const answer = vgcCommunity({ ...base, rows: [row('a', iceTeam, 0, 0, 0), row('b', iceTeam, -1, Number.NaN)] });
    expect(answer).toEqual({
      totalMatches: 0,
      teamMatches: 0,
      players: 0,
      regulations: [],
      pokemon: [],
      pairs: [],
      restrictedCores: [],
      bringLead: [],
    });
  });

  it('rates how often a Pokémon is brought and leads from the team, formes apart, in the chosen regulation (issue 30)', () => {
    const count = (
      format: string,
      pokemon: string,
      onTeam: number,
      brought: number,
      broughtWins: number,
      led: number,
      ledWins: number,
    ) => ({
      format,
      pokemon,
      onTeam,
      brought,
      broughtWins,
      led,
      ledWins,
    });
    const answer = vgcCommunity({
      ...base,
      rows: [],
      bringLead: [
        count('VGC 2025 Reg G', 'Calyrex-Shadow', 10, 8, 5, 6, 4),
        count('gen9vgc2025regg', 'Calyrex-Shadow', 2, 2, 2, 0, 0),
        count('VGC 2025 Reg G', 'Calyrex-Ice', 4, 1, 0, 1, 0),
        count('VGC 2026 Reg M-A', 'Calyrex-Shadow', 5, 5, 5, 5, 5),
      ],
      regulation: 'Regulation G',
    });
    expect(answer.bringLead.map((r) => r.pokemon)).toEqual(['Calyrex-Shadow', 'Calyrex-Ice']);
    const shadow = answer.bringLead[0]!;
    expect(shadow.onTeam).toBe(12);
    expect(shadow.brought).toMatchObject({ wins: 7, losses: 3, games: 10 });
    expect(shadow.broughtRate).toBeCloseTo(10 / 12);
    expect(shadow.led).toMatchObject({ wins: 4, losses: 2 });
    expect(shadow.leadRate).toBeCloseTo(0.6);
  });
});

describe('vgcCommunityQuerySchema', () => {
  it('reads the community filters and a regulation, blanks as unset', () => {
    expect(vgcCommunityQuerySchema.parse({ regulation: ' Regulation G ', minMatches: '5', from: '' })).toEqual({
      regulation: 'Regulation G',
      minMatches: 5,
      convention: 'loss',
    });
    expect(vgcCommunityQuerySchema.parse({})).toEqual({ minMatches: 20, convention: 'loss' });
    expect(vgcCommunityQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).success).toBe(false);
    expect(vgcCommunityQuerySchema.safeParse({ regulation: 'x'.repeat(41) }).success).toBe(false);
  });
});
