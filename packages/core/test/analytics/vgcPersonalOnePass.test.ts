/**
 * Issue 18 "Speed": the VGC composite reads every game once (one pass feeding usage, opponent leads, moves, Tera and
 * the team breakdown, names and lists read once per computation, the breakdown in the order given with each match's
 * place newest first). Compared here, as JSON text, with the composite put together the plain way — each figure's
 * own function over the filtered matches, and the team breakdown per team over its matches sorted newest first by
 * `sortVgcMatches` with `mostCommonLeadPair` and the opposing Pokémon tallied game by game — on generated matches
 * with awkward values, across every filter.
 */
import { vgcBringLead } from '../../src/analytics/vgcBringLead.ts';
import { describe, expect, it } from 'vitest';
import { analyticsWindow, filterAnalyticsMatches } from '../../src/analytics/matchFilters.ts';
import { compareDeckNames } from '../../src/analytics/matchupTable.ts';
import { countedRecord, recordOverTime, recordOverview } from '../../src/analytics/recordOverTime.ts';
import { gameSplit } from '../../src/analytics/tcgGameSplits.ts';
import type { TieConvention } from '../../src/analytics/winRate.ts';
import { vgcMoveUsage } from '../../src/analytics/vgcMoveUsage.ts';
import { vgcOpponentLeads } from '../../src/analytics/vgcOpponentLeads.ts';
import { vgcFormatsOf, vgcPersonalAnalytics } from '../../src/analytics/vgcPersonal.ts';
import { analyticsTeamMatches, bestAndWorstOpponents, vgcTeamBreakdown } from '../../src/analytics/vgcTeamBreakdown.ts';
import { vgcMegaUsage } from '../../src/analytics/vgcMegaUsage.ts';
import { vgcTeraUsage } from '../../src/analytics/vgcTeraUsage.ts';
import { vgcUsage } from '../../src/analytics/vgcUsage.ts';
import { groupResult } from '../../src/rules/matchResult.ts';
import { countedSpecies, countedSpeciesKey } from '../../src/rules/countedSpecies.ts';
import { teamFilterKey } from '../../src/rules/pokemonNames.ts';
import { sortVgcMatches, teamSpeciesOf } from '../../src/rules/vgcMatchSearch.ts';
import type { AnalyticsQuery } from '../../src/schemas/analyticsQuery.ts';
import { teamDisplayName } from '../../src/schemas/teams.ts';
import { mostCommonLeadPair } from '../../src/analytics/vgcSummary.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Case and space variants, formes, a preview name, unknown names in two letter cases, blanks and a null.
const NAMES = [
  'Incineroar',
  'incineroar ',
  ' Rillaboom',
  'Urshifu-Rapid-Strike',
  'Urshifu',
  'Flutter Mane',
  '',
  '  ',
  'Amoonguss',
  'Landorus-Therian',
  'Landorus',
  'Fakemon',
  'fakemon',
  'Ogerpon-Wellspring',
  null as unknown as string,
];

