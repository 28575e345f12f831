// Times core's personal analytics composites over generated players (issue 18 "Speed"): 1k and 10k matches, shaped
// like the rows the server loads (date text, createdAt Date, games as parsed JSON). `--cpu-prof` to profile.
// Run: node --import tsx bench/src/analytics-profile.ts [tcg|vgc] [matches] [rounds] [warm|cold]
import {
  tcgPersonalAnalytics,
  vgcPersonalAnalytics,
  type AnalyticsQuery,
  type TcgAnalyticsMatch,
} from '@trainerlog/core';
import { OPPONENT_DECKS } from './seed-matches.ts';
import { BENCH_TEAMS } from './seed-vgc-matches.ts';

/** A small deterministic generator, so runs compare. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function generatedTcgMatches(count: number, seed = 42) {
  const r = rng(seed);
  const decks = Array.from({ length: 6 }, (_, i) => ({
    _id: `00000000-0000-4000-8000-00000000000${i}`,
    name: `Deck ${i}`,
    sprites: ['charizard'],
  }));
  const now = Date.UTC(2026, 10, 1);
  const matches: TcgAnalyticsMatch[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = new Date(now - Math.floor(r() * 730) * 86400000);
    const bo3 = r() > 0.65;
    const pattern = bo3 ? ['WW', 'LL', 'WLW', 'LWW', 'WLL', 'LWL'][Math.floor(r() * 6)]! : r() < 0.5 ? 'W' : 'L';
    const deck = decks[Math.floor(r() * r() * decks.length)]!;
    const games = [...pattern].map((c) => ({
      result: c === 'W' ? 'win' : 'loss',
      wentFirst: r() < 0.5,
      coinFlipWin: r() < 0.5,
      coinFlipChoice: r() < 0.85 ? 'first' : 'second',
      playerMulligans: Math.floor(r() ** 4 * 3),
      opponentMulligans: Math.floor(r() ** 4 * 3),
      conceded: r() < 0.04 ? (c === 'W' ? 'Opponent' : 'Player') : undefined,
      notes: '',
      ...(r() < 0.3 ? { prizesTaken: Math.floor(r() * 7), opponentPrizesTaken: Math.floor(r() * 7) } : {}),
    }));
    const name = OPPONENT_DECKS[Math.min(OPPONENT_DECKS.length - 1, Math.floor(r() ** 1.8 * OPPONENT_DECKS.length))]!;
    matches.push({
      _id: `m-${String(i).padStart(6, '0')}`,
      date: day.toISOString().slice(0, 10),
      createdAt: new Date(day.getTime() + Math.floor(r() * 14 * 3600000) + 9 * 3600000),
      deckId: r() < 0.95 ? deck._id : null,
      deckName: deck.name,
      opponentDeck: r() < 0.03 ? name.toLowerCase() : name,
      format: bo3 ? 'Bo3' : 'Bo1',
      games: games as TcgAnalyticsMatch['games'],
      recordedResult: null,
    } as TcgAnalyticsMatch);
  }
  const seasons = [
    { _id: 's2', name: '2026', startDate: '2025-09-01', endDate: '2026-08-31' },
    { _id: 's1', name: '2025', startDate: '2024-09-01', endDate: '2025-08-31' },
  ];
  return { matches, decks, seasons };
}

/** VGC matches like seed-vgc-matches.ts's: the bench teams (90 % detailed games: leads, brought, some Tera). */
export function generatedVgcMatches(count: number, seed = 42) {
  const r = rng(seed);
  const teams = BENCH_TEAMS.map((team, i) => ({
    _id: `10000000-0000-4000-8000-00000000000${i}`,
    name: team.name,
    pokemon: team.pokemon,
  }));
  const opponents = BENCH_TEAMS.map((team) => team.pokemon.map((p) => p.species));
  const pick = (species: string[]) =>
    species
      .map((s, k) => ({ s, w: r() + k * 0.12 }))
      .sort((a, b) => a.w - b.w)
      .slice(0, 4)
      .map((x) => x.s);
  const now = Date.UTC(2026, 10, 1);
  const matches = [];
  for (let i = 0; i < count; i += 1) {
    const day = new Date(now - Math.floor(r() * 730) * 86400000);
    const bo3 = r() > 0.6;
    const pattern = bo3 ? ['WW', 'LL', 'WLW', 'LWW', 'WLL', 'LWL'][Math.floor(r() * 6)]! : r() < 0.52 ? 'W' : 'L';
    const ti = Math.floor(r() * r() * teams.length);
    const team = teams[ti]!;
    const mine = team.pokemon.map((p) => p.species);
    const theirs = opponents[Math.floor(r() ** 1.5 * opponents.length)]!;
    const detailed = r() >= 0.1;
    const tera = r() < 0.3;
    const games = [...pattern].map((c) => {
      const m = detailed ? pick(mine) : [];
      const t = detailed ? pick(theirs) : [];
      return {
        result: c === 'W' ? 'win' : 'loss',
        wentFirst: null,
        leadPokemon: m.slice(0, 2),
        opponentLeadPokemon: t.slice(0, 2),
        broughtPokemon: m,
        opponentBroughtPokemon: t,
        teraPokemon: tera && m.length ? m[Math.floor(r() * m.length)]! : null,
        opponentTeraPokemon: tera && t.length ? t[Math.floor(r() * t.length)]! : null,
        firstKnockout: r() < 0.5 ? 'player' : 'opponent',
        replayLink: '',
        notes: '',
      };
    });
    const created = new Date(day.getTime() + 9 * 3600000 + Math.floor(r() * 14 * 3600000));
    matches.push({
      _id: `v-${String(i).padStart(6, '0')}`,
      teamId: r() < 0.9 ? team._id : null,
      playerTeam: mine,
      format: bo3 ? 'VGC 2025 Reg G' : 'gen9vgc2025regg',
      bestOf: bo3 ? 3 : 1,
      date: day.toISOString().slice(0, 10),
      createdAt: created.toISOString(),
      games,
      recordedResult: null,
    });
  }
  const seasons = [
    { _id: 's2', name: '2026', startDate: '2025-09-01', endDate: '2026-08-31' },
    { _id: 's1', name: '2025', startDate: '2024-09-01', endDate: '2025-08-31' },
  ];
  return { matches, teams, seasons };
}

