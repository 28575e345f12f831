/**
 * Hand-built readings for the Showdown import's tests (proposal, plan, team match, team from replay): every field of
 * `ShowdownReplayReading` filled, so the import's rules are tested apart from the reader.
 */
import type { ShowdownTeamChoice } from '../../../src/index.ts';
import type { ShowdownReplayReading } from '../../../src/importers/showdown/types.ts';

/** 2025-06-15 12:00 UTC, in Unix seconds. */
export const T0 = Date.UTC(2025, 5, 15, 12, 0, 0) / 1000;
export const minutes = (n: number) => T0 + n * 60;

export const ALICE_PREVIEW = ['Urshifu-*', 'Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus', 'Chien-Pao'];
export const ALICE_BROUGHT = ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom'];
export const BOB_PREVIEW = [
  'Calyrex-Shadow',
  'Amoonguss',
  'Farigiraf',
  'Ogerpon-Hearthflame',
  'Raging Bolt',
  'Landorus',
];
export const BOB_BROUGHT = ['Calyrex-Shadow', 'Amoonguss', 'Ogerpon-Hearthflame', 'Raging Bolt'];

let counter = 0;

/** A finished VGC Reg I game, Alice (p1) against Bob (p2), Alice winning; `over` changes any field. */
export function makeReading(over: Partial<ShowdownReplayReading> = {}): ShowdownReplayReading {
  counter += 1;
  return {
    isReplay: true,
    notAReplayReason: null,
    fingerprint: `fp${counter}`,
    replayId: null,
    password: null,
    format: '[Gen 9] VGC 2025 Reg I',
    formatId: 'gen9vgc2025regi',
    gen: 9,
    gameType: 'doubles',
    activeSlots: 2,
    rated: true,
    uploadTime: null,
    startTime: T0,
    turns: 7,
    players: { p1: 'Alice', p2: 'Bob' },
    teamPreview: { p1: [...ALICE_PREVIEW], p2: [...BOB_PREVIEW] },
    brought: { p1: [...ALICE_BROUGHT], p2: [...BOB_BROUGHT] },
    leads: { p1: ALICE_BROUGHT.slice(0, 2), p2: BOB_BROUGHT.slice(0, 2) },
    winner: 'Alice',
    tie: false,
    forfeitedBy: null,
    endReason: 'knockout',
    firstFaint: { side: 'p2', species: 'Amoonguss' },
    faints: [{ side: 'p2', species: 'Amoonguss', turn: 2 }],
    tera: { p1: { species: 'Incineroar', type: 'Grass' }, p2: { species: 'Raging Bolt', type: 'Fairy' } },
    mega: { p1: null, p2: null },
    movesUsed: {
      p1: [
        { species: 'Urshifu-Rapid-Strike', moves: ['Surging Strikes', 'Protect'] },
        { species: 'Incineroar', moves: ['Fake Out', 'Parting Shot'] },
      ],
      p2: [{ species: 'Calyrex-Shadow', moves: ['Astral Barrage'] }],
    },
    teamSheets: { p1: null, p2: null },
    series: null,
    timeline: [],
    problems: [],
    ...over,
  };
}

/** The same battle with the two seats swapped (Bob p1, Alice p2), winner kept by name. */
export function swapped(reading: ShowdownReplayReading): ShowdownReplayReading {
  const swap = <T>(v: { p1: T; p2: T }) => ({ p1: v.p2, p2: v.p1 });
  const flip = (side: 'p1' | 'p2') => (side === 'p1' ? 'p2' : 'p1');
  return {
    ...reading,
    players: swap(reading.players),
    teamPreview: swap(reading.teamPreview),
    brought: swap(reading.brought),
    movesUsed: swap(reading.movesUsed),
    leads: swap(reading.leads),
    tera: swap(reading.tera),
    mega: swap(reading.mega),
    teamSheets: swap(reading.teamSheets),
    firstFaint: reading.firstFaint && { ...reading.firstFaint, side: flip(reading.firstFaint.side) },
    faints: reading.faints.map((f) => ({ ...f, side: flip(f.side) })),
  };
}

export const team = (_id: string, species: readonly string[], name = _id): ShowdownTeamChoice => ({
  _id,
  name,
  format: 'gen9vgc2025regi',
  pokemon: species.map((s) => ({ species: s })),
});

/** Saved team ids must be server UUIDs or local ids for the match schema. */
export const ALICE_TEAM = team('local_alice', [
  'Urshifu-Rapid-Strike',
  'Incineroar',
  'Rillaboom',
  'Flutter Mane',
  'Tornadus',
  'Chien-Pao',
]);