const set = (species: string, moves: string[], teraType: string | null) => ({ species, moves, teraType });
const TEAMS = [
  {
    _id: 't1',
    name: 'Rain',
    pokemon: [
      set('Incineroar', ['Fake Out', 'Knock Off', 'Parting Shot', 'Flare Blitz'], 'Grass'),
      set('Rillaboom', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn'], 'Fire'),
      set('Urshifu-Rapid-Strike', ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect'], 'Water'),
      set('Flutter Mane', ['Moonblast', 'Shadow Ball', 'Protect', 'Icy Wind'], ''),
      set('Amoonguss', ['Spore', 'Rage Powder', 'Pollen Puff', 'protect '], 'water'),
      set('Landorus-Therian', ['Stomping Tantrum', 'Rock Slide', 'U-turn', 'Protect'], 'Steel'),
    ],
  },
  {
    _id: 't2',
    name: 'rain v2',
    pokemon: [
      set('Incineroar', ['Fake Out', 'Will-O-Wisp', 'Parting Shot', 'Flare Blitz'], 'Ghost'),
      set('Rillaboom', ['Fake Out', 'Grassy Glide', 'High Horsepower', 'Protect'], 'Fire'),
      set('Urshifu-Rapid-Strike', ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Protect'], 'Water'),
      set('Flutter Mane', ['Moonblast', 'Dazzling Gleam', 'Protect', 'Icy Wind'], 'Fairy'),
      set('Amoonguss', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect'], 'Water'),
      set('Landorus-Therian', ['Stomping Tantrum', 'Rock Slide', 'U-turn', 'Protect'], 'Steel'),
    ],
  },
  {
    _id: 't3',
    name: '',
    pokemon: [
      set('Fakemon', ['A', 'b', 'B '], 'Dark'),
      set('Ogerpon-Wellspring', [], null),
      set('Landorus', ['Sandsear Storm'], 'Ground'),
      set('Urshifu', ['Wicked Blow'], null),
    ],
  },
  { _id: 't4', name: 'Empty', pokemon: [] },
];

const LINE_UPS: (string | string[] | null)[] = [
  TEAMS[0]!.pokemon.map((p) => p.species),
  TEAMS[0]!.pokemon
    .map((p) => p.species.toLowerCase())
    .reverse()
    .join(', '),
  TEAMS[2]!.pokemon.map((p) => p.species),
  ['Incineroar'],
  null,
  '',
];

function generated(count: number, seed: number) {
  const r = rng(seed);
  const pick = (n: number) => Array.from({ length: n }, () => NAMES[Math.floor(r() * NAMES.length)]!);
  return Array.from({ length: count }, () => {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(r() * 900) * 86_400_000).toISOString().slice(0, 10);
    const n = Math.floor(r() * 4);
    const games = Array.from({ length: n }, () => ({
      result: r() < 0.08 ? (r() < 0.5 ? null : 'draw') : r() < 0.5 ? 'win' : 'loss',
      leadPokemon: r() < 0.05 ? null : pick(Math.floor(r() * 4)),
      opponentLeadPokemon: r() < 0.05 ? undefined : pick(Math.floor(r() * 4)),
      broughtPokemon: r() < 0.05 ? null : pick(Math.floor(r() * 5)),
      opponentBroughtPokemon: pick(Math.floor(r() * 5)),
      teraPokemon: r() < 0.3 ? pick(1)[0] : null,
      opponentTeraPokemon: r() < 0.3 ? pick(1)[0] : null,
      megaPokemon: r() < 0.2 ? pick(1)[0] : null,
      opponentMegaPokemon: r() < 0.2 ? pick(1)[0] : null,
      replayLink: r() < 0.3 ? 'https://replay.pokemonshowdown.com/gen9championsvgc2026regma-1' : '',
    }));
    const x = r();
    return {
      // Repeated ids and equal days and times, so the newest-first order falls back on every key.
      _id: r() < 0.02 ? undefined : `m${Math.floor(r() * count * 0.9)}`,
      teamId: x < 0.5 ? TEAMS[Math.floor(r() * TEAMS.length)]!._id : x < 0.6 ? 'gone' : null,
      playerTeam: LINE_UPS[Math.floor(r() * LINE_UPS.length)]!,
      format: ['VGC 2025 Reg G', ' vgc 2025 reg g ', 'Reg H', 'VGC 2026 Reg M-A', '', null][Math.floor(r() * 6)],
      bestOf: [1, 3, null, 0][Math.floor(r() * 4)],
      date: r() < 0.05 ? null : r() < 0.03 ? 'not a day' : day,
      createdAt: r() < 0.5 ? `${day}T${String(Math.floor(r() * 24)).padStart(2, '0')}:00:00.000Z` : null,
      games: r() < 0.05 ? null : games,
      // Issue 30's opponent trends read the preview; made of their brought Pokémon so the random sequence is kept.
      opponentTeam: games.flatMap((g) => g.opponentBroughtPokemon).slice(0, 6),
      recordedResult: n === 0 && r() < 0.6 ? ['win', 'loss', 'tie', 'bogus'][Math.floor(r() * 4)]! : null,
    };
  });
}

type Match = ReturnType<typeof generated>[number];
type Team = (typeof TEAMS)[number];

const SEASONS = [
  { _id: 'a', name: 'A', startDate: '2024-09-01', endDate: '2025-08-31' },
  { _id: 'b', name: 'B', startDate: '2025-09-01', endDate: '' },
  { _id: 'c', name: 'C', startDate: '2025-02-30', endDate: '2025-12-31' },
];

/** Opposing Pokémon of these matches' games in their order, first spelling met (as `vgcUsage` defines them). */
function opponentsPlain(matches: readonly Match[]) {
  const rows = new Map<string, { pokemon: string; wins: number; losses: number }>();
  let gamesWithList = 0;
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game.result !== 'win' && game.result !== 'loss') continue;
      const seen = new Set<string>();
      for (const name of game.opponentBroughtPokemon.map((n) => String(n ?? '').trim()).filter(Boolean)) {
        const base = countedSpecies(name);
        const key = countedSpeciesKey(name);
        if (seen.has(key)) continue;
        seen.add(key);
        const row = rows.get(key) ?? { pokemon: base, wins: 0, losses: 0 };
        if (game.result === 'win') row.wins++;
        else row.losses++;
        rows.set(key, row);
      }
      if (seen.size > 0) gamesWithList++;
    }
  }
  return [...rows.values()]
    .map((t) => ({ pokemon: t.pokemon, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesWithList }))
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));
}

