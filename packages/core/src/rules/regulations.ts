/**
 * The regulations this release ships (issue 29): the seed of the server's `vgc_regulations` table and the list the
 * format rules read when they are given none (a guest offline, before the server's list has loaded). Admins extend
 * and change the stored list; the server applies a later version of this one without overwriting their edits (as
 * the archetype catalogue, `ARCHETYPE_CATALOGUE_VERSION`).
 *
 * Decisions:
 * - Pokémon Champions M-A, M-B, M-C play with Mega Evolution; Scarlet & Violet's sets A–I with Terastallization.
 * - Restricted limits of Scarlet & Violet from the official regulation sets (Play! Pokémon rules): A–F and H allow
 *   none, G one, I two. Champions' limits are left unset (null: teams are not checked) until an admin sets them from
 *   the official rules — a guessed limit would refuse real teams.
 * - Showdown ids: the ids seen in real replays and samples and the Champions ids of the Showdown ladder, with and
 *   without `bo3`. The format reader also finds a regulation from `reg<code>` inside any id, so a missing id here
 *   only matters for an id that does not spell its regulation.
 * - No banned Pokémon are shipped: the official lists change per regulation and the app never guesses a refusal;
 *   admins fill them in.
 * - Bump `BUILT_IN_REGULATIONS_VERSION` whenever the list changes, so running servers apply it once.
 */
import type { VgcRegulation } from '../schemas/vgcRegulations.ts';

export const BUILT_IN_REGULATIONS_VERSION = 1;

const champions = (code: string, id: string): VgcRegulation => ({
  code,
  game: 'Pokémon Champions',
  mechanic: 'mega',
  showdownFormats: [`gen9championsvgc2026reg${id}`, `gen9championsvgc2026reg${id}bo3`],
  restrictedLimit: null,
  bannedPokemon: [],
  notes: '',
});

/** Showdown ids of Scarlet & Violet regulations seen in real replays and samples, by regulation letter. */
const SCARLET_VIOLET_IDS: Readonly<Record<string, readonly string[]>> = {
  C: ['gen9vgc2023regulationc'],
  E: ['gen9vgc2023regulatione'],
  F: ['gen9vgc2026regf', 'gen9vgc2026regfbo3'],
  G: ['gen9vgc2024regg', 'gen9vgc2024reggbo3', 'gen9vgc2025regg', 'gen9vgc2025reggbo3'],
  H: ['gen9vgc2024regh', 'gen9vgc2025regh'],
  I: ['gen9vgc2025regi', 'gen9vgc2025regibo3'],
};

const SCARLET_VIOLET_LIMITS: Readonly<Record<string, number>> = {
  A: 0,
  B: 0,
  C: 0,
  D: 0,
  E: 0,
  F: 0,
  G: 1,
  H: 0,
  I: 2,
};

export const BUILT_IN_REGULATIONS: readonly VgcRegulation[] = [
  champions('M-A', 'ma'),
  champions('M-B', 'mb'),
  champions('M-C', 'mc'),
  ...Object.entries(SCARLET_VIOLET_LIMITS).map(([code, restrictedLimit]): VgcRegulation => ({
    code,
    game: 'Scarlet & Violet',
    mechanic: 'tera',
    showdownFormats: [...(SCARLET_VIOLET_IDS[code] ?? [])],
    restrictedLimit,
    bannedPokemon: [],
    notes: '',
  })),
];

/** The list order of every answer: Champions first (the current game), then by code. */
export function compareRegulations(a: Pick<VgcRegulation, 'game' | 'code'>, b: Pick<VgcRegulation, 'game' | 'code'>) {
  const game = Number(b.game === 'Pokémon Champions') - Number(a.game === 'Pokémon Champions');
  return game !== 0 ? game : a.code.localeCompare(b.code);
}