/**
 * Times `run` over the input `prepare` gives each round (prepared outside the timing): the same objects every round
 * ('warm', as the server's kept rows — core keeps facts per match object), or fresh copies ('cold', as the browser or
 * a player's first request).
 */
function time<I>(label: string, rounds: number, prepare: () => I, run: (input: I) => unknown) {
  run(prepare());
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const input = prepare();
    const t = performance.now();
    run(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'tcg';
  const count = Number(process.argv[3] ?? 10000);
  const rounds = Number(process.argv[4] ?? 10);
  const mode = process.argv[5] === 'cold' ? 'cold' : 'warm';
  const input = <T>(matches: T[]) => (mode === 'cold' ? () => structuredClone(matches) : () => matches);
  if (which === 'tcg') {
    const { matches, decks, seasons } = generatedTcgMatches(count);
    const query = { convention: 'loss', granularity: 'week' } as const;
    const label = `tcg ${count}${mode === 'cold' ? ' cold' : ''}`;
    time(label, rounds, input(matches), (m) => tcgPersonalAnalytics(m, { query, seasons, decks }));
    time(`${label} json`, rounds, input(matches), (m) =>
      JSON.stringify(tcgPersonalAnalytics(m, { query, seasons, decks })),
    );
  } else {
    const { matches, teams, seasons } = generatedVgcMatches(count);
    const query = { convention: 'loss', granularity: 'week' } as AnalyticsQuery;
    const label = `vgc ${count}${mode === 'cold' ? ' cold' : ''}`;
    time(label, rounds, input(matches), (m) => vgcPersonalAnalytics(m, { query, seasons, teams }));
    const teamQuery = { ...query, teamId: teams[0]!._id };
    time(`${label} team`, rounds, input(matches), (m) => vgcPersonalAnalytics(m, { query: teamQuery, seasons, teams }));
  }
}
