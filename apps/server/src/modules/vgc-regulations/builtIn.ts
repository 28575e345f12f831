/**
 * Applies core's built-in regulation list (issue 29) to `vgc_regulations`, once per list version, when the server
 * starts — as the archetype catalogue (deck-categories/catalogue.ts). Migration 0025 seeded version 1; a later
 * release adds the next regulation to core's `BUILT_IN_REGULATIONS`, bumps `BUILT_IN_REGULATIONS_VERSION`, and every
 * instance gets it on start, with no admin work.
 *
 * Decisions:
 * - The built-in list owns the rows with its `built_in_key`. Applying version N (when the stored version is lower)
 *   adds the entries without a row and updates the rows it owns — except a row an admin edited (`admin_edited`) and
 *   an entry whose row an admin deleted (`removed_built_in_regulations`): the admin's word stands over any release.
 *   Entries dropped from a later list keep their rows (an admin may delete them).
 * - An entry whose code an admin already uses for a regulation of their own is not added: the admin's row stands.
 * - One transaction holding the state row's lock: several processes starting at once apply it once.
 */
import { eq } from 'drizzle-orm';
import { BUILT_IN_REGULATIONS, BUILT_IN_REGULATIONS_VERSION, type VgcRegulation } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { removedBuiltInRegulations, vgcRegulations, vgcRegulationState } from '../../db/schema/index.ts';

export interface BuiltInRegulationsApplied {
  /** The version stored after the call. */
  version: number;
  /** Rows added and rows updated by this call (0 and 0 when the version was applied already). */
  added: number;
  updated: number;
}

/** Applies `regulations` as `version` unless that version or a later one was applied (see header). */
export async function applyBuiltInRegulations(
  db: Db,
  regulations: readonly VgcRegulation[] = BUILT_IN_REGULATIONS,
  version: number = BUILT_IN_REGULATIONS_VERSION,
): Promise<BuiltInRegulationsApplied> {
  return db.transaction(async (tx) => {
    await tx.insert(vgcRegulationState).values({ id: 1, builtInVersion: 0 }).onConflictDoNothing();
    const [state] = await tx.select().from(vgcRegulationState).where(eq(vgcRegulationState.id, 1)).for('update');
    const stored = state?.builtInVersion ?? 0;
    if (stored >= version) return { version: stored, added: 0, updated: 0 };
    const rows = await tx
      .select({
        code: vgcRegulations.code,
        builtInKey: vgcRegulations.builtInKey,
        adminEdited: vgcRegulations.adminEdited,
      })
      .from(vgcRegulations);
    const removed = new Set((await tx.select().from(removedBuiltInRegulations)).map((r) => r.key));
    const owned = new Map(rows.filter((r) => r.builtInKey !== null).map((r) => [r.builtInKey!, r]));
    const codes = new Set(rows.map((r) => r.code));
    let added = 0;
    let updated = 0;
    for (const entry of regulations) {
      if (removed.has(entry.code)) continue;
      const row = owned.get(entry.code);
      const fields = {
        game: entry.game,
        mechanic: entry.mechanic,
        showdownFormats: [...entry.showdownFormats],
        restrictedLimit: entry.restrictedLimit,
        bannedPokemon: [...entry.bannedPokemon],
        notes: entry.notes,
      };
      if (!row) {
        if (codes.has(entry.code)) continue;
        await tx.insert(vgcRegulations).values({ ...fields, code: entry.code, builtInKey: entry.code });
        codes.add(entry.code);
        added++;
      } else if (!row.adminEdited) {
        await tx
          .update(vgcRegulations)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(vgcRegulations.code, row.code));
        updated++;
      }
    }
    await tx.update(vgcRegulationState).set({ builtInVersion: version }).where(eq(vgcRegulationState.id, 1));
    return { version, added, updated };
  });
}