/** The team breakdown the plain way: each team's matches newest first, read one figure at a time. */
function breakdownPlain(matches: readonly Match[], teams: readonly Team[], convention: TieConvention) {
  const newest = sortVgcMatches(matches, 'newest');
  return teams
    .map((team) => {
      const played = analyticsTeamMatches(newest, team, teams);
      const tally = { wins: 0, losses: 0, ties: 0 };
      let matchesWithoutGames = 0;
      for (const match of played) {
        const result = groupResult(match);
        if (result === null) matchesWithoutGames++;
        else if (result === 'win') tally.wins++;
        else if (result === 'loss') tally.losses++;
        else tally.ties++;
      }
      return {
        teamId: team._id,
        teamName: teamDisplayName(team.name),
        pokemon: teamSpeciesOf(team),
        ...countedRecord(tally, convention),
        matchesWithoutGames,
        mostCommonLeadPair: mostCommonLeadPair(played),
        ...bestAndWorstOpponents(opponentsPlain(played)),
      };
    })
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.teamName, b.teamName));
}

/** The composite put together the plain way (see header). */
function compositePlain(matches: readonly Match[], query: AnalyticsQuery, teams: readonly Team[]) {
  const season = query.seasonId ? SEASONS.find((s) => s._id === query.seasonId) : null;
  const window = query.seasonId && !season ? { empty: true } : analyticsWindow(query, season ?? null);
  const base = filterAnalyticsMatches(matches, { ...query, teamId: undefined }, window, 'vgc');
  const team = teams.find((t) => t._id === query.teamId);
  const filtered =
    query.teamId === undefined
      ? base
      : team
        ? base.filter((m) =>
            m.teamId != null && teams.some((t) => t._id === m.teamId)
              ? m.teamId === team._id
              : teamFilterKey(teamSpeciesOf(team)) !== '' &&
                teamFilterKey(m.playerTeam) === teamFilterKey(teamSpeciesOf(team)),
          )
        : base.filter((m) => m.teamId === query.teamId);
  return {
    totalMatches: matches.length,
    filteredMatches: filtered.length,
    overview: recordOverview(filtered, SEASONS, query.convention),
    overTime: recordOverTime(filtered, query.granularity, query.convention),
    usage: vgcUsage(filtered),
    opponentLeads: vgcOpponentLeads(filtered),
    moves: vgcMoveUsage(filtered, teams),
    tera: vgcTeraUsage(filtered, teams),
    mega: vgcMegaUsage(filtered),
    bringLead: vgcBringLead(filtered),
    teams: breakdownPlain(base, teams, query.convention),
    formats: vgcFormatsOf(matches),
  };
}

const FILTERS: Partial<AnalyticsQuery>[] = [
  {},
  { granularity: 'month' },
  { seasonId: 'a' },
  { seasonId: 'b' },
  { seasonId: 'c' },
  { seasonId: 'unknown' },
  { from: '2024-06-01', to: '2025-03-01' },
  { to: '2024-12-31', seasonId: 'a' },
  { bestOf: 1 },
  { bestOf: 3 },
  { format: 'vgc 2025 reg g' },
  { teamId: 't1' },
  { teamId: 't3' },
  { teamId: 't4' },
  { teamId: 'gone' },
  { teamId: 't2', bestOf: 3, seasonId: 'a' },
  { format: ' Reg H', teamId: 't3', granularity: 'month' },
];

describe('the VGC composite in one pass gives the plain answers (issue 18)', () => {
  const matches = generated(600, 18);
  const teamSets: Team[][] = [TEAMS, [], [TEAMS[0]!, TEAMS[0]!, TEAMS[2]!], [{ ...TEAMS[1]!, _id: 't1' }, TEAMS[0]!]];

  it('every filter, tie convention and team list: the same JSON', () => {
    let compared = 0;
    for (const teams of teamSets) {
      for (const convention of ['loss', 'third', 'exclude'] as const) {
        for (const filter of FILTERS) {
          const query = { convention, granularity: 'week', ...filter } as AnalyticsQuery;
          const composite = vgcPersonalAnalytics(matches, { query, seasons: SEASONS, teams });
          expect(JSON.stringify(composite)).toBe(JSON.stringify(compositePlain(matches, query, teams)));
          compared++;
        }
      }
    }
    expect(compared).toBe(teamSets.length * 3 * FILTERS.length);
  }, 60_000);

  it('vgcTeamBreakdown alone: the same JSON, and the data reach every rule', () => {
    for (const teams of teamSets) {
      expect(JSON.stringify(vgcTeamBreakdown(matches, teams, 'third'))).toBe(
        JSON.stringify(breakdownPlain(matches, teams, 'third')),
      );
    }
    const rows = vgcTeamBreakdown(matches, TEAMS, 'loss');
    expect(rows.filter((row) => row.mostCommonLeadPair.length === 2).length).toBeGreaterThan(1);
    expect(rows.some((row) => row.best && row.worst)).toBe(true);
    // Unknown names met in two letter cases: the spelling shown is the newest match's.
    expect(vgcUsage(matches).opponents.some((row) => row.pokemon.toLowerCase() === 'fakemon')).toBe(true);
  });
});
