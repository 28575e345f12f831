/**
 * Community card impact (issue 30 "Community, for players who share"): per archetype, how many of its pilots' games
 * used each card (adoption) and how those games went, by the turn it was first used — from the community card counts
 * the database keeps (server schema/cardFacts.ts), so one archetype reads in one index scan at any size.
 *
 * Definitions:
 * - A game counts once per side: your cards under your deck's archetype, the opponent's under theirs (their win is
 *   your loss). Only imported games of shared matches with a win or a loss count; a card counts once per game, so a
 *   player who plays a card in every turn does not count more than one who played it once.
 * - `adoption` is the share of the archetype's counted games in which the card was used at all.
 * - Buckets, `likely` and the order are those of personal card impact (tcgCardImpact.ts), over the archetype's games.
 */
import {
  byCardImpact,
  cardBucketOf,
  CARD_TURN_BUCKETS,
  type CardImpactRow,
  type CardTurnBucket,
} from './tcgCardImpact.ts';

/** One kept row: the games using the card by turn 1, 2, 3 and at all, and the wins among them. */
export interface CommunityCardCount {
  card: string;
  g1: number;
  w1: number;
  g2: number;
  w2: number;
  g3: number;
  w3: number;
  ga: number;
  wa: number;
}

export interface CommunityCardRow extends CardImpactRow {
  adoption: number | null;
}

export interface CommunityCardImpact {
  games: number;
  wins: number;
  rows: CommunityCardRow[];
}

const COLUMNS: Record<CardTurnBucket, [keyof CommunityCardCount, keyof CommunityCardCount]> = {
  turn1: ['g1', 'w1'],
  turn2: ['g2', 'w2'],
  turn3: ['g3', 'w3'],
  any: ['ga', 'wa'],
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The archetype's card impact from its kept counts (see header); cards never used are left out. */
export function communityCardImpact(
  total: { games: number; wins: number },
  counts: readonly CommunityCardCount[],
): CommunityCardImpact {
  const games = count(total.games);
  const wins = Math.min(count(total.wins), games);
  const rows: CommunityCardRow[] = [];
  for (const row of counts) {
    if (count(row.ga) === 0) continue;
    const buckets = {} as CommunityCardRow['buckets'];
    let score = 0;
    for (const bucket of CARD_TURN_BUCKETS) {
      const [g, w] = COLUMNS[bucket];
      const used = Math.min(count(row[g]), games);
      const b = cardBucketOf(Math.min(count(row[w]), used), used, wins, games);
      buckets[bucket] = b;
      if (b.likely) score = Math.max(score, Math.abs(b.z!));
    }
    rows.push({ card: row.card, buckets, score, adoption: games > 0 ? Math.min(count(row.ga), games) / games : null });
  }
  return { games, wins, rows: rows.sort(byCardImpact) };
}
