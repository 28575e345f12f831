import { eq } from 'drizzle-orm';
import {
  compareRegulations,
  REGULATION_CODE_TAKEN,
  REGULATION_NOT_FOUND,
  regulationCodeOf,
  type VgcRegulation,
  type VgcRegulationInput,
  type VgcRegulationList,
  type VgcRegulationRow,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { removedBuiltInRegulations, vgcRegulations, type VgcRegulationDbRow } from '../../db/schema/index.ts';
import { conflict, fieldErrors, notFound } from '../../http/errors.ts';
import { type SpeciesLookup, unknownPokemonMessage } from '../teams/index.ts';
import { applyBuiltInRegulations } from './builtIn.ts';

export type VgcRegulationService = ReturnType<typeof createVgcRegulationService>;

function toRow(row: VgcRegulationDbRow): VgcRegulationRow {
  return {
    code: row.code,
    game: row.game as VgcRegulationRow['game'],
    mechanic: row.mechanic as VgcRegulationRow['mechanic'],
    showdownFormats: row.showdownFormats,
    restrictedLimit: row.restrictedLimit,
    bannedPokemon: row.bannedPokemon,
    notes: row.notes,
    builtIn: row.builtInKey !== null,
    adminEdited: row.adminEdited,
  };
}

/**
 * The regulations as the format rules read them (core `formatMechanic`, `restrictedLimitProblem`,
 * `vgcCommunityRegulationOf`), read inside the caller's transaction when it has one: other modules use this so an
 * admin's change applies to the next save and the next community answer.
 */
export async function loadRegulations(q: Queryable): Promise<VgcRegulation[]> {
  const rows = await q.select().from(vgcRegulations);
  return rows.map(toRow).sort(compareRegulations);
}

/**
 * VGC regulations kept by admins (issue 29). Codes are stored as core's `regulationCodeOf` writes them (`M-A`), and
 * a path's code is read the same way, so `/api/vgc-regulations/ma` finds `M-A`.
 */
export function createVgcRegulationService(db: Db, species: SpeciesLookup) {
  const codeTaken = (error: unknown) => uniqueViolation(error) === 'vgc_regulations_pkey';

  async function list(): Promise<VgcRegulationList> {
    const rows = await db.select().from(vgcRegulations);
    return { regulations: rows.map(toRow).sort(compareRegulations) };
  }

  /** Banned names in the Pokédex spelling (`calyrex shadow` → `Calyrex-Shadow`); unknown names are a 400 each. */
  async function canonicalBanned(names: readonly string[]): Promise<string[]> {
    const found = await Promise.all(names.map((name) => species.speciesName(name)));
    const problems = names.flatMap((name, i) =>
      found[i] ? [] : [{ path: `bannedPokemon.${i}`, message: unknownPokemonMessage(name) }],
    );
    if (problems.length > 0) throw fieldErrors(problems);
    return [...new Set(found as string[])];
  }

  const stored = (code: string) => regulationCodeOf(code) ?? code.trim();

  return {
    list,

    /** Writes core's built-in list when its version is new here (builtIn.ts); run on start. */
    applyBuiltIn: () => applyBuiltInRegulations(db),

    async create(input: VgcRegulationInput): Promise<VgcRegulationList> {
      const bannedPokemon = await canonicalBanned(input.bannedPokemon);
      try {
        await db.insert(vgcRegulations).values({ ...input, bannedPokemon });
      } catch (error) {
        if (codeTaken(error)) throw conflict(REGULATION_CODE_TAKEN);
        throw error;
      }
      return list();
    },

    /** Changes every field, the code too; a built-in row is the admin's from now on (builtIn.ts). */
    async update(code: string, input: VgcRegulationInput): Promise<VgcRegulationList> {
      const bannedPokemon = await canonicalBanned(input.bannedPokemon);
      try {
        const [row] = await db
          .update(vgcRegulations)
          .set({ ...input, bannedPokemon, adminEdited: true, updatedAt: new Date() })
          .where(eq(vgcRegulations.code, stored(code)))
          .returning({ code: vgcRegulations.code });
        if (!row) throw notFound(REGULATION_NOT_FOUND);
      } catch (error) {
        if (codeTaken(error)) throw conflict(REGULATION_CODE_TAKEN);
        throw error;
      }
      return list();
    },

    /** A deleted built-in regulation stays deleted through later built-in versions (builtIn.ts). */
    async remove(code: string): Promise<VgcRegulationList> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(vgcRegulations)
          .where(eq(vgcRegulations.code, stored(code)))
          .returning({ builtInKey: vgcRegulations.builtInKey });
        if (!gone) throw notFound(REGULATION_NOT_FOUND);
        if (gone.builtInKey) {
          await tx.insert(removedBuiltInRegulations).values({ key: gone.builtInKey }).onConflictDoNothing();
        }
      });
      return list();
    },
  };
}
