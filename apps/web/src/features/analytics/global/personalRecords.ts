/**
 * A player's own record per opposing archetype, for the expected-win-rate tool (issue 6: "estimates Bo1 and Bo3 win
 * rates from their own and community matchup data").
 *
 * Definitions:
 * - Input: the player's personal matchup rows (one per opponent deck name, W-L-T counted by `groupResult`, as the
 *   personal TCG analytics list them). Each name is categorised with core `categorizeDeckName` against the public
 *   category list; the rows of one archetype are summed.
 * - `matches` counts the rows' matches that found an archetype, `uncategorized` those that did not.
 *
 * Decision: admins' deck-name assignments are not public (GET /api/admin/deck-categorization is admin-only), so the
 * browser applies the keyword rules only; a name an admin assigned by hand but that no keyword matches counts as
 * uncategorised here. The community figures themselves (server) do use the assignments.
 */
import { categorizeDeckName, type CategoryRules, type WinLossTie } from '@trainerlog/core';

export interface PersonalMatchupRow {
  opponentDeck: string;
  wins: number;
  losses: number;
  ties: number;
}

export interface PersonalArchetypeRecords {
  records: Record<string, Required<WinLossTie>>;
  matches: number;
  uncategorized: number;
}

export function personalArchetypeRecords(
  rows: readonly PersonalMatchupRow[],
  categories: readonly CategoryRules[],
): PersonalArchetypeRecords {
  const records: Record<string, Required<WinLossTie>> = {};
  let matches = 0;
  let uncategorized = 0;
  for (const row of rows) {
    const count = row.wins + row.losses + row.ties;
    const { categoryId } = categorizeDeckName(row.opponentDeck, categories);
    if (!categoryId) {
      uncategorized += count;
      continue;
    }
    const record = (records[categoryId] ??= { wins: 0, losses: 0, ties: 0 });
    record.wins += row.wins;
    record.losses += row.losses;
    record.ties += row.ties;
    matches += count;
  }
  return { records, matches, uncategorized };
}
