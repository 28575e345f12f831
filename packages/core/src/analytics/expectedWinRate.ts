/**
 * Expected win rate for an upcoming event (issue 6: "the player picks a deck and a predicted field (defaulting to the
 * current meta share); the app estimates Bo1 and Bo3 win rates from their own and community matchup data").
 *
 * Definitions:
 * - `field` gives a weight per opposing archetype (any non-negative numbers; they are normalised, so meta shares or
 *   counts both work). Non-positive or non-finite weights are ignored.
 * - The community rate of a matchup is the matrix cell (deck, opponent) rate (already under the chosen tie
 *   convention). The mirror (the deck's own archetype in the field) is 0.5: a mirror is even by symmetry.
 * - `personal` (optional): the player's own record per opposing category id; its rate is taken under `convention`
 *   (default 'loss'). Where both rates exist the matchup's rate is `personalWeight × personal + (1 − personalWeight)
 *   × community` (personalWeight 0..1, default 0.5); where only one exists it is used alone; where neither, the
 *   matchup is unknown.
 * - Bo1 = Σ weight × rate / Σ weight over KNOWN matchups; `coverage` = Σ weight of known matchups / Σ weight of the
 *   field (0..1), so the screen can say how much of the field the estimate covers. Null (and coverage 0) when
 *   nothing is known.
 * - Bo3: each matchup's rate p is read as the chance of winning one game, games independent; winning two games
 *   first has probability p²(3 − 2p) (win-win, or one loss in the first two then a win: p² + 2p²(1 − p)). The Bo3
 *   estimate is the weighted mean of that per matchup (you meet one opponent per round, so the transform is applied
 *   before averaging). Community rates are match rates of mixed Bo1/Bo3 logs, read as game rates: an approximation,
 *   stated on screen.
 * - Rows: one per field archetype with positive weight, in the field's order, with its normalised weight.
 */
import { DEFAULT_TIE_CONVENTION, rateWithTies } from './winRate.ts';
import type { TieConvention, WinLossTie } from './winRate.ts';
import type { CommunityMatrix } from '../schemas/communityAnalytics.ts';

export const DEFAULT_PERSONAL_WEIGHT = 0.5;
export const MIRROR_RATE = 0.5;

export type ExpectedRateSource = 'community' | 'personal' | 'blend' | 'mirror';

export interface ExpectedWinRateRow {
  categoryId: string;
  /** Normalised weight 0..1. */
  weight: number;
  community: number | null;
  personal: number | null;
  /** The matchup rate used (Bo1), or null when unknown. */
  rate: number | null;
  bo3: number | null;
  source: ExpectedRateSource | null;
}

export interface ExpectedWinRate {
  bo1: number | null;
  bo3: number | null;
  coverage: number;
  rows: ExpectedWinRateRow[];
}

export interface ExpectedWinRateInput {
  deck: string;
  field: Readonly<Record<string, number>>;
  matrix: CommunityMatrix;
  personal?: Readonly<Record<string, WinLossTie>>;
  personalWeight?: number;
  convention?: TieConvention;
}

/** The chance of winning a best-of-three from a per-game chance p (independent games). */
export function bo3FromGameRate(p: number): number {
  return p * p * (3 - 2 * p);
}

export function expectedWinRate(input: ExpectedWinRateInput): ExpectedWinRate {
  const weightOf = (w: number) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0);
  const blend =
    typeof input.personalWeight === 'number' && Number.isFinite(input.personalWeight)
      ? Math.min(1, Math.max(0, input.personalWeight))
      : DEFAULT_PERSONAL_WEIGHT;
  const convention = input.convention ?? DEFAULT_TIE_CONVENTION;
  const entries = Object.entries(input.field).filter(([, w]) => weightOf(w) > 0);
  const total = entries.reduce((sum, [, w]) => sum + weightOf(w), 0);
  const cells = new Map(input.matrix.cells.filter((c) => c.row === input.deck).map((c) => [c.col, c.rate] as const));
  const rows: ExpectedWinRateRow[] = entries.map(([categoryId, w]) => {
    const weight = weightOf(w) / total;
    if (categoryId === input.deck) {
      return {
        categoryId,
        weight,
        community: MIRROR_RATE,
        personal: null,
        rate: MIRROR_RATE,
        bo3: bo3FromGameRate(MIRROR_RATE),
        source: 'mirror',
      };
    }
    const community = cells.get(categoryId) ?? null;
    const own = input.personal?.[categoryId];
    const personal = own ? rateWithTies(own, convention).rate : null;
    let rate: number | null = null;
    let source: ExpectedRateSource | null = null;
    if (community !== null && personal !== null) {
      rate = blend * personal + (1 - blend) * community;
      source = 'blend';
    } else if (community !== null) {
      rate = community;
      source = 'community';
    } else if (personal !== null) {
      rate = personal;
      source = 'personal';
    }
    return { categoryId, weight, community, personal, rate, bo3: rate === null ? null : bo3FromGameRate(rate), source };
  });
  const known = rows.filter((r) => r.rate !== null);
  const coverage = known.reduce((sum, r) => sum + r.weight, 0);
  if (known.length === 0 || coverage <= 0) return { bo1: null, bo3: null, coverage: 0, rows };
  return {
    bo1: known.reduce((sum, r) => sum + r.weight * r.rate!, 0) / coverage,
    bo3: known.reduce((sum, r) => sum + r.weight * r.bo3!, 0) / coverage,
    coverage,
    rows,
  };
}
